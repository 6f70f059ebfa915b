// SCIM and sessions (issue 31): a user deactivated or deleted by SCIM, or taken out of a group
// (company account), is signed out everywhere at once — their existing token is refused on the
// next call by this API process and by a second one sharing the database and Redis (the
// actor-change bus), not 15 s later — and cannot sign in again. Revoked and unknown SCIM tokens
// are refused in SCIM's format, and the refusal is audited.
import { useApi } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { signInConsoleUsers } from "../admin/admin-test-fixtures.ts";
import { ERROR_SCHEMA, GROUP_SCHEMA, issueScimToken, PATCH_SCHEMA, SCIM, scimClient } from "./scim-test-fixtures.ts";
import { issueScimTokenForTenant } from "./scim-token-issue.ts";

const api = useApi();
let scim: ReturnType<typeof scimClient>;
let admin: string;
let second: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  ({ admin } = await signInConsoleUsers(api));
  scim = scimClient(api, (await issueScimToken(api, admin)).secret);
  // A second API process on the same database and Redis prefix, with its own session-check cache.
  second = await buildApp(api.config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
  await second.ready();
  await second.services.actorChanges.ready;
  await api.app.services.actorChanges.ready;
});
afterAll(() => second?.close());

const account = (token: string, app = api.app) =>
  app.inject({ method: "GET", url: "/api/account", headers: { authorization: `Bearer ${token}` } });
const idOf = async (email: string) =>
  (await api.db.user.findFirstOrThrow({ where: { email, tenant: { code: "astm" } } })).id;

describe("a user SCIM deactivates is signed out everywhere at once", () => {
  it("PATCH active false: the user's token is refused at once by both API processes, and sign-in is refused", async () => {
    const token = await api.login("single@astm.example");
    // Both processes have checked (and cached) the session as valid.
    expect((await account(token)).statusCode).toBe(200);
    expect((await account(token, second)).statusCode).toBe(200);
    const id = await idOf("single@astm.example");
    const res = await scim("PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", path: "active", value: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);

    const here = await account(token);
    expect(here.statusCode).toBe(401);
    expect(here.json().message).toBe("error.user.inactive");
    // The other process is told over Redis: within moments, far less than the cache's 15 s.
    const started = Date.now();
    await expect
      .poll(async () => (await account(token, second)).statusCode, { timeout: 3_000, interval: 20 })
      .toBe(401);
    expect(Date.now() - started).toBeLessThan(3_000);

    const signIn = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email: "single@astm.example", password: "norma-demo" },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe("error.user.inactive");

    // Active again: sign-in works again.
    await scim("PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", path: "active", value: true }],
    });
    expect((await account(await api.login("single@astm.example"))).statusCode).toBe(200);
  });

  it("DELETE: the deleted user's token is refused by both processes", async () => {
    const created = (
      await scim("POST", "/Users", {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
        userName: "leaver@corp.example",
        emails: [{ value: "leaver@corp.example", primary: true }],
      })
    ).json();
    // A token of the user as a sign-in would give one: the session issuer of the API itself.
    const { token } = api.app.tokens.issue({
      userId: Number(created.id),
      email: "leaver@corp.example",
      tenantCode: "astm",
      accountId: null,
      userType: "INDIVIDUAL",
      authType: "SSO",
      authorities: [],
    });
    expect((await account(token)).statusCode).toBe(200);
    expect((await account(token, second)).statusCode).toBe(200);
    expect((await scim("DELETE", `/Users/${created.id}`)).statusCode).toBe(204);
    expect((await account(token)).statusCode).toBe(401);
    await expect
      .poll(async () => (await account(token, second)).statusCode, { timeout: 3_000, interval: 20 })
      .toBe(401);
  });

  it("taken out of a group (company account): the session on that account ends at once in both processes", async () => {
    const token = await api.login("admin@astm.example");
    const me = await account(token);
    expect(me.statusCode).toBe(200);
    expect((await account(token, second)).statusCode).toBe(200);
    const adminId = await idOf("admin@astm.example");
    const membership = await api.db.accountMembership.findFirstOrThrow({ where: { userId: adminId, isDefault: true } });
    const group = await scim("GET", `/Groups/${membership.accountId}`);
    expect(group.statusCode, group.body).toBe(200);
    const res = await scim("PATCH", `/Groups/${membership.accountId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "remove", path: `members[value eq "${adminId}"]` }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const here = await account(token);
    expect(here.statusCode).toBe(500);
    expect(here.json().detail).toBe("account id not exist");
    await expect
      .poll(async () => (await account(token, second)).statusCode, { timeout: 3_000, interval: 20 })
      .toBe(500);
    // Back in the account (for the tests after this one): a new session on it works.
    const back = await scim("PATCH", `/Groups/${membership.accountId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "add", path: "members", value: [{ value: String(adminId) }] }],
    });
    expect(back.statusCode, back.body).toBe(200);
    await api.db.accountMembership.update({
      where: { userId_accountId: { userId: adminId, accountId: membership.accountId } },
      data: { isDefault: true },
    });
    admin = await api.login("admin@astm.example");
    expect((await account(admin)).statusCode).toBe(200);
  });
});

describe("the console's deactivation uses the same bus", () => {
  it("a user an administrator deactivates is refused at once by both API processes", async () => {
    const token = await api.login("individual@astm.example");
    expect((await account(token)).statusCode).toBe(200);
    expect((await account(token, second)).statusCode).toBe(200);
    const id = await idOf("individual@astm.example");
    const put = (activated: boolean) =>
      api.request({ method: "PUT", url: `/api/admin/users/${id}`, token: admin, payload: { activated } });
    expect((await put(false)).statusCode).toBe(200);
    expect((await account(token)).statusCode).toBe(401);
    await expect
      .poll(async () => (await account(token, second)).statusCode, { timeout: 3_000, interval: 20 })
      .toBe(401);
    expect((await put(true)).statusCode).toBe(200);
  });
});

describe("SCIM tokens", () => {
  it("a revoked token is refused at once (401 in SCIM's format), and the refusal is audited", async () => {
    const made = await issueScimToken(api, admin, "to revoke");
    const client = scimClient(api, made.secret);
    expect((await client("GET", "/Users?count=1")).statusCode).toBe(200);
    expect(
      (await api.request({ method: "DELETE", url: `/api/admin/scim-tokens/${made.id}`, token: admin })).statusCode,
    ).toBe(200);
    const refused = await client("GET", "/Users?count=1");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-type"]).toContain(SCIM);
    expect(refused.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "401" });
    await expect
      .poll(() =>
        api.db.managementAuditEvent.count({
          where: { type: "SCIM_CALL", principal: "scim-token:none", data: { path: ["status"], equals: 401 } },
        }),
      )
      .toBeGreaterThan(0);
  });

  it("no token, a session token, an unknown or malformed SCIM token: 401", async () => {
    const session = await api.login("admin@astm.example");
    for (const authorization of [
      undefined,
      `Bearer ${session}`,
      "Bearer nsc_AAAAAAAA_" + "a".repeat(43),
      "Basic eDp5",
      "Bearer x",
    ]) {
      const res = await api.request({
        method: "GET",
        url: "/scim/v2/Users",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "401" });
    }
    // A SCIM token opens nothing else of the API.
    const made = await issueScimToken(api, admin, "not a session");
    expect(
      (await api.request({ method: "GET", url: "/api/account", headers: { authorization: `Bearer ${made.secret}` } }))
        .statusCode,
    ).toBe(401);
  });

  it("the command line's token (scripts/scim-token.ts) provisions the seeded tenant aenor, and only it", async () => {
    const made = await issueScimTokenForTenant(api.db, api.config, "aenor", "Local trial");
    const aenor = scimClient(api, made.secret);
    const users = (await aenor("GET", "/Users?count=200")).json();
    expect(users.totalResults).toBeGreaterThan(0);
    for (const u of users.Resources) expect(u.userName).toMatch(/@aenor\.example$/);
    const created = await aenor("POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: "new.hire@aenor.example",
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = await api.db.user.findUniqueOrThrow({
      where: { id: Number(created.json().id) },
      include: { tenant: true },
    });
    expect(row.tenant.code).toBe("aenor");
    expect(
      await api.db.managementAuditEvent.count({
        where: { principal: "command-line", type: "ADMIN_SCIM_TOKEN_CREATE" },
      }),
    ).toBe(1);
    await expect(issueScimTokenForTenant(api.db, api.config, "nope", "x")).rejects.toThrow("No tenant 'nope'");
  });

  it("answers the discovery endpoints", async () => {
    const spc = await scim("GET", "/ServiceProviderConfig");
    expect(spc.statusCode).toBe(200);
    expect(spc.headers["content-type"]).toContain(SCIM);
    expect(spc.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      etag: { supported: true },
      bulk: { supported: false },
    });
    const types = (await scim("GET", "/ResourceTypes")).json();
    expect(types.Resources.map((t: { id: string }) => t.id)).toEqual(["User", "Group"]);
    expect((await scim("GET", "/ResourceTypes/Group")).json()).toMatchObject({
      endpoint: "/Groups",
      schema: GROUP_SCHEMA,
    });
    const schemas = (await scim("GET", "/Schemas")).json();
    expect(schemas.totalResults).toBe(2);
    const user = (await scim("GET", "/Schemas/urn:ietf:params:scim:schemas:core:2.0:User")).json();
    expect(user.attributes.map((a: { name: string }) => a.name)).toContain("userName");
    expect((await scim("GET", "/Schemas/urn:nothing")).statusCode).toBe(404);
  });
});

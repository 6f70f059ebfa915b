// SCIM Users (issue 31) against PostgreSQL and Redis: provisioning, reading, replacing, patching
// and deleting a tenant's users with its SCIM token; filters, paging and ETags; uniqueness; the
// token's tenant only; every call audited.
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { signInConsoleUsers } from "../admin/admin-test-fixtures.ts";
import { SCIM_MAX_COUNT } from "./scim-limits.ts";
import {
  ERROR_SCHEMA,
  issueScimToken,
  newUser,
  PATCH_SCHEMA,
  SCIM,
  scimClient,
  USER_SCHEMA,
} from "./scim-test-fixtures.ts";

const api = useApi();
let scim: ReturnType<typeof scimClient>;
let other: ReturnType<typeof scimClient>;
let astmId: number;

beforeAll(async () => {
  const { admin, apiAdmin } = await signInConsoleUsers(api);
  scim = scimClient(api, (await issueScimToken(api, admin)).secret);
  other = scimClient(api, (await issueScimToken(api, apiAdmin)).secret);
  astmId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
});

const patch = (...Operations: object[]) => ({ schemas: [PATCH_SCHEMA], Operations });

describe("SCIM Users", () => {
  it("provisions a user: 201, scim+json, Location and ETag; the row is the tenant's; audited", async () => {
    const res = await scim(
      "POST",
      "/Users",
      newUser("Ana.Lima@Corp.example", { externalId: "okta-1", displayName: "Ana L." }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["content-type"]).toContain(SCIM);
    const user = res.json();
    expect(user).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: "Ana.Lima@Corp.example",
      externalId: "okta-1",
      displayName: "Ana L.",
      name: { givenName: "Ana", familyName: "Lima" },
      emails: [{ value: "ana.lima@corp.example", primary: true }],
      active: true,
      groups: [],
      meta: { resourceType: "User" },
    });
    expect(res.headers.etag).toBe(user.meta.version);
    expect(res.headers.location).toBe(user.meta.location);
    expect(user.meta.location).toMatch(new RegExp(`/scim/v2/Users/${user.id}$`));
    const row = await api.db.user.findUniqueOrThrow({ where: { id: Number(user.id) } });
    expect(row).toMatchObject({
      tenantId: astmId,
      email: "ana.lima@corp.example",
      activated: true,
      passwordHash: null,
    });
    const audit = await api.db.managementAuditEvent.findFirst({
      where: { type: "SCIM_USER_CREATE", data: { path: ["resourceId"], equals: user.id } },
    });
    expect(audit?.principal).toMatch(/^scim-token:nsc_/);
    await expect
      .poll(() =>
        api.db.managementAuditEvent.count({
          where: { type: "SCIM_CALL", data: { path: ["operation"], equals: "createScimUser" } },
        }),
      )
      .toBeGreaterThan(0);

    const read = await scim("GET", `/Users/${user.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(user);
    // If-None-Match with the current version: not modified.
    expect((await scim("GET", `/Users/${user.id}`, undefined, { "if-none-match": user.meta.version })).statusCode).toBe(
      304,
    );
  });

  it("refuses a userName or e-mail address another user has, whatever its case: 409 uniqueness", async () => {
    await scim("POST", "/Users", newUser("dup@corp.example"));
    for (const body of [
      newUser("DUP@corp.example"),
      newUser("someone", { emails: [{ value: "Dup@Corp.example" }] }),
      newUser("individual@astm.example"),
    ]) {
      const res = await scim("POST", "/Users", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.headers["content-type"]).toContain(SCIM);
      expect(res.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "409", scimType: "uniqueness" });
    }
    // Another tenant's user with the same address is no conflict: tenants are apart.
    expect((await other("POST", "/Users", newUser("dup@corp.example"))).statusCode).toBe(201);
  });

  it("keeps a userName that is not an e-mail address apart from the address", async () => {
    const res = await scim(
      "POST",
      "/Users",
      newUser("jdoe", { emails: [{ value: "john.doe@corp.example", type: "work" }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userName: "jdoe", emails: [{ value: "john.doe@corp.example" }] });
    const list = await scim("GET", `/Users?filter=${encodeURIComponent('userName eq "JDOE"')}`);
    expect(list.json()).toMatchObject({ totalResults: 1, Resources: [{ userName: "jdoe" }] });
    // Without an address and with a userName that is none, there is no e-mail: 400 invalidValue.
    const none = await scim("POST", "/Users", newUser("nomail", { emails: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ scimType: "invalidValue" });
  });

  it("replaces a user (PUT) under If-Match: 412 and nothing changed on a stale version", async () => {
    const made = (
      await scim("POST", "/Users", newUser("put@corp.example", { externalId: "x-1", displayName: "Put" }))
    ).json();
    const replaced = await scim(
      "PUT",
      `/Users/${made.id}`,
      newUser("put@corp.example", { name: { givenName: "Pia" } }),
      {
        "if-match": made.meta.version,
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json();
    expect(now.name).toEqual({ givenName: "Pia", formatted: "Pia" });
    // Absent attributes are cleared by a PUT.
    expect(now.externalId).toBeUndefined();
    expect(now.displayName).toBeUndefined();
    expect(now.meta.version).not.toBe(made.meta.version);
    const stale = await scim("PUT", `/Users/${made.id}`, newUser("put@corp.example", { displayName: "Late" }), {
      "if-match": made.meta.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "412" });
    expect((await scim("GET", `/Users/${made.id}`)).json().displayName).toBeUndefined();
    expect(
      (
        await scim("PATCH", `/Users/${made.id}`, patch({ op: "replace", path: "displayName", value: "x" }), {
          "if-match": 'W/"nope"',
        })
      ).statusCode,
    ).toBe(412);
    expect((await scim("DELETE", `/Users/${made.id}`, undefined, { "if-match": 'W/"nope"' })).statusCode).toBe(412);
    expect(
      (
        await scim("PATCH", `/Users/${made.id}`, patch({ op: "replace", path: "displayName", value: "x" }), {
          "if-match": "*",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("patches active, name, emails, userName and displayName with add, replace and remove", async () => {
    const made = (await scim("POST", "/Users", newUser("patch@corp.example"))).json();
    const p = async (...ops: object[]) => {
      const res = await scim("PATCH", `/Users/${made.id}`, patch(...ops));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await p({ op: "replace", path: "displayName", value: "Patty" })).toMatchObject({ displayName: "Patty" });
    expect(await p({ op: "add", path: "name.familyName", value: "Stone" })).toMatchObject({
      name: { givenName: "Ana", familyName: "Stone" },
    });
    expect((await p({ op: "remove", path: "name.givenName" })).name).toEqual({
      familyName: "Stone",
      formatted: "Stone",
    });
    expect(
      await p({ op: "replace", path: 'emails[type eq "work"].value', value: "patch.new@corp.example" }),
    ).toMatchObject({
      emails: [{ value: "patch.new@corp.example" }],
    });
    expect(await p({ op: "replace", path: "userName", value: "pstone" })).toMatchObject({ userName: "pstone" });
    // Entra ID's string booleans, and a PATCH without a path.
    expect(await p({ op: "Replace", path: "active", value: "False" })).toMatchObject({ active: false });
    expect(await p({ op: "replace", value: { active: true, displayName: "P. Stone" } })).toMatchObject({
      active: true,
      displayName: "P. Stone",
    });
    expect((await p({ op: "remove", path: "displayName" })).displayName).toBeUndefined();
    // All addresses removed: the userName is no address, so the user would have none.
    const noMail = await scim("PATCH", `/Users/${made.id}`, patch({ op: "remove", path: "emails" }));
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().scimType).toBe("invalidValue");
    for (const path of ["id", "meta.created", "groups"]) {
      const res = await scim("PATCH", `/Users/${made.id}`, patch({ op: "replace", path, value: "1" }));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().scimType, path).toBe("mutability");
    }
    const audits = await api.db.managementAuditEvent.count({
      where: { type: "SCIM_USER_PATCH", data: { path: ["resourceId"], equals: made.id } },
    });
    expect(audits).toBe(8);
  });

  it("filters on userName and externalId, pages with startIndex and count, and caps count", async () => {
    for (let i = 0; i < 5; i++)
      await scim("POST", "/Users", newUser(`page${i}@paging.example`, { externalId: `ext-${i}` }));
    const q = (query: string) => scim("GET", `/Users?${query}`);
    const one = (await q(`filter=${encodeURIComponent('userName eq "PAGE3@paging.example"')}`)).json();
    expect(one).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
    });
    expect(one.Resources[0].userName).toBe("page3@paging.example");
    // externalId is case-exact.
    expect((await q(`filter=${encodeURIComponent('externalId eq "ext-4"')}`)).json().totalResults).toBe(1);
    expect((await q(`filter=${encodeURIComponent('externalId eq "EXT-4"')}`)).json().totalResults).toBe(0);
    const sw = encodeURIComponent('userName sw "page" and emails.value ew "@paging.example"');
    const page = (await q(`filter=${sw}&startIndex=2&count=2`)).json();
    expect(page).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((u: { userName: string }) => u.userName)).toEqual([
      "page1@paging.example",
      "page2@paging.example",
    ]);
    expect((await q(`filter=${sw}&startIndex=0&count=-4`)).json()).toMatchObject({
      totalResults: 5,
      startIndex: 1,
      itemsPerPage: 0,
    });
    const all = (await q("count=100000")).json();
    expect(all.itemsPerPage).toBeLessThanOrEqual(SCIM_MAX_COUNT);
    expect(all.totalResults).toBeGreaterThan(5);
    // Only the token's tenant: no api.example user in astm's list.
    const users = (await q(`filter=${encodeURIComponent('userName co "@api.example"')}`)).json();
    expect(users.totalResults).toBe(0);
  });

  it("refuses filters it does not support with 400 invalidFilter", async () => {
    for (const f of [
      "userName eq",
      'password eq "x"',
      'meta.created gt "2020-01-01"',
      "((((",
      'userName gt "a"',
      `userName eq "${"x".repeat(1001)}"`,
    ]) {
      const res = await scim("GET", `/Users?filter=${encodeURIComponent(f)}`);
      expect(res.statusCode, f).toBe(400);
      expect(res.headers["content-type"]).toContain(SCIM);
      expect(res.json(), f).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400", scimType: "invalidFilter" });
    }
  });

  it("a token of one tenant never sees another tenant's users: 404 for read, write and delete", async () => {
    const theirs = (await other("POST", "/Users", newUser("theirs@api-corp.example"))).json();
    expect((await scim("GET", `/Users/${theirs.id}`)).statusCode).toBe(404);
    expect((await scim("PUT", `/Users/${theirs.id}`, newUser("mine@corp.example"))).statusCode).toBe(404);
    expect(
      (await scim("PATCH", `/Users/${theirs.id}`, patch({ op: "replace", path: "active", value: false }))).statusCode,
    ).toBe(404);
    const del = await scim("DELETE", `/Users/${theirs.id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "404" });
    expect((await api.db.user.findUniqueOrThrow({ where: { id: Number(theirs.id) } })).activated).toBe(true);
    const listed = await scim("GET", `/Users?filter=${encodeURIComponent(`id eq "${theirs.id}"`)}`);
    expect(listed.json().totalResults).toBe(0);
    // An X-Tenant naming another tenant than the token's is refused.
    expect((await scim("GET", "/Users", undefined, { "x-tenant": "api" })).statusCode).toBe(401);
  });

  it("deletes a user: 204, then 404; audited", async () => {
    const made = (await scim("POST", "/Users", newUser("gone@corp.example"))).json();
    expect((await scim("DELETE", `/Users/${made.id}`)).statusCode).toBe(204);
    expect((await scim("GET", `/Users/${made.id}`)).statusCode).toBe(404);
    expect(await api.db.user.count({ where: { id: Number(made.id) } })).toBe(0);
    expect(await api.db.managementAuditEvent.count({ where: { type: "SCIM_USER_DELETE" } })).toBe(1);
  });

  it("refuses bad input in SCIM's error format, never a 5xx", async () => {
    const cases: [string, string, unknown, string][] = [
      ["POST", "/Users", { userName: "a@b.example" }, "invalidValue"], // no schemas
      ["POST", "/Users", newUser(""), "invalidValue"],
      ["POST", "/Users", newUser("x".repeat(256)), "invalidValue"],
      ["POST", "/Users", newUser("nul\u0000@b.example"), "invalidValue"],
      ["POST", "/Users", newUser("bad@b.example", { active: "maybe" }), "invalidValue"],
      ["POST", "/Users", newUser("bad@b.example", { emails: [{ value: "not-an-address" }] }), "invalidValue"],
      ["POST", "/Users", newUser("bad@b.example", { name: "Ana" }), "invalidValue"],
      ["PATCH", "/Users/1", { Operations: [] }, "invalidValue"],
      ["PATCH", "/Users/1", patch({ op: "move", path: "userName" }), "invalidValue"],
      ["PATCH", "/Users/1", patch({ op: "remove" }), "noTarget"],
      [
        "PATCH",
        "/Users/1",
        patch(...Array.from({ length: 101 }, () => ({ op: "replace", path: "displayName", value: "x" }))),
        "invalidValue",
      ],
    ];
    for (const [method, url, body, scimType] of cases) {
      const res = await scim(method as "POST", url, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(res.headers["content-type"]).toContain(SCIM);
      expect(res.json(), JSON.stringify(body).slice(0, 80)).toMatchObject({
        schemas: [ERROR_SCHEMA],
        status: "400",
        scimType,
      });
    }
    const malformed = await api.request({
      method: "POST",
      url: "/scim/v2/Users",
      headers: { authorization: await scimAuth(), "content-type": SCIM },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: "invalidSyntax" });
    const big = await scim("POST", "/Users", newUser("big@b.example", { displayName: "x".repeat(300 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "413" });
    for (const id of ["abc", "0", "2147483648", "-1"])
      expect((await scim("GET", `/Users/${id}`)).statusCode, id).toBe(404);
    expect((await scim("GET", "/Nothing")).json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "404" });
  });
});

let authHeader = "";
async function scimAuth() {
  if (!authHeader) {
    const { admin } = await signInConsoleUsers(api);
    authHeader = `Bearer ${(await issueScimToken(api, admin, "malformed")).secret}`;
  }
  return authHeader;
}

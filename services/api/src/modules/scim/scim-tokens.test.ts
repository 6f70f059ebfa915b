// SCIM provisioning tokens (issue 31): a tenant's administrator issues them (the secret shown
// once, stored only as its keyed hash under the API's pepper), lists and revokes them; a tenant
// has at most MAX_LIVE_SCIM_TOKENS live ones, even when issues race. Another tenant's tokens are
// 404, readers get 403, and no secret reaches the audit log or the API's log.
import { createHmac } from "node:crypto";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { signInConsoleUsers, tenantIdsByCode } from "../admin/admin-test-fixtures.ts";
import { apiKeyPepper } from "../api-keys/api-key-secrets.ts";
import { MAX_LIVE_SCIM_TOKENS } from "./scim-tokens-admin-service.ts";

const logged: string[] = [];
// Every line the app writes, at every level.
const stream = { write: (chunk: string) => void logged.push(chunk) };
const api = useApi({ build: { logger: { level: "trace", stream } } });
let reader: string, admin: string, operator: string, apiAdmin: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ reader, admin, operator, apiAdmin } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
});

const issue = (token: string | undefined, payload: object) =>
  api.request({ method: "POST", url: "/api/admin/scim-tokens", token, payload });
const list = (token: string | undefined) => api.request({ method: "GET", url: "/api/admin/scim-tokens", token });
const revoke = (token: string, id: number | string) =>
  api.request({ method: "DELETE", url: `/api/admin/scim-tokens/${id}`, token });

describe("/api/admin/scim-tokens", () => {
  it("issues a token whose secret is shown once and stored only as its keyed hash, audited and logged without it", async () => {
    const res = await issue(admin, { name: "Entra ID" });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json();
    expect(token).toMatchObject({ tenantId: ids.astm, name: "Entra ID", revokedAt: null });
    expect(token.secret).toMatch(/^nsc_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(token.secret.startsWith(`${token.prefix}_`)).toBe(true);

    const row = await api.db.scimToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(row.secretHash).toBe(createHmac("sha256", apiKeyPepper(api.config)).update(token.secret).digest("hex"));
    const stored = JSON.stringify(
      await api.db
        .$queryRaw`SELECT row_to_json(t)::text AS t FROM scim_tokens t UNION ALL SELECT data::text FROM management_audit_events`,
    );
    const randomPart = token.secret.slice(13);
    expect(stored).not.toContain(randomPart);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toContain(randomPart);

    const audit = await api.db.managementAuditEvent.findFirst({ where: { type: "ADMIN_SCIM_TOKEN_CREATE" } });
    expect(audit).toMatchObject({ principal: "admin@astm.example", tenantId: ids.astm });
    expect(audit?.data).toMatchObject({ resource: "scim-tokens", resourceId: String(token.id) });

    // No later reply shows it.
    const listed = await list(admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json().find((t: { id: number }) => t.id === token.id);
    expect(mine).toMatchObject({ name: "Entra ID", prefix: token.prefix });
    expect(mine.secret).toBeUndefined();
  });

  it("keeps each administrator to its own tenant's tokens; the operator sees every tenant's; readers have none", async () => {
    const ours = (await issue(admin, { name: "Okta" })).json();
    const theirs = (await issue(apiAdmin, { name: "Their IdP" })).json();
    expect(theirs.tenantId).toBe(ids.api);

    const names = (await list(admin)).json().map((t: { name: string }) => t.name);
    expect(names).toContain("Okta");
    expect(names).not.toContain("Their IdP");
    const r = await revoke(admin, theirs.id);
    expect(r.statusCode).toBe(404);
    expect(r.headers["content-type"]).toContain("application/problem+json");
    expect((await api.db.scimToken.findUniqueOrThrow({ where: { id: theirs.id } })).revokedAt).toBeNull();

    const all = (await list(operator)).json().map((t: { id: number }) => t.id);
    expect(all).toEqual(expect.arrayContaining([ours.id, theirs.id]));

    expect((await list(reader)).statusCode).toBe(403);
    expect((await issue(reader, { name: "x" })).statusCode).toBe(403);
    expect((await revoke(reader, ours.id)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await issue(undefined, { name: "x" })).statusCode).toBe(401);
  });

  it("revokes a token once: a second revoke changes nothing and is not audited again", async () => {
    const token = (await issue(admin, { name: "To revoke" })).json();
    const first = await revoke(admin, token.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().revokedAt).not.toBeNull();
    const second = await revoke(admin, token.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().revokedAt).toBe(first.json().revokedAt);
    const audits = await api.db.managementAuditEvent.findMany({
      where: { type: "ADMIN_SCIM_TOKEN_REVOKE", data: { path: ["resourceId"], equals: String(token.id) } },
    });
    expect(audits).toHaveLength(1);
    expect((await revoke(admin, 2147483647)).statusCode).toBe(404);
  });

  it(`caps a tenant at ${MAX_LIVE_SCIM_TOKENS} live tokens, also when issues race; revoking one frees a place`, async () => {
    const live = await api.db.scimToken.count({ where: { tenantId: ids.api, revokedAt: null } });
    const tries = MAX_LIVE_SCIM_TOKENS - live + 3;
    const results = await Promise.all(Array.from({ length: tries }, (_, i) => issue(apiAdmin, { name: `race ${i}` })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_LIVE_SCIM_TOKENS - live);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.headers["content-type"]).toContain("application/problem+json");
    expect(await api.db.scimToken.count({ where: { tenantId: ids.api, revokedAt: null } })).toBe(MAX_LIVE_SCIM_TOKENS);
    // Another tenant's count is its own.
    expect((await issue(admin, { name: "still fine" })).statusCode).toBe(201);

    const one = results.find((r) => r.statusCode === 201)!.json();
    expect((await revoke(apiAdmin, one.id)).statusCode).toBe(200);
    expect((await issue(apiAdmin, { name: "replacement" })).statusCode).toBe(201);
  });

  it("refuses bad input with problem+json naming the field", async () => {
    const cases: [object, string][] = [
      [{ name: "a\u0000b" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{}, "name"],
    ];
    for (const [payload, field] of cases) {
      const res = await issue(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(
        (res.json().fieldErrors ?? []).map((f: { field: string }) => f.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    // A tenant in the body is not a way into another tenant: the token is the caller's tenant's.
    const extra = await issue(admin, { name: "x", tenantId: ids.api });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.json().tenantId).toBe(ids.astm);
    for (const id of ["2147483648", "0", "abc"]) expect((await revoke(admin, id)).statusCode, id).toBe(400);
  });
});

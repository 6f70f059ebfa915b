// API keys of the public API (issue 30): a tenant's administrator creates them (for the tenant or
// one of its accounts), sees each secret once, rotates them with a grace period, revokes them; a
// key is stored only as a keyed hash, limited per minute (429 with Retry-After), and records when
// and from where it was last used. Another tenant's keys and accounts are 404; readers get 403.
import { createHmac } from "node:crypto";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { raQuery, signInConsoleUsers, tenantIdsByCode } from "../admin/admin-test-fixtures.ts";
import { seededUser } from "../tracking/tracking-fixtures.ts";
import { apiKeyPepper } from "./api-key-secrets.ts";

const api = useApi();
let reader: string, admin: string, operator: string, apiAdmin: string;
let ids: Record<string, number>;
let astmAccount: number;

beforeAll(async () => {
  ({ reader, admin, operator, apiAdmin } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
  astmAccount = (await seededUser(api.db, "individual@astm.example")).accountId!;
});

const create = (token: string, payload: object) =>
  api.request({ method: "POST", url: "/api/admin/api-keys", token, payload });
const changes = (secret: string, headers: Record<string, string> = {}) =>
  api.request({
    method: "GET",
    url: "/api/public/v1/changes?limit=1",
    headers: { authorization: `Bearer ${secret}`, ...headers },
  });

describe("/api/admin/api-keys", () => {
  it("creates a key whose secret is shown once and stored only as its keyed hash, audited without it", async () => {
    const res = await create(admin, { name: "PLM sync", scopes: ["changes", "documents"], accountId: astmAccount });
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json();
    expect(key).toMatchObject({
      tenantId: ids.astm,
      accountId: astmAccount,
      name: "PLM sync",
      scopes: ["changes", "documents"],
      rateLimitPerMinute: 600,
      status: "ACTIVE",
      lastUsedAt: null,
      callCount: 0,
    });
    expect(key.secret).toMatch(/^nk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(`${key.prefix}_`)).toBe(true);

    const stored = await api.db.apiKeySecret.findMany({ where: { apiKeyId: key.id } });
    const expected = createHmac("sha256", apiKeyPepper(api.config)).update(key.secret).digest("hex");
    expect(stored.map((s) => s.secretHash)).toEqual([expected]);
    const everything = JSON.stringify(
      await api.db
        .$queryRaw`SELECT row_to_json(k)::text AS k FROM api_keys k UNION ALL SELECT row_to_json(s)::text FROM api_key_secrets s UNION ALL SELECT data::text FROM management_audit_events`,
    );
    expect(everything).not.toContain(key.secret.slice(12));

    // No later reply shows it.
    const again = await api.request({ method: "GET", url: `/api/admin/api-keys/${key.id}`, token: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json().secret).toBeUndefined();
    const audit = await api.db.managementAuditEvent.findFirst({ where: { type: "ADMIN_API_KEY_CREATE" } });
    expect(audit).toMatchObject({ principal: "admin@astm.example", tenantId: ids.astm });
    expect(audit?.data).toMatchObject({
      resource: "api-keys",
      resourceId: String(key.id),
      after: { name: "PLM sync" },
    });
  });

  it("lists the tenant's keys (Content-Range), filters them, and keeps each administrator to its tenant", async () => {
    await create(admin, { name: "ERP", scopes: ["search"] });
    const theirs = (await create(apiAdmin, { name: "API tenant key", scopes: ["search"] })).json();
    const res = await api.request({
      method: "GET",
      url: `/api/admin/api-keys?${raQuery({ range: [0, 99] })}`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().map((k: { name: string }) => k.name);
    expect(names).toContain("ERP");
    expect(names).not.toContain("API tenant key");
    expect(res.headers["content-range"]).toMatch(/^api-keys 0-\d+\/\d+$/);
    const filtered = await api.request({
      method: "GET",
      url: `/api/admin/api-keys?${raQuery({ filter: { q: "erp" } })}`,
      token: admin,
    });
    expect(filtered.json().map((k: { name: string }) => k.name)).toEqual(["ERP"]);

    for (const [method, url] of [
      ["GET", `/api/admin/api-keys/${theirs.id}`],
      ["DELETE", `/api/admin/api-keys/${theirs.id}`],
      ["POST", `/api/admin/api-keys/${theirs.id}/rotate`],
    ] as const) {
      const r = await api.request({ method, url, token: admin, ...(method === "POST" ? { payload: {} } : {}) });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.headers["content-type"]).toContain("application/problem+json");
    }
    // Another tenant's account is not one to make a key for.
    expect((await create(apiAdmin, { name: "x", scopes: ["search"], accountId: astmAccount })).statusCode).toBe(404);
    // The operator sees every tenant's.
    expect(
      (await api.request({ method: "GET", url: `/api/admin/api-keys/${theirs.id}`, token: operator })).statusCode,
    ).toBe(200);
    // Readers have no console.
    expect((await api.request({ method: "GET", url: "/api/admin/api-keys", token: reader })).statusCode).toBe(403);
    expect((await create(reader, { name: "x", scopes: ["search"] })).statusCode).toBe(403);
    expect((await api.request({ method: "GET", url: "/api/admin/api-keys" })).statusCode).toBe(401);
  });

  it("refuses bad input with problem+json naming the field", async () => {
    const cases: [object, string][] = [
      [{ name: "a\u0000b", scopes: ["search"] }, "name"],
      [{ name: "  ", scopes: ["search"] }, "name"],
      [{ name: "x".repeat(101), scopes: ["search"] }, "name"],
      [{ name: "k", scopes: [] }, "scopes"],
      [{ name: "k", scopes: ["everything"] }, "scopes[0]"],
      [{ name: "k", scopes: ["search"], rateLimitPerMinute: 100001 }, "rateLimitPerMinute"],
      [{ name: "k", scopes: ["search"], accountId: 2147483648 }, "accountId"],
      [{ name: "k", scopes: ["search"], expiresAt: "2001-01-01T00:00:00Z" }, "expiresAt"],
      [{ name: "k", scopes: ["search"], expiresAt: "2999-01-01T00:00:00Z" }, "expiresAt"],
      [{ scopes: ["search"] }, "name"],
    ];
    for (const [payload, field] of cases) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      const fields = (res.json().fieldErrors ?? []).map((f: { field: string }) =>
        f.field.replace(/^scopes\.(\d+)$/, "scopes[$1]"),
      );
      expect(fields, JSON.stringify(payload)).toContain(field);
    }
    const rotate = await api.request({
      method: "POST",
      url: "/api/admin/api-keys/1/rotate",
      token: admin,
      payload: { graceHours: 721 },
    });
    expect(rotate.statusCode).toBe(400);
    expect(rotate.json().fieldErrors[0].field).toBe("graceHours");
  });
});

describe("using a key", () => {
  it("records when and from where it was last used, and counts its calls", async () => {
    const key = (await create(admin, { name: "usage", scopes: ["changes"] })).json();
    const res = await api.request({
      method: "GET",
      url: "/api/public/v1/changes",
      headers: { authorization: `Bearer ${key.secret}` },
      remoteAddress: "203.0.113.9",
    });
    expect(res.statusCode, res.body).toBe(200);
    await changes(key.secret);
    const seen = (await api.request({ method: "GET", url: `/api/admin/api-keys/${key.id}`, token: admin })).json();
    expect(seen.callCount).toBe(2);
    expect(seen.lastUsedIp).toBe("127.0.0.1");
    expect(Date.now() - Date.parse(seen.lastUsedAt)).toBeLessThan(60_000);
    const row = await api.db.apiKey.findUniqueOrThrow({ where: { id: key.id } });
    expect(row.callCount).toBe(2n);
  });

  it("rotates: the old and the new secret both work during the grace period, the old one not after it", async () => {
    const key = (await create(admin, { name: "rotating", scopes: ["changes"] })).json();
    const rotated = await api.request({
      method: "POST",
      url: `/api/admin/api-keys/${key.id}/rotate`,
      token: admin,
      payload: { graceHours: 2 },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json();
    expect(next.secret).not.toBe(key.secret);
    expect(Date.parse(next.previousSecretValidUntil) - Date.now()).toBeGreaterThan(7_000_000);
    expect((await changes(key.secret)).statusCode).toBe(200);
    expect((await changes(next.secret)).statusCode).toBe(200);

    const now = await api.request({
      method: "POST",
      url: `/api/admin/api-keys/${key.id}/rotate`,
      token: admin,
      payload: { graceHours: 0 },
    });
    const third = now.json().secret;
    for (const old of [key.secret, next.secret]) {
      const r = await changes(old);
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe("error.apiKey.invalid");
    }
    expect((await changes(third)).statusCode).toBe(200);
    expect(await api.db.managementAuditEvent.count({ where: { type: "ADMIN_API_KEY_ROTATE" } })).toBe(2);
  });

  it("stops a revoked or expired key at once (401), and a revoked key cannot be rotated", async () => {
    const key = (await create(admin, { name: "to revoke", scopes: ["changes"] })).json();
    expect((await changes(key.secret)).statusCode).toBe(200);
    const revoked = await api.request({ method: "DELETE", url: `/api/admin/api-keys/${key.id}`, token: admin });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe("REVOKED");
    const r = await changes(key.secret);
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe("error.apiKey.revoked");
    const rot = await api.request({
      method: "POST",
      url: `/api/admin/api-keys/${key.id}/rotate`,
      token: admin,
      payload: {},
    });
    expect(rot.statusCode).toBe(400);

    const soon = (
      await create(admin, {
        name: "expiring",
        scopes: ["changes"],
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
    ).json();
    expect((await changes(soon.secret)).statusCode).toBe(200);
    await api.db.apiKey.update({ where: { id: soon.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const e = await changes(soon.secret);
    expect(e.statusCode).toBe(401);
    expect(e.json().message).toBe("error.apiKey.expired");
    const listed = (await api.request({ method: "GET", url: `/api/admin/api-keys/${soon.id}`, token: admin })).json();
    expect(listed.status).toBe("EXPIRED");
  });

  it("limits each key per minute: past its limit 429 with Retry-After, other keys unaffected", async () => {
    const slow = (await create(admin, { name: "slow", scopes: ["changes"], rateLimitPerMinute: 2 })).json();
    const other = (await create(admin, { name: "other", scopes: ["changes"], rateLimitPerMinute: 2 })).json();
    expect((await changes(slow.secret)).statusCode).toBe(200);
    expect((await changes(slow.secret)).statusCode).toBe(200);
    const over = await changes(slow.secret);
    expect(over.statusCode).toBe(429);
    expect(over.headers["content-type"]).toContain("application/problem+json");
    const retry = Number(over.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await changes(other.secret)).statusCode).toBe(200);
  });

  it("refuses what is not a key: none, a session token, a made-up secret (401)", async () => {
    expect((await api.request({ method: "GET", url: "/api/public/v1/changes" })).statusCode).toBe(401);
    const session = await changes(admin);
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toBe("error.apiKey.invalid");
    const made = `nk_abcdefgh_${"A".repeat(43)}`;
    expect((await changes(made)).statusCode).toBe(401);
  });

  it("cannot be turned into a session: the renewal of a token refuses a key", async () => {
    const key = (await create(admin, { name: "no session", scopes: ["search"] })).json();
    const res = await api.request({
      method: "GET",
      url: "/api/account",
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

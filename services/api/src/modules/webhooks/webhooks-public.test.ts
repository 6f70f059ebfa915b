// Webhooks, continued (issue 30): rotating an endpoint's signing secret from the console (the new
// secret shown once, the previous one kept sealed to sign for the grace period, audited without
// either), and endpoints managed through the public API with a key that has the `webhooks` scope:
// a tenant key reaches the tenant's endpoints, an account key its account's only (another's: 404),
// a key without the scope is refused (403), bad input names the field.
import { openSecret, webhookSealKey } from "@norma/contracts/webhooks";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { signInConsoleUsers, tenantIdsByCode } from "../admin/admin-test-fixtures.ts";

const api = useApi({ env: { WEBHOOK_ALLOW_LOOPBACK: "true", WEBHOOK_SECRET_GRACE_HOURS: "12" } });
let admin: string, apiAdmin: string, reader: string;
let ids: Record<string, number>;
let accounts: number[];

beforeAll(async () => {
  ({ admin, apiAdmin, reader } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
  accounts = (
    await api.db.account.findMany({
      where: { tenantId: ids.astm },
      select: { id: true },
      orderBy: { id: "asc" },
      take: 2,
    })
  ).map((a) => a.id);
});

const hook = (n: number) => `http://127.0.0.1:9/public-${n}`;
const registered = async (token: string, payload: object) => {
  const res = await api.request({ method: "POST", url: "/api/admin/webhook-endpoints", token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string };
};
const rotate = (token: string, id: number, payload: object = {}) =>
  api.request({ method: "POST", url: `/api/admin/webhook-endpoints/${id}/rotate-secret`, token, payload });

describe("rotating a signing secret", () => {
  it("gives a new secret once, keeps the old one signing for the grace period, and audits neither", async () => {
    const ep = await registered(admin, { url: hook(1), events: ["document.revised"] });
    const before = Date.now();
    const res = await rotate(admin, ep.id);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.secret).toMatch(/^whsec_/);
    expect(out.secret).not.toBe(ep.secret);
    expect(Date.parse(out.secretRotatedAt)).toBeGreaterThanOrEqual(before - 1_000);
    // WEBHOOK_SECRET_GRACE_HOURS=12 here.
    const grace = Date.parse(out.previousSecretExpiresAt) - Date.parse(out.secretRotatedAt);
    expect(grace).toBe(12 * 3_600_000);
    const key = webhookSealKey(api.config.webhooks);
    const row = await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(openSecret(key, row.secretSealed)).toBe(out.secret);
    expect(openSecret(key, row.previousSecretSealed!)).toBe(ep.secret);
    const shown = await api.request({ method: "GET", url: `/api/admin/webhook-endpoints/${ep.id}`, token: admin });
    expect(shown.json().secret).toBeUndefined();
    expect(shown.json().previousSecretExpiresAt).toBe(out.previousSecretExpiresAt);
    const audit = JSON.stringify(
      await api.db.managementAuditEvent.findMany({
        where: { type: "ADMIN_WEBHOOK_SECRET_ROTATE" },
        select: { type: true, data: true },
      }),
    );
    expect(audit).toContain(`Webhook endpoint ${ep.id}: signing secret rotated`);
    expect(audit).not.toContain(out.secret.slice(6, 30));
    expect(audit).not.toContain(ep.secret.slice(6, 30));

    // Rotated again at once: the secret of the first rotation signs beside the newest, the first one no more.
    const again = (await rotate(admin, ep.id, { graceHours: 1 })).json();
    const row2 = await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(openSecret(key, row2.previousSecretSealed!)).toBe(out.secret);
    expect(openSecret(key, row2.secretSealed)).toBe(again.secret);
    // graceHours 0: the previous secret stops signing now.
    const now = (await rotate(admin, ep.id, { graceHours: 0 })).json();
    expect(now.previousSecretExpiresAt).toBeNull();
    expect((await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } })).previousSecretSealed).toBeNull();
  });

  it("refuses another tenant's endpoint (404), readers (403) and bad input (400 naming the field)", async () => {
    const theirs = await registered(apiAdmin, { url: hook(2), events: ["document.revised"] });
    expect((await rotate(admin, theirs.id)).statusCode).toBe(404);
    expect((await rotate(reader, theirs.id)).statusCode).toBe(403);
    const mine = await registered(admin, { url: hook(3), events: ["document.revised"] });
    for (const payload of [{ graceHours: 721 }, { graceHours: -1 }, { graceHours: "x" }, { graceHours: 1.5 }]) {
      const res = await rotate(admin, mine.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
    }
    const untouched = await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id: mine.id } });
    expect(untouched.secretRotatedAt).toBeNull();
  });
});

const makeKey = async (payload: object): Promise<string> => {
  const res = await api.request({ method: "POST", url: "/api/admin/api-keys", token: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
};
const call = (secret: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  api.request({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });

describe("/api/public/v1/webhook-endpoints", () => {
  it("lets a tenant key list, register and delete the tenant's endpoints, the secret shown once", async () => {
    const key = await makeKey({ name: "hooks", scopes: ["webhooks"] });
    const made = await call(key, "POST", "/api/public/v1/webhook-endpoints", {
      url: hook(10),
      events: ["document.revised", "review.signed_off"],
      description: "ERP",
    });
    expect(made.statusCode, made.body).toBe(201);
    const ep = made.json();
    expect(ep).toMatchObject({ tenantId: ids.astm, accountId: null, url: hook(10), description: "ERP" });
    expect(ep.secret).toMatch(/^whsec_/);
    const forAccount = await call(key, "POST", "/api/public/v1/webhook-endpoints", {
      url: hook(11),
      events: ["document.revised"],
      accountId: accounts[0],
    });
    expect(forAccount.json()).toMatchObject({ accountId: accounts[0] });
    const list = await call(key, "GET", "/api/public/v1/webhook-endpoints");
    expect(list.statusCode).toBe(200);
    const listed = list.json() as { id: number; tenantId: number; secret?: string }[];
    expect(listed.map((e) => e.id)).toEqual(expect.arrayContaining([ep.id, forAccount.json().id]));
    expect(listed.every((e) => e.tenantId === ids.astm && e.secret === undefined)).toBe(true);
    const audit = await api.db.managementAuditEvent.findFirst({
      where: { type: "ADMIN_WEBHOOK_ENDPOINT_CREATE", data: { path: ["resourceId"], equals: String(ep.id) } },
    });
    expect(audit).not.toBeNull();
    const gone = await call(key, "DELETE", `/api/public/v1/webhook-endpoints/${ep.id}`);
    expect(gone.statusCode).toBe(200);
    expect(await api.db.webhookEndpoint.count({ where: { id: ep.id } })).toBe(0);
    expect((await call(key, "DELETE", `/api/public/v1/webhook-endpoints/${ep.id}`)).statusCode).toBe(404);
  });

  it("keeps an account key to its account's endpoints, and every key to its tenant's (404)", async () => {
    const mine = await makeKey({ name: "account hooks", scopes: ["webhooks"], accountId: accounts[0] });
    const made = await call(mine, "POST", "/api/public/v1/webhook-endpoints", {
      url: hook(20),
      events: ["document.withdrawn"],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().accountId).toBe(accounts[0]);
    // Another account's: not named, not listed, not deleted.
    expect(
      (
        await call(mine, "POST", "/api/public/v1/webhook-endpoints", {
          url: hook(21),
          events: ["document.withdrawn"],
          accountId: accounts[1],
        })
      ).statusCode,
    ).toBe(404);
    const tenantWide = await registered(admin, { url: hook(22), events: ["document.revised"] });
    const listed = (await call(mine, "GET", "/api/public/v1/webhook-endpoints")).json() as { accountId: number }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((e) => e.accountId === accounts[0])).toBe(true);
    expect((await call(mine, "DELETE", `/api/public/v1/webhook-endpoints/${tenantWide.id}`)).statusCode).toBe(404);
    const theirs = await registered(apiAdmin, { url: hook(23), events: ["document.revised"] });
    const tenantKey = await makeKey({ name: "tenant hooks", scopes: ["webhooks"] });
    expect((await call(tenantKey, "DELETE", `/api/public/v1/webhook-endpoints/${theirs.id}`)).statusCode).toBe(404);
    expect(await api.db.webhookEndpoint.count({ where: { id: { in: [tenantWide.id, theirs.id] } } })).toBe(2);
  });

  it("refuses a key without the webhooks scope (403) and bad input (400 naming the field)", async () => {
    const searchOnly = await makeKey({ name: "search", scopes: ["search"] });
    const refused = await call(searchOnly, "GET", "/api/public/v1/webhook-endpoints");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("error.apiKey.scope");
    const key = await makeKey({ name: "hooks 2", scopes: ["webhooks"] });
    const bad = await call(key, "POST", "/api/public/v1/webhook-endpoints", {
      url: "http://10.0.0.1/",
      events: ["document.revised"],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain("url");
    const noEvents = await call(key, "POST", "/api/public/v1/webhook-endpoints", { url: hook(30), events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect((await call(key, "DELETE", "/api/public/v1/webhook-endpoints/2147483648")).statusCode).toBe(400);
  });
});

// The console's webhooks (issue 30): a tenant administrator registers endpoints (the signing secret
// shown once, stored sealed, never audited), changes, disables and deletes them, reads their
// delivery log and replays a delivery (the same webhook-id, a new delivery and outbox row, limited
// per endpoint and hour). Targets are checked at registration: a private, loopback (unless the
// operator allows it), link-local or metadata address is refused naming `url`; so is a name that
// resolves to one. A tenant has a capped number of endpoints; bad input is a 400 naming the field;
// another tenant's endpoints, deliveries and accounts are 404; readers get 403.
import { openSecret, resolveTarget, WebhookTargetError, webhookSealKey } from "@norma/contracts/webhooks";
import { useApi } from "@norma/tests/harness";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { raQuery, signInConsoleUsers, tenantIdsByCode } from "../admin/admin-test-fixtures.ts";

const api = useApi({
  env: { WEBHOOK_ALLOW_LOOPBACK: "true", WEBHOOK_MAX_ENDPOINTS_PER_TENANT: "4", WEBHOOK_REPLAYS_PER_HOUR: "2" },
});
let reader: string, admin: string, operator: string, apiAdmin: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ reader, admin, operator, apiAdmin } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
});

const create = (token: string, payload: object) =>
  api.request({ method: "POST", url: "/api/admin/webhook-endpoints", token, payload });
const hook = (n: number) => `http://127.0.0.1:9/hook-${n}`;

/** A delivered message of the endpoint, as the workers' fan-out writes it. */
async function deliveryFor(endpointId: number, tenantId: number) {
  const id = `msg_test${endpointId}`;
  await api.db.webhookMessage.create({
    data: {
      id,
      tenantId,
      eventType: "document.revised",
      sourceKey: `test:${endpointId}`,
      payload: { type: "document.revised" },
    },
  });
  return api.db.webhookDelivery.create({
    data: { endpointId, messageId: id, status: "SUCCEEDED", attempts: 1, lastStatusCode: 200, lastDurationMs: 12 },
  });
}

describe("/api/admin/webhook-endpoints", () => {
  it("registers an endpoint whose signing secret is shown once, stored sealed and never audited", async () => {
    const res = await create(admin, {
      url: hook(1),
      events: ["document.revised", "document.withdrawn"],
      description: "PLM",
    });
    expect(res.statusCode, res.body).toBe(201);
    const ep = res.json();
    expect(ep).toMatchObject({
      tenantId: ids.astm,
      accountId: null,
      url: hook(1),
      events: ["document.revised", "document.withdrawn"],
      rateLimitPerMinute: 60,
      enabled: true,
      consecutiveFailures: 0,
    });
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret signs as Standard Webhooks expects.
    const wh = new Webhook(ep.secret);
    const at = new Date();
    const sig = wh.sign("msg_1", at, "{}");
    expect(() =>
      wh.verify("{}", {
        "webhook-id": "msg_1",
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": sig,
      }),
    ).not.toThrow();

    const row = await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(row.secretSealed).not.toContain(ep.secret.slice(6));
    expect(openSecret(webhookSealKey(api.config.webhooks), row.secretSealed)).toBe(ep.secret);
    const audit = JSON.stringify(
      await api.db.managementAuditEvent.findMany({
        where: { type: { startsWith: "ADMIN_WEBHOOK" } },
        select: { type: true, data: true },
      }),
    );
    expect(audit).toContain("ADMIN_WEBHOOK_ENDPOINT_CREATE");
    expect(audit).not.toContain(ep.secret.slice(6, 30));

    const again = await api.request({ method: "GET", url: `/api/admin/webhook-endpoints/${ep.id}`, token: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json().secret).toBeUndefined();
  });

  it.each([
    ["a private address", "http://10.1.2.3/hook"],
    ["the metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["a unique-local IPv6 address", "http://[fd00:ec2::254]/"],
    ["an IPv4-mapped private address", "http://[::ffff:192.168.1.1]/"],
    ["the unspecified address", "http://0.0.0.0:8080/"],
    ["carrier-grade NAT", "http://100.100.100.200/"],
    ["a scheme other than http(s)", "ftp://example.com/"],
    ["credentials in the URL", "http://user:pass@127.0.0.1:9/"],
    ["no URL", "not a url"],
  ])("refuses %s, naming url", async (_what, url) => {
    const res = await create(admin, { url, events: ["document.revised"] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain("url");
  });

  it("refuses bad input with problem+json naming the field", async () => {
    const cases: [object, string][] = [
      [{ url: "http://127.0.0.1/\u0000", events: ["document.revised"] }, "url"],
      [{ url: hook(2), events: ["document.revised"], description: "a\u0000b" }, "description"],
      [{ url: hook(2), events: [] }, "events"],
      [{ url: hook(2), events: ["everything"] }, "events[0]"],
      [{ url: hook(2), events: ["document.revised"], rateLimitPerMinute: 6001 }, "rateLimitPerMinute"],
      [{ url: hook(2), events: ["document.revised"], rateLimitPerMinute: 0 }, "rateLimitPerMinute"],
      [{ url: hook(2), events: ["document.revised"], accountId: 2147483648 }, "accountId"],
      [{ url: "x".repeat(2049), events: ["document.revised"] }, "url"],
      [{ events: ["document.revised"] }, "url"],
    ];
    for (const [payload, field] of cases) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = (res.json().fieldErrors ?? []).map((f: { field: string }) =>
        f.field.replace(/^events\.(\d+)$/, "events[$1]"),
      );
      expect(fields, JSON.stringify(payload)).toContain(field);
    }
    const big = await api.request({ method: "GET", url: "/api/admin/webhook-endpoints/2147483648", token: admin });
    expect(big.statusCode).toBe(400);
  });

  it("keeps each administrator to its tenant (404) and readers out (403)", async () => {
    const theirs = (await create(apiAdmin, { url: hook(3), events: ["document.published"] })).json();
    const delivery = await deliveryFor(theirs.id, ids.api);
    for (const [method, url] of [
      ["GET", `/api/admin/webhook-endpoints/${theirs.id}`],
      ["PUT", `/api/admin/webhook-endpoints/${theirs.id}`],
      ["DELETE", `/api/admin/webhook-endpoints/${theirs.id}`],
      ["GET", `/api/admin/webhook-deliveries/${delivery.id}`],
      ["POST", `/api/admin/webhook-deliveries/${delivery.id}/replay`],
    ] as const) {
      const res = await api.request({
        method,
        url,
        token: admin,
        ...(method === "PUT" ? { payload: { enabled: false } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await api.request({
      method: "GET",
      url: `/api/admin/webhook-endpoints?${raQuery({ range: [0, 99] })}`,
      token: admin,
    });
    expect(list.json().map((e: { tenantId: number }) => e.tenantId)).not.toContain(ids.api);
    const log = await api.request({
      method: "GET",
      url: `/api/admin/webhook-deliveries?${raQuery({ filter: { endpointId: [theirs.id] } })}`,
      token: admin,
    });
    expect(log.json()).toEqual([]);
    const foreignAccount = await api.db.account.findFirstOrThrow({
      where: { tenantId: ids.api },
      select: { id: true },
    });
    expect(
      (await create(admin, { url: hook(4), events: ["document.revised"], accountId: foreignAccount.id })).statusCode,
    ).toBe(404);
    // The platform operator sees every tenant's.
    expect(
      (await api.request({ method: "GET", url: `/api/admin/webhook-endpoints/${theirs.id}`, token: operator }))
        .statusCode,
    ).toBe(200);
    expect((await api.request({ method: "GET", url: "/api/admin/webhook-endpoints", token: reader })).statusCode).toBe(
      403,
    );
    expect((await create(reader, { url: hook(5), events: ["document.revised"] })).statusCode).toBe(403);
  });

  it("disables and enables an endpoint (enabling clears the failures and the reason), and deletes it", async () => {
    const ep = (await create(admin, { url: hook(6), events: ["document.revised"] })).json();
    await api.db.webhookEndpoint.update({
      where: { id: ep.id },
      data: {
        enabled: false,
        disabledReason: "Disabled after 50 failed attempts in a row (last: HTTP 500)",
        consecutiveFailures: 50,
        disabledAt: new Date(),
      },
    });
    const shown = (
      await api.request({ method: "GET", url: `/api/admin/webhook-endpoints/${ep.id}`, token: admin })
    ).json();
    expect(shown).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/^Disabled after 50/) });
    const on = await api.request({
      method: "PUT",
      url: `/api/admin/webhook-endpoints/${ep.id}`,
      token: admin,
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    const off = await api.request({
      method: "PUT",
      url: `/api/admin/webhook-endpoints/${ep.id}`,
      token: admin,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: "Disabled by an administrator" });
    const moved = await api.request({
      method: "PUT",
      url: `/api/admin/webhook-endpoints/${ep.id}`,
      token: admin,
      payload: { url: "http://10.0.0.1/" },
    });
    expect(moved.statusCode).toBe(400);
    const del = await api.request({ method: "DELETE", url: `/api/admin/webhook-endpoints/${ep.id}`, token: admin });
    expect(del.statusCode).toBe(200);
    expect(
      (await api.request({ method: "GET", url: `/api/admin/webhook-endpoints/${ep.id}`, token: admin })).statusCode,
    ).toBe(404);
  });

  it("caps a tenant's endpoints (409), also when registrations race", async () => {
    const have = await api.db.webhookEndpoint.count({ where: { tenantId: ids.astm } });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(admin, { url: hook(10 + i), events: ["document.revised"] })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(4 - have);
    expect(codes.filter((c) => c === 409)).toHaveLength(6 - (4 - have));
    expect(await api.db.webhookEndpoint.count({ where: { tenantId: ids.astm } })).toBe(4);
  });
});

describe("/api/admin/webhook-deliveries", () => {
  it("lists the log and shows a delivery with its attempts, the body capped and no secret", async () => {
    const ep = await api.db.webhookEndpoint.findFirstOrThrow({ where: { tenantId: ids.astm, enabled: true } });
    const d = await deliveryFor(ep.id, ids.astm);
    await api.db.webhookAttempt.create({
      data: {
        deliveryId: d.id,
        attempt: 1,
        startedAt: new Date(),
        statusCode: 200,
        durationMs: 12,
        responseExcerpt: "ok",
      },
    });
    const list = await api.request({
      method: "GET",
      url: `/api/admin/webhook-deliveries?${raQuery({ filter: { endpointId: [ep.id] }, range: [0, 9] })}`,
      token: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers["content-range"]).toMatch(/^webhook-deliveries 0-0\/1$/);
    expect(list.json()[0]).toMatchObject({
      id: Number(d.id),
      eventType: "document.revised",
      status: "SUCCEEDED",
      lastStatusCode: 200,
    });
    const one = await api.request({ method: "GET", url: `/api/admin/webhook-deliveries/${d.id}`, token: admin });
    expect(one.json()).toMatchObject({
      payload: '{"type":"document.revised"}',
      attemptLog: [{ attempt: 1, statusCode: 200, responseExcerpt: "ok" }],
    });
    expect(one.body).not.toMatch(/whsec_|secretSealed|v1\./);
    const bad = await api.request({
      method: "GET",
      url: `/api/admin/webhook-deliveries?${raQuery({ filter: { status: "LOST" } })}`,
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("replays a delivery as a new one with the same webhook-id and its outbox row, limited per endpoint and hour", async () => {
    const ep = await api.db.webhookEndpoint.findFirstOrThrow({
      where: { tenantId: ids.astm, enabled: true },
      orderBy: { id: "desc" },
    });
    const d = await deliveryFor(ep.id, ids.astm);
    const replay = () =>
      api.request({ method: "POST", url: `/api/admin/webhook-deliveries/${d.id}/replay`, token: admin });
    const first = await replay();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ messageId: d.messageId, replayNumber: 1, status: "PENDING", attempts: 0 });
    const outbox = await api.db.outboxEvent.findFirst({ where: { type: "webhooks.deliver" }, orderBy: { id: "desc" } });
    expect(outbox?.payload).toEqual({ deliveryId: String(first.json().id), attempt: 1 });
    expect((await replay()).json().replayNumber).toBe(2);
    const third = await replay();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    // A disabled endpoint is not replayed to.
    await api.db.webhookEndpoint.update({ where: { id: ep.id }, data: { enabled: false } });
    expect((await replay()).statusCode).toBe(400);
  });
});

describe("the target check", () => {
  const policy = { requireHttps: false, allowLoopback: false };
  const answering = (address: string) => async () => [{ address, family: address.includes(":") ? 6 : 4 }];

  it("refuses a name that resolves to a private, loopback or metadata address", async () => {
    for (const address of ["10.0.0.5", "192.168.0.10", "127.0.0.1", "::1", "169.254.169.254", "fe80::1"]) {
      await expect(resolveTarget("http://hooks.example.test/", policy, answering(address))).rejects.toThrow(
        WebhookTargetError,
      );
    }
    // One bad address among several refuses the name: the request could connect to any.
    const mixed = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    await expect(resolveTarget("http://hooks.example.test/", policy, mixed)).rejects.toThrow(
      /10\.0\.0\.5 is a private address/,
    );
  });

  it("takes a public address, pins it, and allows loopback only when told to", async () => {
    const t = await resolveTarget("https://hooks.example.test/x", policy, answering("93.184.216.34"));
    expect(t).toMatchObject({ address: "93.184.216.34", family: 4 });
    await expect(resolveTarget("http://[::1]:8080/", policy)).rejects.toThrow(/loopback/);
    await expect(resolveTarget("http://[::1]:8080/", { ...policy, allowLoopback: true })).resolves.toMatchObject({
      address: "::1",
      family: 6,
    });
    // Loopback allowed does not open private addresses.
    await expect(resolveTarget("http://10.0.0.1/", { ...policy, allowLoopback: true })).rejects.toThrow(/private/);
  });

  it("wants https in production", async () => {
    await expect(resolveTarget("http://93.184.216.34/", { requireHttps: true, allowLoopback: false })).rejects.toThrow(
      /https/,
    );
  });
});

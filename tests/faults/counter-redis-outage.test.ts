// COUNTER counting while Redis is away (a redis-server of this test's own, in a temporary
// directory, never the shared one): the document page still answers, its usage is still recorded
// and counted, and double clicks and unique counts follow the same rules from the state the
// recorder keeps in PostgreSQL (counter_session_state) until Redis answers again.

import { createApiRedis, createRedisGuard } from "@norma/api/src/lib/redis-guard.ts";
import { createUsageRecorder, type UsageActor } from "@norma/api/src/modules/usage/usage-recorder.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApi } from "../harness/index.ts";
import { startPrivateRedis } from "../harness/redis-server.ts";

const redisServer = await startPrivateRedis();
const COMMAND_TIMEOUT_MS = 300;
const apiRedis = createApiRedis(redisServer.url, { commandTimeoutMs: COMMAND_TIMEOUT_MS });
apiRedis.on("error", () => {});
afterAll(async () => {
  apiRedis.disconnect();
  await redisServer.close();
});
const api = useApi({
  env: {
    REDIS_URL: redisServer.url,
    REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
    REDIS_RETRY_AFTER_MS: "1000",
  },
  build: { redis: apiRedis },
});
beforeAll(() => {
  api.redis.on("error", () => {});
});

async function monthly(accountId: number, documentId: number) {
  const rows = await api.db.counterUsageMonthly.findMany({ where: { accountId, documentId } });
  const out: Record<string, number> = {};
  for (const r of rows) out[r.metricType] = (out[r.metricType] ?? 0) + r.count;
  return out;
}

describe("COUNTER state without Redis", () => {
  it("the document page answers and its investigation is counted while Redis is stopped", async () => {
    const login = await api.request({
      method: "POST",
      url: "/api/authenticate",
      headers: { "x-tenant": "astm" },
      payload: { email: "individual@astm.example", password: "norma-demo" },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().id_token as string;
    const user = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example" },
      include: { memberships: true },
    });
    const accountId = user.memberships.find((m) => m.isDefault)!.accountId;
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const doc = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
      orderBy: { id: "desc" },
    });
    const before = await monthly(accountId, doc.id);

    await redisServer.stop();
    const started = performance.now();
    const res = await api.request({
      method: "GET",
      url: `/api/documents/metadata?contentCode=${encodeURIComponent(doc.contentCode)}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const after = await monthly(accountId, doc.id);
    expect((after.Total_Item_Investigations ?? 0) - (before.Total_Item_Investigations ?? 0)).toBe(1);
    // The state came from PostgreSQL: the click and the unique keys of this session are there.
    expect(
      await api.db.counterSessionState.count({ where: { key: { contains: `:dc:${astm.id}:${accountId}:` } } }),
    ).toBeGreaterThan(0);
    await redisServer.start();
  });

  it("double clicks (29 s, then 31 s) and unique counts follow the rules from PostgreSQL while Redis is down", async () => {
    await redisServer.stop();
    const guard = createRedisGuard({ commandTimeoutMs: COMMAND_TIMEOUT_MS, retryAfterMs: 60_000 });
    const recorder = createUsageRecorder({
      db: api.db,
      redis: apiRedis,
      prefix: `${api.config.redisPrefix}:dc`,
      guard,
    });
    const tenantId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
    const userId = (await api.db.user.findFirstOrThrow({ where: { tenantId, email: "admin@astm.example" } })).id;
    const account = await api.db.account.create({
      data: { tenantId, accountNumber: `DC-${Date.now()}`, name: "Outage test", type: "COMPANY" },
    });
    const actor: UsageActor = { tenantId, userId, accountId: account.id };
    const doc = await api.db.document.findFirstOrThrow({
      where: { contentType: "ASTM_STANDARDS" },
      select: { id: true, contentType: true, bookId: true },
    });
    const at = (s: number) => new Date(Date.UTC(2026, 9, 5, 10, 0, s));
    const view = (s: number) => recorder.record(actor, { kind: "VIEW", action: "request", document: doc, at: at(s) });

    const first = await view(0);
    expect(first.doubleClick).toBe(false);
    expect(first.metrics).toEqual(expect.arrayContaining(["Total_Item_Requests", "Unique_Item_Requests"]));
    expect((await view(29)).doubleClick).toBe(true);
    // 31 s after the click before (the chain: 29 s + 31 s): a second action, not unique again.
    const third = await view(60);
    expect(third.doubleClick).toBe(false);
    expect(third.metrics).toContain("Total_Item_Requests");
    expect(third.metrics).not.toContain("Unique_Item_Requests");
    expect(guard.degraded).toBe(true);
    expect(await monthly(account.id, doc.id)).toMatchObject({
      Total_Item_Requests: 2,
      Unique_Item_Requests: 1,
    });
    guard.shutdown();
    await redisServer.start();
  });
});

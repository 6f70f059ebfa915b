// The API while Redis is stopped, frozen (SIGSTOP) or restarted empty — a redis-server of this
// test's own, never the shared one. Reading, searching, signing in, signing out and publishing
// keep answering as when Redis is up; a signed-out token stays refused whatever happened to
// Redis (the deny-list is kept in PostgreSQL). Prints, per phase, the requests answered and the
// slowest answer (figures, not assertions: see docs/performance.md).

import { createApiRedis } from "@norma/api/src/lib/redis-guard.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, useApi } from "../harness/index.ts";
import { startPrivateRedis } from "../harness/redis-server.ts";

const redisServer = await startPrivateRedis();
const COMMAND_TIMEOUT_MS = 300;
const apiRedis = createApiRedis(redisServer.url, { commandTimeoutMs: COMMAND_TIMEOUT_MS });
apiRedis.on("error", () => {});
// Registered before useApi's: hooks run last-in first-out, so the fixture clears its keys first.
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
// The fixture's own client (it clears the test's keys at the end) sees the outages too.
beforeAll(() => {
  api.redis.on("error", () => {});
});

interface Outcome {
  what: string;
  status: number;
  expected: number;
  ms: number;
}

const figures: {
  phase: string;
  sent: number;
  answered: number;
  as_expected: number;
  fivexx: number;
  slowest_ms: number;
}[] = [];

async function timed(what: string, expected: number, call: () => Promise<{ statusCode: number }>): Promise<Outcome> {
  const started = performance.now();
  const res = await call();
  return { what, status: res.statusCode, expected, ms: Math.round(performance.now() - started) };
}

const signIn = (email: string) =>
  api.request({
    method: "POST",
    url: "/api/authenticate",
    headers: { "x-tenant": email.split("@")[1].split(".")[0] },
    payload: { email, password: DEMO_PASSWORD },
  });

async function tokenOf(email: string): Promise<string> {
  const res = await signIn(email);
  expect(res.statusCode).toBe(200);
  return res.json().id_token;
}

/** The same work in every phase: sign-ins, signed-in reads, searches, a sign-out and a publication. */
async function workload(
  phase: string,
  ctx: { revoked: string[]; withdraw: string; batchId: string },
): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (let i = 0; i < 3; i++) out.push(await timed("sign-in", 200, () => signIn("individual@astm.example")));
  const token = await tokenOf("individual@astm.example");
  for (let i = 0; i < 3; i++)
    out.push(await timed("account", 200, () => api.request({ method: "GET", url: "/api/account", token })));
  for (const keywords of ["tensile", "steel", ""])
    out.push(
      await timed("search", 200, () =>
        api.request({ method: "POST", url: "/api/documents/search", token, payload: { keywords } }),
      ),
    );
  out.push(
    await timed("metadata", 200, () =>
      api.request({
        method: "GET",
        url: `/api/documents/metadata?contentCode=${encodeURIComponent(ctx.withdraw)}`,
        token,
      }),
    ),
  );
  // Tokens signed out before (and during) this phase stay refused.
  for (const old of ctx.revoked)
    out.push(await timed("revoked token", 401, () => api.request({ method: "GET", url: "/api/account", token: old })));
  out.push(await timed("sign-out", 204, () => api.request({ method: "POST", url: "/api/account/logout", token })));
  out.push(await timed("signed-out token", 401, () => api.request({ method: "GET", url: "/api/account", token })));
  ctx.revoked.push(token);
  const admin = await tokenOf("admin@astm.example");
  out.push(
    await timed("publish", 201, () =>
      api.request({
        method: "POST",
        url: "/api/admin/publishing/batches",
        token: admin,
        payload: { batchId: ctx.batchId, items: [{ kind: "STATUS", contentCode: ctx.withdraw, status: "Withdrawn" }] },
      }),
    ),
  );
  const fivexx = out.filter((o) => o.status >= 500).length;
  figures.push({
    phase,
    sent: out.length,
    answered: out.filter((o) => o.status > 0).length,
    as_expected: out.filter((o) => o.status === o.expected).length,
    fivexx,
    slowest_ms: Math.max(...out.map((o) => o.ms)),
  });
  return out;
}

describe("the API without Redis", () => {
  it("answers every request as usual while Redis is up, stopped, frozen and restarted empty", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const docs = await api.db.document.findMany({
      where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
      orderBy: { id: "asc" },
      take: 4,
      select: { contentCode: true },
    });
    const revoked: string[] = [];
    const run = (phase: string, i: number) =>
      workload(phase, { revoked, withdraw: docs[i].contentCode, batchId: `redis-outage-${i}` });
    const check = (outcomes: Outcome[]) =>
      expect(outcomes.filter((o) => o.status !== o.expected).map((o) => `${o.what}: ${o.status}`)).toEqual([]);

    check(await run("redis up", 0));

    await redisServer.stop();
    check(await run("redis stopped", 1));

    await redisServer.start();
    // Redis came back without the deny-list: the cache is loaded again from PostgreSQL.
    await new Promise((r) => setTimeout(r, 1_200)); // past REDIS_RETRY_AFTER_MS
    check(await run("redis restarted empty", 2));

    redisServer.freeze();
    try {
      check(await run("redis frozen (SIGSTOP)", 3));
    } finally {
      redisServer.thaw();
    }

    // After the outage the deny-list cache is complete again, and holds every signed-out token.
    await new Promise((r) => setTimeout(r, 1_200));
    let refused = 0;
    for (const old of revoked)
      if ((await api.request({ method: "GET", url: "/api/account", token: old })).statusCode === 401) refused++;
    // And once more after Redis lost everything again.
    await redisServer.stop();
    await redisServer.start();
    // The API's client reconnects on its own schedule (at most 2 s apart) and the guard tries
    // Redis again after REDIS_RETRY_AFTER_MS: wait for both, so the checks below find Redis back.
    for (let i = 0; i < 100 && apiRedis.status !== "ready"; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_200));
    let refusedAfterLoss = 0;
    for (const old of revoked)
      if ((await api.request({ method: "GET", url: "/api/account", token: old })).statusCode === 401)
        refusedAfterLoss++;
    console.log(
      `\n[faults] signed-out tokens still refused: ${refused} of ${revoked.length} after the outages, ${refusedAfterLoss} of ${revoked.length} after Redis lost its data once more`,
    );
    expect([refused, refusedAfterLoss]).toEqual([revoked.length, revoked.length]);
    // The checks above start loading the cache again; a check that met Redis still reconnecting
    // (or the guard still open) leaves it to the next one. Within a few checks the cache is whole.
    // The checks use a live token: a signed-out one that a half-done load already copied is
    // answered from the cache (refused) without starting another load.
    const loadedKey = `${api.config.redisPrefix}:jwt:revoked-loaded`;
    const live = await tokenOf("individual@astm.example");
    let checks = 0;
    for (; checks < 40 && (await apiRedis.exists(loadedKey).catch(() => 0)) !== 1; checks++) {
      expect((await api.request({ method: "GET", url: "/api/account", token: live })).statusCode).toBe(200);
      await api.app.tokens.settled();
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`[faults] deny-list cache complete again after ${checks} more checks`);
    expect(await apiRedis.exists(loadedKey)).toBe(1);
    expect(await api.db.revokedToken.count()).toBe(revoked.length);

    console.log("\n[faults] API requests by Redis state");
    console.table(figures);
  }, 90_000);
});

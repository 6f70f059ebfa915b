import { Writable } from "node:stream";
import { testConfig, useApi } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { MetricsService } from "./metrics-service.ts";
import { createOpsService } from "./ops-service.ts";

const api = useApi();
let reader: string;
let admin: string;
let otherAdmin: string;
let operator: string;

beforeAll(async () => {
  reader = await api.login("individual@astm.example");
  admin = await api.login("admin@astm.example");
  otherAdmin = await api.login("admin@api.example");
  operator = await api.login("operator@astm.example");
});

const OPERATOR_ONLY = [
  "/management/jhimetrics",
  "/management/threaddump",
  "/management/loggers",
  "/management/configprops",
  "/management/env",
];

describe("management access", () => {
  it("refuses readers (403) on every management call and anonymous callers (401)", async () => {
    for (const url of [...OPERATOR_ONLY, "/management/info", "/management/audits"]) {
      expect((await api.request({ method: "GET", url, token: reader })).statusCode, url).toBe(403);
      expect((await api.request({ method: "GET", url })).statusCode, url).toBe(401);
    }
    const post = await api.request({
      method: "POST",
      url: "/management/loggers/ROOT",
      token: reader,
      payload: { configuredLevel: "DEBUG" },
    });
    expect(post.statusCode).toBe(403);
  });

  it("gives a tenant administrator info and its audits, the process-wide pages only to the operator", async () => {
    expect((await api.request({ method: "GET", url: "/management/info", token: admin })).statusCode).toBe(200);
    expect((await api.request({ method: "GET", url: "/management/audits", token: admin })).statusCode).toBe(200);
    for (const url of OPERATOR_ONLY) {
      expect((await api.request({ method: "GET", url, token: admin })).statusCode, url).toBe(403);
      expect((await api.request({ method: "GET", url, token: operator })).statusCode, url).toBe(200);
    }
  });
});

describe("GET /management/info", () => {
  it("names the profiles and the ribbon's profile", async () => {
    const res = await api.request({ method: "GET", url: "/management/info", token: admin });
    expect(res.json()).toMatchObject({ activeProfiles: ["test", "api-docs"], "display-ribbon-on-profiles": "dev" });
  });

  it("names the reader's address, where the console's 'Try sign-in' opens a tenant's sign-in", () => {
    const ops = createOpsService({
      config: testConfig({ PUBLIC_BASE_URL: "https://library.example.org" }),
      metrics: {} as MetricsService,
    });
    expect(ops.info().readerUrl).toBe("https://library.example.org");
  });

  it("names no api-docs profile when API_DOCS is off (the console then offers no docs)", () => {
    const ops = createOpsService({ config: testConfig({ API_DOCS: "false" }), metrics: {} as MetricsService });
    expect(ops.info().activeProfiles).toEqual(["test"]);
    expect(ops.env().activeProfiles).toEqual(["test"]);
    expect(() => testConfig({ API_DOCS: "maybe" })).toThrow(/API_DOCS/);
  });
});

describe("the database console link (DATABASE_CONSOLE_URL; spec 3: by flag)", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const config = { ...api.config, databaseConsoleUrl: "https://db-admin:secret@pgadmin.example.internal/browser/" };
    app = await buildApp(config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
  });
  afterAll(() => app?.close());
  const info = async (token: string) =>
    (
      await app.inject({ method: "GET", url: "/management/info", headers: { authorization: `Bearer ${token}` } })
    ).json();

  it("is given to the platform operator only, its password masked", async () => {
    expect((await info(operator)).databaseConsole).toBe("https://db-admin:******@pgadmin.example.internal/browser/");
    // A tenant's administrator reads info (the ribbon, the docs flag) but not the platform's database.
    const forAdmin = await info(admin);
    expect(forAdmin.activeProfiles).toEqual(["test", "api-docs"]);
    expect(forAdmin).not.toHaveProperty("databaseConsole");
  });

  it("is not named when unset, and only an http(s) address is accepted", async () => {
    const res = await api.request({ method: "GET", url: "/management/info", token: operator });
    expect(res.json()).not.toHaveProperty("databaseConsole");
    expect(testConfig({ DATABASE_CONSOLE_URL: "https://adminer.example/" }).databaseConsoleUrl).toBe(
      "https://adminer.example/",
    );
    expect(() => testConfig({ DATABASE_CONSOLE_URL: "javascript:alert(1)" })).toThrow(/DATABASE_CONSOLE_URL/);
    expect(() => testConfig({ DATABASE_CONSOLE_URL: "file:///etc/passwd" })).toThrow(/DATABASE_CONSOLE_URL/);
  });
});

describe("GET /management/jhimetrics", () => {
  it("reports this process's figures, requests by status and by route", async () => {
    await api.request({ method: "GET", url: "/api/account", token: reader });
    await api.request({ method: "GET", url: "/api/no-such-call", token: reader });
    const res = await api.request({ method: "GET", url: "/management/jhimetrics", token: operator });
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.jvm.heap.used).toBeGreaterThan(1_000_000);
    expect(m.jvm.rss.used).toBeGreaterThan(m.jvm.heap.used / 2);
    expect(Object.keys(m.jvm)).toContain("old_space");
    expect(m.threads.eventLoopDelayMs.max).toBeGreaterThanOrEqual(0);
    expect(m.threads.activeHandles).toBeGreaterThan(0);
    expect(m.processMetrics["process.uptime"]).toBeGreaterThan(0);
    expect(m.processMetrics["system.cpu.count"]).toBeGreaterThan(0);
    expect(m["http.server.requests"].all.count).toBeGreaterThanOrEqual(2);
    expect(m["http.server.requests"].percode["200"].count).toBeGreaterThanOrEqual(1);
    expect(m["http.server.requests"].percode["404"].count).toBeGreaterThanOrEqual(1);
    expect(m.services["/api/account"].GET).toMatchObject({ count: expect.any(Number), mean: expect.any(Number) });
    expect(m.cache.tenants["cache.gets.hit"] + m.cache.tenants["cache.gets.miss"]).toBeGreaterThan(0);
    expect(m.databases.poolMax).toBe(api.config.databasePoolSize);
    expect(Object.values(m.databases.connections as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThan(
      0,
    );
    expect(m.diskSpace.total).toBeGreaterThan(m.diskSpace.free);
  });
});

describe("GET /management/threaddump", () => {
  it("shows the event loop, active resources and every queue's job states", async () => {
    const res = await api.request({ method: "GET", url: "/management/threaddump", token: operator });
    const d = res.json();
    expect(d.eventLoop).toHaveProperty("p99Ms");
    expect(Object.values(d.activeResources as Record<string, number>).some((n) => n > 0)).toBe(true);
    expect(d.threads[0]).toMatchObject({ threadName: "main" });
    expect(d.queues.map((q: { queue: string }) => q.queue).sort()).toEqual(
      [
        "change-summary",
        "clause-index",
        "compare-html",
        "compare-pdf",
        "compass-reanchor",
        "email",
        "indexing",
        "references",
        "sanitize-html",
        "tracking-alerts",
        "webhooks",
      ].sort(),
    );
    for (const q of d.queues) expect(q).toMatchObject({ waiting: expect.any(Number), failed: expect.any(Number) });
  });
});

describe("loggers", () => {
  it("lists ROOT and the modules' loggers with the six levels", async () => {
    const res = await api.request({ method: "GET", url: "/management/loggers", token: operator });
    const body = res.json();
    expect(body.levels).toEqual(["TRACE", "DEBUG", "INFO", "WARN", "ERROR", "OFF"]);
    expect(body.loggers.ROOT).toHaveProperty("effectiveLevel");
    expect(body.loggers.search).toMatchObject({ configuredLevel: null });
  });

  it("refuses an unknown level (400) and an unknown logger (404)", async () => {
    const bad = await api.request({
      method: "POST",
      url: "/management/loggers/ROOT",
      token: operator,
      payload: { configuredLevel: "LOUD" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("configuredLevel");
    const unknown = await api.request({
      method: "POST",
      url: "/management/loggers/nosuch",
      token: operator,
      payload: { configuredLevel: "INFO" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  describe("a change takes effect on the next log line", () => {
    const lines: { level: number; msg: string; module?: string }[] = [];
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _enc, done) {
          for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
          done();
        },
      });
      app = await buildApp(api.config, {
        db: api.db,
        redis: api.redis,
        storage: api.storage,
        logger: { level: "info", stream },
      });
    });
    afterAll(() => app?.close());

    const call = (method: "GET" | "POST", url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${operator}` } });

    it("ROOT at WARN silences the request log; at DEBUG it returns; a module follows its own level", async () => {
      expect((await call("POST", "/management/loggers/ROOT", { configuredLevel: "WARN" })).statusCode).toBe(204);
      lines.length = 0;
      await call("GET", "/management/info");
      expect(lines.filter((l) => l.msg === "incoming request")).toHaveLength(0);

      expect((await call("POST", "/management/loggers/ROOT", { configuredLevel: "DEBUG" })).statusCode).toBe(204);
      lines.length = 0;
      await call("GET", "/management/info");
      expect(lines.filter((l) => l.msg === "incoming request")).toHaveLength(1);

      // The search module: follows ROOT (DEBUG) until given its own level.
      let list = (await call("GET", "/management/loggers")).json();
      expect(list.loggers.search).toEqual({ configuredLevel: null, effectiveLevel: "DEBUG" });
      await call("POST", "/management/loggers/search", { configuredLevel: "ERROR" });
      list = (await call("GET", "/management/loggers")).json();
      expect(list.loggers.search).toEqual({ configuredLevel: "ERROR", effectiveLevel: "ERROR" });
      expect(list.loggers.ROOT).toEqual({ configuredLevel: "DEBUG", effectiveLevel: "DEBUG" });
      // Back to ROOT's level.
      await call("POST", "/management/loggers/search", { configuredLevel: null });
      list = (await call("GET", "/management/loggers")).json();
      expect(list.loggers.search).toEqual({ configuredLevel: null, effectiveLevel: "DEBUG" });
      await call("POST", "/management/loggers/ROOT", { configuredLevel: null });
      list = (await call("GET", "/management/loggers")).json();
      expect(list.loggers.ROOT).toEqual({ configuredLevel: null, effectiveLevel: "INFO" });
    });
  });
});

describe("GET /management/audits", () => {
  it("shows the logger change with who, before and after; the total in x-total-count", async () => {
    await api.request({
      method: "POST",
      url: "/management/loggers/publishing",
      token: operator,
      payload: { configuredLevel: "TRACE" },
    });
    const res = await api.request({ method: "GET", url: "/management/audits?size=5", token: operator });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
    const change = res.json().find((e: { type: string }) => e.type === "LOGGER_LEVEL_CHANGE");
    expect(change).toMatchObject({
      principal: "operator@astm.example",
      tenant: "astm",
      data: {
        resource: "loggers",
        resourceId: "publishing",
        before: { configuredLevel: null },
        after: { configuredLevel: "TRACE", effectiveLevel: "TRACE" },
      },
    });
  });

  it("scopes a tenant administrator to its tenant; the operator sees every tenant", async () => {
    const theirs = await api.request({ method: "GET", url: "/management/audits?size=200", token: otherAdmin });
    expect(theirs.json().length).toBeGreaterThan(0); // its own sign-in
    expect(theirs.json().every((e: { tenant: string }) => e.tenant === "api")).toBe(true);
    const all = await api.request({ method: "GET", url: "/management/audits?size=200", token: operator });
    const tenants = new Set(all.json().map((e: { tenant: string }) => e.tenant));
    expect(tenants.has("api") && tenants.has("astm")).toBe(true);
  });

  it("pages, sorts and filters by day", async () => {
    const total = Number(
      (await api.request({ method: "GET", url: "/management/audits?size=1", token: operator })).headers[
        "x-total-count"
      ],
    );
    const asc = await api.request({
      method: "GET",
      url: "/management/audits?size=200&sort=timestamp,asc",
      token: operator,
    });
    const times = asc.json().map((e: { timestamp: string }) => e.timestamp);
    expect([...times].sort()).toEqual(times);
    const byPrincipal = await api.request({
      method: "GET",
      url: "/management/audits?size=200&sort=principal,desc",
      token: operator,
    });
    const names = byPrincipal.json().map((e: { principal: string }) => e.principal);
    expect(names[0] >= names[names.length - 1]).toBe(true);
    const byData = await api.request({ method: "GET", url: "/management/audits?sort=data,asc", token: operator });
    expect(byData.statusCode).toBe(200);
    expect(byData.headers["x-total-count"]).toBe(String(total));
    const page1 = await api.request({ method: "GET", url: "/management/audits?size=1&page=1", token: operator });
    expect(page1.json()).toHaveLength(total > 1 ? 1 : 0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const inRange = await api.request({
      method: "GET",
      url: `/management/audits?fromDate=${monthAgo}&toDate=${tomorrow}`,
      token: operator,
    });
    expect(inRange.headers["x-total-count"]).toBe(String(total));
    const future = await api.request({
      method: "GET",
      url: `/management/audits?fromDate=${tomorrow}`,
      token: operator,
    });
    expect(future.json()).toEqual([]);
    expect(future.headers["x-total-count"]).toBe("0");
  });

  it("refuses a bad sort, size or date with 400 naming the field", async () => {
    for (const [q, field] of [
      ["sort=password,asc", "sort"],
      ["size=100000", "size"],
      ["fromDate=yesterday", "fromDate"],
    ]) {
      const res = await api.request({ method: "GET", url: `/management/audits?${q}`, token: operator });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fieldErrors[0].field, q).toBe(field);
    }
  });
});

describe("configprops and env", () => {
  const secrets = {
    JWT_SECRET: "jwt-secret-value-that-must-never-be-shown-0123456789",
    DATABASE_URL: "postgresql://norma:db-password-value-4711@db.internal:5432/norma",
    SMTP_URL: "smtp://mailer:smtp-password-value-8086@mail.internal:25",
    REDIS_URL: "redis://:redis-password-value-2323@127.0.0.1:6379",
  };
  const envSecret = { PARTNER_API_TOKEN: "partner-token-value-5150", SOME_PASSWORD: "plain-password-value-1999" };
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  beforeAll(async () => {
    Object.assign(process.env, envSecret);
    app = await buildApp(testConfig({ ...secrets, STORAGE_DIR: api.storageDir }), {
      db: api.db,
      redis: api.redis,
      storage: api.storage,
      logger: false,
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/authenticate",
      headers: { "x-tenant": "astm" },
      payload: { email: "operator@astm.example", password: "norma-demo" },
    });
    token = res.json().id_token;
  });
  afterAll(async () => {
    for (const k of Object.keys(envSecret)) delete process.env[k];
    await app?.close();
  });

  it("never shows a secret value, in either", async () => {
    const values = [
      "jwt-secret-value-that-must-never-be-shown-0123456789",
      "db-password-value-4711",
      "smtp-password-value-8086",
      "redis-password-value-2323",
      "partner-token-value-5150",
      "plain-password-value-1999",
    ];
    for (const url of ["/management/configprops", "/management/env"]) {
      const res = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(200);
      for (const v of values) expect(res.body, `${url} shows ${v}`).not.toContain(v);
      expect(res.body).toContain("******");
    }
  });

  it("shows the rest: configuration by prefix, the environment's property sources", async () => {
    const props = (
      await app.inject({ method: "GET", url: "/management/configprops", headers: { authorization: `Bearer ${token}` } })
    ).json();
    const beans = props.contexts.application.beans;
    expect(beans.application.properties.databaseUrl).toBe("postgresql://norma:******@db.internal:5432/norma");
    expect(beans.jwt.properties).toMatchObject({ secret: "******", issuer: "norma", algorithm: "HS256" });
    expect(beans.auth.properties.lockoutThreshold).toBe(5);
    const env = (
      await app.inject({ method: "GET", url: "/management/env", headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(env.activeProfiles).toContain("test");
    const system = env.propertySources.find((s: { name: string }) => s.name === "systemEnvironment");
    expect(system.properties.PARTNER_API_TOKEN.value).toBe("******");
    expect(system.properties.PATH.value).toBe(process.env.PATH);
  });
});

describe("GET /metrics (Prometheus)", () => {
  it("exposes process, request, queue, outbox, e-mail, re-anchoring and search-index series", async () => {
    await api.request({ method: "GET", url: "/api/account", token: reader });
    const res = await api.request({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    for (const series of [
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      'method="GET",route="/api/account",status="200"',
      'norma_queue_jobs{queue="email",state="waiting",service="api"}',
      'norma_queue_oldest_waiting_age_seconds{queue="compare-pdf",service="api"}',
      "norma_outbox_pending_events",
      "norma_outbox_oldest_pending_age_seconds",
      'norma_email_deliveries{status="SENT",service="api"} 0',
      'norma_compass_reanchor_failed_runs{service="api"} 0',
      "norma_search_index_ready",
      'norma_cache_hits{cache="tenants",service="api"}',
      // Every cache of the helper (@norma/db/ttl-cache) by its name, with its entries.
      'norma_cache_entries{cache="tenants",service="api"}',
      'norma_cache_misses{cache="actors",service="api"}',
    ])
      expect(res.body).toContain(series);
  });

  it("without METRICS_TOKEN answers only a scraper on this machine, not one a proxy forwarded", async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      api.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });
    expect((await from("127.0.0.1")).statusCode).toBe(200);
    expect((await from("::1")).statusCode).toBe(200);
    const outside = await from("10.1.2.3");
    expect(outside.statusCode).toBe(401);
    expect(outside.json().detail).toMatch(/METRICS_TOKEN/);
    expect(outside.body).not.toContain("process_resident_memory_bytes");
    // A reverse proxy on the same host connects from loopback on behalf of anyone.
    expect((await from("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(401);
    expect((await from("127.0.0.1", { "x-real-ip": "203.0.113.9" })).statusCode).toBe(401);
    expect((await from("127.0.0.1", { forwarded: "for=203.0.113.9" })).statusCode).toBe(401);
    // A spoofed X-Forwarded-For naming loopback does not help an outside caller either.
    expect((await from("10.1.2.3", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(401);
  });

  it("needs the metrics token when one is configured", async () => {
    const app = await buildApp(testConfig({ METRICS_TOKEN: "scrape-token-123456" }), {
      db: api.db,
      redis: api.redis,
      storage: api.storage,
      logger: false,
    });
    try {
      expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
      // With a token, even this machine needs it.
      expect((await app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" })).statusCode).toBe(401);
      const longer = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: "Bearer scrape-token-123456x" },
      });
      expect(longer.statusCode).toBe(401);
      const wrong = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
      expect(wrong.statusCode).toBe(401);
      const ok = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: "Bearer scrape-token-123456" },
      });
      expect(ok.statusCode).toBe(200);
      // Proxied or from elsewhere, the token is what counts.
      const remote = await app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "10.1.2.3",
        headers: { authorization: "Bearer scrape-token-123456", "x-forwarded-for": "203.0.113.9" },
      });
      expect(remote.statusCode).toBe(200);
      expect(remote.body).toContain("process_resident_memory_bytes");
    } finally {
      await app.close();
    }
  });
});

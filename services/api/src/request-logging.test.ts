// Every log line of a request carries its request id (the one echoed in the RequestId header) and
// the client's AuthMode and originatedIpAddress headers — Fastify's own "incoming request" and
// "request completed" lines included, which are written before any hook runs and through reply.log.
//
// No secret in a log (issue 23 §2): every route that takes a secret is driven — in the query
// string, in a path segment, in a header, in a request that fails — and no line of the API's log,
// at any level, nor of the workers' (an e-mail job that carries a set-password link), holds it.
import { randomBytes } from "node:crypto";
import { REDACTED, SECRET_PATHS, SECRET_QUERY_PARAMS } from "@norma/contracts/log-redaction";
import { useApi } from "@norma/tests/harness";
import { eventually } from "@norma/tests/harness/workers.ts";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import type { MailTransport } from "@norma/workers/src/lib/mail/transport.ts";
import { createWorkerRuntime, type WorkerRuntime } from "@norma/workers/src/runtime.ts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { companyOf, documentsOf, tokenIn } from "./modules/groups/groups-fixtures.ts";
import { loadOpenApi } from "./plugins/openapi.ts";

type Line = Record<string, unknown> & { msg?: string; req?: { url?: string } };
const lines: Line[] = [];
// A pino destination: every line the app writes, parsed.
const stream = { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Line) };

// trace: every line the app can write, not only the request lines.
const api = useApi({ build: { logger: { level: "trace", stream } } });

const linesOf = (requestId: string) => lines.filter((l) => l.requestId === requestId);

describe("per-request log lines", () => {
  it("carry the echoed RequestId, AuthMode and originatedIpAddress from the first line to the last", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      headers: { requestid: "log-test-1", authmode: "SSO", originatedipaddress: "203.0.113.7" },
      payload: { email: "individual@astm.example", password: "wrong-password" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers.requestid).toBe("log-test-1");

    const mine = linesOf("log-test-1");
    const incoming = mine.find((l) => l.msg === "incoming request");
    const completed = mine.find((l) => l.msg === "request completed");
    expect(incoming, "the incoming request line").toMatchObject({
      requestId: "log-test-1",
      authMode: "SSO",
      originatedIpAddress: "203.0.113.7",
    });
    expect(completed, "the request completed line").toMatchObject({
      requestId: "log-test-1",
      authMode: "SSO",
      originatedIpAddress: "203.0.113.7",
      res: { statusCode: 401 },
    });
    // Whatever else the request logged carries them too.
    for (const l of mine) expect(l).toMatchObject({ authMode: "SSO", originatedIpAddress: "203.0.113.7" });
  });

  it("log the generated id when the client sends none (or an unusable one), and no empty header fields", async () => {
    const res = await api.request({ method: "GET", url: "/api/account", headers: { requestid: "bad id with spaces" } });
    const id = res.headers.requestid as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    for (const l of mine) {
      expect(l).not.toHaveProperty("authMode");
      expect(l).not.toHaveProperty("originatedIpAddress");
    }
  });

  it("do the same for a route that does not exist", async () => {
    const res = await api.request({
      method: "GET",
      url: "/api/nothing-here",
      headers: { requestid: "log-test-404", authmode: "PWD", originatedipaddress: "2001:db8::5" },
    });
    expect(res.statusCode).toBe(404);
    const mine = linesOf("log-test-404");
    expect(mine.find((l) => l.msg === "incoming request")).toMatchObject({
      authMode: "PWD",
      originatedIpAddress: "2001:db8::5",
    });
    expect(mine.find((l) => l.msg === "request completed")).toMatchObject({
      authMode: "PWD",
      originatedIpAddress: "2001:db8::5",
      res: { statusCode: 404 },
    });
  });

  it("cut an overlong header value instead of logging it whole", async () => {
    await api.request({
      method: "GET",
      url: "/api/account",
      headers: { requestid: "log-test-long", authmode: "x".repeat(5_000) },
    });
    const incoming = linesOf("log-test-long").find((l) => l.msg === "incoming request");
    expect(incoming?.authMode).toBe("x".repeat(200));
  });
});

describe("no secret in a log", () => {
  let admin: string;
  let operator: string;
  let individual: string;
  let n = 0;
  // Every secret the requests below carried, checked against the whole log at the end of each test.
  const carried = new Set<string>();

  beforeAll(async () => {
    [admin, operator, individual] = await Promise.all([
      api.login("admin@astm.example"),
      api.login("operator@astm.example"),
      api.login("individual@astm.example"),
    ]);
  });

  /** Sends a request with its own request id; returns the reply and the id. */
  async function send(options: Parameters<typeof api.request>[0]) {
    const requestId = `secret-log-${++n}`;
    const res = await api.request({ ...options, headers: { ...(options.headers ?? {}), requestid: requestId } });
    return { res, requestId };
  }

  /** The request's "incoming request" line shows its URL with the secret replaced. */
  function expectRedactedUrl(requestId: string, shape: RegExp) {
    const incoming = linesOf(requestId).find((l) => l.msg === "incoming request");
    expect(incoming?.req?.url, `the incoming request line of ${requestId}`).toMatch(shape);
    expect(incoming?.req?.url).toContain(REDACTED);
  }

  /** No line logged so far holds any secret carried so far, plain or percent-encoded. */
  function expectNoSecretLogged(extra: string[] = []) {
    const text = lines.map((l) => JSON.stringify(l)).join("\n");
    for (const secret of [...carried, ...extra]) {
      // A short value could occur in a log by chance and prove nothing either way.
      expect(secret.length).toBeGreaterThanOrEqual(16);
      expect(text.includes(secret), `a secret (${secret.slice(0, 6)}…) is in the log`).toBe(false);
      expect(text.includes(encodeURIComponent(secret))).toBe(false);
    }
  }

  const bearerTokens = () => [admin, operator, individual];
  const fake = (label: string) => `${label}${randomBytes(24).toString("base64url")}`;

  it("set-password keys: the invitation's query key, its finish call, a malformed key", async () => {
    const email = `log-secret-${randomBytes(4).toString("hex")}@astm.example`;
    const created = await api.request({
      method: "POST",
      url: "/api/admin/users",
      token: admin,
      payload: { email, firstName: "Log", lastName: "Secret", langKey: "en" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = await invitationKeyOf(email);
    carried.add(key);

    const info = await send({ method: "GET", url: `/api/account/invitation?key=${key}`, tenant: "astm" });
    expect(info.res.statusCode, info.res.body).toBe(200);
    expectRedactedUrl(info.requestId, /^\/api\/account\/invitation\?key=\[REDACTED\]$/);

    // The key in a body is not logged either (a refused password keeps the key usable).
    const finish = await send({
      method: "POST",
      url: "/api/account/invitation/finish",
      tenant: "astm",
      payload: { key, newPassword: "x" },
    });
    expect(finish.res.statusCode).toBe(400);

    // A key the contract refuses (400) is redacted the same way, and so is a percent-encoded name.
    const bad = fake("bad-key!");
    carried.add(bad);
    const refused = await send({ method: "GET", url: `/api/account/invitation?tenant=astm&%6Bey=${bad}` });
    expect(refused.res.statusCode).toBe(400);
    expectRedactedUrl(refused.requestId, /\?tenant=astm&%6Bey=\[REDACTED\]$/);
    expectNoSecretLogged(bearerTokens());
  });

  it("COUNTER API keys (api_key), right and wrong", async () => {
    const ind = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example" },
      include: { memberships: true },
    });
    const def = ind.memberships.find((m) => m.isDefault)!;
    const accountNumber = (await api.db.account.findUniqueOrThrow({ where: { id: def.accountId } })).accountNumber;
    const issued = await api.request({
      method: "POST",
      url: "/api/admin/counter-api-keys",
      token: admin,
      payload: { accountNumber },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { requestorId, apiKey } = issued.json() as { requestorId: string; apiKey: string };
    const wrong = fake("wrong-counter-key");
    carried.add(apiKey);
    carried.add(wrong);
    for (const [key, status] of [
      [apiKey, 200],
      [wrong, 401],
    ] as const) {
      const sushi = await send({
        method: "GET",
        url: `/api/sushi/r51/reports/tr_b1?customer_id=${accountNumber}&begin_date=2026-01&end_date=2026-02&requestor_id=${requestorId}&api_key=${encodeURIComponent(key)}`,
        tenant: "astm",
      });
      if (status === 200) expect(sushi.res.statusCode, sushi.res.body).toBe(200);
      else expect(sushi.res.statusCode).toBeGreaterThanOrEqual(400);
      expectRedactedUrl(sushi.requestId, /&requestor_id=[^&]+&api_key=\[REDACTED\]$/);
    }
    expectNoSecretLogged(bearerTokens());
  });

  it("public API keys (issue 30): the reply that shows the secret, its use, a rotation, a wrong and a revoked one", async () => {
    const made = await send({
      method: "POST",
      url: "/api/admin/api-keys",
      token: admin,
      payload: { name: "log test", scopes: ["changes"] },
    });
    expect(made.res.statusCode, made.res.body).toBe(201);
    const { id, secret } = made.res.json() as { id: number; secret: string };
    const rotated = await send({ method: "POST", url: `/api/admin/api-keys/${id}/rotate`, token: admin, payload: {} });
    const next = (rotated.res.json() as { secret: string }).secret;
    const wrong = `nk_abcdefgh_${randomBytes(32).toString("base64url")}`;
    for (const s of [secret, next, wrong]) carried.add(s);
    for (const [key, status] of [
      [secret, 200],
      [next, 200],
      [wrong, 401],
    ] as const) {
      const r = await send({
        method: "GET",
        url: "/api/public/v1/changes",
        headers: { authorization: `Bearer ${key}` },
      });
      expect(r.res.statusCode).toBe(status);
    }
    await send({ method: "DELETE", url: `/api/admin/api-keys/${id}`, token: admin });
    const revoked = await send({
      method: "GET",
      url: "/api/public/v1/changes",
      headers: { authorization: `Bearer ${next}` },
    });
    expect(revoked.res.statusCode).toBe(401);
    expectNoSecretLogged(bearerTokens());
  });

  it("share-link tokens: the API's open call, a wrong method, doubled slashes, an unknown token", async () => {
    const company = await companyOf(api.db, "astm");
    const creator = await tokenIn(api, "individual@astm.example", company.id);
    const [doc] = await documentsOf(api.db, company, 1);
    const made = await api.request({
      method: "POST",
      url: "/api/contentShare/links",
      token: creator,
      payload: { contentCode: doc.contentCode, expiresIn: "SEVEN_DAYS" },
    });
    expect(made.statusCode, made.body).toBe(201);
    // The token as the link shows it (/share/{token}), whatever else the reply says.
    const token = String((made.json() as { url: string }).url).match(/\/share\/([A-Za-z0-9_-]+)/)![1];
    carried.add(token);
    carried.add(creator);

    const opened = await send({ method: "POST", url: `/api/contentShare/links/open/${token}`, token: creator });
    expect(opened.res.statusCode, opened.res.body).toBe(200);
    expectRedactedUrl(opened.requestId, /^\/api\/contentShare\/links\/open\/\[REDACTED\]$/);
    // Not routed (a GET), so no route names the parameter: the path is still redacted.
    const wrongMethod = await send({ method: "GET", url: `/api/contentShare/links/open/${token}?x=1`, token: creator });
    expect(wrongMethod.res.statusCode).toBe(404);
    expectRedactedUrl(wrongMethod.requestId, /^\/api\/contentShare\/links\/open\/\[REDACTED\]\?x=1$/);
    const doubled = await send({ method: "POST", url: `//api/contentShare//links/open/${token}`, token: creator });
    expectRedactedUrl(doubled.requestId, /open\/\[REDACTED\]$/);
    const unknown = fake("unknown-share-token");
    carried.add(unknown);
    const missing = await send({ method: "POST", url: `/api/contentShare/links/open/${unknown}`, token: creator });
    expect(missing.res.statusCode).toBe(404);
    expectRedactedUrl(missing.requestId, /open\/\[REDACTED\]$/);
    expectNoSecretLogged(bearerTokens());
  });

  it("usage-embed tokens and unsubscribe tokens", async () => {
    const a = await api.db.user.findFirstOrThrow({
      where: { email: "admin@astm.example" },
      include: { memberships: true },
    });
    const companyNumber = (await api.db.account.findUniqueOrThrow({ where: { id: a.memberships[0].accountId } }))
      .accountNumber;
    const tenantName = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).tenantName;
    const made = await api.request({
      method: "GET",
      url: `/api/usage/dashboard-embed?AccountNumber=${encodeURIComponent(companyNumber)}&TenantName=${encodeURIComponent(tenantName)}&ApplicationCode=COMPASS`,
      token: admin,
    });
    expect(made.statusCode, made.body).toBe(200);
    const token = new URL((made.json() as { EmbedUrl: string }).EmbedUrl).searchParams.get("token")!;
    carried.add(token);
    // The signature alone is as good as the token to whoever can guess the rest.
    carried.add(token.split(".").at(-1)!);

    const summary = await send({ method: "GET", url: `/api/usage/embed/summary?token=${token}`, tenant: "astm" });
    expect(summary.res.statusCode, summary.res.body).toBe(200);
    expectRedactedUrl(summary.requestId, /^\/api\/usage\/embed\/summary\?token=\[REDACTED\]$/);

    const unsubscribe = fake("unsubscribe-token");
    carried.add(unsubscribe);
    const stop = await send({ method: "GET", url: `/api/trackers/unsubscribe?token=${unsubscribe}`, tenant: "astm" });
    expect(stop.res.statusCode).toBeGreaterThanOrEqual(400);
    expectRedactedUrl(stop.requestId, /^\/api\/trackers\/unsubscribe\?token=\[REDACTED\]$/);
    expectNoSecretLogged(bearerTokens());
  });

  it("queue-dashboard tickets and the cookie they give, and credentials in headers", async () => {
    const made = await api.request({ method: "POST", url: "/management/queues/session", token: operator });
    expect(made.statusCode).toBe(200);
    const url = (made.json() as { url: string }).url;
    const ticket = new URL(url, "http://x").searchParams.get("ticket")!;
    carried.add(ticket);
    const landing = await send({ method: "GET", url });
    expect(landing.res.statusCode).toBe(303);
    expectRedactedUrl(landing.requestId, /^\/management\/queues-session\?ticket=\[REDACTED\]$/);
    const cookie = String(landing.res.headers["set-cookie"]).split(";")[0];
    carried.add(cookie.split("=").slice(1).join("="));
    const board = await send({ method: "GET", url: "/management/queues/api/queues", headers: { cookie } });
    expect(board.res.statusCode).toBe(200);

    // Credentials in headers on an ordinary call and on a route that does not exist.
    const basic = Buffer.from(`operator:${fake("basic-password")}`).toString("base64");
    carried.add(basic);
    await send({
      method: "GET",
      url: "/api/account",
      token: individual,
      headers: { cookie: `session=${fake("session-cookie")}` },
    });
    await send({ method: "GET", url: "/api/nothing-here", headers: { authorization: `Basic ${basic}` } });
    // Secret names on a path that takes none (a 404) are redacted too.
    const stray = fake("stray-api-key");
    carried.add(stray);
    const notFound = await send({ method: "GET", url: `/api/nothing-here?api_key=${stray}&ticket=${stray}` });
    expect(notFound.res.statusCode).toBe(404);
    expectRedactedUrl(notFound.requestId, /\?api_key=\[REDACTED\]&ticket=\[REDACTED\]$/);
    expectNoSecretLogged(bearerTokens());
  });

  it("a request that fails with its secret in the error's message logs the error without it", async () => {
    // The error an unlucky handler throws quotes the URL it was given (as a driver's or client's
    // error quotes the value it failed on); the API logs it at error level as "unhandled error".
    const failing: Line[] = [];
    const contract = loadOpenApi();
    const app = await buildApp(api.config, {
      db: api.db,
      redis: api.redis,
      storage: api.storage,
      logger: { level: "trace", stream: { write: (chunk: string) => void failing.push(JSON.parse(chunk) as Line) } },
      api: { ...contract, operations: contract.operations.filter((o) => o.operationId === "openShareLink") },
      handlers: {
        openShareLink: async (request) => {
          throw new Error(`could not open ${request.url} (https://reader.example/share/${request.params.token})`);
        },
      },
    });
    try {
      const token = fake("failing-share-token");
      const res = await app.inject({
        method: "POST",
        url: `/api/contentShare/links/open/${token}`,
        headers: { authorization: `Bearer ${individual}`, requestid: "secret-log-failing" },
      });
      expect(res.statusCode).toBe(500);
      const error = failing.find((l) => l.msg === "unhandled error") as { err?: { message?: string; stack?: string } };
      expect(error?.err?.message).toBe(
        `could not open /api/contentShare/links/open/${REDACTED} (https://reader.example/share/${REDACTED})`,
      );
      expect(error?.err?.stack).toContain(`/share/${REDACTED}`);
      const text = failing.map((l) => JSON.stringify(l)).join("\n");
      expect(text).not.toContain(token);
      expect(text).not.toContain(individual);
    } finally {
      await app.close();
    }
  });

  it("the workers' e-mail job that carries a set-password link logs no key, even when sending fails", async () => {
    const email = `log-worker-${randomBytes(4).toString("hex")}@astm.example`;
    const created = await api.request({
      method: "POST",
      url: "/api/admin/users",
      token: admin,
      payload: { email, firstName: "Log", lastName: "Worker", langKey: "en" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = await invitationKeyOf(email);
    const workerLines: Line[] = [];
    let attempts = 0;
    let sent = false;
    // The first send of this invitation fails as an SMTP server that quotes the refused message
    // would make it fail (other queued e-mails are sent).
    const transport: MailTransport = {
      async send(mail) {
        if (String(mail.to) !== email) return { messageId: "<other@test>" };
        attempts += 1;
        if (attempts === 1) throw new Error(`550 message refused: ${String(mail.text).slice(0, 2000)}`);
        sent = true;
        return { messageId: "<sent@test>" };
      },
      close() {},
    };
    const workers: WorkerRuntime = createWorkerRuntime(
      loadWorkersConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "trace",
        DATABASE_URL: api.databaseUrl,
        REDIS_URL: inject("redisUrl"),
        REDIS_PREFIX: api.config.redisPrefix,
        STORAGE_DIR: api.storageDir,
        SMTP_URL: "smtp://127.0.0.1:9",
        PUBLIC_BASE_URL: "http://reader.example",
        OUTBOX_POLL_MS: "100",
      }),
      {
        transport,
        logDestination: { write: (chunk: string) => void workerLines.push(JSON.parse(chunk) as Line) },
      },
    );
    await workers.start();
    try {
      await eventually(async () => sent, 30_000);
      await eventually(async () => workerLines.some((l) => l.msg === "e-mail sent"));
    } finally {
      await workers.stop();
    }
    // The failure was logged (with the message the server quoted), its link redacted.
    const failed = workerLines.find((l) => l.msg === "job failed") as { err?: string } | undefined;
    expect(failed?.err).toContain(`/set-password?key=${REDACTED}`);
    const text = workerLines.map((l) => JSON.stringify(l)).join("\n");
    expect(text).not.toContain(key);
    for (const secret of carried) expect(text).not.toContain(secret);
  }, 60_000);

  it("the secrets of the contract are the ones the redaction knows (x-secret in openapi.yaml)", () => {
    type Param = { name?: string; in?: string; "x-secret"?: boolean };
    const doc = loadOpenApi().doc as { paths: Record<string, Record<string, unknown>> };
    const marked = { query: new Set<string>(), path: new Set<string>() };
    for (const [path, item] of Object.entries(doc.paths)) {
      const ops = Object.values(item).filter((v): v is { parameters?: Param[] } => typeof v === "object" && v !== null);
      const params = [...((item.parameters as Param[] | undefined) ?? []), ...ops.flatMap((o) => o.parameters ?? [])];
      for (const p of params) {
        if (p.in === "query" && SECRET_QUERY_PARAMS.includes(String(p.name).toLowerCase()))
          expect(p["x-secret"], `${path}: query parameter ${p.name} is a secret and must say x-secret: true`).toBe(
            true,
          );
        if (!p["x-secret"]) continue;
        if (p.in === "query") marked.query.add(String(p.name));
        else if (p.in === "path") marked.path.add(path);
        else throw new Error(`${path}: x-secret on a ${p.in} parameter is not redacted by anything`);
      }
    }
    for (const name of marked.query) expect(SECRET_QUERY_PARAMS).toContain(name);
    for (const path of marked.path) expect(SECRET_PATHS).toContain(path);
    // Every secret path of the API in the list is one the contract marks.
    expect(SECRET_PATHS.filter((p) => p.startsWith("/api/")).sort()).toEqual([...marked.path].sort());
    expect([...marked.query].sort()).toEqual(["api_key", "key", "token"]);
  });

  /** The set-password key of the newest invitation e-mail queued to an address (its outbox row). */
  async function invitationKeyOf(email: string): Promise<string> {
    const rows = await api.db.outboxEvent.findMany({ orderBy: { id: "desc" }, take: 50 });
    const row = rows.find((r) => (r.payload as { to?: string }).to === email);
    const url = (row?.payload as { data?: { url?: string } } | undefined)?.data?.url;
    const key = url ? new URL(url).searchParams.get("key") : null;
    if (!key) throw new Error(`no invitation queued to ${email}`);
    return key;
  }

  afterAll(() => expectNoSecretLogged());
});

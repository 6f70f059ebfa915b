// The hooks and parsers buildApp (app.ts) registers: the start and the close of the app,
// the request id and request metrics, the JSON and form body parsers, and CORS.
import cors from "@fastify/cors";
import type { Db } from "@norma/db";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { RedisGuard } from "./lib/redis-guard.ts";
import type { TokenService } from "./lib/tokens.ts";
import type { Services } from "./modules/index.ts";
import type { LoggerLevelBus } from "./modules/management/logger-level-bus.ts";
import { SCIM_BODY_LIMIT } from "./modules/scim/scim-limits.ts";

/** Headers the browser apps must be able to read on cross-origin replies. */
const EXPOSED_HEADERS = [
  "RequestId",
  "app-error",
  "app-params",
  "entitlementaccess",
  "redline-exist-flag",
  "html-result-exist",
  "content-disposition",
  "x-total-count",
  "content-range",
];

/** What the app made itself (and so closes) and what it only borrowed from its caller (tests). */
export interface AppResources {
  services: Services;
  db: Db;
  readDb: Db;
  redis: Redis;
  redisGuard: RedisGuard;
  tokens: TokenService;
  loggerLevels: LoggerLevelBus;
  own: { db: boolean; readDb: boolean; redis: boolean; redisGuard: boolean };
}

/** Start (the recorded logger levels, the sealing of migrated share links) and close. */
export function registerLifecycleHooks(app: FastifyInstance, r: AppResources) {
  const { services, db, readDb, redis, redisGuard, tokens, loggerLevels, own } = r;
  // A replica starts with the levels recorded in Redis: it waits for them while Redis answers (8 s
  // at most: Fastify gives up on a start hook at 10 s), and not past 1.5 s while the API's client
  // is not connected (an API starts and serves without Redis); the subscriber keeps trying in the
  // background and applies the recorded levels once Redis answers.
  app.addHook("onReady", async () => {
    const started = Date.now();
    let settled = false;
    const levels = loggerLevels.start().finally(() => {
      settled = true;
    });
    while (!settled && Date.now() - started < 8_000) {
      if (Date.now() - started >= 1_500 && redis.status !== "ready") break;
      await Promise.race([levels, new Promise((resolve) => setTimeout(resolve, 100).unref())]);
    }
  });

  // Links migrated from clear tokens are sealed once the API is up (share-link-tokens.ts), in the
  // background: lookups go by the hash the migration wrote, so nothing waits for it, and an API
  // whose database does not answer must still start and report DOWN (health.test.ts).
  app.addHook("onReady", async () => {
    services
      .sealLegacyShareLinks()
      .then((sealed) => {
        if (sealed) app.log.info({ sealed }, "sealed the share-link tokens migration 20261128110000 left in clear");
      })
      .catch((err) =>
        app.log.warn({ err }, "sealing the migrated share-link tokens failed; tried again at the next start"),
      );
  });

  // Closing: the result streams stay open until their client leaves, so they are ended before
  // the server waits for its open requests. Node closes the keep-alive connections that are idle
  // when closing begins only: one whose reply finishes later (a request in flight, a stream just
  // ended) would be kept for keepAliveTimeout (72 s) before the API could stop. Such a reply
  // says `Connection: close` and its connection is ended once it is sent.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    services.push.endAll();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onResponse", async (request) => {
    if (closing) request.raw.socket?.end();
  });

  app.addHook("onClose", async () => {
    await services.tenantChanges.close();
    await services.push.close();
    await services.actorChanges.close();
    services.searchIndex.close();
    await loggerLevels.close();
    await services.metrics.close();
    await services.sanitizer.close();
    await services.counter.close();
    if (own.db) await db.$disconnect();
    if (own.readDb) await readDb.$disconnect();
    if (own.redis) redis.disconnect();
    tokens.close();
    if (own.redisGuard) redisGuard.shutdown();
  });
}

/** The request id echoed back and every request counted for the metrics. */
export function registerRequestHooks(app: FastifyInstance, metrics: Services["metrics"]) {
  // The request id (bound into every log line by childLoggerFactory) is echoed back.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("RequestId", request.id);
    reply.header("X-Content-Type-Options", "nosniff");
  });

  // Latency and counts by route and status for /metrics and the Metrics page (the route's
  // template, so ids do not make a series each).
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime,
    );
  });
}

/** JSON bodies (an empty one is no body) and form bodies where the operation documents one. */
export function registerBodyParsers(app: FastifyInstance) {
  // An empty body with Content-Type application/json is "no body" (spec: POSTs without a body).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    // A SCIM call sent as plain JSON has SCIM's cap too.
    if (request.routeOptions.config.operation?.security === "scim" && Buffer.byteLength(text) > SCIM_BODY_LIMIT)
      return done(Object.assign(new Error("Request body is too large"), { statusCode: 413 }), undefined);
    return parseJson(request, text, done);
  });
  // SCIM's own media type (RFC 7644 §8.1), the same JSON; its bodies are capped lower than the
  // API's (a SCIM resource is small; a group's member list is bounded by the contract).
  app.addContentTypeParser(
    "application/scim+json",
    { parseAs: "string", bodyLimit: SCIM_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") return done(null, undefined);
      return parseJson(request, text, done);
    },
  );
  // HTML forms and mail clients' one-click unsubscribe (RFC 8058) post form bodies; only the
  // operations that document an application/x-www-form-urlencoded body accept one.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (request, body, done) => {
    if (!request.routeOptions.config.operation?.formBody) {
      return done(
        Object.assign(new Error("Unsupported Media Type: application/x-www-form-urlencoded"), {
          statusCode: 415,
          code: "FST_ERR_CTP_INVALID_MEDIA_TYPE",
        }),
        undefined,
      );
    }
    const text = typeof body === "string" ? body : body.toString("utf8");
    return done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}

/** CORS for the configured origins (none: no CORS at all). */
export async function registerCors(app: FastifyInstance, origins: string[]) {
  if (origins.length) {
    // Decided per request: an allowed origin gets its Allow-Origin, Allow-Credentials and the
    // exposed headers; any other origin gets no CORS header at all (@fastify/cors would send
    // Allow-Credentials to every origin given a static list).
    const allowed = new Set(origins);
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        callback(
          null,
          origin && allowed.has(origin)
            ? { origin, credentials: true, exposedHeaders: EXPOSED_HEADERS }
            : { origin: false },
        );
      },
    });
  }
}

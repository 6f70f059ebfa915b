// buildApp(config) assembles the Fastify application without listening (tests use inject()).
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import cors from "@fastify/cors";
import { logRedaction } from "@norma/contracts/log-redaction";
import { createDb, type Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { createStorage } from "@norma/db/storage-config";
import addFormats from "ajv-formats";
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { OperationHandlers } from "./lib/handlers.ts";
import { createApiRedis, createRedisGuard, logRedisErrors, type RedisGuard } from "./lib/redis-guard.ts";
import { createTokenService, type TokenService } from "./lib/tokens.ts";
import { createActorLoader } from "./modules/auth/actor-loader.ts";
import type { HtmlSanitizer } from "./modules/documents/sanitizer-pool.ts";
import { createModules, type Services } from "./modules/index.ts";
import { createLoggerLevelBus } from "./modules/management/logger-level-bus.ts";
import { createLoggerRegistry } from "./modules/management/logger-registry.ts";
import {
  createDashboardSigner,
  dashboardTicket,
  registerQueueDashboard,
} from "./modules/management/queue-dashboard.ts";
import type { TenantResolver } from "./modules/tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "./modules/tenants/tenant-settings.ts";
import access from "./plugins/access.ts";
import errors, { clientErrorHandler, frameworkErrors } from "./plugins/errors.ts";
import { cachingSerializerFactory, loadOpenApi, type OpenApiDocument, registerOperations } from "./plugins/openapi.ts";
import securityHeaders from "./plugins/security-headers.ts";

export interface AppOverrides {
  db?: Db;
  /** The client of the read replica (lag-tolerant reads); the primary when absent and unconfigured. */
  readDb?: Db;
  redis?: Redis;
  /** Replace the Redis guard (tests). */
  redisGuard?: RedisGuard;
  storage?: BlobStorage;
  /** Replace the logger (tests pass false or a capturing stream). */
  logger?: FastifyServerOptions["logger"];
  /** Another contract and handlers (tests of the routing and access machinery). */
  api?: OpenApiDocument;
  handlers?: OperationHandlers;
  /** Replace the sanitiser pool of document HTML (tests count its calls or make it fail). */
  sanitizer?: HtmlSanitizer;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    db: Db;
    redis: Redis;
    tokens: TokenService;
    tenantResolver: TenantResolver;
    /** The tenant settings read model (tests that write a tenant's rows directly invalidate it). */
    tenantSettings: TenantSettingsReader;
  }
}

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

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The client's context headers as log bindings: AuthMode (how the client signed in) and
 * originatedIpAddress (the end user's address as a front end saw it). Absent headers add nothing;
 * values are cut at 200 characters so a client cannot bloat every line.
 */
export function clientContext(headers: IncomingHttpHeaders): { authMode?: string; originatedIpAddress?: string } {
  const one = (v: string | string[] | undefined) => {
    const s = Array.isArray(v) ? v.join(",") : v;
    return s ? s.slice(0, 200) : undefined;
  };
  const authMode = one(headers.authmode);
  const originatedIpAddress = one(headers.originatedipaddress);
  return {
    ...(authMode ? { authMode } : {}),
    ...(originatedIpAddress ? { originatedIpAddress } : {}),
  };
}

/** Logger options with the redaction added (it wins over the caller's); false and instances pass through. */
export function withLogRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger || typeof logger !== "object") return logger;
  const redaction = logRedaction() as unknown as Partial<FastifyLoggerOptions>;
  return { ...logger, ...redaction, serializers: { ...logger.serializers, ...redaction.serializers } };
}

// ajv-formats (email, date, date-time, uri, ...) for the schemas of openapi.yaml.
const AJV_PLUGINS = [addFormats] as unknown as NonNullable<NonNullable<FastifyServerOptions["ajv"]>["plugins"]>;

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // No secret in a log (issue 23): every logger made from options — a test's capturing one too —
    // gets the URL-redacting request serializer, the error serializer and the redact paths of
    // @norma/contracts/log-redaction, which names the secrets.
    logger: withLogRedaction(
      overrides.logger ?? {
        level: config.logLevel,
        ...(config.env === "development"
          ? { transport: { target: "pino-pretty", options: { singleLine: true } } }
          : {}),
      },
    ),
    genReqId: (req) => {
      const incoming = req.headers.requestid;
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Every log line of a request — Fastify's "incoming request" (written before any hook runs)
    // and "request completed" (written through reply.log) included — carries the request id and
    // the client's AuthMode and originatedIpAddress headers: they are bound when Fastify makes the
    // request's child logger, which both request.log and reply.log are.
    childLoggerFactory: (logger, bindings, opts, rawReq) =>
      logger.child({ ...bindings, ...clientContext(rawReq.headers) }, opts),
    logController: new LogController({
      requestIdLogLabel: "requestId",
      // Health probes every few seconds would drown the log.
      disableRequestLogging: (request) => request.url === "/management/health",
    }),
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 2 * 1024 * 1024,
    // Errors raised before routing (bad URL, too long a path parameter, oversized headers) leave
    // as problem+json like every other.
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: cachingSerializerFactory() } },
    ajv: {
      customOptions: {
        allErrors: true,
        strict: false,
        coerceTypes: "array",
        removeAdditional: true,
        useDefaults: true,
      },
      plugins: AJV_PLUGINS,
    },
  });

  const ownDb = !overrides.db;
  const ownRedis = !overrides.redis;
  const db = overrides.db ?? createDb(config.databaseUrl, { max: config.databasePoolSize });
  const ownReadDb = !overrides.readDb && Boolean(config.databaseReplicaUrl);
  const readDb =
    overrides.readDb ??
    (config.databaseReplicaUrl ? createDb(config.databaseReplicaUrl, { max: config.databaseReplicaPoolSize }) : db);
  // Redis is a cache and a queue, never something a request waits on: see lib/redis-guard.ts.
  const redis = overrides.redis ?? createApiRedis(config.redis, { commandTimeoutMs: config.redisCommandTimeoutMs });
  logRedisErrors(redis, app.log, "redis error");
  const redisGuard =
    overrides.redisGuard ??
    createRedisGuard({
      commandTimeoutMs: config.redisCommandTimeoutMs,
      retryAfterMs: config.redisRetryAfterMs,
      log: app.log,
    });
  const storage = overrides.storage ?? createStorage(config.storage);
  const tokens = createTokenService({ app, config, redis, db, guard: redisGuard });
  const actors = createActorLoader({ db });
  const loggers = createLoggerRegistry(app.log);
  const loggerLevels = createLoggerLevelBus({ redis, prefix: config.redisPrefix, loggers, log: app.log });
  const dashboardSigner = createDashboardSigner(config.jwt.secret ?? config.jwt.privateKey ?? "");
  const { services, handlers } = createModules({
    config,
    db,
    readDb,
    redis,
    redisGuard,
    storage,
    tokens,
    log: app.log,
    loggers,
    ...(overrides.sanitizer ? { sanitizer: overrides.sanitizer } : {}),
    changeLoggerLevel: (name, level) => loggerLevels.change(name, level),
    queueDashboardTicket: (userId) => dashboardTicket(dashboardSigner, userId),
  });
  app.decorate("services", services);
  app.decorate("db", db);
  app.decorate("redis", redis);
  app.decorate("tokens", tokens);
  // The tenant of a request comes from the tenant settings read model (modules/tenants), which
  // owns its cache and is invalidated by the tenant-change bus wired with it in createModules.
  const tenants: TenantResolver = services.tenantSettings;
  app.decorate("tenantResolver", tenants);
  app.decorate("tenantSettings", services.tenantSettings);

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

  app.addHook("onClose", async () => {
    await services.tenantChanges.close();
    services.searchIndex.close();
    await loggerLevels.close();
    await services.metrics.close();
    await services.sanitizer.close();
    await services.counter.close();
    if (ownDb) await db.$disconnect();
    if (ownReadDb) await readDb.$disconnect();
    if (ownRedis) redis.disconnect();
    tokens.close();
    if (!overrides.redisGuard) redisGuard.shutdown();
  });

  // The request id (bound into every log line by childLoggerFactory) is echoed back.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("RequestId", request.id);
    reply.header("X-Content-Type-Options", "nosniff");
  });

  // Latency and counts by route and status for /metrics and the Metrics page (the route's
  // template, so ids do not make a series each).
  app.addHook("onResponse", async (request, reply) => {
    services.metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime,
    );
  });

  // An empty body with Content-Type application/json is "no body" (spec: POSTs without a body).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
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

  if (config.corsOrigins.length) {
    // Decided per request: an allowed origin gets its Allow-Origin, Allow-Credentials and the
    // exposed headers; any other origin gets no CORS header at all (@fastify/cors would send
    // Allow-Credentials to every origin given a static list).
    const allowed = new Set(config.corsOrigins);
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
  await app.register(errors);
  // Cache-Control: no-store on signed-in replies; HSTS when configured (plugins/security-headers.ts).
  await app.register(securityHeaders, { hsts: config.hsts });
  await app.register(access, { config, tenants, actors, tokens: () => tokens });
  registerOperations(app, overrides.api ?? loadOpenApi(), overrides.handlers ?? handlers);
  // The operators' queue dashboard (bull-board): not an operation of the contract, a web page.
  await registerQueueDashboard(app, {
    db,
    redis: config.redis,
    prefix: config.redisPrefix,
    signer: dashboardSigner,
    claimTicket: (id, ttlSeconds) => services.authStore.claimTokenId("queue-ticket", id, ttlSeconds),
    guesses: services.guesses,
    sessionMaxAgeSeconds: config.jwt.sessionMaxAgeSeconds,
  });
  return app;
}

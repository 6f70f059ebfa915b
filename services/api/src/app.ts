// buildApp(config) assembles the Fastify application without listening (tests use inject()).
import { createDb, type Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { createStorage } from "@norma/db/storage-config";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import { registerBodyParsers, registerCors, registerLifecycleHooks, registerRequestHooks } from "./app-hooks.ts";
import { fastifyOptions } from "./app-options.ts";
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
import { registerScimCallAudit } from "./modules/scim/scim-call-audit.ts";
import type { TenantResolver } from "./modules/tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "./modules/tenants/tenant-settings.ts";
import access from "./plugins/access.ts";
import errors from "./plugins/errors.ts";
import { loadOpenApi, type OpenApiDocument, registerOperations } from "./plugins/openapi.ts";
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

export { clientContext, withLogRedaction } from "./app-options.ts";

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, overrides.logger));

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
    actors,
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

  registerLifecycleHooks(app, {
    services,
    db,
    readDb,
    redis,
    redisGuard,
    tokens,
    loggerLevels,
    own: { db: ownDb, readDb: ownReadDb, redis: ownRedis, redisGuard: !overrides.redisGuard },
  });
  registerRequestHooks(app, services.metrics);
  registerBodyParsers(app);
  await registerCors(app, config.corsOrigins);
  await app.register(errors);
  // Cache-Control: no-store on signed-in replies; HSTS when configured (plugins/security-headers.ts).
  await app.register(securityHeaders, { hsts: config.hsts });
  await app.register(access, {
    config,
    tenants,
    actors,
    tokens: () => tokens,
    apiKeys: services.apiKeyAuth,
    scimTokens: services.scimTokenAuth,
  });
  registerOperations(app, overrides.api ?? loadOpenApi(), overrides.handlers ?? handlers);
  // Every SCIM call in the audit log (modules/scim/scim-call-audit.ts).
  registerScimCallAudit(app, services.scimRepo);
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

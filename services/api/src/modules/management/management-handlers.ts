import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { administeredTenantScope, isPlatformOperator } from "../../lib/access-policy.ts";
import { NotFound, Unauthorized } from "../../lib/errors.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import type { AuditService } from "./audit-service.ts";
import type { HealthService } from "./health-service.ts";
import type { LevelName, LoggerRegistry } from "./logger-registry.ts";
import type { MetricsService } from "./metrics-service.ts";
import type { OpsService } from "./ops-service.ts";

export interface ManagementDeps {
  health: HealthService;
  metrics: MetricsService;
  ops: OpsService;
  audit: AuditService;
  loggers: LoggerRegistry;
  /** Applies a level in every API process (Redis); without it, in this process only. */
  changeLoggerLevel?: (name: string, level: LevelName | null) => Promise<unknown>;
  /** A one-minute link into the queue dashboard (queue-dashboard.ts). */
  queueDashboardTicket?: (userId: number) => { url: string; expiresInSeconds: number };
  /** When set, GET /metrics needs it as a bearer token; unset, only a scraper on this machine is answered. */
  metricsToken?: string;
}

/** Constant time, whatever the lengths: the digests are compared, never the texts. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * May this request read /metrics? With METRICS_TOKEN: only with `Authorization: Bearer <token>`
 * (Prometheus: `authorization: { credentials_file: … }`). Without: only a peer on this machine
 * (the socket's own address, never X-Forwarded-For) whose request no proxy forwarded, since a
 * reverse proxy on the same host would otherwise hand every outside caller a loopback address.
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    return sameSecret(given, token);
  }
  const h = request.headers;
  if (h["x-forwarded-for"] !== undefined || h.forwarded !== undefined || h["x-real-ip"] !== undefined) return false;
  const peer = request.raw.socket?.remoteAddress ?? "";
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.test(peer);
}

export function managementHandlers(deps: ManagementDeps) {
  const { health, metrics, ops, audit, loggers } = deps;
  return defineHandlers({
    getHealth: async (_request, reply) => {
      const result = await health.health();
      return reply.code(result.status === "UP" ? 200 : 503).send(result);
    },

    getHealthReadiness: async (_request, reply) => {
      const result = await health.readiness();
      return reply.code(result.status === "UP" ? 200 : 503).send(result);
    },

    getHealthLiveness: async () => ({ status: "UP" as const, components: { ping: { status: "UP" as const } } }),

    getManagementInfo: async (request) => ops.info(isPlatformOperator(request.actor ?? null)),

    getManagementMetrics: async () => metrics.jhimetrics(),

    getManagementThreadDump: async () => ops.threaddump(),

    getManagementLoggers: async () => loggers.list(),

    setManagementLoggerLevel: async (request, reply) => {
      const { name } = request.params;
      if (!loggers.has(name)) throw new NotFound(`No logger named '${name}'`);
      const level = request.body.configuredLevel as LevelName | null;
      const before = loggers.list().loggers[name];
      if (deps.changeLoggerLevel) await deps.changeLoggerLevel(name, level);
      else loggers.setLevel(name, level);
      const after = loggers.list().loggers[name];
      const actor = request.actor!;
      await audit.record(actor, actor.tenantId, {
        type: "LOGGER_LEVEL_CHANGE",
        message: `logger ${name} set to ${level ?? "inherited"}`,
        resource: "loggers",
        resourceId: name,
        before,
        after,
        remoteAddress: request.ip,
      });
      return reply.code(204).send();
    },

    createQueueDashboardSession: async (request) => {
      const actor = request.actor!;
      if (!deps.queueDashboardTicket || actor.userId === null) throw new NotFound("The queue dashboard is not served");
      return deps.queueDashboardTicket(actor.userId);
    },

    getManagementConfigProps: async () => ops.configprops(),

    getManagementEnv: async () => ops.env(),

    getManagementAudits: async (request, reply) => {
      const actor = request.actor!;
      const q = request.query;
      const page = q.page ?? 0;
      const size = q.size ?? 20;
      const { total, items } = await audit.list({
        tenantId: administeredTenantScope(actor),
        page,
        size,
        sort: q.sort,
        fromDate: q.fromDate,
        toDate: q.toDate,
      });
      reply.header("x-total-count", String(total));
      return items;
    },

    getPrometheusMetrics: async (request, reply) => {
      if (!metricsAllowed(request, deps.metricsToken))
        throw new Unauthorized(
          deps.metricsToken
            ? "The metrics token is missing or wrong"
            : "Metrics are served to this machine only: set METRICS_TOKEN to scrape from elsewhere",
        );
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  });
}

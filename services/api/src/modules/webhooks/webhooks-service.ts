// The console's webhooks (issue 30): endpoints (register, change, delete) and their delivery log
// with replay, in the administered tenants' scope (a tenant administrator: its own tenant; the
// platform operator: every tenant). A target is checked when it is registered or changed (scheme,
// and every address its host resolves to: see @norma/contracts/webhooks); the workers check it
// again before each request. The signing secret is in the reply that registers the endpoint (or
// rotates its secret) and nowhere else in the API: it is stored sealed, and never audited or
// logged. A rotation keeps the secret it replaces, sealed, signing beside the new one for a grace
// period (Standard Webhooks: several signatures in `webhook-signature`; the workers sign).
import type { components } from "@norma/contracts/api-types";
import {
  generateSigningSecret,
  type Lookup,
  resolveTarget,
  sealSecret,
  WebhookTargetError,
  webhookSealKey,
} from "@norma/contracts/webhooks";
import { type Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Conflict, NotFound } from "../../lib/errors.ts";
import type { RateLimitRule } from "../../lib/rate-limit.ts";
import { boolFilter, contentRange, idsFilter, type ListQuery, textFilter } from "../admin/ra-query.ts";
import type { AuditChange } from "../management/audit-service.ts";
import type { DeliveryRow, EndpointRow, WebhooksRepo } from "./webhooks-repo.ts";

type Endpoint = components["schemas"]["WebhookEndpoint"];
type EndpointCreate = components["schemas"]["WebhookEndpointCreate"];
type EndpointUpdate = components["schemas"]["WebhookEndpointUpdate"];
type Delivery = components["schemas"]["WebhookDelivery"];

export const ENDPOINT_SORTS = ["id", "url", "createdAt"] as const;
export const DELIVERY_SORTS = ["id", "createdAt", "status"] as const;
const DELIVERY_STATUSES = new Set(["PENDING", "SUCCEEDED", "FAILED", "CANCELLED"]);
/** The part of a sent body the log shows. */
const MAX_PAYLOAD_CHARS = 20_000;

export interface WebhooksDeps {
  db: Db;
  repo: WebhooksRepo;
  settings: {
    secretKey?: Buffer;
    databaseUrl: string;
    requireHttps: boolean;
    allowLoopback: boolean;
    maxEndpointsPerTenant: number;
    replaysPerHour: number;
    /** WEBHOOK_SECRET_GRACE_HOURS: how long a rotated-out secret signs too, unless the rotation says. */
    secretGraceHours: number;
  };
  audit: { record(actor: Actor, tenantId: number | null, change: AuditChange, tx?: unknown): Promise<void> };
  limiter: { hit(rule: RateLimitRule, subject: string): Promise<void> };
  /** DNS (tests answer private addresses for a name). */
  lookup?: Lookup;
}

export function endpointOf(r: EndpointRow): Endpoint {
  return {
    id: r.id,
    tenantId: r.tenantId,
    accountId: r.accountId,
    url: r.url,
    description: r.description,
    events: r.events as Endpoint["events"],
    rateLimitPerMinute: r.rateLimitPerMinute,
    enabled: r.enabled,
    disabledReason: r.disabledReason,
    disabledAt: r.disabledAt?.toISOString() ?? null,
    consecutiveFailures: r.consecutiveFailures,
    secretRotatedAt: r.secretRotatedAt?.toISOString() ?? null,
    // A grace period that is over is no longer one.
    previousSecretExpiresAt:
      r.previousSecretExpiresAt && r.previousSecretExpiresAt > new Date()
        ? r.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function deliveryOf(r: DeliveryRow): Delivery {
  return {
    id: Number(r.id),
    endpointId: r.endpointId,
    messageId: r.messageId,
    eventType: r.message.eventType as Delivery["eventType"],
    replayNumber: r.replayNumber,
    status: r.status as Delivery["status"],
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    lastStatusCode: r.lastStatusCode,
    lastDurationMs: r.lastDurationMs,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (e: Endpoint) => ({ url: e.url, events: e.events, accountId: e.accountId, enabled: e.enabled });

/** Refuses NUL and blank text the schema lets through as a field error. */
function cleanText(object: string, field: string, v: string): string {
  if (v.includes("\u0000")) throw BadRequest.field(object, field, "Pattern", `${field} must not contain NUL`);
  return v.trim();
}

type Found = (scope: number | null, id: number, accountId?: number) => Promise<EndpointRow>;

/** Listing and reading endpoints. */
function endpointReads(deps: WebhooksDeps, found: Found) {
  const { repo } = deps;
  return {
    async listEndpoints(scope: number | null, q: ListQuery) {
      const ids = idsFilter(q.filter);
      const accountId = idsFilter(q.filter, "accountId");
      const text = textFilter(q.filter, "q");
      const enabled = boolFilter(q.filter, "enabled");
      const where: Prisma.WebhookEndpointWhereInput = {
        ...(scope === null ? {} : { tenantId: scope }),
        ...(ids ? { id: { in: ids } } : {}),
        ...(accountId ? { accountId: { in: accountId } } : {}),
        ...(enabled === undefined ? {} : { enabled }),
        ...(text
          ? {
              OR: [
                { url: { contains: text, mode: "insensitive" as const } },
                { description: { contains: text, mode: "insensitive" as const } },
              ],
            }
          : {}),
      };
      const { rows, total } = await repo.listEndpoints(where, { [q.sortField]: q.sortOrder }, q.skip, q.take);
      return { items: rows.map(endpointOf), range: contentRange("webhook-endpoints", q.skip, rows.length, total) };
    },

    async getEndpoint(scope: number | null, id: number): Promise<Endpoint> {
      return endpointOf(await found(scope, id));
    },
  };
}

export function createWebhooksService(deps: WebhooksDeps) {
  const { repo } = deps;
  async function found(scope: number | null, id: number, accountId?: number): Promise<EndpointRow> {
    const row = await repo.endpoint(scope, id, accountId);
    if (!row) throw new NotFound(`No webhook endpoint ${id}`);
    return row;
  }
  return {
    ...endpointReads(deps, found),
    ...endpointCreation(deps),
    ...endpointChanges(deps, found),
    ...endpointRotation(deps, found),
    ...deliveryOperations(deps),
  };
}

/** Rotating an endpoint's signing secret: the new one is in this reply only. */
function endpointRotation(deps: WebhooksDeps, found: Found) {
  const { db, repo, settings } = deps;
  const sealKey = webhookSealKey(settings);
  return {
    async rotateSecret(actor: Actor, scope: number | null, id: number, graceHours: number | undefined, ip: string) {
      const hours = graceHours ?? settings.secretGraceHours;
      const row = await found(scope, id);
      const secret = generateSigningSecret();
      const now = new Date();
      const out = await db.$transaction(async (tx) => {
        // The secret signing now (read under the row's lock) becomes the previous one; a secret
        // replaced before it stops signing.
        const current = await repo.lockSecret(tx, id);
        if (!current) throw new NotFound(`No webhook endpoint ${id}`);
        const updated = endpointOf(
          await repo.updateEndpoint(tx, id, {
            secretSealed: sealSecret(sealKey, secret),
            previousSecretSealed: hours > 0 ? current.secretSealed : null,
            previousSecretExpiresAt: hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null,
            secretRotatedAt: now,
          }),
        );
        await auditEndpoint(
          deps,
          actor,
          row.tenantId,
          {
            type: "ADMIN_WEBHOOK_SECRET_ROTATE",
            message: `Webhook endpoint ${id}: signing secret rotated (the previous one signs for ${hours} h)`,
            resource: "webhook-endpoints",
            resourceId: id,
            remoteAddress: ip,
          },
          tx,
        );
        return updated;
      });
      return { ...out, secret };
    },
  };
}

/** The URL, checked as a target (scheme, and every address its host resolves to); a refusal names `url`. */
async function checkedUrl(deps: WebhooksDeps, object: string, raw: string): Promise<string> {
  const url = cleanText(object, "url", raw);
  try {
    await resolveTarget(url, deps.settings, deps.lookup);
  } catch (err) {
    if (err instanceof WebhookTargetError) throw BadRequest.field(object, "url", err.code, `url ${err.message}`);
    throw err;
  }
  return url;
}

const auditEndpoint = (deps: WebhooksDeps, actor: Actor, tenantId: number, change: AuditChange, tx: unknown) =>
  deps.audit.record(actor, tenantId, { resource: "webhook-endpoints", ...change }, tx);

/** Registering an endpoint: its signing secret is in this reply only. */
function endpointCreation(deps: WebhooksDeps) {
  const { db, repo, settings } = deps;
  const sealKey = webhookSealKey(settings);
  const record = (actor: Actor, tenantId: number, change: AuditChange, tx: unknown) =>
    auditEndpoint(deps, actor, tenantId, change, tx);
  return {
    async createEndpoint(actor: Actor, scope: number | null, input: EndpointCreate, ip: string) {
      const url = await checkedUrl(deps, "webhookEndpointCreate", input.url);
      const description = cleanText("webhookEndpointCreate", "description", input.description ?? "");
      let tenantId = actor.tenantId;
      const accountId = input.accountId ?? null;
      if (accountId !== null) {
        const owner = await repo.accountTenant(scope, accountId);
        if (owner === null) throw new NotFound(`No account ${accountId}`);
        tenantId = owner;
      }
      const secret = generateSigningSecret();
      const endpoint = await db.$transaction(async (tx) => {
        if ((await repo.countEndpoints(tx, tenantId)) >= settings.maxEndpointsPerTenant)
          throw new Conflict(`A tenant has at most ${settings.maxEndpointsPerTenant} webhook endpoints`, {
            messageKey: "error.webhook.tooManyEndpoints",
          });
        const row = await repo.createEndpoint(tx, {
          tenantId,
          accountId,
          url,
          description,
          events: [...new Set(input.events)],
          secretSealed: sealSecret(sealKey, secret),
          rateLimitPerMinute: input.rateLimitPerMinute ?? 60,
          createdBy: actor.userId,
        });
        const out = endpointOf(row);
        await record(
          actor,
          tenantId,
          {
            type: "ADMIN_WEBHOOK_ENDPOINT_CREATE",
            message: `Webhook endpoint ${out.id} registered`,
            resourceId: out.id,
            after: audited(out),
            remoteAddress: ip,
          },
          tx,
        );
        return out;
      });
      return { ...endpoint, secret };
    },
  };
}

/** Changing and deleting endpoints. */
function endpointChanges(deps: WebhooksDeps, found: Found) {
  const { db, repo } = deps;
  const record = (actor: Actor, tenantId: number, change: AuditChange, tx: unknown) =>
    auditEndpoint(deps, actor, tenantId, change, tx);
  return {
    async updateEndpoint(actor: Actor, scope: number | null, id: number, input: EndpointUpdate, ip: string) {
      const row = await found(scope, id);
      const data: Prisma.WebhookEndpointUncheckedUpdateInput = {};
      if (input.url !== undefined) data.url = await checkedUrl(deps, "webhookEndpointUpdate", input.url);
      if (input.description !== undefined)
        data.description = cleanText("webhookEndpointUpdate", "description", input.description);
      if (input.events !== undefined) data.events = [...new Set(input.events)];
      if (input.rateLimitPerMinute !== undefined) data.rateLimitPerMinute = input.rateLimitPerMinute;
      if (input.enabled === true && !row.enabled)
        Object.assign(data, { enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 });
      if (input.enabled === false && row.enabled)
        Object.assign(data, { enabled: false, disabledAt: new Date(), disabledReason: "Disabled by an administrator" });
      return db.$transaction(async (tx) => {
        const out = endpointOf(await repo.updateEndpoint(tx, id, data));
        await record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_WEBHOOK_ENDPOINT_UPDATE",
            message: `Webhook endpoint ${id} changed`,
            resourceId: id,
            before: audited(endpointOf(row)),
            after: audited(out),
            remoteAddress: ip,
          },
          tx,
        );
        return out;
      });
    },

    /** Deletes the endpoint (of that account only, when one is given: an account's API key). */
    async deleteEndpoint(actor: Actor, scope: number | null, id: number, ip: string, accountId?: number) {
      const row = await found(scope, id, accountId);
      const out = endpointOf(row);
      await db.$transaction(async (tx) => {
        if (!(await repo.deleteEndpoint(tx, id))) throw new NotFound(`No webhook endpoint ${id}`);
        await record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_WEBHOOK_ENDPOINT_DELETE",
            message: `Webhook endpoint ${id} deleted`,
            resourceId: id,
            before: audited(out),
            remoteAddress: ip,
          },
          tx,
        );
      });
      return out;
    },
  };
}

function deliveryOperations(deps: WebhooksDeps) {
  const { db, repo, settings } = deps;
  const replayRule: RateLimitRule = { name: "webhook-replay", limit: settings.replaysPerHour, windowSeconds: 3_600 };
  return {
    async listDeliveries(scope: number | null, q: ListQuery) {
      const ids = idsFilter(q.filter);
      const endpointIds = idsFilter(q.filter, "endpointId");
      const status = textFilter(q.filter, "status");
      if (status !== undefined && !DELIVERY_STATUSES.has(status))
        throw BadRequest.field("query", "filter", "Enum", "status is one of PENDING, SUCCEEDED, FAILED, CANCELLED");
      const where: Prisma.WebhookDeliveryWhereInput = {
        ...(scope === null ? {} : { endpoint: { tenantId: scope } }),
        ...(ids ? { id: { in: ids.map(BigInt) } } : {}),
        ...(endpointIds ? { endpointId: { in: endpointIds } } : {}),
        ...(status ? { status } : {}),
      };
      const { rows, total } = await repo.listDeliveries(where, { [q.sortField]: q.sortOrder }, q.skip, q.take);
      return { items: rows.map(deliveryOf), range: contentRange("webhook-deliveries", q.skip, rows.length, total) };
    },

    async getDelivery(scope: number | null, id: number) {
      const row = await repo.delivery(scope, BigInt(id));
      if (!row) throw new NotFound(`No webhook delivery ${id}`);
      return {
        ...deliveryOf(row),
        payload: JSON.stringify(row.message.payload).slice(0, MAX_PAYLOAD_CHARS),
        attemptLog: row.attemptLog.map((a) => ({ ...a, startedAt: a.startedAt.toISOString() })),
      };
    },

    async replay(actor: Actor, scope: number | null, id: number, ip: string): Promise<Delivery> {
      const row = await repo.delivery(scope, BigInt(id));
      if (!row) throw new NotFound(`No webhook delivery ${id}`);
      if (!row.endpoint.enabled)
        throw new BadRequest("The endpoint is disabled: enable it before replaying", {
          messageKey: "error.webhook.endpointDisabled",
        });
      await deps.limiter.hit(replayRule, String(row.endpointId));
      try {
        return await db.$transaction(async (tx) => {
          const made = deliveryOf(await repo.replay(tx, row.endpointId, row.messageId, row.endpoint.tenantId));
          await deps.audit.record(
            actor,
            row.endpoint.tenantId,
            {
              type: "ADMIN_WEBHOOK_REPLAY",
              message: `Webhook delivery ${id} replayed as ${made.id}`,
              resource: "webhook-deliveries",
              resourceId: made.id,
              remoteAddress: ip,
            },
            tx,
          );
          return made;
        });
      } catch (err) {
        // Two replays of one delivery at the same moment drew the same number: the second is a conflict.
        if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002")
          throw new Conflict("Another replay of this delivery was made at the same time; try again");
        throw err;
      }
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

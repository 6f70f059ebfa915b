// The rows of webhook endpoints, messages, deliveries and attempts (migration
// 20261130110000_webhooks).
import type { Db, Prisma } from "@norma/db";
import { enqueueOutbox } from "../../lib/outbox.ts";

export const ENDPOINT_SELECT = {
  id: true,
  tenantId: true,
  accountId: true,
  url: true,
  description: true,
  events: true,
  rateLimitPerMinute: true,
  enabled: true,
  disabledReason: true,
  disabledAt: true,
  consecutiveFailures: true,
  secretRotatedAt: true,
  previousSecretExpiresAt: true,
  createdAt: true,
} satisfies Prisma.WebhookEndpointSelect;
export type EndpointRow = Prisma.WebhookEndpointGetPayload<{ select: typeof ENDPOINT_SELECT }>;

export const DELIVERY_SELECT = {
  id: true,
  endpointId: true,
  messageId: true,
  replayNumber: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastStatusCode: true,
  lastDurationMs: true,
  lastError: true,
  createdAt: true,
  updatedAt: true,
  message: { select: { eventType: true } },
} satisfies Prisma.WebhookDeliverySelect;
export type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof DELIVERY_SELECT }>;

/** The first key of the advisory lock on a tenant's endpoints (the second is the tenant). */
const WEBHOOK_ENDPOINTS_LOCK = 0x77686b73;

/** A tenant scope as a where clause (null: every tenant, the platform operator). */
const inScope = (scope: number | null) => (scope === null ? {} : { tenantId: scope });

export function createWebhooksRepo(db: Db) {
  return {
    async listEndpoints(where: Prisma.WebhookEndpointWhereInput, orderBy: object, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        db.webhookEndpoint.findMany({ where, orderBy: [orderBy, { id: "asc" }], skip, take, select: ENDPOINT_SELECT }),
        db.webhookEndpoint.count({ where }),
      ]);
      return { rows, total };
    },

    /** An endpoint in the tenant scope, and of that account when one is given (an account's API key). */
    endpoint(scope: number | null, id: number, accountId?: number) {
      return db.webhookEndpoint.findFirst({
        where: { id, ...inScope(scope), ...(accountId === undefined ? {} : { accountId }) },
        select: ENDPOINT_SELECT,
      });
    },

    /** The tenant's endpoints, under a lock held to the transaction's end: two registrations at once cannot both pass the cap. */
    async countEndpoints(tx: Prisma.TransactionClient, tenantId: number) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WEBHOOK_ENDPOINTS_LOCK}, ${tenantId})`;
      return tx.webhookEndpoint.count({ where: { tenantId } });
    },

    createEndpoint(tx: Prisma.TransactionClient, data: Prisma.WebhookEndpointUncheckedCreateInput) {
      return tx.webhookEndpoint.create({ data, select: ENDPOINT_SELECT });
    },

    updateEndpoint(tx: Prisma.TransactionClient, id: number, data: Prisma.WebhookEndpointUncheckedUpdateInput) {
      return tx.webhookEndpoint.update({ where: { id }, data, select: ENDPOINT_SELECT });
    },

    /** The endpoint's sealed secret, its row locked to the transaction's end (two rotations queue). */
    async lockSecret(tx: Prisma.TransactionClient, id: number) {
      const [row] = await tx.$queryRaw<{ secret_sealed: string }[]>`
        SELECT secret_sealed FROM webhook_endpoints WHERE id = ${id} FOR UPDATE`;
      return row ? { secretSealed: row.secret_sealed } : null;
    },

    async deleteEndpoint(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
      return (await tx.webhookEndpoint.deleteMany({ where: { id } })).count === 1;
    },

    async accountTenant(scope: number | null, accountId: number): Promise<number | null> {
      const a = await db.account.findFirst({ where: { id: accountId, ...inScope(scope) }, select: { tenantId: true } });
      return a?.tenantId ?? null;
    },

    async listDeliveries(where: Prisma.WebhookDeliveryWhereInput, orderBy: object, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        db.webhookDelivery.findMany({ where, orderBy: [orderBy, { id: "desc" }], skip, take, select: DELIVERY_SELECT }),
        db.webhookDelivery.count({ where }),
      ]);
      return { rows, total };
    },

    delivery(scope: number | null, id: bigint) {
      return db.webhookDelivery.findFirst({
        where: { id, endpoint: inScope(scope) },
        select: {
          ...DELIVERY_SELECT,
          message: { select: { eventType: true, payload: true } },
          endpoint: { select: { id: true, tenantId: true, enabled: true } },
          attemptLog: {
            orderBy: { attempt: "asc" },
            take: 1000,
            select: {
              attempt: true,
              startedAt: true,
              statusCode: true,
              durationMs: true,
              error: true,
              responseExcerpt: true,
            },
          },
        },
      });
    },

    /** A replay: the next replay number of the (endpoint, message), with its first attempt's outbox row. */
    async replay(tx: Prisma.TransactionClient, endpointId: number, messageId: string, tenantId: number) {
      const top = await tx.webhookDelivery.aggregate({
        where: { endpointId, messageId },
        _max: { replayNumber: true },
      });
      const row = await tx.webhookDelivery.create({
        data: { endpointId, messageId, replayNumber: (top._max.replayNumber ?? 0) + 1, nextAttemptAt: new Date() },
        select: DELIVERY_SELECT,
      });
      await enqueueOutbox(tx, "webhooks.deliver", { deliveryId: row.id.toString(), attempt: 1 }, { tenantId });
      return row;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;

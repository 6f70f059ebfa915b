// The audit log (management_audit_events): sign-ins are written by auth; every administrative
// change is written here with who did it, what, and the record before and after. The Audits page
// reads it a page at a time, a tenant administrator its own tenant's events only.
import { type Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";

export interface AuditChange {
  /** e.g. ADMIN_TENANT_UPDATE, LOGGER_LEVEL_CHANGE */
  type: string;
  message: string;
  resource?: string;
  resourceId?: string | number;
  before?: unknown;
  after?: unknown;
  remoteAddress?: string;
}

const SORTS: Record<string, "timestamp" | "principal" | "type" | "data"> = {
  timestamp: "timestamp",
  auditEventDate: "timestamp",
  principal: "principal",
  type: "type",
  auditEventType: "type",
  data: "data",
};

/** JSON that Prisma stores: dates as ISO text, bigints as numbers, undefined left out. */
function plain(value: unknown): Prisma.InputJsonValue | null {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? Number(v) : v))) as Prisma.InputJsonValue;
}

export function createAuditService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async record(actor: Actor, tenantId: number | null, change: AuditChange, tx: Prisma.TransactionClient | Db = db) {
      await tx.managementAuditEvent.create({
        data: {
          tenantId,
          principal: actor.email ?? `user:${actor.userId ?? "anonymous"}`,
          type: change.type,
          data: {
            message: change.message,
            ...(change.remoteAddress ? { remoteAddress: change.remoteAddress } : {}),
            ...(change.resource ? { resource: change.resource } : {}),
            ...(change.resourceId !== undefined ? { resourceId: String(change.resourceId) } : {}),
            ...(change.before !== undefined ? { before: plain(change.before) } : {}),
            ...(change.after !== undefined ? { after: plain(change.after) } : {}),
          },
        },
      });
    },

    /** One page; `tenantId` null for an operator (every tenant). Days are inclusive, UTC. */
    async list(q: {
      tenantId: number | null;
      page: number;
      size: number;
      sort?: string;
      fromDate?: string;
      toDate?: string;
    }) {
      const [field, dir] = (q.sort ?? "timestamp,desc").split(",");
      const order = SORTS[field] ?? "timestamp";
      const direction = dir === "asc" ? "asc" : "desc";
      const timestamp: Prisma.DateTimeFilter = {};
      if (q.fromDate) timestamp.gte = new Date(`${q.fromDate}T00:00:00Z`);
      if (q.toDate) timestamp.lt = new Date(new Date(`${q.toDate}T00:00:00Z`).getTime() + 86_400_000);
      const where: Prisma.ManagementAuditEventWhereInput = {
        ...(q.tenantId !== null ? { tenantId: q.tenantId } : {}),
        ...(q.fromDate || q.toDate ? { timestamp } : {}),
      };
      const include = { tenant: { select: { code: true } } } as const;
      let rows: Prisma.ManagementAuditEventGetPayload<{ include: typeof include }>[];
      const total = await db.managementAuditEvent.count({ where });
      if (order === "data") {
        // A JSON column has no order of its own: the data sorts by its message.
        const conds = [Prisma.sql`TRUE`];
        if (q.tenantId !== null) conds.push(Prisma.sql`tenant_id = ${q.tenantId}`);
        if (timestamp.gte) conds.push(Prisma.sql`"timestamp" >= ${timestamp.gte}`);
        if (timestamp.lt) conds.push(Prisma.sql`"timestamp" < ${timestamp.lt}`);
        const dirSql = Prisma.raw(direction === "asc" ? "ASC" : "DESC");
        const ids = await db.$queryRaw<{ id: bigint }[]>`
          SELECT id FROM management_audit_events WHERE ${Prisma.join(conds, " AND ")}
          ORDER BY data->>'message' ${dirSql} NULLS LAST, id ${dirSql}
          OFFSET ${q.page * q.size} LIMIT ${q.size}`;
        const found = await db.managementAuditEvent.findMany({ where: { id: { in: ids.map((r) => r.id) } }, include });
        const byId = new Map(found.map((r) => [r.id, r]));
        rows = ids.map((r) => byId.get(r.id)).filter((r) => r !== undefined);
      } else {
        rows = await db.managementAuditEvent.findMany({
          where,
          orderBy: [{ [order]: direction }, { id: direction }],
          skip: q.page * q.size,
          take: q.size,
          include,
        });
      }
      return {
        total,
        items: rows.map((r) => ({
          id: Number(r.id),
          timestamp: r.timestamp.toISOString(),
          principal: r.principal,
          type: r.type,
          tenant: r.tenant?.code ?? null,
          data: (r.data ?? {}) as Record<string, unknown>,
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

// Compass point setting rows in the console (spec 2 §6): the tenant's row, an account's, a
// document's, an account's for a document. The most specific row applies for readers
// (compass-points-access.ts); every write is audited with the row before and after.
import type { Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import { visibleTo } from "../documents/documents-repo.ts";
import type { AuditService } from "../management/audit-service.ts";
import { contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";

export const COMPASS_SETTING_SORTS = ["id", "documentId", "accountId", "activate"] as const;
const ATTRIBUTE_KEYS = ["name", "description", "overlay-details"] as const;
type Level = "All" | "Own" | "None";

export interface CompassSettingWrite {
  accountId?: number | null;
  documentId?: number | null;
  activate?: boolean;
  viewSetting?: Level;
  manageSetting?: Level;
  attributes?: Partial<Record<(typeof ATTRIBUTE_KEYS)[number], { show?: boolean; required?: boolean }>>;
}

const include = {
  tenant: { select: { code: true } },
  account: { select: { name: true } },
  document: { select: { designation: true, title: true } },
} satisfies Prisma.CompassPointSettingInclude;
type Row = Prisma.CompassPointSettingGetPayload<{ include: typeof include }>;

function attributesOf(raw: unknown) {
  const a = (raw ?? {}) as Record<string, { show?: unknown; required?: unknown } | undefined>;
  const out: Record<string, { show?: boolean; required?: boolean }> = {};
  for (const key of ATTRIBUTE_KEYS) {
    const v = a[key];
    if (!v) continue;
    out[key] = {
      ...(typeof v.show === "boolean" ? { show: v.show } : {}),
      ...(typeof v.required === "boolean" ? { required: v.required } : {}),
    };
  }
  return out;
}

function toAdmin(r: Row) {
  return {
    id: r.id,
    tenant: r.tenant.code,
    accountId: r.accountId,
    accountName: r.account?.name ?? null,
    documentId: r.documentId,
    designation: r.document?.designation ?? null,
    title: r.document?.title ?? null,
    activate: r.activate,
    viewSetting: r.viewSetting as Level,
    manageSetting: r.manageSetting as Level,
    attributes: attributesOf(r.attributes),
  };
}

/** Attributes merged key by key over the row's (other keys of a stored attribute kept). */
function mergeAttributes(stored: unknown, change: CompassSettingWrite["attributes"]): Prisma.InputJsonValue {
  const out = { ...((stored ?? {}) as Record<string, Record<string, unknown>>) };
  for (const key of ATTRIBUTE_KEYS) {
    const v = change?.[key];
    if (v) out[key] = { ...(out[key] ?? {}), ...v };
  }
  return out as Prisma.InputJsonValue;
}

/**
 * A new setting of the tenant (the operator's scope, else the caller's) for an account and a
 * document, each or both "every" (null); one row per such triple.
 */
async function createSetting(
  db: Db,
  audit: AuditService,
  actor: Actor,
  scope: number | null,
  body: CompassSettingWrite,
  ip: string,
) {
  const tenantId = scope ?? actor.tenantId;
  const accountId = body.accountId ?? null;
  const documentId = body.documentId ?? null;
  await assertTargetsExist(db, tenantId, accountId, documentId);
  return db.$transaction(async (tx) => {
    // One row per tenant, account and document, and no unique index can say so (NULL is
    // "every account"/"every document"): the check runs under a lock per tenant, so two
    // creations at once make one row and a 409, not two rows.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('compass_point_settings'), ${tenantId})`;
    const clash = await tx.compassPointSetting.findFirst({ where: { tenantId, accountId, documentId } });
    if (clash) throw new Conflict(`Setting ${clash.id} is already the row for this account and document`);
    const made = await tx.compassPointSetting.create({
      data: {
        tenantId,
        accountId,
        documentId,
        ...settingChanges(body),
        attributes: mergeAttributes({}, body.attributes),
      },
      include,
    });
    const after = toAdmin(made);
    await auditSetting(audit, tx, actor, tenantId, {
      type: "ADMIN_COMPASS_SETTING_CREATE",
      message: `compass point setting ${made.id} created`,
      id: made.id,
      before: null,
      after: after,
      ip,
    });
    return after;
  });
}

export function createCompassPointSettingsAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const scoped = (scope: number | null, id: number) => scopedSetting(db, scope, id);

  return {
    async list(scope: number | null, q: ListQuery) {
      const where = settingListWhere(scope, q.filter);
      const [total, rows] = await Promise.all([
        db.compassPointSetting.count({ where }),
        db.compassPointSetting.findMany({
          where,
          include,
          orderBy: settingListOrder(q),
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return { items: rows.map(toAdmin), range: contentRange("compass-point-settings", q.skip, rows.length, total) };
    },

    async get(scope: number | null, id: number) {
      return toAdmin(await scoped(scope, id));
    },

    create: (actor: Actor, scope: number | null, body: CompassSettingWrite, ip: string) =>
      createSetting(db, audit, actor, scope, body, ip),

    async update(actor: Actor, scope: number | null, id: number, body: CompassSettingWrite, ip: string) {
      await scoped(scope, id);
      return db.$transaction(async (tx) => {
        const row = await locked(tx, id);
        const changed = await tx.compassPointSetting.update({
          where: { id },
          data: {
            ...settingChanges(body),
            ...(body.attributes ? { attributes: mergeAttributes(row.attributes, body.attributes) } : {}),
          },
          include,
        });
        const after = toAdmin(changed);
        await auditSetting(audit, tx, actor, row.tenantId, {
          type: "ADMIN_COMPASS_SETTING_UPDATE",
          message: `compass point setting ${id} changed`,
          id: id,
          before: toAdmin(row),
          after: after,
          ip,
        });
        return after;
      });
    },

    async remove(actor: Actor, scope: number | null, id: number, ip: string) {
      await scoped(scope, id);
      return db.$transaction(async (tx) => {
        const row = await locked(tx, id);
        const before = toAdmin(row);
        await tx.compassPointSetting.delete({ where: { id } });
        await auditSetting(audit, tx, actor, row.tenantId, {
          type: "ADMIN_COMPASS_SETTING_DELETE",
          message: `compass point setting ${id} removed`,
          id: id,
          before: before,
          after: null,
          ip,
        });
        return before;
      });
    },
  };
}

/**
 * Inside a change's transaction: the row locked (SELECT … FOR UPDATE) and read as it is now, or
 * 404 when a request sent at the same time removed it. The change merges into and audits this
 * row, and a second removal finds nothing (404) instead of failing on a row already gone.
 */
async function locked(tx: Prisma.TransactionClient, id: number) {
  await tx.$queryRaw`SELECT id FROM compass_point_settings WHERE id = ${id} FOR UPDATE`;
  const r = await tx.compassPointSetting.findUnique({ where: { id }, include });
  if (!r) throw new NotFound(`No compass point setting ${id}`);
  return r;
}

/** The settings a list shows: the admin's tenant's, by ids, document, account, or text in the document's designation or title. */
function settingListWhere(scope: number | null, filter: ListQuery["filter"]): Prisma.CompassPointSettingWhereInput {
  const documentId = idsFilter(filter, "documentId");
  const accountId = idsFilter(filter, "accountId");
  const ids = idsFilter(filter, "id");
  const text = textFilter(filter, "q");
  return {
    ...(scope !== null ? { tenantId: scope } : {}),
    ...(ids ? { id: { in: ids } } : {}),
    ...(documentId ? { documentId: { in: documentId } } : {}),
    ...(accountId ? { accountId: { in: accountId } } : {}),
    ...(text
      ? {
          document: {
            OR: [
              { designation: { contains: text, mode: "insensitive" } },
              { title: { contains: text, mode: "insensitive" } },
            ],
          },
        }
      : {}),
  };
}

/** A new setting's account and document must be the tenant's (404 otherwise). */
async function assertTargetsExist(db: Db, tenantId: number, accountId: number | null, documentId: number | null) {
  if (accountId !== null && !(await db.account.count({ where: { id: accountId, tenantId } })))
    throw new NotFound(`No account ${accountId}`);
  if (documentId !== null && !(await db.document.count({ where: { id: documentId, ...visibleTo(tenantId) } })))
    throw new NotFound(`No document ${documentId}`);
}

/** The audit record of a change to a setting, in the change's transaction. */
function auditSetting(
  audit: AuditService,
  tx: Prisma.TransactionClient,
  actor: Actor,
  tenantId: number,
  change: { type: string; message: string; id: number; before: unknown; after: unknown; ip: string },
) {
  return audit.record(
    actor,
    tenantId,
    {
      type: change.type,
      message: change.message,
      resource: "compass-point-settings",
      resourceId: change.id,
      before: change.before,
      after: change.after,
      remoteAddress: change.ip,
    },
    tx,
  );
}

/** The setting, when it is in the admin's tenant (a tenant admin's scope); 404 otherwise. */
async function scopedSetting(db: Db, scope: number | null, id: number) {
  const r = await db.compassPointSetting.findUnique({ where: { id }, include });
  if (!r || (scope !== null && r.tenantId !== scope)) throw new NotFound(`No compass point setting ${id}`);
  return r;
}

/** The list's order: the sort asked (no account or document, "every", first), then id. */
function settingListOrder(q: ListQuery): Prisma.CompassPointSettingOrderByWithRelationInput[] {
  return [
    q.sortField === "documentId" || q.sortField === "accountId"
      ? { [q.sortField]: { sort: q.sortOrder, nulls: "first" } }
      : { [q.sortField]: q.sortOrder },
    { id: "asc" },
  ];
}

/** The switches and levels a write gives (absent ones are left as they are). */
function settingChanges(body: CompassSettingWrite) {
  return {
    ...(body.activate !== undefined ? { activate: body.activate } : {}),
    ...(body.viewSetting ? { viewSetting: body.viewSetting } : {}),
    ...(body.manageSetting ? { manageSetting: body.manageSetting } : {}),
  };
}

export type CompassPointSettingsAdminService = ReturnType<typeof createCompassPointSettingsAdminService>;

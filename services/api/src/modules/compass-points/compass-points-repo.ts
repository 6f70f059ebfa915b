// Compass points, their settings and audits. Every query names the tenant; the service decides
// which account and creator filters apply (spec 2 §6).
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

export const CP_DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  status: true,
  isLatest: true,
  publisherId: true,
  collectionIds: true,
  family: true,
  languageCode: true,
} satisfies Prisma.DocumentSelect;
export type CpDocument = Prisma.DocumentGetPayload<{ select: typeof CP_DOCUMENT_SELECT }>;

const PERSON = { select: { id: true, email: true, firstName: true, lastName: true } } as const;

export const POINT_INCLUDE = {
  document: { select: CP_DOCUMENT_SELECT },
  createdBy: PERSON,
  deactivatedBy: PERSON,
} satisfies Prisma.CompassPointInclude;
export type PointRow = Prisma.CompassPointGetPayload<{ include: typeof POINT_INCLUDE }>;

export interface SettingRow {
  accountId: number | null;
  documentId: number | null;
  activate: boolean;
  viewSetting: string;
  manageSetting: string;
  attributes: Prisma.JsonValue;
}

type Tx = Prisma.TransactionClient;

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createCompassPointsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,

    document(tenantId: number, where: { id: number } | { contentCode: string }) {
      return db.document.findFirst({ where: { ...where, ...visibleTo(tenantId) }, select: CP_DOCUMENT_SELECT });
    },

    tenantAndAccount(tenantId: number, accountId: number) {
      return Promise.all([
        settings.of(tenantId),
        db.account.findFirst({ where: { id: accountId, tenantId }, select: { id: true, compassPointFlag: true } }),
      ]);
    },

    user(id: number) {
      return db.user.findUnique({ where: { id }, select: { id: true, email: true, firstName: true, lastName: true } });
    },

    /** Setting rows that may apply to the account on the document (or account-wide when no document). */
    settingRows(tenantId: number, accountId: number, documentId: number | null): Promise<SettingRow[]> {
      return db.compassPointSetting.findMany({
        where: {
          tenantId,
          OR: [{ accountId }, { accountId: null }],
          AND: [{ OR: documentId === null ? [{ documentId: null }] : [{ documentId }, { documentId: null }] }],
        },
        select: {
          accountId: true,
          documentId: true,
          activate: true,
          viewSetting: true,
          manageSetting: true,
          attributes: true,
        },
      });
    },

    byId(tenantId: number, id: number) {
      return db.compassPoint.findFirst({ where: { id, tenantId, deletedAt: null }, include: POINT_INCLUDE });
    },

    byUuid(tenantId: number, uuid: string) {
      return db.compassPoint.findFirst({ where: { uuid, tenantId, deletedAt: null }, include: POINT_INCLUDE });
    },

    /** Deleted points (deletedAt) are gone from every list. */
    async page(
      filter: Prisma.CompassPointWhereInput,
      orderBy: Prisma.CompassPointOrderByWithRelationInput[],
      skip: number,
      take: number,
    ) {
      const where = { ...filter, deletedAt: null };
      const [total, rows] = await Promise.all([
        db.compassPoint.count({ where }),
        db.compassPoint.findMany({ where, orderBy, skip, take, include: POINT_INCLUDE }),
      ]);
      return { total, rows };
    },

    list(filter: Prisma.CompassPointWhereInput) {
      return db.compassPoint.findMany({
        where: { ...filter, deletedAt: null },
        include: POINT_INCLUDE,
        orderBy: [{ pageNumber: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
        take: 2000,
      });
    },

    /** The point's line: the points it was carried from and to (any depth), with their editions. */
    async lineOf(point: { id: number; sourceCompassPointId: number | null }) {
      const rows = await db.$queryRaw<{ id: number }[]>`
        WITH RECURSIVE up AS (
          SELECT id, source_compass_point_id FROM compass_points WHERE id = ${point.id}
          UNION SELECT c.id, c.source_compass_point_id FROM compass_points c JOIN up ON c.id = up.source_compass_point_id
        ), root AS (SELECT id FROM up WHERE source_compass_point_id IS NULL),
        down AS (
          SELECT id FROM root
          UNION SELECT c.id FROM compass_points c JOIN down ON c.source_compass_point_id = down.id
        )
        SELECT id FROM down LIMIT 100`;
      if (rows.length === 0) return [];
      return db.compassPoint.findMany({
        where: { id: { in: rows.map((r) => r.id) }, deletedAt: null },
        select: { id: true, uuid: true, placement: true, document: { select: CP_DOCUMENT_SELECT } },
        orderBy: { id: "asc" },
      });
    },

    /** The Active latest edition of a line (same publisher, family, language), if there is one. */
    activeEditionOf(tenantId: number, doc: CpDocument) {
      return db.document.findFirst({
        where: {
          publisherId: doc.publisherId,
          family: doc.family,
          languageCode: doc.languageCode,
          isLatest: true,
          status: "Active",
          id: { not: doc.id },
          ...visibleTo(tenantId),
        },
        select: CP_DOCUMENT_SELECT,
      });
    },

    /**
     * Locks the point's row until the transaction ends (SELECT … FOR UPDATE) and answers it as it
     * is now, or null when it is gone. A change checks and audits against this row, not the one
     * read before its transaction: two changes at once run one after the other, each audit's
     * "previous" is what the change replaced, and a repeated (de)activation finds it done.
     */
    async lockById(tx: Tx, tenantId: number, id: number) {
      await tx.$queryRaw`
        SELECT id FROM compass_points WHERE id = ${id} AND tenant_id = ${tenantId} AND deleted_at IS NULL FOR UPDATE`;
      return tx.compassPoint.findFirst({ where: { id, tenantId, deletedAt: null }, include: POINT_INCLUDE });
    },

    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return db.$transaction(fn);
    },

    audits(compassPointId: number, skip: number, take: number, direction: "asc" | "desc") {
      return Promise.all([
        db.compassPointAudit.count({ where: { compassPointId } }),
        db.compassPointAudit.findMany({
          where: { compassPointId },
          orderBy: [{ createdAt: direction }, { id: direction }],
          skip,
          take,
        }),
      ]);
    },
  };
}

export type CompassPointsRepo = ReturnType<typeof createCompassPointsRepo>;

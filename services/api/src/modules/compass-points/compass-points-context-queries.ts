// What compass points are judged against: the document, the tenant and account, the user and the
// settings that apply (compass-points-repo.ts composes these).
import type { Db } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { CP_DOCUMENT_SELECT, type CpDocument, type SettingRow } from "./compass-points-shapes.ts";

export function createCompassPointContextQueries(db: Db, settings: TenantSettingsReader) {
  return {
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
  };
}

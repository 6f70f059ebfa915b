// The documents of an account's custom collections. Every query names the tenant and the account.
import type { Db } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createCustomCollectionsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    async account(tenantId: number, accountId: number) {
      const account = await db.account.findFirst({
        where: { id: accountId, tenantId },
        select: { customCollection: true },
      });
      if (!account) return null;
      return { customCollection: account.customCollection, tenant: { drmView: (await settings.of(tenantId)).drmView } };
    },

    async page(tenantId: number, accountId: number, opts: { direction: "asc" | "desc"; skip: number; take: number }) {
      const where = {
        ...visibleTo(tenantId),
        customItems: { some: { collection: { tenantId, accountId } } },
      };
      const [total, rows] = await Promise.all([
        db.document.count({ where }),
        db.document.findMany({
          where,
          select: {
            id: true,
            contentCode: true,
            displayDesignation: true,
            title: true,
            downloadable: true,
            publisher: { select: { name: true } },
            assets: { where: { kind: "PDF" }, select: { id: true }, take: 1 },
          },
          orderBy: [{ displayDesignation: opts.direction }, { id: opts.direction }],
          skip: opts.skip,
          take: opts.take,
        }),
      ]);
      return { total, rows };
    },

    /** Whether the document (by content code) is in one of the account's custom collections. */
    async contains(tenantId: number, accountId: number, contentCode: string): Promise<boolean> {
      const item = await db.customCollectionItem.findFirst({
        where: { collection: { tenantId, accountId }, document: { contentCode, ...visibleTo(tenantId) } },
        select: { documentId: true },
      });
      return item !== null;
    },
  };
}

export type CustomCollectionsRepo = ReturnType<typeof createCustomCollectionsRepo>;

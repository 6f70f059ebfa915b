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

    /** The account's collections by name (at most 200), with their numbers of documents. */
    async collections(tenantId: number, accountId: number) {
      const rows = await db.customCollection.findMany({
        where: { tenantId, accountId },
        select: { id: true, name: true, _count: { select: { items: true } } },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take: 200,
      });
      return rows.map((r) => ({ id: r.id, name: r.name, count: r._count.items }));
    },

    /** Whether the collection is the account's (another account's is "not found"). */
    async ownCollection(tenantId: number, accountId: number, collectionId: number): Promise<boolean> {
      return (await db.customCollection.count({ where: { id: collectionId, tenantId, accountId } })) > 0;
    },

    /** Adds the documents not in the collection yet, in one statement; answers those it added. */
    async addItems(collectionId: number, documentIds: number[]): Promise<Set<number>> {
      if (documentIds.length === 0) return new Set();
      const made = await db.customCollectionItem.createManyAndReturn({
        data: documentIds.map((documentId) => ({ collectionId, documentId })),
        skipDuplicates: true,
        select: { documentId: true },
      });
      return new Set(made.map((m) => m.documentId));
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

// What COUNTER reports name and who harvests them: documents, videos, accounts, API keys
// (counter-repo.ts composes these). Every query is scoped by the tenant.
import type { Db } from "@norma/db";
import type { AccountScope } from "./counter-usage-queries.ts";

export function createCounterNamingQueries(db: Db) {
  return {
    documents(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.document.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          contentCode: true,
          title: true,
          displayDesignation: true,
          contentType: true,
          editionYear: true,
          publishedDate: true,
          bookId: true,
          extraMetadata: true,
          publisher: { select: { key: true, name: true } },
        },
      });
    },

    videos(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.video.findMany({ where: { id: { in: ids } }, select: { id: true, hashedId: true, name: true } });
    },

    accountByNumber(tenantId: number, accountNumber: string) {
      return db.account.findUnique({
        where: { tenantId_accountNumber: { tenantId, accountNumber } },
        select: { id: true, accountNumber: true, name: true },
      });
    },

    accounts(tenantId: number, ids: AccountScope) {
      return db.account.findMany({
        where: { tenantId, ...(ids ? { id: { in: ids } } : {}) },
        select: { id: true, accountNumber: true, name: true },
        orderBy: { accountNumber: "asc" },
      });
    },

    /** Accounts a user belongs to (a REPORT_VIEW user sees these). */
    async memberAccountIds(tenantId: number, userId: number): Promise<number[]> {
      const rows = await db.accountMembership.findMany({ where: { tenantId, userId }, select: { accountId: true } });
      return rows.map((r) => r.accountId);
    },

    apiKey(requestorId: string) {
      return db.counterApiKey.findUnique({
        where: { requestorId },
        select: { id: true, tenantId: true, accountId: true, keySha256: true, revokedAt: true },
      });
    },

    createApiKey(data: {
      tenantId: number;
      accountId: number;
      requestorId: string;
      keySha256: string;
      createdBy: number | null;
    }) {
      return db.counterApiKey.create({ data, select: { id: true, requestorId: true, createdAt: true } });
    },
  };
}

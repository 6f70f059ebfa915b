// The listed documents of a clause search page: what a result group shows of each, and what
// entitlement is decided on (publisher, collections).
import type { Db } from "@norma/db";

export interface ClauseSearchDocument {
  id: number;
  contentCode: string;
  displayDesignation: string;
  title: string;
  publisherName: string;
  publisherId: number;
  collectionIds: number[];
  languageCode: string;
}

export function createClauseSearchRepo(read: Db) {
  return {
    async documents(ids: number[]): Promise<Map<number, ClauseSearchDocument>> {
      if (!ids.length) return new Map();
      const rows = await read.document.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          contentCode: true,
          displayDesignation: true,
          title: true,
          publisherId: true,
          collectionIds: true,
          languageCode: true,
          publisher: { select: { name: true } },
        },
      });
      return new Map(rows.map((r) => [r.id, { ...r, publisherName: r.publisher.name }]));
    },
  };
}

export type ClauseSearchRepo = ReturnType<typeof createClauseSearchRepo>;

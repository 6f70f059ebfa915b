// Reads of the semantic index: the current LSI model and the document vectors (all of them at
// start, then those changed since the last look), with what filtering needs of each document.
import type { Db } from "@norma/db";

export interface VectorRow {
  document_id: number;
  model_id: number;
  vector: Uint8Array;
  publisher_id: number;
  /** Listed in results: the newest edition, an original (translations come with their original's card). */
  is_latest: boolean;
  updated_at: Date;
}

export function createSemanticRepo(db: Db) {
  const query = <T>(text: string, ...args: unknown[]) => db.$queryRawUnsafe<T[]>(text, ...args);
  return {
    async latestModel() {
      return db.semanticModel.findFirst({ orderBy: { id: "desc" } });
    },

    /** Vectors of documents after `afterId` (id order), or changed after `since` when given. */
    async vectors(opts: { afterId: number; limit: number; since?: Date }) {
      return query<VectorRow>(
        `SELECT v.document_id, v.model_id, v.vector, d.publisher_id,
                (d.is_latest AND d.translation_of_id IS NULL) AS is_latest, v.updated_at
           FROM document_vectors v JOIN documents d ON d.id = v.document_id
          WHERE v.document_id > $1 ${opts.since ? "AND v.updated_at > $3" : ""}
          ORDER BY v.document_id LIMIT $2`,
        opts.afterId,
        opts.limit,
        ...(opts.since ? [opts.since] : []),
      );
    },
  };
}

export type SemanticRepo = ReturnType<typeof createSemanticRepo>;

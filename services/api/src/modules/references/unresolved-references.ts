// The operator's list of catalogue gaps (issue 27): the references that did not resolve
// (document_references.target_document_id null), counted by cited publisher, and a page of the
// cited designations — most cited first, with up to three citing documents as examples — so the
// catalogue can be fixed. Catalogue-wide (the catalogue is shared by the tenants); OPERATOR only
// (openapi.yaml's x-authorities). Reads the partial index on unresolved edges.
import type { components } from "@norma/contracts/api-types";
import { type Db, Prisma } from "@norma/db";
import { defineHandlers } from "../../lib/handlers.ts";

type UnresolvedReferences = components["schemas"]["UnresolvedReferences"];

export const UNRESOLVED_DEFAULT_SIZE = 25;
const PUBLISHERS_SHOWN = 100;
const EXAMPLES = 3;

export function createUnresolvedReferences(db: Db) {
  return async function unresolved(q: {
    page?: number;
    size?: number;
    publisher?: string;
  }): Promise<UnresolvedReferences> {
    const size = q.size ?? UNRESOLVED_DEFAULT_SIZE;
    const page = q.page ?? 0;
    const only = q.publisher ? Prisma.sql`AND r.target_publisher = ${q.publisher}` : Prisma.empty;
    const [publishers, [{ count }], rows] = await Promise.all([
      db.$queryRaw<UnresolvedReferences["publishers"]>`
        SELECT r.target_publisher AS publisher, count(*)::int AS "references",
               count(DISTINCT r.target_key)::int AS designations, count(DISTINCT r.source_document_id)::int AS documents
          FROM document_references r
         WHERE r.target_document_id IS NULL
         GROUP BY r.target_publisher
         ORDER BY 2 DESC, 1
         LIMIT ${PUBLISHERS_SHOWN}`,
      db.$queryRaw<{ count: number }[]>`
        SELECT count(DISTINCT (r.target_publisher, r.target_key))::int AS count
          FROM document_references r WHERE r.target_document_id IS NULL ${only}`,
      db.$queryRaw<(Omit<UnresolvedReferences["result"][number], "examples"> & { example_ids: number[] })[]>`
        SELECT r.target_publisher AS publisher, r.target_key AS key,
               (array_agg(r.target_designation ORDER BY r.id))[1] AS designation,
               count(*)::int AS "references", count(DISTINCT r.source_document_id)::int AS documents,
               (array_agg(DISTINCT r.source_document_id))[1:${EXAMPLES}] AS example_ids
          FROM document_references r
         WHERE r.target_document_id IS NULL ${only}
         GROUP BY r.target_publisher, r.target_key
         ORDER BY 4 DESC, 1, 2
         LIMIT ${size} OFFSET ${page * size}`,
    ]);
    const ids = [...new Set(rows.flatMap((r) => r.example_ids))];
    const docs = new Map(
      (
        await db.document.findMany({
          where: { id: { in: ids } },
          select: { id: true, contentCode: true, displayDesignation: true },
        })
      ).map((d) => [d.id, { contentId: d.id, contentCode: d.contentCode, displayDesignation: d.displayDesignation }]),
    );
    return {
      count,
      publishers,
      result: rows.map(({ example_ids, ...r }) => ({
        ...r,
        examples: example_ids.flatMap((id) => (docs.has(id) ? [docs.get(id)!] : [])),
      })),
    };
  };
}

export function unresolvedReferencesHandlers(unresolved: ReturnType<typeof createUnresolvedReferences>) {
  return defineHandlers({
    getUnresolvedReferences: async (request) =>
      unresolved({ page: request.query.page, size: request.query.size, publisher: request.query.publisher }),
  });
}

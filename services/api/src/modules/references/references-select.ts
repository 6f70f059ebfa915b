// What the citation graph's queries select of a listed document, and the rank of a citation's
// kind (normative 3, bibliography 2, informative 1), shared by the repository's query files.
import { Prisma } from "@norma/db";

export const LISTED_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  status: true,
  documentType: true,
  publisherId: true,
  collectionIds: true,
  family: true,
  languageCode: true,
  isLatest: true,
  replacedByContentCode: true,
  publisher: { select: { key: true } },
} as const;

export type ListedDocument = Prisma.DocumentGetPayload<{ select: typeof LISTED_SELECT }>;

export const RANK_SQL = Prisma.sql`CASE r.kind WHEN 'normative' THEN 3 WHEN 'bibliography' THEN 2 ELSE 1 END`;

/** A listed document's columns as one SQL row reads them (listedColumns with a prefix). */
export interface ListedSqlRow {
  id: number;
  content_code: string;
  display_designation: string;
  title: string;
  status: string;
  document_type: string;
  publisher_id: number;
  collection_ids: number[];
  family: string;
  language_code: string;
  is_latest: boolean;
  replaced_by_content_code: string | null;
  publisher_key: string;
}

const LISTED_COLUMNS: [column: string, ofPublisher?: true][] = [
  ["id"],
  ["content_code"],
  ["display_designation"],
  ["title"],
  ["status"],
  ["document_type"],
  ["publisher_id"],
  ["collection_ids"],
  ["family"],
  ["language_code"],
  ["is_latest"],
  ["replaced_by_content_code"],
  ["key", true],
];

/**
 * LISTED_SELECT in SQL, over a documents alias and its publisher's, each column named with the
 * prefix (`t_id`, …, `t_publisher_key`): a statement that joins what Prisma's include would fetch
 * in a statement of its own. The aliases are the caller's constants, never input.
 */
export function listedColumns(documents: string, publishers: string, prefix = ""): Prisma.Sql {
  return Prisma.raw(
    LISTED_COLUMNS.map(([c, ofPublisher]) =>
      ofPublisher ? `${publishers}.${c} AS ${prefix}publisher_${c}` : `${documents}.${c} AS ${prefix}${c}`,
    ).join(", "),
  );
}

/** A listed document from the columns listedColumns named with `prefix`, or null when its id is null. */
export function listedFromRow(row: Record<string, unknown>, prefix = ""): ListedDocument | null {
  const r = (column: keyof ListedSqlRow) => row[`${prefix}${column}`];
  if (r("id") === null || r("id") === undefined) return null;
  return {
    id: r("id") as number,
    contentCode: r("content_code") as string,
    displayDesignation: r("display_designation") as string,
    title: r("title") as string,
    status: r("status") as string,
    documentType: r("document_type") as string,
    publisherId: r("publisher_id") as number,
    collectionIds: r("collection_ids") as number[],
    family: r("family") as string,
    languageCode: r("language_code") as string,
    isLatest: r("is_latest") as boolean,
    replacedByContentCode: r("replaced_by_content_code") as string | null,
    publisher: { key: r("publisher_key") as string },
  };
}

// The scope of document queries. The catalogue is shared between tenants; a tenant presents the documents of
// its publishers (tenant_publishers), so every lookup is scoped by the tenant through them and a
// document of a publisher the tenant does not present is "not found".
import { Prisma as P, type Prisma } from "@norma/db";

/** Documents the tenant presents. */
export const visibleTo = (tenantId: number): Prisma.DocumentWhereInput => ({
  publisher: { tenants: { some: { tenantId } } },
});

/** visibleTo for a raw statement, over a documents alias (the caller's constant, never input). */
export const visibleToSql = (tenantId: number, documents: string): Prisma.Sql =>
  P.sql`EXISTS (SELECT 1 FROM tenant_publishers tp
                 WHERE tp.tenant_id = ${tenantId} AND tp.publisher_id = ${P.raw(documents)}.publisher_id)`;

/** A document's line: the editions of one publisher's family in one language. */
export type DocumentLine = { publisherId: number; family: string; languageCode: string };

/** The editions of a line the tenant presents (the one definition of a line's `where`). */
export const lineVisibleTo = (tenantId: number, line: DocumentLine): Prisma.DocumentWhereInput => ({
  publisherId: line.publisherId,
  family: line.family,
  languageCode: line.languageCode,
  ...visibleTo(tenantId),
});

export const DOCUMENT_INCLUDE = {
  publisher: { select: { id: true, key: true, name: true } },
} satisfies Prisma.DocumentInclude;

export type DocumentRow = Prisma.DocumentGetPayload<{ include: typeof DOCUMENT_INCLUDE }>;

export const VERSION_SELECT = {
  id: true,
  contentCode: true,
  designation: true,
  designationNo: true,
  displayDesignation: true,
  status: true,
  isLatest: true,
  editionYear: true,
  publishedDate: true,
  languageCode: true,
  publisher: { select: { key: true } },
  assets: {
    select: { id: true, kind: true, status: true, assetId: true, pageCount: true, byteSize: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.DocumentSelect;

export type VersionRow = Prisma.DocumentGetPayload<{ select: typeof VERSION_SELECT }>;

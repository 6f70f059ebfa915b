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

// The shapes compass points and their documents and settings are read in, shared by the compass
// points queries (compass-points-repo.ts composes them).
import type { Prisma } from "@norma/db";

export const CP_DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  status: true,
  isLatest: true,
  publisherId: true,
  collectionIds: true,
  family: true,
  languageCode: true,
} satisfies Prisma.DocumentSelect;
export type CpDocument = Prisma.DocumentGetPayload<{ select: typeof CP_DOCUMENT_SELECT }>;

export const PERSON = { select: { id: true, email: true, firstName: true, lastName: true } } as const;

export const POINT_INCLUDE = {
  document: { select: CP_DOCUMENT_SELECT },
  createdBy: PERSON,
  deactivatedBy: PERSON,
} satisfies Prisma.CompassPointInclude;
export type PointRow = Prisma.CompassPointGetPayload<{ include: typeof POINT_INCLUDE }>;

export interface SettingRow {
  accountId: number | null;
  documentId: number | null;
  activate: boolean;
  viewSetting: string;
  manageSetting: string;
  attributes: Prisma.JsonValue;
}

export type Tx = Prisma.TransactionClient;

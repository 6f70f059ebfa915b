// Shapes of the compass point calls (openapi.yaml CompassPoint, CompassPointAudit): the reply of
// a row, the audit values, the sort keys of the lists.
import type { components } from "@norma/contracts/api-types";
import type { Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { canManage, canReadHistory, type EffectiveSettings } from "./compass-points-access.ts";
import type { CpDocument, PointRow } from "./compass-points-repo.ts";

export type AuditType = "INSERT" | "UPDATE" | "UPDATE-SELECTION" | "ACTIVATE" | "DEACTIVATE" | "REANCHOR";

/** A W3C selector of a compass point's passage: the contract's shape (openapi.yaml CompassPointSelector). */
export type Selector = components["schemas"]["CompassPointSelector"];

export interface CompassPointInput {
  name: string;
  description?: string | null;
  overlayDetails?: string | null;
  selectionData?: string | null;
  selectionMetadata?: {
    selectionText?: string;
    annotationID?: string;
    pageNumber?: number;
    sourceCompassPointId?: number | null;
    selectors?: Selector[];
  };
}

type Person = { email: string; firstName: string | null; lastName: string | null } | null;

/** "First Last", else the e-mail; Guest when nobody is known (spec 2 §2). */
export function personName(p: Person): string {
  if (!p) return "Guest";
  return [p.firstName, p.lastName].filter((s) => s?.trim()).join(" ") || p.email || "Guest";
}

export function auditValues(p: PointRow | Omit<PointRow, "document" | "createdBy" | "deactivatedBy">) {
  return {
    modifiedDate: p.modifiedAt.toISOString(),
    name: p.name,
    description: p.description,
    overlayDetails: p.overlayDetails,
    status: p.status === "ACTIVE" ? "active" : "inactive",
    selectionMetadata: {
      selectionText: p.selectionText,
      sourceCompassPointId: p.sourceCompassPointId,
      pageNumber: p.pageNumber,
      placement: p.placement,
    },
  };
}

export type AuditValues = ReturnType<typeof auditValues>;
export interface AuditData {
  current: AuditValues;
  previous: AuditValues | null;
}

export function toDto(p: PointRow, actor: Actor, settings: EffectiveSettings) {
  const creatorEmail = p.createdBy.email;
  return {
    compassPointID: p.id,
    compassPointUUID: p.uuid,
    name: p.name,
    description: p.description,
    overlayDetails: p.overlayDetails,
    designation: p.document.displayDesignation,
    title: p.document.title,
    publisher: p.document.contentCode.split("|")[0],
    contentStatus: p.document.status,
    contentCode: p.document.contentCode,
    contentID: p.document.id,
    createdById: p.createdById,
    createdDate: p.createdAt.toISOString(),
    modifiedDate: p.modifiedAt.toISOString(),
    createdUserName: personName(p.createdBy),
    creatorFirstName: p.createdBy.firstName,
    creatorLastName: p.createdBy.lastName,
    creatorEmail,
    email: creatorEmail,
    deletedByEmail: p.deactivatedBy?.email ?? null,
    deactivatedBy: p.deactivatedBy ? personName(p.deactivatedBy) : null,
    deletedDate: p.deactivatedAt?.toISOString() ?? null,
    isDeleted: p.status === "INACTIVE",
    status: p.status === "ACTIVE" ? ("active" as const) : ("inactive" as const),
    type: p.type,
    isShared: p.isShared,
    edit: canManage(actor, p, settings),
    history: canReadHistory(actor, p, settings, true),
    own: p.createdById === actor.userId,
    selectionData: p.selectionData,
    selectionMetadata: {
      selectionText: p.selectionText ?? undefined,
      annotationID: p.annotationId ?? undefined,
      pageNumber: p.pageNumber ?? undefined,
      sourceCompassPointId: p.sourceCompassPointId,
      selectors: (p.selectors as unknown as Selector[] | null) ?? undefined,
    },
    placement: (p.placement as "EXACT" | "MOVED" | "ORPHANED" | "CONFIRMED" | null) ?? null,
    anchorCandidates:
      p.placement === "ORPHANED"
        ? storedCandidates(p.anchorCandidates).map((c, index) => ({
            index,
            text: c.text,
            clause: c.clause,
            page: c.page,
            lookAlike: c.lookAlike,
          }))
        : [],
  };
}

/** A candidate place the re-anchoring kept for an orphaned point (compass_points.anchor_candidates). */
export interface StoredCandidate {
  text: string;
  prefix: string;
  suffix: string;
  start: number;
  end: number;
  page: number | null;
  selectionData: string | null;
  clause: string | null;
  lookAlike: boolean;
}

/** The kept candidates of a point's re-anchoring evidence (none when absent or not in the expected shape). */
export function storedCandidates(evidence: Prisma.JsonValue | null): StoredCandidate[] {
  const list = (evidence as { candidates?: unknown } | null)?.candidates;
  if (!Array.isArray(list)) return [];
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const int = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null);
  return list.slice(0, 3).flatMap((raw) => {
    const c = (raw ?? {}) as Record<string, unknown>;
    const start = int(c.start);
    const end = int(c.end);
    if (!str(c.text) || start === null || end === null) return [];
    const clause = (c.clause ?? null) as { number?: unknown } | null;
    return [
      {
        text: str(c.text),
        prefix: str(c.prefix),
        suffix: str(c.suffix),
        start,
        end,
        page: int(c.page) || null,
        selectionData: typeof c.selectionData === "string" ? c.selectionData : null,
        clause: typeof clause?.number === "string" ? clause.number : null,
        lookAlike: c.structure === "look-alike",
      },
    ];
  });
}

export function toVersion(
  doc: CpDocument,
  point: { id: number; uuid: string; placement: string | null },
  pointElsewhere = false,
) {
  return {
    contentID: doc.id,
    contentCode: doc.contentCode,
    designation: doc.displayDesignation,
    contentStatus: doc.status,
    // The active edition without a carried point still names the viewer's point (the banner links the edition).
    compassPointID: point.id,
    compassPointUUID: point.uuid,
    placement: pointElsewhere ? null : point.placement,
  };
}

const SORT_KEYS: Record<string, (d: Prisma.SortOrder) => Prisma.CompassPointOrderByWithRelationInput> = {
  designation: (d) => ({ document: { displayDesignation: d } }),
  contentStatus: (d) => ({ document: { status: d } }),
  name: (d) => ({ name: d }),
  email: (d) => ({ createdBy: { email: d } }),
  createdDate: (d) => ({ createdAt: d }),
  deletedByEmail: (d) => ({ deactivatedBy: { email: d } }),
  deletedDate: (d) => ({ deactivatedAt: { sort: d, nulls: "last" } }),
  deactivatedDate: (d) => ({ deactivatedAt: { sort: d, nulls: "last" } }),
  deactivatedBy: (d) => ({ deactivatedBy: { lastName: d } }),
};

/** `key` ascending, `key-` descending; defaults createdDate- (active) and deactivatedDate- (inactive). */
export function sortOrder(sort: string | undefined, status: "active" | "inactive") {
  const raw = sort ?? (status === "inactive" ? "deactivatedDate-" : "createdDate-");
  const desc = raw.endsWith("-");
  const key = desc ? raw.slice(0, -1) : raw;
  const d: Prisma.SortOrder = desc ? "desc" : "asc";
  const by = SORT_KEYS[key] ?? SORT_KEYS.createdDate;
  return [by(d), { id: d }];
}

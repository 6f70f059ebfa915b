// The citation graph of a document (issue 27): GET /api/documents/references/{contentId} (what an
// edition cites, each with its target's status) and GET /api/documents/cited-by/{contentId} (the
// current documents that cite its family). Both are lists of documents like search results, not
// the document's text: anyone who may see the document in the tenant's catalogue may ask, and a
// listed document the user may not open carries `locked`, as search marks it (one scope lookup for
// the whole list). A document the tenant does not present (or an unknown id) is 404, and a target
// of a publisher the tenant does not present is "not in the catalogue", never named.
import type { components } from "@norma/contracts/api-types";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { CAN_NOT_FIND_CONTENT } from "../documents/document-access.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { CitedByFilter, ListedDocument, ReferencesRepo } from "./references-repo.ts";

type DocumentReferences = components["schemas"]["DocumentReferences"];
type DocumentReference = components["schemas"]["DocumentReference"];
type DocumentCitedBy = components["schemas"]["DocumentCitedBy"];
type Listed = components["schemas"]["ReferencedDocument"];
type Kind = components["schemas"]["ReferenceKind"];

/** References listed per edition at most (the counts cover all). */
export const MAX_REFERENCES = 1000;
export const CITED_BY_DEFAULT_SIZE = 25;
export const CITED_BY_MAX_SIZE = 100;
export const CITED_BY_MAX_PAGE = 10_000;

const WITHDRAWN = /^withdrawn/i;
const REPLACED = /^(?:replaced|withdrawn replaced)/i;
const KINDS: Kind[] = ["informative", "bibliography", "normative"];

interface ReferencesServiceDeps {
  repo: ReferencesRepo;
  entitlements: EntitlementsService;
}

type ReferenceRow = Awaited<ReturnType<ReferencesRepo["references"]>>["rows"][number];
type CitedByFacet = Awaited<ReturnType<ReferencesRepo["citedByFacets"]>>[number];

/** The document asked about, if the tenant presents it (else 404). */
async function visibleDocument(repo: ReferencesRepo, actor: Actor, contentId: number) {
  const doc = await repo.visibleDocument(actor.tenantId, contentId);
  if (!doc) throw new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");
  return doc;
}

/** Lists documents with their lock, from one scope lookup (as search marks its hits). */
async function documentLister(entitlements: EntitlementsService, actor: Actor) {
  const scope = await entitlements.scopeOf(actor);
  return (d: ListedDocument): Listed => ({
    contentId: d.id,
    contentCode: d.contentCode,
    displayDesignation: d.displayDesignation,
    title: d.title,
    status: d.status,
    publisher: d.publisher.key,
    documentType: d.documentType,
    locked: !entitlements.covers(scope, { publisherId: d.publisherId, collectionIds: d.collectionIds }),
  });
}

const lineKey = (d: { publisherId: number; family: string; languageCode: string }) =>
  `${d.publisherId}|${d.family}|${d.languageCode}`;

/**
 * What supersedes the listed targets, read at once: the current edition of each line a target is
 * an older edition of, and the documents that withdrawn or replaced targets name as replacements.
 */
async function successorsOf(repo: ReferencesRepo, tenantId: number, targets: ListedDocument[]) {
  const older = targets.flatMap((t) =>
    t.isLatest ? [] : [{ publisherId: t.publisherId, family: t.family, languageCode: t.languageCode }],
  );
  const replacements = targets.flatMap((t) => (t.replacedByContentCode ? [t.replacedByContentCode] : []));
  const [current, replacing] = await Promise.all([
    repo.currentEditions(tenantId, older),
    repo.byContentCodes(tenantId, replacements),
  ]);
  const currentOf = new Map(current.map((d) => [lineKey(d), d]));
  const byCode = new Map(replacing.map((d) => [d.contentCode, d]));
  return {
    currentEditionOf: (t: ListedDocument) => currentOf.get(lineKey(t)) ?? null,
    replacementOf: (t: ListedDocument) =>
      t.replacedByContentCode ? (byCode.get(t.replacedByContentCode) ?? null) : null,
  };
}

/** A reference's status from its target (null: not in the tenant's catalogue) and what supersedes it. */
function referenceStatus(
  t: ListedDocument | null,
  successors: Awaited<ReturnType<typeof successorsOf>>,
): { status: DocumentReference["status"]; supersededBy: ListedDocument | null } {
  if (!t) return { status: "NOT_IN_CATALOGUE", supersededBy: null };
  const replacement = successors.replacementOf(t);
  if (REPLACED.test(t.status) || (WITHDRAWN.test(t.status) && replacement))
    return { status: replacement ? "SUPERSEDED" : "WITHDRAWN", supersededBy: replacement };
  if (WITHDRAWN.test(t.status)) return { status: "WITHDRAWN", supersededBy: null };
  // A dated reference to an older edition: superseded by the line's current edition.
  if (!t.isLatest) return { status: "SUPERSEDED", supersededBy: successors.currentEditionOf(t) };
  return { status: "ACTIVE", supersededBy: null };
}

/** One listed reference, its target and successor listed with their locks. */
function referenceItem(
  r: ReferenceRow,
  t: ListedDocument | null,
  successors: Awaited<ReturnType<typeof successorsOf>>,
  list: (d: ListedDocument) => Listed,
): DocumentReference {
  const { status, supersededBy } = referenceStatus(t, successors);
  return {
    designation: r.targetDesignation,
    publisher: r.targetPublisher,
    edition: r.edition,
    editionYear: r.editionYear,
    dated: r.editionYear !== null,
    kind: r.kind as Kind,
    clause: r.clause,
    occurrences: r.occurrences,
    status,
    target: t ? list(t) : null,
    supersededBy: supersededBy ? list(supersededBy) : null,
  };
}

/** What an edition cites, each with its target's status (GET /api/documents/references/{contentId}). */
async function documentReferences(
  { repo, entitlements }: ReferencesServiceDeps,
  actor: Actor,
  contentId: number,
): Promise<DocumentReferences> {
  const doc = await visibleDocument(repo, actor, contentId);
  const [{ rows, byKind, unresolved }, scan, presented, list] = await Promise.all([
    repo.references(doc.id, MAX_REFERENCES),
    repo.scan(doc.id),
    repo.tenantPublisherIds(actor.tenantId),
    documentLister(entitlements, actor),
  ]);
  // A target the tenant does not present is not in its catalogue.
  const targets = rows.map((r) => (r.target && presented.has(r.target.publisherId) ? r.target : null));
  const successors = await successorsOf(
    repo,
    actor.tenantId,
    targets.filter((t) => t !== null),
  );
  const hidden = rows.filter((r, i) => r.target && !targets[i]).length;
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  return {
    contentId: doc.id,
    contentCode: doc.contentCode,
    detected: scan !== null,
    counts: {
      total,
      normative: byKind.get("normative") ?? 0,
      informative: byKind.get("informative") ?? 0,
      bibliography: byKind.get("bibliography") ?? 0,
      // Only the listed ones are known to be hidden from this tenant; the rest counted as stored.
      notInCatalogue: unresolved + hidden,
    },
    references: rows.map((r, i) => referenceItem(r, targets[i], successors, list)),
    truncated: total > rows.length,
  };
}

/** The refinement values of the citing documents, most frequent first. */
function facetCounts(facets: CitedByFacet[], pick: (f: CitedByFacet) => string) {
  const m = new Map<string, number>();
  for (const f of facets) m.set(pick(f), (m.get(pick(f)) ?? 0) + f.count);
  return [...m]
    .map(([value, n]) => ({ value, count: n }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, 500);
}

/** The current documents that cite a document's family, a page of them (GET /api/documents/cited-by/{contentId}). */
async function documentCitedBy(
  { repo, entitlements }: ReferencesServiceDeps,
  actor: Actor,
  contentId: number,
  query: { page?: number; size?: number } & CitedByFilter,
): Promise<DocumentCitedBy> {
  const doc = await visibleDocument(repo, actor, contentId);
  const page = query.page ?? 0;
  const size = query.size ?? CITED_BY_DEFAULT_SIZE;
  const key = referenceKey(doc.publisher.key, doc.designationNo);
  const [facets, rows, list] = await Promise.all([
    repo.citedByFacets(actor.tenantId, key, query.kind),
    repo.citedByPage(actor.tenantId, key, query, page * size, size),
    documentLister(entitlements, actor),
  ]);
  const total = facets
    .filter(
      (f) =>
        (!query.publisher || f.publisher === query.publisher) &&
        (!query.documentType || f.document_type === query.documentType),
    )
    .reduce((a, f) => a + f.count, 0);
  return {
    contentId: doc.id,
    contentCode: doc.contentCode,
    total,
    page,
    size,
    citedBy: rows.map((r) => ({
      document: list(r.doc),
      kind: KINDS[r.rank - 1],
      clause: r.clause,
      editions: [...new Set(r.editions)],
    })),
    publishers: facetCounts(facets, (f) => f.publisher),
    documentTypes: facetCounts(facets, (f) => f.document_type),
  };
}

export function createReferencesService(deps: ReferencesServiceDeps) {
  return {
    references: (actor: Actor, contentId: number) => documentReferences(deps, actor, contentId),
    citedBy: (actor: Actor, contentId: number, query: { page?: number; size?: number } & CitedByFilter) =>
      documentCitedBy(deps, actor, contentId, query),
  };
}

export type ReferencesService = ReturnType<typeof createReferencesService>;

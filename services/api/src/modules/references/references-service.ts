// The citation graph of a document (issue 27): GET /api/documents/references/{contentId} (what an
// edition cites, each with its target's status) and GET /api/documents/cited-by/{contentId} (the
// current documents that cite its family). Both are lists of documents like search results, not
// the document's text: anyone who may see the document in the tenant's catalogue may ask, and a
// listed document the user may not open carries `locked`, as search marks it (one scope lookup for
// the whole list). A document the tenant does not present (or an unknown id) is 404, and a target
// of a publisher the tenant does not present is "not in the catalogue", never named. Also the
// network around a document, two steps each way, for its picture.
import type { components } from "@norma/contracts/api-types";
import { createTtlCache } from "@norma/db/ttl-cache";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { CAN_NOT_FIND_CONTENT } from "../documents/document-access.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { CitedByFilter, ListedDocument, ReferenceRow, ReferencesRepo } from "./references-repo.ts";

type DocumentReferences = components["schemas"]["DocumentReferences"];
type DocumentReference = components["schemas"]["DocumentReference"];
type DocumentCitedBy = components["schemas"]["DocumentCitedBy"];
type ReferenceNetwork = components["schemas"]["ReferenceNetwork"];
type NetworkEdge = components["schemas"]["ReferenceNetworkEdge"];
type NetworkSide = components["schemas"]["ReferenceNetworkNode"]["side"];
type Listed = components["schemas"]["ReferencedDocument"];
type Kind = components["schemas"]["ReferenceKind"];

/** References listed per edition at most (the counts cover all). */
export const MAX_REFERENCES = 1000;
export const CITED_BY_DEFAULT_SIZE = 25;
export const CITED_BY_MAX_SIZE = 100;
export const CITED_BY_MAX_PAGE = 10_000;
/** The network picture: neighbours of the document each way, and of each neighbour. */
export const NETWORK_FIRST = 8;
export const NETWORK_SECOND = 3;

const WITHDRAWN = /^withdrawn/i;
const REPLACED = /^(?:replaced|withdrawn replaced)/i;
const KINDS: Kind[] = ["informative", "bibliography", "normative"];

interface ReferencesServiceDeps {
  repo: ReferencesRepo;
  entitlements: EntitlementsService;
  /** When a family's counts are kept, and how long (CITED_BY_COUNTS by default). */
  citedByCounts?: { manyCiting: number; ttlMs: number };
}

/**
 * The counts of a much-cited family (by publisher and document type: the cited-by list's total
 * and refinements) are kept a minute per API process: counting 50,000 citing documents is most of
 * a cited-by page's time at catalogue scale (bench:references), while the page itself is one short
 * index range read fresh each time. Below `manyCiting` the counts are cheap and always fresh; above
 * it they may lag a publication by up to `ttlMs`.
 */
export const CITED_BY_COUNTS = { manyCiting: 2_000, ttlMs: 60_000 };

type CitedByCounts = (tenantId: number, key: string, kind: string | undefined) => Promise<CitedByFacet[]>;

function createCitedByCounts(repo: ReferencesRepo, opts = CITED_BY_COUNTS): CitedByCounts {
  const kept = createTtlCache<string, CitedByFacet[]>({ name: "cited-by-counts", max: 2_000, ttlMs: opts.ttlMs });
  return async (tenantId, key, kind) => {
    const cacheKey = `${tenantId}\u0001${key}\u0001${kind ?? ""}`;
    const cached = kept.get(cacheKey);
    if (cached) return cached;
    const facets = await repo.citedByFacets(tenantId, key, kind);
    if (facets.reduce((n, f) => n + f.count, 0) >= opts.manyCiting) kept.set(cacheKey, facets);
    return facets;
  };
}

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
  const { current, replacing } = await repo.successors(tenantId, older, replacements);
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
  const [{ rows, byKind, unresolved, scanned }, list] = await Promise.all([
    repo.references(doc.id, actor.tenantId, MAX_REFERENCES),
    documentLister(entitlements, actor),
  ]);
  // A target the tenant does not present is not in its catalogue (the query leaves it out).
  const targets = rows.map((r) => r.target);
  const successors = await successorsOf(
    repo,
    actor.tenantId,
    targets.filter((t) => t !== null),
  );
  const hidden = rows.filter((r) => r.resolved && !r.target).length;
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  return {
    contentId: doc.id,
    contentCode: doc.contentCode,
    detected: scanned,
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
  { repo, entitlements, counts }: ReferencesServiceDeps & { counts: CitedByCounts },
  actor: Actor,
  contentId: number,
  query: { page?: number; size?: number } & CitedByFilter,
): Promise<DocumentCitedBy> {
  const doc = await visibleDocument(repo, actor, contentId);
  const page = query.page ?? 0;
  const size = query.size ?? CITED_BY_DEFAULT_SIZE;
  const key = referenceKey(doc.publisher.key, doc.designationNo);
  const [facets, rows, list] = await Promise.all([
    counts(actor.tenantId, key, query.kind),
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
    displayDesignation: doc.displayDesignation,
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

/**
 * The network around an edition, two steps each way (GET /api/documents/reference-network/{contentId}):
 * what it references and what those reference; what cites its family and what cites theirs. A
 * document reached twice keeps its first place (nearest, references side first).
 */
async function referenceNetwork(
  { repo, entitlements }: ReferencesServiceDeps,
  actor: Actor,
  contentId: number,
): Promise<ReferenceNetwork> {
  const doc = await visibleDocument(repo, actor, contentId);
  const { tenantId } = actor;
  const placed = new Map<number, { depth: number; side: NetworkSide }>([[doc.id, { depth: 0, side: "centre" }]]);
  const edges = new Map<string, NetworkEdge>();
  const place = (id: number, depth: number, side: NetworkSide) => {
    if (!placed.has(id)) placed.set(id, { depth, side });
  };
  const edge = (from: number, to: number, kind: string) => {
    if (from !== to && !edges.has(`${from}>${to}`)) edges.set(`${from}>${to}`, { from, to, kind: kind as Kind });
  };
  // What it references, and what those reference.
  const out1 = await repo.networkOut(tenantId, [doc.id], NETWORK_FIRST);
  for (const e of out1) place(e.to, 1, "references");
  const firstOut = [...new Set(out1.map((e) => e.to))];
  const out2 = await repo.networkOut(tenantId, firstOut, NETWORK_SECOND);
  for (const e of out2) place(e.to, 2, "references");
  for (const e of [...out1, ...out2]) edge(e.from, e.to, e.kind);
  // What cites it, and what cites those.
  const in1 = (
    await repo.networkIn(tenantId, [referenceKey(doc.publisher.key, doc.designationNo)], NETWORK_FIRST)
  ).filter((e) => e.from !== doc.id);
  for (const e of in1) place(e.from, 1, "citedBy");
  for (const e of in1) edge(e.from, doc.id, e.kind);
  const citers = await repo.networkDocuments([...new Set(in1.map((e) => e.from))]);
  const byKey = new Map<string, number[]>();
  for (const c of citers) {
    const key = referenceKey(c.publisher.key, c.designationNo);
    byKey.set(key, [...(byKey.get(key) ?? []), c.id]);
  }
  for (const e of await repo.networkIn(tenantId, [...byKey.keys()], NETWORK_SECOND)) {
    place(e.from, 2, "citedBy");
    for (const to of byKey.get(e.key) ?? []) edge(e.from, to, e.kind);
  }
  const [docs, list] = await Promise.all([
    repo.networkDocuments([...placed.keys()]),
    documentLister(entitlements, actor),
  ]);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const nodes = [...placed].flatMap(([id, p]) => {
    const d = byId.get(id);
    return d ? [{ document: list(d), ...p }] : [];
  });
  const shown = new Set(nodes.map((n) => n.document.contentId));
  return {
    contentId: doc.id,
    nodes,
    edges: [...edges.values()].filter((e) => shown.has(e.from) && shown.has(e.to)),
  };
}

export function createReferencesService(deps: ReferencesServiceDeps) {
  const counts = createCitedByCounts(deps.repo, deps.citedByCounts);
  return {
    references: (actor: Actor, contentId: number) => documentReferences(deps, actor, contentId),
    citedBy: (actor: Actor, contentId: number, query: { page?: number; size?: number } & CitedByFilter) =>
      documentCitedBy({ ...deps, counts }, actor, contentId, query),
    network: (actor: Actor, contentId: number) => referenceNetwork(deps, actor, contentId),
    /**
     * The ids of the current documents that cite a document's family — the documents its "cited
     * by" list pages through — for search to narrow to; 404 when the tenant does not present it.
     */
    async citingDocumentIds(actor: Actor, contentId: number): Promise<ReadonlySet<number>> {
      const doc = await visibleDocument(deps.repo, actor, contentId);
      return new Set(await deps.repo.citingIds(actor.tenantId, referenceKey(doc.publisher.key, doc.designationNo)));
    },
  };
}

export type ReferencesService = ReturnType<typeof createReferencesService>;

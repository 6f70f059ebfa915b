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

export function createReferencesService(deps: { repo: ReferencesRepo; entitlements: EntitlementsService }) {
  const { repo, entitlements } = deps;

  async function visible(actor: Actor, contentId: number) {
    const doc = await repo.visibleDocument(actor.tenantId, contentId);
    if (!doc) throw new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");
    return doc;
  }

  /** Lists documents with their lock, from one scope lookup (as search marks its hits). */
  async function lister(actor: Actor) {
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

  return {
    async references(actor: Actor, contentId: number): Promise<DocumentReferences> {
      const doc = await visible(actor, contentId);
      const [{ rows, byKind, unresolved }, scan, presented, list] = await Promise.all([
        repo.references(doc.id, MAX_REFERENCES),
        repo.scan(doc.id),
        repo.tenantPublisherIds(actor.tenantId),
        lister(actor),
      ]);
      // A target the tenant does not present is not in its catalogue.
      const target = (t: ListedDocument | null) => (t && presented.has(t.publisherId) ? t : null);
      const older = rows.flatMap((r) => {
        const t = target(r.target);
        return t && !t.isLatest ? [{ publisherId: t.publisherId, family: t.family, languageCode: t.languageCode }] : [];
      });
      const replacements = rows.flatMap((r) => {
        const code = target(r.target)?.replacedByContentCode;
        return code ? [code] : [];
      });
      const [current, replacing] = await Promise.all([
        repo.currentEditions(actor.tenantId, older),
        repo.byContentCodes(actor.tenantId, replacements),
      ]);
      const currentOf = new Map(current.map((d) => [`${d.publisherId}|${d.family}|${d.languageCode}`, d]));
      const byCode = new Map(replacing.map((d) => [d.contentCode, d]));
      let hidden = 0;
      const references = rows.map((r): DocumentReference => {
        const t = target(r.target);
        if (r.target && !t) hidden++;
        let status: DocumentReference["status"] = "NOT_IN_CATALOGUE";
        let supersededBy: ListedDocument | null = null;
        if (t) {
          const replacement = t.replacedByContentCode ? (byCode.get(t.replacedByContentCode) ?? null) : null;
          if (REPLACED.test(t.status) || (WITHDRAWN.test(t.status) && replacement)) {
            status = replacement ? "SUPERSEDED" : "WITHDRAWN";
            supersededBy = replacement;
          } else if (WITHDRAWN.test(t.status)) status = "WITHDRAWN";
          else if (!t.isLatest) {
            // A dated reference to an older edition: superseded by the line's current edition.
            status = "SUPERSEDED";
            supersededBy = currentOf.get(`${t.publisherId}|${t.family}|${t.languageCode}`) ?? null;
          } else status = "ACTIVE";
        }
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
      });
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
        references,
        truncated: total > rows.length,
      };
    },

    async citedBy(
      actor: Actor,
      contentId: number,
      query: { page?: number; size?: number } & CitedByFilter,
    ): Promise<DocumentCitedBy> {
      const doc = await visible(actor, contentId);
      const page = query.page ?? 0;
      const size = query.size ?? CITED_BY_DEFAULT_SIZE;
      const key = referenceKey(doc.publisher.key, doc.designationNo);
      const [facets, rows, list] = await Promise.all([
        repo.citedByFacets(actor.tenantId, key, query.kind),
        repo.citedByPage(actor.tenantId, key, query, page * size, size),
        lister(actor),
      ]);
      const count = (pick: (f: (typeof facets)[number]) => string) => {
        const m = new Map<string, number>();
        for (const f of facets) m.set(pick(f), (m.get(pick(f)) ?? 0) + f.count);
        return [...m]
          .map(([value, n]) => ({ value, count: n }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      };
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
        publishers: count((f) => f.publisher).slice(0, 500),
        documentTypes: count((f) => f.document_type).slice(0, 500),
      };
    },
  };
}

export type ReferencesService = ReturnType<typeof createReferencesService>;

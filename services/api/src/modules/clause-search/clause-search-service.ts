// Search inside the documents (issue 29 §1): the clauses of the current editions the tenant
// presents, narrowed by the search's refinements, grouped by document. Entitlement as everywhere:
// a document the user may not open is listed with its count of matching clauses and `locked`, and
// nothing of its text (no clause number, heading, snippet or highlighted word) leaves the server;
// the engine is not even asked for its clauses.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { TenantLike } from "../refinements/refinements-service.ts";
import type { SearchResolver } from "../search/search-resolver.ts";
import type { SearchInput } from "../search/search-types.ts";
import type { ClauseHit, ClauseQuery, ClauseSearchEngine } from "./clause-search-engine.ts";
import type { ClauseSearchRepo } from "./clause-search-repo.ts";
import { highlightedTerms } from "./snippets.ts";

export interface ClauseSearchInput extends Omit<SearchInput, "keywords" | "searchField" | "sortType"> {
  query: string;
  requirementsOnly?: boolean;
  page?: number;
  size?: number;
  clausesPerDocument?: number;
}

/** One document of a clause search page, as the contract has it. */
export type ClauseGroup = components["schemas"]["ClauseSearchGroup"];

/** Documents reachable by paging (the contract's page and size maxima agree). */
export const MAX_DOCUMENTS = 10_000;
const DEFAULT_SIZE = 10;
const DEFAULT_PER_DOCUMENT = 3;

/** The words of a query: something a stemmer can read (letters or digits), else 400. */
export function checkedQuery(value: string): string {
  const text = value.normalize("NFKC").replace(/\s+/g, " ").trim();
  if (!/[\p{L}\p{N}]/u.test(text))
    throw BadRequest.field("clauseSearchRequest", "query", "NotBlank", "query must hold a word (letters or digits)");
  return text;
}

export function createClauseSearchService(deps: {
  engine: ClauseSearchEngine;
  repo: ClauseSearchRepo;
  resolver: SearchResolver;
  entitlements: EntitlementsService;
}) {
  const { engine, repo, resolver, entitlements } = deps;

  /** The documents a search may look in: the presented publishers, and the refinements' set. */
  async function scopeOf(actor: Actor, tenant: TenantLike, input: ClauseSearchInput) {
    const { query: _q, requirementsOnly: _r, page: _p, size: _s, clausesPerDocument: _c, ...refining } = input;
    const resolved = await resolver.resolve(actor, tenant, "content", { ...refining, keywords: "" });
    const f = resolved.docFilter;
    if (!f.nodeGroups.length) return { publisherIds: f.publisherIds, documentIds: null };
    const { ix, m } = await resolver.matchesOf(f);
    const documentIds: number[] = [];
    for (let i = 0; i < m.length; i++) documentIds.push(ix.idOf(m.slots[i]));
    return { publisherIds: f.publisherIds, documentIds };
  }

  return {
    /** POST /api/documents/search/clauses */
    async search(actor: Actor, tenant: TenantLike, input: ClauseSearchInput) {
      const text = checkedQuery(input.query);
      const page = input.page ?? 0;
      const size = input.size ?? DEFAULT_SIZE;
      const perDocument = input.clausesPerDocument ?? DEFAULT_PER_DOCUMENT;
      const reply = { count: 0, result: [] as ClauseGroup[], page, size, countCapped: false, matchingClauses: 0 };
      const scope = await scopeOf(actor, tenant, input);
      if (!scope.publisherIds.length || scope.documentIds?.length === 0) return reply;
      const query: ClauseQuery = { text, requirementsOnly: input.requirementsOnly === true, ...scope };
      const found = await engine.documents(query, { offset: page * size, limit: size });
      const ids = found.documents.map((d) => d.documentId);
      const [docs, entitled] = await Promise.all([repo.documents(ids), entitlements.scopeOf(actor)]);
      const open = ids.filter((id) => {
        const d = docs.get(id);
        return d !== undefined && entitlements.covers(entitled, d);
      });
      const hits = await engine.clauses(query, open, perDocument);
      const byDocument = new Map<number, ClauseHit[]>();
      for (const h of hits) byDocument.set(h.documentId, [...(byDocument.get(h.documentId) ?? []), h]);
      const openSet = new Set(open);
      const result = found.documents.flatMap((hit): ClauseGroup[] => {
        const d = docs.get(hit.documentId);
        if (!d) return [];
        const clauses = openSet.has(d.id) ? (byDocument.get(d.id) ?? []) : [];
        return [
          {
            contentId: d.id,
            contentCode: d.contentCode,
            displayDesignation: d.displayDesignation,
            title: d.title,
            publisherName: d.publisherName,
            languageCode: d.languageCode,
            locked: !openSet.has(d.id),
            matchingClauses: hit.matchingClauses,
            hasHtml: clauses.some((c) => c.source === "HTML"),
            terms: highlightedTerms(clauses.map((c) => c.snippet)),
            clauses: clauses.map((c) => ({
              ordinal: c.ordinal,
              number: c.number,
              heading: c.heading,
              quote: c.quote,
              statesRequirement: c.statesRequirement,
              snippet: c.snippet,
            })),
          },
        ];
      });
      return {
        ...reply,
        count: Math.min(found.total, MAX_DOCUMENTS),
        countCapped: found.total > MAX_DOCUMENTS,
        matchingClauses: found.clauses,
        result,
      };
    },
  };
}

export type ClauseSearchService = ReturnType<typeof createClauseSearchService>;

// What a search request describes (spec 1 §2–§5, §7): the keywords, field, refinements, publisher
// and entitled scope of a request resolved into the filter of the in-memory index, and the
// documents that filter matches. Search results, counts and the semantic search start from it.
// Rules: text URL-decoded and cut at 500 characters, empty keywords mean '*', several values of
// one refinement root OR'ed and roots AND'ed, a parent node includes its descendants, only the
// tenant's publishers, in entitled search only what the selected account is entitled to.

import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { type Catalogue, keyOf, type RefinementsService, type TenantLike } from "../refinements/refinements-service.ts";
import type { LiveSearchIndex } from "./live-search-index.ts";
import type { Matches, SearchIndex } from "./search-index.ts";
import {
  codeNodes,
  committeeCodes,
  decodeKeepingPercents,
  isMatchAll,
  parseDesignation,
  refinementFilter,
  sanitiseKeywords,
  textForFullText,
} from "./search-query.ts";
import type { DocumentFilter, SearchRepo } from "./search-repo.ts";
import {
  type PageInput,
  type RefinementPayload,
  type SearchInput,
  SORT_COLUMNS,
  type SortOrder,
} from "./search-types.ts";
import { queryLexemes } from "./stemming/query-lexemes.ts";

export type SearchKind = "content" | "entitled";

export function parseSort(input: PageInput & { sortType?: string }): SortOrder | null {
  const override = input.sortType === "OVERRIDE_SORT" || (input.sortType === undefined && !!input.sort);
  if (!override || input.sortType === "BEST_MATCH") return null;
  const [col, dir] = (input.sort ?? "oth_col_1,asc").split(",");
  const column = SORT_COLUMNS[col as keyof typeof SORT_COLUMNS];
  if (!column) throw BadRequest.field("searchRequest", "sort", "Pattern", `cannot sort by '${col}'`);
  return { column, direction: dir?.toLowerCase() === "desc" ? "desc" : "asc" };
}

/**
 * The interface language whose stemming the query words also get, or null for English (every
 * word is looked up in English anyway). Anything that is not a language tag is ignored.
 */
export function queryLanguage(language: string | undefined): string | null {
  if (typeof language !== "string") return null;
  const l = language.trim();
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(l)) return null;
  return l.toLowerCase().startsWith("en") ? null : l;
}

export function searchFieldOf(value: string | undefined): DocumentFilter["field"] {
  switch ((value ?? "keyword").toLowerCase()) {
    case "d":
    case "designation":
      return "designation";
    case "a":
    case "all":
      return "all";
    default:
      return "keyword";
  }
}

/**
 * A search that narrows by refinements on a tenant without the search-refinement feature is
 * refused, field by field, rather than answered unfiltered as if the refinements applied (the
 * refinement calls themselves answer 403 there).
 */
function refinementsNotEnabled(input: SearchInput): BadRequest {
  const payload = input as RefinementPayload & Record<string, unknown>;
  const fields = Object.keys(payload).filter((k) => {
    if (k !== "refinements" && k !== "refinementData" && !k.endsWith("Refinement")) return false;
    const v = payload[k];
    return Array.isArray(v) && v.some((x) => String(typeof x === "object" && x ? (x as { k?: unknown }).k : x).trim());
  });
  const detail = "is not available: search refinements are not enabled for this tenant";
  return new BadRequest(fields.map((f) => `${f} ${detail}`).join("; "), {
    messageKey: "feature-no-access",
    fieldErrors: fields.map((field) => ({ objectName: "searchRequest", field, message: "FeatureNotEnabled", detail })),
  });
}

export interface SearchResolverDeps {
  repo: SearchRepo;
  refinements: RefinementsService;
  entitlements: EntitlementsService;
  index: LiveSearchIndex;
  /**
   * The documents citing a document's family, for `citesContentId` (the references module's
   * "cited by", one home for what citing means); 404 when the tenant does not present it.
   */
  citingDocumentIds?: (actor: Actor, contentId: number) => Promise<ReadonlySet<number>>;
}

export function createSearchResolver(deps: SearchResolverDeps) {
  const { repo, refinements, entitlements, index, citingDocumentIds } = deps;
  /** Committee codes of a catalogue, kept with it (the catalogue is replaced when it reloads). */
  const committeeCodesOf = new WeakMap<Catalogue, Map<string, number[]>>();

  function codeNodesOf(keywords: string, cat: Catalogue): number[] {
    let committees = committeeCodesOf.get(cat);
    if (!committees) {
      committees = committeeCodes(cat.nodes.values());
      committeeCodesOf.set(cat, committees);
    }
    return codeNodes(keywords, (code) => cat.byKey.get(keyOf("ICS", code))?.id, committees);
  }

  /** Every document of the filtered set, from the in-memory index, with its best-match score. */
  async function matchesOf(f: DocumentFilter): Promise<{ ix: SearchIndex; m: Matches }> {
    const dq = f.field !== "keyword" ? f.designation : null;
    // Stemmed in process (a few microseconds; docs/performance.md "Query stemming"), as PostgreSQL
    // would: no round trip and no cache of recent texts needed.
    const lexemes =
      f.text !== null && f.field !== "designation"
        ? queryLexemes(f.text.split(" ").filter(Boolean).slice(0, 64), f.language ?? null)
        : null;
    const [ix, older] = await Promise.all([
      index.current(),
      // An edition named in the designation brings its older editions in (they are not indexed).
      dq?.edition ? repo.olderEditions(dq, f.publisherIds) : null,
    ]);
    const m = ix.match(
      { ...f, lexemes: lexemes?.words ?? null, compounds: lexemes?.compounds, hasText: f.text !== null },
      older ? ix.olderSlots(older) : [],
    );
    return { ix, m };
  }

  /** The filtered set a request describes, and what the replies need to know about it. */
  async function resolve(actor: Actor, tenant: TenantLike, kind: SearchKind, input: SearchInput) {
    const keywords = sanitiseKeywords(input.keywords);
    const field = searchFieldOf(input.searchField);
    const filter = refinementFilter(input as RefinementPayload);
    if (filter.size > 0 && tenant.features["search-refinement"] !== true) throw refinementsNotEnabled(input);
    const view = await refinements.tenantView(tenant);
    const { nodeGroups, publisherIds: chosen } = await refinements.resolveFilter(filter);
    let publisherIds = view.publishers.map((p) => p.id);
    let scoped = null as Awaited<ReturnType<RefinementsService["publisher"]>> | null;
    if (input.publisherId !== undefined && String(input.publisherId).trim() !== "") {
      scoped = await refinements.publisher(decodeKeepingPercents(String(input.publisherId)));
      publisherIds = publisherIds.filter((id) => id === scoped!.id);
    }
    if (chosen) publisherIds = publisherIds.filter((id) => chosen.includes(id));
    let entitled: DocumentFilter["entitled"] = null;
    if (kind === "entitled") entitled = await entitlements.scopeOf(actor);
    const cat = await refinements.getCatalogue();
    const text = isMatchAll(keywords) ? null : textForFullText(keywords) || null;
    const designation = isMatchAll(keywords)
      ? null
      : parseDesignation(
          keywords,
          cat.publishers.map((p) => p.key),
        );
    const codes = isMatchAll(keywords) || field === "keyword" ? [] : codeNodesOf(keywords, cat);
    const cites = input.citesContentId;
    if (cites !== undefined && !citingDocumentIds)
      throw BadRequest.field("searchRequest", "citesContentId", "NotSupported", "is not available here");
    const documentIds = cites !== undefined ? await citingDocumentIds!(actor, cites) : null;
    const docFilter: DocumentFilter = {
      publisherIds,
      ownPublisherId: tenant.mainPublisherId,
      namedPublisherId: designation?.publisherKey
        ? (cat.publisherByKey.get(designation.publisherKey.toLowerCase())?.id ?? null)
        : null,
      codeNodeIds: codes,
      language: queryLanguage(input.language),
      entitled,
      nodeGroups,
      text,
      designation: field === "keyword" ? null : designation,
      field,
      documentIds,
    };
    const matchAll = isMatchAll(keywords) && filter.size === 0 && documentIds === null;
    return { keywords, filter, docFilter, view, scoped, matchAll };
  }

  return { resolve, matchesOf };
}

export type SearchResolver = ReturnType<typeof createSearchResolver>;
export type ResolvedSearch = Awaited<ReturnType<SearchResolver["resolve"]>>;

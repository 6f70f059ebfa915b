// Refinement counts of a search (spec 1 §3, §7): every list counted at every level, the roots of
// one section (children load when a node opens), the publishers, and the entitled documents'
// lists. A chosen node is checked; in entitled search an empty node is disabled; publisher-only
// tenants hide the publisher refinement and empty categories.

import { createTtlCache } from "@norma/db/ttl-cache";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { Taxonomy } from "../refinements/refinement-roots.ts";
import {
  type CatalogueNode,
  type RefinementNode,
  type RefinementsService,
  type TenantLike,
  translationLanguage,
} from "../refinements/refinements-service.ts";
import type { LiveSearchIndex } from "./live-search-index.ts";
import type { SearchIndex } from "./search-index.ts";
import type { RefinementFilter } from "./search-query.ts";
import type { DocumentFilter } from "./search-repo.ts";
import type { ResolvedSearch, SearchKind, SearchResolver } from "./search-resolver.ts";
import type { SearchInput } from "./search-types.ts";

/** The refinement lists of a count reply (spec 1 §3 root category lists); counts split into publisher and other. */
export interface RefinementCounts {
  publisherList?: RefinementNode[];
  otherContentList?: RefinementNode[];
  categoryList?: RefinementNode[];
  documentTypeList?: RefinementNode[];
  icsCodeList?: RefinementNode[];
  committeeList?: RefinementNode[];
  industryList?: RefinementNode[];
  topicList?: RefinementNode[];
}

const LISTS: [keyof RefinementCounts, Taxonomy][] = [
  ["categoryList", "CATEGORY"],
  ["documentTypeList", "DOCUMENT_TYPE"],
  ["icsCodeList", "ICS"],
  ["committeeList", "COMMITTEE"],
  ["industryList", "SECTOR"],
  ["topicList", "TOPIC"],
  ["otherContentList", "OTHER_CONTENT"],
];

const ALL_LISTS: (keyof RefinementCounts)[] = [
  "publisherList",
  "otherContentList",
  "categoryList",
  "documentTypeList",
  "icsCodeList",
  "committeeList",
  "industryList",
  "topicList",
];

/** Match-all counts of a scope (the first paint of every search page) are kept like the trees. */
const MATCH_ALL_TTL_MS = 720_000;

type Counts = ReturnType<SearchIndex["counts"]>;

export interface SearchCountsServiceDeps {
  refinements: RefinementsService;
  index: LiveSearchIndex;
  resolver: SearchResolver;
  matchAllTtlMs?: number;
}

export function createSearchCountsService(deps: SearchCountsServiceDeps) {
  const { refinements, index, resolver } = deps;
  const { resolve, matchesOf } = resolver;
  const matchAllTtl = deps.matchAllTtlMs ?? MATCH_ALL_TTL_MS;
  // The index an entry was counted on is held weakly: an entry must not keep an index that was
  // rebuilt alive (a whole index per entry, until the key is asked again).
  const matchAllCounts = createTtlCache<string, { ix: WeakRef<SearchIndex>; version: number; value: Counts }>({
    name: "search-match-all-counts",
    max: 1_000,
    ttlMs: matchAllTtl,
  });

  /** Counts per node and publisher; those of a scope's unfiltered search are kept until the index changes. */
  async function countsOf(f: DocumentFilter, matchAll: boolean): Promise<Counts> {
    if (!matchAll) {
      const { ix, m } = await matchesOf(f);
      return ix.counts(m);
    }
    const key = scopeKey(f);
    const ix = await index.current();
    const hit = matchAllCounts.get(key);
    if (hit && hit.ix.deref() === ix && hit.version === ix.version) return hit.value;
    const { m } = await matchesOf(f);
    const value = ix.counts(m);
    matchAllCounts.set(key, { ix: new WeakRef(ix), version: ix.version, value });
    return value;
  }

  return {
    /** POST /api/documents/search/count (and twin): every refinement list with counts at every level. */
    async count(actor: Actor, tenant: TenantLike, kind: SearchKind, input: SearchInput & { language?: string }) {
      const r = await resolve(actor, tenant, kind, input);
      const counts = await countsOf(r.docFilter, r.matchAll);
      return countReply(refinements, kind, r, counts, {
        lists: ALL_LISTS,
        depth: Number.POSITIVE_INFINITY,
        language: input.language,
      });
    },

    /**
     * POST /api/documents/search/top-level/count (and twin): the roots of one section (Publisher:
     * publishers and other content; Category: categories), counted in one cheap pass; children
     * come without counts (they load when a node opens).
     */
    async topLevelCount(
      actor: Actor,
      tenant: TenantLike,
      kind: SearchKind,
      input: SearchInput & { section?: string; language?: string },
    ) {
      const section = (input.section ?? "Publisher").toLowerCase();
      if (section !== "publisher" && section !== "category") {
        throw BadRequest.field("searchRequest", "section", "Enum", "section is Publisher or Category");
      }
      const r = await resolve(actor, tenant, kind, input);
      // Counting every node costs the index no more than the roots; the reply shows the roots.
      const counts = await countsOf(r.docFilter, r.matchAll);
      return countReply(refinements, kind, r, counts, {
        lists: section === "publisher" ? ["publisherList", "otherContentList"] : ["categoryList"],
        depth: 1,
        language: input.language,
      });
    },

    /** POST /api/refinement/publisher/count (and entitled twin): publishers and other content with counts. */
    async publisherCount(actor: Actor, tenant: TenantLike, kind: SearchKind, input: SearchInput) {
      const r = await resolve(actor, tenant, kind, input);
      const counts = await countsOf(r.docFilter, r.matchAll);
      return countReply(refinements, kind, r, counts, { lists: ["publisherList", "otherContentList"], depth: 1 });
    },

    /** GET /api/documents/entitled-documents/refinement-nodes: every list over what the account is entitled to. */
    async entitledRefinementNodes(actor: Actor, tenant: TenantLike, language?: string) {
      const r = await resolve(actor, tenant, "entitled", {});
      const counts = await countsOf(r.docFilter, true);
      return countReply(refinements, "entitled", r, counts, {
        lists: ALL_LISTS,
        depth: Number.POSITIVE_INFINITY,
        language,
      });
    },
  };
}

function scopeKey(f: DocumentFilter) {
  return JSON.stringify([f.publisherIds, f.entitled]);
}

/** Refinement nodes with counts: checked when chosen, disabled when empty in entitled search. */
function counted(
  refinements: RefinementsService,
  n: CatalogueNode,
  ctx: {
    lang: string | null;
    publisherIds: Set<number>;
    byNode: Map<number, number> | null;
    filter: RefinementFilter;
    entitled: boolean;
    hideZero: boolean;
    depth: number;
  },
  level = 0,
): RefinementNode | null {
  const count = ctx.byNode && level < ctx.depth ? (ctx.byNode.get(n.id) ?? 0) : null;
  if (ctx.hideZero && count === 0) return null;
  const base = refinements.toNode(n, ctx.lang, ctx.publisherIds, 0);
  const child = n.children
    .filter((c) => refinements.visible(c, ctx.publisherIds))
    .map((c) => counted(refinements, c, ctx, level + 1))
    .filter((c): c is RefinementNode => c !== null);
  return {
    ...base,
    count,
    isChecked: ctx.filter.get(n.root)?.has(n.key) === true,
    disabled: ctx.entitled && count === 0,
    child,
  };
}

async function countReply(
  refinements: RefinementsService,
  kind: SearchKind,
  r: ResolvedSearch,
  counts: { byNode: Map<number, number>; byPublisher: Map<number, number> },
  opts: { lists: (keyof RefinementCounts)[]; depth: number; language?: string },
): Promise<RefinementCounts> {
  const cat = await refinements.getCatalogue();
  const publisherIds = new Set(r.view.publishers.map((p) => p.id));
  const lang = translationLanguage(opts.language);
  const entitled = kind === "entitled";
  const out: RefinementCounts = {};
  for (const [list, taxonomy] of LISTS) {
    if (!opts.lists.includes(list)) continue;
    const ctx = {
      lang,
      publisherIds,
      byNode: counts.byNode,
      filter: r.filter,
      entitled,
      // Publisher-only tenants hide category refinements that have no documents.
      hideZero: r.view.publisherOnly && taxonomy === "CATEGORY",
      depth: opts.depth,
    };
    const roots = (cat.roots.get(taxonomy) ?? []).filter((n) => refinements.visible(n, publisherIds));
    const nodes = roots.map((n) => counted(refinements, n, ctx)).filter((n): n is RefinementNode => n !== null);
    out[list] = nodes;
  }
  const pubNode = (p: (typeof r.view.publishers)[number]) => {
    const count = counts.byPublisher.get(p.id) ?? 0;
    return {
      ...refinements.publisherNode(p),
      count,
      isChecked: r.filter.get("pub")?.has(p.key) === true,
      disabled: entitled && count === 0,
    };
  };
  if (opts.lists.includes("publisherList")) {
    // Publisher-only tenants hide the publisher refinement.
    out.publisherList = r.view.publisherOnly ? [] : r.view.publishers.filter((p) => !p.isOtherContent).map(pubNode);
  }
  if (opts.lists.includes("otherContentList")) {
    out.otherContentList = [
      ...(r.view.publisherOnly ? [] : r.view.publishers.filter((p) => p.isOtherContent).map(pubNode)),
      ...(out.otherContentList ?? []),
    ];
  }
  return out;
}

// Search (spec 1 §2–§5, §7, §9): content search and its entitled-documents twin, refinement
// counts (top-level first, full counts when a node opens), type-ahead and search feedback.
// Rules: text URL-decoded and cut at 500 characters, empty keywords mean '*', page sizes 25/50/75/100,
// best match or an override sort, several values of one refinement root OR'ed and roots AND'ed,
// a parent node includes its descendants, only the tenant's publishers, in entitled search only
// what the selected account is entitled to (zero-count nodes disabled).

import { createTtlCache } from "@norma/db/ttl-cache";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { RefinementRoot, Taxonomy } from "../refinements/refinement-roots.ts";
import {
  type Catalogue,
  type CatalogueNode,
  keyOf,
  type RefinementNode,
  type RefinementsService,
  type TenantLike,
  translationLanguage,
} from "../refinements/refinements-service.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import type { LiveSearchIndex } from "./live-search-index.ts";
import { formatHits, type HitRow } from "./search-format.ts";
import type { Matches, SearchIndex } from "./search-index.ts";
import {
  assertSubmittable,
  codeNodes,
  committeeCodes,
  decodeKeepingPercents,
  designationKey,
  isMatchAll,
  parseDesignation,
  type RefinementFilter,
  refinementFilter,
  sanitiseKeywords,
  textForFullText,
} from "./search-query.ts";
import type { DocumentFilter, QueryLexemes, SearchRepo } from "./search-repo.ts";
import {
  type Billboard,
  PAGE_SIZES,
  type PageInput,
  type RefinementPayload,
  type SearchInput,
  type SearchReply,
  SORT_COLUMNS,
  type SortOrder,
} from "./search-types.ts";

export type SearchKind = "content" | "entitled";

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

/** Type-ahead: results per publisher group, and candidates looked at. */
const TYPE_AHEAD_PER_PUBLISHER = 5;
const TYPE_AHEAD_MORE = 50;
const TYPE_AHEAD_CANDIDATES = 60;

/** Match-all counts of a scope (the first paint of every search page) are kept like the trees. */
const MATCH_ALL_TTL_MS = 720_000;

export interface TypeAheadInput {
  keywords?: string;
  publisher?: string | number;
  "search-type"?: string;
}

export interface SearchFeedbackInput {
  documentSearching?: string;
  additionalFeedback?: string;
  searchText?: string;
}

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

export function createSearchService(deps: {
  repo: SearchRepo;
  refinements: RefinementsService;
  entitlements: EntitlementsService;
  index: LiveSearchIndex;
  matchAllTtlMs?: number;
  usage: UsageRecorder;
}) {
  const { repo, refinements, entitlements, index } = deps;
  const matchAllTtl = deps.matchAllTtlMs ?? MATCH_ALL_TTL_MS;
  type Counts = ReturnType<SearchIndex["counts"]>;
  // The index an entry was counted on is held weakly: an entry must not keep an index that was
  // rebuilt alive (a whole index per entry, until the key is asked again).
  const matchAllCounts = createTtlCache<string, { ix: WeakRef<SearchIndex>; version: number; value: Counts }>({
    name: "search-match-all-counts",
    max: 1_000,
    ttlMs: matchAllTtl,
  });
  /** Lexemes of recent query texts (PostgreSQL's stemming of a text does not change: no TTL). */
  const lexemeCache = createTtlCache<string, QueryLexemes>({ name: "search-lexemes", max: 5_000 });

  function lexemesOf(text: string, language: string | null): Promise<QueryLexemes> {
    const key = `${language ?? ""}\u0001${text}`;
    return lexemeCache.getOrLoad(key, () => repo.wordLexemes(text.split(" ").filter(Boolean).slice(0, 64), language));
  }

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
    const [ix, lexemes, older] = await Promise.all([
      index.current(),
      f.text !== null && f.field !== "designation" ? lexemesOf(f.text, f.language ?? null) : null,
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
    };
    return { keywords, filter, docFilter, view, scoped, matchAll: isMatchAll(keywords) && filter.size === 0 };
  }

  function billboardOf(
    scoped: Awaited<ReturnType<RefinementsService["publisher"]>> | null,
    publisherOnly: boolean,
  ): Billboard | null {
    if (!scoped?.showBillboard) return null;
    return {
      "tenant-publisher-only": publisherOnly,
      PublisherSearchKey: scoped.searchKey,
      PublisherLogoFileName: scoped.billboardLogo ?? scoped.logoFileName,
      BillBoardTitle: scoped.billboardTitle ?? scoped.billboardName,
      billboardName: scoped.billboardName ?? scoped.name,
      "publisher-code": scoped.key,
    };
  }

  function scopeKey(f: DocumentFilter) {
    return JSON.stringify([f.publisherIds, f.entitled]);
  }

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

  /** Refinement nodes with counts: checked when chosen, disabled when empty in entitled search. */
  function counted(
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
      .map((c) => counted(c, ctx, level + 1))
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
    kind: SearchKind,
    r: Awaited<ReturnType<typeof resolve>>,
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
      const nodes = roots.map((n) => counted(n, ctx)).filter((n): n is RefinementNode => n !== null);
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

  function typeAheadKey(keywords: string) {
    return designationKey(keywords);
  }

  return {
    /** POST /api/documents/search and its entitled-documents twin. */
    async search(
      actor: Actor,
      tenant: TenantLike,
      kind: SearchKind,
      input: SearchInput,
      page: PageInput,
    ): Promise<SearchReply> {
      const size = page.size ?? 25;
      if (!(PAGE_SIZES as readonly number[]).includes(size)) {
        throw BadRequest.field("searchRequest", "size", "Enum", "the page size is 25, 50, 75 or 100");
      }
      const pageNo = page.page ?? 0;
      const sort = parseSort({ ...page, sortType: input.sortType });
      const r = await resolve(actor, tenant, kind, input);
      assertSubmittable(r.keywords, kind);
      const { ix, m } = await matchesOf(r.docFilter);
      const count = m.length;
      const hits = ix.page(m, sort, pageNo * size, size).map((p) => ({ id: ix.idOf(p.slot), score: p.score }));
      const byId = new Map((await repo.hits(hits.map((h) => h.id))).map((h) => [h.id, h]));
      const rows = hits.flatMap((h) => byId.get(h.id) ?? []);
      const [related, scope] = await Promise.all([
        repo.related(rows),
        // Entitled search finds only what the account may open; a content search marks the rest
        // (the scope is the cached one the entitled search and counts use: no query per hit).
        kind === "entitled" ? null : entitlements.scopeOf(actor),
      ]);
      const entitledTo = (h: HitRow) =>
        scope === null ||
        entitlements.covers(scope, { publisherId: h.publisher_id, collectionIds: h.collection_ids ?? [] });
      const scores =
        sort || !m.ranked
          ? undefined
          : new Map(hits.flatMap((h): [number, number][] => (h.score === null ? [] : [[h.id, h.score]])));
      // A new result set is a COUNTER search (a facet applied runs one too); another page of the
      // same results is not.
      if (pageNo === 0) {
        await deps.usage.recordQuietly(actor, {
          kind: "SEARCH",
          action: "search",
          search: { text: r.matchAll ? "*" : r.keywords, resultCount: count },
          details: {
            searchKind: kind,
            keywords: r.keywords.slice(0, 500),
            resultCount: count,
            refinements: r.filter.size,
          },
        });
      }
      const billboard = billboardOf(r.scoped, r.view.publisherOnly);
      return {
        count,
        result: formatHits(rows, related, scores, entitledTo),
        nextPageFlag: (pageNo + 1) * size < count,
        ...(billboard ? { billboard } : {}),
      };
    },

    /** POST /api/documents/search/count (and twin): every refinement list with counts at every level. */
    async count(actor: Actor, tenant: TenantLike, kind: SearchKind, input: SearchInput & { language?: string }) {
      const r = await resolve(actor, tenant, kind, input);
      const counts = await countsOf(r.docFilter, r.matchAll);
      return countReply(kind, r, counts, {
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
      return countReply(kind, r, counts, {
        lists: section === "publisher" ? ["publisherList", "otherContentList"] : ["categoryList"],
        depth: 1,
        language: input.language,
      });
    },

    /** POST /api/refinement/publisher/count (and entitled twin): publishers and other content with counts. */
    async publisherCount(actor: Actor, tenant: TenantLike, kind: SearchKind, input: SearchInput) {
      const r = await resolve(actor, tenant, kind, input);
      const counts = await countsOf(r.docFilter, r.matchAll);
      return countReply(kind, r, counts, { lists: ["publisherList", "otherContentList"], depth: 1 });
    },

    /** GET /api/documents/entitled-documents/refinement-nodes: every list over what the account is entitled to. */
    async entitledRefinementNodes(actor: Actor, tenant: TenantLike, language?: string) {
      const r = await resolve(actor, tenant, "entitled", {});
      const counts = await countsOf(r.docFilter, true);
      return countReply("entitled", r, counts, {
        lists: ALL_LISTS,
        depth: Number.POSITIVE_INFINITY,
        language,
      });
    },

    /** POST /api/documents/search/type-ahead (publisher absent) and /type-ahead/publisher (more of one publisher). */
    async typeAhead(actor: Actor, tenant: TenantLike, input: TypeAheadInput, one = false) {
      const keywords = decodeKeepingPercents(input.keywords ?? "").trim();
      const searchType = (input["search-type"] ?? "content").toLowerCase();
      const kind: SearchKind = searchType === "mysubscription" || searchType === "entitled" ? "entitled" : "content";
      const view = await refinements.tenantView(tenant);
      let publishers = view.publishers;
      if (one) {
        if (input.publisher === undefined || String(input.publisher).trim() === "") {
          throw BadRequest.field("typeAheadRequest", "publisher", "NotNull", "the publisher is required");
        }
        const p = await refinements.publisher(decodeKeepingPercents(String(input.publisher)));
        publishers = publishers.filter((x) => x.id === p.id);
        if (publishers.length === 0) return [];
      }
      // Runs only for more than 2 characters (spec 1 §5).
      if (keywords.length <= 2) return [];
      const words = keywords
        .toLowerCase()
        .normalize("NFKC")
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0)
        .slice(0, 6);
      const entitled = kind === "entitled" ? await entitlements.scopeOf(actor) : null;
      const limit = one ? TYPE_AHEAD_MORE + 1 : TYPE_AHEAD_CANDIDATES;
      const ix = await index.current();
      const found = ix.typeAhead(
        { publisherIds: publishers.map((p) => p.id), entitled, nodeGroups: [] },
        { key: typeAheadKey(keywords), words },
        limit,
      );
      const byId = new Map((await repo.typeAheadRows(found.map((f) => f.id))).map((row) => [row.id, row]));
      const rows = found.flatMap((f) => byId.get(f.id) ?? []);
      const related = await repo.related(rows.map((r) => ({ ...r, translation_of_id: null })));
      const perGroup = one ? TYPE_AHEAD_MORE : TYPE_AHEAD_PER_PUBLISHER;
      const groups = publishers.flatMap((p) => {
        const mine = rows.filter((r) => r.publisher_id === p.id);
        if (mine.length === 0) return [];
        return [
          {
            publisher: p.key,
            publisherName: p.name,
            publisherCode: p.key,
            flag: mine.length > perGroup,
            results: mine.slice(0, perGroup).map((r) => ({
              id: r.id,
              designation: r.display_designation,
              contentCode: r.content_code,
              documentTitle: r.title,
              designationNo: r.designation_no,
              connections: related.versions
                .filter(
                  (v) =>
                    v.publisher_id === r.publisher_id &&
                    v.family === r.family &&
                    v.language_code === r.language_code &&
                    v.id !== r.id,
                )
                .map((v) => ({ id: v.id, designationNo: v.designation, contentCode: v.content_code })),
            })),
          },
        ];
      });
      return groups;
    },

    /** POST /api/documents/search/feedback: 'search result not found' feedback, kept for the tenant's administrators. */
    async feedback(actor: Actor, input: SearchFeedbackInput) {
      const documentSearching = input.documentSearching?.trim() ?? "";
      if (!documentSearching) {
        throw BadRequest.field("searchFeedback", "documentSearching", "NotBlank", "feedbackform.required");
      }
      const additional = input.additionalFeedback?.trim() || null;
      const searchText = input.searchText === undefined ? null : decodeKeepingPercents(input.searchText).trim() || null;
      return repo.saveFeedback({
        tenantId: actor.tenantId,
        userId: actor.userId,
        accountId: actor.accountId,
        documentSearching,
        additionalFeedback: additional,
        searchText,
      });
    },

    /** Semantic search is for accounts with semanticSearchFlag (spec 1 §2). */
    async assertSemanticAllowed(actor: Actor) {
      if (!(await repo.semanticSearchFlag(actor.tenantId, actor.accountId))) {
        throw new Forbidden("Semantic search is not enabled for this account", {
          messageKey: "error.semantic.notEnabled",
        });
      }
    },

    resolve,
    refinements,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
export type { RefinementRoot };

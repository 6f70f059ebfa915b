// Refinement trees (spec 1 §2 refinement panel, §3 refinement node): ICS codes, committees,
// industry sectors, topics ("themes"), document types, categories, other content and publishers.
// The catalogue is read once and kept for the refinement cache period (720000 ms, spec 1 §9);
// what a tenant sees of it (its publishers, publisher-only mode, translations) is derived here.

import type { FeatureMap } from "@norma/db/tenant-settings";
import { createTtlCache } from "@norma/db/ttl-cache";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import {
  type NodeRoot,
  REFINEMENT_ROOTS,
  type RefinementRoot,
  ROOT_TAXONOMY,
  type Taxonomy,
} from "./refinement-roots.ts";
import type { NodeRow, PublisherRow, RefinementsRepo } from "./refinements-repo.ts";

/** The refinement cache period of spec 1 §9, also the Cache-Control max-age of the tree calls. */
export const REFINEMENT_CACHE_MS = 720_000;

/** Languages the catalogue has node translations for (see refinement_node_translations). */
const TRANSLATED = ["fr", "es", "de", "zh-Hans", "ar", "ja"] as const;

export interface RefinementNode {
  key: string;
  name: string;
  /** Ancestor keys, root first. */
  parentKey: string[];
  /** Ancestor names, root first. */
  parentName: string[];
  /** Documents of the current search under this node; null in a tree without counts. */
  count: number | null;
  isChecked: boolean;
  /** In entitled search a node without documents is shown disabled. */
  disabled: boolean;
  /** Root abbreviation (r of the URL's categories list). */
  root: RefinementRoot;
  info: string | null;
  child: RefinementNode[];
  showBillboard?: boolean;
  billboardName?: string | null;
  billboardLogo?: string | null;
}

export interface CatalogueNode extends NodeRow {
  names: Map<string, string>;
  children: CatalogueNode[];
  ancestors: CatalogueNode[];
  root: NodeRoot;
}

export interface Catalogue {
  loadedAt: number;
  nodes: Map<number, CatalogueNode>;
  byKey: Map<string, CatalogueNode>;
  roots: Map<Taxonomy, CatalogueNode[]>;
  publishers: PublisherRow[];
  publisherById: Map<number, PublisherRow>;
  publisherByKey: Map<string, PublisherRow>;
}

/** What a tenant presents of the catalogue. */
export interface TenantView {
  /** Publishers the tenant presents, in its order. */
  publishers: PublisherRow[];
  /** Tenant-publisher-only mode: no publisher refinement, and categories without documents hidden. */
  publisherOnly: boolean;
  mainPublisherId: number | null;
}

export interface TenantLike {
  id: number;
  mainPublisherId: number | null;
  features: FeatureMap;
}

const TAXONOMY_ROOT = Object.fromEntries(Object.entries(ROOT_TAXONOMY).map(([r, t]) => [t, r])) as Record<
  Taxonomy,
  NodeRoot
>;

/** 'fr-CA' → 'fr', 'es-ES' → 'es', 'zh' → 'zh-Hans'; null for English or unknown languages. */
export function translationLanguage(language: string | undefined | null): string | null {
  if (!language) return null;
  const l = language.trim();
  const exact = TRANSLATED.find((t) => t.toLowerCase() === l.toLowerCase());
  if (exact) return exact;
  const base = l.split(/[-_]/)[0].toLowerCase();
  if (base === "zh") return "zh-Hans";
  return TRANSLATED.find((t) => t === base) ?? null;
}

export function keyOf(taxonomy: string, key: string) {
  return `${taxonomy}:${key.toLowerCase()}`;
}

export function createRefinementsService(deps: { repo: RefinementsRepo; ttlMs?: number }) {
  const { repo } = deps;
  const ttl = deps.ttlMs ?? REFINEMENT_CACHE_MS;
  let catalogue: Promise<Catalogue> | null = null;
  let catalogueAt = 0;
  // Views: one per tenant (tenants are few; the bound only keeps the cache finite). Trees: one per
  // tenant, taxonomy and language.
  const views = createTtlCache<number, TenantView>({ name: "refinement-views", max: 10_000, ttlMs: ttl });
  const trees = createTtlCache<string, RefinementNode[]>({ name: "refinement-trees", max: 2_000, ttlMs: ttl });

  async function loadCatalogue(): Promise<Catalogue> {
    const [rows, translations, publishers] = await Promise.all([repo.nodes(), repo.translations(), repo.publishers()]);
    const nodes = new Map<number, CatalogueNode>();
    for (const r of rows) {
      const root = TAXONOMY_ROOT[r.taxonomy as Taxonomy];
      if (!root) continue;
      nodes.set(r.id, { ...r, names: new Map(), children: [], ancestors: [], root });
    }
    for (const t of translations) nodes.get(t.nodeId)?.names.set(t.language, t.name);
    const roots = new Map<Taxonomy, CatalogueNode[]>();
    for (const n of nodes.values()) {
      const parent = n.parentId !== null ? nodes.get(n.parentId) : undefined;
      if (parent) parent.children.push(n);
      else {
        const list = roots.get(n.taxonomy as Taxonomy) ?? [];
        list.push(n);
        roots.set(n.taxonomy as Taxonomy, list);
      }
    }
    const order = (a: CatalogueNode, b: CatalogueNode) => a.position - b.position || a.key.localeCompare(b.key);
    for (const n of nodes.values()) {
      n.children.sort(order);
      const chain: CatalogueNode[] = [];
      for (let p = n.parentId !== null ? nodes.get(n.parentId) : undefined; p; ) {
        chain.unshift(p);
        p = p.parentId !== null ? nodes.get(p.parentId) : undefined;
      }
      n.ancestors = chain;
    }
    for (const list of roots.values()) list.sort(order);
    return {
      loadedAt: Date.now(),
      nodes,
      byKey: new Map([...nodes.values()].map((n) => [keyOf(n.taxonomy, n.key), n])),
      roots,
      publishers,
      publisherById: new Map(publishers.map((p) => [p.id, p])),
      publisherByKey: new Map(publishers.map((p) => [p.key.toLowerCase(), p])),
    };
  }

  async function getCatalogue(): Promise<Catalogue> {
    if (!catalogue || Date.now() - catalogueAt > ttl) {
      catalogueAt = Date.now();
      const loading = loadCatalogue();
      catalogue = loading;
      loading.catch(() => {
        if (catalogue === loading) catalogue = null;
      });
    }
    return catalogue;
  }

  async function tenantView(tenant: TenantLike): Promise<TenantView> {
    return views.getOrLoad(tenant.id, async () => {
      const cat = await getCatalogue();
      const presented = await repo.tenantPublishers(tenant.id);
      const publishers = presented.length
        ? presented.flatMap((tp) => {
            const p = cat.publisherById.get(tp.publisherId);
            return p ? [p] : [];
          })
        : cat.publishers;
      return {
        publishers,
        publisherOnly: tenant.features["tenant-publisher-only"] === true && tenant.mainPublisherId !== null,
        mainPublisherId: tenant.mainPublisherId,
      };
    });
  }

  /**
   * Publishers the tenant's searches and trees cover. Publisher-only mode (spec 1 §2) does not
   * narrow them: it hides the publisher refinement and the categories without documents.
   */
  function searchablePublishers(view: TenantView): PublisherRow[] {
    return view.publishers;
  }

  function nameIn(n: CatalogueNode, lang: string | null): string {
    return (lang && n.names.get(lang)) || n.name;
  }

  /** Whether a node belongs to what the tenant shows (committees of its publishers; display flag Y). */
  function visible(n: CatalogueNode, publisherIds: Set<number>): boolean {
    if (n.displayFlag !== "Y") return false;
    if (n.publisherId !== null && !publisherIds.has(n.publisherId)) return false;
    return true;
  }

  function toNode(
    n: CatalogueNode,
    lang: string | null,
    publisherIds: Set<number>,
    depthLeft = Number.POSITIVE_INFINITY,
  ): RefinementNode {
    return {
      key: n.key,
      name: nameIn(n, lang),
      parentKey: n.ancestors.map((a) => a.key),
      parentName: n.ancestors.map((a) => nameIn(a, lang)),
      count: null,
      isChecked: false,
      disabled: false,
      root: n.root,
      info: n.infoText,
      child:
        depthLeft > 0
          ? n.children.filter((c) => visible(c, publisherIds)).map((c) => toNode(c, lang, publisherIds, depthLeft - 1))
          : [],
    };
  }

  function publisherNode(p: PublisherRow): RefinementNode {
    return {
      key: p.key,
      name: p.name,
      parentKey: [],
      parentName: [],
      count: null,
      isChecked: false,
      disabled: false,
      root: "pub",
      info: null,
      child: [],
      showBillboard: p.showBillboard,
      billboardName: p.billboardName,
      billboardLogo: p.billboardLogo,
    };
  }

  async function tree(tenant: TenantLike, taxonomy: Taxonomy, language: string | undefined) {
    const lang = translationLanguage(language);
    const cacheKey = `${tenant.id}:${taxonomy}:${lang ?? "en"}`;
    return trees.getOrLoad(cacheKey, async () => {
      const [cat, view] = await Promise.all([getCatalogue(), tenantView(tenant)]);
      const publisherIds = new Set(searchablePublishers(view).map((p) => p.id));
      return (cat.roots.get(taxonomy) ?? [])
        .filter((n) => visible(n, publisherIds))
        .map((n) => toNode(n, lang, publisherIds));
    });
  }

  /** A taxonomy named by code (ICS, SECTOR, ...), root abbreviation (ics, sec, ...) or a node id or key. */
  async function taxonomyTree(tenant: TenantLike, id: string, language: string | undefined) {
    const raw = id.trim();
    const upper = raw.toUpperCase().replace(/-/g, "_");
    const byCode = (Object.values(ROOT_TAXONOMY) as string[]).find((t) => t === upper);
    if (byCode) return tree(tenant, byCode as Taxonomy, language);
    const lower = raw.toLowerCase() as RefinementRoot;
    if ((REFINEMENT_ROOTS as readonly string[]).includes(lower) && lower !== "pub") {
      return tree(tenant, ROOT_TAXONOMY[lower as NodeRoot], language);
    }
    const [cat, view] = await Promise.all([getCatalogue(), tenantView(tenant)]);
    const publisherIds = new Set(searchablePublishers(view).map((p) => p.id));
    const node = /^\d+$/.test(raw)
      ? cat.nodes.get(Number(raw))
      : [...cat.nodes.values()].find((n) => n.key.toLowerCase() === raw.toLowerCase());
    if (!node || !visible(node, publisherIds) || node.ancestors.some((a) => !visible(a, publisherIds))) {
      throw new NotFound(`No refinement taxonomy '${raw}'`);
    }
    return [toNode(node, translationLanguage(language), publisherIds)];
  }

  /** Other content: the tenant's other-content publishers, then the OTHER_CONTENT tree. */
  async function otherContent(tenant: TenantLike, language: string | undefined) {
    const [view, tree_] = await Promise.all([tenantView(tenant), tree(tenant, "OTHER_CONTENT", language)]);
    const publishers = view.publisherOnly ? [] : view.publishers.filter((p) => p.isOtherContent).map(publisherNode);
    return [...publishers, ...tree_];
  }

  return {
    getCatalogue,
    otherContent,
    tenantView,
    searchablePublishers,
    tree,
    taxonomyTree,
    publisherNode,
    toNode,
    visible,
    nameIn,

    /**
     * Node ids behind refinement keys, per root (OR'ed within a root, AND'ed across roots), and
     * the publishers chosen. Unknown keys match nothing.
     */
    async resolveFilter(filter: Map<RefinementRoot, Set<string>>) {
      const cat = await getCatalogue();
      const nodeGroups: number[][] = [];
      let publisherIds: number[] | null = null;
      for (const [root, keys] of filter) {
        if (root === "pub") {
          publisherIds = [...keys].flatMap((k) => {
            const p = /^\d+$/.test(k) ? cat.publisherById.get(Number(k)) : cat.publisherByKey.get(k.toLowerCase());
            return p ? [p.id] : [];
          });
          continue;
        }
        const taxonomy = ROOT_TAXONOMY[root];
        nodeGroups.push(
          [...keys].flatMap((k) => {
            const n = cat.byKey.get(keyOf(taxonomy, k));
            return n ? [n.id] : [];
          }),
        );
      }
      return { nodeGroups, publisherIds };
    },

    /** A publisher named by id or key. */
    async publisher(idOrKey: string | number) {
      const cat = await getCatalogue();
      const s = String(idOrKey).trim();
      const p = /^\d+$/.test(s) ? cat.publisherById.get(Number(s)) : cat.publisherByKey.get(s.toLowerCase());
      if (!p) throw BadRequest.field("searchRequest", "publisherId", "Pattern", `unknown publisher '${s}'`);
      return p;
    },

    /** Forget everything cached (tests, and after catalogue changes). */
    invalidate() {
      catalogue = null;
      views.clear();
      trees.clear();
    },
  };
}

export type RefinementsService = ReturnType<typeof createRefinementsService>;

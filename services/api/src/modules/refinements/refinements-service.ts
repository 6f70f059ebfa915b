// Refinement trees (spec 1 §2 refinement panel, §3 refinement node): ICS codes, committees,
// industry sectors, topics ("themes"), document types, categories, other content and publishers.
// The catalogue is read once and kept for the refinement cache period (720000 ms, spec 1 §9);
// what a tenant sees of it (its publishers, publisher-only mode, translations) is derived here.

import { createTtlCache } from "@norma/db/ttl-cache";
import { NotFound } from "../../lib/errors.ts";
import {
  createCatalogueCache,
  nodeByIdOrKey,
  presentedPublishers,
  publisherIn,
  resolveFilterIn,
  type TenantLike,
  type TenantView,
} from "./refinement-catalogue.ts";
import {
  nameIn,
  publisherNode,
  type RefinementNode,
  searchablePublishers,
  toNode,
  translationLanguage,
  visible,
} from "./refinement-nodes.ts";
import {
  type NodeRoot,
  REFINEMENT_ROOTS,
  type RefinementRoot,
  ROOT_TAXONOMY,
  type Taxonomy,
} from "./refinement-roots.ts";
import type { RefinementsRepo } from "./refinements-repo.ts";

export {
  type Catalogue,
  type CatalogueNode,
  keyOf,
  type TenantLike,
  type TenantView,
} from "./refinement-catalogue.ts";
export { type RefinementNode, translationLanguage } from "./refinement-nodes.ts";

/** The refinement cache period of spec 1 §9, also the Cache-Control max-age of the tree calls. */
export const REFINEMENT_CACHE_MS = 720_000;

export function createRefinementsService(deps: { repo: RefinementsRepo; ttlMs?: number }) {
  const { repo } = deps;
  const ttl = deps.ttlMs ?? REFINEMENT_CACHE_MS;
  const catalogue = createCatalogueCache(repo, ttl);
  const getCatalogue = catalogue.get;
  // Views: one per tenant (tenants are few; the bound only keeps the cache finite). Trees: one per
  // tenant, taxonomy and language.
  const views = createTtlCache<number, TenantView>({ name: "refinement-views", max: 10_000, ttlMs: ttl });
  const trees = createTtlCache<string, RefinementNode[]>({ name: "refinement-trees", max: 2_000, ttlMs: ttl });

  async function tenantView(tenant: TenantLike): Promise<TenantView> {
    return views.getOrLoad(tenant.id, async () => {
      const cat = await getCatalogue();
      const presented = await repo.tenantPublishers(tenant.id);
      return {
        publishers: presentedPublishers(cat, presented),
        publisherOnly: tenant.features["tenant-publisher-only"] === true && tenant.mainPublisherId !== null,
        mainPublisherId: tenant.mainPublisherId,
      };
    });
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
    const node = nodeByIdOrKey(cat, raw);
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
      return resolveFilterIn(await getCatalogue(), filter);
    },

    /** A publisher named by id or key. */
    async publisher(idOrKey: string | number) {
      return publisherIn(await getCatalogue(), idOrKey);
    },

    /** Forget everything cached (tests, and after catalogue changes). */
    invalidate() {
      catalogue.invalidate();
      views.clear();
      trees.clear();
    },
  };
}

export type RefinementsService = ReturnType<typeof createRefinementsService>;

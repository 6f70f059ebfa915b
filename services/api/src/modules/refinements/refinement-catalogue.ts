// The refinement catalogue (every taxonomy's nodes with their translations, ancestors and children,
// and the publishers) as read once from the repository and kept by refinements-service.ts, and
// what is looked up in it: refinement keys' nodes and publishers.

import type { FeatureMap } from "@norma/db/tenant-settings";
import { BadRequest } from "../../lib/errors.ts";
import { type NodeRoot, type RefinementRoot, ROOT_TAXONOMY, type Taxonomy } from "./refinement-roots.ts";
import type { NodeRow, PublisherRow, RefinementsRepo } from "./refinements-repo.ts";

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

const TAXONOMY_ROOT = Object.fromEntries(Object.entries(ROOT_TAXONOMY).map(([r, t]) => [t, r])) as Record<
  Taxonomy,
  NodeRoot
>;

export function keyOf(taxonomy: string, key: string) {
  return `${taxonomy}:${key.toLowerCase()}`;
}

/**
 * The catalogue, read again once ttlMs have passed since the last read began; a read that fails is
 * forgotten, so the next call reads again.
 */
export function createCatalogueCache(repo: RefinementsRepo, ttlMs: number) {
  let catalogue: Promise<Catalogue> | null = null;
  let catalogueAt = 0;

  async function loadCatalogue(): Promise<Catalogue> {
    const [rows, translations, publishers] = await Promise.all([repo.nodes(), repo.translations(), repo.publishers()]);
    return buildCatalogue(rows, translations, publishers);
  }

  return {
    async get(): Promise<Catalogue> {
      if (!catalogue || Date.now() - catalogueAt > ttlMs) {
        catalogueAt = Date.now();
        const loading = loadCatalogue();
        catalogue = loading;
        loading.catch(() => {
          if (catalogue === loading) catalogue = null;
        });
      }
      return catalogue;
    },

    invalidate() {
      catalogue = null;
    },
  };
}

type NodeTranslation = Awaited<ReturnType<RefinementsRepo["translations"]>>[number];

/** The catalogue of the repository's nodes, translations and publishers: each node linked to its children and ancestors. */
export function buildCatalogue(
  rows: NodeRow[],
  translations: NodeTranslation[],
  publishers: PublisherRow[],
): Catalogue {
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

/**
 * Node ids behind refinement keys, per root (OR'ed within a root, AND'ed across roots), and
 * the publishers chosen. Unknown keys match nothing.
 */
export function resolveFilterIn(cat: Catalogue, filter: Map<RefinementRoot, Set<string>>) {
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
}

/** A publisher of the catalogue named by id or key. */
export function publisherIn(cat: Catalogue, idOrKey: string | number): PublisherRow {
  const s = String(idOrKey).trim();
  const p = /^\d+$/.test(s) ? cat.publisherById.get(Number(s)) : cat.publisherByKey.get(s.toLowerCase());
  if (!p) throw BadRequest.field("searchRequest", "publisherId", "Pattern", `unknown publisher '${s}'`);
  return p;
}

/** The publishers a tenant presents, in its order (all of the catalogue's when it names none). */
export function presentedPublishers(cat: Catalogue, presented: readonly { publisherId: number }[]): PublisherRow[] {
  return presented.length
    ? presented.flatMap((tp) => {
        const p = cat.publisherById.get(tp.publisherId);
        return p ? [p] : [];
      })
    : cat.publishers;
}

/** A node named by its id or (any case) its key. */
export function nodeByIdOrKey(cat: Catalogue, raw: string): CatalogueNode | undefined {
  return /^\d+$/.test(raw)
    ? cat.nodes.get(Number(raw))
    : [...cat.nodes.values()].find((n) => n.key.toLowerCase() === raw.toLowerCase());
}

// The refinements a search is narrowed by (spec 1 §2 refinement panel, §3 refinement node).
// A choice is an item of the URL's categories list: k key, n name, r root abbreviation, pk the
// parent keys (root first). Meaning: within one root the chosen keys are alternatives (OR); the
// roots narrow each other (AND); a chosen node includes all its descendants, so choosing a parent
// replaces the children chosen under it, and a child under a chosen parent shows as chosen.

/**
 * Root abbreviations (r): pub publisher, oc other content, cat category, dt document type,
 * ics ICS code, com committee, sec industry sector, top topic.
 */
export const ROOTS = ["pub", "oc", "cat", "dt", "ics", "com", "sec", "top"] as const;
export type RootCode = (typeof ROOTS)[number];

export interface RefinementItem {
  k: string;
  n?: string;
  r: RootCode;
  pk?: string[];
}

/** Limits of what a URL may carry (a longer list is cut). */
export const MAX_ITEMS = 100;
const MAX_KEY = 200;
const MAX_NAME = 300;
const MAX_DEPTH = 20;

export function isRoot(value: unknown): value is RootCode {
  return typeof value === "string" && (ROOTS as readonly string[]).includes(value);
}

/** Only well-formed items, each (root, key) once, at most 100: whatever the URL held. */
export function sanitiseItems(value: unknown): RefinementItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: RefinementItem[] = [];
  for (const raw of value) {
    if (items.length >= MAX_ITEMS) break;
    if (!raw || typeof raw !== "object") continue;
    const { k, n, r, pk } = raw as Record<string, unknown>;
    const root = typeof r === "string" ? r.trim().toLowerCase() : r;
    if (typeof k !== "string" || !isRoot(root)) continue;
    const key = k.trim();
    if (!key || key.length > MAX_KEY) continue;
    const id = `${root}\u0000${key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const parents = (Array.isArray(pk) ? pk : typeof pk === "string" && pk ? [pk] : [])
      .filter((p): p is string => typeof p === "string" && p.length > 0 && p.length <= MAX_KEY)
      .slice(0, MAX_DEPTH);
    const item: RefinementItem = { k: key, r: root };
    if (typeof n === "string" && n.trim()) item.n = n.trim().slice(0, MAX_NAME);
    if (parents.length) item.pk = parents;
    items.push(item);
  }
  return items;
}

/** What the selection logic needs of a tree node. */
export interface NodeRef {
  key: string;
  name?: string;
  root: RootCode;
  /** Ancestor keys, root first. */
  parentKey?: string[];
}

const same = (item: RefinementItem, node: { key: string; root: RootCode }) =>
  item.r === node.root && item.k === node.key;

export function isSelected(items: readonly RefinementItem[], node: NodeRef): boolean {
  return items.some((i) => same(i, node));
}

/** The chosen ancestor that includes this node, if any. */
export function coveringAncestor(items: readonly RefinementItem[], node: NodeRef): RefinementItem | undefined {
  const ancestors = node.parentKey ?? [];
  return items.find((i) => i.r === node.root && ancestors.includes(i.k));
}

/** Checked in the tree: chosen itself, or included by a chosen ancestor. */
export function isCovered(items: readonly RefinementItem[], node: NodeRef): boolean {
  return isSelected(items, node) || coveringAncestor(items, node) !== undefined;
}

/** Whether `item` lies under `node` in the same tree. */
function isDescendant(item: RefinementItem, node: NodeRef): boolean {
  return item.r === node.root && (item.pk ?? []).includes(node.key);
}

export function itemOf(node: NodeRef): RefinementItem {
  const item: RefinementItem = { k: node.key, r: node.root };
  if (node.name) item.n = node.name;
  if (node.parentKey?.length) item.pk = [...node.parentKey];
  return item;
}

/**
 * Ticks or unticks a node. Ticking a node drops the choices below it (it includes them); a node
 * under a chosen ancestor cannot be changed on its own (returned unchanged).
 */
export function toggleNode(items: readonly RefinementItem[], node: NodeRef): RefinementItem[] {
  if (isSelected(items, node)) return items.filter((i) => !same(i, node));
  if (coveringAncestor(items, node)) return [...items];
  if (items.length >= MAX_ITEMS) return [...items];
  return [...items.filter((i) => !isDescendant(i, node)), itemOf(node)];
}

export function removeItem(items: readonly RefinementItem[], item: RefinementItem): RefinementItem[] {
  return items.filter((i) => !(i.r === item.r && i.k === item.k));
}

/** Chosen keys per root, roots in panel order: each entry is OR'ed, entries are AND'ed. */
export function groupByRoot(items: readonly RefinementItem[]): [RootCode, string[]][] {
  const groups = new Map<RootCode, string[]>();
  for (const item of items) {
    const keys = groups.get(item.r) ?? [];
    if (!keys.includes(item.k)) keys.push(item.k);
    groups.set(item.r, keys);
  }
  return ROOTS.filter((r) => groups.has(r)).map((r) => [r, groups.get(r) as string[]]);
}

/** The refinement payload groups of the search calls (spec 1 §3). */
export interface RefinementGroups {
  refinementData?: string[];
  icsCodeRefinement?: string[];
  sectorRefinement?: string[];
  categoryRefinement?: string[];
  committeeRefinement?: string[];
  publisherRefinement?: string[];
  topicRefinement?: string[];
  otherContentRefinement?: string[];
}

export const ROOT_GROUP: Record<RootCode, keyof RefinementGroups> = {
  dt: "refinementData",
  ics: "icsCodeRefinement",
  sec: "sectorRefinement",
  cat: "categoryRefinement",
  com: "committeeRefinement",
  pub: "publisherRefinement",
  top: "topicRefinement",
  oc: "otherContentRefinement",
};

/** The payload groups of a selection; a node whose ancestor is chosen adds nothing (the ancestor includes it). */
export function refinementGroups(items: readonly RefinementItem[]): RefinementGroups {
  const effective = items.filter((i) => !coveringAncestor(items, { key: i.k, root: i.r, parentKey: i.pk }));
  const groups: RefinementGroups = {};
  for (const [root, keys] of groupByRoot(effective)) groups[ROOT_GROUP[root]] = keys;
  return groups;
}

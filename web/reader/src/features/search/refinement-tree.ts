// The refinement panel's trees (spec 1 §2, §3, §4): seven sections built from the count replies
// (publisher and other content share one), what each shows (zero-count rules, the main tenant's
// publisher list folded after 2) and the indentation per level. Pure functions, unit-tested.
import type { components } from "@norma/contracts/api-types";
import { isCovered, isRoot, type RefinementItem, type RootCode } from "./refinement-selection.ts";

/** A node as the count calls return it: the contract's RefinementNode. */
export type TreeNode = components["schemas"]["RefinementNode"];

export type ListName =
  | "publisherList"
  | "otherContentList"
  | "categoryList"
  | "documentTypeList"
  | "icsCodeList"
  | "committeeList"
  | "industryList"
  | "topicList";

export type Lists = Partial<Record<ListName, TreeNode[]>>;

/** The root abbreviation of each list. */
export const LIST_ROOT: Record<ListName, RootCode> = {
  publisherList: "pub",
  otherContentList: "oc",
  categoryList: "cat",
  documentTypeList: "dt",
  icsCodeList: "ics",
  committeeList: "com",
  industryList: "sec",
  topicList: "top",
};

export type SectionId = "pub" | "cat" | "dt" | "ics" | "com" | "sec" | "top";

/** The seven trees, in panel order, and the lists each shows. */
export const SECTIONS: { id: SectionId; lists: ListName[]; loadedBy: "publisher" | "category" | "full" }[] = [
  { id: "pub", lists: ["publisherList", "otherContentList"], loadedBy: "publisher" },
  { id: "cat", lists: ["categoryList"], loadedBy: "category" },
  { id: "dt", lists: ["documentTypeList"], loadedBy: "full" },
  { id: "ics", lists: ["icsCodeList"], loadedBy: "full" },
  { id: "com", lists: ["committeeList"], loadedBy: "full" },
  { id: "sec", lists: ["industryList"], loadedBy: "full" },
  { id: "top", lists: ["topicList"], loadedBy: "full" },
];

/** 15 px per level (spec 1 §2). */
export const INDENT_PX = 15;
export const indentOf = (level: number) => level * INDENT_PX;

/** Children shown of the main tenant's publisher list (and of the selected refinements) before 'see more'. */
export const FOLDED_COUNT = 2;

/** The root of a node of `list`: its own root when the reply names a known one. */
export function rootOf(node: TreeNode, list: ListName): RootCode {
  const r = node.root?.toLowerCase();
  return isRoot(r) ? r : LIST_ROOT[list];
}

/** Whether a list has its counts below the top level (top-level replies leave children at null). */
export function hasDeepCounts(nodes: readonly TreeNode[] | undefined): boolean {
  if (!nodes) return false;
  return nodes.every((n) => n.child.every((c) => c.count !== null && hasDeepCounts(c.child)));
}

/**
 * Lists after a reply: the lists the reply holds replace the old ones, except that a top-level
 * reply never replaces a list that already has its deeper counts.
 */
export function mergeLists(current: Lists, reply: Lists, kind: "top" | "full"): Lists {
  const next: Lists = { ...current };
  for (const [name, nodes] of Object.entries(reply) as [ListName, TreeNode[] | undefined][]) {
    if (!nodes) continue;
    if (kind === "top" && hasDeepCounts(current[name]) && current[name]?.length) continue;
    next[name] = nodes;
  }
  return next;
}

export interface ViewOptions {
  root: RootCode;
  selection: readonly RefinementItem[];
  /** The user chose to hide options without results. */
  hideZero: boolean;
  /** Subscription search: nodes without documents are disabled unless forced (chosen). */
  entitled: boolean;
  /** Tenant publisher-only mode: publisher and category nodes without documents are hidden. */
  publisherOnly: boolean;
}

export interface NodeView {
  node: TreeNode;
  root: RootCode;
  /** Chosen itself or included by a chosen ancestor. */
  checked: boolean;
  /** Included by a chosen ancestor: it cannot be changed on its own. */
  inherited: boolean;
  disabled: boolean;
}

/** Whether a node is listed at all, and how (spec 1 §2 zero-count rules). Null: hidden. */
export function viewOf(node: TreeNode, options: ViewOptions): NodeView | null {
  const ref = { key: node.key, root: options.root, parentKey: node.parentKey };
  const checked = isCovered(options.selection, ref);
  const own = options.selection.some((i) => i.r === options.root && i.k === node.key);
  // A chosen node is always shown and usable, whatever its count ("forced").
  const zero = node.count === 0;
  if (zero && !own) {
    if (options.hideZero) return null;
    if (options.publisherOnly && (options.root === "pub" || options.root === "cat")) return null;
  }
  // A root with a choice counts under that choice, so its other nodes may show 0 while they are
  // alternatives (OR) to it: they stay usable.
  const rootChosen = options.selection.some((i) => i.r === options.root);
  const disabled = !own && !rootChosen && ((options.entitled && zero) || node.disabled === true);
  return { node, root: options.root, checked, inherited: checked && !own, disabled };
}

/** The nodes of a level that are shown, and how many a fold hides. */
export function visibleLevel(
  nodes: readonly TreeNode[],
  list: ListName,
  options: Omit<ViewOptions, "root">,
  fold: { folded: boolean; limit: number } | null,
): { views: NodeView[]; hidden: number } {
  // A list may mix roots (other content lists other-content publishers and other-content nodes).
  const views = nodes
    .map((n) => viewOf(n, { ...options, root: rootOf(n, list) }))
    .filter((v): v is NodeView => v !== null);
  if (!fold?.folded || views.length <= fold.limit) return { views, hidden: 0 };
  return { views: views.slice(0, fold.limit), hidden: views.length - fold.limit };
}

/** Whether the main tenant's publisher list is folded after 2 (spec 1 §2, §9). */
export function foldsPublishers(list: ListName, mainTenant: boolean, level: number): boolean {
  return mainTenant && list === "publisherList" && level === 0;
}

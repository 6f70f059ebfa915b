// Refinement nodes as the API gives them: a catalogue node in the reader's language with the part of
// its subtree the tenant shows, and a publisher as a node.

import type { components } from "@norma/contracts/api-types";
import type { CatalogueNode, TenantView } from "./refinement-catalogue.ts";
import type { RefinementRoot } from "./refinement-roots.ts";
import type { PublisherRow } from "./refinements-repo.ts";

/** Languages the catalogue has node translations for (see refinement_node_translations). */
const TRANSLATED = ["fr", "es", "de", "zh-Hans", "ar", "ja"] as const;

/** The contract's refinement node, with what the server always fills in. */
export type RefinementNode = components["schemas"]["RefinementNode"] & {
  /** In entitled search a node without documents is shown disabled. */
  disabled: boolean;
  /** Root abbreviation (r of the URL's categories list). */
  root: RefinementRoot;
  info: string | null;
  child: RefinementNode[];
};

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

/**
 * Publishers the tenant's searches and trees cover. Publisher-only mode (spec 1 §2) does not
 * narrow them: it hides the publisher refinement and the categories without documents.
 */
export function searchablePublishers(view: TenantView): PublisherRow[] {
  return view.publishers;
}

export function nameIn(n: CatalogueNode, lang: string | null): string {
  return (lang && n.names.get(lang)) || n.name;
}

/** Whether a node belongs to what the tenant shows (committees of its publishers; display flag Y). */
export function visible(n: CatalogueNode, publisherIds: Set<number>): boolean {
  if (n.displayFlag !== "Y") return false;
  if (n.publisherId !== null && !publisherIds.has(n.publisherId)) return false;
  return true;
}

export function toNode(
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

export function publisherNode(p: PublisherRow): RefinementNode {
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

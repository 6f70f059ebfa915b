// Refinement trees as rows with explicit ids: ICS, committees per publisher, sectors, topics,
// document types, categories and other content. Ids follow the order here, so they are stable.
import { COMMITTEE_WORDS, COMMITTEES, committeeDisplayName, committeeKey } from "./data/committees.ts";
import { DOMAIN_BY_KEY } from "./data/domains.ts";
import { ICS, icsParent } from "./data/ics.ts";
import { PUBLISHERS } from "./data/publishers.ts";
import {
  CATEGORIES,
  DOCUMENT_TYPES,
  NODE_LANGUAGES,
  OTHER_CONTENT,
  SECTORS,
  TOPICS,
  type TreeNode,
} from "./data/taxonomies.ts";

export type TaxonomyKind = "ICS" | "COMMITTEE" | "SECTOR" | "TOPIC" | "DOCUMENT_TYPE" | "CATEGORY" | "OTHER_CONTENT";

export interface NodeRow {
  id: number;
  taxonomy: TaxonomyKind;
  key: string;
  name: string;
  parent_id: number | null;
  path: number[];
  depth: number;
  position: number;
  display_flag: "Y" | "N";
  publisher_id: number | null;
  info_text: string | null;
}

export interface TranslationRow {
  node_id: number;
  language: string;
  name: string;
}

export interface CommitteeNode {
  publisherKey: string;
  code: string;
  name: string;
  domain: string;
  id: number;
  /** The parent committee for a sub-committee. */
  parent?: CommitteeNode;
}

export interface Taxonomy {
  nodes: NodeRow[];
  translations: TranslationRow[];
  /** (taxonomy|key) -> node */
  byKey: Map<string, NodeRow>;
  /** Committees and sub-committees per publisher key. */
  committees: Map<string, CommitteeNode[]>;
  /** The node and its ancestors (root first). */
  lineage(id: number): number[];
  id(taxonomy: TaxonomyKind, key: string): number;
}

export function buildTaxonomy(publisherIds: Map<string, number>): Taxonomy {
  const nodes: NodeRow[] = [];
  const translations: TranslationRow[] = [];
  const byKey = new Map<string, NodeRow>();
  const childCount = new Map<string, number>();

  const add = (
    taxonomy: TaxonomyKind,
    key: string,
    name: string,
    parent: NodeRow | null,
    extra: { display?: "Y" | "N"; publisherId?: number | null; info?: string | null } = {},
  ): NodeRow => {
    const siblingsKey = `${taxonomy}|${parent?.id ?? 0}|${extra.publisherId ?? 0}`;
    const position = childCount.get(siblingsKey) ?? 0;
    childCount.set(siblingsKey, position + 1);
    const path = parent ? [...parent.path, parent.id] : [];
    const row: NodeRow = {
      id: nodes.length + 1,
      taxonomy,
      key,
      name,
      parent_id: parent?.id ?? null,
      path,
      depth: path.length,
      position,
      display_flag: extra.display ?? "Y",
      publisher_id: extra.publisherId ?? null,
      info_text: extra.info ?? null,
    };
    nodes.push(row);
    byKey.set(`${taxonomy}|${key}`, row);
    return row;
  };

  // ICS: the parent of 83.080.01 is 83.080, whose parent is 83.
  for (const [code, title] of ICS) {
    const parentCode = icsParent(code);
    const parent = parentCode ? (byKey.get(`ICS|${parentCode}`) ?? null) : null;
    add("ICS", code, title, parent, {
      info: parent ? null : `International Classification for Standards, field ${code}`,
    });
  }

  // Committees per publisher, sub-committees as children.
  const committees = new Map<string, CommitteeNode[]>();
  for (const p of PUBLISHERS) {
    const list: CommitteeNode[] = [];
    const publisherId = publisherIds.get(p.key) ?? null;
    for (const c of COMMITTEES[p.key] ?? []) {
      const top = add("COMMITTEE", committeeKey(p.key, c.code), committeeDisplayName(p.key, c.code, c.name), null, {
        publisherId,
        info: `${p.name} committee ${c.code}`,
      });
      const topNode: CommitteeNode = { publisherKey: p.key, code: c.code, name: c.name, domain: c.domain, id: top.id };
      list.push(topNode);
      translateCommittee(top, c.domain, c.code, false);
      for (const s of c.subs) {
        const sub = add("COMMITTEE", committeeKey(p.key, s.code), committeeDisplayName(p.key, s.code, s.name), top, {
          publisherId,
        });
        list.push({
          publisherKey: p.key,
          code: s.code,
          name: s.name,
          domain: s.domain ?? c.domain,
          id: sub.id,
          parent: topNode,
        });
        translateCommittee(sub, s.domain ?? c.domain, s.code, true);
      }
    }
    committees.set(p.key, list);
  }

  function translateCommittee(node: NodeRow, domainKey: string, code: string, sub: boolean) {
    const domain = DOMAIN_BY_KEY.get(domainKey);
    NODE_LANGUAGES.forEach((language, i) => {
      const word = (sub ? COMMITTEE_WORDS.subcommittee : COMMITTEE_WORDS.committee)[i];
      const subject = domain ? domain.names[i + 1] : node.name;
      translations.push({ node_id: node.id, language, name: `${word} ${code} — ${subject}` });
    });
  }

  const addTree = (taxonomy: TaxonomyKind, tree: TreeNode[], parent: NodeRow | null, translate: boolean) => {
    for (const t of tree) {
      const row = add(taxonomy, t.key, t.names[0], parent, { display: t.displayFlag, info: t.info ?? null });
      if (translate) {
        NODE_LANGUAGES.forEach((language, i) => {
          translations.push({ node_id: row.id, language, name: t.names[i + 1] });
        });
      }
      if (t.children) addTree(taxonomy, t.children, row, translate);
    }
  };
  addTree("SECTOR", SECTORS, null, true);
  addTree("TOPIC", TOPICS, null, true);
  addTree("DOCUMENT_TYPE", DOCUMENT_TYPES, null, true);
  addTree("CATEGORY", CATEGORIES, null, true);
  addTree("OTHER_CONTENT", OTHER_CONTENT, null, true);

  const lineageCache = new Map<number, number[]>();
  return {
    nodes,
    translations,
    byKey,
    committees,
    lineage(id: number): number[] {
      let l = lineageCache.get(id);
      if (!l) {
        const n = nodes[id - 1];
        l = [...n.path, id];
        lineageCache.set(id, l);
      }
      return l;
    },
    id(taxonomy: TaxonomyKind, key: string): number {
      const n = byKey.get(`${taxonomy}|${key}`);
      if (!n) throw new Error(`unknown ${taxonomy} node ${key}`);
      return n.id;
    },
  };
}

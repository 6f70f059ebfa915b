// The refinement trees (spec 1 §7): their structure and names come from the tree calls —
// /api/refinement/{document-types, ICSCodes, committee, sectors-and-themes, other-content,
// taxonomy/CATEGORY}, each kept 720000 ms per language (search-queries.ts) — and, in the subscription
// search, from /api/documents/entitled-documents/refinement-nodes; the count replies fill them in.
// A tree is on screen before its counts arrive (counts shown as not counted yet).
import { client, ui } from "../../api/client.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import type { ListName, Lists, TreeNode } from "./refinement-tree.ts";

/** The lists each tree call gives. */
export const TREE_CALLS: { lists: ListName[]; path: string }[] = [
  { lists: ["documentTypeList"], path: "/api/refinement/document-types" },
  { lists: ["icsCodeList"], path: "/api/refinement/ICSCodes" },
  { lists: ["committeeList"], path: "/api/refinement/committee" },
  { lists: ["industryList", "topicList"], path: "/api/refinement/sectors-and-themes" },
  { lists: ["otherContentList"], path: "/api/refinement/other-content" },
  { lists: ["categoryList"], path: "/api/refinement/taxonomy/CATEGORY" },
];

export type TreeReply = TreeNode[] | { industryList: TreeNode[]; topicList: TreeNode[] } | Lists;

/** GETs one tree call; undefined on failure. */
export async function getTree(path: string, language: string, signal?: AbortSignal): Promise<TreeReply | undefined> {
  const options = { params: { query: { language } }, signal, ...ui({ quiet: true, silent: true }) };
  // The typed client wants literal paths.
  const call = (() => {
    switch (path) {
      case "/api/refinement/document-types":
        return client.GET("/api/refinement/document-types", options);
      case "/api/refinement/ICSCodes":
        return client.GET("/api/refinement/ICSCodes", options);
      case "/api/refinement/committee":
        return client.GET("/api/refinement/committee", options);
      case "/api/refinement/sectors-and-themes":
        return client.GET("/api/refinement/sectors-and-themes", options);
      case "/api/refinement/other-content":
        return client.GET("/api/refinement/other-content", options);
      default:
        return client.GET("/api/refinement/taxonomy/{id}", {
          ...options,
          params: { query: { language }, path: { id: path.split("/").pop() ?? "" } },
        });
    }
  })();
  const result = await call.catch(() => undefined);
  return result?.data as TreeReply | undefined;
}

/** The lists of one tree call's reply. */
export function listsOfReply(lists: ListName[], reply: TreeReply): Lists {
  if (Array.isArray(reply)) return { [lists[0]]: reply };
  const out: Lists = {};
  for (const name of lists) {
    const nodes = (reply as Lists)[name];
    if (nodes) out[name] = nodes;
  }
  return out;
}

/**
 * The trees of a search scope in a language: the tree calls (each through `treeOf`, which may
 * answer from a cache; a tree whose call fails is left out), or the entitled refinement nodes.
 */
export async function loadTrees(
  type: SearchTypeCode,
  language: string,
  treeOf: (path: string) => Promise<TreeReply | undefined>,
  signal?: AbortSignal,
): Promise<Lists> {
  if (type === "mysubscription") {
    const result = await client
      .GET("/api/documents/entitled-documents/refinement-nodes", {
        params: { query: { language } },
        signal,
        ...ui({ quiet: true, silent: true }),
      })
      .catch(() => undefined);
    const { publisherList: _publishers, ...lists } = (result?.data ?? {}) as Lists;
    return lists;
  }
  const replies = await Promise.all(
    TREE_CALLS.map(async (c) => {
      const reply = await treeOf(c.path).catch(() => undefined);
      return reply ? listsOfReply(c.lists, reply) : {};
    }),
  );
  return Object.assign({}, ...replies) as Lists;
}

const keyOf = (n: TreeNode) => `${n.root ?? ""}\u0001${n.key}`;

function indexNodes(nodes: readonly TreeNode[], into = new Map<string, TreeNode>()) {
  for (const n of nodes) {
    into.set(keyOf(n), n);
    into.set(`\u0001${n.key}`, into.get(`\u0001${n.key}`) ?? n);
    indexNodes(n.child, into);
  }
  return into;
}

/**
 * A tree with the counts of a count reply: each node takes its count, checked and disabled state
 * from the reply's node of the same key; nodes the reply leaves out (hidden by its rules) are
 * left out. Without a reply for the list yet, the tree shows uncounted (count null).
 */
export function fillTree(tree: readonly TreeNode[], counts: readonly TreeNode[] | undefined): TreeNode[] {
  if (!counts)
    return tree.map(function uncounted(n): TreeNode {
      return { ...n, count: null, isChecked: false, child: n.child.map(uncounted) };
    });
  const byKey = indexNodes(counts);
  const fill = (nodes: readonly TreeNode[]): TreeNode[] =>
    nodes.flatMap((n) => {
      const counted = byKey.get(keyOf(n)) ?? byKey.get(`\u0001${n.key}`);
      if (!counted) return [];
      return [
        {
          ...n,
          count: counted.count,
          isChecked: counted.isChecked,
          disabled: counted.disabled,
          // Children the tree call has; a count reply deeper than the tree adds its own.
          child: n.child.length ? fill(n.child) : counted.child,
        },
      ];
    });
  return fill(tree);
}

/** The lists shown: every tree filled with its counts, and the count-only lists (publishers) as they are. */
export function fillLists(trees: Lists, counts: Lists): Lists {
  const out: Lists = { ...counts };
  for (const [name, tree] of Object.entries(trees) as [ListName, TreeNode[]][])
    out[name] = fillTree(tree, counts[name]);
  return out;
}

// The layout of the network picture (issue 27): five columns in the direction of citing — what
// cites the documents that cite this one, what cites this one, this one, what it cites, what those
// cite — so every arrow of the traversal runs one way (mirrored for right-to-left pages); an empty
// column takes no room. Each column stacks its documents, centred on the picture's middle row.
import type { Schemas } from "../../api/types.ts";

export type NetworkNode = Schemas["ReferenceNetworkNode"];
export type NetworkEdge = Schemas["ReferenceNetworkEdge"];

export const NODE_WIDTH = 150;
export const NODE_HEIGHT = 26;
const COLUMN_GAP = 40;
const ROW_GAP = 8;
const PADDING = 4;

export interface PlacedNode extends NetworkNode {
  x: number;
  y: number;
  column: number;
}

export interface PlacedEdge extends NetworkEdge {
  /** SVG path from the citing document to the cited one. */
  path: string;
}

/** The column of a node: 0–1 what cites (far, near), 2 the centre, 3–4 what it cites (near, far). */
export function columnOf(n: Pick<NetworkNode, "side" | "depth">): number {
  if (n.side === "centre") return 2;
  return n.side === "citedBy" ? 2 - n.depth : 2 + n.depth;
}

export function networkLayout(nodes: readonly NetworkNode[], edges: readonly NetworkEdge[], rtl = false) {
  const columns: NetworkNode[][] = [[], [], [], [], []];
  for (const n of nodes) columns[columnOf(n)].push(n);
  const rows = Math.max(1, ...columns.map((c) => c.length));
  // Only the columns that hold documents take room (a document nothing cites has no left side).
  const used = [0, 1, 2, 3, 4].filter((c) => columns[c].length > 0);
  const width = used.length * NODE_WIDTH + (used.length - 1) * COLUMN_GAP + 2 * PADDING;
  const height = rows * NODE_HEIGHT + (rows - 1) * ROW_GAP + 2 * PADDING;
  const placed = new Map<number, PlacedNode>();
  columns.forEach((list, column) => {
    const top = (height - (list.length * NODE_HEIGHT + (list.length - 1) * ROW_GAP)) / 2;
    const left = PADDING + used.indexOf(column) * (NODE_WIDTH + COLUMN_GAP);
    list.forEach((n, i) => {
      const x = rtl ? width - left - NODE_WIDTH : left;
      placed.set(n.document.contentId, { ...n, column, x, y: top + i * (NODE_HEIGHT + ROW_GAP) });
    });
  });
  const paths: PlacedEdge[] = [];
  for (const e of edges) {
    const from = placed.get(e.from);
    const to = placed.get(e.to);
    if (!from || !to) continue;
    // Leave the citing box on the side that faces the cited one, enter the cited box on the other.
    const forward = to.x >= from.x;
    const x1 = forward ? from.x + NODE_WIDTH : from.x;
    const x2 = forward ? to.x : to.x + NODE_WIDTH;
    const y1 = from.y + NODE_HEIGHT / 2;
    const y2 = to.y + NODE_HEIGHT / 2;
    const bend = (x2 - x1) / 2;
    paths.push({ ...e, path: `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}` });
  }
  return { width, height, nodes: [...placed.values()], edges: paths };
}

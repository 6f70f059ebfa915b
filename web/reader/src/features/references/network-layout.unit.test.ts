// The network picture's layout: five columns in the direction of citing, each arrow from the
// citing box to the cited one, mirrored for right-to-left pages.
import { describe, expect, it } from "vitest";
import { columnOf, type NetworkNode, NODE_WIDTH, networkLayout } from "./network-layout.ts";

const node = (id: number, side: NetworkNode["side"], depth: number): NetworkNode => ({
  document: {
    contentId: id,
    contentCode: `c${id}`,
    displayDesignation: `D${id}`,
    title: "T",
    status: "Active",
    publisher: "ASTM",
    documentType: "Standard",
    locked: false,
  },
  side,
  depth,
});

const NODES = [
  node(1, "centre", 0),
  node(2, "references", 1),
  node(3, "references", 1),
  node(4, "references", 2),
  node(5, "citedBy", 1),
  node(6, "citedBy", 2),
];
const EDGES = [
  { from: 1, to: 2, kind: "normative" as const },
  { from: 1, to: 3, kind: "informative" as const },
  { from: 2, to: 4, kind: "normative" as const },
  { from: 5, to: 1, kind: "normative" as const },
  { from: 6, to: 5, kind: "bibliography" as const },
];

describe("the network layout", () => {
  it("puts what cites before the centre and what it cites after, nearer ones nearer", () => {
    expect(NODES.map(columnOf)).toEqual([2, 3, 3, 4, 1, 0]);
    const { nodes } = networkLayout(NODES, EDGES);
    const x = Object.fromEntries(nodes.map((n) => [n.document.contentId, n.x]));
    expect(x[6]).toBeLessThan(x[5]);
    expect(x[5]).toBeLessThan(x[1]);
    expect(x[1]).toBeLessThan(x[2]);
    expect(x[2]).toBe(x[3]);
    expect(x[3]).toBeLessThan(x[4]);
    // Boxes of a column do not overlap.
    const [a, b] = nodes.filter((n) => n.column === 3);
    expect(Math.abs(a.y - b.y)).toBeGreaterThan(20);
  });

  it("draws each edge from the citing box's facing side to the cited box", () => {
    const { nodes, edges } = networkLayout(NODES, EDGES);
    const at = new Map(nodes.map((n) => [n.document.contentId, n]));
    expect(edges).toHaveLength(5);
    const first = edges[0];
    expect(first.path.startsWith(`M${at.get(1)!.x + NODE_WIDTH},`)).toBe(true);
    expect(first.path.endsWith(`${at.get(2)!.x},${at.get(2)!.y + 13}`)).toBe(true);
  });

  it("gives an empty column no room", () => {
    const full = networkLayout(NODES, EDGES);
    const noCiters = networkLayout(
      NODES.filter((n) => n.side !== "citedBy"),
      EDGES,
    );
    expect(noCiters.width).toBeLessThan(full.width - 2 * NODE_WIDTH);
    expect(noCiters.nodes.find((n) => n.side === "centre")?.x).toBe(4);
    // Only the edges between documents shown (the citing ones are gone).
    expect(noCiters.edges).toHaveLength(3);
  });

  it("mirrors for right-to-left pages", () => {
    const ltr = networkLayout(NODES, EDGES);
    const rtl = networkLayout(NODES, EDGES, true);
    const x = (l: typeof ltr, id: number) => l.nodes.find((n) => n.document.contentId === id)!.x;
    expect(x(rtl, 6)).toBeGreaterThan(x(rtl, 1));
    expect(x(rtl, 4)).toBeLessThan(x(rtl, 1));
    expect(x(rtl, 4)).toBe(ltr.width - x(ltr, 4) - NODE_WIDTH);
  });
});

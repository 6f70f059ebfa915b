// The seeded catalogue cites itself (issue 27): the test catalogue's documents with files are read
// by the catalogue run (`npm run references:rebuild`'s chunks, with the seed's stored HTML), and
// most of what they cite resolves — dated references to that edition (often an older one, so
// superseded), undated ones to the current edition, across publishers, some to a withdrawn
// document, chains several levels deep — while a few stay text (not in the catalogue).
import { createLocalStorage } from "@norma/db/storage";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { runCatalogueChunk, startCatalogueRun } from "./references-run.ts";

const env = useWorkersEnv();

interface Edge {
  sourceFamily: string;
  sourcePublisher: string;
  editionYear: number | null;
  target: { family: string; isLatest: boolean; status: string; publisher: { key: string } } | null;
}
let edges: Edge[] = [];

beforeAll(async () => {
  const storage = createLocalStorage(inject("templateStorageDir"));
  const run = await startCatalogueRun(env.db, { chunkSize: 500 });
  let p = await runCatalogueChunk({ db: env.db, storage }, run.runId);
  while (p?.status === "RUNNING") p = await runCatalogueChunk({ db: env.db, storage }, run.runId);
  const rows = await env.db.documentReference.findMany({
    select: {
      editionYear: true,
      source: { select: { family: true, publisher: { select: { key: true } } } },
      target: { select: { family: true, isLatest: true, status: true, publisher: { select: { key: true } } } },
    },
  });
  edges = rows.map((r) => ({
    sourceFamily: r.source.family,
    sourcePublisher: r.source.publisher.key,
    editionYear: r.editionYear,
    target: r.target,
  }));
}, 300_000);

/** The longest chain of families citing one another (A cites B cites C …), counted in families. */
function longestChain(list: Edge[]): number {
  const next = new Map<string, Set<string>>();
  for (const e of list) {
    if (!e.target) continue;
    const from = `${e.sourcePublisher}|${e.sourceFamily}`;
    const to = `${e.target.publisher.key}|${e.target.family}`;
    if (from === to) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const depth = (node: string, seen: Set<string>): number => {
    let best = 1;
    for (const n of next.get(node) ?? []) if (!seen.has(n)) best = Math.max(best, 1 + depth(n, new Set(seen).add(n)));
    return best;
  };
  return Math.max(0, ...[...next.keys()].map((k) => depth(k, new Set([k]))));
}

describe("the seeded catalogue's references", () => {
  it("mostly resolve to the catalogue", () => {
    expect(edges.length).toBeGreaterThan(150);
    const resolved = edges.filter((e) => e.target !== null);
    expect(resolved.length / edges.length).toBeGreaterThanOrEqual(0.75);
  });

  it("hold every case: dated, undated, superseded, withdrawn, other publishers, not in the catalogue", () => {
    const dated = edges.filter((e) => e.target && e.editionYear !== null);
    const undated = edges.filter((e) => e.target && e.editionYear === null);
    expect(dated.length).toBeGreaterThan(20);
    expect(undated.length).toBeGreaterThan(20);
    // Undated: the current edition; dated: often an older one (superseded by the current).
    expect(undated.every((e) => e.target?.isLatest)).toBe(true);
    expect(dated.filter((e) => !e.target?.isLatest).length).toBeGreaterThan(10);
    expect(edges.filter((e) => e.target && /^withdrawn/i.test(e.target.status)).length).toBeGreaterThan(3);
    expect(edges.filter((e) => e.target && e.target.publisher.key !== e.sourcePublisher).length).toBeGreaterThan(50);
    expect(edges.filter((e) => e.target === null).length).toBeGreaterThan(5);
  });

  it("make chains several levels deep", () => {
    expect(longestChain(edges)).toBeGreaterThanOrEqual(4);
  });
});

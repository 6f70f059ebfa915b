// Type-ahead against FlexSearch (issue 29 §3), in process: the API's own search index answers
// `typeAhead` as the type-ahead service calls it, and a FlexSearch document index built over the
// same records (the newest editions the index holds: designation key, designation without the
// publisher, title) answers the same queries with the same limit. Calls are alternated between
// the engines and timed one by one, so the ratio holds on a busy machine; HTTP, the database
// rows and serialising are left out (they are the same whichever engine finds the ids).
//
// FlexSearch is set up for type-ahead as its documentation advises: the forward tokenizer
// (every prefix of every term indexed), no context (it needs the strict tokenizer), numeric ids,
// no document store. The designation fields keep digits whole and letters undeduplicated (the
// Exact charset: 'd3039' must not become 'd 303 9'); titles use the default normalisation
// without splitting numbers. Its query cache is off, as Norma has none: with 8 queries repeated
// it would time a Map lookup, not the index.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SearchIndex } from "@norma/api/src/modules/search/search-index.ts";
import { TYPE_AHEAD_CANDIDATES, typeAheadQuery } from "@norma/api/src/modules/search/type-ahead-service.ts";
import { Charset, Document } from "flexsearch";
import { percentile } from "./timing.ts";

interface Record {
  id: number;
  key: string;
  bare: string;
  title: string;
  [field: string]: string | number;
}

/** The live newest editions the index holds for these publishers, as the library indexes them. */
function recordsOf(ix: SearchIndex, publisherIds: ReadonlySet<number>): Record[] {
  const out: Record[] = [];
  for (let s = 0; s < ix.size; s++) {
    if (ix.alive[s] !== 1 || !publisherIds.has(ix.publisher[s])) continue;
    out.push({ id: ix.ids[s], key: ix.designationKey[s], bare: ix.bareKey[s], title: ix.titleKey[s] });
  }
  return out;
}

const designationField = (field: "key" | "bare") => ({
  field,
  tokenize: "forward" as const,
  // One term per document: the resolution orders shorter (closer) prefix matches first.
  resolution: 9,
  encoder: Charset.Exact,
});

function buildFlex(records: Record[]) {
  const doc = new Document<Record>({
    document: {
      id: "id",
      index: [
        designationField("key"),
        designationField("bare"),
        { field: "title", tokenize: "forward", resolution: 9, encoder: { numeric: false } },
      ],
    },
    cache: false,
  });
  for (const r of records) doc.add(r);
  return doc;
}

const heapUsed = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return process.memoryUsage().heapUsed;
};

export interface TypeAheadComparison {
  ix: SearchIndex;
  publisherIds: number[];
  prefixes: string[];
  /** Rounds of the whole mix; each round times every prefix once per engine. */
  rounds: number;
  log: (line: string) => void;
}

export function compareTypeAhead({ ix, publisherIds, prefixes, rounds, log }: TypeAheadComparison): void {
  const limit = TYPE_AHEAD_CANDIDATES;
  const filter = { publisherIds, entitled: null, nodeGroups: [] };
  const before = heapUsed();
  const buildStarted = performance.now();
  const records = recordsOf(ix, new Set(publisherIds));
  const flex = buildFlex(records);
  const buildMs = performance.now() - buildStarted;
  const flexHeap = heapUsed() - before;

  const queries = prefixes.map((p) => {
    const q = typeAheadQuery(p);
    // The index looks for title words of three letters or more; the library is asked the same.
    const titleWords = q.words.filter((w) => w.length >= 3).join(" ");
    const index = [
      { field: "key", query: q.key },
      { field: "bare", query: q.key },
      ...(titleWords ? [{ field: "title", query: titleWords }] : []),
    ];
    return { prefix: p, q, flexOptions: { index, limit, merge: true as const } };
  });
  const norma = (i: number) => ix.typeAhead(filter, queries[i].q, limit);
  const library = (i: number) => flex.search(queries[i].flexOptions).slice(0, limit);

  // Warm-up: both engines' code optimised before anything is timed.
  for (let r = 0; r < 50; r++) for (let i = 0; i < queries.length; i++) norma(i), library(i);

  const times = { norma: [] as number[], flex: [] as number[] };
  const perPrefix = queries.map(() => ({ norma: [] as number[], flex: [] as number[] }));
  let sink = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < queries.length; i++) {
      // Alternated, and which goes first swaps every round (neither always gets a warm cache).
      const order = r % 2 === 0 ? (["norma", "flex"] as const) : (["flex", "norma"] as const);
      for (const engine of order) {
        const t0 = performance.now();
        sink += engine === "norma" ? norma(i).length : library(i).length;
        const ms = performance.now() - t0;
        times[engine].push(ms);
        perPrefix[i][engine].push(ms);
      }
    }
  }
  void sink;

  const f = (ms: number) => ms.toFixed(3);
  const stats = (t: number[]) => {
    const s = [...t].sort((a, b) => a - b);
    return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
  };
  const n = stats(times.norma);
  const x = stats(times.flex);
  log(
    `\ntype-ahead in process: Norma's index against FlexSearch ${flexVersion()} on the same ${records.length.toLocaleString("en-US")} records, limit ${limit}, ${rounds} rounds of ${prefixes.length} prefixes, alternated\n`,
  );
  log("| engine | p50 ms | p95 ms | p99 ms |");
  log("|---|---|---|---|");
  log(`| Norma index.typeAhead | ${f(n.p50)} | ${f(n.p95)} | ${f(n.p99)} |`);
  log(`| FlexSearch Document.search | ${f(x.p50)} | ${f(x.p95)} | ${f(x.p99)} |`);
  log(
    `| Norma / FlexSearch | ${(n.p50 / x.p50).toFixed(2)} | ${(n.p95 / x.p95).toFixed(2)} | ${(n.p99 / x.p99).toFixed(2)} |`,
  );
  log("\n| prefix | Norma p50 / p95 ms | FlexSearch p50 / p95 ms | results Norma / FlexSearch | ids in common |");
  log("|---|---|---|---|---|");
  queries.forEach((q, i) => {
    const a = stats(perPrefix[i].norma);
    const b = stats(perPrefix[i].flex);
    const mine = norma(i).map((m) => m.id);
    const theirs = new Set(library(i).map((m) => m.id));
    const common = mine.filter((id) => theirs.has(id)).length;
    log(
      `| ${q.prefix} | ${f(a.p50)} / ${f(a.p95)} | ${f(b.p50)} / ${f(b.p95)} | ${mine.length} / ${theirs.size} | ${common} |`,
    );
  });
  log(
    `\nFlexSearch index: built in ${(buildMs / 1000).toFixed(1)} s, ${Math.round(flexHeap / 1_048_576)} MB of heap ` +
      "(Norma's type-ahead reads the search index the API already holds for every search)",
  );
}

/** The installed FlexSearch's version (its package.json is not among the package's exports). */
function flexVersion(): string {
  const entry = createRequire(import.meta.url).resolve("flexsearch");
  const file = join(dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

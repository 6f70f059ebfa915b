// Benchmark of search index snapshots (`npm run bench:snapshot`): how long a starting API replica
// takes to have its index by building it from rows, against loading a snapshot, and what writing
// a snapshot costs a running replica (the longest the event loop waited while it was written).
// The rows are synthetic (no database): designations, titles and tsvectors shaped like the seed's
// (a vocabulary of 20,000 words, 40 lexemes a document with title, description and body weights),
// so this measures the index's own work, not PostgreSQL's reading.
//
//   npm run bench:snapshot                        100,000 documents
//   npm run bench:snapshot -- --documents 1000000
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { type IndexRow, SearchIndex } from "@norma/api/src/modules/search/search-index.ts";
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_KEY } from "@norma/api/src/modules/search/search-snapshot.ts";
import { createLocalStorage } from "@norma/db/storage";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg("documents") ?? 100_000);
const VOCABULARY = Array.from({ length: 20_000 }, (_, i) => `w${(i * 7919).toString(36)}`);
const T0 = Date.parse("2026-01-01T00:00:00Z");

function* rows(): Generator<IndexRow> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  for (let id = 1; id <= N; id++) {
    const lexemes: string[] = [];
    for (let j = 0; j < 40; j++) {
      const weight = j < 4 ? "A" : j < 10 ? "B" : "";
      lexemes.push(`'${VOCABULARY[next() % VOCABULARY.length]}':${j + 1}${weight}`);
    }
    const publisher = 1 + (id % 12);
    yield {
      id,
      publisher_id: publisher,
      refinement_node_ids: [next() % 400, 400 + (next() % 60)],
      collection_ids: id % 9 === 0 ? [1 + (id % 5)] : [],
      translated: id % 13 === 0,
      designation: `D${id}`,
      designation_no: `D${id}`,
      designation_key: `p${publisher}d${id}`,
      display_designation: `P${publisher} D${id}-${2000 + (id % 25)}`,
      title_key: `${VOCABULARY[id % VOCABULARY.length]} ${VOCABULARY[(id * 31) % VOCABULARY.length]} ${id}`,
      last_update_date: new Date(T0 + id * 60_000),
      published_date: null,
      is_latest: true,
      updated_at: new Date(T0),
      language_code: id % 7 === 0 ? "fr-FR" : "en-US",
      tsv: lexemes.join(" "),
    };
  }
}

const mb = (n: number) => Math.round(n / 1e6);
let t = performance.now();
const builder = SearchIndex.builder();
for (const row of rows()) builder.add(row);
const ix = await builder.finish();
const buildMs = performance.now() - t;
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 200));
globalThis.gc?.();
const heapMb = mb(process.memoryUsage().heapUsed);
const buffersMb = mb(process.memoryUsage().arrayBuffers);
const rssMb = mb(process.memoryUsage().rss);

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
t = performance.now();
// Written as a replica writes it: encoded field by field, then stored part by part (a local
// directory here; object storage sends the same parts as a multipart upload).
const encoded = await encodeSnapshot(ix, T0);
if (!encoded) throw new Error("the index changed while it was written");
const storageDir = await mkdtemp(join(tmpdir(), "norma-snapshot-bench-"));
await createLocalStorage(storageDir).putParts(SNAPSHOT_KEY, encoded.parts);
const encodeMs = performance.now() - t;
// One more timer turn, so a block at the very end of the write is seen by the monitor too.
await new Promise((resolve) => setTimeout(resolve, 20));
delay.disable();

const stored = await readFile(join(storageDir, SNAPSHOT_KEY));
await rm(storageDir, { recursive: true, force: true });
t = performance.now();
const restored = await decodeSnapshot(stored);
const decodeMs = performance.now() - t;
if (!restored || restored.ix.live !== ix.live) throw new Error("the snapshot did not restore the index");

console.log(`search index snapshot, ${N.toLocaleString("en")} documents (node ${process.version})`);
console.table([
  { what: "build from rows (a replica without a snapshot)", ms: Math.round(buildMs) },
  { what: "load the snapshot (a replica with one)", ms: Math.round(decodeMs) },
  { what: "write the snapshot to storage (a running replica)", ms: Math.round(encodeMs) },
  { what: "  longest event-loop wait while writing", ms: Math.round(delay.max / 1e6) },
]);
console.log(
  `snapshot ${mb(encoded.bytes)} MB; after the build and a full collection: index heap ${heapMb} MB, ` +
    `array buffers ${buffersMb} MB (the typed arrays), RSS ${rssMb} MB`,
);

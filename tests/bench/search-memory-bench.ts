// Where the API's search memory goes (`npm run bench:search-memory`, issue 29): builds the
// in-memory search index from a seeded database as the API does (the same rows, the same
// builder), loads the semantic index beside it, and prints the resident set (RSS) and V8 heap
// after each, after a full garbage collection, in total and per 100,000 documents; then what
// each field of the index holds (its retained heap: the heap freed when the field alone is
// dropped, measured one field at a time) and the peak while building. Run node with
// --expose-gc (the npm script does). It prints figures; it asserts nothing.
//
//   npm run bench:search-memory -- --database-url postgresql://postgres@127.0.0.1:5432/norma_mem_200k
//   npm run bench:search-memory -- --database-url … --heap-snapshot /tmp/search.heapsnapshot

import { parseArgs } from "node:util";
import { writeHeapSnapshot } from "node:v8";
import { build } from "@norma/api/src/modules/search/live-search-loading.ts";
import type { SearchIndex } from "@norma/api/src/modules/search/search-index.ts";
import { createSearchRepo } from "@norma/api/src/modules/search/search-repo.ts";
import { createSemanticIndexCache } from "@norma/api/src/modules/semantic/semantic-index.ts";
import { createSemanticRepo } from "@norma/api/src/modules/semantic/semantic-repo.ts";
import { createDb } from "@norma/db";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    /** Writes a V8 heap snapshot with both indexes in memory (open it in Chrome's DevTools). */
    "heap-snapshot": { type: "string" },
  },
  strict: true,
});
const databaseUrl = values["database-url"] ?? process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("--database-url (or DATABASE_URL) names the seeded database");
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run node with --expose-gc (npm run bench:search-memory does)");

const MB = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/**
 * Heap and RSS after full collections, repeated until the array buffers' memory stops falling
 * (V8 frees their backing stores after a collection, on another thread).
 */
async function settled() {
  let buffers = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    gc!();
    await new Promise((r) => setTimeout(r, 100));
    const now = process.memoryUsage().arrayBuffers;
    if (now >= buffers) break;
    buffers = now;
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, heapTotal: m.heapTotal, external: m.external + m.arrayBuffers };
}

/** Samples the highest RSS and heap every 20 ms. */
function peakSampler() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed + m.arrayBuffers);
  };
  const timer = setInterval(sample, 20);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** V8's size of a flat string: a 16-byte header, then one byte a character (two when any is past Latin-1), to 8. */
const pastLatin1 = (s: string) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0xff) return true;
  return false;
};
const stringBytes = (s: string) => 16 + Math.ceil(((pastLatin1(s) ? 2 : 1) * s.length) / 8) * 8;

/** Bytes a value holds, roughly as V8 lays it out (64-bit pointers); strings counted every time they are referenced. */
function sizeOf(value: unknown): number {
  if (typeof value === "string") return stringBytes(value);
  if (typeof value !== "object" || value === null) return 0;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  // A hash map's entry: key, value and chain link, plus half a bucket slot.
  if (value instanceof Map) {
    let n = 0;
    for (const [k, v] of value) n += 28 + sizeOf(k) + sizeOf(v);
    return n;
  }
  if (Array.isArray(value)) return 16 + value.reduce((n: number, v) => n + 8 + sizeOf(v), 0);
  return Object.values(value).reduce((n: number, v) => n + 8 + sizeOf(v), 24);
}

/** Each field of the index, largest first. */
function fieldSizes(ix: SearchIndex, documents: number) {
  const record = ix as unknown as Record<string, unknown>;
  const rows = Object.keys(record)
    .map((field) => {
      const value = record[field];
      const bytes = sizeOf(value);
      const kind = ArrayBuffer.isView(value)
        ? `${value.constructor.name}(${(value as Int32Array).length})`
        : Array.isArray(value)
          ? `Array(${value.length})`
          : value instanceof Map
            ? `Map(${value.size})`
            : typeof value === "string"
              ? `string(${value.length})`
              : typeof value === "object" && value
                ? value.constructor.name
                : typeof value;
      return { field, kind, MB: Number(MB(bytes)), "bytes/document": Math.round(bytes / documents) };
    })
    .filter((r) => r.MB > 0);
  const total = rows.reduce((n, r) => n + r.MB, 0);
  rows.sort((a, b) => b.MB - a.MB);
  rows.push({
    field: "(total)",
    kind: "",
    MB: Number(total.toFixed(1)),
    "bytes/document": rows.reduce((n, r) => n + r["bytes/document"], 0),
  });
  return rows;
}

async function main() {
  const db = createDb(databaseUrl!);
  await db.$queryRawUnsafe("SELECT 1");
  const repo = createSearchRepo(db);
  const semanticRepo = createSemanticRepo(db);
  const before = await settled();
  console.log(`node ${process.version}, ${new URL(databaseUrl!).pathname.slice(1)}`);
  console.log(`before: RSS ${MB(before.rss)} MB, heap ${MB(before.heap)} MB, buffers ${MB(before.external)} MB`);

  const sampler = peakSampler();
  const started = performance.now();
  const state = await build({ repo, setSource: () => {}, setSnapshotOf: () => {} });
  const buildMs = performance.now() - started;
  const peak = sampler.stop();
  const ix: SearchIndex = state.ix;
  const documents = ix.live;
  // Per 100,000 documents of the catalogue (the unit: a seed of 200,000 documents holds
  // fewer newest editions, which are what the index holds).
  const [{ n: catalogue }] = await db.$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM documents");
  console.log(
    `catalogue: ${catalogue.toLocaleString("en")} documents, ${documents.toLocaleString("en")} newest editions`,
  );
  const per100k = (bytes: number) => `${MB((bytes * 100_000) / catalogue)} MB per 100k documents`;
  const afterSearch = await settled();
  const searchHeap = afterSearch.heap + afterSearch.external - before.heap - before.external;
  console.log(`\nsearch index: ${documents.toLocaleString("en")} documents built in ${(buildMs / 1000).toFixed(1)} s`);
  console.log(
    `  after a full GC: RSS ${MB(afterSearch.rss)} MB, heap ${MB(afterSearch.heap)} of ${MB(afterSearch.heapTotal)} MB, buffers ${MB(afterSearch.external)} MB`,
  );
  console.log(`  the index: heap + buffers ${MB(searchHeap)} MB (${per100k(searchHeap)})`);
  console.log(`  peak while building: RSS ${MB(peak.rss)} MB, heap + buffers ${MB(peak.heap)} MB`);

  const semantic = createSemanticIndexCache({ repo: semanticRepo });
  const sx = await semantic.index();
  const afterSemantic = await settled();
  const semanticHeap = afterSemantic.heap + afterSemantic.external - afterSearch.heap - afterSearch.external;
  console.log(`\nsemantic index: ${(sx?.size ?? 0).toLocaleString("en")} vectors of ${sx?.dims ?? 0} dimensions`);
  console.log(
    `  after a full GC: RSS ${MB(afterSemantic.rss)} MB, heap ${MB(afterSemantic.heap)} of ${MB(afterSemantic.heapTotal)} MB, buffers ${MB(afterSemantic.external)} MB`,
  );
  console.log(`  heap + buffers ${MB(semanticHeap)} MB (${per100k(semanticHeap)})`);
  const total = afterSemantic.heap + afterSemantic.external - before.heap - before.external;
  console.log(
    `\nboth: RSS ${MB(afterSemantic.rss)} MB (${per100k(afterSemantic.rss)}), heap ${MB(afterSemantic.heap)} MB; ` +
      `the indexes' own heap + buffers ${MB(total)} MB (${per100k(total)})`,
  );
  if (values["heap-snapshot"]) console.log(`heap snapshot: ${writeHeapSnapshot(values["heap-snapshot"])}`);

  console.log(
    "\nwhat each field of the search index holds (typed arrays: allocated bytes; strings, arrays and maps: V8's sizes estimated):",
  );
  console.table(fieldSizes(ix, documents));
  await db.$disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

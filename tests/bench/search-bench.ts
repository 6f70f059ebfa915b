// Benchmark of the search API (`npm run bench:search -- --documents N`): seeds (or reuses) a
// catalogue of N documents in its own database (norma_bench_<N>), starts the real API listening
// on 127.0.0.1, signs in, and drives it over HTTP with a fixed mix of queries (common and rare
// words, designations) for each kind of call, at 1 and at 32 concurrent clients. Prints p50, p95,
// p99 and requests/s per kind, and the process's memory: resident set (RSS) and V8 heap, before
// the load, at their peak during each row and overall, at the end, and after a full garbage
// collection (run node with --expose-gc, as `npm run bench:search` does, to get that last one).
// With the type-ahead kind it then compares the index's type-ahead with FlexSearch's on the same
// records, in process (type-ahead-comparison.ts; --compare-only skips the HTTP load).
// It prints figures; it asserts nothing.
//
//   npm run bench:search -- --documents 100000              (DATABASE_URL names the server)
//   npm run bench:search -- --documents 100000 --requests 400 --concurrency 1,32
//   npm run bench:search -- --documents 1000000 --database-url postgresql://…/norma_seed_1m --storage-dir /tmp/norma-seed-1m
//     (reuses an already seeded database as it is: migrated, never seeded; --documents only labels the figures)
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { signIn, startBenchApi } from "./bench-api.ts";
import { percentile as pct } from "./timing.ts";
import { compareTypeAhead } from "./type-ahead-comparison.ts";

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "100000" },
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "1,32" },
    kinds: { type: "string" },
    "database-url": { type: "string" },
    "storage-dir": { type: "string" },
    /** Writes a V8 heap snapshot of the API with its indexes built, before the load, to this file. */
    "heap-snapshot": { type: "string" },
    /**
     * Rounds of the in-process type-ahead comparison with FlexSearch (run when the type-ahead
     * kind is chosen; 0 skips it).
     */
    "compare-rounds": { type: "string", default: "400" },
    /** Only the in-process comparison, none of the HTTP load (with --kinds type-ahead). */
    "compare-only": { type: "boolean", default: false },
    /** Writes a V8 CPU profile of the measured requests only (not the start-up) to this file. */
    "cpu-profile": { type: "string" },
  },
  strict: true,
});
const documents = Number(values.documents.replace(/_/g, ""));
const requests = Number(values.requests);
const levels = values.concurrency.split(",").map(Number);
const server = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const given = values["database-url"];
const database = given ? new URL(given).pathname.slice(1) : `norma_bench_${documents}`;
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const databaseUrl = given ?? withDb(server, database);
const storageDir = values["storage-dir"] ?? join(tmpdir(), `norma-bench-${documents}`);

async function ensureCatalogue() {
  if (given) {
    const { migrate } = await import("@norma/db/migrate");
    await migrate({ databaseUrl });
    const { isSeeded } = await import("@norma/db/seed");
    if (!(await isSeeded(databaseUrl))) throw new Error(`${database} is not seeded`);
    console.log(`reusing ${database} (given)`);
    return;
  }
  const admin = new pg.Client({ connectionString: withDb(server, "postgres") });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const { migrate } = await import("@norma/db/migrate");
  await migrate({ databaseUrl });
  const { isSeeded, runSeed } = await import("@norma/db/seed");
  if (await isSeeded(databaseUrl)) {
    console.log(`reusing ${database}`);
    return;
  }
  await mkdir(storageDir, { recursive: true });
  console.log(`seeding ${documents.toLocaleString("en-US")} documents into ${database}`);
  const s = await runSeed({
    databaseUrl,
    storageDir,
    documents,
    files: 50,
    seed: 1,
    log: (l) => console.log(`  ${l}`),
  });
  console.log(`seeded in ${s.seconds.toFixed(1)} s`);
}

// Fixed mixes: common and rare words, designations in the ways people type them.
const KEYWORDS = [
  "steel",
  "tensile strength",
  "water",
  "concrete compressive strength",
  "corrosion resistance",
  "polymer matrix composite",
  "flash point petroleum",
  "chlorine drinking water",
  "durometer hardness",
  "glare led",
  "oxygen cleaning equipment",
  "specimen",
];
const DESIGNATIONS = ["D3039", "d 3039", "ASTM D3039-17", "3039", "E8", "C39/C39M", "ISO 527", "A36"];
const TYPE_AHEAD = ["d30", "ste", "tens", "conc", "astm c3", "water q", "iso 9", "pipe"];
const SEMANTIC = [
  "tensile strength of fibre composites",
  "rusting of steel in sea water",
  "how hard is rubber",
  "lighting glare",
  "cleaning oxygen systems",
];

interface Kind {
  name: string;
  url: string;
  body: (i: number) => object;
}

const KINDS: Kind[] = [
  {
    name: "keyword search + facets",
    url: "/api/documents/search",
    body: (i) => ({
      keywords: KEYWORDS[i % KEYWORDS.length],
      searchField: "keyword",
      ...(i % 3 === 0 ? { refinements: [{ k: "CAT-STD", r: "cat" }] } : {}),
      ...(i % 3 === 1
        ? {
            refinements: [
              { k: "ASTM", r: "pub" },
              { k: "ISO", r: "pub" },
            ],
          }
        : {}),
    }),
  },
  {
    name: "designation search",
    url: "/api/documents/search",
    body: (i) => ({ keywords: DESIGNATIONS[i % DESIGNATIONS.length], searchField: "designation" }),
  },
  {
    name: "top-level counts",
    url: "/api/documents/search/top-level/count",
    body: (i) => ({ keywords: KEYWORDS[i % KEYWORDS.length], section: i % 2 ? "Category" : "Publisher" }),
  },
  {
    name: "full counts",
    url: "/api/documents/search/count",
    body: (i) => ({ keywords: KEYWORDS[i % KEYWORDS.length] }),
  },
  {
    name: "type-ahead",
    url: "/api/documents/search/type-ahead",
    body: (i) => ({ keywords: TYPE_AHEAD[i % TYPE_AHEAD.length] }),
  },
  {
    name: "semantic query",
    url: "/api/semantic-search/v1/query",
    body: (i) => ({ keywords: SEMANTIC[i % SEMANTIC.length] }),
  },
];

const MB = (bytes: number) => Math.round(bytes / 1_048_576);

/** Samples RSS and heap every 50 ms; peak() gives the highest since the last reset. */
function memorySampler() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  timer.unref();
  return {
    peak() {
      sample();
      return { rss, heap };
    },
    reset() {
      rss = 0;
      heap = 0;
    },
    stop: () => clearInterval(timer),
  };
}

/** Figures per 100,000 documents of the catalogue (the unit; the index holds the newest editions). */
const per100k = documents / 100_000;

/** RSS and heap after a full garbage collection, in total and per 100,000 documents. */
async function printSettledMemory(when: string) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    console.log(`(run node with --expose-gc to see the memory ${when})`);
    return;
  }
  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
  const m = process.memoryUsage();
  console.log(`memory ${when}: ${memoryNow()}`);
  console.log(
    `  per 100,000 documents: RSS ${MB(m.rss / per100k)} MB, heap used ${MB(m.heapUsed / per100k)} MB, external+buffers ${MB((m.external + m.arrayBuffers) / per100k)} MB`,
  );
}

const memoryNow = () => {
  const m = process.memoryUsage();
  return `RSS ${MB(m.rss)} MB, heap used ${MB(m.heapUsed)} MB of ${MB(m.heapTotal)} MB, external+buffers ${MB(m.external + m.arrayBuffers)} MB`;
};

async function main() {
  await ensureCatalogue();
  const { address, app } = await startBenchApi(databaseUrl, "search", {
    env: { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "10", STORAGE_DIR: storageDir },
  });
  const token = await signIn(address, "astm", "individual@astm.example");
  const call = async (kind: Kind, i: number) => {
    const started = performance.now();
    const res = await fetch(`${address}${kind.url}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(kind.body(i)),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${kind.name}: ${res.status}`);
    return performance.now() - started;
  };

  const chosen = values.kinds ? KINDS.filter((k) => values.kinds!.split(",").some((n) => k.name.startsWith(n))) : KINDS;
  // Warm-up: the refinement catalogue, the semantic index, PostgreSQL's caches.
  for (const kind of chosen) for (let i = 0; i < 10; i++) await call(kind, i);

  const compareRounds = Number(values["compare-rounds"]);
  if (values["compare-only"]) {
    await compareWithFlexSearch(app, compareRounds);
    await app.close();
    return;
  }
  const profiler = values["cpu-profile"] ? await startProfile() : null;
  console.log(`\n${documents.toLocaleString("en-US")} documents, ${requests} requests per kind and level\n`);
  const heapLimit = (await import("node:v8")).getHeapStatistics().heap_size_limit;
  console.log(`memory before the load: ${memoryNow()} (heap limit ${MB(heapLimit)} MB)`);
  await printSettledMemory("with the indexes built, after a full garbage collection");
  if (values["heap-snapshot"]) {
    const { writeHeapSnapshot } = await import("node:v8");
    console.log(`heap snapshot written to ${writeHeapSnapshot(values["heap-snapshot"])}`);
  }
  console.log("");
  const memory = memorySampler();
  const overall = { rss: 0, heap: 0 };
  // CPU of this process (API and load generator) per request: comparable on a shared machine.
  // Memory: the peaks of this process (API and load generator) during the row.
  console.log(
    "| kind | clients | p50 ms | p95 ms | p99 ms | requests/s | CPU ms/request | peak RSS MB | peak heap MB |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const kind of chosen) {
    for (const clients of levels) {
      const times: number[] = [];
      memory.reset();
      let next = 0;
      const started = performance.now();
      const cpu = process.cpuUsage();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (let i = next++; i < requests; i = next++) times.push(await call(kind, i));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const cpuPerRequest = (used.user + used.system) / 1000 / times.length;
      times.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1);
      console.log(
        `| ${kind.name} | ${clients} | ${f(pct(times, 50))} | ${f(pct(times, 95))} | ${f(pct(times, 99))} | ${(times.length / seconds).toFixed(0)} | ${f(cpuPerRequest)} | ${MB(memory.peak().rss)} | ${MB(memory.peak().heap)} |`,
      );
      const p = memory.peak();
      overall.rss = Math.max(overall.rss, p.rss);
      overall.heap = Math.max(overall.heap, p.heap);
    }
  }
  memory.stop();
  console.log(`\nmemory peak during the load: RSS ${MB(overall.rss)} MB, heap used ${MB(overall.heap)} MB`);
  console.log(`memory after the load: ${memoryNow()}`);
  console.log(
    `  per 100,000 documents: peak RSS ${MB(overall.rss / per100k)} MB, peak heap used ${MB(overall.heap / per100k)} MB`,
  );
  await printSettledMemory("after the load and a full garbage collection");
  if (profiler) {
    await profiler.stop(values["cpu-profile"]!);
    console.log(`CPU profile written to ${values["cpu-profile"]}`);
  }
  if (chosen.some((k) => k.name === "type-ahead") && compareRounds > 0) await compareWithFlexSearch(app, compareRounds);
  await app.close();
}

/**
 * The type-ahead of the index the API serves from, against FlexSearch on the same records and
 * queries (type-ahead-comparison.ts), for the signed-in tenant's publishers as the service uses.
 */
async function compareWithFlexSearch(app: Awaited<ReturnType<typeof startBenchApi>>["app"], rounds: number) {
  const tenant = await app.tenantResolver.byCode("astm");
  if (!tenant) throw new Error("tenant astm is not seeded");
  const view = await app.services.refinements.tenantView(tenant);
  const ix = await app.services.searchIndex.current();
  compareTypeAhead({
    ix,
    publisherIds: view.publishers.map((p) => p.id),
    prefixes: TYPE_AHEAD,
    rounds,
    log: (line) => console.log(line),
  });
}

async function startProfile() {
  const { Session } = await import("node:inspector/promises");
  const { writeFile } = await import("node:fs/promises");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(file: string) {
      const { profile } = await session.post("Profiler.stop");
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

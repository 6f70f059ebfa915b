// Relevance of search on a seeded catalogue (`npm run relevance:search -- --documents N`): seeds
// (or reuses) a catalogue of N documents in its own database (norma_relevance_<N>), builds the API
// on it, signs in as a reader of the astm tenant (all sixteen publishers, ASTM its own), runs
// every judged query of judged-queries.ts through POST /api/documents/search and prints nDCG@10,
// success@1 and success@3 per group, then the queries that miss at 3. It prints; it asserts nothing
// (relevance.test.ts guards the judged queries on the test catalogue).
//
//   npm run relevance:search -- --documents 5000
//   npm run relevance:search -- --documents 100000 --files 0       (a body-less catalogue seeds faster)
//   npm run relevance:search -- --database-url postgresql://…/norma_bench_100000 --documents 100000
//   … --group "common word" --queries        (one group, every query's figures)
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startBenchApi } from "../bench/bench-api.ts";
import { JUDGED_QUERIES } from "./judged-queries.ts";
import { formatSummary, gradesOf, loadCatalogue, type QueryScore, score, searchBody, summarise } from "./relevance.ts";

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "5000" },
    files: { type: "string" },
    "database-url": { type: "string" },
    "storage-dir": { type: "string" },
    group: { type: "string" },
    /** Prints every query's figures, not only the misses. */
    queries: { type: "boolean", default: false },
  },
  strict: true,
});
const documents = Number(values.documents.replace(/_/g, ""));
const server = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const given = values["database-url"];
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const database = given ? new URL(given).pathname.slice(1) : `norma_relevance_${documents}`;
const databaseUrl = given ?? withDb(server, database);
const storageDir = values["storage-dir"] ?? join(tmpdir(), `norma-relevance-${documents}`);

async function ensureCatalogue() {
  if (!given) {
    const admin = new pg.Client({ connectionString: withDb(server, "postgres") });
    await admin.connect();
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
  }
  const { migrate } = await import("@norma/db/migrate");
  await migrate({ databaseUrl });
  const { isSeeded, runSeed } = await import("@norma/db/seed");
  if (await isSeeded(databaseUrl)) return;
  if (given) throw new Error(`${database} is not seeded`);
  await mkdir(storageDir, { recursive: true });
  const files = values.files === undefined ? Math.min(documents, 500) : Number(values.files);
  console.log(`seeding ${documents.toLocaleString("en-US")} documents (${files} with files) into ${database}`);
  const s = await runSeed({ databaseUrl, storageDir, documents, files, seed: 1, log: (l) => console.log(`  ${l}`) });
  console.log(`seeded in ${s.seconds.toFixed(1)} s`);
}

async function main() {
  await ensureCatalogue();
  const { app } = await startBenchApi(databaseUrl, "relevance", {
    env: { DATABASE_POOL_SIZE: "4", STORAGE_DIR: storageDir },
    listen: false,
  });
  const login = await app.inject({
    method: "POST",
    url: "/api/authenticate",
    headers: { "x-tenant": "astm" },
    payload: { email: "individual@astm.example", password: "norma-demo" },
  });
  const token = login.json().id_token as string;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const catalogue = await loadCatalogue(client, "astm");
  await client.end();

  const queries = values.group ? JUDGED_QUERIES.filter((q) => q.group === values.group) : JUDGED_QUERIES;
  const scores: QueryScore[] = [];
  const started = performance.now();
  for (const q of queries) {
    const res = await app.inject({
      method: "POST",
      url: "/api/documents/search?size=25",
      headers: { authorization: `Bearer ${token}` },
      payload: searchBody(q),
    });
    if (res.statusCode !== 200) throw new Error(`'${q.query}': ${res.statusCode} ${res.body}`);
    const codes = (res.json().result as { contentCode: string }[]).map((d) => d.contentCode);
    scores.push(score(q, gradesOf(q, catalogue), codes));
  }
  const seconds = (performance.now() - started) / 1000;
  const judged = scores.filter((s) => s.judged > 0).length;
  console.log(
    `\n${documents.toLocaleString("en-US")} documents (${database}), ${queries.length} judged queries (${judged} with judged documents in this catalogue), ${seconds.toFixed(1)} s\n`,
  );
  console.log(formatSummary(summarise(scores)));
  if (values.queries) {
    console.log("\nEvery judged query (nDCG@10, success@1, success@3):");
    for (const s of scores.filter((x) => x.judged > 0)) {
      console.log(
        `  [${s.query.group}] '${s.query.query}'${s.query.language ? ` (${s.query.language})` : ""}: ${s.ndcg10.toFixed(3)} ${s.success1 ? 1 : 0} ${s.success3 ? 1 : 0}`,
      );
    }
  }
  const misses = scores.filter((s) => s.judged > 0 && !s.success3);
  if (misses.length) {
    console.log(`\nQueries without a best-graded document in the first 3 (${misses.length}):`);
    for (const m of misses) {
      console.log(
        `  [${m.query.group}] '${m.query.query}'${m.query.field ? ` (${m.query.field})` : ""}${m.query.language ? ` (${m.query.language})` : ""}: nDCG@10 ${m.ndcg10.toFixed(2)}; top ${m.top.slice(0, 3).join(", ") || "nothing"}`,
      );
    }
  }
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

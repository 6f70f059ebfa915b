// The search inside the documents at two catalogue sizes, with an extrapolation (issue 29 §1):
//
//   npm run bench:clause-search -- [--sizes 2000,20000] [--clients 32] [--seconds 20] [--pool 20]
//
// For each size: a database of its own on DATABASE_URL's server (migrated, then dropped), that
// many current editions whose full bodies the seed's content generator writes (the seed's
// standards: about four pages each, a fifth of them translated into German, French, Spanish or
// Portuguese), split into clauses by the clause index's own rules and written as the workers
// write them. Then `clients` concurrent clients run the API's clause search through its
// PostgreSQL engine (after one client alone, for what a search costs without a queue) — a page of 10 documents and the snippets of their 3 best clauses — with
// queries drawn from the catalogue's own words (one word, two words, a "phrase", and a fifth
// with the requirement filter). Prints p50/p95/p99 and requests/s, the index size on disk per
// 1,000 pages (tables, their GIN indexes and keys), the machine's load, and a linear
// extrapolation of both to 1,000,000 documents from the two sizes.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { ClauseQuery } from "@norma/api/src/modules/clause-search/clause-search-engine.ts";
import { createPostgresClauseEngine } from "@norma/api/src/modules/clause-search/postgres-clause-engine.ts";
import { buildAnchorText } from "@norma/contracts/anchor-text";
import { createDb } from "@norma/db";
import { migrate } from "@norma/db/migrate";
import {
  CHARS_PER_PAGE,
  generateStandardContent,
  layoutContent,
  Rng,
  renderText,
  sampleMeta,
} from "@norma/db/seed-content";
import { searchClausesOf } from "@norma/documents/clauses/search-clauses";
import pg from "pg";
import { withDatabase } from "../harness/services.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "2000,20000" },
    clients: { type: "string", default: "32" },
    seconds: { type: "string", default: "20" },
    pool: { type: "string", default: "20" },
    keep: { type: "boolean", default: false },
  },
});
const SIZES = values.sizes
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .slice(0, 2);
// One size measures it alone (no extrapolation); two give the slope to 1,000,000.
const CLIENTS = Math.min(Number(values.clients), 128);
const SECONDS = Math.min(Number(values.seconds), 300);
const POOL = Math.min(Number(values.pool), 100);
const TARGET = 1_000_000;
const LANGUAGES = [
  "en-US",
  "en-US",
  "en-US",
  "en-US",
  "en-US",
  "de-DE",
  "en-US",
  "fr-FR",
  "en-US",
  "es-ES",
  "en-US",
  "pt-BR",
];
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl || !SIZES.length) {
  console.error("DATABASE_URL must be set, and --sizes must name one or two catalogue sizes");
  process.exit(2);
}
const fmt = (n: number, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });

/** A fresh database of the schema: dropped first if a run left one. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(baseUrl!, name);
  await migrate({ databaseUrl: url });
  return url;
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Loads `n` editions with their clauses; returns the pages loaded and a sample of clause texts. */
async function load(url: string, n: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `INSERT INTO publishers (id, key, name, search_key, logo_file_name, website) VALUES (1, 'ASTM', 'ASTM International', 'astm', 'astm.png', 'https://www.astm.org')`,
  );
  let chars = 0;
  let clauses = 0;
  const sample: string[] = [];
  const started = performance.now();
  for (let at = 0; at < n; at += 200) {
    const docs: unknown[][] = [[], [], [], [], []];
    const rows: unknown[][] = Array.from({ length: 11 }, () => []);
    for (let id = at + 1; id <= Math.min(n, at + 200); id++) {
      const rng = new Rng(`clause-bench/${id}`);
      const language = LANGUAGES[id % LANGUAGES.length];
      const meta = sampleMeta(rng, { language });
      const content = generateStandardContent(rng, meta);
      const body = renderText(content, layoutContent(content));
      const anchor = buildAnchorText([{ text: body }], { newlineBreaks: true });
      chars += anchor.text.length;
      docs[0].push(id);
      docs[1].push(`ASTM|${meta.designation}|${language}|${id}`);
      docs[2].push(meta.designation);
      docs[3].push(meta.title);
      docs[4].push(language);
      for (const c of searchClausesOf({ text: anchor.text, breaks: anchor.breaks }, language)) {
        const row = [
          id,
          c.ordinal,
          c.number,
          c.heading,
          c.quote,
          c.text,
          language,
          "BODY",
          c.start,
          c.end,
          c.statesRequirement,
        ];
        for (const [i, v] of row.entries()) rows[i].push(v);
        clauses++;
        if (clauses % 97 === 0 && sample.length < 2_000) sample.push(c.text);
      }
    }
    await client.query(
      `INSERT INTO documents (id, content_code, publisher_id, family, designation, designation_no, display_designation,
                              designation_key, title, document_type, asset_type, content_type, status, language_code, updated_at)
       SELECT id, code, 1, d, d, d, 'ASTM ' || d, lower(regexp_replace(d, '[^A-Za-z0-9]', '', 'g')) || id, title,
              'Test Method', 'Standard', 'Standard', 'Active', lang, now()
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(id, code, d, title, lang)`,
      docs,
    );
    await client.query(
      `INSERT INTO document_clauses (document_id, ordinal, number, heading, quote, text, language, source, start_offset, end_offset, states_requirement)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::bool[])`,
      rows,
    );
    // The editions' rows of the documents-first search, as the workers' job writes them.
    await client.query("SELECT norma_refresh_clause_search($1::int[])", [docs[0]]);
    if ((at / 200) % 10 === 9)
      console.log(`  ${fmt(at + 200)} / ${fmt(n)} documents (${fmt((performance.now() - started) / 1000, 1)} s)`);
  }
  await client.query("VACUUM ANALYZE documents");
  await client.query("VACUUM ANALYZE document_clauses");
  await client.query("VACUUM ANALYZE document_clause_search");
  const docRows = await client.query<{ bytes: string }>(
    "SELECT pg_total_relation_size('document_clause_search')::text AS bytes",
  );
  const size = await client.query<{ table_bytes: string; gin_bytes: string; total_bytes: string }>(
    `SELECT sum(pg_table_size(inhrelid))::text AS table_bytes,
            sum((SELECT coalesce(sum(pg_relation_size(indexrelid)), 0) FROM pg_index i
                  JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = inhrelid AND c.relam = (SELECT oid FROM pg_am WHERE amname = 'gin')))::text AS gin_bytes,
            (sum(pg_total_relation_size(inhrelid)) + pg_total_relation_size('document_clause_search'))::text AS total_bytes
       FROM pg_inherits WHERE inhparent = 'document_clauses'::regclass`,
  );
  await client.end();
  return {
    pages: chars / CHARS_PER_PAGE,
    clauses,
    loadSeconds: (performance.now() - started) / 1000,
    bytes: Number(size.rows[0].total_bytes),
    ginBytes: Number(size.rows[0].gin_bytes),
    tableBytes: Number(size.rows[0].table_bytes),
    documentRowsBytes: Number(docRows.rows[0].bytes),
    sample,
  };
}

/** Queries from the catalogue's own words: one word, two, a phrase; a fifth with the requirement filter. */
function queriesOf(sample: string[], count: number): { text: string; requirementsOnly: boolean }[] {
  const rng = new Rng("clause-bench/queries");
  const out: { text: string; requirementsOnly: boolean }[] = [];
  while (out.length < count) {
    const words = rng
      .pick(sample)
      .split(" ")
      .map((w) => w.replace(/[^\p{L}]/gu, ""))
      .filter((w) => w.length >= 5);
    if (words.length < 3) continue;
    const at = rng.int(0, words.length - 2);
    const kind = out.length % 3;
    const text =
      kind === 0 ? words[at] : kind === 1 ? `${words[at]} ${rng.pick(words)}` : `"${words[at]} ${words[at + 1]}"`;
    out.push({ text, requirementsOnly: out.length % 5 === 4 });
  }
  return out;
}

async function measure(url: string, sample: string[], clients: number, seconds: number) {
  const db = createDb(url, { max: POOL });
  const engine = createPostgresClauseEngine(db);
  const queries = queriesOf(sample, 500);
  const run = async (q: { text: string; requirementsOnly: boolean }) => {
    const query: ClauseQuery = { ...q, publisherIds: [1], documentIds: null };
    const page = await engine.documents(query, { offset: 0, limit: 10 });
    await engine.clauses(
      query,
      page.documents.map((d) => d.documentId),
      3,
    );
    return page.total;
  };
  for (const q of queries.slice(0, 40)) await run(q);
  const times: number[] = [];
  let found = 0;
  let next = 0;
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 1000);
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const q = queries[next++ % queries.length];
        const t0 = performance.now();
        const total = await run(q);
        if (total > 0) found++;
        times.push(performance.now() - t0);
      }
    }),
  );
  clearInterval(sampler);
  await db.$disconnect();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return {
    requests: times.length,
    rps: times.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    withResults: found / times.length,
    load: loads.length ? Math.max(...loads) : loadavg()[0],
  };
}

const results: { documents: number; pages: number; clauses: number; bytes: number; ginBytes: number; p95: number }[] =
  [];
console.log(
  `clause search: ${CLIENTS} clients, ${SECONDS} s per size, pool ${POOL}; load before ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const n of SIZES) {
  const name = `norma_bench_clauses_${process.pid}`;
  const url = await freshDatabase(name);
  try {
    console.log(`${fmt(n)} documents: loading`);
    const l = await load(url, n);
    // One client first: what a search costs on its own, apart from the queue of 32.
    const one = await measure(url, l.sample, 1, Math.max(5, SECONDS / 2));
    const m = await measure(url, l.sample, CLIENTS, SECONDS);
    const per1000 = (l.bytes / l.pages) * 1000;
    console.log(
      `${fmt(n)} documents, ${fmt(l.pages)} pages, ${fmt(l.clauses)} clauses (loaded in ${fmt(l.loadSeconds, 1)} s): ` +
        `index ${fmt(l.bytes / 2 ** 20, 1)} MB (GIN ${fmt(l.ginBytes / 2 ** 20, 1)} MB, table ${fmt(l.tableBytes / 2 ** 20, 1)} MB) = ` +
        `${fmt(per1000 / 2 ** 20, 2)} MB per 1,000 pages (of which document_clause_search ${fmt(l.documentRowsBytes / 2 ** 20, 1)} MB); ${fmt(m.requests)} searches, ${fmt(m.rps, 1)}/s, ` +
        `p50 ${fmt(m.p50, 1)} ms, p95 ${fmt(m.p95, 1)} ms, p99 ${fmt(m.p99, 1)} ms, ${fmt(100 * m.withResults)}% with results; ` +
        `1 client: p50 ${fmt(one.p50, 1)} ms, p95 ${fmt(one.p95, 1)} ms, ${fmt(one.rps, 1)}/s; peak load ${Math.max(m.load, one.load).toFixed(2)}`,
    );
    results.push({
      documents: n,
      pages: l.pages,
      clauses: l.clauses,
      bytes: l.bytes,
      ginBytes: l.ginBytes,
      p95: m.p95,
    });
  } finally {
    // --keep leaves the last size's database for a look at its plans (EXPLAIN).
    if (!values.keep) await dropDatabase(name);
    else console.log(`kept ${name}`);
  }
}
const [a, b] = results;
if (!b) process.exit(0);
const slope = (f: (r: (typeof results)[number]) => number) => (f(b) - f(a)) / (b.documents - a.documents);
const at = (f: (r: (typeof results)[number]) => number) => f(b) + slope(f) * (TARGET - b.documents);
console.log(
  `extrapolated to ${fmt(TARGET)} documents (linear from the two sizes): ${fmt(at((r) => r.pages))} pages, ` +
    `${fmt(at((r) => r.clauses))} clauses, index ${fmt(at((r) => r.bytes) / 2 ** 30, 1)} GB ` +
    `(GIN ${fmt(at((r) => r.ginBytes) / 2 ** 30, 1)} GB), p95 ${fmt(at((r) => r.p95))} ms at ${CLIENTS} clients`,
);

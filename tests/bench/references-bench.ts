// The citation graph at catalogue scale (issue 27; docs/performance.md, "References"):
//
//   npm run bench:references -- --database-url postgresql://postgres@127.0.0.1:5432/norma_bench_refs
//     [--documents 1000000] [--per-document 20] [--much-cited 50000] [--requests 100] [--runs 20]
//     [--pages 300] [--drop]
//
// On a migrated and seeded database (`npm run db:migrate && npm run db:seed` with DATABASE_URL set
// to it) it adds `documents` current editions spread over the tenant's publishers and their
// references (`per-document` each: about 20M edges at 1M documents), once: a later run finds them
// and goes straight to the timings (--drop removes them at the end). Targets are drawn skewed
// (a few families are cited very often, most rarely), a tenth do not resolve (kept as text), the
// kinds are mixed, half are dated; `much-cited` of the documents also cite one seeded document of
// the tenant (the "much-cited" one: a test method everyone calls up). Rows are loaded with
// session_replication_role = replica (no triggers: the search vector of these documents is not
// what is measured here).
//
// Then, over HTTP on the real API (127.0.0.1) as a member of the tenant, one client: the much-cited
// document's "cited by" (first page, a deep page, refined by publisher, by kind), the references of
// one document (different documents in turn) and the network picture around the much-cited one;
// the detection of the references of an edition of `pages` pages (the workers' function, in
// process); and the cascade of a new edition of the much-cited document to the trackers of the
// documents citing it (the tracking-alerts worker's query, paged), with 2,000 of them tracked.
// Prints p50/p95/max per call against the issue's goals and the machine's load.
import { parseArgs } from "node:util";
import { buildAnchorText } from "@norma/contracts/anchor-text";
import { createDb } from "@norma/db";
import { generateStandardContent, layoutContent, Rng, renderText, sampleMeta } from "@norma/db/seed-content";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { detectReferences } from "@norma/documents/references/references";
import { findCascadeMatches } from "@norma/workers/src/jobs/tracking-alerts/alert-references.ts";
import pg from "pg";
import { signIn, startBenchApi } from "./bench-api.ts";
import { loadAverage, ms, percentile, timeCalls, timeRuns } from "./timing.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    tenant: { type: "string", default: "astm" },
    email: { type: "string", default: "admin@astm.example" },
    documents: { type: "string", default: "1000000" },
    "per-document": { type: "string", default: "20" },
    "much-cited": { type: "string", default: "50000" },
    requests: { type: "string", default: "100" },
    runs: { type: "string", default: "20" },
    pages: { type: "string", default: "300" },
    drop: { type: "boolean", default: false },
  },
  strict: true,
});
const databaseUrl: string = values["database-url"] ?? process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("--database-url (or DATABASE_URL) names a migrated, seeded database");
const DOCUMENTS = Math.min(Number(values.documents), 2_000_000);
const PER_DOCUMENT = Math.min(Number(values["per-document"]), 50);
const MUCH_CITED = Math.min(Number(values["much-cited"]), DOCUMENTS);
const REQUESTS = Math.min(Number(values.requests), 2_000);
const RUNS = Math.min(Number(values.runs), 200);
const PAGES = Math.min(Number(values.pages), 1_000);
/** The bench's documents are ids BASE + 1 … BASE + DOCUMENTS (far above any seeded id). */
const BASE = 50_000_000;
const CHUNK = 50_000;
const TRACKED = 2_000;
const GOALS = { citedBy: 50, references: 10, detection: 50 };

const fmt = (n: number) => n.toLocaleString("en-US");

interface Anchor {
  id: number;
  key: string;
  display: string;
}

/** The tenant, its publishers and the seeded document every `much-cited`-th bench document cites. */
async function scopeOf(db: pg.Client) {
  const tenant = await db.query<{ id: number }>("SELECT id FROM tenants WHERE code = $1", [values.tenant]);
  if (!tenant.rowCount) throw new Error(`no tenant ${values.tenant}: is the database seeded?`);
  const tenantId = tenant.rows[0].id;
  const pubs = await db.query<{ id: number; key: string }>(
    `SELECT p.id, p.key FROM tenant_publishers tp JOIN publishers p ON p.id = tp.publisher_id
      WHERE tp.tenant_id = $1 ORDER BY p.id`,
    [tenantId],
  );
  const anchor = await db.query<{ id: number; key: string; designation_no: string; display_designation: string }>(
    `SELECT d.id, p.key, d.designation_no, d.display_designation FROM documents d
       JOIN publishers p ON p.id = d.publisher_id
       JOIN tenant_publishers tp ON tp.publisher_id = d.publisher_id AND tp.tenant_id = $1
      WHERE d.is_latest AND d.translation_of_id IS NULL AND d.id < $2
      ORDER BY d.id LIMIT 1`,
    [tenantId, BASE],
  );
  const a = anchor.rows[0];
  if (!a) throw new Error("the tenant presents no seeded document");
  return {
    tenantId,
    publishers: pubs.rows,
    anchor: { id: a.id, key: referenceKey(a.key, a.designation_no), display: a.display_designation } as Anchor,
  };
}

/** The bench's documents and their references, chunk by chunk (skipped when a run made them). */
async function addGraph(db: pg.Client, publishers: { id: number; key: string }[], anchor: Anchor) {
  const have = await db.query<{ n: string }>("SELECT count(*) AS n FROM documents WHERE id > $1", [BASE]);
  if (Number(have.rows[0].n) >= DOCUMENTS) {
    const edges = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM document_references WHERE source_document_id > $1",
      [BASE],
    );
    console.log(`found ${fmt(DOCUMENTS)} bench documents and ${fmt(Number(edges.rows[0].n))} references`);
    return;
  }
  if (Number(have.rows[0].n) > 0) throw new Error("a bench graph of another size is there: run once with --drop");
  const ids = publishers.map((p) => p.id);
  const keys = publishers.map((p) => p.key);
  const started = performance.now();
  // The references' secondary indexes are dropped while loading and made again at the end (as
  // the seed does for its bulk tables): 20M inserts into five indexes at random places ran at a
  // third of the speed and slowed as the indexes outgrew the cache.
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = 'document_references' AND indexname <> 'document_references_pkey'`,
  );
  for (const ix of indexes.rows) await db.query(`DROP INDEX "${ix.name}"`);
  await db.query("SET session_replication_role = replica");
  await db.query("SELECT setseed(0.27)");
  const every = Math.max(1, Math.floor(DOCUMENTS / Math.max(1, MUCH_CITED)));
  for (let lo = 1; lo <= DOCUMENTS; lo += CHUNK) {
    const hi = Math.min(DOCUMENTS, lo + CHUNK - 1);
    await db.query(
      `INSERT INTO documents (id, content_code, publisher_id, family, designation, designation_no, display_designation,
                              designation_key, title, document_type, asset_type, content_type, status, language_code, updated_at)
       SELECT $1::int + n, 'BENCHREF-' || n, ($2::int[])[1 + n % $4], 'BR' || n, 'BR' || n, 'BR' || n,
              ($3::text[])[1 + n % $4] || ' BR' || n, 'benchref' || n, 'Bench referencing document ' || n,
              (ARRAY['Test Method', 'Specification', 'Practice', 'Guide'])[1 + n % 4], 'Standard', 'Standard',
              'Active', 'en-US', now()
         FROM generate_series($5::int, $6::int) AS n`,
      [BASE, ids, keys, ids.length, lo, hi],
    );
    // Target t of a skewed draw (t = N·u³: the first families are cited far more often), its
    // publisher by t as the documents' are; a tenth not in the catalogue (publisher ZZQ).
    await db.query(
      `INSERT INTO document_references (source_document_id, target_document_id, target_designation, target_publisher,
                                        target_key, edition, edition_year, kind, clause, source_current,
                                        source_publisher_id, source_document_type)
       -- One edge per source, family and edition (the unique index is made again at the end).
       SELECT DISTINCT ON (e.source, e.target_key, e.edition_year) e.*
         FROM (SELECT $1::int + n AS source,
                      CASE WHEN x.outside THEN NULL ELSE $1::int + x.t END AS target,
                      CASE WHEN x.outside THEN 'ZZQ ' ELSE ($3::text[])[1 + x.t % $4] || ' ' END || 'BR' || x.t AS designation,
                      CASE WHEN x.outside THEN 'ZZQ' ELSE ($3::text[])[1 + x.t % $4] END AS publisher,
                      CASE WHEN x.outside THEN 'zzq' ELSE lower(($3::text[])[1 + x.t % $4]) END || ':br' || x.t AS target_key,
                      CASE WHEN k % 2 = 0 THEN (2000 + x.t % 25)::text END AS edition,
                      CASE WHEN k % 2 = 0 THEN 2000 + x.t % 25 END AS edition_year,
                      CASE WHEN k <= 8 THEN 'normative' WHEN k <= 17 THEN 'informative' ELSE 'bibliography' END AS kind,
                      CASE WHEN k <= 8 THEN '2.' || (1 + k % 3) ELSE (3 + k % 9)::text || '.' || (1 + k % 4) END AS clause,
                      true AS source_current, ($8::int[])[1 + n % $4] AS source_publisher_id,
                      (ARRAY['Test Method', 'Specification', 'Practice', 'Guide'])[1 + n % 4] AS source_document_type
                 FROM generate_series($5::int, $6::int) AS n
                CROSS JOIN generate_series(1, $7::int) AS k
                CROSS JOIN LATERAL (SELECT (1 + floor($2::int * power(random(), 3)))::int AS t,
                                           random() < 0.1 AS outside,
                                           -- (names n and k so that it is drawn for each row, not once)
                                           n * 100 + k AS draw) x
                WHERE x.t <> n) e
        ORDER BY e.source, e.target_key, e.edition_year`,
      [BASE, DOCUMENTS, keys, keys.length, lo, hi, PER_DOCUMENT, ids],
    );
    await db.query(
      `INSERT INTO document_references (source_document_id, target_document_id, target_designation, target_publisher,
                                        target_key, kind, clause, source_current, source_publisher_id, source_document_type)
       SELECT $1::int + n, $2::int, $3, upper(split_part($4, ':', 1)), $4, 'normative', '2.1',
              true, ($8::int[])[1 + n % $9], (ARRAY['Test Method', 'Specification', 'Practice', 'Guide'])[1 + n % 4]
         FROM generate_series($5::int, $6::int) AS n WHERE n % $7 = 0`,
      [BASE, anchor.id, anchor.display, anchor.key, lo, hi, every, ids, ids.length],
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${fmt(hi)} / ${fmt(DOCUMENTS)} documents and their references (${seconds.toFixed(0)} s)`);
  }
  await db.query("SET session_replication_role = DEFAULT");
  await db.query("SET maintenance_work_mem = '512MB'");
  for (const ix of indexes.rows) {
    const at = performance.now();
    await db.query(ix.definition);
    console.log(`  index ${ix.name} made again (${((performance.now() - at) / 1000).toFixed(0)} s)`);
  }
  // The visibility map too: "cited by" counts are read from the index alone.
  await db.query("VACUUM document_references");
  await db.query("SELECT setval('documents_id_seq', greatest((SELECT max(id) FROM documents), 1))");
  await db.query("ANALYZE documents");
  await db.query("ANALYZE document_references");
}

/** Trackers of documents citing the much-cited one (the cascade's recipients), removed afterwards. */
async function addTracking(db: pg.Client, tenantId: number, anchor: Anchor): Promise<number[]> {
  const made = await db.query<{ id: number }>(
    `INSERT INTO tracked_documents (tenant_id, user_id, account_id, document_id, updated_at)
     SELECT $1, u.id, m.account_id, s.id, now()
       FROM (SELECT DISTINCT r.source_document_id AS id FROM document_references r
              WHERE r.target_key = $2 AND r.source_document_id > $3 ORDER BY 1 LIMIT $4) s
      CROSS JOIN LATERAL (SELECT u.id FROM users u WHERE u.tenant_id = $1 ORDER BY u.id
                           OFFSET (s.id % 5) LIMIT 1) u
       JOIN account_memberships m ON m.user_id = u.id AND m.is_default
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [tenantId, anchor.key, BASE, TRACKED],
  );
  return made.rows.map((r) => r.id);
}

function line(label: string, times: number[], goal?: number) {
  const p95 = percentile(times, 95);
  const verdict = goal === undefined ? "" : `  goal ≤ ${goal} ms: ${p95 <= goal ? "met" : "NOT met"}`;
  console.log(`  ${label.padEnd(44)} ${ms(percentile(times, 50))} ${ms(p95)} ${ms(Math.max(...times))}${verdict}`);
  return p95;
}

async function measureApi(anchor: Anchor) {
  const api = await startBenchApi(databaseUrl, "references");
  try {
    const token = await signIn(api.address, values.tenant, values.email);
    const base = `${api.address}/api/documents`;
    const first = await fetch(`${base}/cited-by/${anchor.id}?size=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await first.json()) as { total: number; publishers: { value: string }[] };
    console.log(
      `\n${anchor.display} (id ${anchor.id}) is cited by ${fmt(body.total)} current documents of the tenant; ` +
        `${REQUESTS} requests per call, one client (load average ${loadAverage()}):`,
    );
    console.log(`  ${"call".padEnd(44)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"max".padStart(9)}`);
    const publisher = body.publishers[1]?.value ?? body.publishers[0]?.value ?? "ASTM";
    const citedBy: [string, string][] = [
      ["cited by, first page (20)", "size=20"],
      ["cited by, page 50 (20)", "page=50&size=20"],
      [`cited by, publisher ${publisher}`, `publisher=${encodeURIComponent(publisher)}&size=20`],
      ["cited by, normative only", "kind=normative&size=20"],
    ];
    for (const [label, query] of citedBy) {
      const url = `${base}/cited-by/${anchor.id}?${query}`;
      await timeCalls(url, token, 5, 1); // warm-up, not counted
      line(label, await timeCalls(url, token, REQUESTS, 1), GOALS.citedBy);
    }
    // Different documents in turn: a cached page of one document would say nothing.
    const refs = await timeRuns(REQUESTS, async (i) => {
      const id = BASE + 1 + ((i * 7919) % DOCUMENTS);
      const res = await fetch(`${base}/references/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`references of ${id}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    });
    line(`references of one document (${PER_DOCUMENT})`, refs, GOALS.references);
    const network = `${base}/reference-network/${anchor.id}`;
    await timeCalls(network, token, 3, 1);
    line("network picture around the much-cited one", await timeCalls(network, token, Math.min(REQUESTS, 30), 1));
  } finally {
    await api.close();
  }
}

/** An edition of about PAGES pages citing 60 documents in its list and some inline, as the workers read it. */
function longEdition() {
  const rng = new Rng("references-bench");
  const meta = sampleMeta(rng, { publisherKey: "ASTM" });
  const publishers = ["ASTM", "ISO", "IEC", "EN", "DIN", "API", "AWWA", "SAE"];
  meta.references = Array.from({ length: 60 }, (_, i) => {
    const p = publishers[i % publishers.length];
    const number = p === "ASTM" ? `D${600 + i}` : p === "API" ? `Spec ${i + 2}L` : `${10000 + i * 17}-${1 + (i % 3)}`;
    return {
      designation: `${p} ${number}${i % 2 ? `:${2000 + (i % 24)}` : ""}`,
      title: `Referenced document ${i}`,
      own: false,
    };
  });
  meta.inlineCitations = Array.from(
    { length: 40 },
    (_, i) =>
      `Condition the specimens as described in ISO ${20000 + i}:${2001 + (i % 20)} before each series of tests.`,
  );
  const content = generateStandardContent(rng, meta, { pages: PAGES });
  const anchor = buildAnchorText([{ text: renderText(content, layoutContent(content)) }], { newlineBreaks: true });
  return { text: anchor.text, breaks: anchor.breaks, self: meta };
}

async function measureDetection(publisherKeys: string[]) {
  const edition = longEdition();
  const options = { publishers: publisherKeys, self: { publisher: "ASTM", designationNo: edition.self.designation } };
  const found = detectReferences(edition, options);
  for (let i = 0; i < 3; i++) detectReferences(edition, options); // warm-up
  console.log(
    `\ndetection (the workers' detectReferences, in process), an edition of ${fmt(edition.text.length)} characters ` +
      `(~${Math.round(edition.text.length / 3600)} pages), ${found.length} references found, ${RUNS} runs:`,
  );
  line(
    `detect the references of ${PAGES} pages`,
    await timeRuns(RUNS, () => detectReferences(edition, options)),
    GOALS.detection,
  );
}

async function measureCascade(tenantId: number, anchor: Anchor, db: pg.Client) {
  const tracking = await addTracking(db, tenantId, anchor);
  const prisma = createDb(databaseUrl, { max: 4 });
  try {
    const change = {
      kind: "NEW_VERSION" as const,
      documentId: anchor.id,
      previousDocumentId: anchor.id,
      previousStatus: "Active",
      status: "Active",
      replacedByContentCode: null,
    };
    let matches = 0;
    const times = await timeRuns(5, async () => {
      matches = (await findCascadeMatches(prisma, [change], () => true, new Date())).length;
    });
    console.log(
      `\ncascade of a new edition of the much-cited document (tracking-alerts worker's query, pages of 2,000 citing ` +
        `documents; ${fmt(tracking.length)} of them tracked): ${fmt(matches)} recipients' cascades`,
    );
    line("cascade, whole (5 runs)", times);
    console.log(
      "  (each page is one short query of its own: the worker's other alerts are not held behind one long statement)",
    );
  } finally {
    await prisma.$disconnect();
    if (tracking.length) await db.query("DELETE FROM tracked_documents WHERE id = ANY($1::int[])", [tracking]);
  }
}

async function main() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { tenantId, publishers, anchor } = await scopeOf(db);
    await addGraph(db, publishers, anchor);
    const size = await db.query<{ bytes: string }>(
      "SELECT pg_total_relation_size('document_references')::text AS bytes",
    );
    console.log(
      `document_references on disk: ${fmt(Math.round(Number(size.rows[0].bytes) / 2 ** 20))} MB (with its indexes)`,
    );
    await measureApi(anchor);
    await measureDetection(publishers.map((p) => p.key));
    await measureCascade(tenantId, anchor, db);
    console.log(`\nload average after: ${loadAverage()}`);
    if (values.drop) {
      await db.query("DELETE FROM documents WHERE id > $1", [BASE]); // their references go with them
      console.log("the bench's documents and references removed");
    }
  } finally {
    await db.end();
  }
}

await main();

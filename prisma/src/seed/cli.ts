// npm run db:seed -- --documents N --files M --seed S [--reset]
// Defaults: 5,000 documents, all with HTML and PDF files (--files defaults to the number of
// documents, at most MAX_DEFAULT_FILES: a 1,000,000-document benchmark catalogue gets 5,000).
// DATABASE_URL and the blob storage come from the environment: STORAGE_DIR (default ./.storage of
// the directory npm was started from), or STORAGE_BACKEND=s3 with S3_* (lib/storage-config.ts).
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createStorage, describeStorage, storageConfigFromEnv } from "../lib/storage-config.ts";
import { isSeeded, runSeed } from "./index.ts";

/** Documents that get HTML and PDF files when --files is not given. */
const MAX_DEFAULT_FILES = 5_000;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer (got ${value})`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    documents: { type: "string" },
    files: { type: "string" },
    seed: { type: "string" },
    reset: { type: "boolean", default: false },
    "usage-events": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(
    `usage: npm run db:seed -- [--documents 5000] [--files N (default: the documents, at most ${MAX_DEFAULT_FILES.toLocaleString("en-US")})] [--seed 1] [--reset] [--usage-events N (synthetic usage over 12 months, also on a seeded database)]`,
  );
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/norma)");
  process.exit(2);
}
// npm runs workspace scripts in the workspace folder; INIT_CWD is where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const storageDir = resolve(cwd, process.env.STORAGE_DIR ?? ".storage");
const storageConfig = storageConfigFromEnv({ ...process.env, STORAGE_DIR: storageDir });
const documents = positiveInt("documents", values.documents, 5000);
const files = Math.min(positiveInt("files", values.files, Math.min(documents, MAX_DEFAULT_FILES)), documents);
const seed = positiveInt("seed", values.seed, 1);
const usageEvents = positiveInt("usage-events", values["usage-events"], 0);

/** Synthetic usage with its COUNTER roll-ups (benchmarks of the usage reports). */
async function seedUsage() {
  if (!usageEvents) return;
  const pg = (await import("pg")).default;
  const { seedUsageEvents } = await import("../usage/usage-seed.ts");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(`seeding ${usageEvents.toLocaleString("en-US")} usage events over 12 months`);
    const s = await seedUsageEvents(client, { events: usageEvents, seed, log: (line) => console.log(line) });
    console.log(
      `usage: ${s.events.toLocaleString("en-US")} events, ${s.dailyRows.toLocaleString("en-US")} daily and ${s.monthlyRows.toLocaleString("en-US")} monthly roll-up rows in ${s.seconds.toFixed(1)} s (${Math.round(s.events / s.seconds).toLocaleString("en-US")} events/s)`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The stored sanitised copies of the catalogue's HTML (issue 11), made by the workers in the
 * background once they run: queued here rather than made here, because sanitising every seeded
 * file takes about as long again as writing them (docs/performance.md). A document opened
 * before its copy is made is sanitised on read, and its copy stored then.
 */
async function queueSanitizedCopies() {
  const pg = (await import("pg")).default;
  const { enqueueSanitizeCatalogue } = await import("../lib/sanitize-queue.ts");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { jobs, assets } = await enqueueSanitizeCatalogue(client);
    console.log(`sanitised copies: ${assets.toLocaleString("en-US")} HTML files queued for the workers (${jobs} jobs)`);
  } finally {
    await client.end();
  }
}

/**
 * The citation graph of the catalogue (issue 27): a catalogue run of the reference detection,
 * queued for the workers like the sanitised copies (reading every document's text is theirs to do).
 */
async function queueReferences() {
  const pg = (await import("pg")).default;
  const { enqueueReferencesRun } = await import("../lib/references-queue.ts");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = await enqueueReferencesRun(client);
    console.log(
      `references: run ${run.runId} of ${run.documents.toLocaleString("en-US")} documents queued for the workers (npm run references:rebuild -- --status)`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The clauses of the catalogue for the search inside the documents (issue 29): a catalogue run of
 * the clause index, queued for the workers like the references (each document's HTML is parsed:
 * done in the seed it would double its time).
 */
async function queueClauseIndex() {
  const pg = (await import("pg")).default;
  const { enqueueClauseIndexRun } = await import("../lib/clause-index-queue.ts");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = await enqueueClauseIndexRun(client);
    console.log(
      `clause index: run ${run.runId} of ${run.documents.toLocaleString("en-US")} documents queued for the workers (npm run clause-index:rebuild -- --status)`,
    );
  } finally {
    await client.end();
  }
}

/** The changes feed's history of a database seeded before it existed (idempotent: issue 30). */
async function backfillEvents() {
  const pg = (await import("pg")).default;
  const { backfillPublishEvents } = await import("../lib/publish-events-backfill.ts");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(`publish events: ${await backfillPublishEvents(client)} written for the changes feed`);
  } finally {
    await client.end();
  }
}

try {
  if (!values.reset && (await isSeeded(databaseUrl))) {
    console.log("already seeded (use --reset to rebuild)");
    await backfillEvents();
    await seedUsage();
    process.exit(0);
  }
  console.log(
    `seeding ${documents.toLocaleString("en-US")} documents (${files.toLocaleString("en-US")} with files), seed ${seed}, storage: ${describeStorage(storageConfig)}`,
  );
  const summary = await runSeed({
    databaseUrl,
    storageDir,
    storage: createStorage(storageConfig),
    documents,
    files,
    seed,
    reset: values.reset,
    log: (line) => console.log(line),
  });
  console.log(
    `done: ${summary.tenants} tenants, ${summary.publishers} publishers, ${summary.documents.toLocaleString("en-US")} documents, ${summary.files.toLocaleString("en-US")} with files (written in ${summary.fileSeconds.toFixed(1)} s), ${summary.users} users in ${summary.seconds.toFixed(1)} s (${Math.round(summary.documents / summary.seconds).toLocaleString("en-US")} documents/s overall)`,
  );
  await queueSanitizedCopies();
  await queueReferences();
  await queueClauseIndex();
  await seedUsage();
} catch (err) {
  console.error("seed failed:", err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack && process.env.DEBUG) console.error(err.stack);
  process.exit(1);
}

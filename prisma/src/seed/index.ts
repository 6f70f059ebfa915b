// The deterministic seed: reference data, tenants, the synthetic catalogue (streamed with COPY),
// document files, accounts and users. The whole seed runs in one transaction.
import pg from "pg";
import { backfillPublishEvents } from "../lib/publish-events-backfill.ts";
import { type BlobStorage, createLocalStorage } from "../lib/storage.ts";
import { rebuildSemanticIndex } from "../semantic/index.ts";
import { seedAccounts } from "./accounts.ts";
import { CatalogueGenerator, REFERENCE_DATE } from "./catalogue.ts";
import { seedCompassPoints } from "./compass-points.ts";
import { COUNTRIES, US_STATES } from "./data/countries.ts";
import { PUBLISHER_LOGOS } from "./data/publisher-logos.ts";
import { PUBLISHERS } from "./data/publishers.ts";
import { COLLECTIONS } from "./data/tenants.ts";
import { copyRows, resetSequences } from "./db.ts";
import { createStage, loadCatalogue, writeFiles } from "./documents.ts";
import { Rng } from "./rng.ts";
import { seedSharing } from "./sharing.ts";
import { buildTaxonomy } from "./taxonomy.ts";
import { collectionRows, seedTenants } from "./tenants.ts";

export { DEMO_PASSWORD } from "./accounts.ts";
export { REFERENCE_DATE } from "./catalogue.ts";

export interface SeedOptions {
  databaseUrl: string;
  storageDir: string;
  /** Where the files go; the local directory storageDir when absent (S3 in the scale profile). */
  storage?: BlobStorage;
  documents: number;
  files: number;
  seed: number;
  reset?: boolean;
  log?: (line: string) => void;
}

export interface SeedSummary {
  tenants: number;
  publishers: number;
  documents: number;
  files: number;
  users: number;
  /** Time spent rendering and writing the HTML and PDF files. */
  fileSeconds: number;
  seconds: number;
}

export class AlreadySeeded extends Error {
  constructor() {
    super("already seeded (use --reset to rebuild)");
  }
}

/** From this many documents on, the heavy indexes of documents are rebuilt after loading. */
export const BULK_THRESHOLD = 50_000;

const SERIAL_TABLES = [
  "tenants",
  "tenant_domains",
  "tenant_help_menu_items",
  "tenant_tips",
  "tenant_external_links",
  "tenant_identity_providers",
  "license_agreements",
  "help_documents",
  "publishers",
  "refinement_nodes",
  "content_collections",
  "documents",
  "document_assets",
  "document_relations",
  "work_items",
  "ballots",
  "videos",
  "elearning_items",
  "meta_data",
  "accounts",
  "account_ip_ranges",
  "users",
  "user_accounts",
  "products",
  "product_grants",
  "subscriptions",
  "custom_collections",
];

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

export async function isSeeded(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("SELECT count(*)::text AS n FROM tenants");
    return Number(rows[0].n) > 0;
  } finally {
    await client.end();
  }
}

/** Empties every table (but the migrations record) and the seed's blob folders. */
export async function resetDatabase(client: pg.ClientBase, storage: BlobStorage): Promise<void> {
  const { rows } = await client.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename",
  );
  if (rows.length)
    await client.query(`TRUNCATE TABLE ${rows.map((r) => `"${r.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
  for (const dir of ["documents", "help", "publishers"]) await storage.deletePrefix(dir);
}

export async function runSeed(options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const elapsed = () => (performance.now() - started) / 1000;
  const storage = options.storage ?? createLocalStorage(options.storageDir);
  const rng = new Rng(`norma/${options.seed}`);
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: "norma-seed" });
  await client.connect();
  try {
    if (options.reset) {
      await resetDatabase(client, storage);
      log("reset: tables truncated, storage emptied");
    } else {
      const { rows } = await client.query<{ n: string }>("SELECT count(*)::text AS n FROM tenants");
      if (Number(rows[0].n) > 0) throw new AlreadySeeded();
    }
    await client.query("BEGIN");
    await client.query("SET LOCAL synchronous_commit = off");
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");

    // Reference data: publishers, refinement trees, collections, countries and states.
    const publisherIds = new Map(PUBLISHERS.map((p, i) => [p.key, i + 1]));
    await copyRows(
      client,
      "publishers",
      PUBLISHERS.map((p, i) => ({
        id: i + 1,
        key: p.key,
        name: p.name,
        search_key: p.searchKey,
        show_billboard: p.showBillboard,
        billboard_name: p.billboardName ?? null,
        billboard_title: p.billboardTitle ?? null,
        billboard_logo: p.billboardLogo ?? null,
        logo_file_name: p.logoFileName,
        website: p.website,
        is_other_content: p.isOtherContent,
        position: i,
      })),
    );
    // The billboard publishers' logos, served by the API (getPublisherLogo).
    for (const p of PUBLISHERS) {
      const logo = p.billboardLogo ? PUBLISHER_LOGOS[p.billboardLogo] : undefined;
      if (p.billboardLogo && !logo) throw new Error(`publisher ${p.key}: no image for its logo ${p.billboardLogo}`);
      if (p.billboardLogo && logo) await storage.put(`publishers/${p.billboardLogo}`, Buffer.from(logo, "base64"));
    }
    const taxonomy = buildTaxonomy(publisherIds);
    await copyRows(client, "refinement_nodes", taxonomy.nodes as unknown as Record<string, unknown>[]);
    await copyRows(
      client,
      "refinement_node_translations",
      taxonomy.translations as unknown as Record<string, unknown>[],
    );
    const collections = collectionRows(publisherIds);
    await copyRows(client, "content_collections", collections.rows);
    await copyRows(client, "meta_data", [
      ...COUNTRIES.map(([code, value], i) => ({ id: i + 1, type: "COUNTRY", code, value })),
      ...US_STATES.map(([code, value], i) => ({ id: COUNTRIES.length + i + 1, type: "STATE", code, value })),
    ]);
    log(
      `reference data: ${PUBLISHERS.length} publishers, ${taxonomy.nodes.length} refinement nodes, ${COUNTRIES.length} countries`,
    );

    const tenantIds = await seedTenants(client, {
      rng: rng.fork("tenants"),
      storage,
      publisherIds,
      collectionIds: collections.ids,
    });
    log(`tenants: ${tenantIds.tenantId.size} with configuration and help PDFs (${elapsed().toFixed(1)} s)`);

    // The catalogue. Search vectors are computed as rows arrive (see documents.ts), so the
    // row triggers are off while loading. Big catalogues load without secondary indexes and
    // foreign keys, which are rebuilt (and validated) in one pass at the end.
    const bulk = options.documents >= BULK_THRESHOLD;
    await client.query('ALTER TABLE "documents" DISABLE TRIGGER "documents_search_vector"');
    await client.query('ALTER TABLE "document_bodies" DISABLE TRIGGER "document_bodies_search_vector"');
    const restore = bulk ? await dropForBulkLoad(client) : [];
    await createStage(client);
    const generator = new CatalogueGenerator({
      seed: options.seed,
      documents: options.documents,
      files: options.files,
      publisherIds,
      taxonomy,
      collections: COLLECTIONS.map((def) => ({ id: collections.ids.get(def.key)!, def })),
      firstVideoId: tenantIds.tutorialVideos + 1,
    });
    const loadStarted = performance.now();
    const files = await loadCatalogue(client, generator, options.documents, (p) => {
      log(`documents ${fmt(p.documents)}/${fmt(p.total)} (${fmt(p.documents / Math.max(p.seconds, 0.001))}/s)`);
    });
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    log(`catalogue loaded: ${fmt(generator.summary.documents)} documents in ${loadSeconds.toFixed(1)} s`);

    const filesStarted = performance.now();
    const written = await writeFiles(client, storage, files, log);
    const fileSeconds = (performance.now() - filesStarted) / 1000;
    // Documents with a body get their body text (weight D) into the search vector.
    await client.query(`
      UPDATE "documents" d
         SET search_vector = norma_document_vector(d.display_designation, d.title, d.description, b.text, d.language_code)
        FROM "document_bodies" b
       WHERE b.document_id = d.id`);
    log(
      `files: ${fmt(files.length)} documents with HTML and PDF (${fmt(written.assets)} assets) in ${fileSeconds.toFixed(1)} s (${fmt(files.length / Math.max(fileSeconds, 0.001))} documents/s; ${elapsed().toFixed(1)} s so far)`,
    );
    await client.query('ALTER TABLE "documents" ENABLE TRIGGER "documents_search_vector"');
    await client.query('ALTER TABLE "document_bodies" ENABLE TRIGGER "document_bodies_search_vector"');
    if (restore.length) {
      const ix = performance.now();
      for (const sql of restore) await client.query(sql);
      log(`indexes and foreign keys restored: ${restore.length} (${((performance.now() - ix) / 1000).toFixed(1)} s)`);
    }

    const accounts = await seedAccounts(client, {
      rng: rng.fork("accounts"),
      ids: tenantIds,
      summary: generator.summary,
      collectionIds: collections.ids,
    });
    log(`accounts: ${accounts.accounts} accounts, ${accounts.users} users`);
    const sharing = await seedSharing(client);
    log(`groups and sharing: ${sharing.groups} groups, ${sharing.shares} shares`);

    await resetSequences(client, SERIAL_TABLES);
    const points = await seedCompassPoints(
      client,
      (days) => new Date(Date.parse(`${REFERENCE_DATE}T12:00:00Z`) + days * 86_400_000),
    );
    log(`compass points: ${points}`);
    await client.query("COMMIT");
    // The changes feed's history of the catalogue just loaded (issue 30; its own transaction).
    log(`publish events: ${await backfillPublishEvents(client)} written for the changes feed`);
    // The semantic search's model and document vectors, computed from the catalogue just loaded.
    await rebuildSemanticIndex(client, { log });
    await client.query("ANALYZE");
    const seconds = elapsed();
    log(
      `seeded ${fmt(generator.summary.documents)} documents (${fmt(generator.summary.documents / Math.max(loadSeconds, 0.001))}/s while loading), ${files.length} with files, in ${seconds.toFixed(1)} s`,
    );
    return {
      tenants: tenantIds.tenantId.size,
      publishers: PUBLISHERS.length,
      documents: generator.summary.documents,
      files: files.length,
      users: accounts.users,
      fileSeconds,
      seconds,
    };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** Tables the catalogue is streamed into. */
const BULK_TABLES = ["documents", "document_relations", "document_videos", "work_items", "ballots", "elearning_items"];

/**
 * Drops the secondary indexes of documents and the foreign keys of the catalogue tables, to be
 * rebuilt in one pass after loading (much faster than maintaining them row by row). Returns the
 * statements that restore them exactly (definitions read from the catalog).
 */
async function dropForBulkLoad(client: pg.ClientBase): Promise<string[]> {
  const fks = await client.query<{ tbl: string; conname: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint
      WHERE contype = 'f' AND connamespace = current_schema()::regnamespace
        AND conrelid::regclass::text = ANY($1)
      ORDER BY conname`,
    [BULK_TABLES],
  );
  const indexes = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'documents'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY i.indexname`,
  );
  for (const f of fks.rows) await client.query(`ALTER TABLE ${f.tbl} DROP CONSTRAINT "${f.conname}"`);
  for (const i of indexes.rows) await client.query(`DROP INDEX "${i.indexname}"`);
  return [
    ...indexes.rows.map((i) => i.indexdef),
    ...fks.rows.map((f) => `ALTER TABLE ${f.tbl} ADD CONSTRAINT "${f.conname}" ${f.def}`),
  ];
}

// Loads the streamed catalogue with COPY in chunks, then writes the HTML and PDF files of the
// documents that have them, with their bodies and asset rows.
import type pg from "pg";
import type { BlobStorage } from "../lib/storage.ts";
import { type CatalogueGenerator, DOCUMENT_COLUMNS, type FileDoc } from "./catalogue.ts";
import { layoutContent } from "./content/layout.ts";
import { renderPdf } from "./content/pdf.ts";
import { renderHtml, renderText } from "./content/render.ts";
import { copyLine, copyLines, copyRows, type Row } from "./db.ts";

const CHUNK_DOCUMENTS = 20_000;

interface Chunk {
  documents: string[];
  relations: Row[];
  videos: Row[];
  documentVideos: Row[];
  workItems: Row[];
  ballots: Row[];
  elearning: Row[];
}

const emptyChunk = (): Chunk => ({
  documents: [],
  relations: [],
  videos: [],
  documentVideos: [],
  workItems: [],
  ballots: [],
  elearning: [],
});

const STAGE = "seed_documents_stage";
const COLUMN_LIST = DOCUMENT_COLUMNS.map((c) => `"${c}"`).join(", ");

/** A temporary table the chunks are copied into; the search vector is computed on the way to documents. */
export async function createStage(client: pg.ClientBase): Promise<void> {
  await client.query(`CREATE TEMP TABLE "${STAGE}" (LIKE "documents" INCLUDING DEFAULTS) ON COMMIT DROP`);
}

async function flush(client: pg.ClientBase, chunk: Chunk): Promise<void> {
  // COPY into the stage, then one INSERT ... SELECT that computes the search vectors: a single
  // write of each row, instead of a trigger call per row or a second pass over the table.
  await copyLines(client, STAGE, [...DOCUMENT_COLUMNS], chunk.documents);
  await client.query(
    `INSERT INTO "documents" (${COLUMN_LIST}, "search_vector")
     SELECT ${COLUMN_LIST}, norma_document_vector("display_designation", "title", "description", NULL, "language_code") FROM "${STAGE}"`,
  );
  await client.query(`TRUNCATE "${STAGE}"`);
  await copyRows(client, "videos", chunk.videos);
  await copyRows(client, "document_videos", chunk.documentVideos);
  await copyRows(client, "document_relations", chunk.relations);
  await copyRows(client, "work_items", chunk.workItems);
  await copyRows(client, "ballots", chunk.ballots);
  await copyRows(client, "elearning_items", chunk.elearning);
}

export interface LoadProgress {
  documents: number;
  total: number;
  seconds: number;
}

/** Streams every family of the catalogue into the database; returns the documents with files. */
export async function loadCatalogue(
  client: pg.ClientBase,
  generator: CatalogueGenerator,
  total: number,
  progress: (p: LoadProgress) => void,
): Promise<FileDoc[]> {
  const files: FileDoc[] = [];
  const started = performance.now();
  let chunk = emptyChunk();
  let loaded = 0;
  let pending: Promise<void> = Promise.resolve();
  let lastReport = 0;
  const reportEvery = Math.max(10_000, Math.min(250_000, Math.round(total / 10 / 10_000) * 10_000));
  let families = 0;
  for (const family of generator.families()) {
    // Yield now and then so the COPY of the previous chunk keeps flowing while this one is made.
    if (++families % 256 === 0) await new Promise((r) => setImmediate(r));
    for (const d of family.documents) chunk.documents.push(copyLine(DOCUMENT_COLUMNS.map((c) => d[c])));
    chunk.relations.push(...family.relations);
    chunk.videos.push(...family.videos);
    chunk.documentVideos.push(...family.documentVideos);
    chunk.workItems.push(...family.workItems);
    chunk.ballots.push(...family.ballots);
    chunk.elearning.push(...family.elearning);
    files.push(...family.files);
    if (chunk.documents.length >= CHUNK_DOCUMENTS) {
      const full = chunk;
      chunk = emptyChunk();
      // The previous chunk must be in before the next (relations refer to earlier documents);
      // generating the next chunk overlaps with the database loading this one.
      await pending;
      loaded += full.documents.length;
      pending = flush(client, full);
      if (loaded - lastReport >= reportEvery) {
        lastReport = loaded;
        progress({ documents: loaded, total, seconds: (performance.now() - started) / 1000 });
      }
    }
  }
  await pending;
  loaded += chunk.documents.length;
  await flush(client, chunk);
  progress({ documents: loaded, total, seconds: (performance.now() - started) / 1000 });
  return files;
}

/** Renders and stores the HTML and PDF of each document with files; inserts bodies and assets. */
export async function writeFiles(
  client: pg.ClientBase,
  storage: BlobStorage,
  files: FileDoc[],
  log: (line: string) => void,
): Promise<{ assets: number }> {
  const bodies: Row[] = [];
  const assets: Row[] = [];
  let assetId = 0;
  const started = performance.now();
  const writes: Promise<unknown>[] = [];
  for (const [i, f] of files.entries()) {
    const layout = layoutContent(f.content);
    const html = renderHtml(f.content, layout);
    const text = renderText(f.content, layout);
    const pdf = await renderPdf(f.content, { layout });
    const status = f.isLatest ? "Active" : "Historical";
    const createdAt = `${f.content.meta.publishedDate}T00:00:00.000Z`;
    const base = `documents/${f.documentId}`;
    const htmlId = ++assetId;
    const pdfId = ++assetId;
    writes.push(
      storage.put(`${base}/document.html`, html).then((s) => {
        assets.push({
          id: htmlId,
          document_id: f.documentId,
          kind: "HTML",
          status,
          asset_id: `${f.assetId}-HTML`,
          storage_key: s.key,
          content_type: "text/html; charset=utf-8",
          byte_size: s.byteSize,
          page_count: null,
          sha256: s.sha256,
          created_at: createdAt,
        });
      }),
      storage.put(`${base}/document.pdf`, Buffer.from(pdf.bytes)).then((s) => {
        assets.push({
          id: pdfId,
          document_id: f.documentId,
          kind: "PDF",
          status,
          asset_id: f.assetId,
          storage_key: s.key,
          content_type: "application/pdf",
          byte_size: s.byteSize,
          page_count: pdf.pageCount,
          sha256: s.sha256,
          created_at: createdAt,
        });
      }),
    );
    bodies.push({ document_id: f.documentId, text });
    if (writes.length >= 64) await Promise.all(writes.splice(0));
    if ((i + 1) % 100 === 0)
      log(`files ${i + 1}/${files.length} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await Promise.all(writes);
  assets.sort((a, b) => (a.id as number) - (b.id as number));
  await copyRows(client, "document_bodies", bodies);
  await copyRows(client, "document_assets", assets);
  return { assets: assets.length };
}

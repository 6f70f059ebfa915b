// The MARC lists of the catalogue (help-service.ts): each list is read in batches (keyset
// pagination) and streamed as its records are encoded; lists that come out small are kept for an
// hour in a cache bounded by bytes.
import { Readable } from "node:stream";
import type { Db, Prisma } from "@norma/db";
import { createTtlCache } from "@norma/db/ttl-cache";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { type FileReply, MARC_FORMATS, type MarcCacheLimits, type MarcFormat, type MarcTitle } from "./help-types.ts";
import { encodeRecord, encodeRecordXml, MARCXML_END, MARCXML_START, type MarcRecord } from "./marc.ts";
import {
  CATALOGUE_SELECT,
  type CatalogueDoc,
  type JournalSummary,
  journalRecord,
  manualRecord,
  standardRecord,
} from "./marc-records.ts";

const CACHE_MS = 60 * 60_000;
const BATCH = 2_000;
/** Bytes sent per chunk of a streamed list (records are grouped up to this). */
const CHUNK_BYTES = 64 * 1024;

/**
 * Whole MARC files by tenant, list and format, for an hour, within a byte budget: the least
 * recently used go first, and a file over the entry limit is never kept. The entry bound only
 * backs the byte budget (a tenant has six lists).
 */
function createMarcCache(limits: MarcCacheLimits, now: () => number) {
  const limitOfEntry = Math.min(limits.maxEntryBytes, limits.maxBytes);
  const cache = createTtlCache<string, Buffer>({
    name: "marc-lists",
    max: 10_000,
    ttlMs: CACHE_MS,
    now,
    // A list is dropped from the cache's keeping once over limitOfEntry (marcDocument), so only an
    // empty one meets an entry limit of 0; it weighs 1 and is kept, as before.
    sized: { maxSize: limits.maxBytes, maxEntrySize: Math.max(1, limitOfEntry), sizeOf: (body) => body.length },
  });
  return Object.assign(cache, { limitOfEntry });
}

export interface MarcListsServiceDeps {
  db: Db;
  settings: TenantSettingsReader;
  publicBaseUrl: string;
  clock: () => Date;
  marcCache?: Partial<MarcCacheLimits>;
  marcBatchSize?: number;
}

type MarcCache = ReturnType<typeof createMarcCache>;

/** Where the lists' records come from: the matching documents, read in batches, and their links. */
interface Catalogue {
  documents(where: Prisma.DocumentWhereInput): AsyncGenerator<CatalogueDoc>;
  docUrl(contentCode: string): string;
}

/** Every matching document, read in batches (the standards list can be long). */
async function* catalogueDocuments(
  db: Db,
  where: Prisma.DocumentWhereInput,
  batchSize: number,
): AsyncGenerator<CatalogueDoc> {
  let cursor = 0;
  for (;;) {
    const rows = await db.document.findMany({
      where: { ...where, id: { gt: cursor } },
      select: CATALOGUE_SELECT,
      orderBy: { id: "asc" },
      take: batchSize,
    });
    for (const r of rows) yield r;
    if (rows.length < batchSize) return;
    cursor = rows[rows.length - 1].id;
  }
}

async function* journals(catalogue: Catalogue, publisherIds: number[]): AsyncGenerator<MarcRecord> {
  // One serial record per journal: its title and ISSN, the years it appears in the catalogue.
  const byIssn = new Map<string, JournalSummary>();
  for await (const d of catalogue.documents({ publisherId: { in: publisherIds }, contentType: "JOURNALS" })) {
    const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
    const issn = typeof extra.issn === "string" ? extra.issn : null;
    const name = typeof extra.journalName === "string" ? extra.journalName : null;
    if (!issn || !name) continue;
    const year = d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? 0;
    const j = byIssn.get(issn);
    if (!j) byIssn.set(issn, { doc: d, name, first: year, last: year, articles: 1 });
    else {
      j.first = Math.min(j.first, year);
      j.last = Math.max(j.last, year);
      j.articles++;
      if (d.updatedAt > j.doc.updatedAt) j.doc = d;
    }
  }
  // One record per journal (a handful): they are few, whatever the number of articles.
  yield* [...byIssn.entries()]
    .sort((a, b) => a[1].name.localeCompare(b[1].name))
    .map(([issn, j]) => journalRecord(issn, j, catalogue.docUrl(j.doc.contentCode)));
}

async function* manuals(catalogue: Catalogue, publisherIds: number[]): AsyncGenerator<MarcRecord> {
  for await (const d of catalogue.documents({ publisherId: { in: publisherIds }, contentType: "MANUAL_MONO_BOOKS" }))
    yield manualRecord(d, catalogue.docUrl(d.contentCode));
}

async function* standards(catalogue: Catalogue, publisherIds: number[]): AsyncGenerator<MarcRecord> {
  for await (const d of catalogue.documents({
    publisherId: { in: publisherIds },
    isLatest: true,
    translationOfId: null,
    supplementOfId: null,
    assetType: { in: ["Standard", "Regulation", "Specification"] },
  }))
    yield standardRecord(d, catalogue.docUrl(d.contentCode));
}

/**
 * The chunks of a file as a stream, starting with the one already made; the whole file is put in
 * the cache under `key` at its end while it stays under the entry limit.
 */
function streamKeepingSmall(
  first: IteratorResult<Buffer>,
  chunks: AsyncIterator<Buffer>,
  cache: MarcCache,
  key: string,
): Readable {
  // Kept for the cache while the file stays under the entry limit.
  let kept: Buffer[] | null = [];
  let keptBytes = 0;
  const keep = (chunk: Buffer) => {
    if (!kept) return;
    keptBytes += chunk.length;
    if (keptBytes > cache.limitOfEntry) kept = null;
    else kept.push(chunk);
  };
  async function* body(): AsyncGenerator<Buffer> {
    if (first.done) return;
    keep(first.value);
    yield first.value;
    for (let c = await chunks.next(); !c.done; c = await chunks.next()) {
      keep(c.value);
      yield c.value;
    }
    if (kept) cache.set(key, Buffer.concat(kept));
  }
  return Readable.from(body(), { objectMode: false });
}

export function createMarcListsService(deps: MarcListsServiceDeps) {
  const { db, clock } = deps;
  const batchSize = deps.marcBatchSize ?? BATCH;
  const cache = createMarcCache({ maxBytes: 32 * 1024 * 1024, maxEntryBytes: 8 * 1024 * 1024, ...deps.marcCache }, () =>
    clock().getTime(),
  );
  const catalogue: Catalogue = {
    documents: (where) => catalogueDocuments(db, where, batchSize),
    docUrl: (contentCode) =>
      `${deps.publicBaseUrl.replace(/\/$/, "")}/document/?contentCode=${encodeURIComponent(contentCode)}`,
  };

  async function publisherScope(tenantId: number): Promise<number[]> {
    const tenant = await deps.settings.of(tenantId);
    return tenant.mainPublisherId !== null ? [tenant.mainPublisherId] : tenant.publishers.map((p) => p.publisherId);
  }

  return {
    /**
     * MARC records of a list of the catalogue, streamed as they are made (or whole from the
     * cache). The first chunk is made before answering, so a failure to read the catalogue is
     * an error response rather than a cut file.
     */
    async marcDocument(tenantId: number, title: MarcTitle, format: MarcFormat): Promise<FileReply> {
      const key = `${tenantId}:${title}:${format}`;
      const file = { contentType: MARC_FORMATS[format], filename: `${title}.${format}` };
      const hit = cache.get(key);
      if (hit) return { ...file, body: hit, byteSize: hit.length };
      const publishers = await publisherScope(tenantId);
      const list = title === "journals" ? journals : title === "manuals" ? manuals : standards;
      const chunks = encodeChunks(list(catalogue, publishers), format)[Symbol.asyncIterator]();
      const first = await chunks.next();
      return { ...file, body: streamKeepingSmall(first, chunks, cache, key) };
    },
  };
}

/** The bytes of a MARC file, in chunks of about CHUNK_BYTES, as the records come. */
async function* encodeChunks(records: AsyncIterable<MarcRecord>, format: MarcFormat): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let size = 0;
  const add = (b: Buffer) => {
    parts.push(b);
    size += b.length;
  };
  const take = () => {
    const chunk = Buffer.concat(parts, size);
    parts = [];
    size = 0;
    return chunk;
  };
  if (format === "xml") add(Buffer.from(MARCXML_START, "utf8"));
  for await (const r of records) {
    add(format === "mrc" ? encodeRecord(r) : Buffer.from(encodeRecordXml(r), "utf8"));
    if (size >= CHUNK_BYTES) yield take();
  }
  if (format === "xml") add(Buffer.from(MARCXML_END, "utf8"));
  if (size) yield take();
}

// Help resources (spec 1 §2 help menu, spec 3 §2 user resources, §7):
//   - help PDFs of the tenant (help_documents, stored as blobs);
//   - MARC 21 records made from the catalogue: the journals (one serial record per journal),
//     the manuals (one record per edition) and the standards-abbreviation list (one record per
//     current standard, with its designation as the abbreviated title), as binary MARC (.mrc)
//     or MARCXML. They are made from the tenant's own publisher's catalogue (all of the
//     tenant's publishers when it has none).
//
// A list is streamed as it is made: the catalogue is read in batches (keyset pagination) and
// each batch's records are encoded and sent before the next is read, so a list of a million
// documents costs one batch of memory, not the whole file. Lists that come out small are kept
// for an hour in a cache bounded by bytes (a file over the entry limit is never kept).
import { Readable } from "node:stream";
import type { Db, Prisma } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { createTtlCache } from "@norma/db/ttl-cache";
import { NotFound } from "../../lib/errors.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { encodeRecord, encodeRecordXml, MARCXML_END, MARCXML_START, type MarcRecord } from "./marc.ts";

export const MARC_TITLES = ["journals", "manuals", "standards_abbreviations"] as const;
export type MarcTitle = (typeof MARC_TITLES)[number];
export const MARC_FORMATS = { mrc: "application/marc", xml: "application/marcxml+xml; charset=utf-8" } as const;
export type MarcFormat = keyof typeof MARC_FORMATS;

const CACHE_MS = 60 * 60_000;
const BATCH = 2_000;
/** Bytes sent per chunk of a streamed list (records are grouped up to this). */
const CHUNK_BYTES = 64 * 1024;

export interface FileReply {
  body: Readable | Buffer;
  /** Unknown for a file made while it is sent (sent chunked). */
  byteSize?: number;
  contentType: string;
  filename: string;
}

export interface MarcCacheLimits {
  /** All cached lists together (default 32 MiB). */
  maxBytes: number;
  /** One list bigger than this is never cached (default 8 MiB). */
  maxEntryBytes: number;
}

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

interface CatalogueDoc {
  id: number;
  contentCode: string;
  title: string;
  designation: string;
  displayDesignation: string;
  status: string;
  editionYear: number | null;
  languageCode: string;
  publishedDate: Date | null;
  updatedAt: Date;
  extraMetadata: Prisma.JsonValue;
  publisher: { name: string };
  assets: { pageCount: number | null }[];
}

const SELECT = {
  id: true,
  contentCode: true,
  title: true,
  designation: true,
  displayDesignation: true,
  status: true,
  editionYear: true,
  languageCode: true,
  publishedDate: true,
  updatedAt: true,
  extraMetadata: true,
  publisher: { select: { name: true } },
  assets: { where: { kind: "PDF" as const }, select: { pageCount: true }, take: 1 },
} satisfies Prisma.DocumentSelect;

const LANG3: Record<string, string> = {
  en: "eng",
  es: "spa",
  fr: "fre",
  de: "ger",
  pt: "por",
  it: "ita",
  ja: "jpn",
  zh: "chi",
};

/** Field 008 (40 positions) for books (level m) and continuing resources (level s). */
export function fixedField008(level: "m" | "s", entered: string, year: number | null, lang: string): string {
  const y = year ? String(year).padStart(4, "0").slice(-4) : "uuuu";
  const parts =
    level === "s"
      ? // 06 c(urrently published), 07-10 first year, 11-14 9999, 15-17 place, 18 frequency,
        // 19 r(egular), 20, 21 p(eriodical), 22, 23 o(nline), 24, 25-27, 28, 29 conference 0,
        // 30-32, 33, 34 entry convention 0
        ["c", y, "9999", "xx ", " ", "r", " ", "p", " ", "o", " ", "   ", " ", "0", "   ", " ", "0"]
      : // 06 s(ingle date), 07-10 year, 11-14 blank, 15-17 place, 18-21 illustrations,
        // 22 audience, 23 o(nline), 24-27 contents, 28 government, 29 conference, 30 festschrift,
        // 31 index, 32, 33 literary form 0, 34 biography
        ["s", y, "    ", "xx ", "    ", " ", "o", "    ", " ", "0", "0", "0", " ", "0", " "];
  const value = `${entered}${parts.join("")}${lang.padEnd(3).slice(0, 3)} d`;
  if (value.length !== 40) throw new Error(`008 must be 40 characters, got ${value.length}`);
  return value;
}

export function createHelpService(deps: {
  db: Db;
  /** The tenant's own and presented publishers (the MARC lists' scope) come from the read model. */
  settings: TenantSettingsReader;
  storage: BlobStorage;
  publicBaseUrl: string;
  clock?: () => Date;
  marcCache?: Partial<MarcCacheLimits>;
  /** Documents read per query while a list is made (default 2 000). */
  marcBatchSize?: number;
}) {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());
  const batchSize = deps.marcBatchSize ?? BATCH;
  const cache = createMarcCache({ maxBytes: 32 * 1024 * 1024, maxEntryBytes: 8 * 1024 * 1024, ...deps.marcCache }, () =>
    clock().getTime(),
  );

  async function publisherScope(tenantId: number): Promise<number[]> {
    const tenant = await deps.settings.of(tenantId);
    return tenant.mainPublisherId !== null ? [tenant.mainPublisherId] : tenant.publishers.map((p) => p.publisherId);
  }

  /** Every matching document, read in batches (the standards list can be long). */
  async function* documents(where: Prisma.DocumentWhereInput): AsyncGenerator<CatalogueDoc> {
    let cursor = 0;
    for (;;) {
      const rows = await db.document.findMany({
        where: { ...where, id: { gt: cursor } },
        select: SELECT,
        orderBy: { id: "asc" },
        take: batchSize,
      });
      for (const r of rows) yield r;
      if (rows.length < batchSize) return;
      cursor = rows[rows.length - 1].id;
    }
  }

  const docUrl = (contentCode: string) =>
    `${deps.publicBaseUrl.replace(/\/$/, "")}/document/?contentCode=${encodeURIComponent(contentCode)}`;

  function common(d: CatalogueDoc, level: MarcRecord["level"], controlNumber: string): MarcRecord {
    const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
    const lang = LANG3[d.languageCode.slice(0, 2)] ?? "und";
    const year = d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? null;
    const entered = d.updatedAt.toISOString().slice(2, 10).replace(/-/g, "");
    const f008 = fixedField008(level, entered, year, lang);
    const rec: MarcRecord = {
      type: "a",
      level,
      control: [
        { tag: "001", value: controlNumber },
        { tag: "003", value: "NORMA" },
        { tag: "005", value: `${d.updatedAt.toISOString().replace(/[-:T]/g, "").slice(0, 14)}.0` },
        { tag: "006", value: "m     o  d        " },
        { tag: "007", value: "cr |||||||||||" },
        { tag: "008", value: f008 },
      ],
      fields: [],
    };
    const doi = typeof extra.doi === "string" ? extra.doi : null;
    if (doi)
      rec.fields.push({
        tag: "024",
        ind1: "7",
        ind2: " ",
        subfields: [
          ["a", doi],
          ["2", "doi"],
        ],
      });
    rec.fields.push({
      tag: "040",
      ind1: " ",
      ind2: " ",
      subfields: [
        ["a", "NORMA"],
        ["b", "eng"],
        ["e", "rda"],
        ["c", "NORMA"],
      ],
    });
    rec.fields.push({ tag: "041", ind1: "0", ind2: " ", subfields: [["a", lang]] });
    return rec;
  }

  function rda(rec: MarcRecord, pages: number | null) {
    rec.fields.push(
      {
        tag: "300",
        ind1: " ",
        ind2: " ",
        subfields: [["a", pages ? `1 online resource (${pages} pages)` : "1 online resource"]],
      },
      {
        tag: "336",
        ind1: " ",
        ind2: " ",
        subfields: [
          ["a", "text"],
          ["b", "txt"],
          ["2", "rdacontent"],
        ],
      },
      {
        tag: "337",
        ind1: " ",
        ind2: " ",
        subfields: [
          ["a", "computer"],
          ["b", "c"],
          ["2", "rdamedia"],
        ],
      },
      {
        tag: "338",
        ind1: " ",
        ind2: " ",
        subfields: [
          ["a", "online resource"],
          ["b", "cr"],
          ["2", "rdacarrier"],
        ],
      },
    );
  }

  async function* journals(publisherIds: number[]): AsyncGenerator<MarcRecord> {
    // One serial record per journal: its title and ISSN, the years it appears in the catalogue.
    const byIssn = new Map<
      string,
      { doc: CatalogueDoc; name: string; first: number; last: number; articles: number }
    >();
    for await (const d of documents({ publisherId: { in: publisherIds }, contentType: "JOURNALS" })) {
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
      .map(([issn, j]) => {
        const rec = common(
          { ...j.doc, publishedDate: new Date(Date.UTC(j.first, 0, 1)), extraMetadata: {} },
          "s",
          `norma-j-${issn}`,
        );
        rec.fields.push(
          { tag: "022", ind1: "0", ind2: " ", subfields: [["a", issn]] },
          { tag: "245", ind1: "0", ind2: "0", subfields: [["a", j.name]] },
          {
            tag: "264",
            ind1: " ",
            ind2: "1",
            subfields: [
              ["b", j.doc.publisher.name],
              ["c", String(j.first)],
            ],
          },
        );
        rda(rec, null);
        rec.fields.push(
          { tag: "362", ind1: "1", ind2: " ", subfields: [["a", `Began with ${j.first}.`]] },
          {
            tag: "500",
            ind1: " ",
            ind2: " ",
            subfields: [
              ["a", `${j.articles} article${j.articles === 1 ? "" : "s"} in the library (${j.first}–${j.last}).`],
            ],
          },
          { tag: "710", ind1: "2", ind2: " ", subfields: [["a", j.doc.publisher.name]] },
          {
            tag: "856",
            ind1: "4",
            ind2: "0",
            subfields: [
              ["u", docUrl(j.doc.contentCode)],
              ["z", "Available to subscribers"],
            ],
          },
        );
        return rec;
      });
  }

  async function* manuals(publisherIds: number[]): AsyncGenerator<MarcRecord> {
    for await (const d of documents({ publisherId: { in: publisherIds }, contentType: "MANUAL_MONO_BOOKS" })) {
      const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
      const rec = common(d, "m", `norma-m-${d.id}`);
      if (typeof extra.isbnEb === "string")
        rec.fields.splice(0, 0, {
          tag: "020",
          ind1: " ",
          ind2: " ",
          subfields: [
            ["a", extra.isbnEb.replace(/-/g, "")],
            ["q", "electronic"],
          ],
        });
      rec.fields.push(
        { tag: "110", ind1: "2", ind2: " ", subfields: [["a", d.publisher.name]] },
        {
          tag: "245",
          ind1: "1",
          ind2: "0",
          subfields: [
            ["a", d.title],
            ["n", d.displayDesignation],
          ],
        },
        ...(d.editionYear
          ? [{ tag: "250", ind1: " ", ind2: " ", subfields: [["a", `${d.editionYear} edition`]] as [string, string][] }]
          : []),
        {
          tag: "264",
          ind1: " ",
          ind2: "1",
          subfields: [
            ["b", d.publisher.name],
            ["c", String(d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? "")],
          ],
        },
      );
      rda(rec, d.assets[0]?.pageCount ?? null);
      rec.fields.push(
        {
          tag: "490",
          ind1: "0",
          ind2: " ",
          subfields: [
            ["a", `${d.publisher.name} manual series`],
            ["v", d.designation],
          ],
        },
        ...(typeof extra.primaryTopic === "string"
          ? [{ tag: "650", ind1: " ", ind2: "4", subfields: [["a", extra.primaryTopic]] as [string, string][] }]
          : []),
        {
          tag: "856",
          ind1: "4",
          ind2: "0",
          subfields: [
            ["u", docUrl(d.contentCode)],
            ["z", "Available to subscribers"],
          ],
        },
      );
      yield rec;
    }
  }

  async function* standards(publisherIds: number[]): AsyncGenerator<MarcRecord> {
    for await (const d of documents({
      publisherId: { in: publisherIds },
      isLatest: true,
      translationOfId: null,
      supplementOfId: null,
      assetType: { in: ["Standard", "Regulation", "Specification"] },
    })) {
      const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
      const rec = common(d, "m", `norma-s-${d.id}`);
      rec.fields.push(
        { tag: "024", ind1: "8", ind2: " ", subfields: [["a", d.displayDesignation]] },
        {
          tag: "110",
          ind1: "2",
          ind2: " ",
          subfields: [
            ["a", d.publisher.name],
            ...(typeof extra.committeeSponsor === "string"
              ? [["b", `Committee ${extra.committeeSponsor}`] as [string, string]]
              : []),
          ],
        },
        { tag: "210", ind1: "0", ind2: " ", subfields: [["a", d.displayDesignation]] },
        { tag: "245", ind1: "1", ind2: "0", subfields: [["a", d.title]] },
        { tag: "246", ind1: "3", ind2: " ", subfields: [["a", d.designation]] },
        {
          tag: "264",
          ind1: " ",
          ind2: "1",
          subfields: [
            ["b", d.publisher.name],
            ["c", String(d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? "")],
          ],
        },
      );
      rda(rec, d.assets[0]?.pageCount ?? null);
      rec.fields.push(
        { tag: "500", ind1: " ", ind2: " ", subfields: [["a", `Status: ${d.status}.`]] },
        {
          tag: "856",
          ind1: "4",
          ind2: "0",
          subfields: [
            ["u", docUrl(d.contentCode)],
            ["z", "Available to subscribers"],
          ],
        },
      );
      yield rec;
    }
  }

  return {
    /** A help file of the tenant (default: the support guide as PDF). */
    async helpDocument(tenantId: number, title: string, format: string): Promise<FileReply> {
      const row = await db.helpDocument.findUnique({ where: { tenantId_title_format: { tenantId, title, format } } });
      if (!row || !(await storage.exists(row.storageKey)))
        throw new NotFound(`The help document ${title}.${format} does not exist`, "error.help.not-found");
      return {
        body: storage.stream(row.storageKey),
        byteSize: row.byteSize,
        contentType: row.contentType,
        filename: `${row.title}.${row.format}`,
      };
    },

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
      const records =
        title === "journals" ? journals(publishers) : title === "manuals" ? manuals(publishers) : standards(publishers);
      const chunks = encodeChunks(records, format)[Symbol.asyncIterator]();
      const first = await chunks.next();
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
      return { ...file, body: Readable.from(body(), { objectMode: false }) };
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

export type HelpService = ReturnType<typeof createHelpService>;

// Publishing: new editions of documents, withdrawals and replacements. One batch is one
// transaction that also writes what must follow it:
//   - `tracking-alerts.fan-out` for the batch (one e-mail per tracking user: a digest when the
//     batch changed several documents they track);
//   - for each new edition whose predecessor and itself have a PDF, the redline old → new
//     (scheduleRedline, made ahead of time by the compare-pdf worker);
//   - `indexing.refresh` for every document whose row changed;
//   - `compass-reanchor.run` for the new editions whose predecessor has active compass points;
//   - `sanitize-html.run` for the new editions' HTML: the workers store its sanitised copy, so
//     no reader waits for the sanitiser (@norma/documents: html/sanitized-copies.ts).
// Callers: the admin console through POST /api/admin/publishing/batches (an ADMIN of a tenant
// publishes its own publisher's documents; publishing-handlers.ts), the CLI next to this file
// (publish-cli.ts), and the demo publication of a fresh install
// (demo-publish.ts: run by docker compose after the seed, or `npm run db:demo`; the seed itself
// lives in @norma/db, which cannot import the API).
import { createHash, randomUUID } from "node:crypto";
import { SANITIZE_CHUNK, type TrackingAlertChange } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, type FieldError, Forbidden } from "../../lib/errors.ts";
import { enqueueOutbox } from "../../lib/outbox.ts";
import { loadPdfjs } from "../../lib/pdf-tools.ts";
import { scheduleRedline } from "../compare/compare-scheduling.ts";
import {
  type NewVersionItem,
  type PublishAsset,
  type PublishBatch,
  type PublishedChange,
  type PublishResult,
  STATUS_CHANGES,
  type StatusItem,
} from "./publishing-types.ts";

type Tx = Prisma.TransactionClient;
/** Who publishes: the system (seed, CLI) or a tenant administrator. */
export type Publisher = "system" | Actor;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BATCH_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A batch id names its revision alerts: a second batch under it would alert nobody. */
function batchIdTaken(batchId: string, publishedAt: Date | null): BadRequest {
  const when = publishedAt ? ` on ${publishedAt.toISOString()}` : "";
  return BadRequest.field(
    "publishBatch",
    "batchId",
    "Unique",
    `batch id ${batchId} was used by the batch published${when}; give each batch a new id (or none for a random one)`,
  );
}
const NEEDS_REPLACEMENT = new Set<string>(["Withdrawn Replaced", "Replaced"]);

/** PUBLISHER|designation made safe|language (the catalogue's content codes). */
export function contentCodeOf(publisherKey: string, designation: string, language: string): string {
  const safe = designation
    .replace(/[^A-Za-z0-9.-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  return `${publisherKey}|${safe}|${language}`;
}

const designationKeyOf = (display: string) => display.toLowerCase().replace(/[^a-z0-9]/g, "");
const day = (s: string) => new Date(`${s}T00:00:00.000Z`);
const validDay = (s: string) => DATE.test(s) && !Number.isNaN(day(s).getTime()) && day(s).toISOString().startsWith(s);

interface StoredAsset {
  kind: "HTML" | "PDF";
  storageKey: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  pageCount: number | null;
  assetId: string | null;
}

export function createPublishingService(deps: { db: Db; storage: BlobStorage; clock?: () => Date }) {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * A tenant's administrator publishes only the tenant's own publisher; the system publishes
   * anything. That the actor is an administrator is the operation's declared guard
   * (POST /api/admin/publishing/batches, x-authorities [ADMIN] in openapi.yaml).
   */
  async function authorise(who: Publisher, publisherIds: Set<number>) {
    if (who === "system") return;
    const tenant = await db.tenant.findUniqueOrThrow({
      where: { id: who.tenantId },
      select: { mainPublisherId: true },
    });
    for (const id of publisherIds) {
      if (id !== tenant.mainPublisherId) throw new Forbidden("A tenant publishes only its own publisher's documents");
    }
  }

  /** Checks the batch against the catalogue; every problem is a field error naming the item. */
  async function validate(batch: PublishBatch) {
    const errors: FieldError[] = [];
    const fail = (i: number, field: string, message: string, detail: string) =>
      errors.push({ objectName: "publishBatch", field: `items[${i}].${field}`, message, detail });
    if (!Array.isArray(batch.items) || batch.items.length === 0) {
      throw BadRequest.field("publishBatch", "items", "Size", "a batch publishes at least one item");
    }
    if (batch.batchId !== undefined) {
      if (typeof batch.batchId !== "string" || !BATCH_ID.test(batch.batchId))
        throw BadRequest.field(
          "publishBatch",
          "batchId",
          "Pattern",
          "must be 1 to 100 letters, digits, '.', '_', ':' or '-'",
        );
      const taken = await db.publishBatch.findUnique({ where: { id: batch.batchId } });
      if (taken) throw batchIdTaken(batch.batchId, taken.publishedAt);
    }
    const publisherKeys = [
      // A missing key is reported per item below; it must not reach the query as undefined.
      ...new Set(
        batch.items.flatMap((it) =>
          it.kind === "NEW_VERSION" && typeof it.publisherKey === "string" ? [it.publisherKey] : [],
        ),
      ),
    ];
    const publishers = new Map(
      (await db.publisher.findMany({ where: { key: { in: publisherKeys } }, select: { id: true, key: true } })).map(
        (p) => [p.key, p.id],
      ),
    );
    const newCodes = new Map<string, number>();
    /** Books named by items that are not new editions earlier in the batch: they must exist. */
    const books = new Map<string, number>();
    const statusCodes = new Set<string>();
    const referenced = new Set<string>();
    batch.items.forEach((it, i) => {
      if (it.kind === "NEW_VERSION") {
        if (!publishers.has(it.publisherKey)) fail(i, "publisherKey", "NotFound", `no publisher '${it.publisherKey}'`);
        if (!it.family?.trim()) fail(i, "family", "NotBlank", "is required");
        if (!it.designation?.trim()) fail(i, "designation", "NotBlank", "is required");
        for (const f of ["publishedDate", "lastUpdateDate", "publishedOnlineDate"] as const) {
          const v = it[f];
          if (v !== undefined && v !== null && !validDay(v)) fail(i, f, "Pattern", "must be a date YYYY-MM-DD");
        }
        for (const [j, a] of (it.assets ?? []).entries()) {
          if (a.kind !== "HTML" && a.kind !== "PDF") fail(i, `assets[${j}].kind`, "Enum", "must be HTML or PDF");
          if ((a.content === undefined) === (a.storageKey === undefined))
            fail(i, `assets[${j}]`, "NotNull", "give either content or storageKey");
        }
        const code = it.contentCode ?? contentCodeOf(it.publisherKey, it.designation ?? "", it.languageCode ?? "en-US");
        if (newCodes.has(code)) fail(i, "contentCode", "Unique", `${code} appears twice in the batch`);
        if (it.bookContentCode) {
          if (it.bookContentCode === code) fail(i, "bookContentCode", "Pattern", "a document cannot be its own book");
          else if (!newCodes.has(it.bookContentCode)) books.set(it.bookContentCode, i);
        }
        newCodes.set(code, i);
      } else if (it.kind === "STATUS") {
        if (typeof it.contentCode !== "string" || !it.contentCode.trim()) {
          fail(i, "contentCode", "NotBlank", "is required");
          return;
        }
        if (!(STATUS_CHANGES as readonly string[]).includes(it.status))
          fail(i, "status", "Enum", `must be one of ${STATUS_CHANGES.join(", ")}`);
        if (NEEDS_REPLACEMENT.has(it.status) && !it.replacedByContentCode)
          fail(i, "replacedByContentCode", "NotNull", `is required for status ${it.status}`);
        if (!NEEDS_REPLACEMENT.has(it.status) && it.replacedByContentCode)
          fail(i, "replacedByContentCode", "Null", `must be empty for status ${it.status}`);
        if (it.date !== undefined && !validDay(it.date)) fail(i, "date", "Pattern", "must be a date YYYY-MM-DD");
        if (statusCodes.has(it.contentCode)) fail(i, "contentCode", "Unique", `${it.contentCode} appears twice`);
        statusCodes.add(it.contentCode);
        if (it.replacedByContentCode) referenced.add(it.replacedByContentCode);
      } else {
        fail(i, "kind", "Enum", "must be NEW_VERSION or STATUS");
      }
    });
    const lookups = [...new Set([...newCodes.keys(), ...statusCodes, ...referenced, ...books.keys()])];
    const existing = new Set(
      (await db.document.findMany({ where: { contentCode: { in: lookups } }, select: { contentCode: true } })).map(
        (d) => d.contentCode,
      ),
    );
    for (const [code, i] of newCodes)
      if (existing.has(code)) fail(i, "contentCode", "Unique", `${code} exists already`);
    for (const [code, i] of books)
      if (!existing.has(code))
        fail(i, "bookContentCode", "NotFound", `no document ${code} (earlier in the batch or existing)`);
    batch.items.forEach((it, i) => {
      if (it.kind !== "STATUS" || typeof it.contentCode !== "string") return;
      if (!existing.has(it.contentCode) && !newCodes.has(it.contentCode))
        fail(i, "contentCode", "NotFound", `no document ${it.contentCode}`);
      const r = it.replacedByContentCode;
      if (r && !existing.has(r) && !newCodes.has(r)) fail(i, "replacedByContentCode", "NotFound", `no document ${r}`);
      if (r && r === it.contentCode) fail(i, "replacedByContentCode", "Pattern", "a document cannot replace itself");
    });
    if (errors.length) {
      throw new BadRequest(errors.map((e) => `${e.field} ${e.detail}`).join("; "), { fieldErrors: errors });
    }
    return { publishers };
  }

  /** Stores the files given as bytes before the transaction (an orphan file is harmless). */
  async function storeAssets(item: NewVersionItem, code: string, index: number): Promise<StoredAsset[]> {
    const out: StoredAsset[] = [];
    for (const [j, a] of (item.assets ?? []).entries())
      out.push(await storeAsset(a, code, `items[${index}].assets[${j}]`));
    return out;
  }

  /**
   * A PDF's page count, read from the file (what a caller says is not trusted: the compare
   * limits rest on it). A file that is not a readable PDF is refused.
   */
  async function pageCountOf(buf: Buffer, field: string): Promise<number> {
    const { pdfPageCount, UnreadablePdf } = await loadPdfjs();
    try {
      return await pdfPageCount(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
    } catch (err) {
      if (err instanceof UnreadablePdf)
        throw BadRequest.field("publishBatch", field, "Pattern", "is not a readable PDF");
      throw err;
    }
  }

  async function storeAsset(a: PublishAsset, code: string, field: string): Promise<StoredAsset> {
    const contentType = a.contentType ?? (a.kind === "PDF" ? "application/pdf" : "text/html; charset=utf-8");
    if (a.content !== undefined) {
      const buf = typeof a.content === "string" ? Buffer.from(a.content) : a.content;
      const pageCount = a.kind === "PDF" ? await pageCountOf(buf, `${field}.content`) : null;
      const sha = createHash("sha256").update(buf).digest("hex");
      const dir = code.replace(/[^A-Za-z0-9.-]+/g, "_");
      const key = `documents/${dir}/${sha.slice(0, 16)}.${a.kind === "PDF" ? "pdf" : "html"}`;
      const stored = await storage.put(key, buf);
      return {
        kind: a.kind,
        storageKey: key,
        contentType,
        byteSize: stored.byteSize,
        sha256: stored.sha256,
        pageCount,
        assetId: a.assetId ?? null,
      };
    }
    const buf = await storage.get(a.storageKey!);
    return {
      kind: a.kind,
      storageKey: a.storageKey!,
      contentType,
      byteSize: buf.length,
      sha256: createHash("sha256").update(buf).digest("hex"),
      pageCount: a.kind === "PDF" ? await pageCountOf(buf, `${field}.storageKey`) : null,
      assetId: a.assetId ?? null,
    };
  }

  async function newVersion(
    tx: Tx,
    index: number,
    it: NewVersionItem,
    publisherId: number,
    assets: StoredAsset[],
    today: string,
    htmlAssetIds: number[],
  ): Promise<PublishedChange> {
    const languageCode = it.languageCode ?? "en-US";
    const code = it.contentCode ?? contentCodeOf(it.publisherKey, it.designation, languageCode);
    // The line's current edition, locked so two batches cannot both supersede it.
    const [prev] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM documents
       WHERE publisher_id = ${publisherId} AND family = ${it.family} AND language_code = ${languageCode} AND is_latest
       ORDER BY id DESC LIMIT 1 FOR UPDATE`;
    const p = prev ? await tx.document.findUniqueOrThrow({ where: { id: prev.id } }) : null;
    const need = <T>(value: T | undefined, inherited: T | undefined, field: string): T => {
      const v = value !== undefined ? value : inherited;
      if (v === undefined || v === null || v === "") {
        throw BadRequest.field(
          "publishBatch",
          `items[${index}].${field}`,
          "NotNull",
          `is required for the first edition of ${it.family}`,
        );
      }
      return v;
    };
    const displayDesignation = it.displayDesignation ?? `${it.publisherKey} ${it.designation}`;
    const status = it.status ?? "Active";
    const book = it.bookContentCode
      ? await tx.document.findUniqueOrThrow({ where: { contentCode: it.bookContentCode }, select: { id: true } })
      : null;
    const doc = await tx.document.create({
      data: {
        contentCode: code,
        publisherId,
        family: it.family,
        designation: it.designation,
        designationNo: need(it.designationNo, p?.designationNo, "designationNo"),
        displayDesignation,
        designationKey: designationKeyOf(displayDesignation),
        title: need(it.title, p?.title, "title"),
        description: it.description !== undefined ? it.description : (p?.description ?? null),
        documentType: need(it.documentType, p?.documentType, "documentType"),
        assetType: need(it.assetType, p?.assetType, "assetType"),
        contentType: need(it.contentType, p?.contentType, "contentType"),
        classification: it.classification !== undefined ? it.classification : (p?.classification ?? null),
        assetId: it.assetId ?? null,
        organizationId: it.organizationId !== undefined ? it.organizationId : (p?.organizationId ?? null),
        status,
        isLatest: true,
        editionYear: it.editionYear ?? null,
        languageCode,
        publishedDate: day(it.publishedDate ?? today),
        publishedOnlineDate: it.publishedOnlineDate ? day(it.publishedOnlineDate) : day(it.publishedDate ?? today),
        lastUpdateDate: day(it.lastUpdateDate ?? it.publishedDate ?? today),
        downloadable: it.downloadable ?? p?.downloadable ?? true,
        allowToTrack: it.allowToTrack ?? p?.allowToTrack ?? true,
        allowToFavorite: it.allowToFavorite ?? p?.allowToFavorite ?? true,
        hasVideo: it.hasVideo ?? false,
        refinementNodeIds: it.refinementNodeIds ?? p?.refinementNodeIds ?? [],
        collectionIds: it.collectionIds ?? p?.collectionIds ?? [],
        bookId: it.bookContentCode === undefined ? (p?.bookId ?? null) : (book?.id ?? null),
        extraMetadata: (it.extraMetadata ?? p?.extraMetadata ?? {}) as Prisma.InputJsonValue,
        ...(it.bodyText ? { body: { create: { text: it.bodyText } } } : {}),
      },
      select: { id: true },
    });
    if (assets.length) {
      await tx.documentAsset.createMany({
        data: assets.map((a) => ({ documentId: doc.id, status: "Active" as const, ...a })),
      });
      const html = await tx.documentAsset.findMany({
        where: { documentId: doc.id, kind: "HTML" },
        select: { id: true },
      });
      htmlAssetIds.push(...html.map((a) => a.id));
    }
    let redlineId: number | null = null;
    if (p) {
      await tx.document.update({ where: { id: p.id }, data: { isLatest: false, status: "Historical" } });
      await tx.documentAsset.updateMany({ where: { documentId: p.id }, data: { status: "Historical" } });
      await followLine(tx, doc.id, publisherId, it.family, languageCode);
      const oldPdf = await tx.documentAsset.count({ where: { documentId: p.id, kind: "PDF" } });
      if (oldPdf > 0 && assets.some((a) => a.kind === "PDF")) {
        redlineId = await scheduleRedline(tx, { newDocumentId: doc.id, oldDocumentId: p.id });
      }
    }
    return {
      kind: "NEW_VERSION",
      contentCode: code,
      documentId: doc.id,
      previousDocumentId: p?.id ?? null,
      previousStatus: p?.status ?? null,
      status,
      replacedByContentCode: null,
      redlineId,
    };
  }

  /**
   * A tracking is of an edition line (publisher, family, language), whichever edition the user
   * pressed track on: every tracking of the line moves to the new edition, so the tracked list
   * shows the current one. A user left with two trackings of the line (from before the
   * one-per-line rule) keeps one: the one turned on, else the oldest.
   */
  async function followLine(tx: Tx, newId: number, publisherId: number, family: string, languageCode: string) {
    await tx.$executeRaw`
      WITH line AS (
        SELECT t.id, row_number() OVER (PARTITION BY t.user_id ORDER BY t.tracking_flag DESC, t.id) AS rank
          FROM tracked_documents t
          JOIN documents d ON d.id = t.document_id
         WHERE d.publisher_id = ${publisherId} AND d.family = ${family} AND d.language_code = ${languageCode}
           AND d.id <> ${newId}
      ), extra AS (
        DELETE FROM tracked_documents WHERE id IN (SELECT id FROM line WHERE rank > 1)
      )
      UPDATE tracked_documents SET document_id = ${newId}, updated_at = now()
       WHERE id IN (SELECT id FROM line WHERE rank = 1)`;
  }

  async function statusChange(tx: Tx, it: StatusItem, today: string): Promise<PublishedChange> {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM documents WHERE content_code = ${it.contentCode} FOR UPDATE`;
    const before = await tx.document.findUniqueOrThrow({ where: { id: locked.id } });
    const replacement = it.replacedByContentCode
      ? await tx.document.findUniqueOrThrow({
          where: { contentCode: it.replacedByContentCode },
          select: { family: true },
        })
      : null;
    await tx.document.update({
      where: { id: before.id },
      data: {
        status: it.status,
        replacedByContentCode: it.replacedByContentCode ?? null,
        replacedByFamilyValue: replacement?.family ?? null,
        lastUpdateDate: day(it.date ?? today),
      },
    });
    return {
      kind: "STATUS",
      contentCode: it.contentCode,
      documentId: before.id,
      previousDocumentId: null,
      previousStatus: before.status,
      status: it.status,
      replacedByContentCode: it.replacedByContentCode ?? null,
      redlineId: null,
    };
  }

  return {
    /** Publishes a batch in one transaction; answers what changed. */
    async publish(who: Publisher, batch: PublishBatch): Promise<PublishResult> {
      const { publishers } = await validate(batch);
      const touched = new Set<number>(publishers.values());
      if (batch.items.some((it) => it.kind === "STATUS")) {
        const codes = batch.items.flatMap((it) => (it.kind === "STATUS" ? [it.contentCode] : []));
        for (const d of await db.document.findMany({
          where: { contentCode: { in: codes } },
          select: { publisherId: true },
        }))
          touched.add(d.publisherId);
      }
      await authorise(who, touched);

      const batchId = batch.batchId ?? randomUUID();
      const publishedAt = batch.publishedAt ?? clock();
      const today = publishedAt.toISOString().slice(0, 10);
      const stored = new Map<number, StoredAsset[]>();
      for (const [i, it] of batch.items.entries()) {
        if (it.kind === "NEW_VERSION") {
          const code = it.contentCode ?? contentCodeOf(it.publisherKey, it.designation, it.languageCode ?? "en-US");
          stored.set(i, await storeAssets(it, code, i));
        }
      }

      const changes = await db.$transaction(
        async (tx) => {
          // The id is checked above; this settles a race with a concurrent batch under the same id.
          const recorded = await tx.$queryRaw<{ id: string }[]>`
            INSERT INTO publish_batches (id, published_at, published_by, item_count)
            VALUES (${batchId}, ${publishedAt}, ${who === "system" ? null : who.userId}, ${batch.items.length})
            ON CONFLICT (id) DO NOTHING
            RETURNING id`;
          if (recorded.length === 0) throw batchIdTaken(batchId, null);
          const out: PublishedChange[] = [];
          const htmlAssetIds: number[] = [];
          // New editions first, so a withdrawal in the same batch may name one as its replacement.
          for (const [i, it] of batch.items.entries()) {
            if (it.kind === "NEW_VERSION")
              out.push(
                await newVersion(tx, i, it, publishers.get(it.publisherKey)!, stored.get(i)!, today, htmlAssetIds),
              );
          }
          for (const it of batch.items) if (it.kind === "STATUS") out.push(await statusChange(tx, it, today));
          const alertChanges: TrackingAlertChange[] = out.map((c) => ({
            kind: c.kind,
            documentId: c.documentId,
            previousDocumentId: c.previousDocumentId,
            previousStatus: c.previousStatus,
            status: c.status,
            replacedByContentCode: c.replacedByContentCode,
          }));
          await enqueueOutbox(tx, "tracking-alerts.fan-out", {
            batchId,
            publishedAt: publishedAt.toISOString(),
            changes: alertChanges,
          });
          const changedIds = new Set(
            out.flatMap((c) => [c.documentId, ...(c.previousDocumentId ? [c.previousDocumentId] : [])]),
          );
          await enqueueOutbox(tx, "indexing.refresh", { documentIds: [...changedIds] });
          for (let at = 0; at < htmlAssetIds.length; at += SANITIZE_CHUNK)
            await enqueueOutbox(tx, "sanitize-html.run", { assetIds: htmlAssetIds.slice(at, at + SANITIZE_CHUNK) });
          // Compass points of superseded editions follow to the new ones (jobs/compass-reanchor).
          const superseded = out.flatMap((c) =>
            c.kind === "NEW_VERSION" && c.previousDocumentId
              ? [{ documentId: c.documentId, previousDocumentId: c.previousDocumentId }]
              : [],
          );
          if (superseded.length) {
            const annotated = await tx.compassPoint.groupBy({
              by: ["documentId"],
              where: {
                documentId: { in: superseded.map((e) => e.previousDocumentId) },
                status: "ACTIVE",
                deletedAt: null,
              },
            });
            const withPoints = new Set(annotated.map((a) => a.documentId));
            const editions = superseded.filter((e) => withPoints.has(e.previousDocumentId));
            if (editions.length) await enqueueOutbox(tx, "compass-reanchor.run", { batchId, editions });
          }
          return out;
        },
        { timeout: 120_000, maxWait: 30_000 },
      );
      return { batchId, publishedAt: publishedAt.toISOString(), changes };
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;

// Version comparison (spec 1 §4, §7, §8):
//   - HTML: a request queues one compare per pair (idempotent, compare-scheduling.ts); the
//     result check says whether the result exists (header html-result-exist) and gives it;
//   - PDF: the redline when it exists (redline-exist-flag: true), else the newer PDF (false) while
//     the redline is queued; documents over the size limits (pages counted in the file when it
//     was stored, bytes), or whose redline the worker found too large, get 'The documents are too
//     large to be compare';
//   - the redline of a version against its predecessor, as a download (refused like any
//     download when the tenant reads in DRM mode or a document is not downloadable).
// Both documents must be editions of the same line, presented by the tenant and entitled.
// A redline counts only for the PDF files it was made from (the documents' current ones); a
// result whose file is gone is made again (compare-scheduling.ts).

import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { CAN_NOT_FIND_CONTENT } from "../documents/document-access.ts";
import { type Delivery, fileName } from "../documents/document-delivery-service.ts";
import type { DocumentRow, DocumentsRepo } from "../documents/documents-repo.ts";
import type { DocumentsService } from "../documents/documents-service.ts";
import { compareCopyKey, createSanitizedHtml } from "../documents/sanitized-html.ts";
import type { FingerprintMarker } from "../documents/sanitizer-fingerprints.ts";
import { createInlineSanitizer, type HtmlSanitizer } from "../documents/sanitizer-pool.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import { scheduleHtmlComparison, scheduleRedline } from "./compare-scheduling.ts";

export const TOO_LARGE = "The documents are too large to be compare";

export interface CompareServiceDeps {
  db: Db;
  repo: DocumentsRepo;
  documents: DocumentsService;
  storage: BlobStorage;
  limits: { pdfMaxPages: number; pdfMaxBytes: number };
  usage: UsageRecorder;
  /** Sanitises the result's HTML off the event loop (the API's thread pool; inline when not given). */
  sanitizer?: HtmlSanitizer;
  /** The sanitiser's fingerprint in the stored copies' keys (default: this build's). */
  sanitizerFingerprint?: string;
  /** Marks the sanitiser fingerprint in use (sanitizer-fingerprints.ts). */
  markSanitizerFingerprint?: FingerprintMarker;
  log?: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
}

const sameLine = (a: DocumentRow, b: DocumentRow) => a.publisherId === b.publisherId && a.family === b.family;

export function createCompareService(deps: CompareServiceDeps) {
  const { db, repo, documents, storage, limits } = deps;
  // The copy the compare job stored with the result, else sanitised on read and stored.
  const sanitized = createSanitizedHtml({
    storage,
    sanitizer: deps.sanitizer ?? createInlineSanitizer(),
    log: deps.log,
    cacheSize: 8,
    fingerprint: deps.sanitizerFingerprint,
    markFingerprint: deps.markSanitizerFingerprint,
  });
  const notFound = () => new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");
  const tooLarge = () =>
    new BadRequest(TOO_LARGE, { messageKey: TOO_LARGE, params: "pdfComparison", entityAlert: true });

  /** A compare shown is an investigation of the newer edition (COUNTER: information about the item). */
  const compared = (actor: Actor, newDoc: DocumentRow, details: Record<string, unknown>) =>
    deps.usage.recordQuietly(actor, {
      kind: "COMPARE",
      action: "investigation",
      document: newDoc,
      variant: `COMPARE:${String(details.format)}`,
      details: { contentCode: newDoc.contentCode, ...details },
    });

  function assertPair(a: number, b: number, names: [string, string]) {
    if (a === b)
      throw new BadRequest(`${names[0]} and ${names[1]} must be different versions`, {
        fieldErrors: [
          { objectName: "query", field: names[1], message: "Pattern", detail: `must differ from ${names[0]}` },
        ],
      });
  }

  function assertSameLine(a: DocumentRow, b: DocumentRow, field: string) {
    if (!sameLine(a, b))
      throw new BadRequest("Only versions of the same document can be compared", {
        fieldErrors: [
          { objectName: "query", field, message: "Pattern", detail: "is not a version of the same document" },
        ],
      });
  }

  async function htmlPair(actor: Actor, newHtmlId: number, oldHtmlId: number) {
    assertPair(newHtmlId, oldHtmlId, ["newHtmlId", "oldHtmlId"]);
    const [n, o] = await Promise.all([
      repo.asset(actor.tenantId, newHtmlId, "HTML"),
      repo.asset(actor.tenantId, oldHtmlId, "HTML"),
    ]);
    if (!n || !o) throw notFound();
    assertSameLine(n.document, o.document, "oldHtmlId");
    await documents.assertEntitled(actor, n.document, "COMPARE");
    await documents.assertEntitled(actor, o.document, "COMPARE");
    return { n, o };
  }

  async function pdfPair(actor: Actor, newDoc: DocumentRow, oldDoc: DocumentRow) {
    await documents.assertEntitled(actor, newDoc, "COMPARE");
    await documents.assertEntitled(actor, oldDoc, "COMPARE");
    const [newFile, oldFile] = await Promise.all([repo.fileOf(newDoc.id, "PDF"), repo.fileOf(oldDoc.id, "PDF")]);
    if (!newFile || !oldFile) return documents.noPdf(actor);
    for (const f of [newFile, oldFile]) {
      if ((f.pageCount ?? 0) > limits.pdfMaxPages || f.byteSize > limits.pdfMaxBytes) throw tooLarge();
    }
    return { newFile, oldFile };
  }

  /**
   * The redline row of the pair and what it means for these files: a result to serve, too large,
   * or to be (re)made — queued here; `resultMissing` when a DONE row's file is gone.
   */
  async function redlineState(
    actor: Actor,
    pair: { newDocumentId: number; oldDocumentId: number },
    files: { newFile: { id: number }; oldFile: { id: number } },
  ): Promise<{ ready: true; storageKey: string } | { ready: false }> {
    const row = await db.pdfRedline.findUnique({ where: { newDocumentId_oldDocumentId: pair } });
    const sameFiles = row?.newAssetId === files.newFile.id && row?.oldAssetId === files.oldFile.id;
    if (row?.status === "TOO_LARGE" && sameFiles) throw tooLarge();
    let resultMissing = false;
    if (row?.status === "DONE" && sameFiles) {
      if (row.storageKey && (await storage.exists(row.storageKey))) return { ready: true, storageKey: row.storageKey };
      resultMissing = true;
    }
    await db.$transaction((tx) => scheduleRedline(tx, pair, actor.tenantId, { resultMissing }));
    return { ready: false };
  }

  return {
    /** Queues the HTML compare of the pair (once: repeated calls do not queue twice). */
    async requestHtml(actor: Actor, newHtmlId: number, oldHtmlId: number) {
      await htmlPair(actor, newHtmlId, oldHtmlId);
      const pair = { newAssetId: newHtmlId, oldAssetId: oldHtmlId };
      const existing = await db.htmlComparison.findUnique({ where: { newAssetId_oldAssetId: pair } });
      if (existing?.status === "TOO_LARGE") throw tooLarge();
      const resultMissing =
        existing?.status === "DONE" && !(existing.storageKey && (await storage.exists(existing.storageKey)));
      const row = await db.$transaction(async (tx) => {
        const id = await scheduleHtmlComparison(tx, pair, actor.tenantId, { resultMissing });
        return tx.htmlComparison.findUniqueOrThrow({ where: { id }, select: { id: true, status: true } });
      });
      if (row.status === "TOO_LARGE") throw tooLarge();
      return { comparisonId: row.id, newHtmlId, oldHtmlId, status: row.status };
    },

    /** The compare result when it exists (sanitised HTML), else its state. */
    async htmlResult(actor: Actor, newHtmlId: number, oldHtmlId: number) {
      const assets = await htmlPair(actor, newHtmlId, oldHtmlId);
      const row = await db.htmlComparison.findUnique({
        where: { newAssetId_oldAssetId: { newAssetId: newHtmlId, oldAssetId: oldHtmlId } },
      });
      if (row?.status === "TOO_LARGE") throw tooLarge();
      if (row?.status === "DONE") {
        if (row.storageKey && (await storage.exists(row.storageKey))) {
          const storageKey = row.storageKey;
          const { n, o } = assets;
          const html = await sanitized.get(
            compareCopyKey(row.id, row.completedAt ?? new Date(0), sanitized.fingerprint),
            { comparisonId: row.id, documentId: n.document.id },
            async () => (await storage.get(storageKey)).toString("utf8"),
          );
          await compared(actor, n.document, { format: "HTML", oldDocumentId: o.document.id });
          return { exists: true as const, html, status: row.status };
        }
        // The result file is gone: made again; meanwhile the clients keep polling.
        const pair = { newAssetId: newHtmlId, oldAssetId: oldHtmlId };
        await db.$transaction((tx) => scheduleHtmlComparison(tx, pair, actor.tenantId, { resultMissing: true }));
        return { exists: false as const, status: "QUEUED" as const };
      }
      return { exists: false as const, status: row?.status ?? null };
    },

    /**
     * PDF compare of left (older) and right (newer): the redline when it exists, else the newer
     * PDF while the redline is made.
     */
    async comparePdf(actor: Actor, leftContentId: number, rightContentId: number) {
      assertPair(leftContentId, rightContentId, ["leftContentId", "rightContentId"]);
      const [oldDoc, newDoc] = await Promise.all([
        repo.byId(actor.tenantId, leftContentId),
        repo.byId(actor.tenantId, rightContentId),
      ]);
      if (!oldDoc || !newDoc) throw notFound();
      assertSameLine(newDoc, oldDoc, "rightContentId");
      const files = await pdfPair(actor, newDoc, oldDoc);
      const { newFile } = files;
      const pair = { newDocumentId: newDoc.id, oldDocumentId: oldDoc.id };
      const state = await redlineState(actor, pair, files);
      if (state.ready) {
        await compared(actor, newDoc, { format: "PDF", oldDocumentId: oldDoc.id, redline: true });
        return {
          redlineExists: true,
          delivery: {
            body: storage.stream(state.storageKey),
            byteSize: await storage.size(state.storageKey),
            contentType: "application/pdf",
            filename: fileName(`${newDoc.displayDesignation} redline`, "pdf"),
            disposition: "inline",
          } satisfies Delivery,
        };
      }
      await compared(actor, newDoc, { format: "PDF", oldDocumentId: oldDoc.id, redline: false });
      return {
        redlineExists: false,
        delivery: {
          body: storage.stream(newFile.storageKey),
          byteSize: newFile.byteSize,
          contentType: "application/pdf",
          filename: fileName(newDoc.displayDesignation, "pdf"),
          disposition: "inline",
        } satisfies Delivery,
      };
    },

    /** The redline of a version against the version just before it, as a download. */
    async downloadRedline(actor: Actor, contentId: number): Promise<Delivery> {
      const newDoc = await repo.byId(actor.tenantId, contentId);
      if (!newDoc) throw notFound();
      const versions = await repo.versions(actor.tenantId, newDoc);
      const at = versions.findIndex((v) => v.id === newDoc.id);
      const previous = at >= 0 ? versions[at + 1] : undefined;
      if (!previous)
        throw new NotFound("This version has no previous version to compare with", "error.redline.no-previous");
      const oldDoc = (await repo.byId(actor.tenantId, previous.id))!;
      const files = await pdfPair(actor, newDoc, oldDoc);
      // A download like any other: not in DRM mode, and both documents (the redline carries the
      // wording of each) downloadable.
      await documents.assertDownloadable(actor, newDoc, oldDoc);
      const pair = { newDocumentId: newDoc.id, oldDocumentId: oldDoc.id };
      const state = await redlineState(actor, pair, files);
      if (!state.ready)
        throw new NotFound(
          "The redline of this version is being made; try again in a minute",
          "error.redline.not-ready",
        );
      await deps.usage.recordQuietly(actor, {
        kind: "DOWNLOAD",
        action: "request",
        document: newDoc,
        variant: "DOWNLOAD:REDLINE",
        details: { contentCode: newDoc.contentCode, format: "REDLINE", oldDocumentId: oldDoc.id },
      });
      return {
        body: storage.stream(state.storageKey),
        byteSize: await storage.size(state.storageKey),
        contentType: "application/pdf",
        filename: fileName(`${newDoc.displayDesignation} redline against ${oldDoc.displayDesignation}`, "pdf"),
        disposition: "attachment",
      };
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;

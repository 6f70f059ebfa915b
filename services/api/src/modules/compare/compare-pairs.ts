// What the compares of HTML (compare-html-service.ts) and PDF (compare-pdf-service.ts) share: the
// checks of a pair of versions, their files, the state of a redline, and the usage a compare counts.

import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { CAN_NOT_FIND_CONTENT } from "../documents/document-access.ts";
import type { DocumentRow, DocumentsRepo } from "../documents/documents-repo.ts";
import type { DocumentsService } from "../documents/documents-service.ts";
import type { FingerprintMarker } from "../documents/sanitizer-fingerprints.ts";
import type { HtmlSanitizer } from "../documents/sanitizer-pool.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import { scheduleRedline } from "./compare-scheduling.ts";

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
  /** The user waits for the row's result: pushed to their stream when stored (modules/push). */
  waitFor?: (actor: Actor, job: "compare-html" | "compare-pdf", rowId: number) => Promise<void>;
}

const sameLine = (a: DocumentRow, b: DocumentRow) => a.publisherId === b.publisherId && a.family === b.family;

export const notFound = () => new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");
export const tooLarge = () =>
  new BadRequest(TOO_LARGE, { messageKey: TOO_LARGE, params: "pdfComparison", entityAlert: true });

export function assertPair(a: number, b: number, names: [string, string]) {
  if (a === b)
    throw new BadRequest(`${names[0]} and ${names[1]} must be different versions`, {
      fieldErrors: [
        { objectName: "query", field: names[1], message: "Pattern", detail: `must differ from ${names[0]}` },
      ],
    });
}

export function assertSameLine(a: DocumentRow, b: DocumentRow, field: string) {
  if (!sameLine(a, b))
    throw new BadRequest("Only versions of the same document can be compared", {
      fieldErrors: [
        { objectName: "query", field, message: "Pattern", detail: "is not a version of the same document" },
      ],
    });
}

export function createComparePairs(deps: CompareServiceDeps) {
  const { db, repo, documents, storage, limits } = deps;

  /** A compare shown is an investigation of the newer edition (COUNTER: information about the item). */
  const compared = (actor: Actor, newDoc: DocumentRow, details: Record<string, unknown>) =>
    deps.usage.recordQuietly(actor, {
      kind: "COMPARE",
      action: "investigation",
      document: newDoc,
      variant: `COMPARE:${String(details.format)}`,
      details: { contentCode: newDoc.contentCode, ...details },
    });

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
  ): Promise<{ ready: true; storageKey: string } | { ready: false; redlineId: number }> {
    const row = await db.pdfRedline.findUnique({ where: { newDocumentId_oldDocumentId: pair } });
    const sameFiles = row?.newAssetId === files.newFile.id && row?.oldAssetId === files.oldFile.id;
    if (row?.status === "TOO_LARGE" && sameFiles) throw tooLarge();
    let resultMissing = false;
    if (row?.status === "DONE" && sameFiles) {
      if (row.storageKey && (await storage.exists(row.storageKey))) return { ready: true, storageKey: row.storageKey };
      resultMissing = true;
    }
    const redlineId = await db.$transaction((tx) => scheduleRedline(tx, pair, actor.tenantId, { resultMissing }));
    await deps.waitFor?.(actor, "compare-pdf", redlineId);
    return { ready: false, redlineId };
  }

  return { compared, htmlPair, pdfPair, redlineState };
}

export type ComparePairs = ReturnType<typeof createComparePairs>;

// Document delivery (spec 1 §5–§9; spec 2 §6): the bytes of a document — its PDF (inline, by
// asset, the whole book, as a download with or without the user's compass points) and its
// sanitised HTML — and whether the actor may open it.
//
// Rules:
//   - bytes and verification ask the entitlement service, on the server, every time
//     (document-access.ts);
//   - a document without a PDF gives the tenant's no-PDF outcome; downloads are refused when
//     downloadable is false or the tenant reads in DRM mode;
//   - HTML is sanitised and served under a sandboxing CSP (@norma/documents html/html-safety.ts): the
//     copy sanitised when it was published, else sanitised now and stored (sanitized-html.ts); a
//     sanitise that fails is 503 'The document could not be prepared for reading';
//   - opening (PDF, HTML, full book) and downloading record the document for "recently
//     accessed" (accessed_documents) and as a usage event (VIEW, DOWNLOAD).

import type { Readable } from "node:stream";
import type { BlobStorage } from "@norma/db/storage";
import type { CompassPointMark } from "@norma/documents/pdf/compass-points";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden } from "../../lib/errors.ts";
import { loadCompassPoints } from "../../lib/pdf-tools.ts";
import { type DocumentAccess, type Tenant, tenantMessage } from "./document-access.ts";
import type { DocumentRow, DocumentsRepo } from "./documents-repo.ts";
import { type CleanHtml, createSanitizedHtml, documentCopyKey } from "./sanitized-html.ts";
import type { FingerprintMarker } from "./sanitizer-fingerprints.ts";
import { createInlineSanitizer, type HtmlSanitizer } from "./sanitizer-pool.ts";

export interface Delivery {
  /** The file, as a stream from storage or as bytes made for this request. */
  body: Readable | Buffer;
  byteSize: number;
  contentType: string;
  filename: string;
  disposition: "inline" | "attachment";
}

export interface DocumentDeliveryServiceDeps {
  repo: DocumentsRepo;
  storage: BlobStorage;
  access: DocumentAccess;
  log?: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
  /** Sanitises document HTML off the event loop (the API's thread pool; inline when not given). */
  sanitizer?: HtmlSanitizer;
  /** The sanitiser's fingerprint in the stored copies' keys (default: this build's). */
  sanitizerFingerprint?: string;
  /** Marks the sanitiser fingerprint in use (sanitizer-fingerprints.ts). */
  markSanitizerFingerprint?: FingerprintMarker;
}

/** A stored PDF as a delivery, named after the document. */
async function pdfDelivery(
  storage: BlobStorage,
  assetRow: { storageKey: string; byteSize: number },
  doc: DocumentRow,
  disposition: Delivery["disposition"],
) {
  return {
    body: storage.stream(assetRow.storageKey),
    byteSize: assetRow.byteSize,
    contentType: "application/pdf",
    filename: fileName(doc.displayDesignation, "pdf"),
    disposition,
  } satisfies Delivery;
}

/** The stored PDF with the compass points drawn in it (the PDF tools are loaded on first use). */
async function annotatedPdf(
  storage: BlobStorage,
  storageKey: string,
  marks: Parameters<Awaited<ReturnType<typeof loadCompassPoints>>["annotateCompassPoints"]>[1],
): Promise<Buffer> {
  const original = await storage.get(storageKey);
  const { annotateCompassPoints } = await loadCompassPoints();
  const { bytes } = await annotateCompassPoints(new Uint8Array(original), marks);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function createDocumentDeliveryService(deps: DocumentDeliveryServiceDeps) {
  const { repo, storage, access } = deps;
  const { visible, notFound, isEntitled, assertEntitled, assertDownloadable, noPdf, recordAccess } = access;
  const sanitized = createSanitizedHtml({
    storage,
    sanitizer: deps.sanitizer ?? createInlineSanitizer(),
    log: deps.log,
    fingerprint: deps.sanitizerFingerprint,
    markFingerprint: deps.markSanitizerFingerprint,
  });

  return {
    /** Whether the actor may open the document (the clients read the entitlementaccess header). */
    async verify(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      const entitled = await isEntitled(actor, doc);
      return { contentCode: doc.contentCode, contentId: doc.id, entitlementAccess: entitled };
    },

    /** The document's PDF, inline. */
    async pdf(actor: Actor, contentCode: string): Promise<Delivery> {
      const doc = await visible(actor, contentCode);
      await assertEntitled(actor, doc, "PDF");
      const file = await repo.fileOf(doc.id, "PDF");
      if (!file) return noPdf(actor);
      await recordAccess(actor, doc, "VIEW", { format: "PDF", assetId: file.id });
      return pdfDelivery(storage, file, doc, "inline");
    },

    /** A PDF by its asset id (older versions), inline. */
    async pdfByAsset(actor: Actor, assetId: number): Promise<Delivery> {
      const asset = await repo.asset(actor.tenantId, assetId, "PDF");
      if (!asset) throw notFound();
      await assertEntitled(actor, asset.document, "PDF");
      await recordAccess(actor, asset.document, "VIEW", { format: "PDF", assetId: asset.id, status: asset.status });
      return pdfDelivery(storage, asset, asset.document, "inline");
    },

    /** A document's HTML by its asset id, sanitised. */
    async html(actor: Actor, assetId: number): Promise<{ html: CleanHtml; document: DocumentRow }> {
      const asset = await repo.asset(actor.tenantId, assetId, "HTML");
      if (!asset) throw notFound();
      await assertEntitled(actor, asset.document, "HTML");
      const html = await sanitized.get(
        documentCopyKey(asset.sha256, sanitized.fingerprint),
        { documentId: asset.document.id, assetId: asset.id },
        async () => (await storage.get(asset.storageKey)).toString("utf8"),
      );
      await recordAccess(actor, asset.document, "VIEW", { format: "HTML", assetId: asset.id });
      return { html, document: asset.document };
    },

    /**
     * The whole book: the PDF of the document, or of the document it belongs to when it is a
     * part — a paper's book (STP_PAPER, MANUAL_MONO_PAPERS…), a supplement's parent — when the
     * tenant presents it. A book without a PDF is the tenant's no-PDF outcome.
     */
    async fullBook(actor: Actor, contentCode: string): Promise<Delivery> {
      const part = await visible(actor, contentCode);
      const wholeId = part.bookId ?? part.supplementOfId;
      const doc = wholeId ? ((await repo.byId(actor.tenantId, wholeId)) ?? part) : part;
      await assertEntitled(actor, doc, "FULL_BOOK");
      const file = await repo.fileOf(doc.id, "PDF");
      if (!file) return noPdf(actor);
      await recordAccess(actor, doc, "VIEW", { format: "FULL_BOOK", assetId: file.id });
      return pdfDelivery(storage, file, doc, "inline");
    },

    /** The PDF as an attachment, optionally with the user's visible compass points in it. */
    async download(actor: Actor, contentCode: string, withCompassPoints: boolean): Promise<Delivery> {
      const doc = await visible(actor, contentCode);
      await assertEntitled(actor, doc, "DOWNLOAD");
      const tenant = await assertDownloadable(actor, doc);
      const file = await repo.fileOf(doc.id, "PDF");
      if (!file) return noPdf(actor);
      if (!withCompassPoints) {
        await recordAccess(actor, doc, "DOWNLOAD", { format: "PDF", assetId: file.id, compassPoints: false });
        return pdfDelivery(storage, file, doc, "attachment");
      }
      const marks = await visibleCompassPoints(repo, actor, tenant, doc);
      const body = await annotatedPdf(storage, file.storageKey, marks);
      await recordAccess(actor, doc, "DOWNLOAD", {
        format: "PDF",
        assetId: file.id,
        compassPoints: true,
        compassPointCount: marks.length,
      });
      return {
        body,
        byteSize: body.length,
        contentType: "application/pdf",
        filename: fileName(`${doc.displayDesignation} with Compass Points`, "pdf"),
        disposition: "attachment",
      };
    },
  };
}

/** The user's compass points on the document that the view setting lets them see (spec 2 §6). */
async function visibleCompassPoints(
  repo: DocumentsRepo,
  actor: Actor,
  tenant: Tenant,
  doc: DocumentRow,
): Promise<CompassPointMark[]> {
  if (actor.userId === null || actor.userType !== "INDIVIDUAL" || actor.accountId === null) {
    throw new Forbidden(
      "Compass Points feature is not eligible for user type. Compass Points are only viewable to logged in users.",
      { title: "Compass Points not available", messageKey: "error.compass-points.user-type" },
    );
  }
  const account = await repo.account(actor.tenantId, actor.accountId);
  const settings = await repo.compassSettings(actor.tenantId, actor.accountId, doc.id);
  if (!tenant.enableCompassPoints || !account?.compassPointFlag || settings?.activate === false) {
    throw new Forbidden("Compass points are not enabled at account level setting", {
      title: "Compass points are not enabled at account level setting",
      messageKey: tenantMessage(tenant, "feature-no-access", "feature-no-access"),
    });
  }
  const view = settings?.viewSetting ?? "All";
  if (view === "None") return [];
  const rows = await repo.compassPoints(
    actor.tenantId,
    actor.accountId,
    doc.id,
    view === "Own" ? actor.userId : undefined,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    overlayDetails: r.overlayDetails,
    selectionText: r.selectionText,
    selectionData: r.selectionData,
    pageNumber: r.pageNumber,
    author: [r.createdBy.firstName, r.createdBy.lastName].filter(Boolean).join(" ") || r.createdBy.email,
  }));
}

/** A safe file name: the ASCII form for `filename`, the exact one (UTF-8) for `filename*`. */
export function fileName(base: string, ext: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const clean = base.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").trim() || "document";
  return `${clean}.${ext}`;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and an RFC 5987 UTF-8 name. */
export function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

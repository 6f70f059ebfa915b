// The document page and document delivery (spec 1 §2–§3, §5–§9; spec 2 §7–§8).
//
// Rules:
//   - a document the tenant does not present, or an unknown id, is 404 'Can not find content';
//   - bytes (PDF, HTML, full book, download) and verification ask the entitlement service, on
//     the server, every time; a refusal is 403 'User is not entitled for the Document' with the
//     tenant's no-access message key;
//   - a document without a PDF gives the tenant's no-PDF outcome (404, message = the tenant's
//     content-no-pdf key); downloads are refused when downloadable is false or the tenant reads
//     in DRM mode;
//   - HTML is sanitised and served under a sandboxing CSP (@norma/documents html/html-safety.ts): the
//     copy sanitised when it was published, else sanitised now and stored (sanitized-html.ts); a
//     sanitise that fails is 503 'The document could not be prepared for reading';
//   - opening (PDF, HTML, full book) and downloading record the document for "recently
//     accessed" (accessed_documents) and as a usage event (VIEW, DOWNLOAD).

import type { Readable } from "node:stream";
import type { BlobStorage } from "@norma/db/storage";
import type { CompassPointMark } from "@norma/documents/pdf/compass-points";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import { loadCompassPoints } from "../../lib/pdf-tools.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { UsageInput, UsageRecorder } from "../usage/usage-recorder.ts";
import type { DocumentRow, DocumentsRepo, VersionRow } from "./documents-repo.ts";
import { EXTRA_FIELDS, extraMetadataOf, PAPER_TYPES, TAB_POSITIONS, type TabName } from "./documents-types.ts";
import { createSanitizedHtml, documentCopyKey } from "./sanitized-html.ts";
import type { FingerprintMarker } from "./sanitizer-fingerprints.ts";
import { createInlineSanitizer, type HtmlSanitizer } from "./sanitizer-pool.ts";

export const CAN_NOT_FIND_CONTENT = "Can not find content";
export const NOT_FOUND_CONTENT = "Not found Content";
export const NOT_ENTITLED = "User is not entitled for the Document";

type Tenant = Awaited<ReturnType<DocumentsRepo["tenant"]>>;

const isoDate = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** Lower-case letters and digits (the designation key of search and the resolver). */
export const designationKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface Delivery {
  /** The file, as a stream from storage or as bytes made for this request. */
  body: Readable | Buffer;
  byteSize: number;
  contentType: string;
  filename: string;
  disposition: "inline" | "attachment";
}

export interface DocumentsServiceDeps {
  repo: DocumentsRepo;
  storage: BlobStorage;
  entitlements: EntitlementsService;
  clock?: () => Date;
  /** Usage events, counted the COUNTER way (modules/usage). */
  usage: UsageRecorder;
  log?: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
  /** Whether revision alerts cannot go out now (the tracking service answers; see getContentTracking). */
  trackerUnavailable?: (actor: Actor) => Promise<boolean>;
  /** Sanitises document HTML off the event loop (the API's thread pool; inline when not given). */
  sanitizer?: HtmlSanitizer;
  /** The sanitiser's fingerprint in the stored copies' keys (default: this build's). */
  sanitizerFingerprint?: string;
  /** Marks the sanitiser fingerprint in use (sanitizer-fingerprints.ts). */
  markSanitizerFingerprint?: FingerprintMarker;
}

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { repo, storage, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());
  const sanitized = createSanitizedHtml({
    storage,
    sanitizer: deps.sanitizer ?? createInlineSanitizer(),
    log: deps.log,
    fingerprint: deps.sanitizerFingerprint,
    markFingerprint: deps.markSanitizerFingerprint,
  });

  const notFound = () => new NotFound(CAN_NOT_FIND_CONTENT, "error.content.not-found");

  const message = (tenant: Tenant, key: string, fallback: string) => tenant.accessMessages[key] ?? fallback;

  async function visible(actor: Actor, contentCode: string): Promise<DocumentRow> {
    const doc = await repo.byContentCode(actor.tenantId, contentCode);
    if (!doc) throw notFound();
    return doc;
  }

  async function visibleById(actor: Actor, id: number): Promise<DocumentRow> {
    const doc = await repo.byId(actor.tenantId, id);
    if (!doc) throw notFound();
    return doc;
  }

  const isEntitled = (actor: Actor, doc: { publisherId: number; collectionIds: number[] }) =>
    // Delivery decisions never use a cached scope (issue: "checked on the server every time").
    entitlements.isEntitled(actor, { publisherId: doc.publisherId, collectionIds: doc.collectionIds }, { fresh: true });

  /**
   * Records a usage event; the reader gets the document (or its refusal) even when the write
   * fails, which is logged.
   */
  async function recordUsage(actor: Actor, input: UsageInput) {
    try {
      await deps.usage.record(actor, { at: clock(), ...input });
    } catch (err) {
      deps.log?.warn({ err: (err as Error).message, documentId: input.document?.id }, "could not record a usage event");
    }
  }

  /**
   * The entitlement check of every delivery: 403 with the tenant's no-access message. A refusal
   * of a document is a COUNTER No_License (a denial the usage report shows).
   */
  async function assertEntitled(
    actor: Actor,
    doc: {
      publisherId: number;
      collectionIds: number[];
      id?: number;
      contentType?: string;
      bookId?: number | null;
      contentCode?: string;
    },
    variant = "delivery",
  ) {
    if (await isEntitled(actor, doc)) return;
    if (doc.id !== undefined && doc.contentType !== undefined) {
      await recordUsage(actor, {
        kind: "DENIED",
        action: "no_license",
        document: { id: doc.id, contentType: doc.contentType, bookId: doc.bookId ?? null },
        variant,
        details: { contentCode: doc.contentCode, reason: "NOT_ENTITLED", action: variant },
      });
    }
    const tenant = await repo.tenant(actor.tenantId);
    throw new Forbidden(NOT_ENTITLED, {
      title: NOT_ENTITLED,
      messageKey: message(tenant, "content-no-access-i18n-key", "content-no-access"),
    });
  }

  /**
   * Downloads (the PDF, the redline) are refused when the tenant reads in DRM mode or the
   * document is not downloadable, with the tenant's no-PDF message. Returns the tenant.
   */
  async function assertDownloadable(actor: Actor, ...docs: { downloadable: boolean }[]): Promise<Tenant> {
    const tenant = await repo.tenant(actor.tenantId);
    const noPdfKey = message(tenant, "content-no-pdf", "content-no-pdf");
    if (tenant.drmView)
      throw new Forbidden("Documents of this library are read online only", {
        title: "Download not allowed",
        messageKey: noPdfKey,
      });
    if (docs.some((d) => !d.downloadable))
      throw new Forbidden("This document cannot be downloaded", {
        title: "Download not allowed",
        messageKey: noPdfKey,
      });
    return tenant;
  }

  async function noPdf(actor: Actor): Promise<never> {
    const tenant = await repo.tenant(actor.tenantId);
    throw new NoPdf(message(tenant, "content-no-pdf", "content-no-pdf"), tenant.tenantName);
  }

  async function recordAccess(
    actor: Actor,
    doc: DocumentRow,
    kind: "VIEW" | "DOWNLOAD",
    details: Record<string, unknown>,
  ) {
    try {
      await repo.recordAccess(actor, doc.id, clock());
    } catch (err) {
      // The reader must get the document even if the history write fails; it is logged.
      deps.log?.warn({ err: (err as Error).message, documentId: doc.id }, "could not record a document access");
    }
    // A view or download of the content is a COUNTER request; the HTML and the PDF of one
    // document are different links for double-click filtering.
    await recordUsage(actor, {
      kind,
      action: "request",
      document: doc,
      variant: `${kind}:${String(details.format ?? "")}`,
      details: { contentCode: doc.contentCode, ...details },
    });
  }

  async function pdfDelivery(
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

  function versionItem(v: VersionRow) {
    return {
      id: v.id,
      designationNo: v.designationNo,
      designation: v.designation,
      displayDesignation: v.displayDesignation,
      contentCode: v.contentCode,
      publisherCode: v.publisher.key,
      status: v.status,
      isLatest: v.isLatest,
      editionYear: v.editionYear,
      publishedDate: isoDate(v.publishedDate),
    };
  }

  function assetVersions(versions: VersionRow[], kind: "HTML" | "PDF") {
    return versions.flatMap((v) =>
      v.assets
        .filter((a) => a.kind === kind)
        .map((a) => ({
          id: a.id,
          contentId: v.id,
          contentCode: v.contentCode,
          designation: v.designation,
          displayDesignation: v.displayDesignation,
          status: a.status,
          editionYear: v.editionYear,
          ...(kind === "PDF" ? { assetId: a.assetId, pageCount: a.pageCount } : {}),
        })),
    );
  }

  async function translationsOf(actor: Actor, doc: { id: number; translationOfId: number | null }) {
    const group = await repo.translationGroup(actor.tenantId, doc.translationOfId ?? doc.id);
    return group
      .filter((d) => d.id !== doc.id)
      .map((d) => ({
        contentId: d.id,
        contentCode: d.contentCode,
        displayCode: d.languageCode.split("-")[0].toUpperCase(),
        languageCode: d.languageCode,
        title: d.title,
        original: d.translationOfId === null,
      }));
  }

  return {
    /** The entitlement check of every delivery (compare uses it too). */
    assertEntitled,
    recordUsage,
    /** Throws the tenant's no-PDF outcome. */
    noPdf,
    /** The download checks (DRM mode, downloadable) the redline download shares. */
    assertDownloadable,

    /** Everything the document page shows about a document (spec 1 §3). */
    async metadata(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      // The document page shows the item's metadata and abstract: a COUNTER investigation.
      await recordUsage(actor, {
        kind: "METADATA_VIEW",
        action: "investigation",
        document: doc,
        details: { contentCode: doc.contentCode },
      });
      const tenant = await repo.tenant(actor.tenantId);
      const [
        versions,
        translations,
        favorite,
        cpStates,
        workItems,
        relations,
        supplements,
        elearning,
        videos,
        account,
        cpSettings,
      ] = await Promise.all([
        repo.versions(actor.tenantId, doc),
        translationsOf(actor, doc),
        actor.userId !== null ? repo.favoriteId(actor.userId, doc.id) : null,
        actor.accountId !== null ? repo.compassPointStates(actor.tenantId, actor.accountId, doc.id) : new Set<string>(),
        repo.hasWorkItems(doc.publisherId, doc.family),
        repo.hasRelations(actor.tenantId, doc.id),
        repo.supplementsOf(actor.tenantId, doc.id),
        repo.hasElearning(doc.publisherId, doc.family),
        repo.videosOfDocument(doc.id),
        actor.accountId !== null ? repo.account(actor.tenantId, actor.accountId) : null,
        actor.accountId !== null ? repo.compassSettings(actor.tenantId, actor.accountId, doc.id) : null,
      ]);
      const self = versions.find((v) => v.id === doc.id);
      const tabs: { name: TabName; position: number }[] = [];
      const tab = (name: TabName) => tabs.push({ name, position: TAB_POSITIONS[name] });
      if (self?.assets.some((a) => a.kind === "PDF")) tab("PDF");
      if (self?.assets.some((a) => a.kind === "HTML")) tab("HTML");
      if (workItems > 0) tab("WORK_ITEMS");
      if (doc.hasVideo && videos.length) tab("VISUAL_CONTENT");
      if (elearning > 0) tab("E_LEARNING");
      if (relations > 0 || supplements.length > 0) tab("RELATED_CONTENT");
      if (
        tenant.enableCompassPoints &&
        actor.userType === "INDIVIDUAL" &&
        actor.userId !== null &&
        account?.compassPointFlag &&
        // The same rule as the download with compass points: a setting (document or account
        // level) that deactivates compass points removes the tab.
        cpSettings?.activate !== false
      )
        tab("COMPASS_POINTS");
      tabs.sort((a, b) => a.position - b.position);
      return {
        contentId: doc.id,
        contentCode: doc.contentCode,
        family: doc.family,
        publisherCode: doc.publisher.key,
        publisherName: doc.publisher.name,
        organizationId: doc.organizationId,
        classification: doc.classification,
        assetId: doc.assetId,
        documentType: doc.documentType,
        assetType: doc.assetType,
        contentType: doc.contentType,
        designation: doc.designation,
        designationNo: doc.designationNo,
        displayDesignation: doc.displayDesignation,
        title: doc.title,
        description: doc.description,
        languageCode: doc.languageCode,
        status: doc.status,
        isLatest: doc.isLatest,
        video: doc.hasVideo ? ("Y" as const) : ("N" as const),
        downloadable: doc.downloadable && !tenant.drmView,
        allowToTrack: doc.allowToTrack,
        allowToFavorite: doc.allowToFavorite,
        contentFavorite: favorite ? { id: favorite.id } : null,
        publishedDate: isoDate(doc.publishedDate),
        publishedOnlineDate: isoDate(doc.publishedOnlineDate),
        lastUpdateDate: isoDate(doc.lastUpdateDate),
        versions: versions.map(versionItem),
        htmlVersions: assetVersions(versions, "HTML"),
        pdfVersions: assetVersions(versions, "PDF"),
        translations,
        replacedByContentCode: doc.replacedByContentCode,
        replacedByFamilyValue: doc.replacedByFamilyValue,
        citationArticleTypeExclude: doc.citationArticleTypeExclude,
        tabs,
        hasActivatedCompassPoint: cpStates.has("ACTIVE"),
        hasDeactivatedCompassPoint: cpStates.has("INACTIVE"),
        ...(PAPER_TYPES.has(doc.contentType) ? { paperId: doc.assetId } : {}),
        ...extraMetadataOf(doc.contentType, doc.extraMetadata),
      };
    },

    async translations(actor: Actor, contentId: number) {
      return translationsOf(actor, await visibleById(actor, contentId));
    },

    async translationsByContentCode(actor: Actor, contentCode: string) {
      return translationsOf(actor, await visible(actor, contentCode));
    },

    /** Whether the actor may open the document (the clients read the entitlementaccess header). */
    async verify(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      const entitled = await isEntitled(actor, doc);
      return { contentCode: doc.contentCode, contentId: doc.id, entitlementAccess: entitled };
    },

    /** The document's PDF, inline. */
    async pdf(actor: Actor, contentCode: string): Promise<Delivery> {
      const doc = await visible(actor, contentCode);
      await assertEntitled(actor, doc);
      const file = await repo.fileOf(doc.id, "PDF");
      if (!file) return noPdf(actor);
      await recordAccess(actor, doc, "VIEW", { format: "PDF", assetId: file.id });
      return pdfDelivery(file, doc, "inline");
    },

    /** A PDF by its asset id (older versions), inline. */
    async pdfByAsset(actor: Actor, assetId: number): Promise<Delivery> {
      const asset = await repo.asset(actor.tenantId, assetId, "PDF");
      if (!asset) throw notFound();
      await assertEntitled(actor, asset.document);
      await recordAccess(actor, asset.document, "VIEW", { format: "PDF", assetId: asset.id, status: asset.status });
      return pdfDelivery(asset, asset.document, "inline");
    },

    /** A document's HTML by its asset id, sanitised. */
    async html(actor: Actor, assetId: number): Promise<{ html: string; document: DocumentRow }> {
      const asset = await repo.asset(actor.tenantId, assetId, "HTML");
      if (!asset) throw notFound();
      await assertEntitled(actor, asset.document);
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
      await assertEntitled(actor, doc);
      const file = await repo.fileOf(doc.id, "PDF");
      if (!file) return noPdf(actor);
      await recordAccess(actor, doc, "VIEW", { format: "FULL_BOOK", assetId: file.id });
      return pdfDelivery(file, doc, "inline");
    },

    /** The PDF as an attachment, optionally with the user's visible compass points in it. */
    async download(actor: Actor, contentCode: string, withCompassPoints: boolean): Promise<Delivery> {
      const doc = await visible(actor, contentCode);
      await assertEntitled(actor, doc);
      const tenant = await assertDownloadable(actor, doc);
      const file = await repo.fileOf(doc.id, "PDF");
      if (!file) return noPdf(actor);
      if (!withCompassPoints) {
        await recordAccess(actor, doc, "DOWNLOAD", { format: "PDF", assetId: file.id, compassPoints: false });
        return pdfDelivery(file, doc, "attachment");
      }
      const marks = await visibleCompassPoints(actor, tenant, doc);
      const original = await storage.get(file.storageKey);
      const { annotateCompassPoints } = await loadCompassPoints();
      const { bytes } = await annotateCompassPoints(new Uint8Array(original), marks);
      await recordAccess(actor, doc, "DOWNLOAD", {
        format: "PDF",
        assetId: file.id,
        compassPoints: true,
        compassPointCount: marks.length,
      });
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return {
        body,
        byteSize: body.length,
        contentType: "application/pdf",
        filename: fileName(`${doc.displayDesignation} with Compass Points`, "pdf"),
        disposition: "attachment",
      };
    },

    /** Extra metadata by content type (the additional-details dialog). */
    async additionalDetails(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      return {
        contentCode: doc.contentCode,
        contentType: doc.contentType,
        assetType: doc.assetType,
        fields: EXTRA_FIELDS[doc.contentType] ? [...EXTRA_FIELDS[doc.contentType]] : null,
        ...(PAPER_TYPES.has(doc.contentType) ? { paperId: doc.assetId } : {}),
        ...extraMetadataOf(doc.contentType, doc.extraMetadata),
      };
    },

    /** Details for publishers other than the tenant's own: classification from the refinement trees. */
    async additionalDetailsByPublisher(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      const nodes = await repo.refinementNodes(doc.refinementNodeIds);
      const pick = (taxonomy: string, leavesOnly = false) => {
        const list = nodes.filter((n) => n.taxonomy === taxonomy);
        const deepest = Math.max(-1, ...list.map((n) => n.depth));
        return list.filter((n) => !leavesOnly || n.depth === deepest).map((n) => ({ key: n.key, name: n.name }));
      };
      const extra = extraMetadataOf("", doc.extraMetadata);
      return {
        contentCode: doc.contentCode,
        publisherCode: doc.publisher.key,
        publisherName: doc.publisher.name,
        documentType: doc.documentType,
        status: doc.status,
        languageCode: doc.languageCode,
        publishedDate: isoDate(doc.publishedDate),
        committees: pick("COMMITTEE"),
        icsCodes: pick("ICS", true),
        sectors: pick("SECTOR"),
        topics: pick("TOPIC"),
        equivalent: (extra.equivalent as string[] | undefined) ?? [],
        note: (extra.note as string[] | undefined) ?? [],
      };
    },

    /** Related content: only the sections that have entries (spec 1 §2). */
    async relatedContent(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      const [relations, supplements] = await Promise.all([
        repo.relationsOf(actor.tenantId, doc.id),
        repo.supplementsOf(actor.tenantId, doc.id),
      ]);
      const item = (d: {
        contentCode: string;
        designation: string;
        displayDesignation: string;
        family: string;
        title: string;
      }) => ({
        designationOrFamily: d.displayDesignation || d.family,
        title: d.title,
        contentCode: d.contentCode,
      });
      const sections: Record<"citedContent" | "sop" | "tma" | "supplements", ReturnType<typeof item>[]> = {
        citedContent: [],
        sop: [],
        tma: [],
        supplements: [],
      };
      const key = { CITED: "citedContent", SOP: "sop", TMA: "tma", SUPPLEMENTAL: "supplements" } as const;
      for (const r of relations) sections[key[r.section]].push(item(r.relatedDocument));
      for (const s of supplements)
        if (!sections.supplements.some((x) => x.contentCode === s.contentCode)) sections.supplements.push(item(s));
      return Object.fromEntries(Object.entries(sections).filter(([, list]) => list.length > 0));
    },

    async workItems(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      const rows = await repo.workItems(doc.publisherId, doc.family);
      return rows.map((w) => ({
        id: w.id,
        publisher: w.publisher.key,
        publisherName: w.publisher.name,
        workItemNumber: w.workItemNumber,
        title: w.title,
        initiatedDate: isoDate(w.initiatedDate),
        technicalContact: w.technicalContact,
        ballotList: w.ballots.map((b) => ({
          ballotNumber: b.ballotNumber,
          itemStatus: b.itemStatus,
          itemNumber: b.itemNumber,
        })),
      }));
    },

    async videos(actor: Actor, designation: string) {
      const d = designation.trim();
      if (!d) throw BadRequest.field("query", "designation", "NotBlank", "is required");
      const rows = await repo.videosByDesignation(actor.tenantId, d, designationKey(d));
      return rows.map(videoItem);
    },

    async tutorials(tenantId: number) {
      return (await repo.tutorials(tenantId)).map(videoItem);
    },

    /** Records a play of a video of a document (a usage event). */
    async recordVideoPlay(actor: Actor, contentId: number, hashId: string) {
      const doc = await visibleById(actor, contentId);
      const video = await repo.videoOfDocument(doc.id, hashId);
      if (!video) throw new NotFound(`The document has no video ${hashId}`, "error.video.not-found");
      // The video is the item (Multimedia), a request of its content.
      await recordUsage(actor, {
        kind: "VIDEO_PLAY",
        action: "request",
        document: doc,
        videoId: video.id,
        details: { hashId, videoId: video.id, contentCode: doc.contentCode },
      });
    },

    async elearningByFamily(actor: Actor, familyName: string, assetType: string) {
      const rows = await repo.elearningByFamily(actor.tenantId, familyName.trim(), assetType);
      return rows.map((r) => ({
        title: r.title,
        productCode: r.productCode,
        family: r.family,
        assetType: r.assetType,
      }));
    },

    /**
     * The content code for a designation (with an edition year or status), or for an asset id:
     * the legacy-link resolver. 'Not found Content' when there is none.
     */
    async contentCodeByDesignation(
      actor: Actor,
      q: { designation?: string; year?: number; status?: string; assetId?: string },
    ) {
      const notFoundResult = { contentCode: null, message: NOT_FOUND_CONTENT } as const;
      if (q.assetId?.trim()) {
        const doc = await repo.byAssetId(actor.tenantId, q.assetId.trim());
        return doc ? { contentCode: doc.contentCode, message: null } : notFoundResult;
      }
      const designation = q.designation?.trim() ?? "";
      if (!designation)
        throw BadRequest.field("query", "designation", "NotBlank", "designation or assetId is required");
      const key = designationKey(designation);
      const keys = [key];
      if (q.year) keys.push(`${key}${String(q.year).slice(-2)}`, `${key}${q.year}`);
      const candidates = (await repo.byDesignation(actor.tenantId, keys, designation)).filter((d) => {
        const noKey = designationKey(d.designationNo);
        const prefixed = designationKey(`${d.publisher.key}${d.designationNo}`);
        const matches =
          keys.includes(d.designationKey) ||
          noKey === key ||
          prefixed === key ||
          designationKey(d.designation) === key ||
          designationKey(d.displayDesignation) === key;
        if (!matches) return false;
        if (q.year && d.editionYear !== q.year) return false;
        if (q.status && d.status.toLowerCase() !== q.status.trim().toLowerCase()) return false;
        return true;
      });
      // English originals and the latest edition first (the repo ordered by edition).
      candidates.sort((a, b) => Number(b.languageCode === "en-US") - Number(a.languageCode === "en-US"));
      const hit = candidates[0];
      return hit ? { contentCode: hit.contentCode, message: null } : notFoundResult;
    },

    /**
     * Whether the user tracks the document (spec 1 §3 tracking reply). A tracking is of an
     * edition line (publisher, family, language): with the contentCode of the open document the
     * answer is about its line (a translation is tracked apart from its original); with the
     * family alone, about any line of the family.
     */
    async contentTracking(actor: Actor, q: { family: string; contentCode?: string }) {
      const family = q.family.trim();
      let line: { publisherId: number; languageCode: string } | undefined;
      if (q.contentCode !== undefined) {
        const doc = await visible(actor, q.contentCode.trim());
        if (doc.family !== family) {
          throw BadRequest.field(
            "query",
            "contentCode",
            "Pattern",
            `${doc.contentCode} is not of the family ${family}`,
          );
        }
        line = { publisherId: doc.publisherId, languageCode: doc.languageCode };
      }
      const row =
        actor.userId !== null ? await repo.trackingOfFamily(actor.tenantId, actor.userId, family, line) : null;
      const trackerUnavailable = deps.trackerUnavailable
        ? await deps.trackerUnavailable(actor)
        : !(await repo.tenant(actor.tenantId)).trackerAvailable;
      return {
        id: row?.id ?? null,
        family,
        contentCode: row?.document.contentCode ?? null,
        trackingFlag: row?.trackingFlag ?? false,
        trackingSinceDate: row ? row.trackingSince.toISOString() : null,
        trackerUnavailable,
      };
    },
  };

  /** The user's compass points on the document that the view setting lets them see (spec 2 §6). */
  async function visibleCompassPoints(actor: Actor, tenant: Tenant, doc: DocumentRow): Promise<CompassPointMark[]> {
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
        messageKey: message(tenant, "feature-no-access", "feature-no-access"),
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
}

function videoItem(v: { hashedId: string; section: string | null; name: string; durationSeconds: number }) {
  return { hashed_id: v.hashedId, section: v.section, name: v.name, duration: v.durationSeconds };
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

/** The tenant's no-PDF outcome: 404 with the tenant's content-no-pdf message key. */
export class NoPdf extends NotFound {
  override readonly params: string;
  constructor(messageKey: string, tenantName: string) {
    super("No PDF is available for this document", messageKey);
    this.params = tenantName;
  }
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

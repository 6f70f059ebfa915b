// PDF compare (spec 1 §4, §8): the redline when it exists, else the newer PDF while the redline is
// queued; and the redline of a version against its predecessor as a download.

import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { type Delivery, fileName } from "../documents/document-delivery-service.ts";
import { assertPair, assertSameLine, type ComparePairs, type CompareServiceDeps, notFound } from "./compare-pairs.ts";

export function createPdfCompareOps(deps: CompareServiceDeps, pairs: ComparePairs) {
  const { repo, documents, storage } = deps;
  const { compared, pdfPair, redlineState } = pairs;

  return {
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

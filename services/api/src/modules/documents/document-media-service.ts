// The videos and e-learning of documents (spec 1 §2 visual content, e-learning tab; the help
// page's tutorials), and the usage event of a video played.

import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import type { DocumentAccess } from "./document-access.ts";
import { designationKey } from "./document-lookups-service.ts";
import type { DocumentsRepo } from "./documents-repo.ts";

export interface DocumentMediaServiceDeps {
  repo: DocumentsRepo;
  access: DocumentAccess;
}

export function createDocumentMediaService({ repo, access }: DocumentMediaServiceDeps) {
  const { visibleById, recordUsage } = access;

  return {
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
  };
}

function videoItem(v: { hashedId: string; section: string | null; name: string; durationSeconds: number }) {
  return { hashed_id: v.hashedId, section: v.section, name: v.name, duration: v.durationSeconds };
}

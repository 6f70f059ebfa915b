// The document page's further sections (spec 1 §2–§3): the additional-details dialog (by content
// type, and by publisher from the refinement trees), related content and work items.

import type { Actor } from "../../lib/actor.ts";
import type { DocumentAccess } from "./document-access.ts";
import type { DocumentsRepo } from "./documents-repo.ts";
import { EXTRA_FIELDS, extraMetadataOf, isoDate, PAPER_TYPES } from "./documents-types.ts";

export interface DocumentDetailsServiceDeps {
  repo: DocumentsRepo;
  access: DocumentAccess;
}

export function createDocumentDetailsService({ repo, access }: DocumentDetailsServiceDeps) {
  const { visible } = access;

  return {
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
  };
}

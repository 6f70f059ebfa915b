// Finding a document from outside the document page: the legacy-link resolver (a designation,
// with an edition year or status, or an asset id, to a content code) and whether the user tracks
// the open document's edition line (spec 1 §3 tracking reply).

import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { DocumentAccess } from "./document-access.ts";
import type { DocumentsRepo } from "./documents-repo.ts";

export const NOT_FOUND_CONTENT = "Not found Content";

/** Lower-case letters and digits (the designation key of search and the resolver). */
export const designationKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface DocumentLookupsServiceDeps {
  repo: DocumentsRepo;
  access: DocumentAccess;
  /** Whether revision alerts cannot go out now (the tracking service answers; see getContentTracking). */
  trackerUnavailable?: (actor: Actor) => Promise<boolean>;
}

export function createDocumentLookupsService(deps: DocumentLookupsServiceDeps) {
  const { repo } = deps;
  const { visible } = deps.access;

  return {
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
        referenceAlerts: row?.referenceAlerts ?? true,
        trackerUnavailable,
      };
    },
  };
}

// The public API's change summaries and references (scope `summaries`) and usage figures (scope
// `usage`), issue 30: the reader's own services, called with the key's actor, so a document the
// tenant does not present is 404 and entitlement is the key's account's, as for its users. The
// references are the reader's list, paged here; cited-by is paged by the references service.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import type { DocumentsService } from "../documents/documents-service.ts";
import type { ReferencesService } from "../references/references-service.ts";
import type { UsageReportService } from "../usage/usage-report-service.ts";

type ReferencePage = components["schemas"]["PublicReferencePage"];
type PublicUsage = components["schemas"]["PublicUsage"];

export function createPublicInsightsService(deps: {
  documents: Pick<DocumentsService, "changes">;
  references: Pick<ReferencesService, "references" | "citedBy">;
  usageReports: Pick<UsageReportService, "monthly">;
}) {
  return {
    changeSummary: (actor: Actor, id: number) => deps.documents.changes(actor, id),

    async references(actor: Actor, id: number, q: { page?: number; size?: number }): Promise<ReferencePage> {
      const page = q.page ?? 0;
      const size = q.size ?? 25;
      const all = await deps.references.references(actor, id);
      const start = page * size;
      return {
        contentId: all.contentId,
        contentCode: all.contentCode,
        detected: all.detected,
        counts: all.counts,
        page,
        size,
        hasMore: start + size < all.references.length,
        references: all.references.slice(start, start + size),
      };
    },

    citedBy: (actor: Actor, id: number, q: { page?: number; size?: number }) =>
      deps.references.citedBy(actor, id, { page: q.page, size: q.size }),

    usage: (actor: Actor, q: { from?: string; to?: string }): Promise<PublicUsage> =>
      deps.usageReports.monthly(actor.tenantId, actor.accountId, q),
  };
}

export type PublicInsightsService = ReturnType<typeof createPublicInsightsService>;

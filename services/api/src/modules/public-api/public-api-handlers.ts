// The public API's calls (/api/public/v1, issue 30): HTTP in and out; the rules live in
// public-api-service.ts, the key's checks in plugins/access.ts (api-keys/api-key-auth.ts).
import { defineHandlers } from "../../lib/handlers.ts";
import type { PublicApiService } from "./public-api-service.ts";
import type { PublicInsightsService } from "./public-insights-service.ts";
import type { PublicTrackingService } from "./public-tracking-service.ts";

export function publicApiHandlers(
  api: PublicApiService,
  tracking: PublicTrackingService,
  insights: PublicInsightsService,
) {
  return defineHandlers({
    publicSearch: async (request) => api.search(request.actor!, request.tenant, request.query),
    publicGetDocument: async (request) => api.document(request.actor!, request.params.id),
    publicListDocumentEditions: async (request) => api.editions(request.actor!, request.params.id),
    publicListChanges: async (request) => api.changes(request.actor!, request.query),
    publicListTrackedDocuments: async (request) => tracking.list(request.actor!, request.query),
    publicTrackDocument: async (request, reply) => {
      const { created, tracking: t } = await tracking.track(request.actor!, request.body);
      reply.code(created ? 201 : 200);
      return t;
    },
    publicStopTracking: async (request, reply) => {
      await tracking.stop(request.actor!, request.params.id);
      return reply.code(204).send();
    },
    publicGetChangeSummary: async (request) => insights.changeSummary(request.actor!, request.params.id),
    publicListReferences: async (request) => insights.references(request.actor!, request.params.id, request.query),
    publicListCitedBy: async (request) => insights.citedBy(request.actor!, request.params.id, request.query),
    publicGetUsage: async (request) => insights.usage(request.actor!, request.query),
  });
}

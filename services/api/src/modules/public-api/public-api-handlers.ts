// The public API's calls (/api/public/v1, issue 30): HTTP in and out; the rules live in
// public-api-service.ts, the key's checks in plugins/access.ts (api-keys/api-key-auth.ts).
import { defineHandlers } from "../../lib/handlers.ts";
import type { PublicApiService } from "./public-api-service.ts";

export function publicApiHandlers(api: PublicApiService) {
  return defineHandlers({
    publicSearch: async (request) => api.search(request.actor!, request.tenant, request.query),
    publicGetDocument: async (request) => api.document(request.actor!, request.params.id),
    publicListDocumentEditions: async (request) => api.editions(request.actor!, request.params.id),
    publicListChanges: async (request) => api.changes(request.actor!, request.query),
  });
}

// HTTP in and out of the citation graph (issue 27): the request is validated against openapi.yaml
// (ids, page bounds, refinements), so the service gets what the contract allows.
import { defineHandlers } from "../../lib/handlers.ts";
import type { ReferencesService } from "./references-service.ts";

export function referencesHandlers(references: ReferencesService) {
  return defineHandlers({
    getDocumentReferences: async (request) => references.references(request.actor!, request.params.contentId),
    getDocumentCitedBy: async (request) =>
      references.citedBy(request.actor!, request.params.contentId, {
        page: request.query.page,
        size: request.query.size,
        publisher: request.query.publisher,
        documentType: request.query.documentType,
        kind: request.query.kind,
      }),
    getDocumentReferenceNetwork: async (request) => references.network(request.actor!, request.params.contentId),
  });
}

// Search inside the documents (issue 29): HTTP in and out only; the request is validated against
// openapi.yaml (lengths, page maxima, refinements), the rules live in clause-search-service.
import { defineHandlers } from "../../lib/handlers.ts";
import type { ClauseSearchService } from "./clause-search-service.ts";

export function clauseSearchHandlers(clauses: ClauseSearchService) {
  return defineHandlers({
    searchDocumentClauses: async (request) => clauses.search(request.actor!, request.tenant, request.body),
  });
}

// Semantic search (spec 1 §7): HTTP in and out only.
import { defineHandlers } from "../../lib/handlers.ts";
import type { SemanticService } from "./semantic-service.ts";

export function semanticHandlers(semantic: SemanticService) {
  return defineHandlers({
    semanticSearchQuery: async (request) =>
      semantic.query(request.actor!, request.tenant, request.body ?? {}, request.query),
  });
}

// Search calls (spec 1 §7): HTTP in and out only; the rules live in search-service.
import { defineHandlers } from "../../lib/handlers.ts";
import type { SearchService } from "./search-service.ts";

export function searchHandlers(search: SearchService) {
  return defineHandlers({
    searchDocuments: async (request) =>
      search.search(request.actor!, request.tenant, "content", request.body ?? {}, request.query),

    searchEntitledDocuments: async (request) =>
      search.search(request.actor!, request.tenant, "entitled", request.body ?? {}, request.query),

    countSearchRefinements: async (request) =>
      search.count(request.actor!, request.tenant, "content", request.body ?? {}),

    countEntitledSearchRefinements: async (request) =>
      search.count(request.actor!, request.tenant, "entitled", request.body ?? {}),

    countSearchTopLevel: async (request) =>
      search.topLevelCount(request.actor!, request.tenant, "content", request.body ?? {}),

    countEntitledSearchTopLevel: async (request) =>
      search.topLevelCount(request.actor!, request.tenant, "entitled", request.body ?? {}),

    countPublisherRefinements: async (request) =>
      search.publisherCount(request.actor!, request.tenant, "content", request.body ?? {}),

    countEntitledPublisherRefinements: async (request) =>
      search.publisherCount(request.actor!, request.tenant, "entitled", request.body ?? {}),

    getEntitledRefinementNodes: async (request) =>
      search.entitledRefinementNodes(request.actor!, request.tenant, request.query.language),

    typeAheadSearch: async (request) => search.typeAhead(request.actor!, request.tenant, request.body),

    typeAheadPublisherSearch: async (request) => search.typeAhead(request.actor!, request.tenant, request.body, true),

    submitSearchFeedback: async (request, reply) =>
      reply.code(201).send(await search.feedback(request.actor!, request.body)),
  });
}

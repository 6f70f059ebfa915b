// Refinement trees (spec 1 §7): cacheable for the refinement cache period (720000 ms) by the
// clients (Cache-Control) and kept as long on the server (refinements-service).
import type { FastifyReply } from "fastify";
import { defineHandlers } from "../../lib/handlers.ts";
import { REFINEMENT_CACHE_MS, type RefinementsService } from "./refinements-service.ts";

/** Private: a tree depends on the caller's tenant (and the catalogue's translations). */
const cacheable = (reply: FastifyReply) =>
  reply
    .header("cache-control", `private, max-age=${REFINEMENT_CACHE_MS / 1000}`)
    .header("vary", "authorization, x-tenant");

export function refinementsHandlers(refinements: RefinementsService) {
  return defineHandlers({
    getCommitteeRefinements: async (request, reply) => {
      cacheable(reply);
      return refinements.tree(request.tenant, "COMMITTEE", request.query.language);
    },

    getTaxonomyRefinements: async (request, reply) => {
      cacheable(reply);
      return refinements.taxonomyTree(request.tenant, request.params.id, request.query.language);
    },

    getIcsCodeRefinements: async (request, reply) => {
      cacheable(reply);
      return refinements.tree(request.tenant, "ICS", request.query.language);
    },

    getOtherContentRefinements: async (request, reply) => {
      cacheable(reply);
      return refinements.otherContent(request.tenant, request.query.language);
    },

    getDocumentTypeRefinements: async (request, reply) => {
      cacheable(reply);
      return refinements.tree(request.tenant, "DOCUMENT_TYPE", request.query.language);
    },

    getSectorsAndThemes: async (request, reply) => {
      cacheable(reply);
      const [industryList, topicList] = await Promise.all([
        refinements.tree(request.tenant, "SECTOR", request.query.language),
        refinements.tree(request.tenant, "TOPIC", request.query.language),
      ]);
      return { industryList, topicList };
    },
  });
}

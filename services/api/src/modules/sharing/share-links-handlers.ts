import { defineHandlers } from "../../lib/handlers.ts";
import type { ShareLinksService } from "./share-links-service.ts";

export function shareLinksHandlers(links: ShareLinksService) {
  return defineHandlers({
    createShareLink: async (request, reply) => {
      reply.code(201);
      return links.create(request.actor!, request.body);
    },
    listShareLinks: async (request) =>
      links.list(request.actor!, {
        contentID: request.query.contentID,
        scope: request.query.scope ?? "mine",
        page: request.query.page ?? 0,
        size: request.query.size ?? 20,
      }),
    revokeShareLink: async (request) => links.revoke(request.actor!, request.params.id),
    listShareLinkAccesses: async (request) =>
      links.accesses(request.actor!, request.params.id, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
      }),
    openShareLink: async (request) => links.open(request.actor!, request.params.token),
  });
}

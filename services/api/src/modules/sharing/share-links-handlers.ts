import { NotFound } from "../../lib/errors.ts";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import type { ShareLinksService } from "./share-links-service.ts";

export function shareLinksHandlers(links: ShareLinksService, guesses: GuessThrottle) {
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
    // Only an unknown token (404) is a guess: an expired or revoked link (410) or one the user may
    // not read (403) was a real token.
    openShareLink: async (request) =>
      guesses.guard(
        "share-link",
        request.ip,
        () => links.open(request.actor!, request.params.token),
        (err) => err instanceof NotFound,
      ),
    // The same guess limit as opening: an unknown token is a guess.
    previewShareLink: async (request) =>
      guesses.guard(
        "share-link",
        request.ip,
        () => links.preview(request.tenant.id, request.params.token),
        (err) => err instanceof NotFound,
      ),
  });
}

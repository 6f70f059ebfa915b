import { BadRequest } from "../../lib/errors.ts";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import type { InvitationsService } from "./invitations-service.ts";

/**
 * A key that names no invitation of the tenant is a guess; a used or expired one is a real key
 * (and a weak password no guess at all): only the first counts against the address.
 */
const wrongKey = (err: unknown) => err instanceof BadRequest && err.messageKey === "error.invitation.invalid";

export function invitationsHandlers(invitations: InvitationsService, guesses: GuessThrottle) {
  return defineHandlers({
    getInvitation: async (request) =>
      guesses.guard(
        "invitation-key",
        request.ip,
        () => invitations.info(request.tenant.id, request.query.key),
        wrongKey,
      ),

    finishInvitation: async (request, reply) => {
      await guesses.guard(
        "invitation-key",
        request.ip,
        () => invitations.finish(request.tenant.id, request.body.key, request.body.newPassword),
        wrongKey,
      );
      return reply.code(204).send();
    },
  });
}

import { defineHandlers } from "../../lib/handlers.ts";
import type { InvitationsService } from "./invitations-service.ts";

export function invitationsHandlers(invitations: InvitationsService) {
  return defineHandlers({
    getInvitation: async (request) => invitations.info(request.tenant.id, request.query.key),

    finishInvitation: async (request, reply) => {
      await invitations.finish(request.tenant.id, request.body.key, request.body.newPassword);
      return reply.code(204).send();
    },
  });
}

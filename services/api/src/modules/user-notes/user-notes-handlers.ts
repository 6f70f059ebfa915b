import { defineHandlers } from "../../lib/handlers.ts";
import type { UserNotesService } from "./user-notes-service.ts";

export function userNotesHandlers(notes: UserNotesService) {
  return defineHandlers({
    listUserNotes: async (request) => notes.list(request.actor!, request.params.contentId),
    saveUserNote: async (request, reply) => {
      const saved = await notes.save(request.actor!, request.body);
      reply.code(201);
      return saved;
    },
    editUserNote: async (request) => notes.edit(request.actor!, request.body),
    deleteUserNote: async (request, reply) => {
      await notes.remove(request.actor!, request.query.contentId, request.query.annotationId);
      return reply.code(204).send();
    },
  });
}

import { defineHandlers } from "../../lib/handlers.ts";
import { sendFile } from "../documents/documents-handlers.ts";
import type { HelpService } from "./help-service.ts";

export function helpHandlers(help: HelpService) {
  return defineHandlers({
    getHelpDocument: async (request, reply) =>
      sendFile(
        reply,
        await help.helpDocument(
          request.tenant.id,
          request.query.title ?? "support_help",
          request.query.format ?? "pdf",
        ),
      ),

    getMarcDocument: async (request, reply) =>
      sendFile(reply, await help.marcDocument(request.tenant.id, request.query.title, request.query.format ?? "mrc")),
  });
}

import { defineHandlers } from "../../lib/handlers.ts";
import { sendFile } from "../documents/documents-handlers.ts";
import type { CitationsService } from "./citations-service.ts";

export function citationsHandlers(citations: CitationsService) {
  return defineHandlers({
    listCitationTypes: async () => citations.types(),

    getTextCitation: async (request) => citations.text(request.actor!, request.query),

    getRisCitation: async (request, reply) => {
      const { filename, body } = await citations.ris(request.actor!, request.query);
      const bytes = Buffer.from(body, "utf8");
      return sendFile(reply, {
        body: bytes,
        byteSize: bytes.length,
        contentType: "application/x-research-info-systems; charset=utf-8",
        filename,
      });
    },

    getBibtexCitation: async (request, reply) => {
      const { filename, body } = await citations.bibtex(request.actor!, request.query);
      const bytes = Buffer.from(body, "utf8");
      return sendFile(reply, {
        body: bytes,
        byteSize: bytes.length,
        contentType: "application/x-bibtex; charset=utf-8",
        filename,
      });
    },
  });
}

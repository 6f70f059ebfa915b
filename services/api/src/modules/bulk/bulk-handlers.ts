// Bulk actions on search results (issue 29 §2): HTTP in and out only; the rules live in the services.
import { defineHandlers } from "../../lib/handlers.ts";
import { sendFile } from "../documents/documents-handlers.ts";
import { EXPORT_FILES } from "./bulk-export.ts";
import type { BulkService } from "./bulk-service.ts";

export function bulkHandlers(bulk: BulkService) {
  return defineHandlers({
    bulkTrackDocuments: async (request) => bulk.track(request.actor!, request.tenant, request.body.selection),

    bulkFavoriteDocuments: async (request) => bulk.favorite(request.actor!, request.tenant, request.body.selection),

    bulkAddToCustomCollection: async (request) =>
      bulk.addToCollection(request.actor!, request.tenant, request.body.selection, request.body.collectionId),

    bulkShareWithGroup: async (request) =>
      bulk.shareWithGroup(request.actor!, request.tenant, request.body.selection, request.body.groupId),

    bulkExportDocuments: async (request, reply) => {
      const { format, selection, language } = request.body;
      const { body, exported, refused } = await bulk.export(request.actor!, request.tenant, selection, format, {
        asked: language,
        acceptLanguage: request.headers["accept-language"],
      });
      const bytes = Buffer.from(body, "utf8");
      reply.header("bulk-exported", String(exported)).header("bulk-refused", String(refused));
      return sendFile(reply, { body: bytes, byteSize: bytes.length, ...EXPORT_FILES[format] });
    },
  });
}

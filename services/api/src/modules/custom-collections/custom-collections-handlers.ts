import { defineHandlers } from "../../lib/handlers.ts";
import { sendFile } from "../documents/documents-handlers.ts";
import type { CustomCollectionsService } from "./custom-collections-service.ts";

export function customCollectionsHandlers(collections: CustomCollectionsService) {
  return defineHandlers({
    pageCustomCollection: async (request) =>
      collections.page(request.actor!, {
        sortType: request.query.sortType ?? "ALPHA_ASC",
        pageSize: request.query.pageSize ?? 10,
        offset: request.query.offset ?? 0,
      }),
    listCustomCollections: async (request) => collections.collections(request.actor!),
    downloadCustomCollectionDocument: async (request, reply) =>
      sendFile(reply, await collections.download(request.actor!, request.query.contentCode)),
  });
}

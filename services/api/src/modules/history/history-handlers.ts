import { defineHandlers } from "../../lib/handlers.ts";
import type { HistoryService } from "./history-service.ts";

export function historyHandlers(history: HistoryService) {
  return defineHandlers({
    listCurrentUserAccessedDocuments: async (request) =>
      history.accessed(request.actor!, { page: request.query.page ?? 0, size: request.query.size ?? 10 }),

    listCurrentUserUpdatedDocuments: async (request) =>
      history.updated(request.actor!, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 10,
        days: request.query.days,
      }),
  });
}

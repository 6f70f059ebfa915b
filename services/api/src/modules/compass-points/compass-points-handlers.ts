import { defineHandlers } from "../../lib/handlers.ts";
import type { CompassPointsReport } from "./compass-points-report.ts";
import type { CompassPointsService } from "./compass-points-service.ts";

type Status = "active" | "inactive";

export function compassPointsHandlers(cp: CompassPointsService, report: CompassPointsReport) {
  return defineHandlers({
    getCompassPointsReport: async (request) => report.report(request.actor!, request.query),
    pageUserCompassPoints: async (request) =>
      cp.pageOwn(request.actor!, {
        status: (request.query.status ?? "active") as Status,
        page: request.query.pageIndex ?? 1,
        size: request.query.pageSize ?? 10,
        sort: request.query.sort,
      }),

    pageAdminCompassPoints: async (request) =>
      cp.pageAdmin(request.actor!, {
        status: (request.query.status ?? "active") as Status,
        page: request.query.pageIndex ?? 1,
        size: request.query.pageSize ?? 10,
        sort: request.query.sort,
      }),

    activateCompassPoint: async (request) => cp.setActive(request.actor!, request.params.id, true),
    deactivateCompassPoint: async (request) => cp.setActive(request.actor!, request.params.id, false),
    confirmCompassPointPlacement: async (request) =>
      cp.confirmPlacement(request.actor!, request.params.id, request.body.candidate),
    markCompassPointShared: async (request) => cp.markShared(request.actor!, request.body.compassPointID),

    listDocumentCompassPoints: async (request) => cp.listOfDocument(request.actor!, request.query.contentCode),

    pageDocumentCompassPoints: async (request) =>
      cp.pageOfDocument(request.actor!, {
        contentID: request.query.contentID,
        status: (request.query.status ?? "active") as Status,
        page: request.query.offset ?? 1,
        size: request.query.pageSize ?? 10,
        sort: request.query.sort,
      }),

    getCompassPointSettings: async (request) => cp.settings(request.actor!, request.query.contentID),
    getCompassPoint: async (request) => cp.get(request.actor!, request.params.id),
    getCompassPointByUuid: async (request) => cp.getByUuid(request.actor!, request.query.compassPointUUID),

    createCompassPoint: async (request, reply) => {
      const point = await cp.create(request.actor!, request.body);
      reply.code(201);
      return point;
    },

    updateCompassPoint: async (request) => cp.update(request.actor!, request.params.id, request.body),

    pageCompassPointAudits: async (request) =>
      cp.audits(request.actor!, request.params.id, {
        page: request.query.pageIndex ?? 0,
        size: request.query.pageSize ?? 10,
        sort: request.query.sort ?? "createdDate-",
      }),
  });
}

// Every SCIM call is audited (issue 31): reads, writes and refusals alike, once the answer is
// sent, with the token's prefix (or none, when no valid token came), the method and path, the
// status and the client's address. Writes are also audited in their own transaction with the
// resource before and after (scim-users-service.ts, scim-groups-service.ts).
import type { FastifyInstance } from "fastify";
import type { ScimRepo } from "./scim-repo.ts";

export function registerScimCallAudit(app: FastifyInstance, repo: ScimRepo): void {
  app.addHook("onResponse", async (request, reply) => {
    if (request.routeOptions.config.operation?.security !== "scim") return;
    const caller = request.scimCaller;
    const path = request.url.split("?")[0].slice(0, 300);
    try {
      await repo.db.managementAuditEvent.create({
        data: {
          tenantId: caller?.tenantId ?? null,
          principal: caller ? `scim-token:${caller.prefix}` : "scim-token:none",
          type: "SCIM_CALL",
          data: {
            message: `${request.method} ${path} → ${reply.statusCode}`,
            resource: "scim",
            status: reply.statusCode,
            operation: request.routeOptions.config.operation.operationId,
            remoteAddress: request.ip,
          },
        },
      });
    } catch (err) {
      request.log.warn({ err }, "SCIM call not audited");
    }
  });
}

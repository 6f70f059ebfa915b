import { defineHandlers } from "../../lib/handlers.ts";
import type { HealthService } from "./health-service.ts";

export function managementHandlers(health: HealthService) {
  return defineHandlers({
    getHealth: async (_request, reply) => {
      const result = await health.health();
      return reply.code(result.status === "UP" ? 200 : 503).send(result);
    },
  });
}

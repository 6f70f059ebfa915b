import { defineHandlers } from "../../lib/handlers.ts";
import type { AuthService } from "./auth-service.ts";

export function authHandlers(auth: AuthService) {
  return defineHandlers({
    authenticate: async (request) =>
      auth.authenticateWithPassword(request.tenant, request.body, { remoteAddress: request.ip }),
    authenticateByIp: async (request) => auth.authenticateByIp(request.tenant, request.ip),
    startSso: async (request) => auth.startSso(request.tenant, request.body, { remoteAddress: request.ip }),
    authenticateWithSso: async (request) =>
      auth.authenticateWithSso(request.tenant, request.body, { remoteAddress: request.ip }),
    logoutSso: async (request) => auth.logoutSso(request.actor!),
    authenticateWithPartnerToken: async (request) =>
      auth.authenticateWithPartnerToken(request.tenant, request.body.token, { remoteAddress: request.ip }),
    renewToken: async (request) => auth.renew(request.actor!),
    getAuthenticationData: async (request) =>
      auth.authenticationData(request.tenant, request.actor, { requestId: request.id, remoteAddress: request.ip }),
  });
}

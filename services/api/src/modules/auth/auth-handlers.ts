import { defineHandlers } from "../../lib/handlers.ts";
import type { AuthService } from "./auth-service.ts";

export function authHandlers(auth: AuthService) {
  return defineHandlers({
    authenticate: async (request) =>
      auth.authenticateWithPassword(request.tenant, request.body, { remoteAddress: request.ip }),
    authenticateByIp: async (request) => auth.authenticateByIp(request.tenant, request.ip),
    startSso: async (request) =>
      auth.startSso(request.tenant, request.body, { remoteAddress: request.ip, host: request.host }),
    authenticateWithSso: async (request) =>
      auth.authenticateWithSso(request.tenant, request.body, { remoteAddress: request.ip }),
    logoutSso: async (request) =>
      auth.logoutSso(request.actor!, { tenantCode: request.tenant.code, host: request.host }),
    completeSamlSignIn: async (request) =>
      auth.completeSamlSignIn(request.tenant, request.body, { remoteAddress: request.ip }),
    getSamlMetadata: async (request, reply) =>
      reply.type("application/samlmetadata+xml; charset=utf-8").send(await auth.metadata(request.params.tenant)),
    consumeSamlResponse: async (request, reply) => {
      const body = (request.body ?? {}) as { SAMLResponse?: string; RelayState?: string };
      const location = await auth.consumeSamlResponse(request.params.tenant, body, { remoteAddress: request.ip });
      // 303: the browser follows with a GET (the posted form is not sent again).
      return reply.code(303).header("location", location).send();
    },
    authenticateWithPartnerToken: async (request) =>
      auth.authenticateWithPartnerToken(request.tenant, request.body.token, { remoteAddress: request.ip }),
    renewToken: async (request) => auth.renew(request.actor!),
    getAuthenticationData: async (request) =>
      auth.authenticationData(request.tenant, request.actor, { requestId: request.id, remoteAddress: request.ip }),
  });
}

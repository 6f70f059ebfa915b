// The SCIM service's routes (/scim/v2, issue 31): HTTP in and out only. Every answer is
// application/scim+json; a single resource carries its version as ETag (and Location when new).
import type { FastifyReply, FastifyRequest } from "fastify";
import { defineHandlers } from "../../lib/handlers.ts";
import { notModified, type ScimTokenCaller } from "./scim-common.ts";
import { listOf, resourceTypes, schemaResources, serviceProviderConfig } from "./scim-discovery.ts";
import { SCIM_CONTENT_TYPE, ScimError } from "./scim-errors.ts";
import type { ScimGroupsService } from "./scim-groups-service.ts";
import type { ScimUsersService } from "./scim-users-service.ts";

type Json = Record<string, unknown>;

/** The address resources are found at, as the client reached this API. */
function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function callerOf(request: FastifyRequest): ScimTokenCaller {
  // The access hook admitted a SCIM token for every operation of this module (security scimBearer).
  return { ...request.scimCaller!, ip: request.ip, baseUrl: baseUrlOf(request) };
}

const send = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).type(SCIM_CONTENT_TYPE).send(body);

function sendResource(reply: FastifyReply, status: number, resource: { meta: { version: string; location: string } }) {
  reply.header("ETag", resource.meta.version);
  if (status === 201) reply.header("Location", resource.meta.location);
  return send(reply, status, resource);
}

/** A read: 304 when If-None-Match names the current version. */
function sendRead(
  request: FastifyRequest,
  reply: FastifyReply,
  resource: { meta: { version: string; location: string } },
) {
  const header = request.headers["if-none-match"];
  if (notModified(Array.isArray(header) ? header[0] : header, resource.meta.version))
    return reply.code(304).header("ETag", resource.meta.version).send();
  return sendResource(reply, 200, resource);
}

const ifMatchOf = (request: FastifyRequest) => {
  const header = request.headers["if-match"];
  return Array.isArray(header) ? header[0] : header;
};

function discoveryHandlers() {
  return defineHandlers({
    getScimServiceProviderConfig: async (request, reply) => send(reply, 200, serviceProviderConfig(baseUrlOf(request))),
    listScimResourceTypes: async (request, reply) => {
      const types = resourceTypes(baseUrlOf(request));
      return send(reply, 200, listOf(types, types.length, 1));
    },
    getScimResourceType: async (request, reply) => {
      const found = resourceTypes(baseUrlOf(request)).find((t) => t.id === request.params.id);
      if (!found) throw new ScimError(404, `Resource type ${request.params.id} not found`);
      return send(reply, 200, found);
    },
    listScimSchemas: async (request, reply) => {
      const schemas = schemaResources(baseUrlOf(request));
      return send(reply, 200, listOf(schemas, schemas.length, 1));
    },
    getScimSchema: async (request, reply) => {
      const found = schemaResources(baseUrlOf(request)).find((s) => s.id === request.params.id);
      if (!found) throw new ScimError(404, `Schema ${request.params.id} not found`);
      return send(reply, 200, found);
    },
  });
}

export function scimHandlers(users: ScimUsersService, groups: ScimGroupsService) {
  return {
    ...discoveryHandlers(),
    ...defineHandlers({
      listScimUsers: async (request, reply) => send(reply, 200, await users.list(callerOf(request), request.query)),
      createScimUser: async (request, reply) =>
        sendResource(reply, 201, await users.create(callerOf(request), request.body as Json)),
      getScimUser: async (request, reply) =>
        sendRead(request, reply, await users.get(callerOf(request), request.params.id)),
      replaceScimUser: async (request, reply) =>
        sendResource(
          reply,
          200,
          await users.replace(callerOf(request), request.params.id, request.body as Json, ifMatchOf(request)),
        ),
      patchScimUser: async (request, reply) =>
        sendResource(
          reply,
          200,
          await users.patch(callerOf(request), request.params.id, request.body as Json, ifMatchOf(request)),
        ),
      deleteScimUser: async (request, reply) => {
        await users.remove(callerOf(request), request.params.id, ifMatchOf(request));
        return reply.code(204).send();
      },
      listScimGroups: async (request, reply) => send(reply, 200, await groups.list(callerOf(request), request.query)),
      createScimGroup: async (request, reply) =>
        sendResource(reply, 201, await groups.create(callerOf(request), request.body as Json)),
      getScimGroup: async (request, reply) =>
        sendRead(request, reply, await groups.get(callerOf(request), request.params.id, request.query)),
      replaceScimGroup: async (request, reply) =>
        sendResource(
          reply,
          200,
          await groups.replace(callerOf(request), request.params.id, request.body as Json, ifMatchOf(request)),
        ),
      patchScimGroup: async (request, reply) =>
        sendResource(
          reply,
          200,
          await groups.patch(callerOf(request), request.params.id, request.body as Json, ifMatchOf(request)),
        ),
      deleteScimGroup: async (request, reply) => {
        await groups.remove(callerOf(request), request.params.id, ifMatchOf(request));
        return reply.code(204).send();
      },
    }),
  };
}

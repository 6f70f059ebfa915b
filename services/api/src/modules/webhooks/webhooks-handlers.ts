// The console's webhooks (/api/admin/webhook-endpoints, /api/admin/webhook-deliveries, issue 30)
// and the public API's (/api/public/v1/webhook-endpoints): HTTP in and out only.
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { parseListQuery } from "../admin/ra-query.ts";
import { createPublicWebhooks } from "./webhooks-public.ts";
import { DELIVERY_SORTS, ENDPOINT_SORTS, type WebhooksService } from "./webhooks-service.ts";

export function webhooksHandlers(webhooks: WebhooksService) {
  const publicWebhooks = createPublicWebhooks(webhooks);
  return defineHandlers({
    rotateAdminWebhookSecret: async (request) => {
      const actor = request.actor!;
      const { id } = request.params;
      return webhooks.rotateSecret(actor, administeredTenantScope(actor), id, request.body.graceHours, request.ip);
    },
    publicListWebhookEndpoints: async (request) => publicWebhooks.list(request.actor!),
    publicCreateWebhookEndpoint: async (request, reply) =>
      reply.code(201).send(await publicWebhooks.create(request.actor!, request.body, request.ip)),
    publicDeleteWebhookEndpoint: async (request) =>
      publicWebhooks.remove(request.actor!, request.params.id, request.ip),
    listAdminWebhookEndpoints: async (request, reply) => {
      const q = parseListQuery(request.query, ENDPOINT_SORTS, ["id", "desc"]);
      const { items, range } = await webhooks.listEndpoints(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminWebhookEndpoint: async (request) =>
      webhooks.getEndpoint(administeredTenantScope(request.actor!), request.params.id),
    createAdminWebhookEndpoint: async (request, reply) => {
      const actor = request.actor!;
      const made = await webhooks.createEndpoint(actor, administeredTenantScope(actor), request.body, request.ip);
      return reply.code(201).send(made);
    },
    updateAdminWebhookEndpoint: async (request) => {
      const actor = request.actor!;
      return webhooks.updateEndpoint(
        actor,
        administeredTenantScope(actor),
        request.params.id,
        request.body,
        request.ip,
      );
    },
    deleteAdminWebhookEndpoint: async (request) => {
      const actor = request.actor!;
      return webhooks.deleteEndpoint(actor, administeredTenantScope(actor), request.params.id, request.ip);
    },
    listAdminWebhookDeliveries: async (request, reply) => {
      const q = parseListQuery(request.query, DELIVERY_SORTS, ["id", "desc"]);
      const { items, range } = await webhooks.listDeliveries(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminWebhookDelivery: async (request) =>
      webhooks.getDelivery(administeredTenantScope(request.actor!), request.params.id),
    replayAdminWebhookDelivery: async (request, reply) => {
      const actor = request.actor!;
      const made = await webhooks.replay(actor, administeredTenantScope(actor), request.params.id, request.ip);
      return reply.code(201).send(made);
    },
  });
}

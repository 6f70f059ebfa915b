// Webhook endpoints through the public API (/api/public/v1/webhook-endpoints, issue 30), with a
// key that has the `webhooks` scope (plugins/access.ts checks the scope): the same rules as the
// console's (webhooks-service.ts: the target check, the cap, the secret shown once, the audit),
// in the key's reach — a key of one account lists, registers and deletes that account's
// endpoints only; a key of the whole tenant the tenant's (its accounts' too). Another tenant's or
// account's endpoint is 404, like one that does not exist.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import type { WebhooksService } from "./webhooks-service.ts";

type EndpointCreate = components["schemas"]["WebhookEndpointCreate"];

/** The most endpoints one list answers (the tenant's cap is lower: WEBHOOK_MAX_ENDPOINTS_PER_TENANT). */
const MAX_LISTED = 1_000;

/** The key's account, as a filter (undefined: a key of the whole tenant). */
const accountOf = (actor: Actor) => actor.accountId ?? undefined;

export function createPublicWebhooks(webhooks: WebhooksService) {
  return {
    async list(actor: Actor) {
      const account = accountOf(actor);
      const { items } = await webhooks.listEndpoints(actor.tenantId, {
        filter: account === undefined ? {} : { accountId: [account] },
        sortField: "id",
        sortOrder: "asc",
        skip: 0,
        take: MAX_LISTED,
      });
      return items;
    },

    async create(actor: Actor, input: EndpointCreate, ip: string) {
      const account = accountOf(actor);
      // An account's key registers for its account; naming another is naming what it cannot see.
      if (account !== undefined && input.accountId != null && input.accountId !== account)
        throw new NotFound(`No account ${input.accountId}`);
      return webhooks.createEndpoint(actor, actor.tenantId, { ...input, accountId: account ?? input.accountId }, ip);
    },

    async remove(actor: Actor, id: number, ip: string) {
      return webhooks.deleteEndpoint(actor, actor.tenantId, id, ip, accountOf(actor));
    },
  };
}

export type PublicWebhooks = ReturnType<typeof createPublicWebhooks>;

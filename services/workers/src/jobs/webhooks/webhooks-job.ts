// The webhooks queue (issue 30): a publish batch's fan-out into messages and deliveries; an event
// of the tenant written by another change (a review assigned or signed off: webhooks.emit) made a
// message; the attempts of each delivery (webhook-deliver.ts); and the delivery log's retention
// (webhooks.prune, a repeatable job: webhook-prune.ts).
import type { WebhookDeliverJob, WebhooksEmitJob, WebhooksFanOutJob } from "@norma/contracts/queues";
import type { Job } from "bullmq";
import { createWebhookDeliverer, type DeliverDeps } from "./webhook-deliver.ts";
import { fanOutPublishBatch } from "./webhook-fan-out.ts";
import { writeMessages } from "./webhook-messages.ts";
import { pruneDeliveryLog } from "./webhook-prune.ts";

/** The repeatable retention job's name and its scheduler's id. */
export const PRUNE_JOB = "webhooks.prune";

export type WebhooksJob = WebhooksFanOutJob | WebhookDeliverJob | WebhooksEmitJob | Record<string, never>;

export function createWebhooksProcessor(deps: DeliverDeps) {
  const deliver = createWebhookDeliverer(deps);
  return async (job: Job<WebhooksJob>, token?: string) => {
    if (job.name === "webhooks.fan-out") {
      const { batchId } = job.data as WebhooksFanOutJob;
      const out = await fanOutPublishBatch(deps.db, batchId);
      deps.log.info({ batchId, ...out }, "webhook messages written");
      return out;
    }
    if (job.name === "webhooks.emit") {
      const e = job.data as WebhooksEmitJob;
      const deliveries = await writeMessages(deps.db, [e]);
      deps.log.info({ eventType: e.eventType, sourceKey: e.sourceKey, deliveries }, "webhook message written");
      return { deliveries };
    }
    if (job.name === PRUNE_JOB) {
      const out = await pruneDeliveryLog(deps.db, deps.settings.logRetentionDays);
      deps.log.info({ ...out, retentionDays: deps.settings.logRetentionDays }, "webhook delivery log pruned");
      return out;
    }
    return deliver(job as Job<WebhookDeliverJob>, token);
  };
}

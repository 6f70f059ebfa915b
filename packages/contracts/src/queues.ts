// Queue names and job payloads: the one thing producers (the API's outbox writes, and the workers'
// fan-outs that write e-mails) and consumers (the workers) share. Every job starts life as an
// outbox row (services/workers/src/outbox/relay.ts); the row's `queue` is one of QUEUES and its
// `type`/`payload` one of the pairs below. Each payload is a zod schema and its type: a producer
// passes the payload through parseJob before writing the row, so a job the workers receive has the
// shape its processor reads.
import { z } from "zod";
import { EmailJob } from "./emails.ts";
import { WEBHOOK_EVENT_TYPES } from "./webhooks.ts";

export { EmailJob };

export const QUEUES = {
  compareHtml: "compare-html",
  comparePdf: "compare-pdf",
  email: "email",
  trackingAlerts: "tracking-alerts",
  indexing: "indexing",
  compassReanchor: "compass-reanchor",
  sanitizeHtml: "sanitize-html",
  changeSummary: "change-summary",
  references: "references",
  webhooks: "webhooks",
  clauseIndex: "clause-index",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const id = z.number().int();

export const CompareHtmlJob = z.object({ comparisonId: id, newAssetId: id, oldAssetId: id });
export type CompareHtmlJob = z.infer<typeof CompareHtmlJob>;

export const ComparePdfJob = z.object({ redlineId: id, newDocumentId: id, oldDocumentId: id });
export type ComparePdfJob = z.infer<typeof ComparePdfJob>;

/**
 * One change of a publish batch (the API's modules/publishing):
 * - NEW_VERSION: documentId is a new edition; previousDocumentId the edition it supersedes
 *   (now Historical), or null for the first edition of a family.
 * - STATUS: documentId's status changed (withdrawn, replaced); replacedByContentCode names the
 *   replacement when there is one.
 */
export const TrackingAlertChange = z.object({
  kind: z.enum(["NEW_VERSION", "STATUS"]),
  documentId: id,
  previousDocumentId: id.nullable(),
  previousStatus: z.string().nullable(),
  status: z.string(),
  replacedByContentCode: z.string().nullable(),
});
export type TrackingAlertChange = z.infer<typeof TrackingAlertChange>;

export const TrackingAlertJob = z.object({
  /** One publish batch: every document that changed in it (one e-mail per user and batch). */
  batchId: z.string(),
  /** ISO timestamp of the publication. */
  publishedAt: z.string(),
  changes: z.array(TrackingAlertChange),
});
export type TrackingAlertJob = z.infer<typeof TrackingAlertJob>;

export const IndexingJob = z.object({ documentIds: z.array(id) });
export type IndexingJob = z.infer<typeof IndexingJob>;

/**
 * Compass points of superseded editions to carry to their new editions (the workers'
 * jobs/compass-reanchor), written by a publish batch in its transaction: one entry per new edition
 * that has a predecessor.
 */
export const CompassReanchorJob = z.object({
  batchId: z.string(),
  editions: z.array(z.object({ documentId: id, previousDocumentId: id })),
});
export type CompassReanchorJob = z.infer<typeof CompassReanchorJob>;

/**
 * New editions whose clause-level change summary against their predecessor is to be computed (the
 * workers' jobs/change-summary): written by a publish batch in its transaction for every new
 * edition with a predecessor, and by the API for an edition first asked for before it had one.
 */
export const ChangeSummaryJob = z.object({
  editions: z
    .array(z.object({ documentId: id, previousDocumentId: id }))
    .min(1)
    .max(500),
});
export type ChangeSummaryJob = z.infer<typeof ChangeSummaryJob>;

/**
 * Editions whose references (issue 27: the documents their text cites) are to be detected,
 * resolved to the catalogue and stored (the workers' jobs/references): written by a publish batch
 * in its transaction for every new edition.
 */
export const ReferencesDetectJob = z.object({
  documentIds: z.array(id.positive()).min(1).max(200),
});
export type ReferencesDetectJob = z.infer<typeof ReferencesDetectJob>;

/**
 * The next chunk of a catalogue run of the reference detection (`npm run references:rebuild`):
 * the run (reference_runs) holds its cursor and progress; each chunk queues the next.
 */
export const ReferencesCatalogueJob = z.object({ runId: id.positive() });
export type ReferencesCatalogueJob = z.infer<typeof ReferencesCatalogueJob>;

/**
 * Editions whose clauses are to be indexed for the search inside the documents (issue 29: the
 * workers' jobs/clause-index), replacing what was indexed: written by a publish batch in its
 * transaction for every new edition.
 */
export const ClauseIndexJob = z.object({
  documentIds: z.array(id.positive()).min(1).max(200),
});
export type ClauseIndexJob = z.infer<typeof ClauseIndexJob>;

/**
 * The next chunk of a catalogue run of the clause index (`npm run clause-index:rebuild`, the
 * seed): the run (clause_index_runs) holds its cursor and progress; each chunk queues the next.
 */
export const ClauseIndexCatalogueJob = z.object({ runId: id.positive() });
export type ClauseIndexCatalogueJob = z.infer<typeof ClauseIndexCatalogueJob>;

/** Editions per clause-index.documents job. */
export const CLAUSE_INDEX_CHUNK = 50;

/** Editions per references.detect job. */
export const REFERENCES_CHUNK = 50;

/**
 * HTML files whose stored sanitised copy is to be made (the workers' jobs/sanitize-html): a publish
 * batch's new editions, or a chunk of the catalogue (the seed, `npm run sanitize:rebuild`). `force`
 * makes the copies again even when one is stored under the current fingerprint.
 */
export const SanitizeHtmlJob = z.object({ assetIds: z.array(id), force: z.boolean().optional() });
export type SanitizeHtmlJob = z.infer<typeof SanitizeHtmlJob>;

/** HTML files per sanitize-html job (a chunk stays well inside the job's hard limit). */
export const SANITIZE_CHUNK = 10;

/**
 * A publish batch whose events are to become webhook messages of the tenants that present the
 * publishers (the workers' jobs/webhooks): written by the batch in its transaction.
 */
export const WebhooksFanOutJob = z.object({ batchId: z.string().min(1).max(200) });
export type WebhooksFanOutJob = z.infer<typeof WebhooksFanOutJob>;

/**
 * One attempt of one webhook delivery (webhook_deliveries.id as a decimal string): written with
 * the delivery, and by the previous attempt when it failed (available after the backoff). An
 * attempt whose number the delivery has already passed is ignored (a re-dispatched row).
 */
export const WebhookDeliverJob = z.object({
  deliveryId: z.string().regex(/^[1-9][0-9]{0,17}$/),
  attempt: z.number().int().min(1).max(1_000),
});
export type WebhookDeliverJob = z.infer<typeof WebhookDeliverJob>;

/**
 * An event of the tenant made outside a publish batch (a review assigned or signed off) that is
 * to become a webhook message: written by the change in its transaction, turned into the message
 * and its deliveries by the workers (jobs/webhooks). The source key names what made it, so a
 * second run adds nothing. accountIds: only endpoints of the whole tenant and of these accounts
 * hear of it (null: every endpoint); documentId: an account's endpoint hears of it only when the
 * account is entitled to the document.
 */
export const WebhooksEmitJob = z.object({
  tenantId: z.number().int().min(1),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  sourceKey: z.string().min(1).max(200),
  timestamp: z.string().min(1).max(40),
  data: z.record(z.string(), z.unknown()),
  accountIds: z.array(z.number().int().min(1)).max(1_000).nullable(),
  documentId: z.number().int().min(1).nullable(),
});
export type WebhooksEmitJob = z.infer<typeof WebhooksEmitJob>;

/** The job types of each queue and the schemas of their payloads. */
export const JOB_SCHEMAS = {
  "email.send": EmailJob,
  "compare-html.run": CompareHtmlJob,
  "compare-pdf.run": ComparePdfJob,
  "tracking-alerts.fan-out": TrackingAlertJob,
  "indexing.refresh": IndexingJob,
  "compass-reanchor.run": CompassReanchorJob,
  "sanitize-html.run": SanitizeHtmlJob,
  "change-summary.run": ChangeSummaryJob,
  "references.detect": ReferencesDetectJob,
  "references.catalogue": ReferencesCatalogueJob,
  "webhooks.fan-out": WebhooksFanOutJob,
  "webhooks.deliver": WebhookDeliverJob,
  "webhooks.emit": WebhooksEmitJob,
  "clause-index.documents": ClauseIndexJob,
  "clause-index.catalogue": ClauseIndexCatalogueJob,
} as const;

export type JobType = keyof typeof JOB_SCHEMAS;
export type JobTypes = { [T in JobType]: z.infer<(typeof JOB_SCHEMAS)[T]> };

/** A payload that does not match its job type's schema: a producer's bug, never written to the outbox. */
export class InvalidJobPayload extends Error {
  constructor(
    readonly type: JobType,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`invalid ${type} payload: ${z.prettifyError(new z.ZodError(issues))}`);
    this.name = "InvalidJobPayload";
  }
}

/**
 * Checks a payload against its job type's schema and returns it as given (unknown fields are
 * kept, not stripped: the row is what the producer wrote). Throws InvalidJobPayload.
 */
export function parseJob<T extends JobType>(type: T, payload: JobTypes[T]): JobTypes[T] {
  const result = JOB_SCHEMAS[type].safeParse(payload);
  if (!result.success) throw new InvalidJobPayload(type, result.error.issues);
  return payload;
}

export const QUEUE_OF: { [T in JobType]: QueueName } = {
  "email.send": QUEUES.email,
  "compare-html.run": QUEUES.compareHtml,
  "compare-pdf.run": QUEUES.comparePdf,
  "tracking-alerts.fan-out": QUEUES.trackingAlerts,
  "indexing.refresh": QUEUES.indexing,
  "compass-reanchor.run": QUEUES.compassReanchor,
  "sanitize-html.run": QUEUES.sanitizeHtml,
  "change-summary.run": QUEUES.changeSummary,
  "references.detect": QUEUES.references,
  "references.catalogue": QUEUES.references,
  "webhooks.fan-out": QUEUES.webhooks,
  "webhooks.deliver": QUEUES.webhooks,
  "webhooks.emit": QUEUES.webhooks,
  "clause-index.documents": QUEUES.clauseIndex,
  "clause-index.catalogue": QUEUES.clauseIndex,
};

/** Retry policy shared by the relay (job options) and documented in docs/operations.md. */
export const JOB_ATTEMPTS = 8;
export const JOB_BACKOFF_MS = 2_000;

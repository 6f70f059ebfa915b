// Queue names and job payloads: the one thing producers (the API's outbox writes) and consumers
// (the workers) share. Every job starts life as an outbox row (see outbox/relay.ts); the row's
// `queue` is one of QUEUES and its `type`/`payload` one of the pairs below.

export const QUEUES = {
  compareHtml: "compare-html",
  comparePdf: "compare-pdf",
  email: "email",
  trackingAlerts: "tracking-alerts",
  indexing: "indexing",
  compassReanchor: "compass-reanchor",
  sanitizeHtml: "sanitize-html",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Locales of the interface and of e-mails (spec 1 §1); en is the default. */
export const LOCALES = [
  "en",
  "ar",
  "fr-CA",
  "fr",
  "zh-Hans",
  "it",
  "ja",
  "ko",
  "pt",
  "ru",
  "tr",
  "es-ES",
  "es",
  "de",
] as const;
export type Locale = (typeof LOCALES)[number];

/** E-mail templates the email job can render (lib/mail/templates). */
export type EmailTemplate =
  | "document-shared"
  | "share-invitation"
  | "group-documents-shared"
  | "group-message"
  | "tracking-alert"
  | "compass-reanchor"
  | "user-invitation";

export interface EmailJob {
  /** Unique per e-mail: a retried job with the same key never sends twice. */
  idempotencyKey: string;
  to: string;
  cc?: string[];
  replyTo?: string;
  locale: string;
  template: EmailTemplate;
  data: Record<string, unknown>;
  /** The tenant whose branding (name, logo, colours, support contact, footer) the e-mail carries. */
  tenantId?: number;
  /** RFC 2369/8058 unsubscribe: the List-Unsubscribe URL, answered by a one-click POST. */
  listUnsubscribe?: string;
  /**
   * The `data` fields that are secrets (an invitation's single-use link): once the e-mail is
   * delivered, or failed for good, they are removed from the outbox row and the job's stored data.
   */
  secretData?: string[];
}

export interface CompareHtmlJob {
  comparisonId: number;
  newAssetId: number;
  oldAssetId: number;
}

export interface ComparePdfJob {
  redlineId: number;
  newDocumentId: number;
  oldDocumentId: number;
}

/**
 * One change of a publish batch (modules/publishing):
 * - NEW_VERSION: documentId is a new edition; previousDocumentId the edition it supersedes
 *   (now Historical), or null for the first edition of a family.
 * - STATUS: documentId's status changed (withdrawn, replaced); replacedByContentCode names the
 *   replacement when there is one.
 */
export interface TrackingAlertChange {
  kind: "NEW_VERSION" | "STATUS";
  documentId: number;
  previousDocumentId: number | null;
  previousStatus: string | null;
  status: string;
  replacedByContentCode: string | null;
}

export interface TrackingAlertJob {
  /** One publish batch: every document that changed in it (one e-mail per user and batch). */
  batchId: string;
  /** ISO timestamp of the publication. */
  publishedAt: string;
  changes: TrackingAlertChange[];
}

export interface IndexingJob {
  documentIds: number[];
}

/**
 * Compass points of superseded editions to carry to their new editions (jobs/compass-reanchor),
 * written by a publish batch in its transaction: one entry per new edition that has a predecessor.
 */
export interface CompassReanchorJob {
  batchId: string;
  editions: { documentId: number; previousDocumentId: number }[];
}

/**
 * HTML files whose stored sanitised copy is to be made (jobs/sanitize-html): a publish batch's new
 * editions, or a chunk of the catalogue (the seed, `npm run sanitize:rebuild`). `force` makes the
 * copies again even when one is stored under the current fingerprint.
 */
export interface SanitizeHtmlJob {
  assetIds: number[];
  force?: boolean;
}

/** HTML files per sanitize-html job (a chunk stays well inside the job's hard limit). */
export const SANITIZE_CHUNK = 10;

/** The job types of each queue and their payloads. */
export interface JobTypes {
  "email.send": EmailJob;
  "compare-html.run": CompareHtmlJob;
  "compare-pdf.run": ComparePdfJob;
  "tracking-alerts.fan-out": TrackingAlertJob;
  "indexing.refresh": IndexingJob;
  "compass-reanchor.run": CompassReanchorJob;
  "sanitize-html.run": SanitizeHtmlJob;
}

export type JobType = keyof JobTypes;

export const QUEUE_OF: { [T in JobType]: QueueName } = {
  "email.send": QUEUES.email,
  "compare-html.run": QUEUES.compareHtml,
  "compare-pdf.run": QUEUES.comparePdf,
  "tracking-alerts.fan-out": QUEUES.trackingAlerts,
  "indexing.refresh": QUEUES.indexing,
  "compass-reanchor.run": QUEUES.compassReanchor,
  "sanitize-html.run": QUEUES.sanitizeHtml,
};

/** Retry policy shared by the relay (job options) and documented in docs/operations.md. */
export const JOB_ATTEMPTS = 8;
export const JOB_BACKOFF_MS = 2_000;

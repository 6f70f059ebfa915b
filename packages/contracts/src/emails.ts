// The e-mail job's payload, one schema per template: what the API (sharing, groups, invitations)
// and the workers (revision alerts, compass re-anchoring) put in the outbox and what the e-mail
// job renders (services/workers/src/lib/mail/templates.tsx). Producers validate before writing
// (see parseJob in queues.ts), so a field a template reads can no longer go missing silently.
//
// The schemas check the shape (which fields, of which type). That a required text is not blank
// stays the templates' check: it fails the e-mail for good with a TemplateDataError naming the
// field, as before, instead of failing the change that sent it.
import { z } from "zod";

export const EMAIL_TEMPLATES = [
  "document-shared",
  "share-invitation",
  "group-documents-shared",
  "group-message",
  "tracking-alert",
  "compass-reanchor",
  "user-invitation",
  "webhook-endpoint-disabled",
  "revision-review",
] as const;

/** E-mail templates the email job can render (services/workers/src/lib/mail/templates.tsx). */
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** The tenant's name: the e-mail's brand when the tenant row has none (or is gone). */
const tenant = z.string();

/** A document shared with a user of the tenant. */
export const DocumentSharedData = z.object({
  tenant,
  sender: z.string(),
  /** Not shown; kept for the outbox row's reader (support). */
  recipient: z.string().optional(),
  designation: z.string(),
  title: z.string(),
  url: z.string(),
});

/** An e-mail address that is no user of the tenant: who shared what, and how to get in. */
export const ShareInvitationData = z.object({
  tenant,
  sender: z.string(),
  senderEmail: z.string(),
  designation: z.string(),
  title: z.string(),
  url: z.string(),
  signInUrl: z.string(),
});

export const SharedItem = z.object({ designation: z.string(), title: z.string(), url: z.string() });
export type SharedItem = z.infer<typeof SharedItem>;

/** Documents shared with a group, to one member. */
export const GroupDocumentsSharedData = z.object({
  tenant,
  sender: z.string(),
  recipient: z.string(),
  group: z.string(),
  groupUrl: z.string(),
  items: z.array(SharedItem).min(1),
});

/** A member's message to the group, or (copy) the sender's own copy of it. */
export const GroupMessageData = z.object({
  tenant,
  sender: z.string(),
  group: z.string(),
  groupUrl: z.string().optional(),
  subject: z.string(),
  message: z.string(),
  copy: z.boolean().optional(),
});

/** One changed document of a revision alert (built by the workers' jobs/tracking-alerts). */
export const AlertItem = z.object({
  /** FIRST: first edition of a line (publisher trackers); NEW_VERSION: a new edition. */
  change: z.enum(["FIRST", "NEW_VERSION", "WITHDRAWN", "REPLACED", "STATUS"]),
  designation: z.string(),
  title: z.string(),
  /** The superseded edition (NEW_VERSION). */
  previousDesignation: z.string().optional(),
  /** The status change, of the superseded edition for a new version, else of the document. */
  statusFrom: z.string().optional(),
  statusTo: z.string().optional(),
  replacedBy: z.string().optional(),
  replacedByUrl: z.string().optional(),
  documentUrl: z.string(),
  /** The compare view of the two editions (NEW_VERSION). */
  compareUrl: z.string().optional(),
  /**
   * Why the user hears of it: they track the document, its publisher or one of its work items, or
   * (reference: a cascade alert, issue 27) documents they track reference it normatively.
   */
  reason: z.enum(["document", "publisher", "workItem", "reference"]),
  publisher: z.string().optional(),
  /** reference: the tracked documents that reference the changed one (their designations). */
  referencedBy: z.array(z.string()).min(1).max(20).optional(),
  workItem: z.string().optional(),
  /** Signed link that stops this tracking (the document, publisher or work item). */
  stopUrl: z.string(),
  /**
   * A new edition's clause-level changes against the superseded one (issue 25 §3), when they could
   * be worked out: how many clauses were added, deleted and revised, and the first revised clauses
   * with their change in words (old → new).
   */
  clauseChanges: z
    .object({
      added: z.number().int().nonnegative(),
      deleted: z.number().int().nonnegative(),
      revised: z.number().int().nonnegative(),
      revisedClauses: z
        .array(
          z.object({
            number: z.string().max(40),
            changes: z.array(z.object({ removed: z.string().max(200), added: z.string().max(200) })).max(3),
          }),
        )
        .max(3),
    })
    .optional(),
  /**
   * The recipient's own compass points on the superseded edition and what became of them on the
   * new one: carried unchanged, to check (moved, or not found), or still being carried.
   */
  compassPoints: z
    .object({
      carried: z.number().int().nonnegative(),
      toCheck: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      listUrl: z.string(),
    })
    .optional(),
});
export type AlertItem = z.infer<typeof AlertItem>;

/** Revision alert: one e-mail per user and publish batch, a digest when several documents changed. */
export const TrackingAlertData = z.object({
  tenant,
  recipient: z.string(),
  unsubscribeUrl: z.string(),
  items: z.array(AlertItem).min(1),
});

/** A compass point a new edition moved or orphaned (built by the workers' jobs/compass-reanchor). */
export const ReanchorItem = z.object({
  name: z.string(),
  placement: z.enum(["MOVED", "ORPHANED"]),
  designation: z.string(),
  title: z.string(),
  page: z.number().int().nullable(),
  /** The clause number a MOVED point was placed in, when the editions' clauses are known. */
  clause: z.string().max(40).nullable().optional(),
  pointUrl: z.string(),
  documentUrl: z.string(),
});
export type ReanchorItem = z.infer<typeof ReanchorItem>;

/** The owner's compass points a new edition moved or orphaned, and how many it placed exactly. */
export const CompassReanchorData = z.object({
  tenant,
  recipient: z.string(),
  items: z.array(ReanchorItem).min(1),
  exactCount: z.number().int().nonnegative().optional(),
  listUrl: z.string().optional(),
});

/** An administrator created the user: a single-use link to choose the first password. */
export const UserInvitationData = z.object({
  tenant,
  recipient: z.string(),
  email: z.string(),
  url: z.string(),
  /** ISO timestamp; shown in the recipient's language. */
  expiresAt: z.iso.datetime(),
});

/**
 * A webhook endpoint the workers disabled after too many failed attempts in a row: to its owner
 * (the administrator who registered it, else the tenant's administrators).
 */
export const WebhookEndpointDisabledData = z.object({
  tenant,
  recipient: z.string(),
  /** The endpoint's URL and description (may be empty). */
  url: z.string(),
  description: z.string().optional(),
  /** How many attempts failed in a row, and the last one's error. */
  failures: z.number().int().nonnegative(),
  lastError: z.string(),
  /** ISO timestamp; shown in the recipient's language. */
  disabledAt: z.iso.datetime(),
  /** Where the console shows the endpoint (to enable it again). */
  consoleUrl: z.string(),
});

/**
 * A revision review's e-mail (issue 28, docs/reviews.md), by kind: assigned (to a new reviewer),
 * action (to the owner of an "action needed" item), reminder (the due date is near), overdue (it
 * has passed, the review is still open), signed-off (to the reviewers and the opener),
 * action-reminder and action-overdue (to an action's owner: its own due date is near, has passed).
 */
export const REVIEW_MAIL_KINDS = [
  "assigned",
  "action",
  "reminder",
  "overdue",
  "signed-off",
  "action-reminder",
  "action-overdue",
] as const;
export type ReviewMailKind = (typeof REVIEW_MAIL_KINDS)[number];

export const RevisionReviewData = z.object({
  tenant,
  kind: z.enum(REVIEW_MAIL_KINDS),
  recipient: z.string(),
  /** The review's edition (the new one, or the withdrawn one) and the edition it replaced. */
  change: z.enum(["NEW_VERSION", "WITHDRAWN"]),
  designation: z.string(),
  title: z.string(),
  previousDesignation: z.string().optional(),
  /** YYYY-MM-DD: the review's due date (the action's, for an action); shown in the reader's language. */
  dueDate: z.iso.date().optional(),
  /** Who assigned, made the owner, or signed off (absent for the scheduler's e-mails). */
  by: z.string().optional(),
  /** The item an action is about (its label): action, action-reminder, action-overdue. */
  item: z.string().max(300).optional(),
  /** The sign-off's comment. */
  comment: z.string().max(2000).optional(),
  /** The reader's page of the review (/reviews/<id>). */
  reviewUrl: z.string(),
});
export type RevisionReviewData = z.infer<typeof RevisionReviewData>;

/** What every e-mail job carries beside its template's data. */
const envelope = {
  /** Unique per e-mail: a retried job with the same key never sends twice. */
  idempotencyKey: z.string().min(1),
  to: z.string().min(1),
  cc: z.array(z.string()).optional(),
  replyTo: z.string().optional(),
  /** The recipient's language; the e-mail job falls back to English for one it has no catalogue of. */
  locale: z.string(),
  /** The tenant whose branding (name, logo, colours, support contact, footer) the e-mail carries. */
  tenantId: z.number().int().optional(),
  /** RFC 2369/8058 unsubscribe: the List-Unsubscribe URL, answered by a one-click POST. */
  listUnsubscribe: z.string().optional(),
  /**
   * The `data` fields that are secrets (an invitation's single-use link): once the e-mail is
   * delivered, or failed for good, they are removed from the outbox row and the job's stored data
   * (@norma/db/outbox-completion).
   */
  secretData: z.array(z.string()).optional(),
};

const job = <T extends EmailTemplate, D extends z.ZodType>(template: T, data: D) =>
  z.object({ ...envelope, template: z.literal(template), data });

/** The payload of an `email.send` job: the envelope and the data of its template. */
export const EmailJob = z.discriminatedUnion("template", [
  job("document-shared", DocumentSharedData),
  job("share-invitation", ShareInvitationData),
  job("group-documents-shared", GroupDocumentsSharedData),
  job("group-message", GroupMessageData),
  job("tracking-alert", TrackingAlertData),
  job("compass-reanchor", CompassReanchorData),
  job("user-invitation", UserInvitationData),
  job("webhook-endpoint-disabled", WebhookEndpointDisabledData),
  job("revision-review", RevisionReviewData),
]);
export type EmailJob = z.infer<typeof EmailJob>;

/** The data of one template's e-mails. */
export type EmailData<T extends EmailTemplate> = Extract<EmailJob, { template: T }>["data"];

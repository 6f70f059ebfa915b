// Revision alerts: a publish batch (modules/publishing in the API) fans out to every user who
// tracks a changed document's edition line, its publisher or one of its work items — one e-mail
// per user and batch (a digest when several of their documents changed), in the user's language,
// saying what changed (for a new edition: its clause-level changes, and what became of the
// recipient's own compass points on the old one: alert-changes.ts), with links to the document,
// to the compare view of the two editions, and signed links that stop the alerts without signing in. Whatever made a user hear of a change
// (document, work item, whole publisher), the tracking rules hold: only documents they could
// track now, on a tenant whose tracker is on, and are entitled to read (matches(), with the SQL
// form of the rules of @norma/db/tracking-rules and @norma/db/entitlement-rules).
//
// Exactly once, even when a worker dies mid-batch and the job is retried: recipients are handled
// in chunks, each one transaction that inserts the users' tracking_alerts rows (unique per batch
// and user) and, only for rows that were new, their e-mail outbox rows. A retry walks the same
// recipients and finds them done. Each e-mail then carries an idempotency key (email job).
//
// Cascade alerts (issue 27, alert-references.ts): the same e-mail also tells the trackers of the
// documents that reference a changed document normatively of its new edition or withdrawal, once
// and only once per (user, referencing document, changed edition, change).

import type { TrackingAlertJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { DelayedError, type Job } from "bullmq";
import type { Logger } from "pino";
import { currentSigningKey, type LinkScope, type SigningKey, signLinkToken } from "../../lib/mail/link-token.ts";
import { emitTrackingWebhooks } from "../webhooks/webhook-tracking.ts";
import { clauseChangesOfBatch, compassPointsOfBatch } from "./alert-changes.ts";
import { enqueueAlerts } from "./alert-enqueue.ts";
import { alertRecipient, type Recipient } from "./alert-items.ts";
import { findAlertMatches, loadBatchDocuments, strongestReasons } from "./alert-recipients.ts";
import { cascadesByUser, findCascadeMatches } from "./alert-references.ts";
import { openAutoReviews } from "./auto-reviews.ts";

export interface TrackingAlertsDeps {
  db: Db;
  /** Where the editions' files are (their clause-level changes are read from them); null: body texts only. */
  storage?: BlobStorage | null;
  /**
   * How long after the publication the alert waits for the re-anchoring of its recipients'
   * compass points (so it can say what became of them), and how often it looks. After that it
   * goes out saying they are still being carried.
   */
  reanchorWaitMs?: number;
  reanchorPollMs?: number;
  /** Where users reach the reader; links in the e-mails start with it. */
  publicBaseUrl: string;
  log: Logger;
  /** Recipients per transaction. */
  chunkSize?: number;
  /** Referencing documents read per statement when a changed document is much cited. */
  cascadePageSize?: number;
  /** How long unsubscribe links work. */
  linkTtlDays?: number;
  clock?: () => Date;
  /** Called after each committed chunk (tests kill the process here). */
  onChunk?: (info: { chunk: number; enqueued: number }) => void | Promise<void>;
  /** Called after each committed chunk of automatic revision reviews (auto-reviews.ts). */
  onReviewChunk?: (info: { documentId: number; opened: number }) => void | Promise<void>;
}

export function createTrackingAlertsProcessor(deps: TrackingAlertsDeps) {
  const { db, log } = deps;
  const chunkSize = deps.chunkSize ?? 200;
  const linkTtlMs = (deps.linkTtlDays ?? 365) * 86_400_000;
  const clock = deps.clock ?? (() => new Date());
  const base = deps.publicBaseUrl.replace(/\/+$/, "");
  const reanchorWaitMs = deps.reanchorWaitMs ?? 10 * 60_000;
  const reanchorPollMs = deps.reanchorPollMs ?? 20_000;
  const unsubscribeUrl = (token: string) => `${base}/api/trackers/unsubscribe?token=${token}`;

  return async function processTrackingAlerts(
    job: Job<TrackingAlertJob>,
    token?: string,
  ): Promise<{ recipients: number; enqueued: number }> {
    const { batchId, changes } = job.data;
    const { docs, replacements } = await loadBatchDocuments(db, changes);
    const byUser = strongestReasons(await findAlertMatches(db, changes, docs, clock()));
    const cascades = cascadesByUser(
      await findCascadeMatches(db, changes, (id) => docs.has(id), clock(), deps.cascadePageSize),
    );
    // The tenants' webhooks hear of tracked changes too (issue 30); idempotent, so a retry adds nothing.
    await emitTrackingWebhooks(db, job.data, byUser);
    const userIds = new Set([...byUser.keys(), ...cascades.keys()]);
    if (userIds.size === 0) {
      log.info({ batchId, changes: changes.length }, "no one tracks the changed documents");
      return { recipients: 0, enqueued: 0 };
    }

    const users = await db.user.findMany({
      where: { id: { in: [...userIds] }, activated: true },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        langKey: true,
        tenantId: true,
        tenant: { select: { code: true, tenantName: true } },
      },
      orderBy: { id: "asc" },
    });
    // What each new edition changed, and what became of each recipient's compass points on it.
    const [clauseChanges, pointOutcomes] = await Promise.all([
      clauseChangesOfBatch({ db, storage: deps.storage ?? null, log }, changes),
      compassPointsOfBatch(
        db,
        changes,
        users.map((u) => u.id),
      ),
    ]);
    const stillCarrying = [...pointOutcomes.values()].some((o) => o.pending > 0);
    const waited = clock().getTime() - new Date(job.data.publishedAt).getTime();
    if (stillCarrying && token && waited < reanchorWaitMs) {
      // The re-anchoring of this batch has not finished: the alert is put off a little, so that it
      // says what became of the points instead of "being carried" (a retry finds the users done).
      log.info({ batchId, waitedMs: waited }, "revision alerts wait for the compass points to be carried");
      await job.moveToDelayed(Date.now() + reanchorPollMs, token);
      throw new DelayedError();
    }

    const key: SigningKey = await currentSigningKey(db, "unsubscribe");
    const expiresAt = Math.floor((clock().getTime() + linkTtlMs) / 1000);
    const link = (u: { id: number; tenantId: number }, scope: LinkScope, targetId: number | null) =>
      unsubscribeUrl(signLinkToken(key, { userId: u.id, tenantId: u.tenantId, scope, targetId, expiresAt }));

    const ctx = { batchId, changes, docs, replacements, clauseChanges, pointOutcomes, base, link };
    const recipients: Recipient[] = [];
    for (const u of users) {
      const r = alertRecipient(ctx, u, byUser.get(u.id) ?? new Map(), cascades.get(u.id));
      if (r) recipients.push(r);
    }
    // The accounts that asked for it get their revision reviews before the alerts go out, so the
    // alert's link finds the review open.
    const reviews = await openAutoReviews(db, changes, {
      batchId,
      now: clock(),
      chunkSize,
      onChunk: deps.onReviewChunk,
    });
    const enqueued = await enqueueAlerts(db, job, recipients, { chunkSize, onChunk: deps.onChunk });
    log.info({ batchId, recipients: recipients.length, enqueued, reviews }, "revision alerts enqueued");
    return { recipients: recipients.length, enqueued };
  };
}

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

import type { AlertItem } from "@norma/contracts/emails";
import {
  type EmailJob,
  parseJob,
  QUEUE_OF,
  type TrackingAlertChange,
  type TrackingAlertJob,
} from "@norma/contracts/queues";
import { type Db, Prisma } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { alertRecipientSql } from "@norma/db/tracking-rules";
import { DelayedError, type Job } from "bullmq";
import type { Logger } from "pino";
import { currentSigningKey, type LinkScope, type SigningKey, signLinkToken } from "../../lib/mail/link-token.ts";
import { clauseChangesOfBatch, compassPointsOfBatch, outcomeKey } from "./alert-changes.ts";

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
  /** How long unsubscribe links work. */
  linkTtlDays?: number;
  clock?: () => Date;
  /** Called after each committed chunk (tests kill the process here). */
  onChunk?: (info: { chunk: number; enqueued: number }) => void | Promise<void>;
}

type Reason = "document" | "workItem" | "publisher";
/** A user's strongest reason wins when several apply to one change. */
const REASON_RANK: Record<Reason, number> = { document: 0, workItem: 1, publisher: 2 };

interface Match {
  user_id: number;
  idx: number;
  reason: Reason;
  ref_id: number;
  ref_label: string | null;
}

interface Recipient {
  userId: number;
  tenantId: number;
  email: EmailJob;
  documentIds: number[];
}

const DOC_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  publisherId: true,
  family: true,
  languageCode: true,
  publisher: { select: { name: true } },
} satisfies Prisma.DocumentSelect;
type Doc = Prisma.DocumentGetPayload<{ select: typeof DOC_SELECT }>;

/** The kind of change as the e-mail words it. */
function changeOf(c: TrackingAlertChange): AlertItem["change"] {
  if (c.kind === "NEW_VERSION") return c.previousDocumentId ? "NEW_VERSION" : "FIRST";
  if (c.replacedByContentCode) return "REPLACED";
  if (c.status.toLowerCase().startsWith("withdrawn")) return "WITHDRAWN";
  return "STATUS";
}

export function createTrackingAlertsProcessor(deps: TrackingAlertsDeps) {
  const { db, log } = deps;
  const chunkSize = deps.chunkSize ?? 200;
  const linkTtlMs = (deps.linkTtlDays ?? 365) * 86_400_000;
  const clock = deps.clock ?? (() => new Date());
  const base = deps.publicBaseUrl.replace(/\/+$/, "");
  const reanchorWaitMs = deps.reanchorWaitMs ?? 10 * 60_000;
  const reanchorPollMs = deps.reanchorPollMs ?? 20_000;

  const documentUrl = (contentCode: string, tenant: string) =>
    `${base}/document/?contentCode=${encodeURIComponent(contentCode)}&tenant=${encodeURIComponent(tenant)}`;
  const compareUrl = (newCode: string, oldCode: string, tenant: string) =>
    `${base}/document/?contentCode=${encodeURIComponent(newCode)}&compareWith=${encodeURIComponent(oldCode)}&tenant=${encodeURIComponent(tenant)}`;
  const unsubscribeUrl = (token: string) => `${base}/api/trackers/unsubscribe?token=${token}`;

  /**
   * Every (user, change, reason) of the batch: edition-line, work-item and publisher trackers with
   * their tracking on — kept only where the user could track that document now, whatever the
   * reason: the recipient rule of @norma/db/tracking-rules (alertRecipientSql: user activated,
   * tenant's tracker on and shown, publisher presented, document trackable on the tenant, one of
   * the user's accounts entitled to it now), the same rule the API's tracking module applies.
   */
  async function matches(changes: TrackingAlertChange[], docs: Map<number, Doc>): Promise<Match[]> {
    const idx: number[] = [];
    const ids: number[] = [];
    changes.forEach((c, i) => {
      if (!docs.has(c.documentId)) return; // deleted since the publication
      idx.push(i);
      ids.push(c.documentId);
    });
    if (idx.length === 0) return [];
    const recipient = alertRecipientSql({
      user: Prisma.sql`u`,
      tenant: Prisma.sql`t`,
      document: Prisma.sql`c`,
      now: clock(),
    });
    return db.$queryRaw<Match[]>`
      WITH c AS (
        -- the changed documents, with the columns the recipient rule reads
        SELECT c.idx, d.id, d.publisher_id, d.family, d.language_code, d.collection_ids, d.allow_to_track,
               d.asset_type, d.classification
          FROM unnest(${idx}::int[], ${ids}::int[]) AS c(idx, document_id)
          JOIN documents d ON d.id = c.document_id
      ), m AS (
        SELECT td.user_id, c.idx, 'document' AS reason, td.id AS ref_id, NULL::text AS ref_label
          FROM c
          JOIN documents d ON d.publisher_id = c.publisher_id AND d.family = c.family AND d.language_code = c.language_code
          JOIN tracked_documents td ON td.document_id = d.id AND td.tracking_flag
        UNION ALL
        SELECT tw.user_id, c.idx, 'workItem', w.id, w.work_item_number
          FROM c
          JOIN documents d ON d.publisher_id = c.publisher_id AND d.family = c.family
          JOIN work_items w ON w.document_id = d.id
          JOIN tracked_work_items tw ON tw.work_item_id = w.id AND tw.tracking_flag
        UNION ALL
        SELECT tp.user_id, c.idx, 'publisher', tp.publisher_id, NULL
          FROM c JOIN tracked_publishers tp ON tp.publisher_id = c.publisher_id AND tp.subscribed
      )
      SELECT m.*
        FROM m
        JOIN c ON c.idx = m.idx
        JOIN users u ON u.id = m.user_id
        JOIN tenants t ON t.id = u.tenant_id
       WHERE ${recipient}`;
  }

  return async function processTrackingAlerts(
    job: Job<TrackingAlertJob>,
    token?: string,
  ): Promise<{ recipients: number; enqueued: number }> {
    const { batchId, changes } = job.data;
    const docIds = [
      ...new Set(changes.flatMap((c) => [c.documentId, ...(c.previousDocumentId ? [c.previousDocumentId] : [])])),
    ];
    const replacementCodes = [
      ...new Set(changes.flatMap((c) => (c.replacedByContentCode ? [c.replacedByContentCode] : []))),
    ];
    const [docRows, replacementRows] = await Promise.all([
      db.document.findMany({ where: { id: { in: docIds } }, select: DOC_SELECT }),
      db.document.findMany({ where: { contentCode: { in: replacementCodes } }, select: DOC_SELECT }),
    ]);
    const docs = new Map(docRows.map((d) => [d.id, d]));
    const replacements = new Map(replacementRows.map((d) => [d.contentCode, d]));

    // Per user and change, the strongest reason.
    const byUser = new Map<number, Map<number, Match>>();
    for (const m of await matches(changes, docs)) {
      let mine = byUser.get(m.user_id);
      if (!mine) {
        mine = new Map();
        byUser.set(m.user_id, mine);
      }
      const had = mine.get(m.idx);
      if (!had || REASON_RANK[m.reason] < REASON_RANK[had.reason]) mine.set(m.idx, m);
    }
    if (byUser.size === 0) {
      log.info({ batchId, changes: changes.length }, "no one tracks the changed documents");
      return { recipients: 0, enqueued: 0 };
    }

    const users = await db.user.findMany({
      where: { id: { in: [...byUser.keys()] }, activated: true },
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

    const recipients: Recipient[] = [];
    for (const u of users) {
      const items: AlertItem[] = [];
      const documentIds: number[] = [];
      const mine = byUser.get(u.id)!;
      for (const [i, c] of changes.entries()) {
        const m = mine.get(i);
        const d = docs.get(c.documentId);
        if (!m || !d) continue;
        const prev = c.previousDocumentId ? docs.get(c.previousDocumentId) : undefined;
        const replacement = c.replacedByContentCode ? replacements.get(c.replacedByContentCode) : undefined;
        const tenant = u.tenant.code;
        items.push({
          change: changeOf(c),
          designation: d.displayDesignation,
          title: d.title,
          ...(prev ? { previousDesignation: prev.displayDesignation } : {}),
          ...(c.kind === "NEW_VERSION"
            ? prev && c.previousStatus
              ? { statusFrom: c.previousStatus, statusTo: "Historical" }
              : {}
            : { statusFrom: c.previousStatus ?? undefined, statusTo: c.status }),
          ...(c.replacedByContentCode
            ? {
                replacedBy: replacement?.displayDesignation ?? c.replacedByContentCode,
                replacedByUrl: documentUrl(c.replacedByContentCode, tenant),
              }
            : {}),
          documentUrl: documentUrl(d.contentCode, tenant),
          ...(prev ? { compareUrl: compareUrl(d.contentCode, prev.contentCode, tenant) } : {}),
          ...(clauseChanges.has(d.id) ? { clauseChanges: clauseChanges.get(d.id) } : {}),
          ...(pointOutcomes.has(outcomeKey(u.id, d.id))
            ? {
                compassPoints: {
                  ...pointOutcomes.get(outcomeKey(u.id, d.id))!,
                  listUrl: `${documentUrl(d.contentCode, tenant)}&tab=COMPASS_POINTS`,
                },
              }
            : {}),
          reason: m.reason,
          publisher: d.publisher.name,
          ...(m.ref_label ? { workItem: m.ref_label } : {}),
          stopUrl: link(u, m.reason, m.ref_id),
        });
        documentIds.push(d.id);
      }
      if (items.length === 0) continue;
      const all = link(u, "all", null);
      const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
      recipients.push({
        userId: u.id,
        tenantId: u.tenantId,
        documentIds,
        email: {
          idempotencyKey: `tracking-alert:${batchId}:${u.id}`,
          to: u.email,
          locale: u.langKey,
          template: "tracking-alert",
          tenantId: u.tenantId,
          data: { tenant: u.tenant.tenantName, recipient: name || u.email, unsubscribeUrl: all, items },
          listUnsubscribe: all,
        },
      });
    }

    let enqueued = 0;
    for (let start = 0, chunk = 1; start < recipients.length; start += chunkSize, chunk++) {
      const part = recipients.slice(start, start + chunkSize);
      const fresh = await db.$transaction(async (tx) => {
        const inserted = await tx.trackingAlert.createManyAndReturn({
          data: part.map((r) => ({
            batchId,
            userId: r.userId,
            tenantId: r.tenantId,
            documentIds: r.documentIds,
            idempotencyKey: r.email.idempotencyKey,
          })),
          skipDuplicates: true,
          select: { userId: true },
        });
        const isNew = new Set(inserted.map((r) => r.userId));
        const events = part
          .filter((r) => isNew.has(r.userId))
          .map((r) => ({
            queue: QUEUE_OF["email.send"],
            type: "email.send",
            payload: parseJob("email.send", r.email) as unknown as Prisma.InputJsonObject,
            tenantId: r.tenantId,
          }));
        if (events.length) await tx.outboxEvent.createMany({ data: events });
        return events.length;
      });
      enqueued += fresh;
      await deps.onChunk?.({ chunk, enqueued: fresh });
      await job.updateProgress(Math.round(((start + part.length) / recipients.length) * 100)).catch(() => {});
    }
    log.info({ batchId, recipients: recipients.length, enqueued }, "revision alerts enqueued");
    return { recipients: recipients.length, enqueued };
  };
}

// Revision reviews that open by themselves (issue 28, docs/reviews.md): for each change of a publish
// batch that is a new edition (with a predecessor) or a withdrawal, every account that tracks the
// document's edition line — a member tracks one of its editions through it and the revision alert
// rule lets that member hear of it (alertRecipientSql) — whose administrator switched automatic
// opening on, on a tenant whose revision-reviews switch is on, gets its review.
//
// Exactly once, even when the job is retried or a worker dies half-way: accounts are handled in
// chunks, each one transaction of @norma/db/open-reviews, whose insert is ON CONFLICT DO NOTHING on
// the review's unique key (account, document, change). A retry resumes where the dead run stopped:
// the account list leaves out the accounts whose review exists (the committed chunks are the
// cursor), and a chunk that races another run (two workers on one job after a stalled lock) is
// still one review per account by the unique key. tests/faults/review-opening-kill.test.ts kills a
// workers process half-way through 1,000 accounts.
import type { TrackingAlertChange } from "@norma/contracts/queues";
import { type Db, Prisma } from "@norma/db";
import { openReviews, type ReviewChange } from "@norma/db/open-reviews";
import { alertRecipientSql } from "@norma/db/tracking-rules";
import { referenceKey } from "@norma/documents/designations/designation-scan";

const WITHDRAWN = /^(Withdrawn|Replaced)/;

/** The review a change calls for (null for a first edition or a status change that is no withdrawal). */
export function reviewChangeOf(c: TrackingAlertChange): Omit<ReviewChange, "targetKey"> | null {
  if (c.kind === "NEW_VERSION")
    return c.previousDocumentId
      ? { documentId: c.documentId, previousDocumentId: c.previousDocumentId, change: "NEW_VERSION" }
      : null;
  return WITHDRAWN.test(c.status) ? { documentId: c.documentId, previousDocumentId: null, change: "WITHDRAWN" } : null;
}

/**
 * The accounts (with their tenant) that get a review of this change automatically and have none
 * yet, by id.
 */
async function autoReviewAccounts(db: Db, documentId: number, change: ReviewChange["change"], now: Date) {
  const recipient = alertRecipientSql({ user: Prisma.sql`u`, tenant: Prisma.sql`t`, document: Prisma.sql`c`, now });
  return db.$queryRaw<{ account_id: number; tenant_id: number }[]>`
    SELECT DISTINCT td.account_id, td.tenant_id
      FROM documents c
      JOIN documents d ON d.publisher_id = c.publisher_id AND d.family = c.family AND d.language_code = c.language_code
      JOIN tracked_documents td ON td.document_id = d.id AND td.tracking_flag
      JOIN account_review_settings s ON s.account_id = td.account_id AND s.auto_open
      JOIN tenant_features f ON f.tenant_id = td.tenant_id AND f.code = 'revision-reviews' AND f.enabled
      JOIN users u ON u.id = td.user_id
      JOIN tenants t ON t.id = u.tenant_id
     WHERE c.id = ${documentId} AND ${recipient}
       AND NOT EXISTS (SELECT 1 FROM revision_reviews r
                        WHERE r.account_id = td.account_id AND r.document_id = c.id AND r.change = ${change})
     ORDER BY td.account_id`;
}

export interface AutoReviewsOptions {
  batchId: string;
  now: Date;
  /** Accounts per transaction. */
  chunkSize: number;
  /** Called after each committed chunk (tests stop the job here). */
  onChunk?: (info: { documentId: number; opened: number }) => void | Promise<void>;
}

/** Opens the batch's automatic reviews; answers how many it opened (a retry opens only the missing ones). */
export async function openAutoReviews(db: Db, changes: TrackingAlertChange[], opts: AutoReviewsOptions) {
  let opened = 0;
  for (const c of changes) {
    const change = reviewChangeOf(c);
    if (!change) continue;
    const doc = await db.document.findUnique({
      where: { id: c.documentId },
      select: { designationNo: true, publisher: { select: { key: true } } },
    });
    if (!doc) continue; // deleted since the publication
    const accounts = (await autoReviewAccounts(db, c.documentId, change.change, opts.now)).map((a) => ({
      accountId: a.account_id,
      tenantId: a.tenant_id,
    }));
    const full: ReviewChange = { ...change, targetKey: referenceKey(doc.publisher.key, doc.designationNo) };
    for (let start = 0; start < accounts.length; start += opts.chunkSize) {
      const part = accounts.slice(start, start + opts.chunkSize);
      const made = await db.$transaction((tx) =>
        openReviews(tx, part, full, { origin: "AUTO", batchId: opts.batchId }),
      );
      opened += made.size;
      await opts.onChunk?.({ documentId: c.documentId, opened: made.size });
    }
  }
  return opened;
}

// Cascade alerts (issue 27): who hears of a change to a document because a document they track
// references it normatively. A change cascades when it is a new edition of a line (with a
// predecessor) or a withdrawal; it reaches the trackers of every document whose current edition
// has a normative reference (document_references, kind normative) to any edition of the changed
// line — dated or undated, resolved by the references job — in the same e-mail as their other
// alerts of the batch (tracking-alerts-job.ts).
//
// Who, exactly:
//   - the tenant has not switched cascade alerts off (tenants.reference_alerts) and the user has
//     not switched them off on that tracking (tracked_documents.reference_alerts), which is on;
//   - the tracking rules hold for the referencing document (alertRecipientSql: as for any alert);
//   - entitlement: the user's tenant presents the changed document's publisher and one of the
//     user's accounts is entitled to it now. A user who may not see the changed document hears
//     nothing of it (not even its designation): the reference stays visible in the referencing
//     document itself, with its lock, as the reader shows it.
//
// Once and only once per (user, referencing document, changed edition, change): each item carries
// its keys, and enqueueAlerts() writes them to reference_alerts_sent in the transaction that
// writes the e-mail, keeping only the items whose keys were new — so a retried job, a restarted
// worker or a later batch that publishes the same change again never says it twice.
//
// A much-cited document: the edges into the changed line are read a page at a time (keyset on the
// referencing document), so one statement never walks all of them, and only the pages' tracked
// documents are joined to their trackers; the other changes of the batch are computed alike and
// the direct alerts do not wait on one long statement.
import type { TrackingAlertChange } from "@norma/contracts/queues";
import { type Db, Prisma } from "@norma/db";
import { accountEntitledSql } from "@norma/db/entitlement-rules";
import { alertRecipientSql } from "@norma/db/tracking-rules";

export type CascadeChange = "NEW_VERSION" | "WITHDRAWN";

/** One user's cascade of one change of the batch, through one tracked referencing document. */
export interface CascadeMatch {
  user_id: number;
  idx: number;
  /** The tracking (tracked_documents.id) it comes through. */
  tracking_id: number;
  /** The referencing edition whose references cite the changed line. */
  source_id: number;
  source_designation: string;
}

/** The cascade kind of a change, or null when it does not cascade. */
export function cascadeOf(c: TrackingAlertChange): CascadeChange | null {
  if (c.kind === "NEW_VERSION") return c.previousDocumentId ? "NEW_VERSION" : null;
  return c.status.trim().toLowerCase().startsWith("withdrawn") ? "WITHDRAWN" : null;
}

/** The key of reference_alerts_sent of one cascade. */
export interface CascadeKey {
  userId: number;
  sourceDocumentId: number;
  documentId: number;
  change: CascadeChange;
}

export const cascadeKeyString = (k: CascadeKey) => `${k.userId}:${k.sourceDocumentId}:${k.documentId}:${k.change}`;

/** The referencing documents (current editions, other lines) of one page of edges into a line. */
async function citingPage(db: Db, documentId: number, after: number, pageSize: number): Promise<number[]> {
  const rows = await db.$queryRaw<{ source_document_id: number }[]>`
    SELECT DISTINCT r.source_document_id
      FROM documents c
      JOIN documents line ON line.publisher_id = c.publisher_id AND line.family = c.family
                         AND line.language_code = c.language_code
      JOIN document_references r ON r.target_document_id = line.id AND r.kind = 'normative'
     WHERE c.id = ${documentId} AND r.source_document_id > ${after}
     ORDER BY r.source_document_id
     LIMIT ${pageSize}`;
  return rows.map((r) => r.source_document_id);
}

/** The trackers of these referencing documents who hear of the change to document `documentId`. */
async function trackersOf(
  db: Db,
  idx: number,
  documentId: number,
  sourceIds: number[],
  now: Date,
): Promise<CascadeMatch[]> {
  const recipient = alertRecipientSql({ user: Prisma.sql`u`, tenant: Prisma.sql`t`, document: Prisma.sql`s`, now });
  const seesChanged = accountEntitledSql({
    accountId: Prisma.sql`changed_am.account_id`,
    tenantId: Prisma.sql`t.id`,
    document: Prisma.sql`c`,
    now,
  });
  return db.$queryRaw<CascadeMatch[]>`
    SELECT td.user_id, ${idx}::int AS idx, td.id AS tracking_id, s.id AS source_id,
           s.display_designation AS source_designation
      FROM documents c
      JOIN documents s ON s.id = ANY (${sourceIds}::int[]) AND s.is_latest
                      AND NOT (s.publisher_id = c.publisher_id AND s.family = c.family)
      JOIN documents tracked ON tracked.publisher_id = s.publisher_id AND tracked.family = s.family
                            AND tracked.language_code = s.language_code
      JOIN tracked_documents td ON td.document_id = tracked.id AND td.tracking_flag AND td.reference_alerts
      JOIN users u ON u.id = td.user_id
      JOIN tenants t ON t.id = u.tenant_id AND t.reference_alerts
     WHERE c.id = ${documentId}
       AND ${recipient}
       AND EXISTS (SELECT 1 FROM tenant_publishers changed_tp
                    WHERE changed_tp.tenant_id = t.id AND changed_tp.publisher_id = c.publisher_id)
       AND EXISTS (SELECT 1 FROM account_memberships changed_am
                    WHERE changed_am.user_id = u.id AND ${seesChanged})`;
}

/** Every cascade of the batch: (user, change, tracking, referencing document). */
export async function findCascadeMatches(
  db: Db,
  changes: TrackingAlertChange[],
  present: (documentId: number) => boolean,
  now: Date,
  pageSize = 2000,
): Promise<CascadeMatch[]> {
  const out: CascadeMatch[] = [];
  for (const [idx, c] of changes.entries()) {
    if (!cascadeOf(c) || !present(c.documentId)) continue;
    let after = 0;
    for (;;) {
      const page = await citingPage(db, c.documentId, after, pageSize);
      if (page.length === 0) break;
      out.push(...(await trackersOf(db, idx, c.documentId, page, now)));
      if (page.length < pageSize) break;
      after = page[page.length - 1]!;
    }
  }
  return out;
}

/** Per user and change (its index in the batch), the referencing documents it comes through. */
export function cascadesByUser(matches: CascadeMatch[]): Map<number, Map<number, CascadeMatch[]>> {
  const byUser = new Map<number, Map<number, CascadeMatch[]>>();
  for (const m of matches) {
    let mine = byUser.get(m.user_id);
    if (!mine) {
      mine = new Map();
      byUser.set(m.user_id, mine);
    }
    const list = mine.get(m.idx) ?? [];
    // One tracking per referencing document (a user tracking two editions of it hears once).
    if (!list.some((x) => x.source_id === m.source_id)) list.push(m);
    mine.set(m.idx, list);
  }
  return byUser;
}

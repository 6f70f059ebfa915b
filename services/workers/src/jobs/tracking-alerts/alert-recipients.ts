// Who hears of a publish batch, and why: the trackers of each changed document's edition line,
// work items and publisher whom the tracking rules still let track it (findAlertMatches), each
// user's strongest reason per change (strongestReasons), and the batch's documents as the
// e-mail names them (loadBatchDocuments). tracking-alerts-job.ts composes these.
import type { TrackingAlertChange } from "@norma/contracts/queues";
import { type Db, Prisma } from "@norma/db";
import { alertRecipientSql } from "@norma/db/tracking-rules";

/** reference: a cascade alert (alert-references.ts), never stronger than a direct reason. */
export type Reason = "document" | "workItem" | "publisher" | "reference";
/** A user's strongest reason wins when several apply to one change. */
const REASON_RANK: Record<Reason, number> = { document: 0, workItem: 1, publisher: 2, reference: 3 };

export interface Match {
  user_id: number;
  idx: number;
  reason: Reason;
  ref_id: number;
  ref_label: string | null;
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
export type Doc = Prisma.DocumentGetPayload<{ select: typeof DOC_SELECT }>;

/** The changed and previous editions by id, and the replacing documents by content code. */
export async function loadBatchDocuments(db: Db, changes: TrackingAlertChange[]) {
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
  return {
    docs: new Map(docRows.map((d) => [d.id, d])),
    replacements: new Map(replacementRows.map((d) => [d.contentCode, d])),
  };
}

/**
 * Every (user, change, reason) of the batch: edition-line, work-item and publisher trackers with
 * their tracking on — kept only where the user could track that document now, whatever the
 * reason: the recipient rule of @norma/db/tracking-rules (alertRecipientSql: user activated,
 * tenant's tracker on and shown, publisher presented, document trackable on the tenant, one of
 * the user's accounts entitled to it now), the same rule the API's tracking module applies.
 */
export async function findAlertMatches(
  db: Db,
  changes: TrackingAlertChange[],
  docs: Map<number, Doc>,
  now: Date,
): Promise<Match[]> {
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
    now,
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

/** Per user and change (its index in the batch), the strongest reason. */
export function strongestReasons(matches: Match[]): Map<number, Map<number, Match>> {
  const byUser = new Map<number, Map<number, Match>>();
  for (const m of matches) {
    let mine = byUser.get(m.user_id);
    if (!mine) {
      mine = new Map();
      byUser.set(m.user_id, mine);
    }
    const had = mine.get(m.idx);
    if (!had || REASON_RANK[m.reason] < REASON_RANK[had.reason]) mine.set(m.idx, m);
  }
  return byUser;
}

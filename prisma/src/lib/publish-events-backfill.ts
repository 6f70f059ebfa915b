// The changes feed's history (issue 30): publish events are written by each publish batch, so a
// catalogue loaded otherwise (the seed, an import, a database from before migration
// 20261129120000) has an empty feed. This writes the events its existing editions and
// withdrawals would have had, as one system batch (BACKFILL_BATCH_ID):
//   - every edition: PUBLISHED when it is the first of its line (publisher, family, language),
//     else REVISED with previous_document_id the edition before it, at its published date;
//   - every withdrawn document (status Withdrawn…): WITHDRAWN after its edition event, at its
//     last update date (its status before is not known: previous_status null).
// Stable order: by the event's date, then the document id, an edition before its withdrawal.
// Idempotent: a document that already has an edition event (PUBLISHED or REVISED, from a batch
// or an earlier backfill) gets none, nor one with a WITHDRAWN event a second withdrawal; running
// it twice adds nothing. It takes the publish batches' advisory lock, so its ids are drawn and
// committed in order with theirs (the feed's cursor never skips a change).
// Run by the seed (after the catalogue is loaded) and by `npm run db:backfill-events` (an
// existing database; also after `npm run db:migrate`).
import type pg from "pg";

export const BACKFILL_BATCH_ID = "backfill-publish-events";
/** The advisory lock of publish batches (services/api publishing/publish-events.ts). */
const PUBLISH_EVENTS_LOCK = "8103491292440653428"; // 0x7075626576656e74, "pubevent"

type Queryable = Pick<pg.ClientBase, "query">;

const INSERT_EVENTS = `
  WITH lines AS (
    SELECT d.id, d.publisher_id, d.status, d.published_date, d.last_update_date, d.created_at,
           lag(d.id) OVER (PARTITION BY d.publisher_id, d.family, d.language_code
                               ORDER BY d.edition_year NULLS FIRST, d.published_date NULLS FIRST, d.id) AS previous_id
      FROM documents d
  ), editions AS (
    SELECT l.id AS document_id, l.previous_id AS previous_document_id, l.publisher_id,
           CASE WHEN l.previous_id IS NULL THEN 'PUBLISHED' ELSE 'REVISED' END AS kind,
           l.status, NULL::text AS previous_status,
           coalesce(l.published_date::timestamptz, l.created_at) AS at, 0 AS step
      FROM lines l
     WHERE NOT EXISTS (SELECT 1 FROM publish_events e
                        WHERE e.document_id = l.id AND e.kind IN ('PUBLISHED', 'REVISED'))
  ), withdrawals AS (
    SELECT l.id, NULL::int, l.publisher_id, 'WITHDRAWN', l.status, NULL::text,
           greatest(coalesce(l.last_update_date::timestamptz, l.published_date::timestamptz, l.created_at),
                    coalesce(l.published_date::timestamptz, l.created_at)),
           1
      FROM lines l
     WHERE l.status LIKE 'Withdrawn%'
       AND NOT EXISTS (SELECT 1 FROM publish_events e WHERE e.document_id = l.id AND e.kind = 'WITHDRAWN')
  )
  INSERT INTO publish_events (batch_id, published_at, document_id, previous_document_id, publisher_id, kind, status, previous_status)
  SELECT $1, x.at, x.document_id, x.previous_document_id, x.publisher_id, x.kind, x.status, x.previous_status
    FROM (SELECT * FROM editions UNION ALL SELECT * FROM withdrawals) x
   ORDER BY x.at, x.document_id, x.step`;

/** Writes the missing events of the catalogue's editions and withdrawals; returns how many. */
export async function backfillPublishEvents(db: Queryable): Promise<number> {
  await db.query("BEGIN");
  try {
    await db.query("SELECT pg_advisory_xact_lock($1::bigint)", [PUBLISH_EVENTS_LOCK]);
    await db.query(
      `INSERT INTO publish_batches (id, published_at, published_by, item_count)
       VALUES ($1, now(), NULL, 0) ON CONFLICT (id) DO NOTHING`,
      [BACKFILL_BATCH_ID],
    );
    const { rowCount } = await db.query(INSERT_EVENTS, [BACKFILL_BATCH_ID]);
    await db.query(
      `UPDATE publish_batches SET item_count = (SELECT count(*) FROM publish_events WHERE batch_id = $1) WHERE id = $1`,
      [BACKFILL_BATCH_ID],
    );
    await db.query("COMMIT");
    return rowCount ?? 0;
  } catch (err) {
    await db.query("ROLLBACK").catch(() => {});
    throw err;
  }
}

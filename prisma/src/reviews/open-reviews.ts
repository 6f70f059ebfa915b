// Opening revision reviews (issue 28, docs/reviews.md): the one home of the SQL that makes a review
// of an edition change for a set of accounts, with what there is to decide, used by the API (a
// member opens one by hand) and by the workers (the revision alerts' fan-out opens one for every
// account that switched automatic opening on).
//
// Exactly once: revision_reviews is unique per account, document and change, and the insert is
// ON CONFLICT DO NOTHING, so a retried or resumed fan-out, or two members opening the same review
// at once, make one review; the items and the OPEN audit row are written only for the rows this
// call inserted, in the same transaction.
import type { Prisma } from "../generated/client.ts";

export type ReviewChangeKind = "NEW_VERSION" | "WITHDRAWN";

export interface ReviewChange {
  /** The new edition, or the withdrawn one. */
  documentId: number;
  /** The edition a new one superseded (null for a withdrawal). */
  previousDocumentId: number | null;
  change: ReviewChangeKind;
  /**
   * The family's key in the citation graph (document_references.target_key; @norma/documents
   * referenceKey of the publisher and designation number): the account's documents citing it
   * become items.
   */
  targetKey: string;
}

export interface OpenReviewsOptions {
  origin: "AUTO" | "MANUAL";
  batchId?: string | null;
  /** The member who opened it (MANUAL); null for the fan-out. */
  openedBy?: { id: number; name: string } | null;
}

type Tx = Prisma.TransactionClient;

/**
 * Opens the review of `change` for each of `accounts` that has none yet; answers the ids of the
 * reviews it made (by account). Run it inside a transaction: the reviews, their items and their
 * audit rows commit together.
 */
export async function openReviews(
  tx: Tx,
  accounts: readonly { accountId: number; tenantId: number }[],
  change: ReviewChange,
  opts: OpenReviewsOptions,
): Promise<Map<number, number>> {
  if (accounts.length === 0) return new Map();
  const accountIds = accounts.map((a) => a.accountId);
  const tenantIds = accounts.map((a) => a.tenantId);
  const openedById = opts.openedBy?.id ?? null;
  // A new edition whose change summary is asked for but not computed yet (PENDING): its clauses
  // come when it is (addPendingClauses). An edition with no summary row has no clause items.
  const rows = await tx.$queryRaw<{ id: number; account_id: number }[]>`
    INSERT INTO revision_reviews
           (tenant_id, account_id, document_id, previous_document_id, change, origin, batch_id,
            opened_by_id, due_date, clauses_pending)
    SELECT a.tenant_id, a.account_id, ${change.documentId}, ${change.previousDocumentId}::int, ${change.change},
           ${opts.origin}, ${opts.batchId ?? null}::text, ${openedById}::int,
           (now() AT TIME ZONE 'UTC')::date + COALESCE(s.default_due_days, 30),
           ${change.change} = 'NEW_VERSION' AND EXISTS (
             SELECT 1 FROM document_change_summaries cs
              WHERE cs.document_id = ${change.documentId} AND cs.status = 'PENDING')
      FROM unnest(${accountIds}::int[], ${tenantIds}::int[]) AS a(account_id, tenant_id)
      LEFT JOIN account_review_settings s ON s.account_id = a.account_id
    ON CONFLICT (account_id, document_id, change) DO NOTHING
    RETURNING id, account_id`;
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  await insertClauseItems(tx, ids, change.documentId);
  await insertCompassPointItems(tx, ids, change);
  await insertReferenceItems(tx, ids, change);
  await tx.$executeRaw`
    INSERT INTO revision_review_audits (review_id, action, user_id, user_name, audit_data)
    SELECT r.id, 'OPEN', ${openedById}::int, ${opts.openedBy?.name ?? ""},
           jsonb_build_object('current', jsonb_build_object(
             'origin', r.origin, 'change', r.change, 'documentId', r.document_id,
             'previousDocumentId', r.previous_document_id, 'dueDate', r.due_date, 'batchId', r.batch_id,
             'items', (SELECT count(*) FROM revision_review_items i WHERE i.review_id = r.id)))
      FROM revision_reviews r WHERE r.id = ANY(${ids}::int[])`;
  return new Map(rows.map((r) => [r.account_id, r.id]));
}

/**
 * The changed clauses of the edition's change summary (READY), in its order, as items of each of
 * the reviews. An unavailable or pending summary adds none.
 */
async function insertClauseItems(tx: Tx, reviewIds: number[], documentId: number) {
  await tx.$executeRaw`
    INSERT INTO revision_review_items (review_id, kind, item_key, position, label, detail)
    SELECT r.id, 'CLAUSE',
           -- the clause's place in the stored summary (computed once, never changed)
           c.ord::text,
           c.ord,
           concat_ws(' ', COALESCE(c.value->>'number', c.value->>'previousNumber'),
                     (SELECT string_agg(h, ' › ') FROM jsonb_array_elements_text(c.value->'heading') AS h)),
           jsonb_build_object('change', c.value->>'kind', 'number', c.value->'number',
                              'previousNumber', c.value->'previousNumber', 'heading', c.value->'heading',
                              'quote', c.value->'quote')
      FROM unnest(${reviewIds}::int[]) AS r(id)
      JOIN document_change_summaries cs ON cs.document_id = ${documentId} AND cs.status = 'READY'
     CROSS JOIN LATERAL jsonb_array_elements(COALESCE(cs.summary->'clauses', '[]'::jsonb)) WITH ORDINALITY AS c(value, ord)
    ON CONFLICT (review_id, kind, item_key) DO NOTHING`;
}

/**
 * The account's active compass points on the document: for a new edition, those carried to it
 * (their placement says whether they need a check) and those of the previous edition not carried
 * (yet); for a withdrawal, those on the withdrawn edition.
 */
async function insertCompassPointItems(tx: Tx, reviewIds: number[], change: ReviewChange) {
  const docs = [change.documentId, ...(change.previousDocumentId ? [change.previousDocumentId] : [])];
  await tx.$executeRaw`
    INSERT INTO revision_review_items (review_id, kind, item_key, position, label, detail)
    SELECT r.id, 'COMPASS_POINT', cp.id::text, cp.id, cp.name,
           jsonb_build_object('compassPointId', cp.id, 'uuid', cp.uuid, 'name', cp.name,
                              'placement', cp.placement, 'carried', cp.document_id = ${change.documentId}
                                AND ${change.change} = 'NEW_VERSION',
                              'needsCheck', cp.placement IS DISTINCT FROM 'EXACT'
                                OR cp.document_id <> ${change.documentId} OR ${change.change} = 'WITHDRAWN')
      FROM revision_reviews r
      JOIN compass_points cp ON cp.account_id = r.account_id AND cp.document_id = ANY(${docs}::int[])
     WHERE r.id = ANY(${reviewIds}::int[])
       AND cp.status = 'ACTIVE' AND cp.deleted_at IS NULL
       -- a point of the previous edition that was carried is listed once, as its carried copy
       AND NOT (cp.document_id <> ${change.documentId} AND EXISTS (
             SELECT 1 FROM compass_points d
              WHERE d.source_compass_point_id = cp.id AND d.document_id = ${change.documentId}))
    ON CONFLICT (review_id, kind, item_key) DO NOTHING`;
}

/**
 * The account's documents that cite the family (document_references by target_key): the ones its
 * members track through it, and those in its custom collections and its groups, each once with
 * how the account holds it and its strongest kind of citation.
 */
async function insertReferenceItems(tx: Tx, reviewIds: number[], change: ReviewChange) {
  await tx.$executeRaw`
    WITH held AS (
      SELECT r.id AS review_id, td.document_id, 'TRACKED' AS via, NULL::text AS collection
        FROM revision_reviews r JOIN tracked_documents td ON td.account_id = r.account_id AND td.tracking_flag
       WHERE r.id = ANY(${reviewIds}::int[])
      UNION ALL
      SELECT r.id, ci.document_id, 'COLLECTION', cc.name
        FROM revision_reviews r
        JOIN custom_collections cc ON cc.account_id = r.account_id
        JOIN custom_collection_items ci ON ci.collection_id = cc.id
       WHERE r.id = ANY(${reviewIds}::int[])
      UNION ALL
      SELECT r.id, gd.document_id, 'GROUP', g.name
        FROM revision_reviews r
        JOIN groups g ON g.account_id = r.account_id
        JOIN group_documents gd ON gd.group_id = g.id
       WHERE r.id = ANY(${reviewIds}::int[])
    ), citing AS (
      SELECT h.review_id, h.document_id,
             array_agg(DISTINCT h.via ORDER BY h.via) AS via,
             COALESCE(array_agg(DISTINCT h.collection) FILTER (WHERE h.collection IS NOT NULL), '{}') AS collections,
             min(CASE ref.kind WHEN 'normative' THEN 0 WHEN 'informative' THEN 1 ELSE 2 END) AS strongest,
             min(ref.clause) AS clause
        FROM held h
        JOIN document_references ref ON ref.source_document_id = h.document_id AND ref.target_key = ${change.targetKey}
       GROUP BY h.review_id, h.document_id
    )
    INSERT INTO revision_review_items (review_id, kind, item_key, position, label, detail)
    SELECT c.review_id, 'REFERENCE', d.id::text, d.id, d.display_designation,
           jsonb_build_object('contentId', d.id, 'designation', d.display_designation, 'title', d.title,
                              'kind', (ARRAY['normative', 'informative', 'bibliography'])[c.strongest + 1],
                              'clause', c.clause, 'via', to_jsonb(c.via), 'collections', to_jsonb(c.collections))
      FROM citing c
      JOIN documents d ON d.id = c.document_id
     WHERE d.id NOT IN (${change.documentId}, COALESCE(${change.previousDocumentId}::int, 0))
    ON CONFLICT (review_id, kind, item_key) DO NOTHING`;
}

/**
 * A review opened before its edition's change summary was ready gets the summary's clauses once it
 * is (READY) or stops waiting (UNAVAILABLE). Answers whether anything changed. A signed-off review
 * is left as it is.
 */
export async function addPendingClauses(tx: Tx, reviewId: number): Promise<boolean> {
  const [review] = await tx.$queryRaw<{ document_id: number; status: string | null }[]>`
    SELECT r.document_id, cs.status
      FROM revision_reviews r
      LEFT JOIN document_change_summaries cs ON cs.document_id = r.document_id
     WHERE r.id = ${reviewId} AND r.clauses_pending AND r.status = 'OPEN'
       FOR UPDATE OF r`;
  if (!review || (review.status !== "READY" && review.status !== "UNAVAILABLE")) return false;
  await insertClauseItems(tx, [reviewId], review.document_id);
  await tx.$executeRaw`UPDATE revision_reviews SET clauses_pending = false, updated_at = now() WHERE id = ${reviewId}`;
  return true;
}

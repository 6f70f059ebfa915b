-- Publish batches (issue 6). A batch id names the batch's revision alerts (tracking_alerts is
-- unique on batch and user, the e-mails' idempotency keys contain it), so an id used twice would
-- silently drop the second batch's alerts. Publishing records each batch here in its transaction
-- and refuses an id that is taken.
CREATE TABLE "publish_batches" (
    "id" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "published_by" INTEGER,
    "item_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "publish_batches_pkey" PRIMARY KEY ("id")
);

-- Ids used before this table existed stay taken: those of fan-out events and of alerts.
INSERT INTO "publish_batches" ("id", "published_at", "item_count")
SELECT b.id, min(b.at), max(b.n)
  FROM (
        SELECT "payload"->>'batchId' AS id,
               coalesce(("payload"->>'publishedAt')::timestamptz, "created_at") AS at,
               coalesce(jsonb_array_length("payload"->'changes'), 0) AS n
          FROM "outbox_events"
         WHERE "type" = 'tracking-alerts.fan-out' AND "payload" ? 'batchId'
        UNION ALL
        SELECT "batch_id", "created_at", 0 FROM "tracking_alerts"
       ) b
 WHERE b.id IS NOT NULL
 GROUP BY b.id;

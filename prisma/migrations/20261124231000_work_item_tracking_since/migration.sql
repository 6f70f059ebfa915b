-- A work item's tracking says since when it runs, like a document's: set when it is created and
-- again each time it is turned back on (created_at keeps when the row was first made).
ALTER TABLE "tracked_work_items" ADD COLUMN "tracking_since" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "tracked_work_items" SET "tracking_since" = "created_at";

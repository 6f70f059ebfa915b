-- Compass points anchored from the text alone (W3C Web Annotation selectors: a TextQuoteSelector
-- with prefix/suffix, a TextPositionSelector, the page), and carried forward to new editions:
-- a carried point names its source (source_compass_point_id, already there) and how it was
-- placed on the new edition (EXACT, MOVED, ORPHANED). One carried point per source and edition,
-- so a retried re-anchoring job never makes two.
ALTER TABLE "compass_points" ADD COLUMN "selectors" JSONB;
ALTER TABLE "compass_points" ADD COLUMN "placement" TEXT;
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_placement_check"
  CHECK ("placement" IS NULL OR "placement" IN ('EXACT', 'MOVED', 'ORPHANED'));
CREATE UNIQUE INDEX "compass_points_source_compass_point_id_document_id_key"
  ON "compass_points"("source_compass_point_id", "document_id");

-- Deactivation (spec 2: deactivated by, deactivated date; the clients' deletedByEmail and
-- deletedDate) is kept apart from deleted_at, which removes a point from everything.
ALTER TABLE "compass_points" ADD COLUMN "deactivated_at" TIMESTAMPTZ(3);
ALTER TABLE "compass_points" ADD COLUMN "deactivated_by_id" INTEGER;
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_deactivated_by_id_fkey"
  FOREIGN KEY ("deactivated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

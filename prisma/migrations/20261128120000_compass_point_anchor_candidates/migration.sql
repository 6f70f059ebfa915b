-- Carried compass points keep the places a re-anchoring considered (issue 25 §1). A point the
-- evidence does not place unambiguously is ORPHANED with its best candidates kept here, so its
-- owner can confirm one; a placed point keeps the evidence it was placed on. JSON:
--   { "version": 1, "reason": "...", "oldClause": {...} | null,
--     "candidates": [{ "start", "end", "text", "clause": {...} | null, "quote", "context", "structure" }] }
-- NULL for points made by their owner and for points carried before this column existed.
ALTER TABLE "compass_points" ADD COLUMN "anchor_candidates" JSONB;

-- CONFIRMED: an orphaned point its owner placed on one of the kept candidates.
ALTER TABLE "compass_points" DROP CONSTRAINT "compass_points_placement_check";
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_placement_check"
  CHECK ("placement" IS NULL OR "placement" IN ('EXACT', 'MOVED', 'ORPHANED', 'CONFIRMED'));

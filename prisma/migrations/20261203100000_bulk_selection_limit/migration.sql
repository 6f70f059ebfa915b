-- Bulk actions on search results (issue 29 §2): the most documents one bulk action (track, add
-- to favourites or a custom collection, share with a group, export) may take, a selection of
-- "all matching" included. A tenant administrator sets it in the console; 500 unless set.
ALTER TABLE "tenants"
  ADD COLUMN "bulk_selection_limit" INTEGER NOT NULL DEFAULT 500;
ALTER TABLE "tenants"
  ADD CONSTRAINT "tenants_bulk_selection_limit_check" CHECK ("bulk_selection_limit" BETWEEN 1 AND 5000);

-- Cascade alerts (issue 27): someone tracking a document hears, in the same revision alert as the
-- rest, when a document it references normatively gets a new edition or is withdrawn.
--   tenants.reference_alerts            the tenant's switch (on unless the tenant turns it off);
--   tracked_documents.reference_alerts  the user's switch, per tracked document;
--   reference_alerts_sent               what has been said: one row per (user, referencing
--                                       document, changed edition, change), written in the same
--                                       transaction as the alert's e-mail, so a retried batch, a
--                                       restarted worker or a later batch never says it twice.
ALTER TABLE "tenants" ADD COLUMN "reference_alerts" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "tracked_documents" ADD COLUMN "reference_alerts" BOOLEAN NOT NULL DEFAULT true;

CREATE TABLE "reference_alerts_sent" (
  "user_id" INTEGER NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "source_document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "change" TEXT NOT NULL CHECK ("change" IN ('NEW_VERSION', 'WITHDRAWN')),
  "batch_id" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_id", "source_document_id", "document_id", "change")
);
CREATE INDEX "reference_alerts_sent_document_id_idx" ON "reference_alerts_sent"("document_id");
CREATE INDEX "reference_alerts_sent_source_document_id_idx" ON "reference_alerts_sent"("source_document_id");

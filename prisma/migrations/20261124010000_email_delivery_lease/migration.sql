-- Exactly-once e-mail (issue 6): a run of the e-mail job claims its delivery row before sending.
-- The claim is one UPDATE that moves the row to SENDING with a lease; a second run of the same
-- job (a BullMQ lock lost under load, a re-dispatched outbox row) finds the row SENDING and backs
-- off. A run that dies mid-send stops renewing its lease; once it runs out the retry claims the
-- row and sends (with the same Message-ID).
ALTER TYPE "DeliveryStatus" ADD VALUE 'SENDING' AFTER 'PENDING';

ALTER TABLE "email_deliveries"
    ADD COLUMN "lease_until" TIMESTAMPTZ(3),
    ADD COLUMN "lease_owner" TEXT;

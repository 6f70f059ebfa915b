-- Wake the outbox relay as soon as an event is committed (it also polls, so a missed
-- notification only delays delivery by the poll interval).
CREATE FUNCTION norma_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('norma_outbox', '');
  RETURN NULL;
END $$;

CREATE TRIGGER outbox_events_notify
  AFTER INSERT ON "outbox_events"
  FOR EACH STATEMENT EXECUTE FUNCTION norma_outbox_notify();

// Marking the sanitiser fingerprint whose stored copies this process reads or writes (issue 11),
// so that the workers' sweep does not delete that folder while a process of this release still
// uses it (a rolling upgrade runs old and new releases side by side; workers'
// outbox/stale-fingerprints.ts deletes a fingerprint's folder unmarked for
// SANITIZED_COPY_RETENTION_HOURS). At most one write per fingerprint and hour per process, and never
// in the reader's way: the mark is not awaited and a failure is only logged (and tried again at the
// next use).
import type { Db } from "@norma/db";

export type FingerprintMarker = (fingerprint: string) => void;

export function createFingerprintMarker(
  db: Pick<Db, "$executeRaw">,
  log?: { warn: (obj: object, msg: string) => void },
  everyMs = 3_600_000,
): FingerprintMarker {
  const markedAt = new Map<string, number>();
  return (fingerprint) => {
    const now = Date.now();
    const last = markedAt.get(fingerprint);
    if (last !== undefined && now - last < everyMs) return;
    markedAt.set(fingerprint, now);
    db.$executeRaw`INSERT INTO sanitizer_fingerprints (fingerprint, last_seen_at) VALUES (${fingerprint}, now())
      ON CONFLICT (fingerprint) DO UPDATE SET last_seen_at = now()`.catch((err: Error) => {
      markedAt.delete(fingerprint);
      log?.warn({ fingerprint, err: err.message }, "could not mark the sanitiser fingerprint in use");
    });
  };
}

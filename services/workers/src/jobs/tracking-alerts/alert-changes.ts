// What a revision alert carries about a new edition (issue 25 §3): its clause-level changes (the
// change summary, computed once and shared with the reader: jobs/change-summary) and, per
// recipient, what became of their own compass points on the superseded edition — carried
// unchanged, to check (moved, or not found), or still being carried by the re-anchoring job.
import type { AlertItem } from "@norma/contracts/emails";
import type { TrackingAlertChange } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { ClauseChangeSummary } from "@norma/documents/clauses/change-summary";
import type { Logger } from "pino";
import { ensureChangeSummary } from "../change-summary/change-summary.ts";

/** Revised clauses quoted per document, and changes per clause (the e-mail stays short). */
const REVISED_SHOWN = 3;
const CHANGES_SHOWN = 2;
const WORDS_CHARS = 120;

const cut = (s: string) => (s.length <= WORDS_CHARS ? s : `${s.slice(0, WORDS_CHARS - 1)}…`);

/** The e-mail's form of a summary. */
export function clauseChangesOf(summary: ClauseChangeSummary): NonNullable<AlertItem["clauseChanges"]> {
  return {
    added: summary.counts.added,
    deleted: summary.counts.deleted,
    revised: summary.counts.revised,
    revisedClauses: summary.clauses
      .filter((c) => c.kind === "REVISED" && c.number)
      .slice(0, REVISED_SHOWN)
      .map((c) => ({
        number: (c.number ?? "").slice(0, 40),
        changes: c.changes.slice(0, CHANGES_SHOWN).map((w) => ({ removed: cut(w.removed), added: cut(w.added) })),
      })),
  };
}

/** The clause changes of every new edition of the batch (absent where they cannot be worked out). */
export async function clauseChangesOfBatch(
  deps: { db: Db; storage: BlobStorage | null; log: Logger },
  changes: TrackingAlertChange[],
): Promise<Map<number, NonNullable<AlertItem["clauseChanges"]>>> {
  const out = new Map<number, NonNullable<AlertItem["clauseChanges"]>>();
  for (const c of changes) {
    if (c.kind !== "NEW_VERSION" || !c.previousDocumentId) continue;
    try {
      const s = await ensureChangeSummary(deps, c.documentId, c.previousDocumentId);
      if (s.status === "READY" && s.summary) out.set(c.documentId, clauseChangesOf(s.summary));
    } catch (err) {
      // The alert goes out without them: what changed is still one click away (the compare).
      deps.log.warn({ documentId: c.documentId, err: (err as Error).message }, "no change summary for the alert");
    }
  }
  return out;
}

export interface PointOutcome {
  carried: number;
  toCheck: number;
  pending: number;
}

/**
 * Per (user, new edition): the user's active compass points on the superseded edition and what
 * the re-anchoring made of them on the new one. Only users with points appear.
 */
export async function compassPointsOfBatch(
  db: Db,
  changes: TrackingAlertChange[],
  userIds: number[],
): Promise<Map<string, PointOutcome>> {
  const editions = changes.flatMap((c) =>
    c.kind === "NEW_VERSION" && c.previousDocumentId ? [{ next: c.documentId, previous: c.previousDocumentId }] : [],
  );
  const out = new Map<string, PointOutcome>();
  if (!editions.length || !userIds.length) return out;
  const nextOf = new Map(editions.map((e) => [e.previous, e.next]));
  const points = await db.compassPoint.findMany({
    where: {
      documentId: { in: editions.map((e) => e.previous) },
      createdById: { in: userIds },
      status: "ACTIVE",
      deletedAt: null,
    },
    select: {
      documentId: true,
      createdById: true,
      derivedPoints: {
        where: { documentId: { in: editions.map((e) => e.next) } },
        select: { documentId: true, placement: true },
      },
    },
  });
  for (const p of points) {
    const next = nextOf.get(p.documentId);
    if (next === undefined) continue;
    const key = outcomeKey(p.createdById, next);
    const o = out.get(key) ?? { carried: 0, toCheck: 0, pending: 0 };
    const carried = p.derivedPoints.find((d) => d.documentId === next);
    if (!carried) o.pending++;
    else if (carried.placement === "EXACT" || carried.placement === "CONFIRMED") o.carried++;
    else o.toCheck++;
    out.set(key, o);
  }
  return out;
}

export const outcomeKey = (userId: number, documentId: number) => `${userId}:${documentId}`;

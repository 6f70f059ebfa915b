// A run of the reference detection over the whole catalogue (`npm run references:rebuild`), for a
// catalogue loaded without references or after the detection changed. The run's row
// (reference_runs) is its cursor and its progress: each references.catalogue job takes the next
// chunk of documents after the cursor, stores their references, and in one transaction moves the
// cursor, adds to the counts and queues the next chunk (through the outbox). A run stopped anywhere
// (a crash, a job out of retries) is resumed by running the command again: it queues the chunk
// after the cursor of the unfinished run. Two chains of one run cannot both advance: a chunk moves
// the cursor only from where it found it, so the slower one stops.

import { parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import { type ReferencesDeps, repointCitations, storeReferences } from "./references.ts";

export interface RunProgress {
  runId: number;
  status: string;
  processed: number;
  total: number;
  references: number;
  unresolved: number;
}

const progressOf = (r: {
  id: number;
  status: string;
  processedDocuments: number;
  totalDocuments: number;
  referencesFound: bigint;
  unresolvedFound: bigint;
}): RunProgress => ({
  runId: r.id,
  status: r.status,
  processed: r.processedDocuments,
  total: r.totalDocuments,
  references: Number(r.referencesFound),
  unresolved: Number(r.unresolvedFound),
});

const nextChunkEvent = (runId: number) => ({
  queue: QUEUE_OF["references.catalogue"],
  type: "references.catalogue",
  payload: parseJob("references.catalogue", { runId }) as unknown as Prisma.InputJsonObject,
  tenantId: null,
});

/**
 * Starts a run (or, with one unfinished, resumes it: `restart` cancels it and starts over) and
 * queues its next chunk. Returns the run's progress so far.
 */
export async function startCatalogueRun(
  db: Db,
  options: { chunkSize?: number; restart?: boolean } = {},
): Promise<RunProgress & { resumed: boolean }> {
  return db.$transaction(async (tx) => {
    let run = await tx.referenceRun.findFirst({ where: { status: "RUNNING" } });
    if (run && options.restart) {
      await tx.referenceRun.update({ where: { id: run.id }, data: { status: "CANCELLED", finishedAt: new Date() } });
      run = null;
    }
    const resumed = run !== null;
    if (!run) {
      const total = await tx.document.count();
      run = await tx.referenceRun.create({
        data: { chunkSize: options.chunkSize ?? 200, totalDocuments: total },
      });
    }
    await tx.outboxEvent.create({ data: nextChunkEvent(run.id) });
    return { ...progressOf(run), resumed };
  });
}

/** The progress of the latest run, or null when none was started. */
export async function latestRun(db: Db): Promise<RunProgress | null> {
  const run = await db.referenceRun.findFirst({ orderBy: { id: "desc" } });
  return run ? progressOf(run) : null;
}

/** One chunk of a run: its documents' references, the cursor moved, the next chunk queued. */
export async function runCatalogueChunk(deps: ReferencesDeps, runId: number): Promise<RunProgress | null> {
  const { db } = deps;
  const run = await db.referenceRun.findUnique({ where: { id: runId } });
  if (!run) return null;
  if (run.status !== "RUNNING") return progressOf(run);
  const ids = (
    await db.document.findMany({
      where: { id: { gt: run.cursorDocumentId } },
      orderBy: { id: "asc" },
      take: run.chunkSize,
      select: { id: true },
    })
  ).map((d) => d.id);
  let references = 0;
  let unresolved = 0;
  for (const id of ids) {
    const stored = await storeReferences(deps, id);
    references += stored.references;
    unresolved += stored.unresolved;
  }
  // The catalogue's own references resolve in document order: one stored before its target was
  // read resolved already (targets are read from the catalogue, not from this run).
  const done = ids.length < run.chunkSize;
  return db.$transaction(async (tx) => {
    const moved = await tx.referenceRun.updateMany({
      where: { id: runId, status: "RUNNING", cursorDocumentId: run.cursorDocumentId },
      data: {
        cursorDocumentId: ids.length ? ids[ids.length - 1] : run.cursorDocumentId,
        processedDocuments: { increment: ids.length },
        referencesFound: { increment: references },
        unresolvedFound: { increment: unresolved },
        updatedAt: new Date(),
        ...(done ? { status: "DONE", finishedAt: new Date() } : {}),
      },
    });
    const after = await tx.referenceRun.findUniqueOrThrow({ where: { id: runId } });
    // Another chain of this run moved the cursor first: this one stops here.
    if (moved.count === 0) return progressOf(after);
    if (!done) await tx.outboxEvent.create({ data: nextChunkEvent(runId) });
    return progressOf(after);
  });
}

/** A publish batch's new editions: their references, and the citations that now resolve to them. */
export async function detectEditions(deps: ReferencesDeps, documentIds: readonly number[]) {
  const totals = { documents: 0, references: 0, unresolved: 0, repointed: 0 };
  for (const id of documentIds) {
    const stored = await storeReferences(deps, id);
    totals.documents++;
    totals.references += stored.references;
    totals.unresolved += stored.unresolved;
    totals.repointed += await repointCitations(deps.db, id);
  }
  return totals;
}

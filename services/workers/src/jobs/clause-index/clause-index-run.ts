// A run of the clause index over the whole catalogue (`npm run clause-index:rebuild`, and the
// seed), for a catalogue loaded without clauses or after the clause rules changed. The run's row
// (clause_index_runs) is its cursor and its progress: each clause-index.catalogue job takes the
// next chunk of documents after the cursor, indexes them, and in one transaction moves the
// cursor, adds to the counts and queues the next chunk (through the outbox). A run stopped
// anywhere (a crash, a job out of retries) is resumed by running the command again. Two chains of
// one run cannot both advance: a chunk moves the cursor only from where it found it.

import { parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import { type ClauseIndexDeps, indexEdition } from "./clause-index.ts";

export interface ClauseRunProgress {
  runId: number;
  status: string;
  processed: number;
  total: number;
  clauses: number;
}

const progressOf = (r: {
  id: number;
  status: string;
  processedDocuments: number;
  totalDocuments: number;
  clausesFound: bigint;
}): ClauseRunProgress => ({
  runId: r.id,
  status: r.status,
  processed: r.processedDocuments,
  total: r.totalDocuments,
  clauses: Number(r.clausesFound),
});

const nextChunkEvent = (runId: number) => ({
  queue: QUEUE_OF["clause-index.catalogue"],
  type: "clause-index.catalogue",
  payload: parseJob("clause-index.catalogue", { runId }) as unknown as Prisma.InputJsonObject,
  tenantId: null,
});

/** Starts a run (or resumes the unfinished one; `restart` cancels it) and queues its next chunk. */
export async function startClauseIndexRun(
  db: Db,
  options: { chunkSize?: number; restart?: boolean } = {},
): Promise<ClauseRunProgress & { resumed: boolean }> {
  return db.$transaction(async (tx) => {
    let run = await tx.clauseIndexRun.findFirst({ where: { status: "RUNNING" } });
    if (run && options.restart) {
      await tx.clauseIndexRun.update({ where: { id: run.id }, data: { status: "CANCELLED", finishedAt: new Date() } });
      run = null;
    }
    const resumed = run !== null;
    if (!run) {
      const total = await tx.document.count();
      run = await tx.clauseIndexRun.create({ data: { chunkSize: options.chunkSize ?? 100, totalDocuments: total } });
    }
    await tx.outboxEvent.create({ data: nextChunkEvent(run.id) });
    return { ...progressOf(run), resumed };
  });
}

/** The progress of the latest run, or null when none was started. */
export async function latestClauseIndexRun(db: Db): Promise<ClauseRunProgress | null> {
  const run = await db.clauseIndexRun.findFirst({ orderBy: { id: "desc" } });
  return run ? progressOf(run) : null;
}

/** One chunk of a run: its documents indexed, the cursor moved, the next chunk queued. */
export async function runClauseIndexChunk(deps: ClauseIndexDeps, runId: number): Promise<ClauseRunProgress | null> {
  const { db } = deps;
  const run = await db.clauseIndexRun.findUnique({ where: { id: runId } });
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
  let clauses = 0;
  for (const id of ids) clauses += (await indexEdition(deps, id)).clauses;
  const done = ids.length < run.chunkSize;
  return db.$transaction(async (tx) => {
    const moved = await tx.clauseIndexRun.updateMany({
      where: { id: runId, status: "RUNNING", cursorDocumentId: run.cursorDocumentId },
      data: {
        cursorDocumentId: ids.length ? ids[ids.length - 1] : run.cursorDocumentId,
        processedDocuments: { increment: ids.length },
        clausesFound: { increment: clauses },
        updatedAt: new Date(),
        ...(done ? { status: "DONE", finishedAt: new Date() } : {}),
      },
    });
    const after = await tx.clauseIndexRun.findUniqueOrThrow({ where: { id: runId } });
    // Another chain of this run moved the cursor first: this one stops here.
    if (moved.count === 0) return progressOf(after);
    if (!done) await tx.outboxEvent.create({ data: nextChunkEvent(runId) });
    return progressOf(after);
  });
}

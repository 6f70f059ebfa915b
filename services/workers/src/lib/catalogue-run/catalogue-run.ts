// A run of one job over the whole catalogue (the reference detection, the clause index), for a
// catalogue loaded without its results or after the job's rules changed. The run's row is its
// cursor and its progress: each chunk job takes the next documents after the cursor, does the
// job's work on each, and in one transaction moves the cursor, adds to the counts and queues the
// next chunk (through the outbox). A run stopped anywhere (a crash, a job out of retries) is
// resumed by starting it again: the chunk after the cursor of the unfinished run is queued. Two
// chains of one run cannot both advance: a chunk moves the cursor only from where it found it, so
// the slower one stops. One home for this rule; each run says its table, its job and its counts.
import { parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";

/** The columns every run's table has (reference_runs, clause_index_runs). */
export interface RunRow {
  id: number;
  /** RUNNING | DONE | CANCELLED */
  status: string;
  chunkSize: number;
  cursorDocumentId: number;
  totalDocuments: number;
  processedDocuments: number;
}

/** The part of a run table's Prisma delegate a run uses. */
export interface RunTable<Row extends RunRow> {
  findFirst(args: { where?: { status: string }; orderBy?: { id: "desc" } }): Promise<Row | null>;
  findUnique(args: { where: { id: number } }): Promise<Row | null>;
  findUniqueOrThrow(args: { where: { id: number } }): Promise<Row>;
  create(args: { data: { chunkSize: number; totalDocuments: number } }): Promise<Row>;
  update(args: { where: { id: number }; data: { status: string; finishedAt: Date } }): Promise<unknown>;
  updateMany(args: {
    where: { id: number; status: string; cursorDocumentId: number };
    data: Record<string, unknown>;
  }): Promise<{ count: number }>;
}

type Client = Db | Prisma.TransactionClient;
type CatalogueJob = "references.catalogue" | "clause-index.catalogue";

export interface CatalogueRunKind<Row extends RunRow, Counts extends Record<string, number>, Progress, Deps> {
  /** The run's table, in the client or the transaction given. */
  table: (db: Client) => RunTable<Row>;
  job: CatalogueJob;
  defaultChunkSize: number;
  /** The job's work on one document, and what it adds to the run's counts. */
  processDocument: (deps: Deps, documentId: number) => Promise<Counts>;
  /** The counts as increments of the run's columns. */
  increments: (counts: Counts) => Record<string, { increment: number }>;
  /** The run's progress as the command and the tests read it. */
  progress: (row: Row) => Progress;
}

const nextChunkEvent = (job: CatalogueJob, runId: number) => ({
  queue: QUEUE_OF[job],
  type: job,
  payload: parseJob(job, { runId }) as unknown as Prisma.InputJsonObject,
  tenantId: null,
});

function addCounts<Counts extends Record<string, number>>(total: Counts | null, more: Counts): Counts {
  if (!total) return { ...more };
  const sum: Record<string, number> = { ...total };
  for (const [k, v] of Object.entries(more)) sum[k] = (sum[k] ?? 0) + v;
  return sum as Counts;
}

export function catalogueRun<
  Row extends RunRow,
  Counts extends Record<string, number>,
  Progress,
  Deps extends { db: Db },
>(kind: CatalogueRunKind<Row, Counts, Progress, Deps>) {
  const { table, progress } = kind;

  /** Starts a run (or resumes the unfinished one; `restart` cancels it) and queues its next chunk. */
  async function start(
    db: Db,
    options: { chunkSize?: number; restart?: boolean } = {},
  ): Promise<Progress & { resumed: boolean }> {
    return db.$transaction(async (tx) => {
      let run = await table(tx).findFirst({ where: { status: "RUNNING" } });
      if (run && options.restart) {
        await table(tx).update({ where: { id: run.id }, data: { status: "CANCELLED", finishedAt: new Date() } });
        run = null;
      }
      const resumed = run !== null;
      if (!run) {
        const totalDocuments = await tx.document.count();
        run = await table(tx).create({
          data: { chunkSize: options.chunkSize ?? kind.defaultChunkSize, totalDocuments },
        });
      }
      await tx.outboxEvent.create({ data: nextChunkEvent(kind.job, run.id) });
      return { ...progress(run), resumed };
    });
  }

  /** The progress of the latest run, or null when none was started. */
  async function latest(db: Db): Promise<Progress | null> {
    const run = await table(db).findFirst({ orderBy: { id: "desc" } });
    return run ? progress(run) : null;
  }

  /** One chunk of a run: its documents done, the cursor moved, the next chunk queued. */
  async function runChunk(deps: Deps, runId: number): Promise<Progress | null> {
    const { db } = deps;
    const run = await table(db).findUnique({ where: { id: runId } });
    if (!run) return null;
    if (run.status !== "RUNNING") return progress(run);
    const ids = (
      await db.document.findMany({
        where: { id: { gt: run.cursorDocumentId } },
        orderBy: { id: "asc" },
        take: run.chunkSize,
        select: { id: true },
      })
    ).map((d) => d.id);
    let counts: Counts | null = null;
    for (const id of ids) counts = addCounts(counts, await kind.processDocument(deps, id));
    const done = ids.length < run.chunkSize;
    return db.$transaction(async (tx) => {
      const moved = await table(tx).updateMany({
        where: { id: runId, status: "RUNNING", cursorDocumentId: run.cursorDocumentId },
        data: {
          cursorDocumentId: ids.length ? ids[ids.length - 1] : run.cursorDocumentId,
          processedDocuments: { increment: ids.length },
          ...(counts ? kind.increments(counts) : {}),
          updatedAt: new Date(),
          ...(done ? { status: "DONE", finishedAt: new Date() } : {}),
        },
      });
      const after = await table(tx).findUniqueOrThrow({ where: { id: runId } });
      // Another chain of this run moved the cursor first: this one stops here.
      if (moved.count === 0) return progress(after);
      if (!done) await tx.outboxEvent.create({ data: nextChunkEvent(kind.job, runId) });
      return progress(after);
    });
  }

  return { start, latest, runChunk };
}

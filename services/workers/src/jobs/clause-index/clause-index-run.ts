// A run of the clause index over the whole catalogue (`npm run clause-index:rebuild`, and the
// seed), for a catalogue loaded without clauses or after the clause rules changed: a catalogue run
// (lib/catalogue-run/catalogue-run.ts says how it chunks, resumes and reports) over
// clause_index_runs, counting the clauses found.
import type { Db } from "@norma/db";
import { catalogueRun, type RunTable } from "../../lib/catalogue-run/catalogue-run.ts";
import { type ClauseIndexDeps, indexEdition } from "./clause-index.ts";

export interface ClauseRunProgress {
  runId: number;
  status: string;
  processed: number;
  total: number;
  clauses: number;
}

type ClauseIndexRunRow = Awaited<ReturnType<Db["clauseIndexRun"]["findUniqueOrThrow"]>>;

const clauseIndexRuns = catalogueRun({
  // Prisma's delegate, seen through the few calls a run makes (its generic signatures do not
  // narrow to them on their own).
  table: (db) => db.clauseIndexRun as unknown as RunTable<ClauseIndexRunRow>,
  job: "clause-index.catalogue",
  defaultChunkSize: 100,
  processDocument: async (deps: ClauseIndexDeps, id) => ({ clauses: (await indexEdition(deps, id)).clauses }),
  increments: (c) => ({ clausesFound: { increment: c.clauses } }),
  progress: (r): ClauseRunProgress => ({
    runId: r.id,
    status: r.status,
    processed: r.processedDocuments,
    total: r.totalDocuments,
    clauses: Number(r.clausesFound),
  }),
});

/** Starts a run (or resumes the unfinished one; `restart` cancels it) and queues its next chunk. */
export const startClauseIndexRun = clauseIndexRuns.start;
/** The progress of the latest run, or null when none was started. */
export const latestClauseIndexRun = clauseIndexRuns.latest;
/** One chunk of a run: its documents indexed, the cursor moved, the next chunk queued. */
export const runClauseIndexChunk = clauseIndexRuns.runChunk;

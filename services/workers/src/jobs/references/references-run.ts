// A run of the reference detection over the whole catalogue (`npm run references:rebuild`), for a
// catalogue loaded without references or after the detection changed: a catalogue run
// (lib/catalogue-run/catalogue-run.ts says how it chunks, resumes and reports) over
// reference_runs, counting the references stored and those the catalogue does not hold. The
// catalogue's own references resolve in document order: one stored before its target was read
// resolved already (targets are read from the catalogue, not from this run).
import type { Db } from "@norma/db";
import { catalogueRun, type RunTable } from "../../lib/catalogue-run/catalogue-run.ts";
import { type ReferencesDeps, repointCitations, storeReferences } from "./references.ts";

export interface RunProgress {
  runId: number;
  status: string;
  processed: number;
  total: number;
  references: number;
  unresolved: number;
}

type ReferenceRunRow = Awaited<ReturnType<Db["referenceRun"]["findUniqueOrThrow"]>>;

const referenceRuns = catalogueRun({
  // Prisma's delegate, seen through the few calls a run makes (its generic signatures do not
  // narrow to them on their own).
  table: (db) => db.referenceRun as unknown as RunTable<ReferenceRunRow>,
  job: "references.catalogue",
  defaultChunkSize: 200,
  processDocument: async (deps: ReferencesDeps, id) => {
    const { references, unresolved } = await storeReferences(deps, id);
    return { references, unresolved };
  },
  increments: (c) => ({
    referencesFound: { increment: c.references },
    unresolvedFound: { increment: c.unresolved },
  }),
  progress: (r): RunProgress => ({
    runId: r.id,
    status: r.status,
    processed: r.processedDocuments,
    total: r.totalDocuments,
    references: Number(r.referencesFound),
    unresolved: Number(r.unresolvedFound),
  }),
});

/**
 * Starts a run (or, with one unfinished, resumes it: `restart` cancels it and starts over) and
 * queues its next chunk. Returns the run's progress so far.
 */
export const startCatalogueRun = referenceRuns.start;
/** The progress of the latest run, or null when none was started. */
export const latestRun = referenceRuns.latest;
/** One chunk of a run: its documents' references, the cursor moved, the next chunk queued. */
export const runCatalogueChunk = referenceRuns.runChunk;

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

// The command line of a catalogue run (`npm run references:rebuild`, `npm run clause-index:rebuild`):
// `[--chunk N] [--restart] [--status]`. Starts or resumes the run through the workers, or prints
// the latest run's progress; DATABASE_URL from the environment (the workers that do the work use
// their own). One home for the options, their limits and the progress line; each run says what it
// counts besides documents.
import { parseArgs } from "node:util";
import { createDb, type Db } from "@norma/db";

export interface RunProgress {
  runId: number;
  status?: string;
  processed: number;
  total: number;
  resumed?: boolean;
}

export const count = (v: number) => v.toLocaleString("en-US");
const percent = (p: RunProgress) => (p.total ? `${((100 * p.processed) / p.total).toFixed(1)}%` : "0%");

export async function runCatalogueCli<P extends RunProgress>(run: {
  defaultChunk: number;
  latest: (db: Db) => Promise<P | null>;
  start: (db: Db, options: { chunkSize: number; restart: boolean }) => Promise<P>;
  /** What the run counts besides documents ("1,234 clauses"). */
  tally: (progress: P) => string;
}): Promise<void> {
  const { values } = parseArgs({
    options: {
      chunk: { type: "string" },
      restart: { type: "boolean", default: false },
      status: { type: "boolean", default: false },
    },
    strict: true,
  });
  const chunk = values.chunk === undefined ? run.defaultChunk : Number(values.chunk);
  if (!Number.isInteger(chunk) || chunk < 1 || chunk > 5_000) {
    console.error("--chunk must be an integer from 1 to 5000");
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error("DATABASE_URL is not set");
    process.exit(2);
  }
  const db = createDb(databaseUrl, { max: 1 });
  try {
    if (values.status) {
      const p = await run.latest(db);
      console.log(
        p
          ? `run ${p.runId} ${p.status}: ${count(p.processed)} of ${count(p.total)} documents (${percent(p)}), ${run.tally(p)}`
          : "no run yet",
      );
    } else {
      const p = await run.start(db, { chunkSize: chunk, restart: values.restart });
      console.log(
        `${p.resumed ? "resumed" : "started"} run ${p.runId}: ${count(p.processed)} of ${count(p.total)} documents done (${percent(p)}); follow it with --status`,
      );
    }
  } finally {
    await db.$disconnect();
  }
}

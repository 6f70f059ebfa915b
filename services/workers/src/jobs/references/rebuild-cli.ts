// npm run references:rebuild [-- --chunk 200] [--restart] [--status]
// Detects the references of every document of the catalogue (issue 27) through the workers (the
// references queue), as a resumable run with progress (references-run.ts): run it again to resume
// an unfinished run, --restart to start over, --status to print the progress of the latest run.
// DATABASE_URL from the environment; the workers that do the work use their own settings.
import { parseArgs } from "node:util";
import { createDb } from "@norma/db";
import { latestRun, startCatalogueRun } from "./references-run.ts";

const { values } = parseArgs({
  options: {
    chunk: { type: "string" },
    restart: { type: "boolean", default: false },
    status: { type: "boolean", default: false },
  },
  strict: true,
});
const chunk = values.chunk === undefined ? 200 : Number(values.chunk);
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
const pct = (p: { processed: number; total: number }) =>
  p.total ? `${((100 * p.processed) / p.total).toFixed(1)}%` : "0%";
try {
  if (values.status) {
    const p = await latestRun(db);
    console.log(
      p
        ? `run ${p.runId} ${p.status}: ${p.processed.toLocaleString("en-US")} of ${p.total.toLocaleString("en-US")} documents (${pct(p)}), ${p.references.toLocaleString("en-US")} references, ${p.unresolved.toLocaleString("en-US")} unresolved`
        : "no run yet",
    );
  } else {
    const p = await startCatalogueRun(db, { chunkSize: chunk, restart: values.restart });
    console.log(
      `${p.resumed ? "resumed" : "started"} run ${p.runId}: ${p.processed.toLocaleString("en-US")} of ${p.total.toLocaleString("en-US")} documents done (${pct(p)}); follow it with --status`,
    );
  }
} finally {
  await db.$disconnect();
}

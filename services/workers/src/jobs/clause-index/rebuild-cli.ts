// npm run clause-index:rebuild [-- --chunk 100] [--restart] [--status]
// Indexes the clauses of every document of the catalogue (issue 29) through the workers (the
// clause-index queue), as a resumable run with progress (clause-index-run.ts): run it again to
// resume an unfinished run, --restart to start over, --status to print the progress of the
// latest run (lib/catalogue-run/rebuild-cli.ts).
import { count, runCatalogueCli } from "../../lib/catalogue-run/rebuild-cli.ts";
import { latestClauseIndexRun, startClauseIndexRun } from "./clause-index-run.ts";

await runCatalogueCli({
  defaultChunk: 100,
  latest: latestClauseIndexRun,
  start: startClauseIndexRun,
  tally: (p) => `${count(p.clauses)} clauses`,
});

// npm run references:rebuild [-- --chunk 200] [--restart] [--status]
// Detects the references of every document of the catalogue (issue 27) through the workers (the
// references queue), as a resumable run with progress (references-run.ts): run it again to resume
// an unfinished run, --restart to start over, --status to print the progress of the latest run
// (lib/catalogue-run/rebuild-cli.ts).
import { count, runCatalogueCli } from "../../lib/catalogue-run/rebuild-cli.ts";
import { latestRun, startCatalogueRun } from "./references-run.ts";

await runCatalogueCli({
  defaultChunk: 200,
  latest: latestRun,
  start: startCatalogueRun,
  tally: (p) => `${count(p.references)} references, ${count(p.unresolved)} unresolved`,
});

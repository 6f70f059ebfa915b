// A catalogue run of the clause index (issue 29), started from a plain pg client: see
// catalogue-run-queue.ts. Used by the seed's CLI.
import type pg from "pg";
import { enqueueCatalogueRun } from "./catalogue-run-queue.ts";

export const enqueueClauseIndexRun = (client: pg.ClientBase, options: { chunk?: number } = {}) =>
  enqueueCatalogueRun(client, "clause-index", options);

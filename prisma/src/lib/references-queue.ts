// A catalogue run of the reference detection (issue 27), started from a plain pg client: see
// catalogue-run-queue.ts. Used by the seed's CLI, so a seeded catalogue gets its citation graph
// once the workers run.
import type pg from "pg";
import { enqueueCatalogueRun } from "./catalogue-run-queue.ts";

export const enqueueReferencesRun = (client: pg.ClientBase, options: { chunk?: number } = {}) =>
  enqueueCatalogueRun(client, "references", options);

// Starts (or resumes) a catalogue-wide run of the workers from a plain pg client: the run's row
// and the outbox row of its first chunk, which the workers' queue takes from there, a chunk at a
// time. One home for the kinds of catalogue run (reference detection, issue 27; the clause index,
// issue 29), each with its runs table and the workers' queue and job (@norma/contracts/queues;
// this package cannot import the workers, which import it). The workers' own start functions do
// the same through Prisma for the `…:rebuild` commands; the seed's CLI uses this one.
import type pg from "pg";

const KINDS = {
  references: { table: "reference_runs", queue: "references", job: "references.catalogue", chunk: 200 },
  "clause-index": { table: "clause_index_runs", queue: "clause-index", job: "clause-index.catalogue", chunk: 100 },
} as const;

export type CatalogueRunKind = keyof typeof KINDS;

export async function enqueueCatalogueRun(
  client: pg.ClientBase,
  kind: CatalogueRunKind,
  options: { chunk?: number } = {},
): Promise<{ runId: number; documents: number; resumed: boolean }> {
  const { table, queue, job } = KINDS[kind];
  const chunk = Math.min(5_000, Math.max(1, options.chunk ?? KINDS[kind].chunk));
  await client.query("BEGIN");
  try {
    const running = await client.query<{ id: number; total_documents: number }>(
      `SELECT id, total_documents FROM ${table} WHERE status = 'RUNNING' FOR UPDATE`,
    );
    const run =
      running.rows[0] ??
      (
        await client.query<{ id: number; total_documents: number }>(
          `INSERT INTO ${table} (chunk_size, total_documents) SELECT $1, count(*) FROM documents RETURNING id, total_documents`,
          [chunk],
        )
      ).rows[0];
    await client.query(
      "INSERT INTO outbox_events (queue, type, payload) VALUES ($1, $2, jsonb_build_object('runId', $3::int))",
      [queue, job, run.id],
    );
    await client.query("COMMIT");
    return { runId: run.id, documents: run.total_documents, resumed: running.rows.length > 0 };
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  }
}

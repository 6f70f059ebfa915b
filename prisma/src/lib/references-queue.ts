// Starts (or resumes) a catalogue run of the reference detection (issue 27) from a plain pg client:
// the run's row (reference_runs) and the outbox row of its first chunk, which the workers'
// references queue takes from there, a chunk at a time (services/workers/src/jobs/references/
// references-run.ts, whose startCatalogueRun does the same through Prisma for
// `npm run references:rebuild`). Used by the seed's CLI, so a seeded catalogue gets its citation
// graph once the workers run. The queue and job names are the workers' contract
// (@norma/contracts/queues: "references", "references.catalogue"); this package cannot import the
// workers, which import it.
import type pg from "pg";

export async function enqueueReferencesRun(
  client: pg.ClientBase,
  options: { chunk?: number } = {},
): Promise<{ runId: number; documents: number; resumed: boolean }> {
  const chunk = Math.min(5_000, Math.max(1, options.chunk ?? 200));
  await client.query("BEGIN");
  try {
    const running = await client.query<{ id: number; total_documents: number }>(
      "SELECT id, total_documents FROM reference_runs WHERE status = 'RUNNING' FOR UPDATE",
    );
    const run =
      running.rows[0] ??
      (
        await client.query<{ id: number; total_documents: number }>(
          `INSERT INTO reference_runs (chunk_size, total_documents)
           SELECT $1, count(*) FROM documents RETURNING id, total_documents`,
          [chunk],
        )
      ).rows[0];
    await client.query(
      `INSERT INTO outbox_events (queue, type, payload) VALUES ('references', 'references.catalogue', jsonb_build_object('runId', $1::int))`,
      [run.id],
    );
    await client.query("COMMIT");
    return { runId: run.id, documents: run.total_documents, resumed: running.rows.length > 0 };
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  }
}

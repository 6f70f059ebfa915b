// Queues the stored sanitised copies of every HTML file of the catalogue (issue 11): outbox rows
// of the workers' sanitize-html queue (services/workers/src/jobs/sanitize-html), a chunk of
// `chunk` files each, which the workers make in the background — a copy already stored under the
// current sanitiser's fingerprint is skipped unless `force`. Used by the seed's CLI and by
// `npm run sanitize:rebuild`. The queue and job names are the workers' contract
// (@norma/contracts/queues: "sanitize-html", "sanitize-html.run"); this package
// cannot import the workers, which import it.
import type pg from "pg";

export async function enqueueSanitizeCatalogue(
  client: pg.ClientBase,
  options: { chunk?: number; force?: boolean } = {},
): Promise<{ jobs: number; assets: number }> {
  const chunk = Math.max(1, options.chunk ?? 10);
  const force = options.force ?? false;
  const { rows } = await client.query<{ jobs: string; assets: string }>(
    `WITH files AS (
       SELECT id, (row_number() OVER (ORDER BY id) - 1) / $1 AS part FROM document_assets WHERE kind = 'HTML'
     ), queued AS (
       INSERT INTO outbox_events (queue, type, payload)
       SELECT 'sanitize-html', 'sanitize-html.run',
              jsonb_build_object('assetIds', jsonb_agg(id ORDER BY id)) || CASE WHEN $2 THEN '{"force":true}'::jsonb ELSE '{}'::jsonb END
         FROM files GROUP BY part ORDER BY part
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM queued) AS jobs, (SELECT count(*) FROM files) AS assets`,
    [chunk, force],
  );
  return { jobs: Number(rows[0].jobs), assets: Number(rows[0].assets) };
}

// npm run db:backfill-events: writes the changes feed's events of the catalogue's existing
// editions and withdrawals (publish-events-backfill.ts); running it again adds nothing. For a
// database loaded before the feed existed, or by anything other than publish batches.
import pg from "pg";
import { backfillPublishEvents } from "./publish-events-backfill.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/norma)");
  process.exit(2);
}
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  console.log(`publish events: ${await backfillPublishEvents(client)} written for the changes feed`);
} catch (err) {
  console.error("backfill failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}

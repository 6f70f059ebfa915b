// npm run sanitize:rebuild [-- --force] [--chunk 10]
// Queues the stored sanitised copies of every HTML file of the catalogue (issue 11) for the
// workers (the sanitize-html queue): after a change of the sanitiser (its fingerprint, see
// @norma/documents html/sanitized-copies.ts) or on a catalogue loaded without them. The workers skip the files
// whose copy under the current fingerprint exists; --force makes every copy again. DATABASE_URL
// from the environment; the workers that make the copies use their own storage settings.
import { parseArgs } from "node:util";
import { SANITIZE_CHUNK } from "@norma/contracts/queues";
import { enqueueSanitizeCatalogue } from "@norma/db/sanitize-queue";
import { SANITIZER_FINGERPRINT } from "@norma/documents/html/sanitized-copies";
import pg from "pg";

const { values } = parseArgs({
  options: { force: { type: "boolean", default: false }, chunk: { type: "string" } },
  strict: true,
});
const chunk = values.chunk === undefined ? SANITIZE_CHUNK : Number(values.chunk);
if (!Number.isInteger(chunk) || chunk < 1 || chunk > 1_000) {
  console.error("--chunk must be an integer from 1 to 1000");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set");
  process.exit(2);
}
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const { jobs, assets } = await enqueueSanitizeCatalogue(client, { chunk, force: values.force });
  console.log(
    `queued ${assets.toLocaleString("en-US")} HTML files in ${jobs} sanitize-html jobs (fingerprint ${SANITIZER_FINGERPRINT}${values.force ? ", forced" : ""})`,
  );
} finally {
  await client.end();
}

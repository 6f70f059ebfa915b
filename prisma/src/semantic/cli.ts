// npm run semantic:index — rebuilds the semantic search's model from the current catalogue and
// recomputes every document's vector (DATABASE_URL from the environment).
import pg from "pg";
import { rebuildSemanticIndex } from "./index.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/norma)");
  process.exit(2);
}
const client = new pg.Client({ connectionString: databaseUrl, application_name: "norma-semantic-index" });
await client.connect();
try {
  const started = performance.now();
  const { model, vectors } = await rebuildSemanticIndex(client, { log: (l) => console.log(l) });
  console.log(`done: model ${model}, ${vectors} vectors in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error("semantic index failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await client.end();
}

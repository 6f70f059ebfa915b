// The demo publication (demo-publish.ts) from the command line, as the system:
//
//   DATABASE_URL=postgresql://… STORAGE_DIR=./.storage npm run db:demo
//
// docker compose's one-shot `migrate` service runs its bundle (services/api/dist/demo-publish.mjs)
// after the seed. Prints what it did; exits 0 also when it had nothing to do (already published,
// or a catalogue without two trackable documents), 1 on failure.
import { resolve } from "node:path";
import { createDb } from "@norma/db";
import { createStorage, storageConfigFromEnv } from "@norma/db/storage-config";
import { mailViewerHint, publishDemo } from "./demo-publish.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/norma)");
  process.exit(2);
}
// npm runs workspace scripts in the workspace folder; INIT_CWD is where the command was typed.
const storageDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.STORAGE_DIR ?? ".storage");
const storage = createStorage(storageConfigFromEnv({ ...process.env, STORAGE_DIR: storageDir }));
const db = createDb(databaseUrl, { max: 2 });
try {
  const outcome = await publishDemo({ db, storage });
  if (outcome.status === "published") {
    console.log(
      `demo batch ${outcome.batchId} published: ${outcome.changes
        .map((c) => `${c.kind === "NEW_VERSION" ? "new edition" : c.status} ${c.contentCode}`)
        .join(", ")}; tracked by ${outcome.trackers.join(", ")}`,
    );
    console.log(`their revision alerts go out once the workers run (${mailViewerHint(process.env)})`);
  } else if (outcome.status === "already-published") {
    console.log(`demo batch ${outcome.batchId} was published already; nothing to do`);
  } else {
    console.log(`no demo publication: ${outcome.reason}`);
  }
} catch (err) {
  console.error("demo publication failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}

// Publishes a batch from a JSON file, as the system (no tenant administrator involved):
//
//   DATABASE_URL=postgresql://… STORAGE_DIR=./.storage (or STORAGE_BACKEND=s3 S3_BUCKET=…) \
//     npx tsx services/api/src/modules/publishing/publish-cli.ts batch.json
//
// The file is a PublishBatch (publishing-types.ts). An asset may name a `file` (read relative to
// the JSON file) instead of `content` or `storageKey`. Prints the PublishResult as JSON; exits 2
// on invalid input (with the field errors), 1 on other failures.
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { createDb } from "@norma/db";
import { createStorage, storageConfigFromEnv } from "@norma/db/storage-config";
import { BadRequest } from "../../lib/errors.ts";
import { createPublishingService } from "./publishing-service.ts";
import type { PublishAsset, PublishBatch } from "./publishing-types.ts";

type CliAsset = PublishAsset & { file?: string };

async function main() {
  const file = process.argv[2];
  const databaseUrl = process.env.DATABASE_URL;
  if (!file || !databaseUrl) {
    console.error("usage: DATABASE_URL=… [STORAGE_DIR=…] publish-cli.ts <batch.json>");
    process.exit(2);
  }
  const raw = JSON.parse(await readFile(file, "utf8")) as PublishBatch & { publishedAt?: string };
  const base = dirname(resolve(file));
  for (const item of raw.items ?? []) {
    if (item.kind !== "NEW_VERSION") continue;
    for (const a of (item.assets ?? []) as CliAsset[]) {
      if (a.file) {
        a.content = await readFile(resolve(base, a.file));
        delete a.file;
      }
    }
  }
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const service = createPublishingService({
      db,
      storage: createStorage(storageConfigFromEnv(process.env)),
    });
    const result = await service.publish("system", {
      ...raw,
      publishedAt: raw.publishedAt ? new Date(raw.publishedAt) : undefined,
    });
    console.log(JSON.stringify(result, null, 2));
  } catch (err) {
    if (err instanceof BadRequest) {
      console.error(err.message);
      for (const f of err.fieldErrors) console.error(`  ${f.field}: ${f.message} (${f.detail})`);
      process.exitCode = 2;
    } else {
      console.error(err);
      process.exitCode = 1;
    }
  } finally {
    await db.$disconnect();
  }
}

await main();

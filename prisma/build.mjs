// Bundles the database command-line tools for production (used by the one-shot `migrate`
// service of docker-compose.yml):
//   dist/migrate.mjs  applies prisma/migrations (found by walking up from the bundle, or MIGRATIONS_DIR)
//   dist/seed.mjs     loads the demo data and the synthetic catalogue (on a seeded database: only
//                     the changes feed's publish events backfill, idempotent)
//   dist/backfill-events.mjs  that backfill alone (docs/api.md, "The changes feed")
// npm packages stay external (node_modules); the generated Prisma client is inlined, so run
// `npm run db:generate` first.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle } from "./scripts/bundle.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const entryPoints = {
  migrate: join(here, "src/migrate/cli.ts"),
  "backfill-events": join(here, "src/lib/publish-events-backfill-cli.ts"),
};

const seed = join(here, "src/seed/cli.ts");
if (existsSync(seed)) entryPoints.seed = seed;
else console.log("prisma build: src/seed/cli.ts does not exist yet; dist/seed.mjs is not built");

await bundle({ entryPoints, outdir: join(here, "dist") });

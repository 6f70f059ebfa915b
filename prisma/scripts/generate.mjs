// Generates the Prisma client into src/generated.
// `prisma generate` needs no native engine with the "prisma-client" generator, but the CLI still
// looks for a schema-engine binary and tries to download one when it is missing. Pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file (here: the node binary) skips that download.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const args = ["prisma", ...(process.argv.length > 2 ? process.argv.slice(2) : ["generate"])];
const r = spawnSync("npx", ["--no-install", ...args], { cwd: root, env, stdio: "inherit" });
process.exit(r.status ?? 1);

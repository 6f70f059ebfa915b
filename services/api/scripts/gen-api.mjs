// npm run gen:api / npm run check:api — generates TypeScript types from openapi.yaml
// (openapi-typescript) into ONE file of the contracts package, which the API's handlers and both
// web apps import as @norma/contracts/api-types. With --check it only compares and exits 1 when
// the file is stale. It lives with the API, which serves the contract.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const TARGETS = ["packages/contracts/src/api-types.ts"];
const HEADER = "// Generated from openapi.yaml by `npm run gen:api`. Do not edit.\n\n";

export async function generate() {
  const ast = await openapiTS(pathToFileURL(join(root, "openapi.yaml")), { alphabetize: false });
  return HEADER + astToString(ast);
}

const check = process.argv.includes("--check");
const text = await generate();
const stale = [];
let written = 0;
for (const target of TARGETS) {
  const file = join(root, target);
  const current = await readFile(file, "utf8").catch(() => null);
  if (current === text) continue;
  if (check) stale.push(target);
  else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    written++;
    console.log(`wrote ${target}`);
  }
}
if (check && stale.length) {
  console.error(`stale API types (run npm run gen:api): ${stale.join(", ")}`);
  process.exit(1);
}
if (!check && written === 0) console.log("API types are up to date");

// npm run gen:api / npm run check:api — generates TypeScript types from openapi.yaml
// (openapi-typescript): the whole contract into ONE file of the contracts package, which the API's
// handlers and both web apps import as @norma/contracts/api-types; and the public API alone (the
// paths under /api/public/, with the components they reach) into the public client package
// (@norma/public-api-client), which tenants' own systems use. With --check it only compares and
// exits 1 when a file is stale. It lives with the API, which serves the contract.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { parse } from "yaml";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const PUBLIC_PREFIX = "/api/public/";

/** The components a part of the document refers to, followed through the components themselves. */
function reachableRefs(start, components) {
  const seen = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/") && !seen.has(value)) {
          seen.add(value);
          const [, , kind, name] = value.split("/");
          walk(components?.[kind]?.[name]);
        } else walk(value);
      }
    }
  };
  walk(start);
  return seen;
}

/** The public API's part of the contract: its paths, the components they reach, its security scheme. */
export function publicDocument(doc) {
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => path.startsWith(PUBLIC_PREFIX)));
  const refs = reachableRefs(paths, doc.components);
  const components = {};
  for (const ref of refs) {
    const [, , kind, name] = ref.split("/");
    components[kind] ??= {};
    components[kind][name] = doc.components[kind][name];
  }
  const schemes = new Set(
    Object.values(paths)
      .flatMap((item) => Object.values(item).flatMap((op) => op.security ?? []))
      .flatMap(Object.keys),
  );
  components.securitySchemes = Object.fromEntries(
    Object.entries(doc.components.securitySchemes ?? {}).filter(([name]) => schemes.has(name)),
  );
  return { openapi: doc.openapi, info: doc.info, paths, components };
}

const HEADER = "// Generated from openapi.yaml by `npm run gen:api`. Do not edit.\n\n";
const PUBLIC_HEADER =
  "// Generated from openapi.yaml's public API (/api/public/) by `npm run gen:api`. Do not edit.\n\n";

export const TARGETS = [
  { file: "packages/contracts/src/api-types.ts", make: (doc) => ({ header: HEADER, doc }) },
  {
    file: "packages/public-api-client/src/public-api-types.ts",
    make: (doc) => ({ header: PUBLIC_HEADER, doc: publicDocument(doc) }),
  },
];

async function generate(target, doc) {
  const { header, doc: part } = target.make(doc);
  return header + astToString(await openapiTS(part, { alphabetize: false }));
}

const check = process.argv.includes("--check");
const contract = parse(await readFile(join(root, "openapi.yaml"), "utf8"));
const stale = [];
let written = 0;
for (const target of TARGETS) {
  const text = await generate(target, structuredClone(contract));
  const file = join(root, target.file);
  const current = await readFile(file, "utf8").catch(() => null);
  if (current === text) continue;
  if (check) stale.push(target.file);
  else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    written++;
    console.log(`wrote ${target.file}`);
  }
}
if (check && stale.length) {
  console.error(`stale API types (run npm run gen:api): ${stale.join(", ")}`);
  process.exit(1);
}
if (!check && written === 0) console.log("API types are up to date");

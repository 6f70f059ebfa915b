// Bundles a back-end entry point for production (the Docker image runs the bundles): our
// workspace packages (@norma/*, TypeScript sources) are inlined; every npm package stays external
// and is resolved from node_modules at run time. Used by the build.mjs of prisma/, services/api
// and services/workers (as `@norma/db/bundle`: every back-end workspace already depends on
// @norma/db, and the Docker build copies prisma/ whole).
import { build } from "esbuild";

const keepWorkspaceInline = {
  name: "externalise-npm-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@norma/") || args.path.startsWith("node:")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `splitting` puts what is imported dynamically (import()) into chunks of its own, so it and the
 * npm packages it imports are loaded on first use, not at start-up (the API's PDF tools).
 * @param {{ entryPoints: Record<string, string>, outdir: string, splitting?: boolean }} options
 */
export async function bundle({ entryPoints, outdir, splitting = false }) {
  await build({
    entryPoints,
    outdir,
    splitting,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    outExtension: { ".js": ".mjs" },
    plugins: [keepWorkspaceInline],
    // Some bundled modules use require(); give ESM output a require of its own.
    banner: { js: "import { createRequire as __nrq } from 'node:module'; const require = __nrq(import.meta.url);" },
    logLevel: "info",
  });
}

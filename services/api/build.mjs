import { cp } from "node:fs/promises";
import { bundle } from "@norma/db/bundle";

// dist/server.mjs the API; dist/demo-publish.mjs the demo publication of a fresh install (run by
// docker compose's one-shot migrate service after the seed).
await bundle({
  // dist/sanitize-worker.mjs the sanitiser's thread (modules/documents/sanitizer-pool.ts finds it beside the bundle).
  entryPoints: {
    server: "src/server.ts",
    "demo-publish": "src/modules/publishing/demo-publish-cli.ts",
    "sanitize-worker": "src/modules/documents/sanitize-worker.ts",
  },
  outdir: "dist",
  // The PDF tools (pdf.js and its native canvas, ~160 MB) load on first use: lib/pdf-tools.ts.
  splitting: true,
});

// The citation styles and CSL locales citation-js reads at run time (modules/citations/citation-format.ts
// looks for csl/ beside its module: beside the bundle once built).
await cp("src/modules/citations/csl/styles", "dist/csl/styles", { recursive: true });
await cp("src/modules/citations/csl/locales", "dist/csl/locales", { recursive: true });

import { copyFile } from "node:fs/promises";
import { bundle } from "@norma/db/bundle";

// main, plus the entry files of the sandboxed processors (BullMQ forks them as child processes;
// lib/sandbox/sandbox.ts finds them beside main.mjs).
await bundle({
  entryPoints: {
    main: "src/main.ts",
    "compare-html.sandbox": "src/jobs/compare-html/compare-html.sandbox.ts",
    "compare-pdf.sandbox": "src/jobs/compare-pdf/compare-pdf.sandbox.ts",
    "compass-reanchor.sandbox": "src/jobs/compass-reanchor/compass-reanchor.sandbox.ts",
    "sanitize-html.sandbox": "src/jobs/sanitize-html/sanitize-html.sandbox.ts",
    "change-summary.sandbox": "src/jobs/change-summary/change-summary.sandbox.ts",
    "references.sandbox": "src/jobs/references/references.sandbox.ts",
    "clause-index.sandbox": "src/jobs/clause-index/clause-index.sandbox.ts",
  },
  outdir: "dist",
});

// The sandbox children's preload is plain JavaScript, loaded by path (node --import), not bundled.
await copyFile("src/lib/sandbox/sandbox-child-preload.mjs", "dist/sandbox-child-preload.mjs");

// The reader's JavaScript budget (issue 7, Quality; issue 29 §3 lowered it from 200 to 150 KB):
// the JavaScript loaded before the first screen (the entry chunk of index.html and everything it
// imports statically) is at most 150 KB gzipped, and the PDF viewer and the compare views are
// loaded on demand. Prints the figures. (The interface language's catalogue is not counted: it is
// data loaded with the first screen, English as a chunk, the others as /i18n/{locale}.json.)
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureReaderBuild, type InitialJavaScript, initialJavaScript } from "../harness/reader-build.ts";

const BUDGET_BYTES = 150 * 1000;

/** Modules that must never be part of the initial JavaScript. */
const ON_DEMAND = [
  { name: "react-pdf", pattern: /node_modules\/react-pdf\// },
  { name: "pdfjs-dist", pattern: /node_modules\/pdfjs-dist\// },
  { name: "the PDF viewer (src/features/pdf)", pattern: /src\/features\/pdf\// },
  { name: "the compare views (src/features/compare)", pattern: /src\/features\/compare\// },
  { name: "the document page (src/pages/Document)", pattern: /src\/pages\/Document\// },
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Sources of every JavaScript chunk of the build that is not part of the initial load. */
async function lazySources(dist: string, initial: InitialJavaScript): Promise<string[]> {
  const initialFiles = new Set(initial.chunks.map((c) => c.file));
  const sources: string[] = [];
  for (const name of await readdir(join(dist, "assets"))) {
    if (!name.endsWith(".js.map") || initialFiles.has(`assets/${name.slice(0, -4)}`)) continue;
    const map = JSON.parse(await readFile(join(dist, "assets", name), "utf8")) as { sources?: string[] };
    sources.push(...(map.sources ?? []));
  }
  return sources;
}

describe("reader JavaScript budget", () => {
  let dist: string;
  let initial: InitialJavaScript;
  beforeAll(async () => {
    dist = await ensureReaderBuild((l) => console.log(`[budget] ${l}`));
    initial = await initialJavaScript(dist);
    const lines = initial.chunks.map(
      (c) => `  ${c.file.padEnd(48)} ${kb(c.bytes).padStart(10)} ${kb(c.gzipBytes).padStart(10)}`,
    );
    console.log(
      [
        `[budget] reader initial JavaScript: ${kb(initial.gzipBytes)} gzipped (${kb(initial.bytes)} raw), budget ${kb(BUDGET_BYTES)}`,
        `  ${"chunk".padEnd(48)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`,
        ...lines,
      ].join("\n"),
    );
  }, 180_000);

  it("the entry chunk and its static imports weigh at most 150 KB gzipped", () => {
    expect(initial.chunks.length).toBeGreaterThan(0);
    expect(initial.gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("the PDF viewer, the compare views and the document page are not in the initial JavaScript", () => {
    expect(initial.sources.length).toBeGreaterThan(0);
    const found = ON_DEMAND.filter((m) => initial.sources.some((s) => m.pattern.test(s))).map((m) => m.name);
    expect(found).toEqual([]);
  });

  it("the PDF viewer and the compare views are built as chunks loaded on demand", async () => {
    const lazy = await lazySources(dist, initial);
    const present = ON_DEMAND.filter((m) => lazy.some((s) => m.pattern.test(s))).map((m) => m.name);
    expect(present).toEqual(ON_DEMAND.map((m) => m.name));
  });
});

// The reader's production build for browser tests, the bundle budget and Lighthouse (built once
// per change of its sources, see web-build.ts), and what the bundle budget reads from it.
//
//   const dist = await ensureReaderBuild();           // …/norma-test-cache/reader-<key>
//   const initial = await initialJavaScript(dist);    // the entry chunk and its static imports
//
// NORMA_READER_DIST=<dir> uses an existing build instead (it must have been built with
// `--manifest`, e.g. `npx vite build --manifest` in web/reader).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureWebBuild } from "./web-build.ts";

/** The directory of an up-to-date production build of the reader (with .vite/manifest.json). */
export function ensureReaderBuild(log: (line: string) => void = () => {}): Promise<string> {
  return ensureWebBuild("reader", log);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface InitialChunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialJavaScript {
  chunks: InitialChunk[];
  bytes: number;
  gzipBytes: number;
  /** Source files (from the source maps) bundled into the initial chunks. */
  sources: string[];
}

async function readManifest(dist: string): Promise<Record<string, ManifestChunk>> {
  return JSON.parse(await readFile(join(dist, ".vite", "manifest.json"), "utf8"));
}

/**
 * The JavaScript a browser loads before the first screen: the entry chunk of index.html and,
 * transitively, every chunk it imports statically (dynamic imports excluded). Sizes gzipped at
 * level 9, as nginx and most CDNs serve them (close to what they send).
 */
export async function initialJavaScript(dist: string): Promise<InitialJavaScript> {
  const manifest = await readManifest(dist);
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length === 0) throw new Error("the manifest names no entry chunk");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  const chunks: InitialChunk[] = [];
  const sources = new Set<string>();
  for (const key of seen) {
    const file = manifest[key].file;
    if (!file.endsWith(".js") && !file.endsWith(".mjs")) continue;
    const body = await readFile(join(dist, file));
    chunks.push({ file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    const map = join(dist, `${file}.map`);
    if (existsSync(map)) {
      for (const s of (JSON.parse(await readFile(map, "utf8")) as { sources?: string[] }).sources ?? []) sources.add(s);
    }
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks,
    bytes: chunks.reduce((n, c) => n + c.bytes, 0),
    gzipBytes: chunks.reduce((n, c) => n + c.gzipBytes, 0),
    sources: [...sources].sort(),
  };
}

/** The manifest keys (source paths) of the chunks loaded on demand. */
export async function lazyEntries(dist: string): Promise<string[]> {
  const manifest = await readManifest(dist);
  return Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key]) => key)
    .sort();
}

// The reader's production build for browser tests, the bundle budget and Lighthouse. It is built
// once per change of the reader's sources (or of the installed packages) into a cache directory
// keyed by their hash, so a test run pays for it at most once and parallel test files share it.
//
//   const dist = await ensureReaderBuild();           // …/norma-test-cache/reader-<key>
//   const initial = await initialJavaScript(dist);    // the entry chunk and its static imports
//
// NORMA_READER_DIST=<dir> uses an existing build instead (it must have been built with
// `--manifest`, e.g. `npx vite build --manifest` in web/reader).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "./template.ts";

export const READER_DIR = join(REPO_ROOT, "web", "reader");

/** What the build depends on: the reader's sources and configuration, the shared web workspace, and the installed packages. */
const INPUTS = [
  "index.html",
  "vite.config.ts",
  "package.json",
  "tsconfig.json",
  "src",
  "public",
  "scripts",
  "../shared/src",
  "../shared/package.json",
];

async function hashInto(h: ReturnType<typeof createHash>, path: string): Promise<void> {
  const s = await stat(path).catch(() => null);
  if (!s) return;
  if (s.isDirectory()) {
    const names = (await readdir(path)).sort();
    for (const name of names) {
      if (name === "node_modules" || name === "dist") continue;
      await hashInto(h, join(path, name));
    }
    return;
  }
  h.update(relative(REPO_ROOT, path));
  h.update("\0");
  h.update(await readFile(path));
  h.update("\0");
}

/** How the build is made: a change here must not reuse builds made the old way. */
const RECIPE = "vite build --manifest, NODE_ENV=production";

export async function readerBuildKey(): Promise<string> {
  const h = createHash("sha256");
  h.update(RECIPE);
  for (const input of INPUTS) await hashInto(h, join(READER_DIR, input));
  await hashInto(h, join(REPO_ROOT, "tsconfig.base.json"));
  await hashInto(h, join(REPO_ROOT, "package-lock.json"));
  return h.digest("hex").slice(0, 16);
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      // A production build whatever the caller's NODE_ENV (vitest sets "test", with which Vite
      // would bundle React's development build).
      env: { ...process.env, NODE_ENV: "production", NO_COLOR: "1" },
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/** The directory of an up-to-date production build of the reader (with .vite/manifest.json). */
export async function ensureReaderBuild(log: (line: string) => void = () => {}): Promise<string> {
  const given = process.env.NORMA_READER_DIST;
  if (given) {
    if (!existsSync(join(given, ".vite", "manifest.json")))
      throw new Error(`NORMA_READER_DIST=${given} has no .vite/manifest.json`);
    return given;
  }
  const key = await readerBuildKey();
  const cache = join(tmpdir(), "norma-test-cache");
  const dir = join(cache, `reader-${key}`);
  if (existsSync(join(dir, ".complete"))) return dir;
  await mkdir(cache, { recursive: true });
  // Built beside the final place and renamed into it: a concurrent build of the same sources
  // (another test file) either wins the rename or finds the directory complete.
  const scratch = `${dir}.${process.pid}.${Date.now()}`;
  log(`building the reader (${key})`);
  const started = Date.now();
  try {
    await run(
      process.execPath,
      [
        join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js"),
        "build",
        "--outDir",
        scratch,
        "--emptyOutDir",
        "--manifest",
        "--logLevel",
        "warn",
      ],
      READER_DIR,
    );
    await writeFile(join(scratch, ".complete"), new Date().toISOString());
    await rename(scratch, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(join(dir, ".complete"))) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  log(`reader built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await dropStaleBuilds(cache, `reader-${key}`);
  return dir;
}

/**
 * Builds of older sources are removed once they are hours old (another test run on this machine,
 * from another checkout, may still be serving one), scratch directories of killed runs after ten
 * minutes.
 */
async function dropStaleBuilds(cache: string, keep: string): Promise<void> {
  for (const name of await readdir(cache)) {
    if (!name.startsWith("reader-") || name === keep) continue;
    const path = join(cache, name);
    const scratchPid = Number(name.split(".")[1]);
    if (scratchPid && scratchPid !== process.pid) {
      try {
        process.kill(scratchPid, 0);
        continue; // another run is still building there
      } catch {}
    }
    const age = Date.now() - (await stat(path)).mtimeMs;
    if (age > (scratchPid ? 10 * 60_000 : 6 * 3_600_000)) await rm(path, { recursive: true, force: true });
  }
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

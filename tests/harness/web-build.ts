// Production builds of the web apps (web/reader, web/admin) for browser tests, the bundle budget
// and Lighthouse. Each app is built once per change of its sources (or of the installed packages)
// into a cache directory keyed by their hash, so a test run pays for a build at most once and the
// test files running in parallel share it (the console's browser files once built it each, 20–50 s
// apiece on a busy machine).
//
//   const dist = await ensureWebBuild("admin");      // …/norma-test-cache/admin-<key>
//
// NORMA_READER_DIST=<dir> / NORMA_ADMIN_DIST=<dir> use an existing build instead (made with
// `npx vite build --manifest` in the app's directory).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { REPO_ROOT } from "./template.ts";

export type WebApp = "reader" | "admin";

export const WEB_CACHE_DIR = join(tmpdir(), "norma-test-cache");

export function webAppDir(app: WebApp): string {
  return join(REPO_ROOT, "web", app);
}

/** What a build depends on, relative to the app's directory: its sources and configuration and the shared web workspace. */
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

/** How a build is made: a change here must not reuse builds made the old way. */
const RECIPE = "vite build --manifest, NODE_ENV=production";

/** The hash of everything the app's build depends on (the installed packages included). */
export async function webBuildKey(app: WebApp): Promise<string> {
  const h = createHash("sha256");
  h.update(RECIPE);
  h.update(app);
  for (const input of INPUTS) await hashInto(h, join(webAppDir(app), input));
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the build lock of one key: a directory made atomically by mkdir, holding the builder's
 * pid. While another live process holds it, waits (that process is building the same sources,
 * so waiting is cheaper than building twice on a two-core machine). A lock whose builder died is
 * taken over. Returns false when the build appeared complete while waiting.
 */
async function acquireBuildLock(lock: string, complete: string): Promise<boolean> {
  for (;;) {
    if (existsSync(complete)) return false;
    try {
      await mkdir(lock);
      await writeFile(join(lock, "pid"), String(process.pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(await readFile(join(lock, "pid"), "utf8").catch(() => ""));
    const age = Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? Date.now());
    // No pid yet: the owner is between mkdir and writeFile, unless that was long ago.
    const stale = owner ? !alive(owner) : age > 30_000;
    if (stale) await rm(lock, { recursive: true, force: true });
    else await sleep(500);
  }
}

/** The directory of an up-to-date production build of the app (with .vite/manifest.json). */
export async function ensureWebBuild(app: WebApp, log: (line: string) => void = () => {}): Promise<string> {
  const variable = `NORMA_${app.toUpperCase()}_DIST`;
  const given = process.env[variable];
  if (given) {
    if (!existsSync(join(given, ".vite", "manifest.json")))
      throw new Error(`${variable}=${given} has no .vite/manifest.json`);
    return given;
  }
  const key = await webBuildKey(app);
  const dir = join(WEB_CACHE_DIR, `${app}-${key}`);
  const complete = join(dir, ".complete");
  if (existsSync(complete)) return dir;
  await mkdir(WEB_CACHE_DIR, { recursive: true });
  const lock = `${dir}.lock`;
  if (!(await acquireBuildLock(lock, complete))) return dir;
  // Built beside the final place and renamed into it: a concurrent build of the same sources
  // that did not see the lock (a lock taken over from a builder thought dead) either wins the
  // rename or finds the directory complete.
  const scratch = `${dir}.${process.pid}.${Date.now()}`;
  try {
    if (existsSync(complete)) return dir;
    log(`building ${app} (${key})`);
    const started = Date.now();
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
      webAppDir(app),
    );
    await writeFile(join(scratch, ".complete"), new Date().toISOString());
    await rename(scratch, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(complete)) throw error;
    });
    log(`${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(lock, { recursive: true, force: true });
  }
  await dropStaleBuilds(app, `${app}-${key}`);
  return dir;
}

/**
 * Builds of the app's older sources are removed once they are hours old (another test run on this
 * machine, from another checkout, may still be serving one), scratch directories and locks of
 * killed runs after ten minutes.
 */
async function dropStaleBuilds(app: WebApp, keep: string): Promise<void> {
  for (const name of await readdir(WEB_CACHE_DIR)) {
    if (!name.startsWith(`${app}-`) || name === keep || name.startsWith(`${keep}.`)) continue;
    const path = join(WEB_CACHE_DIR, name);
    const lock = name.endsWith(".lock");
    const builder = lock
      ? Number(await readFile(join(WEB_CACHE_DIR, name, "pid"), "utf8").catch(() => ""))
      : Number(name.split(".")[1]);
    if (builder && builder !== process.pid && alive(builder)) continue; // another run is still building there
    const modified = await stat(path).catch(() => null);
    if (!modified) continue;
    const age = Date.now() - modified.mtimeMs;
    if (age > (builder || lock ? 10 * 60_000 : 6 * 3_600_000)) await rm(path, { recursive: true, force: true });
  }
}

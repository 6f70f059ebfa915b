// The workspaces' boundaries: each workspace reaches another only through its package name (what
// that package exports), declared in its own package.json, and the API never imports the workers
// (both speak through @norma/contracts). A relative import that climbs out of its workspace ties
// two packages by their file layout, which no package.json shows and no build checks.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../harness/template.ts";

interface Workspace {
  dir: string;
  name: string;
  declared: Set<string>;
}

const rootPackage = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { workspaces: string[] };
const tracked = execFileSync("git", ["ls-files", "--cached"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && existsSync(join(REPO_ROOT, f)));

/** The workspaces named by the root package.json, globs ("packages/*") expanded over tracked files. */
const workspaces: Workspace[] = rootPackage.workspaces
  .flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [pattern];
    const parent = pattern.slice(0, -1);
    return [...new Set(tracked.filter((f) => f.startsWith(parent) && f.endsWith("/package.json")).map(dirname))].filter(
      (d) => dirname(d) === parent.replace(/\/$/, ""),
    );
  })
  .map((dir) => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, dir, "package.json"), "utf8"));
    const declared = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.devDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]);
    return { dir, name: pkg.name as string, declared };
  });
const workspaceNames = new Set(workspaces.map((w) => w.name));

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const GENERATED = /\/(generated|dist)\//;
/** Static and dynamic import specifiers, and re-exports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(join(REPO_ROOT, file), "utf8");
  return [...text.matchAll(SPECIFIER)].map((m) => m[1]);
}

function workspaceOf(file: string): Workspace | undefined {
  return workspaces.filter((w) => file.startsWith(`${w.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
}

/** Tests, their fixtures and the scripts of test runs: dev-only, never in an image. */
const TEST_ONLY = /(\.test\.tsx?$|fixtures?\.tsx?$|\/__fixtures__\/)/;
const sources = tracked.filter((f) => SOURCE.test(f) && !GENERATED.test(f) && workspaceOf(f));

describe("workspace boundaries", () => {
  it("finds the workspaces and their sources", () => {
    expect(workspaces.map((w) => w.name)).toEqual(
      expect.arrayContaining(["@norma/api", "@norma/workers", "@norma/db"]),
    );
    expect(sources.length).toBeGreaterThan(500);
  });

  it("no relative import reaches into another workspace", () => {
    // Files of the repository that belong to no workspace (the contract openapi.yaml, scripts/,
    // web/nginx) may be read by path; another workspace's files only through its package name.
    const crossings: string[] = [];
    for (const file of sources) {
      const own = workspaceOf(file)!;
      for (const spec of importsOf(file)) {
        if (!spec.startsWith(".")) continue;
        const target = relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), spec)).replace(/\?.*$/, "");
        const landsIn = workspaceOf(target);
        if (landsIn && landsIn !== own) crossings.push(`${file} -> ${spec} (${landsIn.name})`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("shipped code declares each workspace it imports by name in its package.json", () => {
    // Tests and their fixtures are never shipped: they may use the harness (@norma/tests, which
    // no service declares, so the images do not install the test tools) and start other services.
    const undeclared: string[] = [];
    for (const file of sources.filter((f) => !TEST_ONLY.test(f))) {
      const own = workspaceOf(file)!;
      for (const spec of importsOf(file)) {
        const name = spec
          .split("/")
          .slice(0, spec.startsWith("@") ? 2 : 1)
          .join("/");
        if (workspaceNames.has(name) && name !== own.name && !own.declared.has(name))
          undeclared.push(`${file} -> ${name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("the API's shipped code neither depends on nor imports the workers", () => {
    const api = workspaces.find((w) => w.name === "@norma/api")!;
    expect([...api.declared]).not.toContain("@norma/workers");
    const imports = sources
      .filter((f) => f.startsWith(`${api.dir}/`) && !TEST_ONLY.test(f))
      .flatMap((f) => importsOf(f).map((spec) => `${f} -> ${spec}`))
      .filter((line) => /-> (@norma\/workers|.*services\/workers)/.test(line));
    expect(imports).toEqual([]);
  });
});

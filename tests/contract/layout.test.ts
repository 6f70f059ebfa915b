// The repository's top level is what the Foundation issue fixes: the workspaces, the contract,
// compose, tests and the README, plus .ci/, docs/ and configuration files. Tools live with the
// workspace they serve (services/api/scripts, prisma/scripts), not in a top-level folder.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../harness/template.ts";

/** The repository's files (tracked; a local scratch folder is nobody else's business). */
const files = execFileSync("git", ["ls-files", "--cached"], {
  cwd: REPO_ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean)
  // Files deleted in the working tree (a move in progress) are not part of the layout.
  .filter((f) => existsSync(join(REPO_ROOT, f)));
const under = (prefix: string) =>
  [...new Set(files.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length).split("/")[0]))].sort();

describe("repository layout", () => {
  it("has exactly the top level the Foundation issue names", () => {
    const top = [...new Set(files.map((f) => f.split("/")[0]))].sort();
    expect(top).toEqual(
      [
        // workspaces, contract, compose, tests, README
        "package.json",
        "package-lock.json",
        // the packages both services (and the web apps) import: contracts, documents
        "packages",
        "prisma",
        "services",
        "web",
        "openapi.yaml",
        "docker-compose.yml",
        // the scale-out set-up laid over it (object storage, docs/scaling.md)
        "docker-compose.scale.yml",
        "tests",
        "README.md",
        // CI, docs and configuration files
        ".ci",
        "docs",
        ".dockerignore",
        ".gitignore",
        "biome.json",
        "tsconfig.base.json",
        "vitest.config.ts",
        // mutation testing (npm run mutation, not in CI) and the dependency audit
        "stryker.config.mjs",
        "vitest.mutation.config.ts",
        "scripts",
      ].sort(),
    );
  });

  it("has the two packages, the two services and the two web apps (with their shared nginx configuration)", () => {
    expect(under("packages/")).toEqual(["contracts", "documents"]);
    expect(under("services/")).toEqual(["api", "workers"]);
    expect(under("web/")).toEqual(["admin", "nginx", "reader", "shared"]);
  });
});

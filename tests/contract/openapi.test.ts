// The contract itself: generated types are current, every operation is well-formed, and the API
// serves exactly the operations the contract describes.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadOpenApi } from "../../services/api/src/plugins/openapi.ts";
import { REPO_ROOT } from "../harness/template.ts";

const doc = parse(readFileSync(join(REPO_ROOT, "openapi.yaml"), "utf8"));
const api = loadOpenApi(join(REPO_ROOT, "openapi.yaml"));

describe("openapi.yaml", () => {
  it("is OpenAPI 3.1 with a bearer JWT security scheme", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
  });

  it("has the generated TypeScript types up to date in the API and both web apps", () => {
    // Exits non-zero (and throws) when any copy differs from a fresh generation.
    execFileSync(process.execPath, [join(REPO_ROOT, "services", "api", "scripts", "gen-api.mjs"), "--check"], {
      stdio: "pipe",
    });
  });

  it("gives every operation a unique camelCase operationId, a tag and a summary", () => {
    const ids = api.operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of api.operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      const raw = doc.paths[op.path][op.method.toLowerCase()];
      expect(raw.tags?.length, op.operationId).toBeGreaterThan(0);
      expect(raw.summary, op.operationId).toBeTruthy();
    }
  });

  it("documents the 401 of every operation that needs a token", () => {
    for (const op of api.operations.filter((o) => o.security === "required")) {
      const raw = doc.paths[op.path][op.method.toLowerCase()];
      expect(Object.keys(raw.responses), op.operationId).toContain("401");
    }
  });

  it("documents the 403 of every operation with a guard, and the 429 of every rate-limited sign-in", () => {
    for (const op of api.operations) {
      const raw = doc.paths[op.path][op.method.toLowerCase()];
      if (op.authorities.length || op.userTypes.length || op.features.length || op.signedIn)
        expect(Object.keys(raw.responses), op.operationId).toContain("403");
    }
    for (const id of ["authenticate", "authenticateByIp", "authenticateWithSso", "authenticateWithPartnerToken"]) {
      const op = api.operations.find((o) => o.operationId === id)!;
      expect(Object.keys(doc.paths[op.path].post.responses), id).toContain("429");
    }
    expect(Object.keys(doc.paths["/api/authenticate"].post.responses)).toContain("404");
  });

  it("names only authorities and user types that exist", () => {
    const authorities = [
      "ADMIN",
      "REPORT_VIEW",
      "COMPASS_POINT_ADMIN",
      "CP_ADMIN",
      "COMPASS_USER_ADMIN",
      "COMPASS_USER",
      "COMPASS_USAGE_REPORT_VIEWER",
    ];
    for (const op of api.operations) {
      for (const a of op.authorities) expect(authorities, op.operationId).toContain(a);
      for (const t of op.userTypes) expect(["INDIVIDUAL", "COMPANY"], op.operationId).toContain(t);
    }
  });

  it("uses the spec's paths: every spec call it covers is spelled as in endpoints.txt", () => {
    const specFile = join(REPO_ROOT, "..", "shared", "spec", "endpoints.txt");
    let spec: string;
    try {
      spec = readFileSync(specFile, "utf8");
    } catch {
      return expect.fail(`the spec's endpoint list is expected at ${specFile}`);
    }
    const norm = (p: string) =>
      p
        .replace(/\{[^}]+\}/g, "{}")
        .replace(/\/+$/, "")
        .toLowerCase();
    const specCalls = new Map(
      spec
        .split("\n")
        .map((l) => l.replace(/#.*/, "").trim())
        .filter(Boolean)
        .map((l) => l.split(/\s+/))
        .map(([m, p]) => [`${m} ${norm(p)}`, p]),
    );
    for (const op of api.operations) {
      const key = `${op.method} ${norm(op.path)}`;
      const specPath = specCalls.get(key);
      if (specPath)
        expect(op.path.replace(/\{[^}]+\}/g, "{}"), op.operationId).toBe(specPath.replace(/\{[^}]+\}/g, "{}"));
    }
  });
});

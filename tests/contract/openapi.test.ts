// The contract itself: generated types are current, every operation is well-formed, and the API
// serves exactly the operations the contract describes.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadOpenApi } from "@norma/api/src/plugins/openapi.ts";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
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

  it("has the generated TypeScript types (@norma/contracts/api-types, @norma/public-api-client's public-api-types) up to date", () => {
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

  it("gives every public-API operation (apiKeyAuth) its scopes, its 401, 403 and 429, under /api/public/v1", () => {
    const scopes = doc.components.schemas.ApiKeyScope.enum as string[];
    const keyed = api.operations.filter((o) => o.security === "apiKey");
    expect(keyed.length).toBeGreaterThan(0);
    for (const op of keyed) {
      const raw = doc.paths[op.path][op.method.toLowerCase()];
      expect(op.path, op.operationId).toMatch(/^\/api\/public\/v\d+\//);
      expect(raw.tags, op.operationId).toEqual(["public-api"]);
      expect(op.apiScopes.length, op.operationId).toBeGreaterThan(0);
      for (const s of op.apiScopes) expect(scopes, op.operationId).toContain(s);
      expect(Object.keys(raw.responses), op.operationId).toEqual(expect.arrayContaining(["401", "403", "429"]));
    }
    // And nothing else is reached with a key.
    for (const op of api.operations.filter((o) => o.path.startsWith("/api/public/")))
      expect(op.security, op.operationId).toBe("apiKey");
  });

  it("documents the 403 of every operation with a guard, and the 429 of every rate-limited sign-in", () => {
    for (const op of api.operations) {
      const raw = doc.paths[op.path][op.method.toLowerCase()];
      if (op.authorities.length || op.userTypes.length || op.features.length || op.signedIn)
        expect(Object.keys(raw.responses), op.operationId).toContain("403");
    }
    for (const id of [
      "authenticate",
      "authenticateByIp",
      "startSso",
      "authenticateWithSso",
      "authenticateWithPartnerToken",
    ]) {
      const op = api.operations.find((o) => o.operationId === id)!;
      expect(Object.keys(doc.paths[op.path].post.responses), id).toContain("429");
    }
    expect(Object.keys(doc.paths["/api/authenticate"].post.responses)).toContain("404");
  });

  it("lets every operation take the common headers (RequestId, AuthMode, originatedIpAddress, X-Tenant)", () => {
    expect(doc.components.parameters).toMatchObject({
      RequestId: { name: "RequestId", in: "header" },
      AuthMode: { name: "AuthMode", in: "header" },
      OriginatedIpAddress: { name: "originatedIpAddress", in: "header" },
      XTenant: { name: "X-Tenant", in: "header" },
    });
    // None of them may refuse a request: a bad RequestId is replaced, the others are only logged
    // or resolved by the tenant plugin.
    for (const p of Object.values(doc.components.parameters as Record<string, { required?: boolean; schema: object }>))
      expect(p, JSON.stringify(p)).toMatchObject({ schema: { type: "string" } });
    const common = ["RequestId", "AuthMode", "OriginatedIpAddress", "XTenant"].map(
      (n) => `#/components/parameters/${n}`,
    );
    const missing: string[] = [];
    for (const op of api.operations) {
      const raw = doc.paths[op.path][op.method.toLowerCase()];
      const refs = ((raw.parameters ?? []) as { $ref?: string }[]).map((p) => p.$ref);
      for (const c of common) if (!refs.includes(c)) missing.push(`${op.operationId}: parameters - $ref: "${c}"`);
    }
    expect(missing).toEqual([]);
  });

  it("documents the echoed RequestId response header on the shared responses", () => {
    expect(doc.components.headers.RequestId.schema).toEqual({ type: "string" });
    for (const [name, r] of Object.entries(doc.components.responses as Record<string, { headers?: object }>))
      expect(r.headers, name).toMatchObject({ RequestId: { $ref: "#/components/headers/RequestId" } });
  });

  it("documents the 500 of every operation with the shared ServerError ('account id not exist')", () => {
    expect(doc.components.responses.ServerError.description).toContain("account id not exist");
    const missing = api.operations
      .filter(
        (op) =>
          doc.paths[op.path][op.method.toLowerCase()].responses["500"]?.$ref !== "#/components/responses/ServerError",
      )
      .map((op) => op.operationId);
    expect(missing, 'responses: "500": $ref: "#/components/responses/ServerError"').toEqual([]);
  });

  it("types the spec's paging envelopes through the shared schemas, not by copying them", () => {
    const envelopes: Record<string, string[]> = {
      CountResultPage: ["count", "result"],
      ContentPage: ["content", "totalElements", "pageSize"],
    };
    const copies: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, { required?: string[] }>)) {
      for (const [envelope, fields] of Object.entries(envelopes)) {
        if (name !== envelope && fields.every((f) => schema.required?.includes(f)))
          copies.push(`${name} repeats ${envelope}: use allOf [$ref ${envelope}, {result items}]`);
      }
    }
    expect(copies).toEqual([]);
    for (const list of [
      "TrackedDocumentList",
      "FavoriteDocumentList",
      "AccessedDocumentList",
      "UpdatedDocumentList",
      "SearchReply",
    ])
      expect(doc.components.schemas[list].allOf[0], list).toEqual({ $ref: "#/components/schemas/CountResultPage" });
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
      "OPERATOR",
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

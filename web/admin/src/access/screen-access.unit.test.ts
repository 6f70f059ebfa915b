// The console offers a screen only to those the API lets use it: each screen's authorities are
// those of its operation in openapi.yaml (x-authorities), and the menu follows them (issue 26 §15:
// the operator was offered the compass points list and its report, both refused with 403).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { mayUse, SCREENS } from "./screen-access.ts";

const contract = parse(readFileSync(new URL("../../../../openapi.yaml", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, { "x-authorities"?: string[] }>>;
};

describe("console screens", () => {
  it.each(Object.entries(SCREENS))("%s: the authorities of its operation in openapi.yaml", (_screen, s) => {
    const [method, path] = s.operation;
    const operation = contract.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path} is in openapi.yaml`).toBeDefined();
    expect([...s.authorities].sort()).toEqual([...(operation!["x-authorities"] ?? [])].sort());
  });

  it("the platform operator (ADMIN, OPERATOR) is not offered the compass point screens", () => {
    const operator = ["ADMIN", "OPERATOR"];
    expect(mayUse(operator, "compass-points")).toBe(false);
    expect(mayUse(operator, "compass-points-report")).toBe(false);
    expect(mayUse(operator, "queues")).toBe(true);
    expect(mayUse(operator, "tenants")).toBe(true);
  });

  it("a tenant administrator gets its screens and not the operator's", () => {
    const admin = ["ADMIN", "COMPASS_POINT_ADMIN", "REPORT_VIEW"];
    expect(mayUse(admin, "compass-points")).toBe(true);
    expect(mayUse(admin, "usage-report")).toBe(true);
    expect(mayUse(admin, "logs")).toBe(false);
    expect(mayUse(undefined, "tenants")).toBe(false);
  });
});

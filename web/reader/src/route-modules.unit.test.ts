// The menus' list of built pages and the preloaded page chunks follow App.tsx's routes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_ROUTES, isBuilt } from "./built-routes.ts";
import { ROUTE_MODULES } from "./route-modules.ts";

const app = readFileSync(new URL("./App.tsx", import.meta.url), "utf8");
const routePaths = [...app.matchAll(/path="([^"*]+)"/g)].map((m) => m[1]);

describe("built-routes.ts", () => {
  it("lists exactly the paths of App.tsx's routes", () => {
    expect([...BUILT_ROUTES].sort()).toEqual([...new Set(routePaths)].sort());
  });

  it("knows the pages with a parameter", () => {
    expect(isBuilt("/home/3")).toBe(true);
    expect(isBuilt("/resolve/SUBSCRIPTION?ihsResolver=x")).toBe(true);
    expect(isBuilt("/document/?contentCode=x")).toBe(true);
    expect(isBuilt("/sharedWithMe")).toBe(true);
    expect(isBuilt("/custom-collections")).toBe(true);
    expect(isBuilt("/groups")).toBe(true);
    expect(isBuilt("/group-detail/?groupId=3")).toBe(true);
    expect(isBuilt("/compass-points-report")).toBe(true);
  });

  it("does not know the pages of later issues", () => {
    for (const path of ["/compass-points", "/compass-points-admin"]) expect(isBuilt(path), path).toBe(false);
  });

  it("leaves external addresses alone", () => {
    expect(isBuilt("https://tracker.example/")).toBe(true);
  });
});

describe("route-modules.ts", () => {
  it("names modules App.tsx loads on demand", () => {
    for (const { module } of ROUTE_MODULES) {
      const relative = `./${module.replace(/^src\//, "")}`;
      expect(app, module).toContain(`import("${relative}")`);
    }
  });

  it("matches each page's address", () => {
    const moduleOf = (path: string) => ROUTE_MODULES.find((r) => r.path.test(path))?.module;
    expect(moduleOf("/content-search/")).toBe("src/pages/Search/SearchPage.tsx");
    expect(moduleOf("/semantic-search")).toBe("src/pages/Search/SearchPage.tsx");
    expect(moduleOf("/document-view/")).toBe("src/pages/Document/DocumentPage.tsx");
    expect(moduleOf("/user-resources/marc")).toBe("src/pages/UserResources/MarcRecordsPage.tsx");
    expect(moduleOf("/")).toBeUndefined();
  });
});

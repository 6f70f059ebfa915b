// Imports go one way (issue 24 §2). In the API, a domain folder of services/api/src/modules that
// imports another is never imported back by it, however long the way round: what two domains
// share lives with the one that owns it, or in services/api/src/lib. Only the code the service
// runs counts here; tests and fixtures reach for any domain's fixtures (tracking-fixtures,
// groups-fixtures), which ties no running code. In the reader, components/ is generic UI that
// imports no feature (the shell that assembles features lives in src/shell). And no file of
// either tree imports itself back through others. The graph helpers are checked on trees made
// for the purpose, so each rule is seen to fail on the fault it looks for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cyclesOf, edgesBetween, fileGraph, groupGraph, type ImportGraph, specifiersOf } from "./import-graph.ts";

const REPO_ROOT = join(import.meta.dirname, "..", "..");
const API_SRC = join(REPO_ROOT, "services/api/src");
const READER_SRC = join(REPO_ROOT, "web/reader/src");

/** Tests and their fixtures: never part of what a service runs. */
const TEST_ONLY = /(\.test\.tsx?$|fixtures?\.tsx?$)/;

/** The domain folder of a file of services/api/src (relative path), if it is in one. */
const domainOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** The top folder of a file of web/reader/src: components, features, pages, shell, … */
const topFolderOf = (file: string) => (file.includes("/") ? file.split("/")[0] : undefined);

const runningCode = (graph: ImportGraph): ImportGraph => new Map([...graph].filter(([file]) => !TEST_ONLY.test(file)));

/** The rules, as functions of a file graph, so they run on the repository and on the trees made below. */
const apiDomainCycles = (files: ImportGraph) => cyclesOf(groupGraph(runningCode(files), domainOf));
const fileCycles = (files: ImportGraph) => cyclesOf(files);
const componentsImportingFeatures = (files: ImportGraph) =>
  edgesBetween(
    files,
    topFolderOf,
    (from) => from === "components",
    (to) => to === "features",
  );

describe("imports go one way in the repository", () => {
  const api = fileGraph(API_SRC);
  const reader = fileGraph(READER_SRC);

  it("the trees are found and read", () => {
    expect(api.size).toBeGreaterThan(200);
    expect(reader.size).toBeGreaterThan(200);
    // The search service reads the refinement trees: the graph sees imports between domains.
    expect(api.get("modules/search/search-service.ts")).toContain("modules/refinements/refinements-service.ts");
  });

  it("no API domain folder imports one that imports it back, directly or round others", () => {
    expect(apiDomainCycles(api)).toEqual([]);
  });

  it("no file of the API imports itself back", () => {
    expect(fileCycles(api)).toEqual([]);
  });

  it("the reader's components import no feature", () => {
    expect(componentsImportingFeatures(reader)).toEqual([]);
  });

  it("no file of the reader imports itself back", () => {
    expect(fileCycles(reader)).toEqual([]);
  });
});

describe("the rules fail on the faults they look for", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  /** The file graph of a tree written to a temporary folder. */
  function tree(files: Record<string, string>): ImportGraph {
    const root = mkdtempSync(join(tmpdir(), "norma-import-graph-"));
    made.push(root);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return fileGraph(root);
  }

  it("two domain folders importing each other are a cycle; one way is not", () => {
    const twoWays = tree({
      "modules/search/search-service.ts": 'import { roots } from "../refinements/roots.ts";\nexport const s = roots;\n',
      "modules/refinements/roots.ts":
        'import type { Reply } from "../search/search-types.ts";\nexport const roots = 1;\n',
      "modules/search/search-types.ts": "export type Reply = number;\n",
    });
    expect(apiDomainCycles(twoWays)).toEqual([["refinements", "search"]]);
    const oneWay = tree({
      "modules/search/search-service.ts": 'import { roots } from "../refinements/roots.ts";\nexport const s = roots;\n',
      "modules/refinements/roots.ts": "export const roots = 1;\n",
    });
    expect(apiDomainCycles(oneWay)).toEqual([]);
  });

  it("a cycle round three domains is found; a test importing back is not one", () => {
    const roundThree = tree({
      "modules/a/a.ts": 'import "../b/b.ts";\n',
      "modules/b/b.ts": 'export * from "../c/c.ts";\n',
      "modules/c/c.ts": 'const later = () => import("../a/a.ts");\nexport { later };\n',
      "modules/d/d.ts": 'import "../a/a.ts";\n',
    });
    expect(apiDomainCycles(roundThree)).toEqual([["a", "b", "c"]]);
    const testOnly = tree({
      "modules/groups/groups-service.ts": 'import "../sharing/share-mail.ts";\n',
      "modules/sharing/share-mail.ts": "export {};\n",
      "modules/sharing/sharing.test.ts": 'import "../groups/groups-fixtures.ts";\n',
      "modules/groups/groups-fixtures.ts": 'import "./groups-service.ts";\n',
    });
    expect(apiDomainCycles(testOnly)).toEqual([]);
  });

  it("a file cycle is found, a file importing itself too, an import in a comment or a string is not one", () => {
    const cycle = tree({
      "features/sharing/ShareDialog.tsx": 'import { ShareLinksPanel } from "./ShareLinksPanel.tsx";\nexport {};\n',
      "features/sharing/ShareLinksPanel.tsx": 'import type { SharedDocument } from "./ShareDialog";\nexport {};\n',
      "self.ts": 'export * from "./self.ts";\n',
      "quiet.ts": '// import "./loud.ts";\nconst s = \'import "./loud.ts"\';\nexport { s };\n',
      "loud.ts": 'import "./quiet.ts";\n',
    });
    expect(fileCycles(cycle)).toEqual([
      ["features/sharing/ShareDialog.tsx", "features/sharing/ShareLinksPanel.tsx"],
      ["self.ts"],
    ]);
  });

  it("a component importing a feature is named with the file it imports", () => {
    const tied = tree({
      "components/Notifications.tsx":
        'import { notices } from "../features/notify/notify-store.ts";\nexport { notices };\n',
      "features/notify/notify-store.ts":
        'import { Modal } from "../../components/Modal.tsx";\nexport const notices = Modal;\n',
      "components/Modal.tsx": "export const Modal = 1;\n",
    });
    expect(componentsImportingFeatures(tied)).toEqual([
      "components/Notifications.tsx → features/notify/notify-store.ts",
    ]);
  });

  it("reads imports, re-exports and dynamic imports, and skips comments", () => {
    expect(
      specifiersOf(
        [
          'import a from "./a.ts";',
          'import type { B } from "./b.ts";',
          'import "./c.css";',
          'export { d } from "./d.ts";',
          'const e = await import("./e.ts");',
          '/* import x from "./x.ts"; */',
        ].join("\n"),
      ),
    ).toEqual(["./a.ts", "./b.ts", "./c.css", "./d.ts", "./e.ts"]);
  });
});

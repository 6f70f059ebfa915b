// The global spinner (spec 1 §4, 3 §4): one per pending request until every one is done, except
// the quiet endpoints (refinement counts, type-ahead, the HTML-compare poll, the token renewal
// and the background records) and calls marked quiet.
import { afterEach, describe, expect, it } from "vitest";
import { activity, showsSpinner } from "./activity.ts";

describe("which calls show the spinner", () => {
  it.each([
    "/api/authenticate/renew",
    "/api/documents/search/type-ahead",
    "/api/documents/search/type-ahead/publisher",
    "/api/documents/search/count",
    "/api/documents/entitled-documents/search/count",
    "/api/documents/search/top-level/count",
    "/api/refinement/publisher/count",
    "/api/v1/html/resultCheck",
    "/api/documents/video",
    "/api/trackers/workItem",
  ])("never the quiet endpoint %s", (path) => {
    expect(showsSpinner(path, undefined)).toBe(false);
  });

  it.each(["/api/documents/search", "/api/account", "/api/v1/compasspoint/list-admin", "/api/refinement/committee"])(
    "every other call, e.g. %s",
    (path) => {
      expect(showsSpinner(path, undefined)).toBe(true);
      expect(showsSpinner(path, false)).toBe(true);
    },
  );

  it("not a call marked quiet", () => {
    expect(showsSpinner("/api/documents/search", true)).toBe(false);
  });
});

describe("the pending requests", () => {
  const started: string[] = [];
  const start = (id: string) => {
    started.push(id);
    activity.start(id);
  };
  afterEach(() => {
    for (const id of started.splice(0)) activity.end(id);
  });

  it("counts each pending request until it ends, and tells its listeners", () => {
    const seen: number[] = [];
    const stop = activity.subscribe(() => seen.push(activity.count()));
    const base = activity.count();
    start("a");
    start("b");
    expect(activity.count()).toBe(base + 2);
    activity.end("a");
    expect(activity.count()).toBe(base + 1);
    activity.end("b");
    expect(activity.count()).toBe(base);
    expect(seen).toEqual([base + 1, base + 2, base + 1, base]);
    stop();
  });

  it("an end twice, or of an unknown request, changes nothing and tells no one", () => {
    start("c");
    activity.end("c");
    const seen: number[] = [];
    const stop = activity.subscribe(() => seen.push(activity.count()));
    activity.end("c");
    activity.end("never-started");
    expect(seen).toEqual([]);
    stop();
    start("d");
    expect(seen).toEqual([]);
  });
});

// The result stream's events mark the matching queries stale: the keys are those of the compare
// and compass-point queries, spelled apart so that the stream does not load those features.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { compareKeys } from "../compare/compare-queries.ts";
import { compassPointsKeys } from "../compass-points/compass-points-queries.ts";
import { applyPushEvent, keysOf, pushedKeys } from "./push-events.ts";

const event = (type: string, data: unknown) => ({ id: "1700000000000-1", type, data: JSON.stringify(data) });

describe("the pushed events' queries", () => {
  it("are the compare's and the compass points' own keys", () => {
    expect(pushedKeys.htmlResult(3, 2)).toEqual(compareKeys.htmlResult({ newHtmlId: 3, oldHtmlId: 2 }));
    expect(pushedKeys.pdf(2, 3)).toEqual(compareKeys.pdf(2, 3));
    expect(pushedKeys.compassPoints).toEqual(compassPointsKeys.all);
  });

  it("names the queries of each event; nothing for a bad or unknown one", () => {
    expect(keysOf(event("compare-html", { newHtmlId: 3, oldHtmlId: 2, status: "DONE" }))).toEqual([
      compareKeys.htmlResult({ newHtmlId: 3, oldHtmlId: 2 }),
    ]);
    expect(keysOf(event("compare-pdf", { leftContentId: 2, rightContentId: 3, status: "DONE" }))).toEqual([
      compareKeys.pdf(2, 3),
    ]);
    expect(keysOf(event("reanchor", { contentCodes: ["A"] }))).toEqual([compassPointsKeys.all]);
    expect(keysOf(event("compare-html", { newHtmlId: "3", oldHtmlId: 2 }))).toEqual([]);
    expect(keysOf(event("other", {}))).toEqual([]);
    expect(keysOf({ id: null, type: "compare-pdf", data: "{" })).toEqual([]);
  });

  it("marks the matching query stale and leaves the others", () => {
    const cache = new QueryClient();
    const mine = compareKeys.htmlResult({ newHtmlId: 3, oldHtmlId: 2 });
    const other = compareKeys.htmlResult({ newHtmlId: 5, oldHtmlId: 4 });
    cache.setQueryData(mine, { kind: "pending" });
    cache.setQueryData(other, { kind: "pending" });
    applyPushEvent(cache, event("compare-html", { newHtmlId: 3, oldHtmlId: 2, status: "DONE" }));
    expect(cache.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(cache.getQueryState(other)?.isInvalidated).toBe(false);
  });
});

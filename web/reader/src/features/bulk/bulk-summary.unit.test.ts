import { describe, expect, it } from "vitest";
import { bulkSummary } from "./bulk-summary.ts";

const t = (key: string, o: Record<string, unknown> = {}) => `${key}${JSON.stringify(o)}`;

describe("bulkSummary", () => {
  it("names every count, each refusal reason that occurred, and the cap", () => {
    const lines = bulkSummary(
      {
        requested: 6,
        done: 2,
        already: 1,
        refused: 3,
        reasons: { "not-found": 1, "not-entitled": 2, "not-allowed": 0 },
        capped: true,
        matched: 900,
        limit: 6,
        items: [],
      },
      "track",
      t,
    );
    expect(lines[0]).toContain('"done":2');
    expect(lines[0]).toContain('"already":1');
    expect(lines[0]).toContain('"refused":3');
    expect(lines[1]).toBe('search.bulk.reason.not-entitled{"count":2} · search.bulk.reason.not-found{"count":1}');
    expect(lines[2]).toBe('search.bulk.capped{"limit":6,"matched":900}');
  });

  it("says nothing of reasons or a cap that did not occur", () => {
    const lines = bulkSummary(
      {
        requested: 1,
        done: 1,
        already: 0,
        refused: 0,
        reasons: { "not-found": 0, "not-entitled": 0, "not-allowed": 0 },
        capped: false,
        limit: 500,
        items: [],
      },
      "favorites",
      t,
    );
    expect(lines).toHaveLength(1);
  });
});

// The text the reader shows for each refusal of a tracking (tracking-refusals.ts). The rule that
// refuses is tested with it, in prisma/src/rules/tracking.unit.test.ts. No database.
import { describe, expect, it } from "vitest";
import { refusalDetail } from "./tracking-refusals.ts";

describe("refusalDetail", () => {
  it("names the document and the reason of each refusal", () => {
    expect(refusalDetail("not-allowed", "ASTM D3039")).toBe("Tracking is not available for ASTM D3039.");
    expect(refusalDetail("main-publisher-rl", "ASTM D3039")).toBe(
      "ASTM D3039 cannot be tracked: documents of classification RL of this publisher are not tracked.",
    );
    expect(refusalDetail("main-publisher-type", "ASTM D3039")).toBe(
      "ASTM D3039 cannot be tracked: only standards and translated standards of this publisher can be tracked.",
    );
  });
});

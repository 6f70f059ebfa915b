// Which documents may be tracked (tracking-rules.ts, spec 1 §5 "Track button"), rule by rule, and
// the text the reader shows for each refusal. No database: the rules are pure.
import { describe, expect, it } from "vitest";
import { refusalDetail, type TrackRuleInput, trackRefusal } from "./tracking-rules.ts";

const MAIN = 1;
const doc = (over: Partial<TrackRuleInput> = {}): TrackRuleInput => ({
  publisherId: MAIN,
  allowToTrack: true,
  assetType: "Standard",
  classification: null,
  ...over,
});

describe("trackRefusal", () => {
  it("refuses a document whose allowToTrack flag is off, whatever its publisher or type", () => {
    expect(trackRefusal(doc({ allowToTrack: false }), MAIN)).toBe("not-allowed");
    expect(trackRefusal(doc({ allowToTrack: false, publisherId: 2 }), MAIN)).toBe("not-allowed");
    expect(trackRefusal(doc({ allowToTrack: false, assetType: "Translated Standard" }), MAIN)).toBe("not-allowed");
    expect(trackRefusal(doc({ allowToTrack: false }), null)).toBe("not-allowed");
  });

  it("allows every type of another publisher's documents, and of any publisher when the tenant has no main one", () => {
    for (const assetType of ["Related Materials", "ASTM", "journal", ""]) {
      expect(trackRefusal(doc({ publisherId: 2, assetType, classification: "RL" }), MAIN)).toBeNull();
      expect(trackRefusal(doc({ assetType, classification: "RL" }), null)).toBeNull();
    }
  });

  it("allows the main publisher's standards, not those of classification RL (spaces and case aside)", () => {
    expect(trackRefusal(doc(), MAIN)).toBeNull();
    expect(trackRefusal(doc({ classification: "AA" }), MAIN)).toBeNull();
    expect(trackRefusal(doc({ classification: "" }), MAIN)).toBeNull();
    expect(trackRefusal(doc({ classification: "rl" }), MAIN)).toBe("main-publisher-rl");
    expect(trackRefusal(doc({ classification: " RL " }), MAIN)).toBe("main-publisher-rl");
    expect(trackRefusal(doc({ classification: "RLX" }), MAIN)).toBeNull();
    expect(trackRefusal(doc({ assetType: "  STANDARD " }), MAIN)).toBeNull();
    expect(trackRefusal(doc({ assetType: "  STANDARD ", classification: "Rl" }), MAIN)).toBe("main-publisher-rl");
  });

  it("allows the main publisher's translated standards, RL or not", () => {
    expect(trackRefusal(doc({ assetType: "Translated Standard" }), MAIN)).toBeNull();
    expect(trackRefusal(doc({ assetType: " translated standard", classification: "RL" }), MAIN)).toBeNull();
    expect(trackRefusal(doc({ assetType: "TRANSLATED" }), MAIN)).toBeNull();
  });

  it("refuses the main publisher's other types (a standard-like name is not a standard)", () => {
    for (const assetType of ["Related Materials", "ASTM", "Standards", "standard guide", "", "untranslated"])
      expect(trackRefusal(doc({ assetType }), MAIN)).toBe("main-publisher-type");
  });
});

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

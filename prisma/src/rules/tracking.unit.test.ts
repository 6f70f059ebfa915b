// Which documents may be tracked (tracking.ts, spec 1 §5 "Track button"), rule by rule, and who
// hears of a change, in their TypeScript form. No database: rules-agreement.test.ts checks the
// SQL forms against these on PostgreSQL.
import { describe, expect, it } from "vitest";
import {
  type AlertRecipientFacts,
  receivesAlert,
  TRIMMED_CHARACTERS,
  type TrackRuleInput,
  trackRefusal,
} from "./tracking.ts";

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
    expect(trackRefusal(doc({ assetType: "\tStandard\u00a0", classification: "\nRL" }), MAIN)).toBe(
      "main-publisher-rl",
    );
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

describe("TRIMMED_CHARACTERS", () => {
  it("holds exactly the characters String.prototype.trim() removes, so the SQL form trims as the TypeScript one", () => {
    const trimmedByJs: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const ch = String.fromCharCode(code);
      if (ch.trim() === "") trimmedByJs.push(ch);
    }
    expect([...TRIMMED_CHARACTERS].sort()).toEqual(trimmedByJs.sort());
  });
});

describe("receivesAlert", () => {
  const facts = (over: Partial<AlertRecipientFacts> = {}): AlertRecipientFacts => ({
    userActivated: true,
    trackerOn: true,
    publisherPresented: true,
    mainPublisherId: MAIN,
    document: doc(),
    entitled: true,
    ...over,
  });

  it("alerts an activated user of a tenant whose tracker is on, about a presented, trackable document they are entitled to", () => {
    expect(receivesAlert(facts())).toBe(true);
  });

  it("alerts nobody when any one condition fails", () => {
    expect(receivesAlert(facts({ userActivated: false }))).toBe(false);
    expect(receivesAlert(facts({ trackerOn: false }))).toBe(false);
    expect(receivesAlert(facts({ publisherPresented: false }))).toBe(false);
    expect(receivesAlert(facts({ entitled: false }))).toBe(false);
    expect(receivesAlert(facts({ document: doc({ allowToTrack: false }) }))).toBe(false);
    expect(receivesAlert(facts({ document: doc({ classification: "RL" }) }))).toBe(false);
  });

  it("applies the main publisher's track rule with the user's tenant's main publisher", () => {
    expect(receivesAlert(facts({ document: doc({ assetType: "ASTM" }) }))).toBe(false);
    expect(receivesAlert(facts({ document: doc({ assetType: "ASTM" }), mainPublisherId: 2 }))).toBe(true);
    expect(receivesAlert(facts({ document: doc({ assetType: "ASTM" }), mainPublisherId: null }))).toBe(true);
  });
});

// Anchoring a quote in a new edition's text: exact with context, fuzzy with context agreement,
// else orphaned — never placed on a look-alike (duplicated passages included).
import { describe, expect, it } from "vitest";
import { anchorQuote, locateInOld, normalise } from "./anchoring.ts";

const OLD = normalise(`
1. Scope. This test method covers the determination of tensile properties of polymer matrix composites.
7.2 Conditioning. Specimens shall be conditioned at 23 °C and 50 % relative humidity for not less than 40 h before testing.
NOTE 1 - Record the conditioning time for each specimen.
8.1 Procedure. Measure the width and thickness of each specimen at three places.
NOTE 2 - Record the conditioning time for each specimen.
9. Report. The report shall include the mean tensile strength.
`);

/** What the viewer stores: the quote and 32 characters of context either side, from the old text. */
function selectorAt(text: string, exact: string, nth = 0) {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(exact, at + 1);
  if (at < 0) throw new Error(`no ${exact}`);
  return {
    exact,
    prefix: text.slice(Math.max(0, at - 32), at),
    suffix: text.slice(at + exact.length, at + exact.length + 32),
  };
}

const at = (text: string, r: { start?: number; end?: number }) => text.slice(r.start, r.end);

describe("anchorQuote", () => {
  it("unchanged text: EXACT at the same passage", () => {
    const q = selectorAt(OLD, "Specimens shall be conditioned at 23 °C");
    const r = anchorQuote(OLD, q);
    expect(r.placement).toBe("EXACT");
    expect(at(OLD, r)).toBe(q.exact);
    expect(r.start).toBe(OLD.indexOf(q.exact));
  });

  it("the passage moved (text inserted before it): EXACT at its new offset", () => {
    const q = selectorAt(OLD, "Measure the width and thickness of each specimen");
    const next = normalise(`0. Foreword. A new clause.\n${OLD}`);
    const r = anchorQuote(next, q);
    expect(r.placement).toBe("EXACT");
    expect(r.start).toBe(next.indexOf(q.exact));
  });

  it("reworded quote (a synonym changed): MOVED onto the reworded passage, its context agreeing", () => {
    const q = selectorAt(
      OLD,
      "Specimens shall be conditioned at 23 °C and 50 % relative humidity for not less than 40 h",
    );
    const next = OLD.replace("not less than 40 h", "at least 40 h");
    const r = anchorQuote(next, q);
    expect(r.placement).toBe("MOVED");
    expect(r.reason).toBe("fuzzy");
    expect(at(next, r)).toContain("Specimens shall be conditioned at 23 °C and 50 % relative humidity for");
  });

  it("the passage was removed: ORPHANED, even though similar clauses remain", () => {
    const q = selectorAt(OLD, "Specimens shall be conditioned at 23 °C and 50 % relative humidity");
    const next = OLD.replace(/7\.2 Conditioning\.[^.]*\./, "7.2 Conditioning. See Annex A.");
    const r = anchorQuote(next, q);
    expect(r.placement).toBe("ORPHANED");
  });

  it("duplicated passage: the second occurrence is found by its context, not the first look-alike", () => {
    const q = selectorAt(OLD, "Record the conditioning time for each specimen.", 1);
    const r = anchorQuote(OLD, q, { oldOccurrences: 2 });
    expect(r.placement).toBe("EXACT");
    expect(r.start).toBe(OLD.lastIndexOf("Record the conditioning time for each specimen."));
    const first = selectorAt(OLD, "Record the conditioning time for each specimen.", 0);
    expect(anchorQuote(OLD, first, { oldOccurrences: 2 }).start).toBe(OLD.indexOf(first.exact));
  });

  it("duplicated passage whose annotated occurrence was removed: ORPHANED, not placed on the other copy", () => {
    const q = selectorAt(OLD, "Record the conditioning time for each specimen.", 1);
    const next = OLD.replace("NOTE 2 - Record the conditioning time for each specimen. ", "");
    expect(next.split("Record the conditioning time").length - 1).toBe(1);
    const r = anchorQuote(next, q, { oldOccurrences: 2 });
    expect(r.placement).toBe("ORPHANED");
  });

  it("identical copies with identical context cannot be told apart: ORPHANED (ambiguous)", () => {
    const block = "Clause A. The apparatus shall be calibrated annually. End of clause.";
    const text = normalise(`${block} ${block}`);
    const q = { exact: "The apparatus shall be calibrated annually.", prefix: "Clause A. ", suffix: " End of clause." };
    expect(anchorQuote(text, q, { oldOccurrences: 2 })).toMatchObject({ placement: "ORPHANED", reason: "ambiguous" });
  });

  it("copies with the same context keep their order when none came or went; a vanished copy orphans", () => {
    const block = "Clause A. The apparatus shall be calibrated annually. End of clause.";
    const text = normalise(`${block} ${block} ${block}`);
    const q = { exact: "The apparatus shall be calibrated annually.", prefix: "Clause A. ", suffix: " End of clause." };
    const second = text.indexOf(q.exact, text.indexOf(q.exact) + 1);
    expect(anchorQuote(text, q, { oldOccurrences: 3, oldOrdinal: 1 })).toMatchObject({
      placement: "EXACT",
      start: second,
    });
    expect(anchorQuote(text, q, { oldOccurrences: 4, oldOrdinal: 1 }).placement).toBe("ORPHANED");
  });

  it("a copy that differs from the point's own only by its clause number is not taken when a copy vanished", () => {
    const old = normalise(
      "10.16 Repeat the procedure on the remaining specimens of the set. Photographs follow. 10.24 Repeat the procedure on the remaining specimens of the set. Photographs follow.",
    );
    const q = selectorAt(old, "the remaining specimens of the set.", 1);
    const next = normalise("10.16 Repeat the procedure on the remaining specimens of the set. Photographs follow.");
    expect(anchorQuote(next, q, { oldOccurrences: 2, oldOrdinal: 1 }).placement).toBe("ORPHANED");
  });

  it("a short quote whose context is gone is orphaned rather than matched anywhere", () => {
    const q = { exact: "each specimen", prefix: "the width and thickness of ", suffix: " at three places" };
    const next = normalise("Record the conditioning time for each specimen. Weigh each specimen.");
    expect(anchorQuote(next, q).placement).toBe("ORPHANED");
  });

  it("a long quote found once is kept when one side of its surroundings changed (MOVED), orphaned when both did", () => {
    const q = selectorAt(OLD, "The report shall include the mean tensile strength.");
    const rewritten = normalise(
      "11. Reporting requirements (new). The report shall include the mean tensile strength. Annex A follows.",
    );
    expect(anchorQuote(rewritten, q, { oldOccurrences: 1 }).placement).toBe("ORPHANED");
    const half = normalise(
      "8.1 Procedure. Measure each specimen. 9. Report. The report shall include the mean tensile strength. Annex A follows.",
    );
    expect(anchorQuote(half, q, { oldOccurrences: 1 }).placement).not.toBe("ORPHANED");
  });

  it("a quote found far from where it was: its own context, or unchanged, distinctive and once in each edition", () => {
    const q = selectorAt(OLD, "Measure the width and thickness of each specimen");
    const moved = normalise(`${"Filler clause. ".repeat(40)}${OLD}`);
    expect(anchorQuote(moved, q, { oldOccurrences: 1, oldRelative: 0.5 }).placement).toBe("EXACT");
    // Moved to another section, its surroundings new: the sentence was once in the old edition
    // and is once in the new one, so it is the passage (MOVED, for its owner to check).
    const elsewhere = normalise(
      `Annex B. Measure the width and thickness of each specimen with a caliper. ${"Filler clause. ".repeat(40)}`,
    );
    expect(anchorQuote(elsewhere, q, { oldOccurrences: 1, oldRelative: 0.9 }).placement).toBe("MOVED");
    // The old edition held it twice: the one left far away may be the other copy.
    expect(anchorQuote(elsewhere, q, { oldOccurrences: 2, oldRelative: 0.9 }).placement).toBe("ORPHANED");
    // A short quote is not distinctive enough to follow that far.
    const short = selectorAt(OLD, "Measure the width");
    expect(anchorQuote(elsewhere, short, { oldOccurrences: 1, oldRelative: 0.9 }).placement).toBe("ORPHANED");
  });

  it("without any context only a single occurrence is taken", () => {
    expect(anchorQuote(OLD, { exact: "Scope." }, { oldOccurrences: 1 }).placement).toBe("EXACT");
    expect(anchorQuote(OLD, { exact: "Record the conditioning time" }).placement).toBe("ORPHANED");
    expect(anchorQuote(OLD, { exact: "   " })).toMatchObject({ placement: "ORPHANED", reason: "empty" });
  });
});

describe("locateInOld", () => {
  it("takes the occurrence on the point's page (or nearest its position) and its context", () => {
    const exact = "Record the conditioning time for each specimen.";
    const second = OLD.lastIndexOf(exact);
    const byPosition = locateInOld(OLD, exact, { position: second - 3, pageOf: () => 1 });
    expect(byPosition).toMatchObject({ occurrences: 2, start: second });
    expect(byPosition!.quote.prefix!.endsWith("NOTE 2 - ")).toBe(true);
    const byPage = locateInOld(OLD, exact, { page: 2, pageOf: (o) => (o >= second ? 2 : 1) });
    expect(byPage!.start).toBe(second);
    expect(locateInOld(OLD, "not in the text", { pageOf: () => 1 })).toBeNull();
  });
});

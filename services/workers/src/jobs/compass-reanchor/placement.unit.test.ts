// Placing a point with the structure of both editions: where the structural rules leave a point
// orphaned (copies of its passage in one large clause), the quote-and-context method may place it,
// but only inside the point's own clause; a place in another clause stays refused.
import { describe, expect, it } from "vitest";
import { fromBody } from "./document-text.ts";
import { placeOnNewEdition } from "./placement.ts";
import { structureOf } from "./structure.ts";

const lines = (...l: string[]) => fromBody(l.join("\n"));

/** A point on `exact` (its nth copy) of the old text, with the reader's context. */
function point(old: ReturnType<typeof fromBody>, exact: string, nth = 0) {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = old.text.indexOf(exact, at + 1);
  return {
    selectors: [
      {
        type: "TextQuoteSelector",
        exact,
        prefix: old.text.slice(Math.max(0, at - 32), at),
        suffix: old.text.slice(at + exact.length, at + exact.length + 32),
      },
      { type: "TextPositionSelector", start: at, end: at + exact.length },
    ],
    selectionText: exact,
    pageNumber: null,
  };
}

describe("placement with the editions' structure", () => {
  const old = lines(
    "5 Conditioning",
    "5.1 Condition the specimens at 23 °C. Record the humidity. Condition the fixtures at 23 °C. Record the time.",
    "6 Testing",
    "6.1 Test at 23 °C. Record the humidity of the room.",
  );

  it("copies in one clause told apart by their context: placed, in its own clause (renumbered)", () => {
    const next = lines(
      "4 Scope of conditioning",
      "4.1 This clause is new.",
      "5 Conditioning",
      "5.1 Condition the specimens at 23 °C. Record the humidity. Condition the fixtures at 23 °C. Record the date and time.",
      "6 Testing",
      "6.1 Test at 23 °C. Record the humidity of the room.",
    );
    const p = point(old, "at 23 °C", 1);
    const r = placeOnNewEdition(p as never, next, old, structureOf(old, next));
    expect(r.anchor.placement).not.toBe("ORPHANED");
    expect(next.text.slice(r.anchor.start!, r.anchor.start! + 40)).toContain("at 23 °C. Record the date");
    expect(r.anchor.clause?.next?.number).toBe("5.1");
  });

  it("a place the context finds in another clause is refused: ORPHANED", () => {
    const next = lines(
      "5 Conditioning",
      "5.1 Condition the specimens at 20 °C. Write down the humidity. Condition the fixtures at 20 °C. Record the time.",
      "6 Testing",
      "6.1 Test at 23 °C. Record the humidity of the room.",
    );
    // "at 23 °C. Record the humidity" is gone from 5.1; 6.1 has it, with another context.
    const p = point(old, "at 23 °C. Record the humidity");
    const r = placeOnNewEdition(p as never, next, old, structureOf(old, next));
    expect(r.anchor.placement).toBe("ORPHANED");
  });
});

// Clauses found in an edition's text, their alignment across editions and the change summary.
import { buildAnchorText } from "@norma/contracts/anchor-text";
import { describe, expect, it } from "vitest";
import { alignClauses } from "./alignment.ts";
import { summariseChanges, wordChanges } from "./change-summary.ts";
import { clauseAtOffset, clausesOf } from "./clauses.ts";

/** An edition as the workers see it: one line per block, normalised. */
const edition = (lines: string[]) => {
  const t = buildAnchorText(lines.map((text) => ({ text, breakBefore: true })));
  return { text: t.text, breaks: t.breaks };
};

const HARDNESS = [
  "Rockwell Hardness of Plastics",
  "1. Scope",
  "1.1 This method covers the indentation hardness of plastics by the Rockwell hardness tester.",
  "4. Apparatus",
  "4.1 The tester shall apply the minor load of 10 kgf before the major load.",
  "Table 2 Loads",
  "A",
  "60 kgf",
  "12.5 mm",
  "7. Test Loads",
  "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter.",
  "7.2 Scale B uses a load of 100 kgf applied for 2 s to the indenter.",
  "7.3 Scale C uses a load of 150 kgf applied for 2 s to the indenter.",
  "8. Report",
  "8.1 Report the scale, the load and the hardness number of each indentation.",
  "Annex A (informative)",
  "A.1 Calibration blocks shall be certified.",
];

describe("clauses of an edition", () => {
  it("finds numbered headings and paragraphs, their heading paths and extents; table cells and titles are not clauses", () => {
    const e = edition(HARDNESS);
    const clauses = clausesOf(e);
    expect(clauses.map((c) => c.number)).toEqual([
      "1",
      "1.1",
      "4",
      "4.1",
      "7",
      "7.1",
      "7.2",
      "7.3",
      "8",
      "8.1",
      "Annex A",
      "A.1",
    ]);
    const c41 = clauses.find((c) => c.number === "4.1")!;
    expect(c41.heading).toBeNull();
    expect(c41.headingPath).toEqual(["Apparatus"]);
    // The table after 4.1 is part of it (it is not numbered).
    expect(e.text.slice(c41.start, c41.end)).toContain("12.5 mm");
    expect(clauses.find((c) => c.number === "7")!.heading).toBe("Test Loads");
    expect(clauses.find((c) => c.number === "A.1")!.headingPath).toEqual(["(informative)"]);
    expect(clauseAtOffset(clauses, e.text.indexOf("150 kgf"))?.number).toBe("7.3");
    expect(clauseAtOffset(clauses, 0)).toBeNull();
  });

  it("a number that breaks the sequence, or a wrapped line, is text of the clause before", () => {
    const clauses = clausesOf(
      edition([
        "5. Procedure",
        "5.1 Condition the specimens for at least",
        "40 h at 23 °C before the test.",
        "5.2 Test the specimens as given in Clause",
        "3. Then report the mean.",
        "5.3 Discard a specimen that breaks at the grip.",
      ]),
    );
    expect(clauses.map((c) => c.number)).toEqual(["5", "5.1", "5.2", "5.3"]);
    // A paragraph's first line that wraps on in lower case is not a heading.
    expect(clauses[1].heading).toBeNull();
  });

  it("a number set in its own element (a line of its own) starts its clause; a defined term may start in lower case", () => {
    const e = edition([
      "2.",
      "Terminology",
      "2.1",
      "yield strength, n—the stress at a limiting deviation.",
      "2.2",
      "12.5 mm",
    ]);
    const clauses = clausesOf(e);
    expect(clauses.map((c) => [c.number, c.heading])).toEqual([
      ["2", "Terminology"],
      ["2.1", null],
    ]);
    expect(e.text.slice(clauses[1].bodyStart, clauses[1].end)).toBe(
      "yield strength, n-the stress at a limiting deviation. 2.2 12.5 mm",
    );
  });

  it("a repeated number gets its own key", () => {
    const clauses = clausesOf(edition(["1. Scope", "1.1 First.", "Annex A", "1.1 Reused numbering."]));
    expect(new Set(clauses.map((c) => c.key)).size).toBe(clauses.length);
  });
});

describe("clause alignment", () => {
  const old = edition(HARDNESS);
  const align = (next: string[]) => {
    const o = { text: old.text, clauses: clausesOf(old) };
    const e = edition(next);
    const n = { text: e.text, clauses: clausesOf(e) };
    const a = alignClauses(o, n);
    const pairs: Record<string, string | null> = {};
    n.clauses.forEach((c, j) => {
      pairs[c.number] = a.oldOfNew[j] === -1 ? null : o.clauses[a.oldOfNew[j]].number;
    });
    return { pairs, a, n };
  };

  it("a clause deleted from a parallel list: its sibling that took its number is paired with itself, not with it", () => {
    const next = HARDNESS.filter((l) => !l.startsWith("7.2")).map((l) => l.replace(/^7\.3/, "7.2"));
    const { pairs } = align(next);
    expect(pairs["7.2"]).toBe("7.3");
    expect(Object.values(pairs)).not.toContain("7.2");
  });

  it("the sibling edited too (one value changed): still its own clause", () => {
    const next = HARDNESS.filter((l) => !l.startsWith("7.2")).map((l) =>
      l.startsWith("7.3") ? "7.2 Scale C uses a load of 150 kgf applied for 3 s to the indenter." : l,
    );
    expect(align(next).pairs["7.2"]).toBe("7.3");
  });

  it("two siblings both edited into look-alikes of each other: left unpaired, not guessed", () => {
    const next = HARDNESS.map((l) =>
      l.startsWith("7.2")
        ? "7.2 Scale B uses a load of 110 kgf applied for 3 s to the indenter."
        : l.startsWith("7.3")
          ? "7.3 Scale B uses a load of 150 kgf applied for 3 s to the indenter."
          : l,
    );
    const { pairs } = align(next);
    // Each new clause is as close to old 7.2 as to old 7.3, or closer to its own: never crossed.
    expect(pairs["7.2"]).not.toBe("7.3");
    expect(pairs["7.3"]).not.toBe("7.2");
  });

  it("follows renumbering and moves; a moved clause is marked moved", () => {
    const next = [
      ...HARDNESS.slice(0, 3),
      "2. Significance",
      "2.1 Hardness indicates the resistance of a plastic to indentation.",
      "5. Apparatus",
      "5.1 The tester shall apply the minor load of 10 kgf before the major load.",
      "8. Test Loads",
      "8.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter.",
      "8.2 Scale C uses a load of 150 kgf applied for 2 s to the indenter.",
      "8.3 Scale B uses a load of 100 kgf applied for 2 s to the indenter.",
      "9. Report",
      "9.1 Report the scale, the load and the hardness number of each indentation.",
    ];
    const { pairs, a, n } = align(next);
    expect(pairs).toMatchObject({ "2": null, "2.1": null, "5.1": "4.1", "8.2": "7.3", "8.3": "7.2", "9.1": "8.1" });
    const moved = n.clauses.filter((_, j) => a.moved[j]).map((c) => c.number);
    expect(moved).toHaveLength(1);
    expect(["8.2", "8.3"]).toContain(moved[0]);
  });

  it("a clause rewritten in place under its number is paired when nothing else resembles it", () => {
    const next = HARDNESS.map((l) =>
      l.startsWith("1.1")
        ? "1.1 This method covers the Rockwell hardness of plastics and electrical insulating materials."
        : l,
    );
    expect(align(next).pairs["1.1"]).toBe("1.1");
  });
});

describe("change summary", () => {
  it("counts and lists added, deleted, revised (with the words), renumbered and moved clauses in order", () => {
    const next = [
      ...HARDNESS.slice(0, 3),
      "2. Significance",
      "2.1 Hardness indicates the resistance of a plastic to indentation.",
      "5. Apparatus",
      "5.1 The tester shall apply the minor load of 10 kgf before the major load.",
      ...HARDNESS.slice(5, 9),
      "8. Test Loads",
      "8.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter.",
      "8.2 Scale C uses a load of 150 kgf applied for 3 s to the indenter.",
      "9. Report",
      "9.1 Report the scale, the load and the hardness number of each indentation.",
      "Annex A (informative)",
      "A.1 Calibration blocks shall be certified.",
    ];
    const s = summariseChanges(edition(HARDNESS), edition(next));
    expect(s.counts).toEqual({ added: 2, deleted: 1, revised: 1, moved: 0, renumbered: 6, unchanged: 4 });
    const kinds = s.clauses.map((c) => `${c.kind} ${c.previousNumber ?? "-"}→${c.number ?? "-"}`);
    expect(kinds).toContain("DELETED 7.2→-");
    expect(kinds.indexOf("DELETED 7.2→-")).toBe(kinds.indexOf("RENUMBERED 7.1→8.1") + 1);
    const revised = s.clauses.find((c) => c.kind === "REVISED")!;
    expect(revised).toMatchObject({ number: "8.2", previousNumber: "7.3", heading: ["Test Loads"] });
    expect(revised.changes).toEqual([
      { before: "load of 150 kgf applied for", removed: "2", added: "3", after: "s to the indenter." },
    ]);
    expect(s.clauses.find((c) => c.kind === "ADDED" && c.number === "2.1")?.excerpt).toBe(
      "Hardness indicates the resistance of a plastic to indentation.",
    );
    expect(s.clauseCount).toEqual({ previous: 12, current: 13 });
  });

  it("markup-only reprint: nothing changed", () => {
    const s = summariseChanges(edition(HARDNESS), edition(HARDNESS));
    expect(s.clauses).toEqual([]);
    expect(s.counts.unchanged).toBe(12);
  });

  it("limits: listed clauses, changes per clause and excerpt length", () => {
    const many = (v: string) => [
      "1. Values",
      ...Array.from({ length: 30 }, (_, k) => `1.${k + 1} Value ${k} is ${v} and stays a plain sentence here.`),
    ];
    const s = summariseChanges(edition(many("small")), edition(many("large")), {
      maxClauses: 10,
      maxChangesPerClause: 1,
      excerptChars: 20,
      contextWords: 2,
      diffBudgetMs: 50,
    });
    expect(s.counts.revised).toBe(30);
    expect(s.clauses).toHaveLength(10);
    expect(s.truncated).toBe(true);
    const w = wordChanges("a b c d e f g h", "a x c d e f y h", {
      maxChangesPerClause: 1,
      excerptChars: 200,
      contextWords: 1,
      diffBudgetMs: 50,
      maxClauses: 1,
    });
    expect(w.changes).toHaveLength(1);
    expect(w.changedWords).toBe(4);
  });
});

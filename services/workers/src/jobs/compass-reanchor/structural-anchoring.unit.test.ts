// Anchoring with the clauses of both editions: a point stays in its own clause (followed across
// renumbering), never lands on a look-alike clause, takes a passage moved elsewhere only when it
// is unchanged and distinctive, and keeps its best candidates when it is orphaned.
import { describe, expect, it } from "vitest";
import { normalise } from "./anchoring.ts";
import { anchorWithStructure } from "./structural-anchoring.ts";
import type { ClauseSpan, StructureEvidence } from "./structure.ts";

/** Test clauses: "[key] text" segments; the number is the first word of the text. */
function edition(parts: [key: string, text: string][]): { text: string; clauses: ClauseSpan[] } {
  let text = "";
  const clauses: ClauseSpan[] = [];
  for (const [key, t] of parts) {
    if (text) text += " ";
    const start = text.length;
    text += normalise(t);
    clauses.push({ key, number: t.split(" ")[0], heading: ["7 Test loads"], start, end: text.length });
  }
  return { text, clauses };
}

function evidence(
  old: ReturnType<typeof edition>,
  next: ReturnType<typeof edition>,
  aligned: Record<string, string | null>,
): StructureEvidence {
  return {
    old: { clauses: old.clauses },
    next: { clauses: next.clauses },
    oldText: old.text,
    oldOf: (k) => aligned[k] ?? null,
  };
}

const OLD = edition([
  ["o1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
  ["o2", "7.2 Scale B uses a load of 100 kgf applied for 2 s to the indenter."],
  ["o3", "7.3 Scale C uses a load of 150 kgf applied for 2 s to the indenter."],
  ["o4", "7.4 Report the scale, the load and the hardness number of each indentation."],
]);

/** A point on `exact` inside old clause `key`, with 32 characters of context each side. */
function pointOn(key: string, exact: string) {
  const c = OLD.clauses.find((x) => x.key === key)!;
  const start = OLD.text.indexOf(exact, c.start);
  return {
    quote: {
      exact,
      prefix: OLD.text.slice(Math.max(0, start - 32), start),
      suffix: OLD.text.slice(start + exact.length, start + exact.length + 32),
    },
    oldStart: start,
  };
}

describe("anchoring with the clauses of both editions", () => {
  it("a clause deleted from a parallel list: ORPHANED, never on its sibling that took its number", () => {
    const next = edition([
      ["n1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
      ["n3", "7.2 Scale C uses a load of 150 kgf applied for 2 s to the indenter."],
      ["n4", "7.3 Report the scale, the load and the hardness number of each indentation."],
    ]);
    const ev = evidence(OLD, next, { n1: "o1", n3: "o3", n4: "o4" });
    for (const exact of ["uses a load of 100 kgf applied for 2 s", "applied for 2 s to the indenter."]) {
      const p = pointOn("o2", exact);
      const a = anchorWithStructure(next.text, p.quote, { oldStart: p.oldStart }, ev);
      expect(a.placement).toBe("ORPHANED");
      // The look-alikes are kept for the owner, labelled as such.
      expect(a.candidates?.every((c) => c.structure === "look-alike")).toBe(true);
    }
  });

  it("follows its clause across renumbering, and a one-word change inside it (MOVED)", () => {
    const next = edition([
      ["n1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
      ["n3", "7.2 Scale C uses a load of 150 kgf applied for 3 s to the indenter."],
      ["n4", "7.3 Report the scale, the load and the hardness number of each indentation."],
    ]);
    const ev = evidence(OLD, next, { n1: "o1", n3: "o3", n4: "o4" });
    const p = pointOn("o3", "Scale C uses a load of 150 kgf applied for 2 s");
    const a = anchorWithStructure(next.text, p.quote, { oldStart: p.oldStart }, ev);
    expect(a).toMatchObject({ placement: "MOVED", reason: "fuzzy", clause: { next: { number: "7.2" } } });
    expect(next.text.slice(a.start, a.end)).toContain("150 kgf applied for 3 s");
    const r = pointOn("o4", "the hardness number of each indentation");
    expect(anchorWithStructure(next.text, r.quote, { oldStart: r.oldStart }, ev)).toMatchObject({
      placement: "EXACT",
      clause: { old: { number: "7.4" }, next: { number: "7.3" } },
    });
  });

  it("a short quote repeated in parallel clauses stays in its own clause", () => {
    const next = edition([
      ["n1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
      ["n2", "7.2 Scale B uses a load of 100 kgf applied for 2 s to the indenter."],
      ["n3", "7.3 Scale C uses a load of 150 kgf applied for 2 s to the indenter."],
      ["n4", "7.4 Report the scale, the load and the hardness number of each indentation."],
    ]);
    const ev = evidence(OLD, next, { n1: "o1", n2: "o2", n3: "o3", n4: "o4" });
    const p = pointOn("o2", "2 s");
    const a = anchorWithStructure(next.text, p.quote, { oldStart: p.oldStart }, ev);
    expect(a.placement).toBe("EXACT");
    expect(a.start).toBeGreaterThan(next.clauses[1].start);
    expect(a.end).toBeLessThanOrEqual(next.clauses[1].end);
  });

  it("an unchanged, distinctive sentence moved to another clause is taken (MOVED); a short one is not", () => {
    const next = edition([
      ["n1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
      ["n2", "7.2 Scale B uses a load of 100 kgf applied for 2 s to the indenter."],
      ["n3", "7.3 Scale C uses a load of 150 kgf applied for 2 s to the indenter."],
      ["n5", "9.2 Records. Report the scale, the load and the hardness number of each indentation."],
    ]);
    const ev = evidence(OLD, next, { n1: "o1", n2: "o2", n3: "o3", n5: null });
    const p = pointOn("o4", "Report the scale, the load and the hardness number of each indentation.");
    expect(anchorWithStructure(next.text, p.quote, { oldStart: p.oldStart }, ev)).toMatchObject({
      placement: "MOVED",
      reason: "exact-moved-clause",
      clause: { next: { number: "9.2" } },
    });
    const s = pointOn("o4", "the load");
    expect(anchorWithStructure(next.text, s.quote, { oldStart: s.oldStart }, ev).placement).toBe("ORPHANED");
  });

  it("a passage still in its own clause is not taken from a copy elsewhere", () => {
    const next = edition([
      ["n1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
      ["n4", "7.4 Report the scale, the load and the hardness number of every indentation."],
      ["n5", "NOTE Report the scale, the load and the hardness number of each indentation."],
    ]);
    const ev = evidence(OLD, next, { n1: "o1", n4: "o4", n5: null });
    const p = pointOn("o4", "Report the scale, the load and the hardness number of each indentation.");
    const a = anchorWithStructure(next.text, p.quote, { oldStart: p.oldStart }, ev);
    // The reworded passage in its own clause, its context agreeing, clearly beats the unchanged
    // copy in the note (whose context is another clause's).
    expect(a).toMatchObject({ placement: "MOVED", reason: "fuzzy", clause: { next: { number: "7.4" } } });
  });

  it("a short value whose context changed on both sides is not taken on trust: ORPHANED; nor a short value that changed", () => {
    const next = edition([
      ["n1", "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter."],
      ["n2", "7.2 Scale B is withdrawn; use Scale C, whose dwell of 2 s is unchanged."],
      ["n3", "7.3 Scale C uses a load of 150 kgf applied for 2 s to the indenter."],
      ["n4", "7.4 Report the scale, the load and the hardness number of each indentation."],
    ]);
    const ev = evidence(OLD, next, { n1: "o1", n2: "o2", n3: "o3", n4: "o4" });
    const p = pointOn("o2", "100 kgf");
    expect(anchorWithStructure(next.text, p.quote, { oldStart: p.oldStart }, ev).placement).toBe("ORPHANED");
    const q = pointOn("o2", "2 s");
    // "2 s" is still in its own clause once, but every word around it changed.
    expect(anchorWithStructure(next.text, q.quote, { oldStart: q.oldStart }, ev).placement).toBe("ORPHANED");
  });

  it("copies told apart by their order only while the clause is the same text", () => {
    const old = edition([["o1", "7.1 Loads: 3 mm pitch at 88 N·m; 3 mm pitch at 124 N·m."]]);
    const next = edition([["n1", "7.1 Loads: 3 mm pitch at 124 N·m; 3 mm pitch at 150 N·m."]]);
    const ev = {
      old: { clauses: old.clauses },
      next: { clauses: next.clauses },
      oldText: old.text,
      oldOf: (k: string) => (k === "n1" ? "o1" : null),
    };
    const at = old.text.indexOf("3 mm pitch", old.text.indexOf("88"));
    const quote = {
      exact: "3 mm pitch",
      prefix: old.text.slice(at - 32, at),
      suffix: old.text.slice(at + 10, at + 42),
    };
    // The second copy of the old clause (before "124") is the first of the new one: not by order.
    const a = anchorWithStructure(next.text, quote, { oldStart: at }, ev);
    if (a.placement !== "ORPHANED") expect(next.text.slice(a.end!, a.end! + 8)).toBe(" at 124 ");
  });
});

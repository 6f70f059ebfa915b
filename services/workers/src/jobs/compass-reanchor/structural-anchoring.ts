// Anchoring with the editions' structure (issue 25 §1): a point lands only where the evidence is
// unambiguous — its quote found with a consistent context AND in a consistent place in the
// document's structure: the clause the point was in, followed across the editions by the clause
// alignment. Every candidate place (anchoring.ts: exact occurrences and approximate matches) is
// classified by the clause it falls in:
//
//   same        the point's own clause (the new clause aligned with the old clause it was in);
//   look-alike  a clause that is another clause of the old edition which held the passage too
//               (a sibling in a parallel list, a repeated warning): never taken, whatever its
//               context says — that is how a point on a deleted clause landed on its sibling;
//   moved-in    a clause that did not hold the passage before (text moved there, or a new clause).
//
// Then: one exact occurrence in the point's own clause is taken (EXACT when the context agrees
// on a side, else MOVED); several are told apart by their context by a clear margin, else by
// their order when the clause holds as many as before. With no exact occurrence there, an
// approximate match in its own clause must agree with the context and beat every other candidate
// (anywhere) by a clear margin. A passage moved to another clause is taken only when it is
// unchanged, long enough to be distinctive, found once in each edition, and its own clause no
// longer holds it. Anything else is ORPHANED, with the best candidates kept for the owner.

import {
  type Anchor,
  type AnchorHint,
  type AnchorOptions,
  type Candidate,
  DEFAULT_ANCHOR_OPTIONS,
  normalise,
  occurrences,
  type Quote,
} from "./anchoring.ts";
import { type Classified, classifiedCandidates, FRONT, keep, kept, oldTextOf } from "./structural-candidates.ts";
import { type ClauseSpan, clauseAt, labelOf, type StructureEvidence } from "./structure.ts";

/** A clause's text without its number (the first word): what tells a renumbered clause unchanged. */
const withoutNumber = (clauseText: string) => clauseText.slice(clauseText.indexOf(" ") + 1);

const sidesOf = (c: Candidate) => [c.prefix, c.suffix].filter((v): v is number => v !== null);

/**
 * Whether [start, end) of the new edition lies within the point's own clause: the new clause
 * aligned with the old clause that held `oldStart` (the front matter for a point before every
 * clause), without running into the next clause.
 */
export function inOwnClause(ev: StructureEvidence, oldStart: number, start: number, end: number): boolean {
  const own = clauseAt(ev.old, oldStart)?.key ?? FRONT;
  const first = clauseAt(ev.next, start);
  const last = clauseAt(ev.next, Math.max(start, end - 1));
  if (first?.key !== last?.key) return false;
  const was = first ? ev.oldOf(first.key) : FRONT;
  return (was ?? null) === own;
}

/**
 * Which of the exact occurrences in the point's own clause is its place: one alone, one ahead of
 * the others by its context, else the one at the point's old position among as many copies in an
 * unchanged clause; and whether its context agrees (else it counts as moved).
 */
function chooseExactInOwnClause(
  text: string,
  exact: string,
  hint: AnchorHint & { oldStart: number },
  ev: StructureEvidence,
  oldClause: ClauseSpan | null,
  sameExact: Classified[],
  o: AnchorOptions,
): { candidate: Classified; agrees: boolean; byOrder: boolean } | "ambiguous" | "context-mismatch" {
  let chosen: Classified | null = null;
  let byOrder = false;
  if (sameExact.length === 1) chosen = sameExact[0];
  else if (sameExact[0].score - sameExact[1].score >= o.margin) chosen = sameExact[0];
  else {
    // Copies within the clause with the same context: the old order tells which, as long as the
    // clause holds as many copies as before.
    const oldHere = occurrences(oldTextOf(ev, oldClause?.key ?? null), exact);
    const ordinal = oldClause ? oldHere.indexOf(hint.oldStart - oldClause.start) : -1;
    const byStart = [...sameExact].sort((a, b) => a.start - b.start);
    // The order tells only when the clause is the same text (a revised clause may have lost one
    // copy and gained another elsewhere: a table row deleted, another added).
    const ownNow = byStart[0].clause;
    const unchanged =
      oldClause &&
      ownNow &&
      withoutNumber(oldTextOf(ev, oldClause.key)) === withoutNumber(text.slice(ownNow.start, ownNow.end));
    if (ordinal >= 0 && oldHere.length === byStart.length && unchanged) {
      chosen = byStart[ordinal];
      byOrder = true;
    }
  }
  if (!chosen) return "ambiguous";
  const sides = sidesOf(chosen);
  const agrees = !sides.length || Math.max(...sides) >= 0.9;
  // A copy whose context changed on both sides is the point's passage only when nothing else
  // can explain it: the quote is long enough to be distinctive, and the clause holds it as many
  // times as before (a short value left once where the clause had it twice, or a value that a
  // rewritten sentence happens to contain, may be another passage).
  if (!agrees && !byOrder) {
    const oldHere = occurrences(oldTextOf(ev, oldClause?.key ?? null), exact).length;
    if (exact.length < o.distinctiveLength || oldHere !== sameExact.length) return "context-mismatch";
  }
  return { candidate: chosen, agrees, byOrder };
}

/**
 * Anchors the quote in `text` (the new edition's anchor text) given where the point was in the
 * old edition (`oldStart`) and the structure of both editions.
 */
export function anchorWithStructure(
  text: string,
  quote: Quote,
  hint: AnchorHint & { oldStart: number },
  ev: StructureEvidence,
  options: Partial<AnchorOptions> = {},
): Anchor {
  const o = { ...DEFAULT_ANCHOR_OPTIONS, ...options };
  const exact = normalise(quote.exact ?? "");
  if (!exact) return { placement: "ORPHANED", reason: "empty" };
  const oldClause = clauseAt(ev.old, hint.oldStart);
  const oldKey = oldClause?.key ?? FRONT;
  const cands = classifiedCandidates(text, quote, exact, oldKey, ev, o);
  const label = { old: labelOf(oldClause), next: null };
  const orphan = (reason: Anchor["reason"]): Anchor => ({
    placement: "ORPHANED",
    reason,
    clause: label,
    candidates: kept(cands, text),
  });
  const place = (c: Classified, placement: "EXACT" | "MOVED", reason: Anchor["reason"]): Anchor => ({
    placement,
    start: c.start,
    end: c.end,
    reason,
    clause: { old: label.old, next: labelOf(c.clause) },
    candidates: [keep(c, text)],
  });
  const disjoint = (a: Candidate, b: Candidate) => a.end <= b.start || b.end <= a.start;

  const same = cands.filter((c) => c.structure === "same");
  const sameExact = same.filter((c) => c.exact);
  if (sameExact.length) {
    const chosen = chooseExactInOwnClause(text, exact, hint, ev, oldClause, sameExact, o);
    if (chosen === "ambiguous" || chosen === "context-mismatch") return orphan(chosen);
    return chosen.agrees
      ? place(chosen.candidate, "EXACT", chosen.byOrder ? "exact-order" : "exact")
      : place(chosen.candidate, "MOVED", "exact-context-changed");
  }
  // The quote changed in its own clause: an approximate match there, agreeing with the context
  // and clearly ahead of every other candidate anywhere.
  const fuzzy = same[0];
  // A short quote that changed is as likely another value ("710 N·m" is not "410 N·m").
  if (fuzzy && exact.length >= o.distinctiveLength) {
    const sides = sidesOf(fuzzy);
    const ctx = sides.length ? sides.reduce((a, b) => a + b, 0) / sides.length : 0;
    const rival = cands.find((c) => c !== fuzzy && disjoint(c, fuzzy));
    if (ctx >= 0.5 && (!rival || fuzzy.score - rival.score >= o.margin)) return place(fuzzy, "MOVED", "fuzzy");
  }
  // Moved to another clause: unchanged, distinctive, once in each edition, gone from its own clause.
  const movedIn = cands.filter((c) => c.structure === "moved-in" && c.exact);
  if (
    movedIn.length === 1 &&
    !same.length &&
    occurrences(text, exact).length === 1 &&
    (hint.oldOccurrences ?? 1) <= 1 &&
    exact.length >= o.distinctiveLength
  )
    return place(movedIn[0], "MOVED", "exact-moved-clause");
  if (!cands.length) return orphan("not-found");
  if (cands.every((c) => c.structure === "look-alike")) return orphan("look-alike-only");
  return orphan(same.length ? "context-mismatch" : "ambiguous");
}

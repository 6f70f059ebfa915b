// The candidate places of a point on the new edition, classified by the clause they fall in
// (same, look-alike, moved-in: see structural-anchoring.ts), and the form they are kept in as
// evidence for the owner. structural-anchoring.ts decides among them.
import search from "approx-string-match";
import {
  type AnchorOptions,
  type Candidate,
  candidateAt,
  gatherCandidates,
  type KeptCandidate,
  type Quote,
} from "./anchoring.ts";
import { type ClauseSpan, clauseAt, labelOf, type StructureEvidence } from "./structure.ts";

export type Structure = KeptCandidate["structure"];
export interface Classified extends Candidate {
  structure: Structure;
  clause: ClauseSpan | null;
}

/** The text of the old edition outside every clause (front matter), or of one old clause. */
export function oldTextOf(ev: StructureEvidence, key: string | null): string {
  if (key === null) {
    const first = ev.old.clauses[0];
    return ev.oldText.slice(0, first ? first.start : ev.oldText.length);
  }
  const c = ev.old.clauses.find((x) => x.key === key);
  return c ? ev.oldText.slice(c.start, c.end) : "";
}

/** Whether `hay` holds the quote, exactly or within the fuzzy error budget. */
function holds(hay: string, exact: string, o: AnchorOptions): boolean {
  if (hay.includes(exact)) return true;
  const maxErrors = Math.floor(exact.length * (1 - o.quoteThreshold));
  return maxErrors >= 1 && hay.length > 0 && search(hay, exact, maxErrors).length > 0;
}

export const FRONT = "\u0000front";
/** Characters of context kept each side of a candidate (as the reader's selectors). */
const CONTEXT = 32;

/** A candidate as kept in the evidence: its text, context and scores, and its clause. */
export function keep(c: Classified, text: string): KeptCandidate {
  const sides = [c.prefix, c.suffix].filter((v): v is number => v !== null);
  return {
    start: c.start,
    end: c.end,
    text: text.slice(c.start, c.end),
    prefix: text.slice(Math.max(0, c.start - CONTEXT), c.start),
    suffix: text.slice(c.end, c.end + CONTEXT),
    quote: Number(c.quoteSim.toFixed(3)),
    context: sides.length ? Number((sides.reduce((a, b) => a + b, 0) / sides.length).toFixed(3)) : null,
    structure: c.structure,
    clause: labelOf(c.clause),
  };
}

/** The best candidates to keep: not look-alikes first, then by score; at most three, not overlapping. */
export function kept(cands: Classified[], text: string): KeptCandidate[] {
  const order = [...cands].sort(
    (a, b) => Number(a.structure === "look-alike") - Number(b.structure === "look-alike") || b.score - a.score,
  );
  const out: Classified[] = [];
  for (const c of order) {
    if (out.length >= 3) break;
    if (out.some((p) => c.start < p.end && p.start < c.end)) continue;
    out.push(c);
  }
  return out.map((c) => keep(c, text));
}

/**
 * Every candidate place of the quote in `text` (the new edition's anchor text), classified against
 * the old clause the point was in (`oldKey`, FRONT before every clause), best first.
 */
export function classifiedCandidates(
  text: string,
  quote: Quote,
  exact: string,
  oldKey: string,
  ev: StructureEvidence,
  o: AnchorOptions,
): Classified[] {
  const { candidates } = gatherCandidates(text, quote, o);
  // The best approximate matches of the whole text may all be elsewhere (a copy of the old
  // wording): the point's own clause is searched on its own too.
  const maxErrors = Math.floor(exact.length * (1 - o.quoteThreshold));
  if (maxErrors >= 1)
    for (const own of ev.next.clauses) {
      if ((ev.oldOf(own.key) ?? null) !== oldKey) continue;
      const best = search(text.slice(own.start, own.end), exact, maxErrors).sort(
        (a, b) => a.errors - b.errors || b.end - b.start - (a.end - a.start),
      )[0];
      if (!best) continue;
      const start = own.start + best.start;
      const end = own.start + best.end;
      if (candidates.some((c) => start < c.end && c.start < end)) continue;
      candidates.push(candidateAt(text, start, end, quote, false, 1 - best.errors / exact.length, o));
    }
  candidates.sort((a, b) => b.score - a.score);
  const lookAlike = new Map<string, boolean>();
  return candidates.map((c) => {
    const clause = clauseAt(ev.next, c.start);
    const was = clause ? ev.oldOf(clause.key) : FRONT;
    let structure: Structure;
    // A match that runs on into the next clause is in neither (an approximate match grows into
    // the following heading): it is never the point's own place.
    const crosses = clauseAt(ev.next, Math.max(c.start, c.end - 1))?.key !== clause?.key;
    if (crosses) structure = "moved-in";
    else if ((was ?? null) === oldKey) structure = "same";
    else if (was === null) structure = "moved-in";
    else {
      const k = was;
      if (!lookAlike.has(k)) lookAlike.set(k, holds(oldTextOf(ev, k === FRONT ? null : k), exact, o));
      structure = lookAlike.get(k) ? "look-alike" : "moved-in";
    }
    return { ...c, structure, clause };
  });
}

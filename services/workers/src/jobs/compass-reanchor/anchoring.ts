// Anchoring a compass point's quote in a document's text from its selectors alone (W3C
// TextQuoteSelector with prefix/suffix context, TextPositionSelector, page), the way annotation
// tools carry notes across document changes — with one rule above all: a point is never placed
// on a look-alike passage. When the evidence does not single out one place, the point is
// orphaned and its owner told.
//
// 1. Exact: every occurrence of the quote (whitespace collapsed). Each is scored by how well the
//    text around it agrees with the stored prefix and suffix. One occurrence whose context
//    agrees is EXACT when one side is unchanged (else MOVED); an occurrence picked among several needs a clear context lead over the
//    runner-up; a lone occurrence with a changed context is accepted (MOVED) only when the quote
//    was distinctive (it occurred once in the old edition and is long enough not to be boilerplate).
// 2. Fuzzy (no exact occurrence): approximate matches (Myers' bit-vector algorithm, the
//    approx-string-match package) within an error budget; a match is accepted (MOVED) when its
//    text is similar enough AND its context agrees AND it leads the runner-up clearly.
// 3. Otherwise ORPHANED.
import { normaliseText } from "@norma/contracts/anchor-text";
import search from "approx-string-match";

export type Placement = "EXACT" | "MOVED" | "ORPHANED";

export interface Quote {
  exact: string;
  prefix?: string;
  suffix?: string;
}

export interface AnchorOptions {
  /** Minimum similarity of a fuzzy match's text to the quote (1 = identical). */
  quoteThreshold: number;
  /** Minimum agreement of the context on the better side (prefix or suffix). */
  contextThreshold: number;
  /** How far the chosen place's score must lead the runner-up's. */
  margin: number;
  /** A lone exact occurrence with a changed context is trusted from this quote length on. */
  distinctiveLength: number;
  /** Characters of prefix and suffix compared. */
  contextLength: number;
}

export const DEFAULT_ANCHOR_OPTIONS: AnchorOptions = {
  quoteThreshold: 0.85,
  contextThreshold: 0.5,
  margin: 0.15,
  distinctiveLength: 30,
  contextLength: 32,
};

export interface AnchorHint {
  /** How many times the quote occurred in the old edition (a duplicated passage needs its context). */
  oldOccurrences?: number;
  /** Which of those occurrences (from 0) the point was on. */
  oldOrdinal?: number;
  /** Where the point was in the old edition, as a fraction of its text (0 to 1). */
  oldRelative?: number;
}

export interface Anchor {
  placement: Placement;
  /** Offsets in the normalised text (absent when orphaned). */
  start?: number;
  end?: number;
  /** Why a point was orphaned or how it was placed (for the audit and the benchmark). */
  reason:
    | "exact"
    | "exact-order"
    | "exact-context-changed"
    | "exact-moved-clause"
    | "fuzzy"
    | "ambiguous"
    | "context-mismatch"
    | "look-alike-only"
    | "not-found"
    | "orphaned-before"
    | "empty";
  /** The clause the point was in (old edition) and the clause it was placed in (new edition). */
  clause?: { old: ClauseLabel | null; next: ClauseLabel | null };
  /** The best places considered (kept for an orphaned point, for its owner to confirm one). */
  candidates?: KeptCandidate[];
}

/** A clause as the audit and the owner see it: its number and heading path. */
export interface ClauseLabel {
  number: string | null;
  heading: string[];
}

/** A place a point could have gone, with the evidence for and against it. */
export interface KeptCandidate {
  start: number;
  end: number;
  text: string;
  /** The text around it (what a TextQuoteSelector stores), so the owner's confirmation can place it. */
  prefix: string;
  suffix: string;
  /** PDF: its page and selection data (filled in by the placement, which knows the words' boxes). */
  page?: number | null;
  selectionData?: string | null;
  /** Similarity of the text to the quote (1 = identical) and agreement of its context (null: none stored). */
  quote: number;
  context: number | null;
  /** same: in the point's own clause; moved-in: a clause that did not hold the passage; look-alike: a clause with its own copy. */
  structure: "same" | "moved-in" | "look-alike" | "unknown";
  clause: ClauseLabel | null;
}

/**
 * The text anchoring compares: the anchor text the reader makes too (@norma/contracts/anchor-text:
 * NFKC, ligatures, quotes and dashes, whitespace collapsed).
 */
export function normalise(s: string): string {
  return normaliseText(s);
}

/** Levenshtein distance (short strings only: contexts of a few dozen characters). */
function distance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

const similarity = (a: string, b: string) => {
  const len = Math.max(a.length, b.length);
  return len === 0 ? 1 : 1 - distance(a, b) / len;
};

/** Agreement of the stored prefix and suffix with the text around [start, end); null when none was stored. */
function contextAgreement(text: string, start: number, end: number, q: Quote, n: number) {
  const prefix = q.prefix ? normalise(q.prefix).slice(-n).trim() : "";
  const suffix = q.suffix ? normalise(q.suffix).slice(0, n).trim() : "";
  const before = text
    .slice(Math.max(0, start - prefix.length - 1), start)
    .trim()
    .slice(-prefix.length);
  const after = text
    .slice(end, end + suffix.length + 1)
    .trim()
    .slice(0, suffix.length);
  return {
    prefix: prefix ? similarity(prefix, before) : null,
    suffix: suffix ? similarity(suffix, after) : null,
  };
}

function contextScore(c: { prefix: number | null; suffix: number | null }): number | null {
  if (c.prefix === null && c.suffix === null) return null;
  if (c.prefix === null) return c.suffix;
  if (c.suffix === null) return c.prefix;
  return (c.prefix + c.suffix) / 2;
}

/** Every start of `needle` in `hay` (at most `limit`). */
export function occurrences(hay: string, needle: string, limit = 500): number[] {
  const out: number[] = [];
  if (!needle) return out;
  for (let i = hay.indexOf(needle); i >= 0 && out.length < limit; i = hay.indexOf(needle, i + 1)) out.push(i);
  return out;
}

export interface Candidate {
  start: number;
  end: number;
  exact: boolean;
  quoteSim: number;
  prefix: number | null;
  suffix: number | null;
  score: number;
}

/** A candidate place [start, end) in `text`, scored by its similarity and its context's agreement. */
export function candidateAt(
  text: string,
  start: number,
  end: number,
  quote: Quote,
  isExact: boolean,
  quoteSim: number,
  o: AnchorOptions,
): Candidate {
  const c = contextAgreement(text, start, end, quote, o.contextLength);
  const ctx = contextScore(c) ?? 0;
  return { start, end, exact: isExact, quoteSim, ...c, score: 0.5 * quoteSim + 0.5 * ctx };
}

/**
 * Every place the quote could be in `text`: its exact occurrences and, unless one of them agrees
 * with the context on both sides, the approximate matches within the error budget; each scored
 * by its similarity to the quote and the agreement of the text around it with the context.
 */
export function gatherCandidates(
  text: string,
  quote: Quote,
  o: AnchorOptions,
): { exactHits: number[]; candidates: Candidate[] } {
  const exact = normalise(quote.exact ?? "");
  const exactHits = occurrences(text, exact);
  const make = (start: number, end: number, isExact: boolean, quoteSim: number) =>
    candidateAt(text, start, end, quote, isExact, quoteSim, o);
  const candidates = exactHits.map((start) => make(start, start + exact.length, true, 1));
  const fullyAgreed = candidates.some((c) => (c.prefix ?? 1) >= 0.9 && (c.suffix ?? 1) >= 0.9);
  // The quote may have changed where it was while a copy of the old wording stands elsewhere:
  // unless an exact occurrence agrees on both sides, the changed passages compete too.
  const maxErrors = Math.floor(exact.length * (1 - o.quoteThreshold));
  if (!fullyAgreed && maxErrors >= 1) {
    const raw = search(text, exact, maxErrors);
    raw.sort((a, b) => a.errors - b.errors || b.end - b.start - (a.end - a.start));
    const taken: { start: number; end: number }[] = candidates.map((c) => ({ start: c.start, end: c.end }));
    for (const m of raw) {
      if (taken.some((p) => m.start < p.end && p.start < m.end)) continue;
      taken.push(m);
      const quoteSim = 1 - m.errors / exact.length;
      if (quoteSim >= o.quoteThreshold) candidates.push(make(m.start, m.end, false, quoteSim));
      if (taken.length >= 60) break;
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  return { exactHits, candidates };
}

/**
 * Anchors the quote in `text` (already normalised with `normalise`) by the quote and its context
 * alone — the rules used when the editions' structure is not known (structural-anchoring.ts
 * decides when it is).
 */
export function anchorQuote(
  text: string,
  quote: Quote,
  hint: AnchorHint = {},
  options: Partial<AnchorOptions> = {},
): Anchor {
  const o = { ...DEFAULT_ANCHOR_OPTIONS, ...options };
  const exact = normalise(quote.exact ?? "");
  if (!exact) return { placement: "ORPHANED", reason: "empty" };
  const hasContext = Boolean(quote.prefix?.trim() || quote.suffix?.trim());
  if (!hasContext) {
    const exactHits = occurrences(text, exact);
    // Nothing to tell places apart: only a quote found once, as it was once, is safe.
    if (exactHits.length === 1 && (hint.oldOccurrences ?? 1) <= 1)
      return { placement: "EXACT", start: exactHits[0], end: exactHits[0] + exact.length, reason: "exact" };
    return { placement: "ORPHANED", reason: exactHits.length ? "ambiguous" : "not-found" };
  }
  const { exactHits, candidates } = gatherCandidates(text, quote, o);
  if (!candidates.length) return { placement: "ORPHANED", reason: "not-found" };
  const best = candidates[0];
  const second = candidates.find((c) => c.end <= best.start || c.start >= best.end);
  const sides = [best.prefix, best.suffix].filter((v): v is number => v !== null);
  const maxSide = Math.max(...sides);
  const minSide = Math.min(...sides);

  if (second && best.score - second.score < o.margin) {
    // Copies of the passage with the same context: the old edition's order tells which one, as
    // long as the copies are as many as before (none removed or added).
    const tied = candidates.filter((c) => best.score - c.score < 1e-9);
    if (
      tied.every((c) => c.exact) &&
      hint.oldOrdinal !== undefined &&
      exactHits.length === (hint.oldOccurrences ?? -1) &&
      maxSide >= 0.9
    ) {
      const start = exactHits[hint.oldOrdinal];
      if (start !== undefined && tied.some((c) => c.start === start))
        return { placement: "EXACT", start, end: start + exact.length, reason: "exact-order" };
    }
    return { placement: "ORPHANED", reason: "ambiguous" };
  }
  // Far from where it was (a tenth of the document or more), only the point's own context on
  // both sides is trusted: a clause that left and a look-alike elsewhere read the same.
  const far =
    hint.oldRelative !== undefined && Math.abs(best.start / Math.max(1, text.length) - hint.oldRelative) > 0.1;
  // Unless the passage is unchanged, distinctive and found once in each edition: a look-alike
  // elsewhere would have been in the old edition too (two occurrences), so this is the passage,
  // moved (or its clause re-added word for word).
  const movedWhole =
    best.exact &&
    exactHits.length === 1 &&
    hint.oldOccurrences === 1 &&
    exact.length >= o.distinctiveLength &&
    candidates.every((c) => c === best || c.quoteSim < o.quoteThreshold + 0.1);
  if (far && minSide < 0.9 && !movedWhole) return { placement: "ORPHANED", reason: "context-mismatch" };
  if (far && minSide < 0.9)
    return { placement: "MOVED", start: best.start, end: best.end, reason: "exact-context-changed" };
  if (best.exact) {
    const unique = exactHits.length === 1 && (hint.oldOccurrences ?? 1) <= 1;
    // Copies of the passage came or went: the one left may be the other copy, so its context
    // must be the point's own on both sides (a different clause number is enough to refuse).
    const copiesChanged = (hint.oldOccurrences ?? 1) > 1 && exactHits.length !== hint.oldOccurrences;
    const needed = copiesChanged ? 0.97 : 0.6;
    if (maxSide >= 0.9 && (unique || minSide >= needed))
      return {
        placement: minSide >= 0.9 || unique ? "EXACT" : "MOVED",
        start: best.start,
        end: best.end,
        reason: minSide >= 0.9 || unique ? "exact" : "exact-context-changed",
      };
    // A long quote found once, as it was once, near where it was (or with some context left).
    const near = hint.oldRelative !== undefined && !far;
    if (unique && !copiesChanged && exact.length >= o.distinctiveLength && (near || maxSide >= 0.5))
      return { placement: "MOVED", start: best.start, end: best.end, reason: "exact-context-changed" };
    return { placement: "ORPHANED", reason: "context-mismatch" };
  }
  // A changed quote is trusted only with its context on both sides (else any similar
  // boilerplate would do).
  if (minSide >= 0.7 && contextScore(best)! >= 0.75)
    return { placement: "MOVED", start: best.start, end: best.end, reason: "fuzzy" };
  return { placement: "ORPHANED", reason: "context-mismatch" };
}

/**
 * Where the user's selection was in the old edition: the occurrence of the quote on its page
 * (or nearest its recorded position), with the context around it — for points stored without
 * prefix and suffix. Null when the quote is not in the old text.
 */
export function locateInOld(
  text: string,
  exactRaw: string,
  where: {
    page?: number | null;
    position?: number | null;
    pageOf: (offset: number) => number;
    /** The stored context: the occurrence it agrees with best is the point's (position and page break ties). */
    context?: { prefix?: string; suffix?: string };
  },
  contextLength = DEFAULT_ANCHOR_OPTIONS.contextLength,
): { quote: Quote; occurrences: number; ordinal: number; start: number } | null {
  const exact = normalise(exactRaw);
  const hits = occurrences(text, exact);
  if (!hits.length) return null;
  const onPage = where.page ? hits.filter((h) => where.pageOf(h) === where.page) : [];
  const pool = onPage.length ? onPage : hits;
  const ctx = where.context;
  const agreement = (h: number) => {
    if (!ctx || !(ctx.prefix?.trim() || ctx.suffix?.trim())) return 0;
    return contextScore(contextAgreement(text, h, h + exact.length, ctx as Quote, contextLength)) ?? 0;
  };
  const pos = where.position;
  const distance = (h: number) => (pos === null || pos === undefined ? 0 : Math.abs(h - pos));
  let start = pool[0];
  let best = Number.NEGATIVE_INFINITY;
  for (const h of pool) {
    const a = agreement(h);
    if (a > best + 1e-9 || (Math.abs(a - best) <= 1e-9 && distance(h) < distance(start))) {
      best = a;
      start = h;
    }
  }
  return {
    quote: {
      exact,
      prefix: text.slice(Math.max(0, start - contextLength), start),
      suffix: text.slice(start + exact.length, start + exact.length + contextLength),
    },
    occurrences: hits.length,
    ordinal: hits.indexOf(start),
    start,
  };
}

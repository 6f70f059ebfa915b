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
  quoteThreshold: 0.75,
  contextThreshold: 0.5,
  margin: 0.15,
  distinctiveLength: 30,
  contextLength: 32,
};

export interface AnchorHint {
  /** How many times the quote occurred in the old edition (a duplicated passage needs its context). */
  oldOccurrences?: number;
}

export interface Anchor {
  placement: Placement;
  /** Offsets in the normalised text (absent when orphaned). */
  start?: number;
  end?: number;
  /** Why a point was orphaned or how it was placed (for the audit and the benchmark). */
  reason: "exact" | "exact-context-changed" | "fuzzy" | "ambiguous" | "context-mismatch" | "not-found" | "empty";
}

/** Whitespace collapsed, typographic quotes and dashes unified: the text anchoring compares. */
export function normalise(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();
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

const bestSide = (c: { prefix: number | null; suffix: number | null }) => Math.max(c.prefix ?? 0, c.suffix ?? 0);

/** Every start of `needle` in `hay` (at most `limit`). */
export function occurrences(hay: string, needle: string, limit = 500): number[] {
  const out: number[] = [];
  if (!needle) return out;
  for (let i = hay.indexOf(needle); i >= 0 && out.length < limit; i = hay.indexOf(needle, i + 1)) out.push(i);
  return out;
}

/** Anchors the quote in `text` (already normalised with `normalise`). */
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

  const exactHits = occurrences(text, exact);
  if (exactHits.length) {
    const scored = exactHits
      .map((start) => {
        const c = contextAgreement(text, start, start + exact.length, quote, o.contextLength);
        return { start, end: start + exact.length, c, score: contextScore(c) };
      })
      .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    const [best, second] = scored;
    if (!hasContext) {
      // Nothing to tell occurrences apart: only a single one is safe.
      if (scored.length === 1 && (hint.oldOccurrences ?? 1) <= 1)
        return { placement: "EXACT", start: best.start, end: best.end, reason: "exact" };
      return { placement: "ORPHANED", reason: "ambiguous" };
    }
    const agrees = bestSide(best.c) >= o.contextThreshold;
    const leads = !second || (best.score ?? 0) - (second.score ?? 0) >= o.margin;
    if (agrees && leads) {
      // Unchanged text on at least one side: the same passage (its neighbour may have changed).
      const full = (best.c.prefix ?? 0) >= 0.9 || (best.c.suffix ?? 0) >= 0.9;
      return {
        placement: full ? "EXACT" : "MOVED",
        start: best.start,
        end: best.end,
        reason: full ? "exact" : "exact-context-changed",
      };
    }
    if (!leads && agrees) return { placement: "ORPHANED", reason: "ambiguous" };
    const distinctive = scored.length === 1 && (hint.oldOccurrences ?? 1) <= 1 && exact.length >= o.distinctiveLength;
    if (distinctive) return { placement: "MOVED", start: best.start, end: best.end, reason: "exact-context-changed" };
    return { placement: "ORPHANED", reason: scored.length > 1 ? "ambiguous" : "context-mismatch" };
  }

  // Fuzzy: the quote's text changed. Long quotes are matched on their head and tail.
  const maxErrors = Math.floor(exact.length * (1 - o.quoteThreshold));
  if (maxErrors < 1) return { placement: "ORPHANED", reason: "not-found" };
  const raw = search(text, exact, maxErrors);
  // One candidate per region: the fewest errors, then the longest.
  raw.sort((a, b) => a.errors - b.errors || b.end - b.start - (a.end - a.start));
  const picked: typeof raw = [];
  for (const m of raw) {
    if (picked.some((p) => m.start < p.end && p.start < m.end)) continue;
    picked.push(m);
    if (picked.length >= 50) break;
  }
  if (!picked.length) return { placement: "ORPHANED", reason: "not-found" };
  const candidates = picked
    .map((m) => {
      const c = contextAgreement(text, m.start, m.end, quote, o.contextLength);
      const quoteSim = 1 - m.errors / exact.length;
      const ctx = contextScore(c);
      return { m, c, quoteSim, score: ctx === null ? quoteSim : 0.5 * quoteSim + 0.5 * ctx };
    })
    .filter((x) => x.quoteSim >= o.quoteThreshold)
    .sort((a, b) => b.score - a.score);
  const [best, second] = candidates;
  if (!best) return { placement: "ORPHANED", reason: "not-found" };
  // A changed quote is trusted only with its context (else any similar boilerplate would do).
  if (!hasContext || bestSide(best.c) < o.contextThreshold)
    return { placement: "ORPHANED", reason: "context-mismatch" };
  if (second && best.score - second.score < o.margin) return { placement: "ORPHANED", reason: "ambiguous" };
  return { placement: "MOVED", start: best.m.start, end: best.m.end, reason: "fuzzy" };
}

/**
 * Where the user's selection was in the old edition: the occurrence of the quote on its page
 * (or nearest its recorded position), with the context around it — for points stored without
 * prefix and suffix. Null when the quote is not in the old text.
 */
export function locateInOld(
  text: string,
  exactRaw: string,
  where: { page?: number | null; position?: number | null; pageOf: (offset: number) => number },
  contextLength = DEFAULT_ANCHOR_OPTIONS.contextLength,
): { quote: Quote; occurrences: number; start: number } | null {
  const exact = normalise(exactRaw);
  const hits = occurrences(text, exact);
  if (!hits.length) return null;
  let start = hits[0];
  if (where.position !== null && where.position !== undefined) {
    const pos = where.position;
    start = hits.reduce((a, b) => (Math.abs(b - pos) < Math.abs(a - pos) ? b : a));
  } else if (where.page) {
    start = hits.find((h) => where.pageOf(h) === where.page) ?? hits[0];
  }
  return {
    quote: {
      exact,
      prefix: text.slice(Math.max(0, start - contextLength), start),
      suffix: text.slice(start + exact.length, start + exact.length + contextLength),
    },
    occurrences: hits.length,
    start,
  };
}

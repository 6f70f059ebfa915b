// Where the words of a clause search are in a document's text (the HTML tab's highlights and its
// "next match"): each word as a whole word, in any case; in scripts written without spaces, or
// whose words take prefixes (Arabic "و" + "يجب"), anywhere in the text.
export interface Span {
  start: number;
  end: number;
}

/** Matches listed at most (a very common word in a long standard). */
export const MAX_SPANS = 2_000;

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Thai}]/u;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The [start, end) of each occurrence of the terms in `text`, in text order, without overlaps. */
export function termSpans(text: string, terms: readonly string[], max = MAX_SPANS): Span[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return [];
  const bounded = words.filter((w) => !UNSPACED.test(w)).map(escapeRegExp);
  const free = words.filter((w) => UNSPACED.test(w)).map(escapeRegExp);
  const parts: string[] = [];
  if (bounded.length) parts.push(`(?<![\\p{L}\\p{N}])(?:${bounded.join("|")})(?![\\p{L}\\p{N}])`);
  if (free.length) parts.push(`(?:${free.join("|")})`);
  const pattern = new RegExp(parts.join("|"), "giu");
  const out: Span[] = [];
  for (const m of text.matchAll(pattern)) {
    if (out.length >= max) break;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The first span at or after `offset` (the clause jumped to), else the first. */
export function firstFrom(spans: readonly Span[], offset: number): number {
  const i = spans.findIndex((s) => s.start >= offset);
  return i === -1 ? 0 : i;
}

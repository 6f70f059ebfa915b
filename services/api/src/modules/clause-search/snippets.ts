// Snippets as structured text: the engine marks the matched words with two control characters
// (never in the indexed text: jobs/clause-index removes them), and they become plain text and
// the [start, end) ranges of its highlighted words, so no markup from a document ever reaches
// the reader as markup.
import type { Highlight } from "./clause-search-engine.ts";

export const START_MARK = "\u0001";
export const STOP_MARK = "\u0002";

/** Plain text and highlight ranges of a headline marked with START_MARK…STOP_MARK. */
export function parseMarked(marked: string): { text: string; highlights: Highlight[] } {
  let text = "";
  const highlights: Highlight[] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === START_MARK) {
      if (open < 0) open = text.length;
    } else if (ch === STOP_MARK) {
      if (open >= 0 && text.length > open) highlights.push({ start: open, end: text.length });
      open = -1;
    } else text += ch;
  }
  if (open >= 0 && text.length > open) highlights.push({ start: open, end: text.length });
  return { text, highlights: mergeAdjacent(text, highlights) };
}

/** Words of one phrase highlighted one by one ("tensile" "strength") become one range. */
function mergeAdjacent(text: string, ranges: Highlight[]): Highlight[] {
  const out: Highlight[] = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && /^\s*$/.test(text.slice(last.end, r.start))) last.end = r.end;
    else out.push({ ...r });
  }
  return out;
}

/** The distinct highlighted words (lower case) of some snippets, at most `max`. */
export function highlightedTerms(snippets: { text: string; highlights: Highlight[] }[], max = 100): string[] {
  const terms = new Set<string>();
  for (const s of snippets)
    for (const h of s.highlights)
      for (const w of s.text.slice(h.start, h.end).split(/\s+/)) {
        const t = w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").toLowerCase();
        if (t && terms.size < max) terms.add(t);
      }
  return [...terms];
}

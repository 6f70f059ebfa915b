// The text compass points are anchored in, made the same way by the reader (from the DOM of the
// HTML tab or a PDF page's text layer) and by the workers (from an edition's HTML, its PDF words
// or its body text), so that a quote, its context and its position mean the same on both sides:
//
// - Unicode NFKC, character by character: the ligatures ﬁ ﬀ ﬂ ﬃ ﬄ become their letters, full-
//   width and compatibility forms their plain ones, a no-break space a space;
// - typographic quotes and dashes become ' " and -; soft hyphens and zero-width characters go;
// - whitespace runs become one space, none at either end;
// - a word boundary wherever the layout makes one though the text nodes have no space: between
//   blocks (paragraphs, headings, list items, table cells and rows, captions, line breaks), and
//   after a clause number or label set in its own element ("<span>9.</span>Procedure").
//
// The result keeps, for every character, the offset it came from in the raw text (the text nodes
// joined as they are), so the reader can turn offsets back into DOM ranges.

const FOLD: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u201f": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u00ad": "",
  "\u200b": "",
  "\u200c": "",
  "\u200d": "",
  "\u2060": "",
  "\ufeff": "",
};

/** Elements that begin and end a line of their own: the text either side is separate words. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "caption",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

/** Elements whose content is never document text. */
export const SKIPPED_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "head",
  "title",
]);

/** Inline elements that join their text to the word before (a superscript, a subscript). */
const ATTACHED = new Set(["sup", "sub"]);

/** One text node of a tree, and whether a word boundary comes before it. */
export interface TextPiece<N = unknown> {
  node: N;
  text: string;
  breakBefore: boolean;
}

/** How to walk a tree: the browser's DOM, parse5's, or any other. */
export interface TreeAdapter<N> {
  children(node: N): readonly N[];
  /** The text of a text node, else null. */
  text(node: N): string | null;
  /** The lower-case tag name of an element, else null. */
  tag(node: N): string | null;
}

// A clause number just before an element boundary ("9.", "6.3", "A1.2").
const LABEL_END = /(?:^|\s)[A-Z]?\d+(?:\.\d+)*\.?$/;

/** The text nodes of a tree in document order, each with whether a word boundary comes before it. */
export function collectPieces<N>(root: N, a: TreeAdapter<N>): TextPiece<N>[] {
  const out: TextPiece<N>[] = [];
  let pendingBreak = false;
  let attached = 0;
  let lastText = "";
  let lastAttached = false;
  const stack: { node: N; exit: boolean }[] = [{ node: root, exit: false }];
  while (stack.length) {
    const { node, exit } = stack.pop()!;
    const tag = a.tag(node);
    if (exit) {
      if (tag && BLOCK_ELEMENTS.has(tag)) pendingBreak = true;
      if (tag && ATTACHED.has(tag)) attached--;
      continue;
    }
    const t = a.text(node);
    if (t !== null) {
      if (!t) continue;
      const labelled = !attached && !lastAttached && LABEL_END.test(lastText) && /^[\p{L}]/u.test(t);
      out.push({ node, text: t, breakBefore: out.length > 0 && (pendingBreak || labelled) });
      pendingBreak = false;
      lastText = t;
      lastAttached = attached > 0;
      continue;
    }
    if (tag && SKIPPED_ELEMENTS.has(tag)) continue;
    if (tag && BLOCK_ELEMENTS.has(tag)) pendingBreak = true;
    if (tag && ATTACHED.has(tag)) attached++;
    stack.push({ node, exit: true });
    const kids = a.children(node);
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], exit: false });
  }
  return out;
}

export interface AnchorText {
  /** The normalised text. */
  text: string;
  /** The raw text: the pieces joined as they are (what DOM offsets count in). */
  raw: string;
  /** For each character of `text`, its offset in `raw`; one more entry: raw.length. */
  map: number[];
  /** Each piece's start offset in `raw`. */
  rawStarts: number[];
  /** Offsets in `text` where a block (or, with newlineBreaks, a line) begins: the layout's lines. */
  breaks: number[];
}

const isSpace = (c: string) => /\s/u.test(c);

/** Normalises pieces of text (see above), keeping where each character came from. */
export function buildAnchorText(
  pieces: readonly { text: string; breakBefore?: boolean }[],
  options: { newlineBreaks?: boolean } = {},
): AnchorText {
  let text = "";
  const map: number[] = [];
  const rawStarts: number[] = [];
  const breaks: number[] = [];
  let raw = "";
  let space = false;
  let spaceAt = 0;
  let pendingBreak = false;
  for (const piece of pieces) {
    rawStarts.push(raw.length);
    if (piece.breakBefore && text) {
      space = true;
      spaceAt = raw.length;
      pendingBreak = true;
    }
    const base = raw.length;
    raw += piece.text;
    const s = piece.text;
    for (let i = 0; i < s.length; ) {
      const cp = s.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      const at = base + i;
      i += ch.length;
      const folded = FOLD[ch] ?? (cp < 0x80 ? ch : ch.normalize("NFKC"));
      for (const c of folded) {
        if (isSpace(c)) {
          if (text && !space) {
            space = true;
            spaceAt = at;
          }
          if (options.newlineBreaks && c === "\n" && text) pendingBreak = true;
          continue;
        }
        const out = FOLD[c] ?? c;
        if (!out) continue;
        if (space) {
          text += " ";
          map.push(spaceAt);
          space = false;
        }
        if (pendingBreak) {
          breaks.push(text.length);
          pendingBreak = false;
        }
        text += out;
        map.push(at);
      }
    }
  }
  map.push(raw.length);
  return { text, raw, map, rawStarts, breaks };
}

/** The normalised form of a string (one piece): what quotes, prefixes and suffixes are compared in. */
export function normaliseText(s: string): string {
  return buildAnchorText([{ text: s }]).text;
}

/** The offset in the normalised text of a raw offset (the first character at or after it). */
export function normalisedOffset(t: AnchorText, rawOffset: number): number {
  let lo = 0;
  let hi = t.map.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t.map[mid] < rawOffset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

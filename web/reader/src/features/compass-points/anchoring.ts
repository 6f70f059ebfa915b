// Anchoring a compass point in the text on screen (the PDF page's text layer, the HTML tab's
// frame), from its W3C-style selectors alone: the quote with its prefix and suffix, the position
// as a hint. The text is the anchor text the workers use too (@norma/contracts/anchor-text:
// Unicode NFKC, ligatures, quotes and dashes, whitespace, and a word boundary between blocks,
// table cells and lines), so selectors made here mean the same when a point is carried to a new
// edition. Finding a quote still ignores whitespace (a point stored before this text existed may
// have run words together); a quote found more than once is placed where its context agrees best,
// then nearest the position hint — never on a passage whose context disagrees while a better one
// exists. Pure functions over strings, plus the DOM helpers that turn text offsets into ranges and
// back.

import {
  type AnchorText,
  buildAnchorText,
  collectPieces,
  normalisedOffset,
  normaliseText,
  type TreeAdapter,
} from "@norma/contracts/anchor-text";
import type { components } from "@norma/contracts/api-types";

export const CONTEXT_CHARS = 32;

/** A W3C selector of a compass point's passage: the contract's shape (openapi.yaml CompassPointSelector). */
export type Selector = components["schemas"]["CompassPointSelector"];

export interface Quote {
  exact: string;
  prefix?: string;
  suffix?: string;
}

/** The text without whitespace, and for each of its characters the offset in the original. */
export function squeeze(text: string): { s: string; map: number[] } {
  const map: number[] = [];
  let s = "";
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i])) continue;
    s += text[i];
    map.push(i);
  }
  map.push(text.length);
  return { s, map };
}

const strip = (s: string | undefined) => normaliseText(s ?? "").replace(/\s+/g, "");

/**
 * The selectors of [start, end) in `text` (the anchor text of textOf; any other text is
 * normalised first): the quote with its context and the position.
 */
export function selectorsOf(text: string, start: number, end: number, page?: number): Selector[] {
  const t = buildAnchorText([{ text }]);
  let s = normalisedOffset(t, start);
  let e = normalisedOffset(t, end);
  while (s < e && t.text[s] === " ") s++;
  while (e > s && t.text[e - 1] === " ") e--;
  const selectors: Selector[] = [
    {
      type: "TextQuoteSelector",
      exact: t.text.slice(s, e),
      prefix: t.text.slice(Math.max(0, s - CONTEXT_CHARS), s),
      suffix: t.text.slice(e, e + CONTEXT_CHARS),
    },
    { type: "TextPositionSelector", start: s, end: e },
  ];
  if (page) selectors.push({ type: "PageSelector", page });
  return selectors;
}

function commonSuffix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Where the quote is in `text` ([start, end) of the original text), or null. Every occurrence of
 * the exact text is scored by how much of its prefix and suffix agree; the best wins, ties go to
 * the one nearest `hint` (an offset in the original text).
 */
export function findQuote(text: string, quote: Quote, hint?: number): { start: number; end: number } | null {
  const exact = strip(quote.exact);
  if (!exact) return null;
  const { s, map } = squeeze(text);
  const prefix = strip(quote.prefix);
  const suffix = strip(quote.suffix);
  let best: { at: number; score: number; distance: number } | null = null;
  for (const fold of [false, true]) {
    const hay = fold ? s.toLowerCase() : s;
    const needle = fold ? exact.toLowerCase() : exact;
    for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
      const score =
        commonSuffix(hay.slice(Math.max(0, at - prefix.length), at), fold ? prefix.toLowerCase() : prefix) +
        commonPrefix(
          hay.slice(at + needle.length, at + needle.length + suffix.length),
          fold ? suffix.toLowerCase() : suffix,
        );
      const distance = hint === undefined ? 0 : Math.abs(map[at] - hint);
      if (!best || score > best.score || (score === best.score && distance < best.distance))
        best = { at, score, distance };
    }
    if (best) break;
  }
  if (!best) return null;
  return { start: map[best.at], end: map[best.at + exact.length - 1] + 1 };
}

/** The quote selector among a point's selectors, else one made of its selected text. */
export function quoteOf(selectors: Selector[] | undefined, selectionText: string | undefined): Quote | null {
  const q = selectors?.find((s) => s.type === "TextQuoteSelector" && s.exact);
  if (q?.exact) return { exact: q.exact, prefix: q.prefix, suffix: q.suffix };
  return selectionText?.trim() ? { exact: selectionText } : null;
}

// ── DOM ──

const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);

/** The text nodes under `root` in document order (none inside scripts or styles). */
export function textNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */, {
    acceptNode: (n) => (n.parentElement && SKIP.has(n.parentElement.tagName) ? 2 : 1),
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

const domAdapter: TreeAdapter<Node> = {
  children: (n) => n.childNodes as unknown as readonly Node[],
  text: (n) => (n.nodeType === 3 ? (n as Text).data : null),
  tag: (n) => (n.nodeType === 1 ? (n as Element).tagName.toLowerCase() : null),
};

/**
 * The anchor text of `root` (see the top of the file): `text` is normalised, `nodes` are the
 * text nodes and `starts` their offsets in the raw text (the nodes joined as they are), which
 * `anchor.map` relates to `text`.
 */
export function textOf(root: Node): { text: string; nodes: Text[]; starts: number[]; anchor: AnchorText } {
  const pieces = collectPieces(root, domAdapter);
  const anchor = buildAnchorText(pieces);
  return { text: anchor.text, nodes: pieces.map((p) => p.node as Text), starts: anchor.rawStarts, anchor };
}

/** A range's [start, end) in the anchor text of `root` (null when it is not inside it). */
export function offsetsOf(root: Node, range: Range): { start: number; end: number } | null {
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const { nodes, starts, anchor } = textOf(root);
  const doc = root.ownerDocument ?? (root as Document);
  const at = (container: Node, offset: number): number => {
    if (container.nodeType === 3) {
      const i = nodes.indexOf(container as Text);
      if (i !== -1) return starts[i] + offset;
    }
    // An element boundary: the text of the nodes wholly before it.
    const point = doc.createRange();
    point.setStart(container, offset);
    for (let i = 0; i < nodes.length; i++) if (point.comparePoint(nodes[i], nodes[i].data.length) > 0) return starts[i];
    return anchor.raw.length;
  };
  let start = normalisedOffset(anchor, at(range.startContainer, range.startOffset));
  let end = normalisedOffset(anchor, at(range.endContainer, range.endOffset));
  while (start < end && anchor.text[start] === " ") start++;
  while (end > start && anchor.text[end - 1] === " ") end--;
  return end > start ? { start, end } : null;
}

/** A range over [start, end) of the anchor text of `root`. */
export function rangeOf(root: Node, start: number, end: number): Range | null {
  return rangeIn(root, textOf(root), start, end);
}

/** Ranges over many [start, end) of the anchor text of `root` (its text read once). */
export function rangesOf(root: Node, spans: readonly { start: number; end: number }[]): (Range | null)[] {
  const t = textOf(root);
  return spans.map((s) => rangeIn(root, t, s.start, s.end));
}

function rangeIn(root: Node, t: ReturnType<typeof textOf>, start: number, end: number): Range | null {
  const { nodes, starts, anchor } = t;
  if (!nodes.length || end <= start || end > anchor.text.length) return null;
  const rawStart = anchor.map[start];
  const last = anchor.map[end - 1];
  // The raw character the last one came from (a ligature or a surrogate pair is one of several).
  const rawEnd = last + (anchor.raw.codePointAt(last)! > 0xffff ? 2 : 1);
  const find = (offset: number, isEnd: boolean) => {
    for (let i = 0; i < nodes.length; i++) {
      const len = nodes[i].data.length;
      if (offset < starts[i] + len || (isEnd && offset === starts[i] + len))
        return { node: nodes[i], at: offset - starts[i] };
    }
    return null;
  };
  const a = find(rawStart, false);
  const b = find(rawEnd, true);
  if (!a || !b) return null;
  const range = (root.ownerDocument ?? (root as Document)).createRange();
  range.setStart(a.node, a.at);
  range.setEnd(b.node, b.at);
  return range;
}

/** The rectangles of a range merged per line (a line's boxes joined), relative to `origin`. */
export function lineRects(
  range: Range,
  origin: DOMRect,
): { left: number; top: number; width: number; height: number }[] {
  const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
  const lines: { left: number; top: number; right: number; bottom: number }[] = [];
  for (const r of rects) {
    const line = lines.find(
      (l) => Math.abs(l.top - r.top) < r.height / 2 && Math.abs(l.bottom - r.bottom) < r.height / 2,
    );
    if (line) {
      line.left = Math.min(line.left, r.left);
      line.right = Math.max(line.right, r.right);
      line.top = Math.min(line.top, r.top);
      line.bottom = Math.max(line.bottom, r.bottom);
    } else lines.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  }
  return lines.map((l) => ({
    left: l.left - origin.left,
    top: l.top - origin.top,
    width: l.right - l.left,
    height: l.bottom - l.top,
  }));
}

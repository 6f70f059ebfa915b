// Points made the way the reader makes them: a selection over the rendered text (the HTML
// document in a DOM, or a PDF page's text layer as pdf.js's TextLayer draws it: one span per
// text item, a <br> after an item that ends a line), turned into selectors by the reader's own
// code (web/reader/src/features/compass-points/anchoring.ts: textOf, rangeOf, offsetsOf,
// selectorsOf). Which passages are selected is decided here, from the blocks: the whole text
// of a block, a run of six words in it, and a short quote (a value with its unit, or a cell).
import { openPdf } from "@norma/documents/pdf/pdfjs";
import { JSDOM } from "jsdom";
import * as reader from "../../web/reader/src/features/compass-points/anchoring.ts";
import type { Block, Edition } from "./corpus.ts";
import { keyOf } from "./text-key.ts";

export interface Selection {
  /** The block the point is on, and the words selected (as written in the block). */
  block: string;
  quote: string;
  /** What the reader stores. */
  selectors: reader.Selector[];
  selectionText: string;
  pageNumber: number | null;
}

/** The passages a reader could select in a block: the whole text, six words, a short quote. */
export function quotesOf(b: Block): string[] {
  const out: string[] = [];
  if (b.kind === "row") {
    const cells = b.cells ?? [];
    out.push(cells.join(" "));
    if (cells[1]) out.push(cells[1]);
    if (cells[2]) out.push(cells[2]);
  } else {
    out.push(b.text);
    const words = b.text.split(/\s+/);
    if (words.length >= 10) out.push(words.slice(2, 8).join(" "));
    const m =
      /(?:^|\s)(\d[\d.,±]*(?:\s\d{3})*\s?(?:mm\/min|mm|kPa|MPa|kN|N·m|°C|kV\/s|kg|Hz|min|h|s|%|g|degrees)?)(?=[\s.,;:]|$)/u.exec(
        b.text,
      );
    if (m) out.push(m[1].trim());
  }
  return [...new Set(out.map((q) => q.trim()).filter(Boolean))];
}

/** [start, end) of `quote` in `text`, whitespace ignored (the text may have no space between cells or lines). */
function findLoose(text: string, quote: string, from = 0): { start: number; end: number } | null {
  const t = keyOf(text);
  const q = keyOf(quote).key;
  const at = t.key.indexOf(
    q,
    t.key.length
      ? Math.max(
          0,
          t.map.findIndex((m) => m >= from),
        )
      : 0,
  );
  if (at < 0 || !q) return null;
  return { start: t.map[at], end: t.map[at + q.length - 1] + 1 };
}

/** Points on an edition's HTML, as the reader makes them in its HTML tab. */
export function htmlSelections(html: string, e: Edition): Selection[] {
  const dom = new JSDOM(html);
  const doc = dom.window.document;
  const body = doc.body;
  const all = reader.textOf(body);
  const out: Selection[] = [];
  for (const b of e.blocks) {
    const el = doc.querySelector(`[data-eval="${CSS_escape(b.id)}"]`);
    if (!el) throw new Error(`no element for ${b.id}`);
    // Where the block starts in the body's text, and the first occurrence of the quote from there.
    const first = reader.textNodes(el)[0];
    const rawStart = all.starts[all.nodes.indexOf(first)];
    const base = all.anchor.map.findIndex((m) => m >= rawStart);
    for (const quote of quotesOf(b)) {
      const hit = findLoose(all.text, quote, base);
      if (!hit) throw new Error(`quote "${quote}" not in ${b.id}`);
      const range = reader.rangeOf(body, hit.start, hit.end);
      if (!range) throw new Error(`no range for ${b.id}`);
      const offsets = reader.offsetsOf(body, range);
      if (!offsets) throw new Error(`no offsets for ${b.id}`);
      out.push({
        block: b.id,
        quote,
        selectors: reader.selectorsOf(all.text, offsets.start, offsets.end),
        selectionText: range.toString().replace(/\s+/g, " ").trim(),
        pageNumber: null,
      });
    }
  }
  return out;
}

function CSS_escape(s: string) {
  return s.replace(/["\\]/g, "\\$&");
}

interface LayerPage {
  doc: Document;
  layer: HTMLElement;
  text: string;
}

/** Each page's text layer as pdf.js's TextLayer builds it (spans, and <br> after end-of-line items). */
export async function textLayers(bytes: Uint8Array): Promise<LayerPage[]> {
  const pdf = await openPdf(bytes);
  const pages: LayerPage[] = [];
  try {
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const dom = new JSDOM("<!doctype html><body><div class='textLayer'></div></body>");
      const doc = dom.window.document;
      const layer = doc.querySelector<HTMLElement>(".textLayer")!;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const span = doc.createElement("span");
        span.textContent = item.str;
        layer.appendChild(span);
        if (item.hasEOL) layer.appendChild(doc.createElement("br"));
      }
      pages.push({ doc, layer, text: reader.textOf(layer).text });
    }
  } finally {
    await pdf.destroy();
  }
  return pages;
}

/**
 * Points on an edition's PDF, made in its text layer. A block is found in reading order (its
 * first words, whitespace ignored), the quote inside it; a quote that runs over a page break
 * cannot be selected in one page's layer and is left out (counted by the caller).
 */
export function pdfSelections(pages: LayerPage[], e: Edition): { selections: Selection[]; skipped: number } {
  const out: Selection[] = [];
  let skipped = 0;
  let page = 0;
  let from = 0;
  for (const b of e.blocks) {
    const head = b.kind === "row" ? (b.cells ?? []).join(" ") : b.text.split(/\s+/).slice(0, 4).join(" ");
    let at: { start: number; end: number } | null = null;
    let p = page;
    for (; p < pages.length && !at; p++) at = findLoose(pages[p].text, head, p === page ? from : 0);
    if (!at) {
      skipped += quotesOf(b).length;
      continue;
    }
    page = p - 1;
    // The next block is looked for after this one's first words (not inside them).
    from = at.end;
    for (const quote of quotesOf(b)) {
      const hit = findLoose(pages[page].text, quote, at.start);
      if (!hit || hit.start > at.start + 400) {
        skipped++;
        continue;
      }
      const { doc, layer, text } = pages[page];
      const range = reader.rangeOf(layer, hit.start, hit.end);
      const offsets = range ? reader.offsetsOf(layer, range) : null;
      if (!range || !offsets) throw new Error(`no range for ${b.id} in the PDF`);
      void doc;
      out.push({
        block: b.id,
        quote,
        selectors: reader.selectorsOf(text, offsets.start, offsets.end, page + 1),
        selectionText: range.toString().replace(/\s+/g, " ").trim(),
        pageNumber: page + 1,
      });
    }
  }
  return { selections: out, skipped };
}

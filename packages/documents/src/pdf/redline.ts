// PDF redline: the newer PDF with its changes against the older one marked as annotations, and
// pages in front summarising them.
//
// 1. Text with positions from both PDFs (pdf.js); running headers and footers are left out.
// 2. Lines are aligned on their text (bounded Myers, else patience); each changed region is
//    diffed word by word (or, once the time budget is spent, marked as a whole).
// 3. pdf-lib marks the newer PDF: inserted words highlighted; at each deletion a red caret with
//    the old wording in its pop-up, and the old wording struck through in red in the margin.
// 4. Summary pages (totals, then each change with its page, linked) go in front.
import { PDFDocument, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { alignSequences, Interner, mergeShortEqualities, myersDiff, type SeqOp } from "../diff/sequence.ts";
import { Annotator, type Box, drawable, type Rgb, wrapText } from "./annotations.ts";
import { extractText, PdfDeadlineExceeded, type PdfText, type PdfWord } from "./text.ts";

export const INSERT_COLOR: Rgb = [0.55, 0.88, 0.55];
export const DELETE_COLOR: Rgb = [0.8, 0.05, 0.05];

export interface RedlineOptions {
  /** Time budget for the word diff in ms (default 20 000); then changed regions are marked whole. */
  budgetMs?: number;
  /**
   * When the whole redline must be done (ms since epoch). Text extraction stops with
   * PdfDeadlineExceeded past it; the word diff gets at most half of what is left after the
   * extraction (then it marks changed regions whole), so marking and saving keep the rest.
   */
  deadline?: number;
  /** Refuse PDFs with more pages than this (PdfTooLarge), before reading their text. */
  maxPages?: number;
  /** Mark changed regions whole (no word diff): the retry after a time-out. */
  blockLevelOnly?: boolean;
  oldLabel?: string;
  newLabel?: string;
  /** Shown on the summary page (default: now). */
  generatedAt?: Date;
  /** Most change lines listed on the summary pages (default 600). */
  maxListed?: number;
}

export interface RedlineChange {
  /** 1-based page of the newer document (the redline has the summary pages in front). */
  page: number;
  inserted: string;
  deleted: string;
}

export interface RedlineSummary {
  mode: "word" | "block";
  /** Whether each PDF has any text at all (a scan without a text layer has none). */
  textLayer: { old: boolean; new: boolean };
  /** 1-based pages without any text, of each PDF (at most 50 listed each). */
  pagesWithoutText: { old: number[]; new: number[] };
  /** Deleted words with no place in the newer PDF (it has no text to anchor them to). */
  unlocatedDeletedWords: number;
  exactAlignment: boolean;
  insertedWords: number;
  deletedWords: number;
  changes: RedlineChange[];
  pagesChanged: number[];
  summaryPages: number;
  oldPages: number;
  newPages: number;
  timingsMs: { extract: number; diff: number; annotate: number; total: number };
}

interface Deletion {
  /** Global index of the new word the deletion is anchored to. */
  word: number;
  side: "before" | "after";
  text: string;
  count: number;
}

interface Insertion {
  from: number;
  to: number;
  /** Text it replaced, when the insertion follows a deletion at the same place. */
  replaced?: string;
}

function lineKeys(text: PdfText, interner: Interner): { keys: number[]; lines: number[] } {
  const keys: number[] = [];
  const lines: number[] = [];
  text.lines.forEach((l, i) => {
    if (l.furniture) return;
    keys.push(interner.id(l.text));
    lines.push(i);
  });
  return { keys, lines };
}

function wordsOf(text: PdfText, lineIdx: number[], from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k < to; k++) {
    const l = text.lines[lineIdx[k]];
    for (let w = l.start; w < l.end; w++) out.push(w);
  }
  return out;
}

/** Computes the changes between two extracted texts. */
export function diffPdfText(
  oldText: PdfText,
  newText: PdfText,
  options: { deadline: number; blockLevelOnly?: boolean },
): {
  insertions: Insertion[];
  deletions: Deletion[];
  /** Deleted text with nothing in the newer PDF to anchor it to (the newer PDF has no text). */
  unlocated: { text: string; count: number }[];
  exact: boolean;
  blockFallbacks: number;
} {
  const lineInterner = new Interner();
  const a = lineKeys(oldText, lineInterner);
  const b = lineKeys(newText, lineInterner);
  const started = Date.now();
  const alignDeadline = Math.min(options.deadline, started + Math.max(200, (options.deadline - started) * 0.35));
  const { ops, exact } = alignSequences(a.keys, b.keys, { deadline: alignDeadline });
  const words = new Interner();
  const wid = (w: PdfWord) => words.id(w.text);
  const inserted = new Uint8Array(newText.words.length);
  const deletions: Deletion[] = [];
  const unlocated: { text: string; count: number }[] = [];
  let blockFallbacks = 0;

  for (const op of ops) {
    if (op.equal) continue;
    const ow = wordsOf(oldText, a.lines, op.a0, op.a1);
    const nw = wordsOf(newText, b.lines, op.b0, op.b1);
    const oldPhrase = (from: number, to: number) =>
      ow
        .slice(from, to)
        .map((i) => oldText.words[i].text)
        .join(" ");
    // Where a deletion with no new words around it goes: after the last word before the region,
    // else before the first word after it.
    const anchorOutside = (): { word: number; side: "before" | "after" } | null => {
      if (op.b0 > 0) return { word: newText.lines[b.lines[op.b0 - 1]].end - 1, side: "after" };
      if (op.b1 < b.lines.length) return { word: newText.lines[b.lines[op.b1]].start, side: "before" };
      return null;
    };
    if (nw.length === 0) {
      const at = anchorOutside();
      if (ow.length) {
        if (at) deletions.push({ ...at, text: oldPhrase(0, ow.length), count: ow.length });
        else unlocated.push({ text: oldPhrase(0, ow.length), count: ow.length });
      }
      continue;
    }
    if (ow.length === 0) {
      for (const w of nw) inserted[w] = 1;
      continue;
    }
    let wordOps: SeqOp[] | null = null;
    if (!options.blockLevelOnly && Date.now() < options.deadline) {
      const exactOps = myersDiff(
        ow.map((i) => wid(oldText.words[i])),
        nw.map((i) => wid(newText.words[i])),
        { deadline: Math.min(options.deadline, Date.now() + 2_000) },
      );
      wordOps = exactOps && mergeShortEqualities(exactOps);
    }
    if (!wordOps) {
      blockFallbacks++;
      wordOps = [{ equal: false, a0: 0, a1: ow.length, b0: 0, b1: nw.length }];
    }
    for (const w of wordOps) {
      if (w.equal) continue;
      for (let k = w.b0; k < w.b1; k++) inserted[nw[k]] = 1;
      if (w.a1 > w.a0) {
        const at =
          w.b0 < nw.length
            ? { word: nw[w.b0], side: "before" as const }
            : { word: nw[nw.length - 1], side: "after" as const };
        deletions.push({ ...at, text: oldPhrase(w.a0, w.a1), count: w.a1 - w.a0 });
      }
    }
  }

  // Runs of inserted words; a run starting where a deletion sits is a replacement.
  const deletedBefore = new Map<number, Deletion>();
  for (const d of deletions) if (d.side === "before") deletedBefore.set(d.word, d);
  const insertions: Insertion[] = [];
  for (let w = 0; w < inserted.length; w++) {
    if (!inserted[w]) continue;
    let end = w;
    while (end + 1 < inserted.length && inserted[end + 1]) end++;
    insertions.push({ from: w, to: end + 1, replaced: deletedBefore.get(w)?.text });
    w = end;
  }
  return { insertions, deletions, unlocated, exact, blockFallbacks };
}

/** 1-based pages of the text that have no word at all (at most `max`). */
function pagesWithoutText(text: PdfText, max = 50): number[] {
  const has = new Uint8Array(text.pages.length);
  for (const w of text.words) has[w.page] = 1;
  const out: number[] = [];
  for (let p = 0; p < has.length && out.length < max; p++) if (!has[p]) out.push(p + 1);
  return out;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Boxes of words [from, to) grouped by page, one box per line. */
function lineBoxes(text: PdfText, from: number, to: number): Map<number, Box[]> {
  const byPage = new Map<number, Box[]>();
  let current: { line: number; box: Box } | null = null;
  const flush = () => {
    if (!current) return;
    const page = text.words[text.lines[current.line].start].page;
    const list = byPage.get(page) ?? [];
    list.push(current.box);
    byPage.set(page, list);
    current = null;
  };
  for (let w = from; w < to; w++) {
    const word = text.words[w];
    if (current && current.line === word.line) {
      current.box.x1 = Math.max(current.box.x1, word.x1);
      current.box.y0 = Math.min(current.box.y0, word.y0);
      current.box.y1 = Math.max(current.box.y1, word.y1);
    } else {
      flush();
      current = { line: word.line, box: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 } };
    }
  }
  flush();
  return byPage;
}

/** Makes the redline of oldBytes → newBytes. */
export async function makeRedline(
  oldBytes: Uint8Array,
  newBytes: Uint8Array,
  options: RedlineOptions = {},
): Promise<{ bytes: Uint8Array; summary: RedlineSummary }> {
  const t0 = Date.now();
  const budget = options.budgetMs ?? 20_000;
  const extract = { deadline: options.deadline, maxPages: options.maxPages };
  const oldText = await extractText(oldBytes, extract);
  const newText = await extractText(newBytes, extract);
  const t1 = Date.now();
  if (options.deadline && t1 >= options.deadline) throw new PdfDeadlineExceeded();
  const diffDeadline = options.deadline ? Math.min(t1 + budget, t1 + (options.deadline - t1) / 2) : t1 + budget;
  const { insertions, deletions, unlocated, exact, blockFallbacks } = diffPdfText(oldText, newText, {
    deadline: diffDeadline,
    blockLevelOnly: options.blockLevelOnly,
  });
  const t2 = Date.now();
  const textLayer = { old: oldText.words.length > 0, new: newText.words.length > 0 };
  const withoutText = { old: pagesWithoutText(oldText), new: pagesWithoutText(newText) };

  const doc = await PDFDocument.load(newBytes, { updateMetadata: false });
  const pages = doc.getPages();
  const ann = new Annotator(doc, "Norma redline");
  const font = ann.font();
  const changes: (RedlineChange & { at: number })[] = [];
  let insertedWords = 0;
  let deletedWords = 0;

  // Margin column per page: right of the text if there is room, else left of it.
  const margin = new Map<number, { x0: number; x1: number; nextY: number; bottom: number } | null>();
  const marginOf = (p: number) => {
    if (margin.has(p)) return margin.get(p)!;
    const [vx0, vy0, vx1, vy1] = newText.pages[p].view;
    let left = vx1;
    let right = vx0;
    for (const l of newText.lines) {
      if (l.page !== p) continue;
      left = Math.min(left, newText.words[l.start].x0);
      right = Math.max(right, newText.words[l.end - 1].x1);
    }
    if (right < left) {
      left = vx0 + 36;
      right = vx1 - 36;
    }
    let col: { x0: number; x1: number; nextY: number; bottom: number } | null = null;
    if (vx1 - right - 8 >= 34) col = { x0: right + 5, x1: vx1 - 3, nextY: vy1 - 10, bottom: vy0 + 10 };
    else if (left - vx0 - 8 >= 34) col = { x0: vx0 + 3, x1: left - 5, nextY: vy1 - 10, bottom: vy0 + 10 };
    margin.set(p, col);
    return col;
  };

  for (const ins of insertions) {
    const text = newText.words
      .slice(ins.from, ins.to)
      .map((w) => w.text)
      .join(" ");
    insertedWords += ins.to - ins.from;
    const contents = ins.replaced
      ? `Replaced: "${clip(ins.replaced, 1500)}" with "${clip(text, 1500)}"`
      : `Inserted: ${clip(text, 2000)}`;
    for (const [p, boxes] of lineBoxes(newText, ins.from, ins.to)) {
      ann.highlight(pages[p], boxes, { color: INSERT_COLOR, contents, subject: "Inserted text" });
    }
    const page = newText.words[ins.from].page + 1;
    if (!ins.replaced) changes.push({ page, inserted: text, deleted: "", at: ins.from });
  }
  const replacedAt = new Map<number, string>();
  for (const ins of insertions) {
    if (ins.replaced)
      replacedAt.set(
        ins.from,
        newText.words
          .slice(ins.from, ins.to)
          .map((w) => w.text)
          .join(" "),
      );
  }

  for (const del of deletions) {
    deletedWords += del.count;
    const w = newText.words[del.word];
    const p = w.page;
    const x = del.side === "before" ? w.x0 - 1 : w.x1 + 1;
    const col = marginOf(p);
    let popup: Box;
    const size = 6;
    const leading = size * 1.2;
    if (col) {
      const lines = wrapText(font, `\u2013 ${del.text}`, size, col.x1 - col.x0 - 2, 6);
      const height = lines.length * leading + 2;
      const top = Math.min(w.y1 + 2, col.nextY);
      if (top - height >= col.bottom) {
        const box = { x0: col.x0, y0: top - height, x1: col.x1, y1: top };
        ann.freeText(pages[p], box, {
          lines,
          size,
          color: DELETE_COLOR,
          struck: true,
          contents: `Deleted: ${clip(del.text, 2000)}`,
          subject: "Deleted text",
        });
        col.nextY = top - height - 2;
      }
      popup = { x0: col.x0, y0: Math.max(col.bottom, w.y0 - 80), x1: Math.min(col.x0 + 200, col.x1 + 160), y1: w.y1 };
    } else popup = { x0: x, y0: Math.max(0, w.y0 - 80), x1: x + 200, y1: w.y0 };
    ann.caret(
      pages[p],
      { x, y0: w.y0, y1: w.y1 },
      {
        color: DELETE_COLOR,
        contents: `Deleted: ${clip(del.text, 4000)}`,
        subject: "Deleted text",
        popup,
      },
    );
    changes.push({
      page: p + 1,
      deleted: del.text,
      inserted: del.side === "before" ? (replacedAt.get(del.word) ?? "") : "",
      at: del.side === "before" ? del.word - 0.5 : del.word + 0.5,
    });
  }
  // Deleted text the newer PDF has no words to place beside (it has no text layer): a note on
  // its first page, and listed first among the changes. It is never left out silently.
  let unlocatedDeletedWords = 0;
  if (unlocated.length) {
    const text = unlocated.map((u) => u.text).join(" ");
    unlocatedDeletedWords = unlocated.reduce((n, u) => n + u.count, 0);
    deletedWords += unlocatedDeletedWords;
    const first = pages[0];
    const { height } = first.getSize();
    ann.note(
      first,
      { x: 18, y: height - 22 },
      {
        color: DELETE_COLOR,
        title: "Deleted text (no place in this version)",
        contents: `Deleted (this version has no text layer, so the place cannot be shown): ${clip(text, 4000)}`,
      },
    );
    changes.push({ page: 1, deleted: text, inserted: "", at: -1 });
  }
  changes.sort((x, y) => x.at - y.at);

  const summaryPages = addSummaryPages(doc, ann, {
    changes,
    insertedWords,
    deletedWords,
    oldLabel: options.oldLabel,
    newLabel: options.newLabel,
    generatedAt: options.generatedAt ?? new Date(),
    maxListed: options.maxListed ?? 600,
    mode: blockFallbacks || options.blockLevelOnly ? "block" : "word",
    textLayer,
    pagesWithoutText: withoutText,
    unlocatedDeletedWords,
  });
  doc.setTitle(
    drawable(font, `Redline: ${options.newLabel ?? "new version"} against ${options.oldLabel ?? "previous version"}`),
  );
  doc.setProducer("Norma redline (pdf-lib)");
  const bytes = await doc.save();
  const t3 = Date.now();
  return {
    bytes,
    summary: {
      mode: blockFallbacks || options.blockLevelOnly ? "block" : "word",
      textLayer,
      pagesWithoutText: withoutText,
      unlocatedDeletedWords,
      exactAlignment: exact,
      insertedWords,
      deletedWords,
      changes: changes.map((c) => ({ page: c.page, inserted: clip(c.inserted, 300), deleted: clip(c.deleted, 300) })),
      pagesChanged: [...new Set(changes.map((c) => c.page))],
      summaryPages,
      oldPages: oldText.pages.length,
      newPages: newText.pages.length,
      timingsMs: { extract: t1 - t0, diff: t2 - t1, annotate: t3 - t2, total: t3 - t0 },
    },
  };
}

/** Summary pages in front of the document; returns how many. */
function addSummaryPages(
  doc: PDFDocument,
  ann: Annotator,
  s: {
    changes: RedlineChange[];
    insertedWords: number;
    deletedWords: number;
    oldLabel?: string;
    newLabel?: string;
    generatedAt: Date;
    maxListed: number;
    mode: "word" | "block";
    textLayer: RedlineSummary["textLayer"];
    pagesWithoutText: RedlineSummary["pagesWithoutText"];
    unlocatedDeletedWords: number;
  },
): number {
  const font = ann.font();
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const first = doc.getPage(0);
  const { width, height } = first.getSize();
  const left = 54;
  const right = width - 54;
  const top = height - 60;
  const bottom = 60;
  const contentPages = doc.getPages();
  const listed = s.changes.slice(0, s.maxListed);
  const pageList: PDFPage[] = [];
  let page: PDFPage | null = null;
  let y = 0;
  const newPage = () => {
    page = doc.insertPage(pageList.length, [width, height]);
    pageList.push(page);
    y = top;
  };
  const line = (text: string, o: { size?: number; bold?: boolean; color?: Rgb; indent?: number } = {}) => {
    const size = o.size ?? 9.5;
    if (!page || y - size * 1.4 < bottom) newPage();
    y -= size * 1.4;
    const f = o.bold ? bold : font;
    page!.drawText(drawable(f, text), {
      x: left + (o.indent ?? 0),
      y,
      size,
      font: f,
      color: rgb(...(o.color ?? [0.1, 0.1, 0.1])),
    });
  };
  newPage();
  line("Redline: summary of changes", { size: 16, bold: true });
  y -= 6;
  if (s.oldLabel || s.newLabel) {
    line(`Previous version: ${s.oldLabel ?? "-"}`);
    line(`This version: ${s.newLabel ?? "-"}`);
  }
  line(`Generated: ${s.generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
  y -= 6;
  const pagesChanged = new Set(s.changes.map((c) => c.page)).size;
  line(
    `${s.insertedWords} word${s.insertedWords === 1 ? "" : "s"} inserted, ${s.deletedWords} word${s.deletedWords === 1 ? "" : "s"} deleted, ${s.changes.length} change${s.changes.length === 1 ? "" : "s"} on ${pagesChanged} page${pagesChanged === 1 ? "" : "s"}.`,
    { bold: true },
  );
  if (s.mode === "block")
    line(
      "Some changes are marked paragraph by paragraph (the document pair was too large to compare word by word in time).",
    );
  // A PDF without a text layer (a scan) cannot be compared where it has no text: say so.
  const warn = (text: string) => {
    for (const l of wrapText(font, text, 9.5, right - left, 4)) line(l, { color: DELETE_COLOR });
  };
  if (!s.textLayer.old && !s.textLayer.new)
    warn(
      "Neither PDF has a text layer (they are scanned images): their text cannot be read, so no change can be shown.",
    );
  else if (!s.textLayer.new)
    warn(
      `This version's PDF has no text layer (a scanned image): the ${s.unlocatedDeletedWords} words of the previous version are listed as deleted, without a place in this version.`,
    );
  else if (!s.textLayer.old)
    warn(
      "The previous version's PDF has no text layer (a scanned image): all the text of this version is marked as inserted.",
    );
  const listPages = (pages: number[]) => `${pages.slice(0, 12).join(", ")}${pages.length > 12 ? ", …" : ""}`;
  if (s.textLayer.new && s.pagesWithoutText.new.length)
    warn(
      `Page${s.pagesWithoutText.new.length === 1 ? "" : "s"} ${listPages(s.pagesWithoutText.new)} of this version ha${s.pagesWithoutText.new.length === 1 ? "s" : "ve"} no text: changes there are not marked.`,
    );
  if (s.textLayer.old && s.pagesWithoutText.old.length)
    warn(
      `Page${s.pagesWithoutText.old.length === 1 ? "" : "s"} ${listPages(s.pagesWithoutText.old)} of the previous version ha${s.pagesWithoutText.old.length === 1 ? "s" : "ve"} no text: what was there is not compared.`,
    );
  line("Inserted text is highlighted in green. Deleted text is shown struck through in red in the margin,");
  line("and in the pop-up note of the red caret where it was removed. Page numbers below refer to the document.");
  y -= 8;
  const entries: { change: RedlineChange; at: PDFPage; y: number }[] = [];
  const width1 = right - left - 60;
  for (const c of listed) {
    const parts: { text: string; color: Rgb }[] = [];
    if (c.deleted) parts.push({ text: `\u2013 ${c.deleted}`, color: DELETE_COLOR });
    if (c.inserted) parts.push({ text: `+ ${c.inserted}`, color: [0.05, 0.45, 0.12] });
    let firstLine = true;
    for (const part of parts) {
      for (const l of wrapText(font, part.text, 8.5, width1, 2)) {
        line(firstLine ? `p. ${c.page}` : "", { size: 8.5, bold: true });
        page!.drawText(l, { x: left + 60, y, size: 8.5, font, color: rgb(...part.color) });
        if (firstLine) entries.push({ change: c, at: page!, y });
        firstLine = false;
      }
    }
  }
  if (s.changes.length > listed.length) line(`… and ${s.changes.length - listed.length} more changes.`, { bold: true });
  for (const e of entries) {
    const target = contentPages[e.change.page - 1];
    if (target) ann.link(e.at, { x0: left, y0: e.y - 2, x1: right, y1: e.y + 9 }, target);
  }
  return pageList.length;
}

// The anchoring evaluation (`npm run eval:anchoring`): every point of the set is made as the
// reader makes it (points.ts), carried edition after edition by the workers' own placement
// (services/workers/src/jobs/compass-reanchor/placement.ts, on the texts the job would read),
// and each placement is judged against the passage the point belongs to:
//
//   exact            placed EXACT on its passage
//   moved-correct    placed MOVED on its passage
//   orphaned-correct orphaned, and its passage is gone (or rewritten: orphaning is then right too)
//   orphaned-wrongly orphaned although its passage is still there
//   WRONG            placed anywhere but on its passage — the one outcome that fails the run
//
// A passage is "still there" when the block of the point keeps its words (whitespace, Unicode
// forms and markup aside), or changed one word of a quote of five words or more; a block marked
// rewritten, or a quote that lost more, may be orphaned or placed on its block. A block deleted
// (or a passage orphaned at an earlier edition) must stay orphaned: placing it anywhere is WRONG.
//
//   npm run eval:anchoring                 all lines, HTML and PDF
//   npm run eval:anchoring -- --verbose    also every misplacement and wrongly orphaned point
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { extractText } from "@norma/documents/pdf/text";
import { type AnchorText, anchorTextFrom } from "@norma/workers/src/jobs/compass-reanchor/document-text.ts";
import { placeOnNewEdition } from "@norma/workers/src/jobs/compass-reanchor/placement.ts";
import { type StructureEvidence, structureOf } from "@norma/workers/src/jobs/compass-reanchor/structure.ts";
import { type Block, type DocLine, type Edition, loadLines, renderBodyText, renderHtml } from "./corpus.ts";
import { renderEditionPdf } from "./pdf.ts";
import { htmlSelections, pdfSelections, type Selection, textLayers } from "./points.ts";
import { keyOf, wordsOf } from "./text-key.ts";

const { values } = parseArgs({ options: { verbose: { type: "boolean", default: false } } });
const here = dirname(fileURLToPath(import.meta.url));

type Outcome = "exact" | "moved-correct" | "orphaned-correct" | "orphaned-wrongly" | "WRONG";
type Expected = { kind: "place" | "either"; block: string } | { kind: "orphan" };

/** Each block's [start, end) in a worker text: found in order by its first words, ending where the next begins. */
function blockRanges(text: string, blocks: Block[]): Map<string, { start: number; end: number }> {
  const t = keyOf(text);
  const starts: { id: string; at: number }[] = [];
  let from = 0;
  for (const b of blocks) {
    const words = b.kind === "row" ? (b.cells ?? []).join(" ") : b.text.split(/\s+/).slice(0, 5).join(" ");
    const k = keyOf(words).key;
    const at = t.key.indexOf(k, from);
    if (at < 0) continue;
    // The block starts at its number or label, just before its first words.
    const lead = b.kind === "row" || b.kind === "p" || b.kind === "title" || b.kind === "li" ? "" : b.num;
    const leadKey = keyOf(lead).key;
    const start = leadKey && t.key.slice(at - leadKey.length - 1, at).includes(leadKey) ? at - leadKey.length - 1 : at;
    starts.push({ id: b.id, at: Math.max(from, start) });
    from = at + k.length;
  }
  const out = new Map<string, { start: number; end: number }>();
  starts.forEach((s, i) => {
    const end = i + 1 < starts.length ? t.map[starts[i + 1].at] : text.length;
    out.set(s.id, { start: t.map[s.at] ?? text.length, end });
  });
  return out;
}

/** What should happen to a point on `block` with `quote`, made at edition `made`, at edition `at`. */
function expectation(line: DocLine, made: number, at: number, blockId: string, quote: string): Expected {
  let rewritten = false;
  for (let j = made + 1; j <= at; j++) {
    const b = line.editions[j].blocks.find((x) => x.id === blockId);
    if (!b) return { kind: "orphan" };
    if (b.change === "rewritten") rewritten = true;
  }
  const now = line.editions[at].blocks.find((x) => x.id === blockId)!;
  const nowText = now.kind === "row" ? (now.cells ?? []).join(" ") : now.text;
  if (keyOf(nowText).key.includes(keyOf(quote).key)) return { kind: "place", block: blockId };
  if (rewritten) return { kind: "either", block: blockId };
  // One word changed in a quote long enough to be recognised: the passage is still there.
  const q = wordsOf(quote);
  const w = wordsOf(nowText);
  if (q.length >= 5) {
    for (let i = 0; i + q.length <= w.length; i++) {
      const differ = q.filter((word, k) => word !== w[i + k]).length;
      if (differ <= 1) return { kind: "place", block: blockId };
    }
  }
  return { kind: "either", block: blockId };
}

interface Tally {
  counts: Record<Outcome, number>;
  points: number;
  skipped: number;
  shouldPlace: number;
  placedOk: number;
  revived: number;
}
const tally = (): Tally => ({
  counts: { exact: 0, "moved-correct": 0, "orphaned-correct": 0, "orphaned-wrongly": 0, WRONG: 0 },
  points: 0,
  skipped: 0,
  shouldPlace: 0,
  placedOk: 0,
  revived: 0,
});
const totals = { HTML: tally(), PDF: tally() };
const details: string[] = [];

/** Each edition's structure against the one before (as the job computes it), once per line. */
const structureCache = new WeakMap<(AnchorText | null)[], (StructureEvidence | null)[]>();
function structuresOf(texts: (AnchorText | null)[]): (StructureEvidence | null)[] {
  let s = structureCache.get(texts);
  if (!s) {
    s = texts.map((t, j) => (j > 0 && t && texts[j - 1] ? structureOf(texts[j - 1]!, t) : null));
    structureCache.set(texts, s);
  }
  return s;
}

function run(
  format: "HTML" | "PDF",
  line: DocLine,
  made: number,
  sel: Selection,
  texts: (AnchorText | null)[],
  ranges: Map<string, { start: number; end: number }>[],
) {
  const t = totals[format];
  t.points++;
  let point = { selectors: sel.selectors as never, selectionText: sel.selectionText, pageNumber: sel.pageNumber };
  let placement: string | null = null;
  const structures = structuresOf(texts);
  for (let j = made + 1; j < line.editions.length; j++) {
    const r = placeOnNewEdition({ ...point, placement }, texts[j], texts[j - 1], structures[j]);
    const exp = expectation(line, made, j, sel.block, sel.quote);
    const placed = r.anchor.placement !== "ORPHANED" && r.anchor.start !== undefined;
    const range = exp.kind === "orphan" ? null : ranges[j].get(exp.block);
    const inside = placed && range && r.anchor.start! >= range.start - 1 && r.anchor.end! <= range.end + 1;
    let outcome: Outcome;
    if (placed) outcome = inside ? (r.anchor.placement === "EXACT" ? "exact" : "moved-correct") : "WRONG";
    else outcome = exp.kind === "place" ? "orphaned-wrongly" : "orphaned-correct";
    if (exp.kind === "place") {
      t.shouldPlace++;
      if (inside) t.placedOk++;
    }
    if (placement === "ORPHANED" && placed) t.revived++;
    t.counts[outcome]++;
    if (outcome === "WRONG" || (values.verbose && outcome === "orphaned-wrongly")) {
      const text = texts[j]?.text ?? "";
      const got = placed
        ? `placed ${r.anchor.placement} (${r.anchor.reason}) on "${text.slice(r.anchor.start!, r.anchor.end!).slice(0, 60)}"`
        : `orphaned (${r.anchor.reason})`;
      details.push(
        `${outcome.padEnd(16)} ${format} ${line.name} ${line.editions[made].name}→${line.editions[j].name} [${sel.block}] "${sel.quote.slice(0, 50)}" expected ${exp.kind === "orphan" ? "orphan" : `${exp.kind} ${exp.block}`}; ${got}`,
      );
    }
    point = { selectors: r.selectors as never, selectionText: r.selectionText ?? "", pageNumber: r.pageNumber };
    placement = r.anchor.placement;
  }
}

/** The text the workers anchor an HTML edition in (what the job would load for it). */
function htmlWorkerText(line: DocLine, e: Edition): AnchorText | null {
  return anchorTextFrom({ html: renderHtml(line, e), bodyText: line.bodyText ? renderBodyText(e) : null });
}

const lines = loadLines(join(here, "lines"));
for (const line of lines) {
  const htmls = line.editions.map((e) => renderHtml(line, e));
  const pdfs = await Promise.all(line.editions.map((e) => renderEditionPdf(line, e)));
  const htmlTexts = line.editions.map((e) => htmlWorkerText(line, e));
  const pdfTexts = await Promise.all(pdfs.map(async (b) => anchorTextFrom({ pdf: await extractText(b) })));
  const htmlRanges = line.editions.map((e, i) => blockRanges(htmlTexts[i]?.text ?? "", e.blocks));
  const pdfRanges = line.editions.map((e, i) => blockRanges(pdfTexts[i]?.text ?? "", e.blocks));
  for (let k = 0; k < line.editions.length - 1; k++) {
    const e = line.editions[k];
    for (const sel of htmlSelections(htmls[k], e)) run("HTML", line, k, sel, htmlTexts, htmlRanges);
    const { selections, skipped } = pdfSelections(await textLayers(pdfs[k]), e);
    totals.PDF.skipped += skipped;
    for (const sel of selections) run("PDF", line, k, sel, pdfTexts, pdfRanges);
  }
}

if (details.length) console.log(`${details.join("\n")}\n`);
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
console.log(
  `Anchoring evaluation: ${lines.length} document lines, ${lines.reduce((s, l) => s + l.editions.length, 0)} editions`,
);
for (const [format, t] of Object.entries(totals)) {
  const placements = Object.values(t.counts).reduce((a, b) => a + b, 0);
  console.log(
    `${format.padEnd(4)} points ${t.points} (placements judged ${placements}${t.skipped ? `, ${t.skipped} quotes not selectable on one page` : ""})`,
  );
  console.log(
    `     exact ${t.counts.exact}  moved-correct ${t.counts["moved-correct"]}  orphaned-correct ${t.counts["orphaned-correct"]}  orphaned-wrongly ${t.counts["orphaned-wrongly"]}  WRONG ${t.counts.WRONG}`,
  );
  console.log(
    `     placed where the passage still exists: ${t.placedOk}/${t.shouldPlace} (${pct(t.placedOk, t.shouldPlace)}); orphaned points revived later: ${t.revived}`,
  );
}
const wrong = totals.HTML.counts.WRONG + totals.PDF.counts.WRONG;
if (wrong) console.log(`\nFAIL: ${wrong} point(s) placed on the wrong passage`);
process.exit(wrong ? 1 : 0);

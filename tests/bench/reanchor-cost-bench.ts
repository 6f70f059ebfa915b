// The cost of what a new edition of a large document sets off (`npm run bench:reanchor`, issue 25
// §1–§2): a 300-page standard made by the seed's content generator and its revision
// (reviseContent), rendered to HTML and PDF as the seed renders them; then, phase by phase, what
// the workers do for that edition: the anchor text of both editions (HTML through parse5, PDF
// through pdf.js), their clauses and the clause alignment (@norma/documents/clauses), each compass
// point's placement with that structure (the re-anchoring job), and the clause-level change
// summary (the change-summary job). Points are whole sentences and fragments of clauses chosen at
// random in the old edition's text, with the reader's 32 characters of context.
//
//   npm run bench:reanchor                          300 pages, 300 points
//   npm run bench:reanchor -- --pages 100 --points 1000 --seed 3
import { parseArgs } from "node:util";
import { generateContentOfPages, Rng, renderHtml, renderPdf, reviseContent, sampleMeta } from "@norma/db/seed-content";
import { summariseChanges } from "@norma/documents/clauses/change-summary";
import { extractText } from "@norma/documents/pdf/text";
import { type AnchorText, anchorTextFrom } from "@norma/workers/src/jobs/compass-reanchor/document-text.ts";
import { placeOnNewEdition } from "@norma/workers/src/jobs/compass-reanchor/placement.ts";
import { structureOf } from "@norma/workers/src/jobs/compass-reanchor/structure.ts";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "300" },
    points: { type: "string", default: "300" },
    seed: { type: "string", default: "1" },
  },
});
const PAGES = Number(values.pages);
const POINTS = Number(values.points);

const time = async <T>(f: () => T | Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const out = await f();
  return [out, performance.now() - t0];
};

const rng = new Rng(`reanchor-cost/${values.seed}`);
const v1 = generateContentOfPages(rng.fork("v1"), sampleMeta(rng.fork("meta")), PAGES);
const v2 = reviseContent(rng.fork("v2"), v1, { edits: 40 }).content;
const [html1, html2] = [renderHtml(v1), renderHtml(v2)];
const [pdf1, pdf2] = [await renderPdf(v1), await renderPdf(v2)];

/** Points on sentences and fragments of the old text (positions of its anchor text). */
function pointsOn(old: AnchorText) {
  const r = new Rng(`reanchor-cost/points/${values.seed}`);
  const sentences = [...old.text.matchAll(/[A-Z][^.]{30,300}\./g)];
  return Array.from({ length: POINTS }, () => {
    const m = r.pick(sentences);
    const words = m[0].split(" ");
    const len = r.int(Math.min(3, words.length), words.length);
    const from = r.int(0, words.length - len);
    const exact = words.slice(from, from + len).join(" ");
    const start = m.index + words.slice(0, from).join(" ").length + (from ? 1 : 0);
    const end = start + exact.length;
    return {
      selectors: [
        {
          type: "TextQuoteSelector",
          exact,
          prefix: old.text.slice(Math.max(0, start - 32), start),
          suffix: old.text.slice(end, end + 32),
        },
        { type: "TextPositionSelector", start, end },
      ],
      selectionText: exact,
      pageNumber: null,
    };
  });
}

async function measure(kind: "HTML" | "PDF") {
  const [[old, next], textMs] = await time(async () =>
    kind === "HTML"
      ? [anchorTextFrom({ html: html1 })!, anchorTextFrom({ html: html2 })!]
      : [
          anchorTextFrom({ pdf: await extractText(pdf1.bytes) })!,
          anchorTextFrom({ pdf: await extractText(pdf2.bytes) })!,
        ],
  );
  const points = pointsOn(old);
  const counts = { EXACT: 0, MOVED: 0, ORPHANED: 0 };
  const [structure, structureMs] = await time(() => structureOf(old, next));
  const [summary, summaryMs] = await time(() => summariseChanges(old, next));
  const [, placeMs] = await time(() => {
    for (const p of points) {
      const r = placeOnNewEdition(p as never, next, old, structure);
      counts[r.anchor.placement as "EXACT"]++;
      if (process.env.BENCH_DEBUG && r.anchor.placement === "ORPHANED")
        console.log(r.anchor.reason, JSON.stringify((p.selectors[0] as { exact: string }).exact).slice(0, 80));
    }
  });
  return {
    kind,
    chars: old.text.length,
    textMs,
    structureMs,
    clauses: structure?.next.clauses.length ?? 0,
    summaryMs,
    summary: summary.counts,
    placeMs,
    counts,
  };
}

console.log(
  `re-anchoring cost: a ${PAGES}-page standard (${pdf1.pageCount} PDF pages), its revision, ${POINTS} points, seed ${values.seed}`,
);
for (const kind of ["HTML", "PDF"] as const) {
  const m = await measure(kind);
  console.log(
    `${kind.padEnd(4)} text of both editions ${m.textMs.toFixed(0)} ms (${(m.chars / 1e6).toFixed(2)} M characters each); clauses and alignment ${m.structureMs.toFixed(0)} ms (${m.clauses} clauses); ${POINTS} points ${m.placeMs.toFixed(0)} ms (${(m.placeMs / POINTS).toFixed(2)} ms a point) — EXACT ${m.counts.EXACT}, MOVED ${m.counts.MOVED}, ORPHANED ${m.counts.ORPHANED}`,
  );
  const c = m.summary;
  console.log(
    `     change summary ${m.summaryMs.toFixed(0)} ms (clauses and alignment again, then the word changes) — revised ${c.revised}, added ${c.added}, deleted ${c.deleted}, moved ${c.moved}, renumbered ${c.renumbered}, unchanged ${c.unchanged}`,
  );
}

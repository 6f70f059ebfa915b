// Benchmark of carrying compass points to new editions (`npm run bench:compass`): standards made by
// the seed's content generator, each revised the way the seed makes its later editions
// (reviseContent: reworded clauses, added and removed clauses and notes, changed tables and
// references), with points on random passages of the old edition — whole sentences and fragments
// of clauses, notes, definitions and list items. Every point is re-anchored from its selectors
// alone (quote with 32 characters of context, position) and judged against the truth the
// content tree knows: the block the point was on, by id, in the new edition.
//
//   exact     placed EXACT inside its own block
//   moved     placed MOVED inside its own block (text or context changed)
//   orphaned  not placed; split into "gone" (its block was removed or its quote rewritten beyond
//             recognition) and "missed" (its quote is still there, unchanged, in its block)
//   re-added  placed on a new clause (another id) that repeats the removed one's words with the
//             same context on both sides: textually the same passage, counted apart
//   wrong     placed anywhere else — the failure this design exists to prevent (goal: 0)
//
//   npm run bench:compass                         60 standards × 12 points, 8 edits each
//   npm run bench:compass -- --standards 200 --points 20 --edits 12 --seed 7
import { parseArgs } from "node:util";
import {
  generateStandardContent,
  type LayoutItem,
  layoutContent,
  Rng,
  reviseContent,
  type StandardContent,
  sampleMeta,
} from "@norma/db/seed-content";
import { anchorQuote, locateInOld, normalise } from "@norma/workers/src/jobs/compass-reanchor/anchoring.ts";

const { values } = parseArgs({
  options: {
    standards: { type: "string", default: "60" },
    points: { type: "string", default: "12" },
    edits: { type: "string", default: "8" },
    seed: { type: "string", default: "1" },
  },
});
const STANDARDS = Number(values.standards);
const POINTS = Number(values.points);
const EDITS = Number(values.edits);

/** The text of a layout item as the body text shows it. */
function itemText(item: LayoutItem): string[] {
  switch (item.t) {
    case "heading":
      return [`${item.num}. ${item.text}`];
    case "para":
      return [item.text];
    case "clause":
      return [`${item.num} ${item.text}`];
    case "definition":
      return [`${item.num} ${item.term}, n—${item.text}`];
    case "note":
      return [`${item.label}—${item.text}`];
    case "table":
      return [`${item.label} ${item.caption}`, item.head.join(" | "), ...item.rows.map((r) => r.join(" | "))];
    case "equation":
      return [`${item.expr} ${item.num}`, item.whereLabel, ...item.where.map(([s, m]) => `${s} = ${m}`)];
    case "list":
      return item.items.map((i) => `- ${i}`);
    case "refs":
      return [`${item.num} ${item.heading}`, ...item.items.map((r) => `${r.designation} ${r.title}`)];
  }
}

/** Normalised body text with each block's [start, end) (the structure renderText writes). */
function textWithBlocks(content: StandardContent) {
  const layout = layoutContent(content);
  const blocks = new Map<string, { start: number; end: number; kind: string; text: string }>();
  let text = normalise([layout.designationLine, layout.title].join(" "));
  for (const item of layout.items) {
    const t = normalise(itemText(item).join(" "));
    if (!t) continue;
    const start = text.length + 1;
    text = `${text} ${t}`;
    if (!blocks.has(item.id)) blocks.set(item.id, { start, end: text.length, kind: item.t, text: t });
  }
  return { text, blocks };
}

const ANNOTATABLE = new Set(["clause", "para", "note", "definition", "list"]);
const tally = { points: 0, exact: 0, moved: 0, gone: 0, missed: 0, readded: 0, wrong: 0 };
const wrongCases: string[] = [];
const missedReasons = new Map<string, number>();
const started = performance.now();
let anchorMs = 0;

for (let s = 0; s < STANDARDS; s++) {
  const rng = new Rng(`compass-bench/${values.seed}/${s}`);
  const v1 = generateStandardContent(rng.fork("v1"), sampleMeta(rng.fork("meta")), { pages: rng.int(4, 14) });
  const v2 = reviseContent(rng.fork("v2"), v1, { edits: EDITS }).content;
  const old = textWithBlocks(v1);
  const next = textWithBlocks(v2);
  const candidates = [...old.blocks.entries()].filter(
    ([, b]) => ANNOTATABLE.has(b.kind) && b.text.split(" ").length >= 6,
  );
  for (let p = 0; p < POINTS && candidates.length; p++) {
    const [id, block] = rng.pick(candidates);
    // A fragment of the block: 4 to 25 words, word-aligned, as a reader would select.
    const words = block.text.split(" ");
    const len = Math.min(words.length, rng.int(4, 25));
    const from = rng.int(0, words.length - len);
    const exact = words.slice(from, from + len).join(" ");
    const offsetInBlock = words.slice(0, from).join(" ").length + (from ? 1 : 0);
    const position = block.start + offsetInBlock;
    const located = locateInOld(old.text, exact, { position, pageOf: () => 1 });
    if (!located || located.start !== position) continue; // the generator's text differs from the block's: skip
    tally.points++;
    const t0 = performance.now();
    const r = anchorQuote(next.text, located.quote, {
      oldOccurrences: located.occurrences,
      oldOrdinal: located.ordinal,
      oldRelative: located.start / old.text.length,
    });
    anchorMs += performance.now() - t0;
    const own = next.blocks.get(id);
    if (r.placement === "ORPHANED") {
      if (own?.text.includes(exact)) {
        tally.missed++;
        missedReasons.set(r.reason, (missedReasons.get(r.reason) ?? 0) + 1);
        if (process.env.BENCH_DEBUG && missedReasons.get(r.reason)! <= 3)
          console.log(
            "missed",
            r.reason,
            JSON.stringify(located.quote),
            located.occurrences,
            "| new occurrences:",
            next.text.split(normalise(exact)).length - 1,
          );
      } else tally.gone++;
      continue;
    }
    const inside = own && r.start! >= own.start - 1 && r.end! <= own.end + 1;
    if (!inside) {
      // The same words with the same 32 characters on both sides, where the revision removed the
      // point's clause and added one (a new id) saying the same: told apart by id, not by text.
      const placedWith = next.text.slice(Math.max(0, r.start! - 40), r.end! + 40);
      if (!own && placedWith.includes(`${located.quote.prefix}${located.quote.exact}${located.quote.suffix}`.trim())) {
        tally.readded++;
        continue;
      }
      tally.wrong++;
      if (wrongCases.length < 5)
        wrongCases.push(
          `standard ${s}, block ${id} (${own ? "still there" : "removed"}): "${exact}" → "${next.text.slice(r.start, r.end)}" (${r.reason})`,
        );
      if (process.env.BENCH_DEBUG)
        console.log(
          "wrong",
          JSON.stringify(located.quote),
          "→",
          JSON.stringify(next.text.slice(r.start! - 40, r.end! + 40)),
          own ? JSON.stringify(own.text) : "(removed)",
        );
    } else if (r.placement === "EXACT") tally.exact++;
    else tally.moved++;
  }
}

const pct = (n: number) => `${((100 * n) / Math.max(1, tally.points)).toFixed(1)} %`;
console.log(`compass point re-anchoring: ${STANDARDS} standards, ${EDITS} edits each, seed ${values.seed}`);
console.log(`points                 ${tally.points}`);
console.log(`exact                  ${tally.exact}  (${pct(tally.exact)})`);
console.log(`moved (correct)        ${tally.moved}  (${pct(tally.moved)})`);
console.log(`orphaned               ${tally.gone + tally.missed}  (${pct(tally.gone + tally.missed)})`);
console.log(`  passage gone/rewritten ${tally.gone}`);
console.log(`  missed (still there)   ${tally.missed}  ${[...missedReasons].map(([k, v]) => `${k} ${v}`).join(", ")}`);
console.log(
  `re-added identically   ${tally.readded}  (its clause removed, the same words and context added as a new clause)`,
);
console.log(`wrong                  ${tally.wrong}  (${pct(tally.wrong)})`);
console.log(
  `anchoring time         ${anchorMs.toFixed(0)} ms (${(anchorMs / Math.max(1, tally.points)).toFixed(2)} ms a point); total ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const w of wrongCases) console.log(`  wrong: ${w}`);

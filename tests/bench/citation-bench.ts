// The cost of one citation with citation-js (issue 24 §2): loading citation-js and the CSL files
// (once per process, on the first citation), the first citation of a style (citeproc builds the
// style's engine, kept for reuse), then the steady per-call time of each style and of BibTeX.
// Run: node tests/bench/citation-bench.ts
import {
  CITATION_STYLES,
  type CitableDocument,
  citationJs,
  formatBibtex,
  formatCitation,
  formatRis,
} from "@norma/api/src/modules/citations/citation-format.ts";

const doc: CitableDocument = {
  title: "Fatigue of Welded Joints under Variable Amplitude Loading",
  designation: "JTE20160001",
  contentType: "JOURNALS",
  assetType: "Journal",
  publisherName: "ASTM International",
  corporateAuthor: null,
  year: 2017,
  publishedDate: "2017-05-01",
  doi: "10.1520/JTE20160001",
  isbn: null,
  issn: "0090-3973",
  journalName: "Journal of Testing and Evaluation",
  volume: "45",
  conferenceName: null,
  conferenceLocation: null,
  language: "en",
  url: "https://norma.example/document/?contentCode=JTE20160001",
};
const N = 200;
const ms = (t: number) => `${(performance.now() - t).toFixed(2)} ms`;

let t = performance.now();
await citationJs();
console.log(`load citation-js, styles and locales: ${ms(t)}`);
for (const { value } of CITATION_STYLES) {
  t = performance.now();
  await formatCitation(doc, value);
  const first = ms(t);
  t = performance.now();
  for (let i = 0; i < N; i++) await formatCitation(doc, value);
  console.log(`${value}: first ${first}, then ${((performance.now() - t) / N).toFixed(3)} ms per call`);
}
t = performance.now();
await formatCitation(doc, "MLA", "ar");
console.log(`MLA in Arabic, first: ${ms(t)}`);
t = performance.now();
for (let i = 0; i < N; i++) await formatBibtex(doc);
console.log(`BibTeX: ${((performance.now() - t) / N).toFixed(3)} ms per call`);
t = performance.now();
for (let i = 0; i < N; i++) formatRis(doc);
console.log(`RIS (hand-written): ${((performance.now() - t) / N).toFixed(4)} ms per call`);

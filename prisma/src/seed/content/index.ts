// Synthetic standard content: generate a content tree, revise it into the next edition with known
// edits, translate it, and render it as HTML, plain text and PDF. Used by the seed and by compare
// tests and benchmarks that need version pairs with known differences and page counts.
//
//   const rng = new Rng(7);
//   const meta = sampleMeta(rng, { publisherKey: "ASTM" });
//   const v1 = generateStandardContent(rng, meta, { pages: 12 });
//   const { content: v2, edits } = reviseContent(rng, v1, { edits: 5 });
//   const html = renderHtml(v2); const { bytes, pageCount } = await renderPdf(v2);
import { DOMAINS, en, type Term } from "../data/domains.ts";
import { Rng } from "../rng.ts";
import type { ContentMeta } from "./model.ts";

export { Rng } from "../rng.ts";
export {
  CHARS_PER_PAGE,
  contentChars,
  type GenerateOptions,
  generateContentOfPages,
  generateStandardContent,
  sectionPlan,
  templateOf,
} from "./generate.ts";
export { type Layout, type LayoutItem, layoutContent } from "./layout.ts";
export * from "./model.ts";
export { PdfWriter, type RenderedPdf, renderPdf, toWinAnsi } from "./pdf.ts";
export { escapeHtml, renderHtml, renderText } from "./render.ts";
export {
  bumpDesignation,
  type ContentEdit,
  type EditKind,
  type ReviseOptions,
  type Revision,
  reviseContent,
} from "./revise.ts";
export { translateContent } from "./translate.ts";

/** A plausible ASTM-style test method meta for tests and benchmarks. */
export function sampleMeta(
  rng: Rng = new Rng(1),
  overrides: Partial<ContentMeta> & { domainKey?: string } = {},
): ContentMeta {
  const domain = overrides.domainKey
    ? (DOMAINS.find((d) => d.key === overrides.domainKey) ?? DOMAINS[0])
    : rng.pick(DOMAINS.filter((d) => typeof d.properties[0] !== "string"));
  const property: Term = rng.pick(domain.properties);
  const material: Term = rng.pick(domain.materials);
  const year = overrides.editionYear ?? rng.int(2005, 2018);
  const n = rng.int(1000, 8999);
  const designationNo = `D${n}`;
  const designation = `${designationNo}-${String(year % 100).padStart(2, "0")}`;
  return {
    publisherKey: "ASTM",
    publisherName: "ASTM International",
    designation,
    designationNo,
    displayDesignation: `ASTM ${designation}`,
    title: `Standard Test Method for ${en(property)} of ${en(material)}`,
    documentType: "Test Method",
    editionYear: year,
    language: "en-US",
    committee: {
      code: "D30",
      name: "Composite Materials",
      subCode: "D30.04",
      subName: "Lamina and Laminate Test Methods",
    },
    approvedDate: `${year}-03-01`,
    publishedDate: `${year}-04-15`,
    domain: domain.key,
    subject: { property, material },
    references: [
      { designation: "D883", title: "Terminology Relating to Plastics" },
      { designation: "E4", title: "Practices for Force Calibration and Verification of Testing Machines" },
    ],
    ...overrides,
  };
}

/** Convenience: a random generator for callers that do not import the seed's Rng. */
export function createRng(seed: number | string): Rng {
  return new Rng(seed);
}

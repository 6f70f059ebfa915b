// Builds the content tree of a synthetic standard: numbered sections with clauses, notes,
// tables, equations, lists, definitions and referenced documents, sized to about N pages.
import { DOMAIN_BY_KEY, type Domain, en, type Measure } from "../data/domains.ts";
import type { Rng } from "../rng.ts";
import { capitalize, EN, fill, NUMBER_WORDS, SECTION_TITLES } from "./lexicon.ts";
import {
  type Block,
  type Clause,
  type ContentMeta,
  type Definition,
  type Equation,
  type Footnote,
  languageOf,
  type Note,
  type RefList,
  type Section,
  type SectionKey,
  type StandardContent,
  type Table,
} from "./model.ts";
import { translateContent } from "./translate.ts";

export interface GenerateOptions {
  /** Approximate number of PDF pages (Letter, 10 pt); default 6. */
  pages?: number;
  /** ASTM-like or ISO-like layout; default by publisher. */
  style?: "astm" | "iso";
}

/** Characters of body text that make about one rendered PDF page. */
export const CHARS_PER_PAGE = 3600;

const ISO_STYLE_PUBLISHERS = new Set(["ISO", "IEC", "UNE"]);

export type Template = "test" | "spec" | "practice";

/** The body layout of a document type; a "Standard" follows its subject (a product, an activity or a property). */
export function templateOf(documentType: string, subject: ContentMeta["subject"] = {}): Template {
  if (/specification/i.test(documentType) || documentType === "Code" || documentType === "Regulation") return "spec";
  if (/practice|guide|manual|report|terminology|classification|amendment|adjunct/i.test(documentType))
    return "practice";
  if (documentType === "Test Method" || subject.property) return "test";
  if (subject.product) return "spec";
  if (subject.activity) return "practice";
  return "test";
}

export function sectionPlan(template: Template, style: "astm" | "iso", rng: Rng): SectionKey[] {
  if (style === "iso") {
    if (template === "spec")
      return ["scope", "references", "terminology", "classification", "requirements", "sampling", "marking"];
    return [
      "scope",
      "references",
      "terminology",
      "summary",
      "reagents",
      "apparatus",
      "specimens",
      "procedure",
      "calculation",
      "precision",
      "report",
    ];
  }
  if (template === "spec")
    return [
      "scope",
      "references",
      "terminology",
      "classification",
      "ordering",
      "materials",
      "requirements",
      "dimensions",
      "sampling",
      "inspection",
      "certification",
      "marking",
      "keywords",
    ];
  if (template === "practice")
    return [
      "scope",
      "references",
      "terminology",
      "summary",
      "significance",
      "apparatus",
      "procedure",
      "report",
      "keywords",
    ];
  const keys: SectionKey[] = ["scope", "references", "terminology", "summary", "significance"];
  if (rng.chance(0.5)) keys.push("interferences");
  keys.push("apparatus", "reagents");
  if (rng.chance(0.35)) keys.push("hazards");
  keys.push("specimens");
  if (rng.chance(0.6)) keys.push("conditioning");
  keys.push("procedure", "calculation", "report", "precision", "keywords");
  return keys;
}

/** Lower-cases the leading capital of each Title-Case word (keeps acronyms such as PVC). */
export function sentenceCase(s: string): string {
  return s
    .split(" ")
    .map((w) => (/^[A-Z][a-z]/.test(w) && !PROPER_WORDS.has(w) ? w[0].toLowerCase() + w.slice(1) : w))
    .join(" ");
}

const PROPER_WORDS = new Set([
  "Rockwell",
  "Izod",
  "Young's",
  "Charpy",
  "Portland",
  "California",
  "Hamburg",
  "Jominy",
  "Pensky-Martens",
  "SI",
  "LED",
]);

/** "Kinematic viscosity at 40 °C" -> "kinematic viscosity at 40 °C"; keeps acronyms ("PM2.5"). */
export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}

export function formatNumber(value: number, decimals: number): string {
  return decimals <= 0 ? String(Math.round(value)) : value.toFixed(decimals);
}

/** The text machinery shared by generation and revision. */
export class TextSource {
  readonly domain: Domain;
  readonly measures: Measure[];
  readonly slots: Record<string, () => string>;
  eqCount = 0;
  refs: Record<string, string> = {};

  constructor(
    readonly rng: Rng,
    readonly meta: ContentMeta,
  ) {
    this.domain = DOMAIN_BY_KEY.get(meta.domain) ?? DOMAIN_BY_KEY.get("plastics")!;
    this.measures = this.domain.measures;
    const d = this.domain;
    const material = meta.subject.material ? sentenceCase(en(meta.subject.material)) : sentenceCase(en(d.materials[0]));
    const property = meta.subject.property
      ? sentenceCase(en(meta.subject.property))
      : sentenceCase(en(d.properties[0]));
    const doc = docWord(meta.documentType);
    const orFallback = (list: string[], fallback: string) => (list.length ? list : [fallback]);
    this.slots = {
      doc: () => doc,
      m: () => material,
      p: () => property,
      A: () => rng.pick(orFallback(d.apparatus, "test apparatus")),
      S: () => rng.pick(orFallback(d.specimens, "test specimen")),
      R: () => capitalize(rng.pick(orFallback(d.reagents, "reagent water"))),
      Q: () => lowerFirst(rng.pick(this.measures).name),
      U: () => rng.pick(this.measures).unit,
      n: () => NUMBER_WORDS[rng.int(3, 6)],
      N: () => String(rng.int(5, 20)),
      N2: () => String(rng.int(21, 60)),
      T: () => rng.pick(["23", "23", "20", "21", "25"]),
      h: () => rng.pick(["24", "40", "48", "88"]),
      pct: () => rng.pick(["1", "2", "5", "10"]),
      res: () => rng.pick(["0.01 mm", "0.025 mm", "0.1 %", "0.5 N", "1 %"]),
      resLen: () => rng.pick(["0.01 mm", "0.025 mm", "0.05 mm", "0.1 mm"]),
      X: () => sentenceCase(rng.pick(orFallback(d.techniques, "the specified test"))),
      k: () => rng.pick(d.keywords),
      eq: () => String(Math.max(1, this.eqCount)),
      secApparatus: () => this.refs.apparatus ?? "6",
      secRef: () => this.refs.references ?? "2",
      secInspection: () => this.refs.inspection ?? "10",
      tableSpecimen: () => this.refs.tableSpecimen ?? "1",
      tableReq: () => this.refs.tableReq ?? "1",
      tableDim: () => this.refs.tableDim ?? "2",
    };
  }

  /** A sentence from the pool; with `used`, templates are not repeated until the pool runs out,
   *  after which two sentences are combined so that text rarely repeats verbatim. */
  sentence(pool: string[], used?: Set<string>): string {
    if (!used) return fill(this.rng.pick(pool), this.slots);
    const free = pool.filter((t) => !used.has(t));
    if (free.length) {
      const template = this.rng.pick(free);
      used.add(template);
      return fill(template, this.slots);
    }
    const a = fill(this.rng.pick(pool), this.slots);
    let b = fill(this.rng.pick(EN.generic.concat(EN.additions)), this.slots);
    for (let i = 0; i < 3 && a.includes(b); i++) b = fill(this.rng.pick(EN.generic.concat(EN.additions)), this.slots);
    return `${a} ${b}`;
  }

  measure(): Measure {
    return this.rng.pick(this.measures);
  }

  value(m: Measure, scale = 1): string {
    return formatNumber(this.rng.float(m.min, m.max) * scale, m.decimals);
  }
}

export function docWord(documentType: string): string {
  switch (documentType) {
    case "Test Method":
      return "test method";
    case "Specification":
    case "Technical Specification":
    case "Construction Specification":
      return "specification";
    case "Practice":
    case "Recommended Practice":
      return "practice";
    case "Guide":
      return "guide";
    case "Terminology":
      return "terminology standard";
    case "Classification":
      return "classification";
    case "Regulation":
      return "part";
    default:
      return "standard";
  }
}

class Builder {
  readonly text: TextSource;
  nextId = 1;
  tableCount = 0;
  footnotes: Footnote[] = [];
  used = new Set<string>();

  constructor(
    readonly rng: Rng,
    readonly meta: ContentMeta,
    readonly style: "astm" | "iso",
  ) {
    this.text = new TextSource(rng, meta);
  }

  id(): string {
    return `b${this.nextId++}`;
  }

  clause(text: string, children: Block[] = []): Clause {
    return { kind: "clause", id: this.id(), text, children };
  }

  note(text: string): Note {
    return { kind: "note", id: this.id(), text };
  }

  s(pool: string[]): string {
    return this.text.sentence(pool, this.used);
  }
}

/** Generates the content of one standard from its metadata. */
export function generateStandardContent(rng: Rng, meta: ContentMeta, options: GenerateOptions = {}): StandardContent {
  const lang = languageOf(meta.language);
  if (lang !== "en") {
    // A translated document: generate the English original, then translate it block by block.
    const original = generateStandardContent(rng, { ...meta, language: "en-US" }, options);
    return translateContent(original, meta.language, { title: meta.title });
  }
  const style = options.style ?? (ISO_STYLE_PUBLISHERS.has(meta.publisherKey) ? "iso" : "astm");
  const template = templateOf(meta.documentType, meta.subject);
  const b = new Builder(rng, meta, style);
  const keys = sectionPlan(template, style, rng);
  keys.forEach((k, i) => {
    b.text.refs[k] = String(i + 1);
  });
  // Table numbers are fixed up front (revisions never add or remove tables).
  if (template === "test") {
    b.text.refs.tableSpecimen = "1";
  } else if (template === "spec") {
    b.text.refs.tableReq = "1";
    b.text.refs.tableDim = keys.includes("dimensions") ? "2" : "1";
  }

  const sections: Section[] = keys.map((key) => ({
    id: b.id(),
    key,
    title: sectionTitle(key, template, style),
    blocks: buildSection(b, key, template),
  }));

  placeInlineCitations(b, sections, meta.inlineCitations ?? []);

  const content: StandardContent = {
    meta,
    style,
    lang: "en",
    preamble: buildPreamble(b),
    sections,
    footnotes: b.footnotes,
    nextId: b.nextId,
    revision: 0,
  };
  expandToPages(b, content, options.pages ?? 6);
  content.nextId = b.nextId;
  return content;
}

/** Content of about the given number of pages (for benchmarks and compare tests). */
export function generateContentOfPages(rng: Rng, meta: ContentMeta, pages: number): StandardContent {
  return generateStandardContent(rng, meta, { pages });
}

/** Sections whose text calls up other documents; the inline citations go to those present, in turn. */
const CITING_SECTIONS: SectionKey[] = [
  "apparatus",
  "specimens",
  "conditioning",
  "procedure",
  "requirements",
  "sampling",
  "materials",
  "inspection",
  "summary",
  "significance",
];

function placeInlineCitations(b: Builder, sections: Section[], sentences: readonly string[]) {
  const targets = CITING_SECTIONS.flatMap((k) => sections.filter((s) => s.key === k));
  if (!targets.length) return;
  sentences.forEach((text, i) => {
    targets[i % targets.length].blocks.push(b.clause(text));
  });
}

function sectionTitle(key: SectionKey, template: Template, style: "astm" | "iso"): string {
  const t = SECTION_TITLES[key];
  if (style === "iso" && t.iso) return t.iso;
  if (key === "summary" && template === "practice") return "Summary of Practice";
  return t.en;
}

function buildPreamble(b: Builder): Block[] {
  if (b.style === "astm") return [];
  const m = b.meta;
  const prefix = m.publisherKey === "ISO" || m.publisherKey === "IEC" ? `${m.publisherKey}/` : "";
  const committee = m.committee
    ? `This document was prepared by Technical Committee ${prefix}${m.committee.code}, ${m.committee.name}${
        m.committee.subCode ? `, Subcommittee ${m.committee.subCode}, ${m.committee.subName}` : ""
      }.`
    : `This document was prepared by ${m.publisherName}.`;
  const blocks: Block[] = [b.clause(committee)];
  if (m.previousDesignation) {
    blocks.push(
      b.clause(
        `This edition cancels and replaces the previous edition (${m.previousDesignation}), which has been technically revised.`,
      ),
    );
  }
  blocks.push(
    b.clause("Comments on this document may be submitted through the national member body in the user's country."),
  );
  return blocks;
}

function refHeading(publisherKey: string): string {
  return publisherKey === "CFR" || publisherKey === "QCS" ? "Referenced Documents:" : `${publisherKey} Standards:`;
}

function buildSection(b: Builder, key: SectionKey, template: Template): Block[] {
  const { rng, meta, text } = b;
  const d = text.domain;
  const blocks: Block[] = [];
  const doc = docWord(meta.documentType);
  switch (key) {
    case "scope": {
      const sub = meta.subject;
      let first: string;
      if (template === "spec")
        first = `This ${doc} covers ${sentenceCase(sub.product ?? en(d.materials[0]))}${rng.chance(0.5) ? " intended for general structural and industrial use" : ""}.`;
      else if (template === "practice")
        first = `This ${doc} covers procedures for ${sentenceCase(sub.activity ?? rng.pick(d.activities))}.`;
      else first = `This ${doc} covers the determination of the ${text.slots.p()} of ${text.slots.m()}.`;
      blocks.push(b.clause(first));
      const extras = rng.int(2, 4);
      for (let i = 0; i < extras; i++) blocks.push(b.clause(b.s(EN.scopeExtra)));
      if (rng.chance(0.4)) blocks.push(b.note(b.s(EN.noteText)));
      break;
    }
    case "references": {
      const refs = meta.references?.length ? meta.references : [];
      const item = (r: { designation: string; title: string }) => ({ designation: r.designation, title: r.title });
      const byDesignation = (x: { designation: string }, y: { designation: string }) =>
        x.designation.localeCompare(y.designation);
      const own: RefList = {
        kind: "refs",
        id: b.id(),
        heading: refHeading(meta.publisherKey),
        items: refs
          .filter((r) => r.own !== false)
          .map(item)
          .sort(byDesignation),
      };
      // The documents of other publishers the catalogue chose, else a few of the usual ones.
      const others = refs
        .filter((r) => r.own === false)
        .map(item)
        .sort(byDesignation);
      // No list of the publisher's own documents when it cites none of them (only others).
      const ownList = own.items.length > 0 || others.length === 0;
      if (b.style === "astm" && ownList) {
        const fn = { id: `fn${b.footnotes.length + 2}`, text: "" };
        fn.text = `For referenced ${meta.publisherKey} documents, consult the publisher's catalogue or the document summary page in this library.`;
        b.footnotes.push(fn);
        own.footnote = fn.id;
      } else if (b.style !== "astm") {
        blocks.push(
          b.clause(
            "The following documents are referred to in the text in such a way that some or all of their content constitutes requirements of this document. For dated references, only the edition cited applies.",
          ),
        );
      }
      if (ownList) blocks.push(own);
      const usual = rng.chance(0.6);
      if (others.length || usual) {
        blocks.push({
          kind: "refs",
          id: b.id(),
          heading: "Other Standards:",
          items: others.length ? others : otherReferences(rng, meta.publisherKey),
        });
      }
      break;
    }
    case "terminology": {
      blocks.push(
        b.clause(
          `Definitions—For definitions of other terms used in this ${doc}, refer to the terminology standard of the responsible committee.`,
        ),
      );
      const defs: Block[] = [];
      const measures = rng.sample(text.measures, rng.int(2, Math.min(4, text.measures.length)));
      for (const m of measures) {
        defs.push(definition(b, m.name.toLowerCase(), definitionText(b, m)));
      }
      blocks.push(b.clause("Definitions of Terms Specific to This Standard:", defs));
      if (template !== "practice") {
        const symbols: Block[] = measures.map((m) => definition(b, m.symbol, `${m.name.toLowerCase()}, ${m.unit}`));
        blocks.push(b.clause("Symbols:", symbols));
      }
      break;
    }
    case "summary": {
      const n = rng.int(1, 2);
      for (let i = 0; i < n; i++) blocks.push(b.clause(b.s(EN.summary)));
      break;
    }
    case "significance": {
      blocks.push(b.clause(b.s(EN.significance)));
      const factors = rng.sample(EN.factors, rng.int(4, 6));
      blocks.push(
        b.clause(
          `Factors that influence the ${text.slots.p()} and shall therefore be reported include the following:`,
          [{ kind: "list", id: b.id(), items: factors.map((f) => capitalize(f)) }],
        ),
      );
      blocks.push(b.clause(b.s(EN.significance)));
      break;
    }
    case "interferences": {
      for (let i = 0; i < rng.int(1, 2); i++) blocks.push(b.clause(b.s(EN.interferences)));
      break;
    }
    case "apparatus": {
      const items = d.apparatus.length
        ? rng.sample(d.apparatus, rng.int(2, Math.min(5, d.apparatus.length)))
        : ["test apparatus"];
      for (const a of items) {
        const sentence = fill(rng.pick(EN.apparatusItem), { ...text.slots, A: () => a });
        blocks.push(b.clause(`${capitalize(a)}—${sentence}`));
      }
      if (rng.chance(0.5)) blocks.push(b.note(b.s(EN.noteText)));
      break;
    }
    case "reagents": {
      blocks.push(b.clause(`Purity of Reagents—${b.s(EN.reagentPurity)}`));
      const reagents = d.reagents.length ? d.reagents : ["reagent water", "cleaning solvent"];
      for (const r of rng.sample(reagents, rng.int(1, Math.min(3, reagents.length)))) {
        blocks.push(b.clause(fill(rng.pick(EN.reagentItem), { ...text.slots, R: () => capitalize(r) })));
      }
      break;
    }
    case "hazards": {
      blocks.push(b.clause(b.s(EN.hazards)));
      break;
    }
    case "specimens": {
      for (let i = 0; i < rng.int(3, 5); i++) blocks.push(b.clause(b.s(EN.specimens)));
      blocks.push(specimenTable(b));
      break;
    }
    case "conditioning": {
      for (let i = 0; i < rng.int(1, 2); i++) blocks.push(b.clause(b.s(EN.conditioning)));
      break;
    }
    case "procedure": {
      const n = rng.int(4, 7);
      for (let i = 0; i < n; i++) {
        const children: Block[] = [];
        if (rng.chance(0.3)) for (let j = 0; j < rng.int(2, 3); j++) children.push(b.clause(b.s(EN.procedure)));
        blocks.push(b.clause(b.s(EN.procedure), children));
        if (rng.chance(0.15)) blocks.push(b.note(b.s(EN.noteText)));
      }
      break;
    }
    case "calculation": {
      const m = text.measure();
      text.eqCount++;
      blocks.push(b.clause(`${capitalize(m.name)}—Calculate the ${m.name.toLowerCase()} of each specimen as follows:`));
      blocks.push(primaryEquation(b, m));
      text.eqCount += 3;
      blocks.push(
        b.clause(
          "Statistics—For each series of tests calculate the average value, standard deviation, and coefficient of variation (in percent) for each property determined:",
        ),
      );
      blocks.push(...statisticsEquations(b));
      if (rng.chance(0.5)) blocks.push(b.clause(b.s(EN.calculation)));
      break;
    }
    case "report": {
      const items = rng.sample(EN.reportItem, rng.int(6, 9)).map((t) => b.clause(`${fill(t, text.slots)}.`));
      blocks.push(b.clause(rng.pick(EN.reportIntro), items));
      break;
    }
    case "precision": {
      blocks.push(b.clause(`Precision—${fill(EN.precision[0], text.slots)}`));
      blocks.push(precisionTable(b));
      blocks.push(b.clause(EN.precision[1]));
      blocks.push(b.clause(EN.precision[2]));
      if (b.style === "astm") blocks.push(b.clause(`Bias—${b.s(EN.bias)}`));
      break;
    }
    case "keywords": {
      const kws = rng.sample(d.keywords, rng.int(3, d.keywords.length));
      blocks.push(b.clause(`${kws.join("; ")}`));
      break;
    }
    case "classification": {
      blocks.push(b.clause(fill(EN.classification[0], text.slots), typeClauses(b)));
      blocks.push(b.clause(EN.classification[1]));
      break;
    }
    case "ordering": {
      const items = rng.sample(EN.orderingItem, rng.int(4, 6)).map((t) => b.clause(`${t}.`));
      blocks.push(b.clause(fill(EN.ordering[0], text.slots), items));
      break;
    }
    case "materials": {
      for (let i = 0; i < rng.int(2, 3); i++) blocks.push(b.clause(b.s(EN.materials)));
      break;
    }
    case "requirements": {
      blocks.push(b.clause(b.s(EN.requirements)));
      blocks.push(requirementsTable(b));
      blocks.push(b.clause(b.s(EN.requirements)));
      break;
    }
    case "dimensions": {
      blocks.push(b.clause(b.s(EN.dimensions)));
      blocks.push(dimensionsTable(b));
      break;
    }
    case "sampling":
      for (let i = 0; i < 2; i++) blocks.push(b.clause(b.s(EN.sampling)));
      break;
    case "inspection":
      for (let i = 0; i < 2; i++) blocks.push(b.clause(b.s(EN.inspection)));
      break;
    case "certification":
      blocks.push(b.clause(b.s(EN.certification)));
      break;
    case "marking":
      blocks.push(b.clause(b.s(EN.marking)));
      break;
  }
  return blocks;
}

function definition(b: Builder, term: string, text: string): Definition {
  return { kind: "definition", id: b.id(), term, text };
}

function definitionText(b: Builder, m: Measure): string {
  const s = b.text.slots;
  return b.rng.pick([
    `the value of ${m.name.toLowerCase()} obtained from a single determination on one ${s.S()}, expressed in ${m.unit}.`,
    `the ${m.name.toLowerCase()} determined in accordance with this ${s.doc()} and reported in ${m.unit}.`,
    `a measure of the response of ${s.m()} under the conditions of this ${s.doc()}, in ${m.unit}.`,
  ]);
}

function typeClauses(b: Builder): Block[] {
  const romans = ["I", "II", "III", "IV"];
  const n = b.rng.int(2, 4);
  const uses = [
    "general purpose use",
    "elevated temperature service",
    "low temperature service",
    "corrosive environments",
    "structural applications",
  ];
  return romans.slice(0, n).map((r) => b.clause(`Type ${r}—For ${b.rng.pick(uses)}.`));
}

function specimenTable(b: Builder): Table {
  const { rng, text } = b;
  b.tableCount++;
  const specimens = text.domain.specimens.length ? text.domain.specimens : ["test specimen"];
  const rows = specimens
    .slice(0, rng.int(2, Math.max(2, specimens.length)))
    .map((s) => [
      capitalize(s),
      formatNumber(rng.float(10, 40), 1),
      formatNumber(rng.float(100, 300), 0),
      formatNumber(rng.float(1, 5), 2),
      `±${formatNumber(rng.float(0.02, 0.2), 2)}`,
    ]);
  return {
    kind: "table",
    id: b.id(),
    caption: "Specimen Geometry Requirements",
    head: ["Specimen", "Width, mm", "Length, mm", "Thickness, mm", "Tolerance, mm"],
    rows,
  };
}

function precisionTable(b: Builder): Table {
  const { rng, text } = b;
  b.tableCount++;
  const m = text.measure();
  const materials = ["A", "B", "C", "D", "E"].slice(0, rng.int(3, 5));
  const rows = materials.map((mat) => {
    const avg = rng.float(m.min, m.max);
    const sr = avg * rng.float(0.01, 0.06);
    const sR = sr * rng.float(1.2, 2.5);
    const dec = Math.max(m.decimals, 2);
    return [
      `Material ${mat}`,
      formatNumber(avg, m.decimals),
      formatNumber(sr, dec),
      formatNumber(sR, dec),
      formatNumber(sr * 2.8, dec),
      formatNumber(sR * 2.8, dec),
    ];
  });
  return {
    kind: "table",
    id: b.id(),
    caption: `Precision Statistics for ${capitalize(m.name.toLowerCase())}, ${m.unit}`,
    head: ["Material", "Average", "s_r", "s_R", "r", "R"],
    rows,
  };
}

function requirementsTable(b: Builder): Table {
  const { rng, text } = b;
  b.tableCount++;
  const types = ["Type I", "Type II", "Type III"].slice(0, rng.int(2, 3));
  const rows = text.measures.map((m) => [capitalize(m.name), m.unit, ...types.map(() => text.value(m))]);
  return { kind: "table", id: b.id(), caption: "Requirements", head: ["Property", "Unit", ...types], rows };
}

function dimensionsTable(b: Builder): Table {
  const { rng } = b;
  b.tableCount++;
  const sizes = [25, 50, 80, 100, 150, 200, 250, 300].slice(0, rng.int(4, 8));
  const rows = sizes.map((s) => [
    String(s),
    formatNumber(s * rng.float(1.05, 1.25), 1),
    formatNumber(s * rng.float(0.05, 0.12), 2),
    `±${formatNumber(rng.float(0.2, 1.5), 1)}`,
  ]);
  return {
    kind: "table",
    id: b.id(),
    caption: "Dimensions and Permissible Variations",
    head: ["Nominal size, mm", "Outside diameter, mm", "Minimum wall, mm", "Tolerance, mm"],
    rows,
  };
}

function primaryEquation(b: Builder, m: Measure): Equation {
  const forms: [string, [string, string][]][] = [
    [
      `${m.symbol} = P_max / A`,
      [
        [m.symbol, `${m.name.toLowerCase()}, ${m.unit}`],
        ["P_max", "maximum force before failure, N"],
        ["A", "average cross-sectional area, mm²"],
      ],
    ],
    [
      `${m.symbol} = (W_1 - W_2) / W_1 × 100`,
      [
        [m.symbol, `${m.name.toLowerCase()}, ${m.unit}`],
        ["W_1", "mass of the specimen before exposure, g"],
        ["W_2", "mass of the specimen after exposure, g"],
      ],
    ],
    [
      `${m.symbol} = (delta P / delta e) × (L_g / A)`,
      [
        [m.symbol, `${m.name.toLowerCase()}, ${m.unit}`],
        ["delta P", "difference in applied force between the two strain points, N"],
        ["delta e", "difference in extension between the two strain points, mm"],
        ["L_g", "gauge length, mm"],
        ["A", "cross-sectional area, mm²"],
      ],
    ],
    [
      `${m.symbol} = k × (R_1 - R_0) / t`,
      [
        [m.symbol, `${m.name.toLowerCase()}, ${m.unit}`],
        ["k", "apparatus constant determined by calibration"],
        ["R_1", "reading at the end of the test"],
        ["R_0", "reading at the start of the test"],
        ["t", "duration of the test, s"],
      ],
    ],
  ];
  const [expr, where] = b.rng.pick(forms);
  return { kind: "equation", id: b.id(), expr, where };
}

function statisticsEquations(b: Builder): Equation[] {
  return [
    {
      kind: "equation",
      id: b.id(),
      expr: "x_bar = (sum of x_i, i = 1 to n) / n",
      where: [
        ["x_bar", "sample mean (average)"],
        ["x_i", "measured or derived property"],
        ["n", "number of specimens"],
      ],
    },
    {
      kind: "equation",
      id: b.id(),
      expr: "s_n-1 = sqrt((sum of x_i² - n × x_bar²) / (n - 1))",
      where: [["s_n-1", "sample standard deviation"]],
    },
    {
      kind: "equation",
      id: b.id(),
      expr: "CV = 100 × s_n-1 / x_bar",
      where: [["CV", "sample coefficient of variation, %"]],
    },
  ];
}

function otherReferences(rng: Rng, publisherKey: string): { designation: string; title: string }[] {
  const pool = [
    { designation: "ISO 291", title: "Plastics — Standard atmospheres for conditioning and testing" },
    {
      designation: "ISO 5725-2",
      title: "Accuracy (trueness and precision) of measurement methods and results — Part 2",
    },
    {
      designation: "ISO/IEC 17025",
      title: "General requirements for the competence of testing and calibration laboratories",
    },
    { designation: "ASTM E4", title: "Practices for Force Calibration and Verification of Testing Machines" },
    {
      designation: "ASTM E691",
      title: "Practice for Conducting an Interlaboratory Study to Determine the Precision of a Test Method",
    },
    { designation: "ASTM E177", title: "Practice for Use of the Terms Precision and Bias in ASTM Test Methods" },
    { designation: "EN 10204", title: "Metallic products — Types of inspection documents" },
    { designation: "IEC 60050", title: "International Electrotechnical Vocabulary" },
  ];
  return rng
    .sample(
      pool.filter((p) => !p.designation.startsWith(publisherKey)),
      rng.int(1, 3),
    )
    .sort((a, c) => a.designation.localeCompare(c.designation));
}

function blockChars(block: Block): number {
  switch (block.kind) {
    case "clause":
      return block.text.length + 20 + block.children.reduce((n, c) => n + blockChars(c), 0);
    case "definition":
      return block.term.length + block.text.length + 20;
    case "note":
      return block.text.length + 30;
    case "table":
      return 220 + block.rows.length * 160;
    case "equation":
      return 200 + block.where.length * 90;
    case "list":
      return block.items.reduce((n, i) => n + i.length + 40, 0);
    case "refs":
      return 60 + block.items.reduce((n, i) => n + i.designation.length + i.title.length + 50, 0);
  }
}

export function contentChars(content: StandardContent): number {
  let n = 1200; // title block and headers
  for (const s of content.sections) n += 120 + s.blocks.reduce((a, blk) => a + blockChars(blk), 0);
  n += content.preamble.reduce((a, blk) => a + blockChars(blk), 0);
  return n;
}

const EXPANDABLE: SectionKey[] = [
  "procedure",
  "procedure",
  "procedure",
  "apparatus",
  "specimens",
  "significance",
  "materials",
  "requirements",
  "requirements",
  "calculation",
  "inspection",
];

function expandToPages(b: Builder, content: StandardContent, pages: number) {
  const target = pages * CHARS_PER_PAGE;
  const pools: Partial<Record<SectionKey, string[]>> = {
    procedure: EN.procedure,
    apparatus: EN.apparatusItem,
    specimens: EN.specimens,
    significance: EN.significance,
    scope: EN.scopeExtra,
    materials: EN.materials,
    requirements: EN.requirements,
    calculation: EN.calculation,
    inspection: EN.inspection,
  };
  const seen = b.used;
  const present = new Set(content.sections.map((s) => s.key));
  let keys = EXPANDABLE.filter((k) => present.has(k));
  if (!keys.length)
    keys = content.sections.map((s) => s.key).filter((k) => !["references", "terminology", "keywords"].includes(k));
  let guard = 0;
  while (keys.length && contentChars(content) < target && guard++ < 20000) {
    const key = b.rng.pick(keys);
    const section = content.sections.find((s) => s.key === key)!;
    const pool = pools[section.key] ?? EN.generic;
    const r = b.rng.next();
    if (r < 0.1) {
      section.blocks.push(b.note(b.text.sentence(EN.noteText, seen)));
    } else if (r < 0.3 && (section.key === "procedure" || section.key === "specimens")) {
      const children: Block[] = [];
      for (let j = 0; j < b.rng.int(2, 4); j++) children.push(b.clause(b.text.sentence(pool, seen)));
      section.blocks.push(b.clause(b.text.sentence(pool, seen), children));
    } else {
      section.blocks.push(b.clause(b.text.sentence(pool, seen)));
    }
  }
}

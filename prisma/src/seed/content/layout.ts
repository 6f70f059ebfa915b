// Numbering shared by the HTML, text and PDF renderers: section numbers (1), clause numbers
// (1.1, 1.1.1), notes per section (NOTE 1), tables (TABLE 1), equations ((1)) and footnotes.
import { docWord } from "./generate.ts";
import { WORDS } from "./lexicon.ts";
import type { Block, ContentMeta, Lang, StandardContent } from "./model.ts";

export type LayoutItem =
  | { t: "heading"; id: string; num: string; text: string; key: string }
  | { t: "para"; id: string; text: string }
  | { t: "clause"; id: string; num: string; depth: number; text: string; footnote?: number }
  | { t: "definition"; id: string; num: string; depth: number; term: string; text: string }
  | { t: "note"; id: string; label: string; text: string; depth: number }
  | { t: "table"; id: string; label: string; caption: string; head: string[]; rows: string[][] }
  | { t: "equation"; id: string; num: string; expr: string; whereLabel: string; where: [string, string][] }
  | { t: "list"; id: string; depth: number; items: string[] }
  | {
      t: "refs";
      id: string;
      num: string;
      depth: number;
      heading: string;
      items: { designation: string; title: string }[];
      footnote?: number;
    };

export interface Layout {
  lang: Lang;
  /** "Designation: D3039/D3039M − 17" (ASTM style) or the display designation (ISO style). */
  designationLine: string;
  edition: string;
  title: string;
  titleFootnote?: number;
  issued?: string;
  prefaceTitle?: string;
  items: LayoutItem[];
  footnotes: { n: number; id: string; text: string }[];
  notice: string;
}

const MONTHS = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."];
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

function monthYear(iso: string): string {
  const [y, m] = iso.split("-").map(Number);
  return `${MONTHS_LONG[m - 1]} ${y}`;
}

/** Footnote 1 of ASTM-style documents: jurisdiction and edition history. */
export function jurisdictionNote(meta: ContentMeta, lang: Lang): string {
  const c = meta.committee;
  if (lang !== "en") {
    const approved = meta.approvedDate;
    const texts: Record<Exclude<Lang, "en">, string> = {
      fr: `Édition approuvée le ${approved}. Traduction de ${meta.publisherKey} ${meta.designation}.`,
      es: `Edición aprobada el ${approved}. Traducción de ${meta.publisherKey} ${meta.designation}.`,
      de: `Ausgabe genehmigt am ${approved}. Übersetzung von ${meta.publisherKey} ${meta.designation}.`,
      pt: `Edição aprovada em ${approved}. Tradução de ${meta.publisherKey} ${meta.designation}.`,
    };
    return (c ? `${c.code} — ${c.name}. ` : "") + texts[lang];
  }
  const doc = docWord(meta.documentType);
  let s = c
    ? `Committee ${c.code} on ${c.name} has jurisdiction over this ${doc}${
        c.subCode ? `; Subcommittee ${c.subCode} on ${c.subName} is directly responsible for it` : ""
      }. `
    : "";
  s += `Current edition approved ${longDate(meta.approvedDate)}. Published ${monthYear(meta.publishedDate)}.`;
  if (meta.originalYear && meta.originalYear < meta.editionYear) s += ` Originally approved in ${meta.originalYear}.`;
  if (meta.previousDesignation) s += ` Last previous edition approved as ${meta.previousDesignation}.`;
  return s;
}

function astmDesignationLine(meta: ContentMeta, lang: Lang): string {
  // "D3039/D3039M-17" is shown as "D3039/D3039M − 17" on the first page.
  const des = meta.designation.replace(/-(\d{2}[a-z]?(\(\d{4}\))?)$/, " − $1");
  return `${WORDS[lang].designation}: ${des}`;
}

export function layoutContent(content: StandardContent): Layout {
  const { meta, lang } = content;
  const words = WORDS[lang];
  const items: LayoutItem[] = [];
  const footnoteOrder: string[] = [];
  const footnoteNumber = (id: string): number => {
    let i = footnoteOrder.indexOf(id);
    if (i < 0) {
      footnoteOrder.push(id);
      i = footnoteOrder.length - 1;
    }
    return i + 1;
  };
  const astm = content.style === "astm";
  let titleFootnote: number | undefined;
  if (astm) titleFootnote = footnoteNumber("fn-jurisdiction");

  for (const block of content.preamble) {
    if (block.kind === "clause") items.push({ t: "para", id: block.id, text: block.text });
  }

  let tableNo = 0;
  let eqNo = 0;
  content.sections.forEach((section, si) => {
    const sn = String(si + 1);
    items.push({ t: "heading", id: section.id, num: sn, text: section.title, key: section.key });
    let noteNo = 0;
    const walk = (blocks: Block[], prefix: string, depth: number) => {
      let k = 0;
      for (const block of blocks) {
        switch (block.kind) {
          case "clause": {
            k++;
            const num = `${prefix}.${k}`;
            items.push({
              t: "clause",
              id: block.id,
              num,
              depth,
              text: block.text,
              footnote: block.footnote ? footnoteNumber(block.footnote) : undefined,
            });
            walk(block.children, num, depth + 1);
            break;
          }
          case "definition":
            k++;
            items.push({
              t: "definition",
              id: block.id,
              num: `${prefix}.${k}`,
              depth,
              term: block.term,
              text: block.text,
            });
            break;
          case "refs":
            k++;
            items.push({
              t: "refs",
              id: block.id,
              num: `${prefix}.${k}`,
              depth,
              heading: block.heading,
              items: block.items,
              footnote: block.footnote ? footnoteNumber(block.footnote) : undefined,
            });
            break;
          case "note":
            noteNo++;
            items.push({ t: "note", id: block.id, label: `${words.note} ${noteNo}`, text: block.text, depth });
            break;
          case "table":
            tableNo++;
            items.push({
              t: "table",
              id: block.id,
              label: `${words.table} ${tableNo}`,
              caption: block.caption,
              head: block.head,
              rows: block.rows,
            });
            break;
          case "equation":
            eqNo++;
            items.push({
              t: "equation",
              id: block.id,
              num: `(${eqNo})`,
              expr: block.expr,
              whereLabel: words.where,
              where: block.where,
            });
            break;
          case "list":
            items.push({ t: "list", id: block.id, depth, items: block.items });
            break;
        }
      }
    };
    walk(section.blocks, sn, 1);
  });

  const texts = new Map(content.footnotes.map((f) => [f.id, f.text]));
  texts.set("fn-jurisdiction", jurisdictionNote(meta, lang));
  const footnotes = footnoteOrder.map((id, i) => ({ n: i + 1, id: `fn${i + 1}`, text: texts.get(id) ?? "" }));
  return {
    lang,
    designationLine: astm ? astmDesignationLine(meta, lang) : meta.displayDesignation,
    edition: `${meta.displayDesignation} (${meta.editionYear})`,
    title: meta.title,
    titleFootnote,
    issued: astm ? words.issued.replace("{no}", meta.designationNo) : undefined,
    prefaceTitle: !astm && content.preamble.length ? words.foreword : undefined,
    items,
    footnotes,
    notice: words.synthetic,
  };
}

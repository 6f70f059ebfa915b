// The content tree of a synthetic standard. HTML, plain text and PDF are all rendered from it,
// and revisions are made by editing a copy of the predecessor's tree, so two versions differ by
// exactly the edits reviseContent reports (plus the edition data in the header).
import type { Term } from "../data/domains.ts";

/** Languages the body text can be written in. */
export type Lang = "en" | "fr" | "es" | "de" | "pt";

export interface ContentMeta {
  publisherKey: string;
  publisherName: string;
  /** Designation without the publisher prefix (D3039/D3039M-17). */
  designation: string;
  /** Designation without the edition (D3039/D3039M). */
  designationNo: string;
  displayDesignation: string;
  title: string;
  /** Test Method, Specification, Practice, Guide, Standard, ... */
  documentType: string;
  editionYear: number;
  /** BCP-47 code of the document (en-US, es-ES, ...). */
  language: string;
  committee?: { code: string; name: string; subCode?: string; subName?: string };
  /** YYYY-MM-DD */
  approvedDate: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** Subject domain key (see data/domains.ts). */
  domain: string;
  subject: { property?: Term; material?: Term; product?: string; activity?: string };
  /**
   * Documents cited in Referenced Documents: in the list of the publisher's own documents, or
   * (`own: false`) under "Other Standards" with their publisher written.
   */
  references?: { designation: string; title: string; own?: boolean }[];
  /** Sentences that cite documents in the body ("… in accordance with ISO 527-1."), placed by the generator. */
  inlineCitations?: string[];
  /** Year the first edition was approved. */
  originalYear?: number;
  /** Designation of the edition this one replaces. */
  previousDesignation?: string;
}

export interface Clause {
  kind: "clause";
  id: string;
  text: string;
  /** Id of a footnote referenced at the end of the text. */
  footnote?: string;
  children: Block[];
}

export interface Definition {
  kind: "definition";
  id: string;
  term: string;
  text: string;
}

export interface Note {
  kind: "note";
  id: string;
  text: string;
}

export interface Table {
  kind: "table";
  id: string;
  caption: string;
  head: string[];
  rows: string[][];
}

export interface Equation {
  kind: "equation";
  id: string;
  /** The equation as text, e.g. "F_tu = P_max / A". */
  expr: string;
  /** Symbols and what they stand for. */
  where: [symbol: string, meaning: string][];
}

export interface BulletList {
  kind: "list";
  id: string;
  items: string[];
}

export interface RefList {
  kind: "refs";
  id: string;
  heading: string;
  items: { designation: string; title: string }[];
  footnote?: string;
}

export type Block = Clause | Definition | Note | Table | Equation | BulletList | RefList;

export type SectionKey =
  | "scope"
  | "references"
  | "terminology"
  | "summary"
  | "significance"
  | "interferences"
  | "apparatus"
  | "reagents"
  | "hazards"
  | "specimens"
  | "conditioning"
  | "procedure"
  | "calculation"
  | "report"
  | "precision"
  | "keywords"
  | "classification"
  | "ordering"
  | "materials"
  | "requirements"
  | "dimensions"
  | "sampling"
  | "inspection"
  | "certification"
  | "marking";

export interface Section {
  id: string;
  key: SectionKey;
  title: string;
  blocks: Block[];
}

export interface Footnote {
  id: string;
  text: string;
}

export interface StandardContent {
  meta: ContentMeta;
  /** ASTM-like (Designation line, footnoted jurisdiction) or ISO-like (Foreword, normative references). */
  style: "astm" | "iso";
  lang: Lang;
  /** Unnumbered text before section 1 (issuance note, foreword, introduction). */
  preamble: Block[];
  sections: Section[];
  footnotes: Footnote[];
  /** Next free block number; new blocks get ids b<nextId>. */
  nextId: number;
  /** 0 for generated content, +1 for each revision. */
  revision: number;
}

/** Every block of the tree, depth first, with its section. */
export function* walkBlocks(content: StandardContent): Generator<{ block: Block; section: Section | null }> {
  function* walk(blocks: Block[], section: Section | null): Generator<{ block: Block; section: Section | null }> {
    for (const block of blocks) {
      yield { block, section };
      if (block.kind === "clause") yield* walk(block.children, section);
    }
  }
  yield* walk(content.preamble, null);
  for (const s of content.sections) yield* walk(s.blocks, s);
}

export function languageOf(code: string): Lang {
  const l = code.slice(0, 2).toLowerCase();
  return l === "fr" || l === "es" || l === "de" || l === "pt" ? l : "en";
}

/// <reference path="./citation-js.d.ts" />
// The reference: citation-js ships no types; any program that compiles this file (the tests and
// the benchmark too, not only the API's own project) needs the declarations beside it.
// Citation text in APA (7th), MLA (9th), Chicago (17th, notes and bibliography: the bibliography
// entry), IEEE and Harvard (Cite Them Right) styles by citation-js with CSL styles and locales,
// BibTeX records by citation-js, and RIS records (TY STD, JOUR, BOOK or CHAP by asset), from a
// document's catalogue data. The service decides who may cite what.
// RIS stays written here (its tags by asset and the corporate-author comma are the product's
// choices, tested): citation-js's RIS writer writes corporate authors without the trailing comma
// that keeps reference managers from cutting them into a first and last name. citation-js's RIS
// reader reads our journal and book records back (tests); it does not know TY STD (the RIS type
// list's standard is STAND), which only matters once standards become citable.
import { readdir, readFile } from "node:fs/promises";
import type { Locale } from "@norma/contracts/locales";

export const CITATION_STYLES = [
  { value: "APA", text: "APA (7th edition)" },
  { value: "MLA", text: "MLA (9th edition)" },
  { value: "CHICAGO", text: "Chicago (17th edition)" },
  { value: "IEEE", text: "IEEE" },
  { value: "HARVARD", text: "Harvard" },
] as const;

export type CitationStyle = (typeof CITATION_STYLES)[number]["value"];

export interface CitableDocument {
  title: string;
  /** Display designation, e.g. "ASTM D3039/D3039M-17" or the paper id. */
  designation: string;
  contentType: string;
  assetType: string;
  publisherName: string;
  /** Corporate author (committee or publisher) when there is no person. */
  corporateAuthor: string | null;
  year: number | null;
  publishedDate: string | null;
  doi: string | null;
  isbn: string | null;
  issn: string | null;
  journalName: string | null;
  volume: string | null;
  conferenceName: string | null;
  conferenceLocation: string | null;
  language: string;
  /** Where to read it. */
  url: string;
}

export type RisType = "STD" | "JOUR" | "BOOK" | "CHAP";

/** RIS reference type of a document. */
export function risTypeOf(d: Pick<CitableDocument, "contentType" | "assetType">): RisType {
  switch (d.contentType) {
    case "JOURNALS":
      return "JOUR";
    case "STP_BOOK":
    case "MANUAL_MONO_BOOKS":
    case "DATA_SERIES_BOOKS":
      return "BOOK";
    case "STP_PAPER":
    case "MANUAL_MONO_PAPERS":
    case "DATA_SERIES_PAPERS":
      return "CHAP";
    default:
      return "STD";
  }
}

const doiUrl = (doi: string) => `https://doi.org/${doi}`;
const link = (d: CitableDocument) => (d.doi ? doiUrl(d.doi) : d.url);

/** CSL styles of each citation style: APA and Harvard (Cite Them Right) come with @citation-js/plugin-csl; the others are CSL files of csl/styles. */
const CSL_STYLES: Record<CitationStyle, string> = {
  APA: "apa",
  MLA: "modern-language-association",
  CHICAGO: "chicago-note-bibliography",
  IEEE: "ieee",
  HARVARD: "harvard1",
};

/** CSL locale of each interface language (es is Latin American Spanish, pt Brazilian: the reader's catalogues). */
export const CSL_LOCALES: Record<Locale, string> = {
  en: "en-US",
  ar: "ar",
  "fr-CA": "fr-CA",
  "zh-Hans": "zh-CN",
  fr: "fr-FR",
  it: "it-IT",
  ja: "ja-JP",
  ko: "ko-KR",
  pt: "pt-BR",
  ru: "ru-RU",
  "es-ES": "es-ES",
  es: "es-MX",
  tr: "tr-TR",
  de: "de-DE",
};

type CslDate = { "date-parts": [number[]] };

/** A document as a CSL-JSON item (CSL 1.0.2 types: article-journal, book, paper-conference, standard). */
export function toCsl(d: CitableDocument): Record<string, unknown> {
  const type = risTypeOf(d);
  const date = d.publishedDate?.split("-").map(Number);
  const issued: CslDate | undefined = date
    ? { "date-parts": [date] }
    : d.year
      ? { "date-parts": [[d.year]] }
      : undefined;
  const item: Record<string, unknown> = {
    id: d.designation || "item",
    type: { JOUR: "article-journal", BOOK: "book", CHAP: "paper-conference", STD: "standard" }[type],
    title: d.title,
    publisher: d.publisherName,
    issued,
    DOI: d.doi ?? undefined,
    URL: d.url,
    language: d.language,
  };
  // A corporate author is one literal name: never split into given and family names.
  if (d.corporateAuthor) item.author = [{ literal: d.corporateAuthor }];
  if (type === "JOUR") Object.assign(item, { "container-title": d.journalName, volume: d.volume, ISSN: d.issn });
  else if (type === "CHAP")
    Object.assign(item, {
      "container-title": d.conferenceName ?? d.designation,
      "event-title": d.conferenceName,
      "event-place": d.conferenceLocation,
      "publisher-place": d.conferenceLocation,
      ISBN: d.isbn,
    });
  // The designation is the standard's (or the book's) number.
  else Object.assign(item, { number: d.designation, ISBN: d.isbn });
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== null && v !== ""));
}

interface Parts {
  text: string;
  html: string;
}

type CiteModule = typeof import("@citation-js/core");
let loading: Promise<CiteModule> | null = null;

/**
 * citation-js with its CSL, BibTeX and RIS plugins, the style and locale files registered once.
 * Imported on the first citation: loading it takes about 0.6 s, which the API's start should not pay.
 * plugin-csl keeps one citeproc engine per style and locale, so only a style's first use builds one.
 */
export function citationJs(): Promise<CiteModule> {
  loading ??= (async () => {
    const core = await import("@citation-js/core");
    await Promise.all([
      import("@citation-js/plugin-csl"),
      import("@citation-js/plugin-bibtex"),
      import("@citation-js/plugin-ris"),
    ]);
    const config = core.plugins.config.get("@csl");
    const dir = new URL("./csl/", import.meta.url);
    for (const f of await readdir(new URL("styles/", dir)))
      config.styles.add(f.replace(/\.csl$/, ""), await readFile(new URL(`styles/${f}`, dir), "utf8"));
    for (const f of await readdir(new URL("locales/", dir)))
      config.locales.add(f.replace(/^locales-|\.xml$/g, ""), await readFile(new URL(`locales/${f}`, dir), "utf8"));
    return core;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The bibliography entry of citeproc's HTML (a csl-bib-body div around one csl-entry div). */
function entryHtml(html: string): string {
  const m = /<div[^>]*class="csl-entry"[^>]*>([\s\S]*)<\/div>\s*<\/div>\s*$/.exec(html);
  return (m ? m[1] : html)
    .replace(/<div class="csl-(left-margin|right-inline)">([\s\S]*?)<\/div>/g, "$2 ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A document's citation in a style, in the language's CSL locale (English terms for an unknown language). */
export async function formatCitation(
  d: CitableDocument,
  style: CitationStyle,
  language: Locale = "en",
): Promise<Parts> {
  const { Cite } = await citationJs();
  const cite = new Cite(toCsl(d));
  const options = { template: CSL_STYLES[style], lang: CSL_LOCALES[language] ?? "en-US" };
  const text = String(cite.format("bibliography", { ...options, format: "text" }))
    .replace(/\s+/g, " ")
    .trim();
  const html = entryHtml(String(cite.format("bibliography", { ...options, format: "html" })));
  return { text, html };
}

/** A BibTeX record (@article, @book, @inproceedings or @misc for a standard) of citation-js. */
export async function formatBibtex(d: CitableDocument): Promise<string> {
  const { Cite } = await citationJs();
  return String(new Cite(toCsl(d)).format("bibtex", { format: "text" }));
}

/** BibTeX records of many documents in one file (one citation-js run; bulk exports). */
export async function formatBibtexList(ds: CitableDocument[]): Promise<string> {
  if (ds.length === 0) return "";
  const { Cite } = await citationJs();
  return String(new Cite(ds.map(toCsl)).format("bibtex", { format: "text" }));
}

/** A corporate author for RIS: commas inside would split it into names, so they become spaces; one at the end. */
export function corporateName(name: string): string {
  return `${name.replace(/\s*,\s*/g, " ").trim()},`;
}

/** One RIS record (tags of the RIS specification; CRLF line ends; ER closes the record). */
export function formatRis(d: CitableDocument): string {
  const type = risTypeOf(d);
  const lines: [string, string | null | undefined][] = [["TY", type]];
  // The corporate author is the author (AU; A2 would make it an editor). The trailing comma marks
  // a corporate name: reference managers split "Last, First" on the comma, so the whole name
  // stays the family name instead of being cut into a first and last name.
  if (d.corporateAuthor && type !== "JOUR") lines.push(["AU", corporateName(d.corporateAuthor)]);
  lines.push(["TI", d.title]);
  if (type === "JOUR") {
    lines.push(["JO", d.journalName], ["T2", d.journalName], ["VL", d.volume], ["SN", d.issn]);
  } else if (type === "CHAP") {
    lines.push(["T2", d.conferenceName ?? d.designation], ["SN", d.isbn], ["CY", d.conferenceLocation]);
  } else if (type === "BOOK") {
    lines.push(["SN", d.isbn]);
  } else {
    lines.push(["M1", d.designation]);
  }
  lines.push(
    ["ID", d.designation],
    ["PB", d.publisherName],
    ["PY", d.year ? String(d.year) : null],
    ["DA", d.publishedDate ? d.publishedDate.replace(/-/g, "/") : null],
    ["DO", d.doi],
    ["UR", link(d)],
    ["LA", d.language],
  );
  const body = lines
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== "")
    .map(
      ([k, v]) =>
        `${k}  - ${String(v)
          .replace(/[\r\n]+/g, " ")
          .trim()}`,
    );
  return `${[...body, "ER  - "].join("\r\n")}\r\n`;
}

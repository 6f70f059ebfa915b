// Citation text in APA (7th), MLA (9th), Chicago (17th, bibliography), IEEE and Harvard styles,
// and RIS records (TY STD, JOUR, BOOK or CHAP by asset), from a document's catalogue data.
// Pure functions: the service decides who may cite what.

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
const yearOf = (d: CitableDocument) => (d.year ? String(d.year) : "n.d.");
const endDot = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);

interface Parts {
  text: string;
  html: string;
}

/** Builds plain text and HTML together; `i()` is italic. */
class Builder {
  private t: string[] = [];
  private h: string[] = [];
  add(s: string): this {
    this.t.push(s);
    this.h.push(escapeHtml(s));
    return this;
  }
  i(s: string): this {
    this.t.push(s);
    this.h.push(`<i>${escapeHtml(s)}</i>`);
    return this;
  }
  done(): Parts {
    return { text: this.t.join("").replace(/\s+/g, " ").trim(), html: this.h.join("").replace(/\s+/g, " ").trim() };
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function formatCitation(d: CitableDocument, style: CitationStyle): Parts {
  const type = risTypeOf(d);
  const b = new Builder();
  const author = d.corporateAuthor;
  const y = yearOf(d);
  const url = link(d);
  switch (style) {
    case "APA": {
      if (type === "JOUR") {
        b.add(`${endDot(d.title)} (${y}). `);
        if (d.journalName) b.i(d.journalName);
        if (d.volume) b.add(", ").i(d.volume);
        b.add(`. ${url}`);
      } else if (type === "CHAP") {
        if (author) b.add(`${endDot(author)} `);
        b.add(`(${y}). ${endDot(d.title)} `);
        if (d.conferenceName) b.add("In ").i(d.conferenceName).add(` (${d.designation}). `);
        else b.add(`(${d.designation}). `);
        b.add(`${endDot(d.publisherName)} ${url}`);
      } else {
        b.add(`${endDot(author ?? d.publisherName)} (${y}). `)
          .i(d.title)
          .add(` (${d.designation}). `);
        if (author && author !== d.publisherName) b.add(`${endDot(d.publisherName)} `);
        b.add(url);
      }
      break;
    }
    case "MLA": {
      if (type === "JOUR") {
        b.add(`“${endDot(d.title)}” `);
        if (d.journalName) b.i(d.journalName).add(", ");
        if (d.volume) b.add(`vol. ${d.volume}, `);
        b.add(`${y}, ${url}.`);
      } else if (type === "CHAP") {
        b.add(`“${endDot(d.title)}” `);
        if (d.conferenceName) b.i(d.conferenceName).add(", ");
        b.add(`${d.publisherName}, ${y}, ${url}.`);
      } else {
        if (author && author !== d.publisherName) b.add(`${endDot(author)} `);
        b.i(`${d.title}`).add(`. ${d.designation}, ${d.publisherName}, ${y}, ${url}.`);
      }
      break;
    }
    case "CHICAGO": {
      if (type === "JOUR") {
        b.add(`“${endDot(d.title)}” `);
        if (d.journalName) b.i(d.journalName).add(" ");
        if (d.volume) b.add(`${d.volume} `);
        b.add(`(${y}). ${url}.`);
      } else if (type === "CHAP") {
        b.add(`“${endDot(d.title)}” In `);
        b.i(d.conferenceName ?? d.designation);
        b.add(`. ${d.conferenceLocation ? `${d.conferenceLocation}: ` : ""}${d.publisherName}, ${y}. ${url}.`);
      } else {
        b.add(`${endDot(author ?? d.publisherName)} `)
          .i(endDot(d.title))
          .add(` ${endDot(d.designation)} ${d.publisherName}, ${y}. ${url}.`);
      }
      break;
    }
    case "IEEE": {
      if (type === "JOUR") {
        b.add(`“${d.title},” `);
        if (d.journalName) b.i(d.journalName).add(", ");
        if (d.volume) b.add(`vol. ${d.volume}, `);
        b.add(`${y}${d.doi ? `, doi: ${d.doi}` : `. [Online]. Available: ${url}`}.`);
      } else if (type === "CHAP") {
        b.add(`“${d.title},” in `);
        b.i(d.conferenceName ?? d.designation);
        b.add(`, ${d.publisherName}, ${y}${d.doi ? `, doi: ${d.doi}` : ""}.`);
      } else {
        if (author && author !== d.publisherName) b.add(`${author}, `);
        b.i(d.title).add(`, ${d.designation}, ${d.publisherName}, ${y}${d.doi ? `, doi: ${d.doi}` : ""}.`);
      }
      break;
    }
    case "HARVARD": {
      if (type === "JOUR") {
        b.add(`${endDot(d.title)} (${y}) `);
        if (d.journalName) b.i(d.journalName);
        if (d.volume) b.add(`, ${d.volume}`);
        b.add(`. Available at: ${url}.`);
      } else {
        b.add(`${author ?? d.publisherName} (${y}) `)
          .i(d.title)
          .add(`. ${endDot(d.designation)} ${d.publisherName}. Available at: ${url}.`);
      }
      break;
    }
  }
  return b.done();
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

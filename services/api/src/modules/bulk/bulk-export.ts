// The export of a bulk selection (issue 29 §2): the list with the fields a result card shows, as
// CSV, RIS or BibTeX. RIS and BibTeX records are the citation formats' own (citations module:
// one home for how a document is cited) and keep their standard tags; CSV is written here, its
// column headers in the reader's language from bulk-export.i18n.json (the API's server
// catalogues, as the review PDF's labels and the unsubscribe page: one object per locale).

import type { Locale } from "@norma/contracts/locales";
import { createTranslator } from "@norma/contracts/translator";
import { formatBibtexList, formatRis } from "../citations/citation-format.ts";
import { citableOf, documentUrl } from "../citations/citations-service.ts";
import { displayDateOf, isoDate } from "../search/search-format.ts";
import catalogues from "./bulk-export.i18n.json" with { type: "json" };
import type { BulkDocument } from "./bulk-repo.ts";

export type ExportFormat = "csv" | "ris" | "bibtex";

export const EXPORT_FILES: Record<ExportFormat, { filename: string; contentType: string }> = {
  csv: { filename: "documents.csv", contentType: "text/csv; charset=utf-8" },
  ris: { filename: "documents.ris", contentType: "application/x-research-info-systems; charset=utf-8" },
  bibtex: { filename: "documents.bib", contentType: "application/x-bibtex; charset=utf-8" },
};

const CSV_COLUMNS = [
  "designation",
  "title",
  "publisher",
  "documentType",
  "status",
  "language",
  "date",
  "publishDate",
  "lastUpdateDate",
  "contentCode",
  "url",
  "entitled",
] as const;

type Column = (typeof CSV_COLUMNS)[number];

/** Every locale's column headers (the tests hold each to the English one's keys). */
export const CSV_HEADER_CATALOGUES: Record<Locale, Partial<Record<Column, string>>> = catalogues;

const translatorFor = createTranslator(CSV_HEADER_CATALOGUES);

/** The header line in a locale (a header a locale lacks falls back to its parent language, then English). */
export function csvHeader(locale: Locale): string {
  const t = translatorFor(locale);
  return CSV_COLUMNS.map((c) => csvCell(t(c))).join(",");
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; a cell a
 * spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets an apostrophe
 * in front, so opening the file runs nothing.
 */
export function csvCell(value: string | null): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function csvOf(
  docs: BulkDocument[],
  entitled: (d: BulkDocument) => boolean,
  url: (code: string) => string,
  locale: Locale,
) {
  const rows = docs.map((d) =>
    [
      d.displayDesignation,
      d.title,
      d.publisher.name,
      d.documentType,
      d.status,
      d.languageCode,
      displayDateOf({
        asset_type: d.assetType,
        document_type: d.documentType,
        last_update_date: d.lastUpdateDate,
        published_date: d.publishedDate,
        published_online_date: d.publishedOnlineDate,
      }),
      isoDate(d.publishedDate),
      isoDate(d.lastUpdateDate),
      d.contentCode,
      url(d.contentCode),
      entitled(d) ? "true" : "false",
    ]
      .map(csvCell)
      .join(","),
  );
  // The byte-order mark makes spreadsheets read the file as UTF-8 (designations and titles in 14 languages).
  return `\uFEFF${[csvHeader(locale), ...rows].join("\r\n")}\r\n`;
}

/** The file of the documents, in the order given. */
export async function exportDocuments(
  format: ExportFormat,
  docs: BulkDocument[],
  opts: { publicBaseUrl: string; entitled: (d: BulkDocument) => boolean; locale: Locale },
): Promise<string> {
  const citable = () => docs.map((d) => citableOf(d, opts.publicBaseUrl));
  switch (format) {
    case "csv":
      return csvOf(docs, opts.entitled, (code) => documentUrl(opts.publicBaseUrl, code), opts.locale);
    case "ris":
      return citable().map(formatRis).join("\r\n");
    case "bibtex":
      return formatBibtexList(citable());
  }
}

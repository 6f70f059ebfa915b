// The MARC 21 records of the catalogue's lists (help-service.ts): the fields every record shares,
// the RDA content/media/carrier fields, and one builder per kind of record (journal, manual,
// standard). Pure: the lists service reads the catalogue and passes each document's link in.
import type { Prisma } from "@norma/db";
import type { MarcRecord } from "./marc.ts";

export interface CatalogueDoc {
  id: number;
  contentCode: string;
  title: string;
  designation: string;
  displayDesignation: string;
  status: string;
  editionYear: number | null;
  languageCode: string;
  publishedDate: Date | null;
  updatedAt: Date;
  extraMetadata: Prisma.JsonValue;
  publisher: { name: string };
  assets: { pageCount: number | null }[];
}

export const CATALOGUE_SELECT = {
  id: true,
  contentCode: true,
  title: true,
  designation: true,
  displayDesignation: true,
  status: true,
  editionYear: true,
  languageCode: true,
  publishedDate: true,
  updatedAt: true,
  extraMetadata: true,
  publisher: { select: { name: true } },
  assets: { where: { kind: "PDF" as const }, select: { pageCount: true }, take: 1 },
} satisfies Prisma.DocumentSelect;

const LANG3: Record<string, string> = {
  en: "eng",
  es: "spa",
  fr: "fre",
  de: "ger",
  pt: "por",
  it: "ita",
  ja: "jpn",
  zh: "chi",
};

/** Field 008 (40 positions) for books (level m) and continuing resources (level s). */
export function fixedField008(level: "m" | "s", entered: string, year: number | null, lang: string): string {
  const y = year ? String(year).padStart(4, "0").slice(-4) : "uuuu";
  const parts =
    level === "s"
      ? // 06 c(urrently published), 07-10 first year, 11-14 9999, 15-17 place, 18 frequency,
        // 19 r(egular), 20, 21 p(eriodical), 22, 23 o(nline), 24, 25-27, 28, 29 conference 0,
        // 30-32, 33, 34 entry convention 0
        ["c", y, "9999", "xx ", " ", "r", " ", "p", " ", "o", " ", "   ", " ", "0", "   ", " ", "0"]
      : // 06 s(ingle date), 07-10 year, 11-14 blank, 15-17 place, 18-21 illustrations,
        // 22 audience, 23 o(nline), 24-27 contents, 28 government, 29 conference, 30 festschrift,
        // 31 index, 32, 33 literary form 0, 34 biography
        ["s", y, "    ", "xx ", "    ", " ", "o", "    ", " ", "0", "0", "0", " ", "0", " "];
  const value = `${entered}${parts.join("")}${lang.padEnd(3).slice(0, 3)} d`;
  if (value.length !== 40) throw new Error(`008 must be 40 characters, got ${value.length}`);
  return value;
}

export function marcRecordOf(d: CatalogueDoc, level: MarcRecord["level"], controlNumber: string): MarcRecord {
  const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
  const lang = LANG3[d.languageCode.slice(0, 2)] ?? "und";
  const year = d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? null;
  const entered = d.updatedAt.toISOString().slice(2, 10).replace(/-/g, "");
  const f008 = fixedField008(level, entered, year, lang);
  const rec: MarcRecord = {
    type: "a",
    level,
    control: [
      { tag: "001", value: controlNumber },
      { tag: "003", value: "NORMA" },
      { tag: "005", value: `${d.updatedAt.toISOString().replace(/[-:T]/g, "").slice(0, 14)}.0` },
      { tag: "006", value: "m     o  d        " },
      { tag: "007", value: "cr |||||||||||" },
      { tag: "008", value: f008 },
    ],
    fields: [],
  };
  const doi = typeof extra.doi === "string" ? extra.doi : null;
  if (doi)
    rec.fields.push({
      tag: "024",
      ind1: "7",
      ind2: " ",
      subfields: [
        ["a", doi],
        ["2", "doi"],
      ],
    });
  rec.fields.push({
    tag: "040",
    ind1: " ",
    ind2: " ",
    subfields: [
      ["a", "NORMA"],
      ["b", "eng"],
      ["e", "rda"],
      ["c", "NORMA"],
    ],
  });
  rec.fields.push({ tag: "041", ind1: "0", ind2: " ", subfields: [["a", lang]] });
  return rec;
}

export function addRdaFields(rec: MarcRecord, pages: number | null) {
  rec.fields.push(
    {
      tag: "300",
      ind1: " ",
      ind2: " ",
      subfields: [["a", pages ? `1 online resource (${pages} pages)` : "1 online resource"]],
    },
    {
      tag: "336",
      ind1: " ",
      ind2: " ",
      subfields: [
        ["a", "text"],
        ["b", "txt"],
        ["2", "rdacontent"],
      ],
    },
    {
      tag: "337",
      ind1: " ",
      ind2: " ",
      subfields: [
        ["a", "computer"],
        ["b", "c"],
        ["2", "rdamedia"],
      ],
    },
    {
      tag: "338",
      ind1: " ",
      ind2: " ",
      subfields: [
        ["a", "online resource"],
        ["b", "cr"],
        ["2", "rdacarrier"],
      ],
    },
  );
}

/** What the catalogue holds of one journal: its newest article, name and years. */
export interface JournalSummary {
  doc: CatalogueDoc;
  name: string;
  first: number;
  last: number;
  articles: number;
}

/** The serial record of a journal (level s), dated from its first year. */
export function journalRecord(issn: string, j: JournalSummary, url: string): MarcRecord {
  const rec = marcRecordOf(
    { ...j.doc, publishedDate: new Date(Date.UTC(j.first, 0, 1)), extraMetadata: {} },
    "s",
    `norma-j-${issn}`,
  );
  rec.fields.push(
    { tag: "022", ind1: "0", ind2: " ", subfields: [["a", issn]] },
    { tag: "245", ind1: "0", ind2: "0", subfields: [["a", j.name]] },
    {
      tag: "264",
      ind1: " ",
      ind2: "1",
      subfields: [
        ["b", j.doc.publisher.name],
        ["c", String(j.first)],
      ],
    },
  );
  addRdaFields(rec, null);
  rec.fields.push(
    { tag: "362", ind1: "1", ind2: " ", subfields: [["a", `Began with ${j.first}.`]] },
    {
      tag: "500",
      ind1: " ",
      ind2: " ",
      subfields: [["a", `${j.articles} article${j.articles === 1 ? "" : "s"} in the library (${j.first}–${j.last}).`]],
    },
    { tag: "710", ind1: "2", ind2: " ", subfields: [["a", j.doc.publisher.name]] },
    {
      tag: "856",
      ind1: "4",
      ind2: "0",
      subfields: [
        ["u", url],
        ["z", "Available to subscribers"],
      ],
    },
  );
  return rec;
}

/** The record of a manual's edition (level m). */
export function manualRecord(d: CatalogueDoc, url: string): MarcRecord {
  const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
  const rec = marcRecordOf(d, "m", `norma-m-${d.id}`);
  if (typeof extra.isbnEb === "string")
    rec.fields.splice(0, 0, {
      tag: "020",
      ind1: " ",
      ind2: " ",
      subfields: [
        ["a", extra.isbnEb.replace(/-/g, "")],
        ["q", "electronic"],
      ],
    });
  rec.fields.push(
    { tag: "110", ind1: "2", ind2: " ", subfields: [["a", d.publisher.name]] },
    {
      tag: "245",
      ind1: "1",
      ind2: "0",
      subfields: [
        ["a", d.title],
        ["n", d.displayDesignation],
      ],
    },
    ...(d.editionYear
      ? [{ tag: "250", ind1: " ", ind2: " ", subfields: [["a", `${d.editionYear} edition`]] as [string, string][] }]
      : []),
    {
      tag: "264",
      ind1: " ",
      ind2: "1",
      subfields: [
        ["b", d.publisher.name],
        ["c", String(d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? "")],
      ],
    },
  );
  addRdaFields(rec, d.assets[0]?.pageCount ?? null);
  rec.fields.push(
    {
      tag: "490",
      ind1: "0",
      ind2: " ",
      subfields: [
        ["a", `${d.publisher.name} manual series`],
        ["v", d.designation],
      ],
    },
    ...(typeof extra.primaryTopic === "string"
      ? [{ tag: "650", ind1: " ", ind2: "4", subfields: [["a", extra.primaryTopic]] as [string, string][] }]
      : []),
    {
      tag: "856",
      ind1: "4",
      ind2: "0",
      subfields: [
        ["u", url],
        ["z", "Available to subscribers"],
      ],
    },
  );
  return rec;
}

/** The record of a current standard, its designation as the abbreviated title (field 210). */
export function standardRecord(d: CatalogueDoc, url: string): MarcRecord {
  const extra = (d.extraMetadata ?? {}) as Record<string, unknown>;
  const rec = marcRecordOf(d, "m", `norma-s-${d.id}`);
  rec.fields.push(
    { tag: "024", ind1: "8", ind2: " ", subfields: [["a", d.displayDesignation]] },
    {
      tag: "110",
      ind1: "2",
      ind2: " ",
      subfields: [
        ["a", d.publisher.name],
        ...(typeof extra.committeeSponsor === "string"
          ? [["b", `Committee ${extra.committeeSponsor}`] as [string, string]]
          : []),
      ],
    },
    { tag: "210", ind1: "0", ind2: " ", subfields: [["a", d.displayDesignation]] },
    { tag: "245", ind1: "1", ind2: "0", subfields: [["a", d.title]] },
    { tag: "246", ind1: "3", ind2: " ", subfields: [["a", d.designation]] },
    {
      tag: "264",
      ind1: " ",
      ind2: "1",
      subfields: [
        ["b", d.publisher.name],
        ["c", String(d.publishedDate?.getUTCFullYear() ?? d.editionYear ?? "")],
      ],
    },
  );
  addRdaFields(rec, d.assets[0]?.pageCount ?? null);
  rec.fields.push(
    { tag: "500", ind1: " ", ind2: " ", subfields: [["a", `Status: ${d.status}.`]] },
    {
      tag: "856",
      ind1: "4",
      ind2: "0",
      subfields: [
        ["u", url],
        ["z", "Available to subscribers"],
      ],
    },
  );
  return rec;
}

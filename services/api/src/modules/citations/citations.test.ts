// Citations (spec 1 §2, spec 3 §7): the styles offered, a citation's text in APA, MLA, Chicago,
// IEEE and Harvard (citation-js with CSL styles and locales), an RIS file (citation.ris; TY by
// asset) and a BibTeX file (citation.bib). Only the main tenant cites, and only journal
// articles, STP books and papers, and manuals.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CitableDocument,
  citationJs,
  corporateName,
  formatBibtex,
  formatCitation,
  formatRis,
  risTypeOf,
  toCsl,
} from "./citation-format.ts";

const api = useApi();
let individual: string;
let apiTenant: string;

const get = (url: string, token = individual) => api.request({ method: "GET", url, token });
const docOf = (contentType: string) =>
  api.db.document.findFirstOrThrow({ where: { contentType }, include: { publisher: true }, orderBy: { id: "asc" } });

/** RIS tags of a file, in order (the file is CRLF-separated "TG  - value" lines closed by ER). */
function risTags(body: string): [string, string][] {
  expect(body.endsWith("ER  - \r\n")).toBe(true);
  const lines = body.split("\r\n").filter(Boolean);
  for (const l of lines) expect(l).toMatch(/^[A-Z][A-Z0-9] {2}- /);
  return lines.map((l) => [l.slice(0, 2), l.slice(6)]);
}

beforeAll(async () => {
  [individual, apiTenant] = await Promise.all([
    api.login("individual@astm.example"),
    api.login("individual@api.example"),
  ]);
});

describe("entitled and unentitled users", () => {
  // A citation is catalogue data, not the document's content: any signed-in user of the tenant
  // may cite a citable document, entitled to read it or not (spec 1 §6 guards opening,
  // downloading and verifying only). single@astm.example subscribes to ASTM Volume 08.01 only.
  it("a user not entitled to the document gets the citation types, its text and its RIS file like an entitled one", async () => {
    const single = await api.login("single@astm.example");
    const journal = await docOf("JOURNALS");
    const verify = async (token: string) =>
      (
        await get(
          `/api/documents/verification/contentCode?contentCode=${encodeURIComponent(journal.contentCode)}`,
          token,
        )
      ).headers.entitlementaccess;
    expect(await verify(individual)).toBe("true");
    expect(await verify(single)).toBe("false");
    for (const token of [individual, single]) {
      const types = await get("/api/getCitationTypes", token);
      expect(types.statusCode).toBe(200);
      expect(types.json().responseData.length).toBeGreaterThanOrEqual(4);
    }
    const texts = await Promise.all(
      [individual, single].map((token) => get(`/api/getTextCitation?contentId=${journal.id}&citationStyle=MLA`, token)),
    );
    for (const r of texts) expect(r.statusCode).toBe(200);
    expect(texts[1].json()).toEqual(texts[0].json());
    const ris = await Promise.all(
      [individual, single].map((token) => get(`/api/getRisCitation?contentId=${journal.id}`, token)),
    );
    for (const r of ris) expect(r.statusCode).toBe(200);
    expect(ris[1].body).toBe(ris[0].body);
    expect(risTags(ris[1].body)[0]).toEqual(["TY", "JOUR"]);
    // Without a sign-in there is nothing: every citation call needs a user.
    for (const url of [
      "/api/getCitationTypes",
      `/api/getTextCitation?contentId=${journal.id}&citationStyle=MLA`,
      `/api/getRisCitation?contentId=${journal.id}`,
    ])
      expect((await api.request({ method: "GET", url })).statusCode).toBe(401);
  });
});

describe("citation types", () => {
  it("answers responseData with APA, MLA, Chicago and IEEE among them", async () => {
    const res = await get("/api/getCitationTypes");
    expect(res.statusCode).toBe(200);
    const values = res.json().responseData.map((t: { value: string }) => t.value);
    expect(values).toEqual(expect.arrayContaining(["APA", "MLA", "CHICAGO", "IEEE"]));
    for (const t of res.json().responseData) expect(t.text).toEqual(expect.any(String));
    expect((await api.request({ method: "GET", url: "/api/getCitationTypes" })).statusCode).toBe(401);
  });
});

describe("text citations", () => {
  it("a journal article in APA, MLA, Chicago, IEEE and Harvard: title, journal, volume, year and DOI", async () => {
    const doc = await docOf("JOURNALS");
    const extra = doc.extraMetadata as Record<string, string>;
    const year = String(doc.publishedDate!.getUTCFullYear());
    const texts: Record<string, string> = {};
    for (const style of ["APA", "MLA", "CHICAGO", "IEEE", "HARVARD"]) {
      const res = await get(`/api/getTextCitation?contentId=${doc.id}&citationStyle=${style}&contentType=JOURNALS`);
      expect(res.statusCode).toBe(200);
      const { responseData } = res.json();
      expect(responseData).toMatchObject({ contentId: doc.id, citationStyle: style });
      texts[style] = responseData.text;
      // The CSL styles print typographic apostrophes.
      expect(responseData.text.replace(/’/g, "'")).toContain(doc.title.replace(/\.$/, ""));
      expect(responseData.text).toContain(extra.journalName);
      expect(responseData.text).toContain(extra.volumeNumber);
      expect(responseData.text).toContain(year);
      expect(responseData.text).toContain(extra.doi);
      expect(responseData.html).toContain(`<i>${extra.journalName}</i>`);
    }
    expect(new Set(Object.values(texts)).size).toBe(5);
    expect(texts.APA).toContain(`(${year})`);
    expect(texts.MLA).toContain(`vol. ${extra.volumeNumber}`);
    expect(texts.IEEE).toContain(`doi: ${extra.doi}`);
  });

  it("a symposium paper cites its conference; a manual its publisher", async () => {
    const paper = await docOf("STP_PAPER");
    const extra = paper.extraMetadata as Record<string, string>;
    const chicago = (await get(`/api/getTextCitation?contentId=${paper.id}&citationStyle=CHICAGO`)).json();
    // Chicago writes the proceedings' title in title case.
    expect(chicago.responseData.text.toLowerCase()).toContain(`in ${extra.conferenceName}`.toLowerCase());
    expect(chicago.responseData.text).toContain(extra.conferenceLocation);
    const manual = await docOf("MANUAL_MONO_BOOKS");
    const apa = (await get(`/api/getTextCitation?contentId=${manual.id}&citationStyle=APA`)).json();
    expect(apa.responseData.text.startsWith(`${manual.publisher.name}.`)).toBe(true);
    // The HTML form is the text with the title in italics (and what it quotes escaped).
    expect(apa.responseData.html).toMatch(/<i>[^<]+<\/i>/);
    const unescaped = apa.responseData.html
      .replace(/<\/?i>/g, "")
      .replace(/&#38;|&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    expect(unescaped).toBe(apa.responseData.text);
  });

  it("the citation's terms follow the reader's language, Arabic (right to left) included; an unknown language is English", async () => {
    const doc = await docOf("JOURNALS");
    const extra = doc.extraMetadata as Record<string, string>;
    const mla = async (language?: string) => {
      const res = await get(
        `/api/getTextCitation?contentId=${doc.id}&citationStyle=MLA${language ? `&language=${language}` : ""}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().responseData.text as string;
    };
    const [en, ar, de, unknown] = await Promise.all([mla(), mla("ar"), mla("de"), mla("xx")]);
    expect(en).toContain(`vol. ${extra.volumeNumber}`);
    // The CSL locale ar: the volume term and the month in Arabic script.
    expect(ar).not.toContain("vol.");
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(ar).toContain(extra.doi);
    expect(de).toContain(`Bd. ${extra.volumeNumber}`);
    expect(unknown).toBe(en);
    const bad = await get(`/api/getTextCitation?contentId=${doc.id}&citationStyle=MLA&language=${"x".repeat(30)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toContainEqual(expect.objectContaining({ field: "language" }));
  });

  it("standards, other tenants than the main one, and excluded articles get no citation (400)", async () => {
    const standard = await docOf("ASTM_STANDARDS");
    const refused = await get(`/api/getTextCitation?contentId=${standard.id}&citationStyle=APA`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("error.citation.not-available");
    expect(refused.headers["app-error"]).toBe("error.citation.not-available");
    const journal = await docOf("JOURNALS");
    expect((await get(`/api/getTextCitation?contentId=${journal.id}&citationStyle=APA`, apiTenant)).statusCode).toBe(
      400,
    );
    await api.db.document.update({ where: { id: journal.id }, data: { citationArticleTypeExclude: true } });
    try {
      expect((await get(`/api/getTextCitation?contentId=${journal.id}&citationStyle=APA`)).statusCode).toBe(400);
      expect((await get(`/api/getRisCitation?contentId=${journal.id}`)).statusCode).toBe(400);
    } finally {
      await api.db.document.update({ where: { id: journal.id }, data: { citationArticleTypeExclude: false } });
    }
  });

  it("an unknown style, a missing or non-number id is 400 with fieldErrors; an unknown or other tenant's id 404", async () => {
    const journal = await docOf("JOURNALS");
    const style = await get(`/api/getTextCitation?contentId=${journal.id}&citationStyle=VANCOUVER`);
    expect(style.statusCode).toBe(400);
    expect(style.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(style.json().fieldErrors[0].field).toBe("citationStyle");
    const noId = await get("/api/getTextCitation?citationStyle=APA");
    expect(noId.json().fieldErrors).toContainEqual(expect.objectContaining({ field: "contentId" }));
    expect((await get("/api/getTextCitation?contentId=x&citationStyle=APA")).statusCode).toBe(400);
    const unknown = await get("/api/getTextCitation?contentId=99999999&citationStyle=APA");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe("Can not find content");
    // A document of a publisher the api tenant does not present.
    const aci = await api.db.document.findFirstOrThrow({ where: { publisher: { key: "ACI" } } });
    expect((await get(`/api/getTextCitation?contentId=${aci.id}&citationStyle=APA`, apiTenant)).statusCode).toBe(404);
  });
});

describe("RIS citations", () => {
  it("a journal article is a valid RIS record of type JOUR, saved as citation.ris", async () => {
    const doc = await docOf("JOURNALS");
    const extra = doc.extraMetadata as Record<string, string>;
    const res = await get(`/api/getRisCitation?contentId=${doc.id}&citationStyle=APA&contentType=JOURNALS`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
    expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="citation\.ris"/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const tags = risTags(res.body);
    expect(tags[0]).toEqual(["TY", "JOUR"]);
    expect(tags.at(-1)).toEqual(["ER", ""]);
    const tag = (t: string) => tags.find(([k]) => k === t)?.[1];
    expect(tag("TI")).toBe(doc.title);
    expect(tag("JO")).toBe(extra.journalName);
    expect(tag("VL")).toBe(extra.volumeNumber);
    expect(tag("SN")).toBe(extra.issn);
    expect(tag("DO")).toBe(extra.doi);
    expect(tag("PY")).toBe(String(doc.publishedDate!.getUTCFullYear()));
  });

  it("TY by asset: a manual is BOOK, a symposium paper CHAP; the same record whatever the style", async () => {
    const manual = await docOf("MANUAL_MONO_BOOKS");
    const book = risTags((await get(`/api/getRisCitation?contentId=${manual.id}`)).body);
    expect(book[0]).toEqual(["TY", "BOOK"]);
    expect(book.find(([k]) => k === "SN")?.[1]).toBe((manual.extraMetadata as Record<string, string>).isbnEb);
    // The publisher is the book's (corporate) author: AU, not A2 (an editor); the trailing comma
    // keeps reference managers from splitting it into a first and last name.
    expect(book.filter(([k]) => k === "AU")).toEqual([["AU", `${manual.publisher.name},`]]);
    expect(book.some(([k]) => k === "A2")).toBe(false);
    expect(book.findIndex(([k]) => k === "AU")).toBe(1);
    const paper = await docOf("STP_PAPER");
    const bodies = await Promise.all(
      ["APA", "MLA", "CHICAGO", "IEEE"].map(
        async (s) => (await get(`/api/getRisCitation?contentId=${paper.id}&citationStyle=${s}`)).body,
      ),
    );
    expect(risTags(bodies[0])[0]).toEqual(["TY", "CHAP"]);
    expect(new Set(bodies).size).toBe(1);
    const standard = await docOf("ASTM_STANDARDS");
    expect((await get(`/api/getRisCitation?contentId=${standard.id}`)).statusCode).toBe(400);
    expect((await get("/api/getRisCitation")).statusCode).toBe(400);
  });

  it("a standard would be TY STD with its designation (the format, for the day standards become citable)", () => {
    expect(risTypeOf({ contentType: "ASTM_STANDARDS", assetType: "Standard" })).toBe("STD");
    const ris = formatRis({
      title: "Standard Test Method for Tensile Properties",
      designation: "ASTM D3039/D3039M-17",
      contentType: "ASTM_STANDARDS",
      assetType: "Standard",
      publisherName: "ASTM International",
      corporateAuthor: "ASTM International",
      year: 2017,
      publishedDate: "2017-05-01",
      doi: null,
      isbn: null,
      issn: null,
      journalName: null,
      volume: null,
      conferenceName: null,
      conferenceLocation: null,
      language: "en",
      url: "https://example.org/d",
    });
    const tags = risTags(ris);
    expect(tags[0]).toEqual(["TY", "STD"]);
    expect(tags).toContainEqual(["AU", "ASTM International,"]);
    expect(tags.some(([k]) => k === "A2")).toBe(false);
    // A comma inside a corporate name would split it: it becomes a space.
    expect(corporateName("Committee D30, Composite Materials")).toBe("Committee D30 Composite Materials,");
    expect(tags).toContainEqual(["M1", "ASTM D3039/D3039M-17"]);
    expect(tags).toContainEqual(["DA", "2017/05/01"]);
  });
});

/** A standard as the citations module sees it (standards are not citable yet; the formats are ready). */
const STANDARD: CitableDocument = {
  title: "Standard Test Method for Tensile Properties",
  designation: "ASTM D3039/D3039M-17",
  contentType: "ASTM_STANDARDS",
  assetType: "Standard",
  publisherName: "ASTM International",
  corporateAuthor: "ASTM International",
  year: 2017,
  publishedDate: "2017-05-01",
  doi: null,
  isbn: null,
  issn: null,
  journalName: null,
  volume: null,
  conferenceName: null,
  conferenceLocation: null,
  language: "en",
  url: "https://example.org/d",
};

describe("CSL items and styles", () => {
  it("a standard is a CSL standard: the body publishes it, the designation is its number", () => {
    expect(toCsl(STANDARD)).toMatchObject({
      type: "standard",
      title: STANDARD.title,
      publisher: "ASTM International",
      number: "ASTM D3039/D3039M-17",
      author: [{ literal: "ASTM International" }],
      issued: { "date-parts": [[2017, 5, 1]] },
      URL: "https://example.org/d",
    });
  });

  it("every style cites a standard with its title, body and year; APA, MLA and IEEE with its designation", async () => {
    const texts = new Map<string, string>();
    for (const style of ["APA", "MLA", "CHICAGO", "IEEE", "HARVARD"] as const) {
      const { text, html } = await formatCitation(STANDARD, style);
      texts.set(style, text);
      expect(text).toContain(STANDARD.title);
      expect(text).toContain("ASTM International");
      expect(text).toContain("2017");
      expect(html).toContain(STANDARD.title);
      if (style === "APA" || style === "MLA" || style === "IEEE") expect(text).toContain(STANDARD.designation);
    }
    expect(texts.get("APA")).toBe(
      "ASTM International. (2017). Standard Test Method for Tensile Properties (ASTM D3039/D3039M-17). ASTM International. https://example.org/d",
    );
    expect(new Set(texts.values()).size).toBe(5);
  });
});

describe("BibTeX citations", () => {
  it("a journal article is a BibTeX @article saved as citation.bib that citation-js reads back", async () => {
    const doc = await docOf("JOURNALS");
    const extra = doc.extraMetadata as Record<string, string>;
    const res = await get(`/api/getBibtexCitation?contentId=${doc.id}&contentType=JOURNALS`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-bibtex; charset=utf-8");
    expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="citation\.bib"/);
    expect(res.body.trim().startsWith("@article{")).toBe(true);
    const { Cite } = await citationJs();
    const [item] = new Cite(res.body).data as Record<string, unknown>[];
    expect(item.type).toBe("article-journal");
    expect(item.title).toBe(doc.title);
    expect(item["container-title"]).toBe(extra.journalName);
    expect(String(item.volume)).toBe(extra.volumeNumber);
    expect(item.DOI).toBe(extra.doi);
    expect((item.issued as { "date-parts": number[][] })["date-parts"][0][0]).toBe(doc.publishedDate!.getUTCFullYear());
  });

  it("a manual is @book, a symposium paper @inproceedings; refused like the other formats", async () => {
    const manual = await docOf("MANUAL_MONO_BOOKS");
    const book = await get(`/api/getBibtexCitation?contentId=${manual.id}`);
    expect(book.body.trim().startsWith("@book{")).toBe(true);
    const { Cite } = await citationJs();
    const [item] = new Cite(book.body).data as Record<string, unknown>[];
    expect(item.publisher).toBe(manual.publisher.name);
    // The corporate author stays one name (braced in BibTeX; read back as one family name).
    expect(item.author).toEqual([{ family: manual.publisher.name }]);
    const paper = await docOf("STP_PAPER");
    expect((await get(`/api/getBibtexCitation?contentId=${paper.id}`)).body.trim().startsWith("@inproceedings{")).toBe(
      true,
    );
    const standard = await docOf("ASTM_STANDARDS");
    expect((await get(`/api/getBibtexCitation?contentId=${standard.id}`)).statusCode).toBe(400);
    const noId = await get("/api/getBibtexCitation");
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fieldErrors).toContainEqual(expect.objectContaining({ field: "contentId" }));
    expect(
      (await api.request({ method: "GET", url: `/api/getBibtexCitation?contentId=${manual.id}` })).statusCode,
    ).toBe(401);
  });

  it("a standard is a BibTeX @misc that reads back (citation-js's BibTeX writer drops the designation)", async () => {
    const bib = await formatBibtex(STANDARD);
    expect(bib.trim().startsWith("@misc{")).toBe(true);
    const { Cite } = await citationJs();
    const [item] = new Cite(bib).data as Record<string, unknown>[];
    expect(item.title).toBe(STANDARD.title);
    expect(item.publisher).toBe("ASTM International");
    expect(item.URL).toBe(STANDARD.url);
  });
});

describe("RIS read back", () => {
  it("citation-js reads our RIS records: type, title, journal, DOI and year survive", async () => {
    const { Cite } = await citationJs();
    const doc = await docOf("JOURNALS");
    const extra = doc.extraMetadata as Record<string, string>;
    const [journal] = new Cite((await get(`/api/getRisCitation?contentId=${doc.id}`)).body).data as Record<
      string,
      unknown
    >[];
    expect(journal.type).toBe("article-journal");
    expect(journal.title).toBe(doc.title);
    expect(journal["container-title"]).toBe(extra.journalName);
    expect(journal.DOI).toBe(extra.doi);
    expect((journal.issued as { "date-parts": number[][] })["date-parts"][0][0]).toBe(
      doc.publishedDate!.getUTCFullYear(),
    );
    const manual = await docOf("MANUAL_MONO_BOOKS");
    const [book] = new Cite((await get(`/api/getRisCitation?contentId=${manual.id}`)).body).data as Record<
      string,
      unknown
    >[];
    expect(book.type).toBe("book");
    expect(book.title).toBe(manual.title);
    expect(book.publisher).toBe(manual.publisher.name);
  });
});

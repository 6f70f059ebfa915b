// The document page's rules (spec 1 §2, §5): track button, tab list, header date, citations.
import { describe, expect, it } from "vitest";
import {
  type DocumentVersion,
  headerDate,
  newerEditionOf,
  previousEditionOf,
  showCitations,
  showTrack,
  tabsOf,
} from "./document-rules.ts";

const standard = {
  allowToTrack: true,
  publisherCode: "ASTM",
  documentType: "Test Method",
  assetType: "Standard",
  classification: null as string | null,
};
/** The metadata with some fields changed (the document type included, which the rule must ignore). */
const doc = (changes: Partial<typeof standard>) => ({ ...standard, ...changes });

describe("track button (spec 1 §5)", () => {
  it("shows for the main publisher's standards", () => {
    expect(showTrack(standard, "ASTM")).toBe(true);
  });

  it("hides for the main publisher's standards classified RL", () => {
    expect(showTrack({ ...standard, classification: "RL" }, "ASTM")).toBe(false);
    expect(showTrack({ ...standard, classification: "rl" }, "ASTM")).toBe(false);
  });

  it("shows for the main publisher's translated standards, whatever their classification", () => {
    expect(showTrack({ ...standard, assetType: "Translated Standard", classification: "RL" }, "ASTM")).toBe(true);
  });

  it("hides for the main publisher's other types (journals, manuals, related materials)", () => {
    for (const assetType of ["Journal", "Manual", "Related Materials", "Symposia Paper"])
      expect(showTrack(doc({ assetType, documentType: assetType }), "ASTM")).toBe(false);
  });

  it("reads the asset type only, as the server does: a document type named Standard does not make a standard", () => {
    expect(showTrack(doc({ assetType: "Related Materials", documentType: "Standard" }), "ASTM")).toBe(false);
    expect(showTrack(doc({ assetType: "Standard", documentType: "Related Materials" }), "ASTM")).toBe(true);
    expect(showTrack(doc({ assetType: "Journal", documentType: "Translated Standard" }), "ASTM")).toBe(false);
  });

  it("always shows for other publishers", () => {
    expect(showTrack({ ...standard, publisherCode: "ISO", assetType: "Journal", classification: "RL" }, "ASTM")).toBe(
      true,
    );
    expect(showTrack({ ...standard, publisherCode: "ISO", assetType: "Manual" }, null)).toBe(true);
  });

  it("never shows when the document disallows tracking", () => {
    expect(showTrack({ ...standard, allowToTrack: false }, "ASTM")).toBe(false);
    expect(showTrack({ ...standard, publisherCode: "ISO", allowToTrack: false }, "ASTM")).toBe(false);
  });
});

describe("tabs (spec 1 §2)", () => {
  it("sorts the document's tabs by position", () => {
    expect(
      tabsOf([
        { name: "RELATED_CONTENT", position: 4 },
        { name: "HTML", position: 1 },
        { name: "WORK_ITEMS", position: 2 },
        { name: "PDF", position: 0 },
      ]),
    ).toEqual(["PDF", "HTML", "WORK_ITEMS", "RELATED_CONTENT"]);
  });

  it("drops duplicates, keeping the first by position", () => {
    expect(
      tabsOf([
        { name: "HTML", position: 3 },
        { name: "PDF", position: 1 },
        { name: "HTML", position: 0 },
        { name: "PDF", position: 2 },
      ]),
    ).toEqual(["HTML", "PDF"]);
  });

  it("defaults to PDF then HTML when the document has no tabs", () => {
    expect(tabsOf([])).toEqual(["PDF", "HTML"]);
    expect(tabsOf(null)).toEqual(["PDF", "HTML"]);
    expect(tabsOf(undefined)).toEqual(["PDF", "HTML"]);
  });

  it("shows the compass points tab where the server places it", () => {
    expect(
      tabsOf([
        { name: "COMPASS_POINTS", position: 5 },
        { name: "PDF", position: 1 },
      ]),
    ).toEqual(["PDF", "COMPASS_POINTS"]);
  });
});

describe("header date (spec 1 §2)", () => {
  const dates = { lastUpdateDate: "2024-05-01", publishedDate: "2020-01-15", publishedOnlineDate: "2020-02-01" };

  it("shows the last updated date", () => {
    expect(headerDate({ documentType: "Test Method", ...dates })).toEqual({ kind: "updated", value: "2024-05-01" });
  });

  it("shows the published date for a research report", () => {
    expect(headerDate({ documentType: "Research Report", ...dates })).toEqual({
      kind: "published",
      value: "2020-01-15",
    });
    expect(headerDate({ documentType: "Research-Report", ...dates })).toEqual({
      kind: "published",
      value: "2020-01-15",
    });
  });

  it("falls back to the published date, then the published online date", () => {
    expect(headerDate({ documentType: "Guide", ...dates, lastUpdateDate: null })).toEqual({
      kind: "published",
      value: "2020-01-15",
    });
    expect(
      headerDate({
        documentType: "Guide",
        lastUpdateDate: null,
        publishedDate: null,
        publishedOnlineDate: "2021-03-04",
      }),
    ).toEqual({
      kind: "publishedOnline",
      value: "2021-03-04",
    });
    expect(
      headerDate({
        documentType: "Research Report",
        lastUpdateDate: null,
        publishedDate: null,
        publishedOnlineDate: "2021-03-04",
      }),
    ).toEqual({ kind: "publishedOnline", value: "2021-03-04" });
  });

  it("shows no date when there is none", () => {
    expect(
      headerDate({ documentType: "Guide", lastUpdateDate: null, publishedDate: null, publishedOnlineDate: null }),
    ).toBeNull();
  });
});

describe("citations (spec 1 §2)", () => {
  it("are offered by the main tenant on journals, STP books and papers and manuals", () => {
    for (const contentType of ["JOURNALS", "STP_BOOK", "STP_PAPER", "MANUAL_MONO_BOOKS", "MANUAL_MONO_PAPERS"])
      expect(showCitations({ contentType, citationArticleTypeExclude: false }, true)).toBe(true);
  });

  it("are not offered on standards, by other tenants, or on excluded article types", () => {
    expect(showCitations({ contentType: "ASTM_STANDARDS", citationArticleTypeExclude: false }, true)).toBe(false);
    expect(showCitations({ contentType: "JOURNALS", citationArticleTypeExclude: false }, false)).toBe(false);
    expect(showCitations({ contentType: "JOURNALS", citationArticleTypeExclude: true }, true)).toBe(false);
  });
});

describe("previousEditionOf", () => {
  const v = (id: number, designation: string) =>
    ({ id, displayDesignation: designation, designationNo: designation }) as never;
  it("is the next older version, null for the oldest or an unknown one", () => {
    const versions = [v(3, "D1-24"), v(2, "D1-20"), v(1, "D1-15")];
    expect(previousEditionOf({ contentId: 3, versions })).toBe("D1-20");
    expect(previousEditionOf({ contentId: 2, versions })).toBe("D1-15");
    expect(previousEditionOf({ contentId: 1, versions })).toBeNull();
    expect(previousEditionOf({ contentId: 9, versions })).toBeNull();
  });
});

describe("the banner of an older edition (Historical → Active)", () => {
  const edition = (contentCode: string, status: string, isLatest: boolean) =>
    ({
      id: 1,
      contentCode,
      designation: contentCode,
      displayDesignation: contentCode,
      status,
      isLatest,
    }) as DocumentVersion;
  const versions = [
    edition("A-24", "Active", true),
    edition("A-19", "Historical", false),
    edition("A-14", "Historical", false),
  ];

  it("a historical edition leads to the active one", () => {
    expect(newerEditionOf({ contentCode: "A-19", versions, replacedByContentCode: null })?.contentCode).toBe("A-24");
    expect(newerEditionOf({ contentCode: "A-14", versions, replacedByContentCode: null })?.contentCode).toBe("A-24");
  });

  it("none on the newest edition, nor when the header names a replacement, nor without a newest", () => {
    expect(newerEditionOf({ contentCode: "A-24", versions, replacedByContentCode: null })).toBeNull();
    expect(newerEditionOf({ contentCode: "A-19", versions, replacedByContentCode: "B-25" })).toBeNull();
    expect(
      newerEditionOf({ contentCode: "A-19", versions: versions.slice(1), replacedByContentCode: null }),
    ).toBeNull();
    expect(newerEditionOf({ contentCode: "X-1", versions, replacedByContentCode: null })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { formatDate } from "../../i18n/dates.ts";
import { contentTypeKey, detailRows, humanize, languageName } from "./document-details.ts";

const tools = (locale: "en" | "fr" = "en") => ({
  t: (key: string, options?: Record<string, unknown>) =>
    key === "document.contentTypes.ASTM_STANDARDS" ? "Standard" : String(options?.defaultValue ?? key),
  formatDate: (value: string, style?: "long" | "short" | "time" | "iso") => formatDate(value, locale, style),
  locale,
});

describe("document details rows", () => {
  it("names the content type instead of its code, and humanizes a code without a name", () => {
    const rows = detailRows({ contentType: "ASTM_STANDARDS", languageCode: "en-US", extra: {} }, tools());
    expect(rows[0]).toEqual(["document.fields.contentType", "Standard"]);
    expect(contentTypeKey("Translated Standard")).toBe("TRANSLATED_STANDARD");
    expect(humanize("SOME_NEW_TYPE")).toBe("Some new type");
  });

  it("lists Language once, the catalogue's list winning over the document's code, named in the user's language", () => {
    const rows = detailRows(
      { contentType: "JOURNALS", languageCode: "en-US", extra: { language: ["en", "fr"] } },
      tools(),
    );
    const languages = rows.filter(([label]) => label === "document.fields.language");
    expect(languages).toEqual([["document.fields.language", "English; French"]]);
    expect(languageName("en-US", "fr")).toMatch(/anglais/i);
    expect(languageName("English", "en")).toBe("English");
  });

  it("writes the catalogue's dates like every other date of the locale", () => {
    const rows = detailRows(
      {
        contentType: "JOURNALS",
        languageCode: "en-US",
        publishedDate: "2017-09-06",
        extra: { histReceivedDate: "2017-07-16", doi: "10.1520/X" },
      },
      tools(),
    );
    const values = rows.map(([, v]) => v);
    expect(values).toContain("Sep 06, 2017");
    expect(values).toContain("Jul 16, 2017");
    expect(values.some((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))).toBe(false);
    expect(new Set(rows.map(([label]) => label)).size).toBe(rows.length);
  });
});

import { describe, expect, it } from "vitest";
import { feedbackFailureMessage, validateFeedback } from "./feedback.ts";
import { cardDate, foldDescription, languageName, otherVersions } from "./result-card.ts";

describe("search feedback form", () => {
  it("requires what the user was searching for; a blank answer is refused", () => {
    expect(validateFeedback({ documentSearching: "   ", additionalFeedback: "" })).toEqual({
      ok: false,
      errors: { documentSearching: "required" },
    });
  });

  it("trims both answers and accepts 100 and 500 characters", () => {
    const result = validateFeedback({
      documentSearching: ` ${"a".repeat(100)} `,
      additionalFeedback: ` ${"b".repeat(500)}\n`,
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.documentSearching).toHaveLength(100);
      expect(result.value.additionalFeedback).toHaveLength(500);
    }
  });

  it("refuses 101 and 501 characters with the maxLength message", () => {
    expect(
      validateFeedback({ documentSearching: "a".repeat(101), additionalFeedback: "b".repeat(501) }).errors,
    ).toEqual({
      documentSearching: "maxLength",
      additionalFeedback: "maxLength",
    });
  });
});

describe("result cards", () => {
  const dates = { documentType: "Standard", lastUpdateDate: null, publishDate: null, publishedOnlineDate: null };

  it("shows the last update, else the publication, else the online publication date", () => {
    expect(cardDate({ ...dates, lastUpdateDate: "2024-02-01", publishDate: "2020-01-01" })).toEqual({
      kind: "updated",
      value: "2024-02-01",
    });
    expect(cardDate({ ...dates, publishDate: "2020-01-01", publishedOnlineDate: "2019-12-01" })).toEqual({
      kind: "published",
      value: "2020-01-01",
    });
    expect(cardDate({ ...dates, publishedOnlineDate: "2019-12-01" })).toEqual({
      kind: "publishedOnline",
      value: "2019-12-01",
    });
    expect(cardDate(dates)).toBeNull();
  });

  it("shows the publication date first for research reports", () => {
    expect(
      cardDate({ ...dates, documentType: "Research Report", lastUpdateDate: "2024-02-01", publishDate: "2020-01-01" }),
    ).toEqual({ kind: "published", value: "2020-01-01" });
  });

  it("lists the other versions newest first, without the document itself", () => {
    const v = (contentCode: string, publishDate: string | null) => ({
      id: 1,
      contentCode,
      designation: contentCode,
      displayDesignation: contentCode,
      status: "Historical",
      publishDate,
      isLatest: false,
    });
    const versions = otherVersions({
      contentCode: "D3039-17",
      connections: [
        {
          designationNo: "D3039",
          contentCode: "D3039-17",
          versions: [v("D3039-08", "2008-01-01"), v("D3039-17", "2017-01-01"), v("D3039-14", "2014-01-01")],
        },
      ],
    });
    expect(versions.map((x) => x.contentCode)).toEqual(["D3039-14", "D3039-08"]);
  });

  it("folds long descriptions behind 'more details' at a word boundary", () => {
    const long = `${"word ".repeat(80)}end`;
    const folded = foldDescription(long, false);
    expect(folded.folded).toBe(true);
    expect(folded.text.endsWith("…")).toBe(true);
    expect(folded.text.length).toBeLessThanOrEqual(241);
    expect(foldDescription(long, true)).toEqual({ text: long, folded: false, long: true });
    expect(foldDescription("short", false)).toEqual({ text: "short", folded: false, long: false });
  });

  it("names languages in the interface language", () => {
    expect(languageName("fr", "en")).toBe("French");
    expect(languageName("de", "fr")).toBe("allemand");
  });
});

describe("a failed general feedback's message (spec 3 §8)", () => {
  const keys: Record<string, string> = { "error.feedback.tooLong": "Your feedback is too long.", "error.x": "X" };
  const translate = (key: string) => keys[key] ?? null;
  const FALLBACK = "Error submitting feedback";

  it("the server's message key in the interface language: a field's first, then the detail, then the message", () => {
    expect(
      feedbackFailureMessage(
        { fieldErrors: [{ detail: "error.feedback.tooLong" }], detail: "error.x", message: "error.x" },
        translate,
        FALLBACK,
      ),
    ).toBe("Your feedback is too long.");
    expect(feedbackFailureMessage({ detail: "error.x", message: "error.validation" }, translate, FALLBACK)).toBe("X");
    expect(feedbackFailureMessage({ detail: "Plain words", message: "error.x" }, translate, FALLBACK)).toBe("X");
  });

  it("else the detail's own text, else 'Error submitting feedback'", () => {
    expect(
      feedbackFailureMessage({ detail: " Feedback store is down ", message: "error.http.503" }, translate, FALLBACK),
    ).toBe("Feedback store is down");
    expect(feedbackFailureMessage({ detail: "  " }, translate, FALLBACK)).toBe(FALLBACK);
    expect(feedbackFailureMessage(null, translate, FALLBACK)).toBe(FALLBACK);
  });
});

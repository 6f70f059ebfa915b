// The e-mail catalogues (locales/*.json, read by i18next) are complete: every one of the 14 interface locales carries every key of
// the English source (the English fallback in translate() is for safety, not for gaps), with the
// same placeholders, and is translated rather than copied.

import { LOCALES } from "@norma/contracts/locales";
import { describe, expect, it } from "vitest";
import { MESSAGES, type MessageKey, translate } from "./messages.ts";

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
/** Strings that are the same in English and the locale, on purpose. */
const SAME_AS_ENGLISH: Partial<Record<string, MessageKey[]>> = {
  // "Status: …" is German too.
  de: ["alert.statusChange"],
  // "page 3" is French too.
  fr: ["reanchor.page"],
  "fr-CA": ["reanchor.page"],
};

describe("e-mail message catalogues", () => {
  it("exist for exactly the 14 interface locales", () => {
    expect(LOCALES).toHaveLength(14);
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it("has a sizeable English source", () => {
    expect(keys.length).toBeGreaterThan(30);
    for (const k of keys) expect(MESSAGES.en[k]?.trim(), k).toBeTruthy();
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key, no other, none empty, the same placeholders as English`, () => {
      const catalogue = MESSAGES[locale];
      expect(
        keys.filter((k) => !(k in catalogue)),
        "missing keys",
      ).toEqual([]);
      expect(
        Object.keys(catalogue).filter((k) => !keys.includes(k as MessageKey)),
        "keys English does not have",
      ).toEqual([]);
      for (const k of keys) {
        const text = catalogue[k]!;
        expect(text.trim(), `${locale} ${k} is empty`).not.toBe("");
        expect(placeholders(text), `${locale} ${k} placeholders`).toEqual(placeholders(MESSAGES.en[k]!));
      }
    });

    if (locale !== "en") {
      it(`${locale}: translated, not copied from English`, () => {
        const allowed = SAME_AS_ENGLISH[locale] ?? [];
        const copied = keys.filter((k) => {
          const en = MESSAGES.en[k]!;
          // Texts made only of placeholders and punctuation read the same everywhere.
          if (!/\p{L}/u.test(en.replace(/\{\{\w+\}\}/g, ""))) return false;
          return MESSAGES[locale][k] === en && !allowed.includes(k);
        });
        expect(copied).toEqual([]);
      });
    }
  }

  it("fills placeholders and leaves none behind", () => {
    for (const locale of LOCALES) {
      const text = translate(locale, "shared.subject", { sender: "Ada", designation: "ISO 9001:2015" });
      expect(text, locale).toContain("Ada");
      expect(text, locale).toContain("ISO 9001:2015");
      expect(text, locale).not.toMatch(/\{\{?\w+\}\}?/);
    }
  });
});

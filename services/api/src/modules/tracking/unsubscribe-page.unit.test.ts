// The unsubscribe page's texts come from its i18next catalogue (./locales/*.json): every locale
// complete, Arabic right to left, a language we do not offer falling back by the one negotiation
// rule, the tenant's name (never the product's), and what users typed escaped.
import { LOCALES } from "@norma/contracts/locales";
import { describe, expect, it } from "vitest";
import { CATALOGUES, confirmPage, donePage, invalidPage, type PageFacts } from "./unsubscribe-page.ts";

const facts = (over: Partial<PageFacts> = {}): PageFacts => ({
  scope: "document",
  email: "reader@example.com",
  tenantName: "Acme Standards",
  language: "en",
  designation: "ISO 9001:2015",
  ...over,
});

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the unsubscribe page's catalogue", () => {
  for (const locale of LOCALES) {
    // Canadian French holds only what differs from French; i18next falls back to French for the rest.
    const own = locale === "fr-CA" ? { ...CATALOGUES.fr, ...CATALOGUES["fr-CA"] } : CATALOGUES[locale];
    it(`${locale}: every key of English, the same placeholders`, () => {
      expect(Object.keys(own).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
      for (const [k, text] of Object.entries(CATALOGUES.en)) {
        expect(placeholders(own[k as keyof typeof own] ?? ""), `${locale} ${k}`).toEqual(placeholders(text));
      }
    });
  }
});

describe("the unsubscribe page", () => {
  it("renders in Arabic right to left", () => {
    const html = confirmPage(facts({ language: "ar-EG" }), "/api/trackers/unsubscribe?token=t");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("هل تريد إيقاف متابعة ISO 9001:2015 (reader@example.com)؟");
    expect(html).toContain("إلغاء الاشتراك");
  });

  it("renders left to right in the other languages", () => {
    expect(donePage(facts({ language: "de" }))).toContain('<html lang="de" dir="ltr">');
  });

  it("falls back to the language offered (es-MX → es, zh-TW → zh-Hans, nl → en)", () => {
    expect(donePage(facts({ language: "es-MX" }))).toContain("Listo: usted ya no sigue ISO 9001:2015.");
    expect(donePage(facts({ language: "zh-TW" }))).toContain("已完成：您不再跟踪 ISO 9001:2015。");
    const nl = donePage(facts({ language: "nl" }));
    expect(nl).toContain('lang="en"');
    expect(nl).toContain("Done: you no longer track ISO 9001:2015.");
  });

  it("shows Canadian French's own text and French for the rest", () => {
    const all = donePage(facts({ scope: "all", language: "fr_CA" }));
    expect(all).toContain('lang="fr-CA"');
    expect(all).toContain("ne recevra plus d’alertes de suivi par courriel.");
    expect(confirmPage(facts({ language: "CF" }), "/x")).toContain("Se désabonner");
  });

  it("is the tenant's, not the product's", () => {
    const html = confirmPage(facts(), "/x");
    expect(html).toContain("<title>Acme Standards — Tracking alerts</title>");
    expect(html).not.toMatch(/norma/i);
  });

  it("escapes what users typed and does not read it as a template", () => {
    const html = donePage(
      facts({ tenantName: "<b>T</b>", designation: '<script>x</script> {{email}} $t(button) "q"' }),
    );
    expect(html).toContain("&lt;b&gt;T&lt;/b&gt;");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt; {{email}} $t(button) &quot;q&quot;");
    expect(html).not.toContain("<script>");
  });

  it("answers an invalid link in the browser's most wanted language we offer", () => {
    expect(invalidPage("nl-NL, ar;q=0.9")).toContain('dir="rtl"');
    expect(invalidPage("de-DE,de;q=0.9")).toContain("Dieser Abbestell-Link ist ungültig oder abgelaufen.");
    expect(invalidPage(undefined)).toContain("This unsubscribe link is not valid or has expired.");
  });
});

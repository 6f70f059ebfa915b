// Per-language tenant texts (issue 12): the interface language's text, else its primary
// language's, else English, else the tenant's own; and the lang attribute a text needs.
import { describe, expect, it } from "vitest";
import { langAttribute, tenantText } from "./tenant-config.ts";

const english = {
  defaultLanguage: "en",
  texts: {
    ar: { greeting: "مرحبًا بك في ASTM Compass", "tip.0.title": "البحث بالرمز" },
    es: { greeting: "Bienvenido a ASTM Compass" },
  },
};
const spanish = {
  defaultLanguage: "es",
  texts: { en: { banner: "A new collection is available." }, ar: { greeting: "مرحبًا بك في AENOR Normas" } },
};

describe("tenantText", () => {
  it("uses the interface language's text", () => {
    expect(tenantText(english, "greeting", "Welcome to ASTM Compass", "ar")).toEqual({
      text: "مرحبًا بك في ASTM Compass",
      lang: "ar",
    });
  });

  it("uses the primary language's text for a regional interface language", () => {
    expect(tenantText(english, "greeting", "Welcome", "es-ES")).toEqual({
      text: "Bienvenido a ASTM Compass",
      lang: "es",
    });
  });

  it("falls back to English, then to the tenant's own text in its own language", () => {
    expect(tenantText(english, "greeting", "Welcome to ASTM Compass", "ja")).toEqual({
      text: "Welcome to ASTM Compass",
      lang: "en",
    });
    expect(tenantText(spanish, "banner", "Nueva colección disponible.", "de")).toEqual({
      text: "A new collection is available.",
      lang: "en",
    });
    expect(tenantText(spanish, "greeting", "Bienvenido a AENOR Normas", "de")).toEqual({
      text: "Bienvenido a AENOR Normas",
      lang: "es",
    });
  });

  it("shows the tenant's own text in its own language, even when other languages have one", () => {
    expect(tenantText(spanish, "banner", "Nueva colección disponible.", "es-ES")).toEqual({
      text: "Nueva colección disponible.",
      lang: "es",
    });
  });

  it("is null without any text, and takes a configuration without texts", () => {
    expect(tenantText(english, "banner", null, "ar")).toBeNull();
    expect(tenantText({ defaultLanguage: "en" }, "greeting", "Hi", "ar")).toEqual({ text: "Hi", lang: "en" });
  });
});

describe("langAttribute", () => {
  it("is needed only when the text's language is not the interface's", () => {
    expect(langAttribute("en", "ar")).toBe("en");
    expect(langAttribute("en-US", "en")).toBeUndefined();
    expect(langAttribute("es", "es-ES")).toBeUndefined();
    expect(langAttribute("es", "en")).toBe("es");
    expect(langAttribute(null, "ar")).toBeUndefined();
  });
});

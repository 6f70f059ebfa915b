// Per-language tenant texts in the configuration (issue 12): the greeting, banner and tips in
// other interface languages than the tenant's own, by language and field.

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi();
const config = async (tenant: string) =>
  (await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant })).json();

describe("tenant texts per language", () => {
  it("gives an English tenant's greeting, banner and tips in Arabic and Spanish", async () => {
    const c = await config("astm");
    expect(c.defaultLanguage).toBe("en");
    expect(c.texts.ar.greeting).toBe("مرحبًا بك في ASTM Compass");
    expect(c.texts.es.greeting).toBe("Bienvenido a ASTM Compass");
    expect(c.texts.ar.banner).toMatch(/صيانة/);
    expect(c.texts.es["tip.0.title"]).toBe("Busque por designación");
    // Its own language is its own text: no English entries.
    expect(c.texts.en).toBeUndefined();
  });

  it("has the greeting in every interface language but the tenant's own", async () => {
    const c = await config("api");
    expect(Object.keys(c.texts).sort()).toEqual(
      ["ar", "de", "es", "es-ES", "fr", "fr-CA", "it", "ja", "ko", "pt", "ru", "tr", "zh-Hans"].sort(),
    );
    for (const texts of Object.values(c.texts) as Record<string, string>[])
      expect(texts.greeting).toContain("API Standards Library");
  });

  it("gives the Spanish tenant's texts in English", async () => {
    const c = await config("aenor");
    expect(c.defaultLanguage).toBe("es");
    expect(c.texts.en).toMatchObject({
      greeting: "Welcome to AENOR Normas",
      banner: "A new collection of construction standards is available.",
      "tip.0.title": "Search by code",
    });
    expect(c.texts.es).toBeUndefined();
  });

  it("leaves the banner's translations out while the banner is not shown", async () => {
    // api's seeded banner ended months ago.
    const c = await config("api");
    expect(c.banner).toBeNull();
    expect(c.texts.ar.banner).toBeUndefined();
    expect(c.texts.ar["tip.0.title"]).toBeDefined();
  });

  it("follows changes of the tenant_texts table", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await api.db.tenantText.upsert({
      where: { tenantId_language_field: { tenantId: astm.id, language: "de", field: "tip.0.title" } },
      create: { tenantId: astm.id, language: "de", field: "tip.0.title", text: "Suche nach Bezeichnung" },
      update: { text: "Suche nach Bezeichnung" },
    });
    // Written past the console (whose change the tenant-change bus announces): the cache is dropped by hand.
    api.app.tenantSettings.invalidate();
    expect((await config("astm")).texts.de["tip.0.title"]).toBe("Suche nach Bezeichnung");
  });
});

// The tenant's access messages in the reader's language (issue 12): the tenant's own text for that
// language (tenant texts `access.<kind>`, edited in the console) with its placeholders filled, else
// the translation of the key the tenant names.
import { beforeAll, describe, expect, it } from "vitest";
import type { TenantConfig } from "../../api/types.ts";
import { loadLocale } from "../../i18n/index.ts";
import { fillParams, tenantMessage } from "./access-messages.ts";

const config = {
  tenantName: "AENOR Normas",
  supportEmail: "soporte@aenor.example",
  supportPhone: "+34 900 000 000",
  defaultLanguage: "es",
  "content-access-messages": { "content-no-access-i18n-key": "error.content-no-access" },
  texts: {
    de: { "access.content-no-access-i18n-key": "Kein Zugang. Schreiben Sie an {{supportEmail}} ({{tenantName}})." },
    en: { "access.content-no-pdf": "No PDF for this one, {{nobody}}." },
  },
} as unknown as TenantConfig;

// English is loaded on demand (i18n/index.ts), as the app does before its first render.
beforeAll(() => loadLocale("en"));

describe("tenantMessage", () => {
  it("is the tenant's own text for the reader's language, placeholders filled", () => {
    expect(tenantMessage(config, "content-no-access-i18n-key", "de")).toBe(
      "Kein Zugang. Schreiben Sie an soporte@aenor.example (AENOR Normas).",
    );
  });

  it("falls back to the tenant's English text, leaving an unknown placeholder as it is", () => {
    expect(tenantMessage(config, "content-no-pdf", "ja")).toBe("No PDF for this one, {{nobody}}.");
  });

  it("without a text of the tenant, is the translation of the key it names", () => {
    const translated = tenantMessage(config, "content-no-access-i18n-key", "ja");
    expect(translated).not.toBe("");
    expect(translated).not.toContain("Kein Zugang");
    expect(translated).not.toBe("error.content-no-access");
  });
});

describe("fillParams", () => {
  it("fills {{name}} and {{ name }}, and only known names", () => {
    expect(fillParams("{{a}}-{{ b }}-{{c}}", { a: "1", b: "2" })).toBe("1-2-{{c}}");
  });
});

// The console's per-language tenant texts (/api/admin/tenant-texts/<tenant id>-<language>, issue
// 12/16): read and replaced by the tenant's administrator (or the operator), tenant-scoped (another
// tenant's: 404), refused to readers, limited by the contract (400 naming the field), audited with
// before and after, and seen by the reader's configuration at once.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { signInConsoleUsers, tenantIdsByCode } from "./admin-test-fixtures.ts";

const api = useApi();
let reader: string, admin: string, operator: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ reader, admin, operator } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
});

const url = (tenant: string, language: string) => `/api/admin/tenant-texts/${ids[tenant]}-${language}`;
const get = (u: string, token?: string) => api.request({ method: "GET", url: u, ...(token ? { token } : {}) });
const put = (u: string, token: string, payload: object) => api.request({ method: "PUT", url: u, token, payload });
const uiConfig = async (tenant: string) =>
  (await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant })).json();

describe("/api/admin/tenant-texts", () => {
  it("gives the tenant's texts in one language, an empty map for a language without any", async () => {
    const res = await get(url("astm", "ar"), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: `${ids.astm}-ar`, tenantId: ids.astm, language: "ar" });
    expect(body.texts.greeting).toBe("مرحبًا بك في ASTM Compass");
    expect((await get(url("astm", "en"), admin)).json().texts).toEqual({});
  });

  it("replaces a language's texts: audited, and the reader's configuration has them at once", async () => {
    const before = (await get(url("astm", "de"), admin)).json().texts as Record<string, string>;
    const texts = {
      greeting: "Willkommen in der Normenbibliothek",
      banner: "Wartung am Sonntag",
      "tip.0.title": "Suchen Sie nach Bezeichnung",
      "help.guide": "Benutzerhandbuch",
      "access.contentNoAccess": "Kein Zugang zu diesem Dokument",
      // Blank is no text: the reader falls back.
      "tip.1.title": "  ",
    };
    const res = await put(url("astm", "de"), admin, { id: `${ids.astm}-de`, language: "de", texts });
    expect(res.statusCode, res.body).toBe(200);
    const { "tip.1.title": _, ...kept } = texts;
    expect(res.json()).toEqual({ id: `${ids.astm}-de`, tenantId: ids.astm, language: "de", texts: kept });
    expect(await api.db.tenantText.count({ where: { tenantId: ids.astm, language: "de" } })).toBe(5);

    const audit = await api.db.managementAuditEvent.findFirst({
      where: { type: "ADMIN_TENANT_TEXTS_UPDATE" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ principal: "admin@astm.example", tenantId: ids.astm });
    expect(audit?.data).toMatchObject({ resource: "tenant-texts", resourceId: `${ids.astm}-de`, before, after: kept });

    const config = await uiConfig("astm");
    expect(config.texts.de.greeting).toBe("Willkommen in der Normenbibliothek");
    expect(config.texts.de["help.guide"]).toBe("Benutzerhandbuch");

    // Replacing means replacing: a field left out is gone.
    const again = await put(url("astm", "de"), admin, { texts: { greeting: "Hallo" } });
    expect(again.json().texts).toEqual({ greeting: "Hallo" });
  });

  it("scopes a tenant administrator to its tenant (404), lets the operator edit any, refuses readers", async () => {
    expect((await get(url("api", "ar"), admin)).statusCode).toBe(404);
    const foreign = await put(url("api", "ar"), admin, { texts: { greeting: "x" } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers["content-type"]).toContain("application/problem+json");
    expect((await get("/api/admin/tenant-texts/2000000000-ar", operator)).statusCode).toBe(404);
    const greeting = (await get(url("api", "fr"), operator)).json().texts.greeting;
    expect(greeting).toContain("API Standards Library");
    const byOperator = await put(url("api", "fr"), operator, { texts: { greeting: "Bienvenue à l'API" } });
    expect(byOperator.statusCode).toBe(200);
    expect((await uiConfig("api")).texts.fr.greeting).toBe("Bienvenue à l'API");

    expect((await get(url("astm", "ar"), reader)).statusCode).toBe(403);
    expect((await put(url("astm", "ar"), reader, { texts: {} })).statusCode).toBe(403);
    expect((await get(url("astm", "ar"))).statusCode).toBe(401);
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const count = await api.db.tenantText.count();
    const cases: [string, object, string][] = [
      [`/api/admin/tenant-texts/${ids.astm}-xx`, { texts: {} }, "id"],
      [`/api/admin/tenant-texts/astm-ar`, { texts: {} }, "id"],
      [url("astm", "ar"), {}, "texts"],
      [url("astm", "ar"), { texts: { nope: "x" } }, "texts"],
      [url("astm", "ar"), { texts: { greeting: "x".repeat(10_001) } }, "texts.greeting"],
      [
        url("astm", "ar"),
        { texts: Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`help.k${i}`, "x"])) },
        "texts",
      ],
    ];
    for (const [u, payload, field] of cases) {
      const res = await put(u, admin, payload);
      expect(res.statusCode, `${u} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json().fieldErrors[0].field, JSON.stringify(payload).slice(0, 60)).toBe(field);
    }
    expect(await api.db.tenantText.count()).toBe(count);
  });
});

// The console's list of a tenant's texts (/api/admin/tenant-text-entries, issue 16): one row per
// tenant, language and field, in ra-data-simple-rest's shape (sort, range, filter; Content-Range),
// filtered by language, key and text, paged without overlap, tenant-scoped (a tenant administrator
// sees its own tenant's rows only, the operator every tenant's), refused to readers, and bad
// queries answered with 400 problem+json naming the parameter.

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

const URL = "/api/admin/tenant-text-entries";
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))}`)
    .join("&");
const list = (params: Record<string, unknown>, token?: string) =>
  api.request({ method: "GET", url: `${URL}?${query(params)}`, ...(token ? { token } : {}) });

interface Entry {
  id: string;
  tenantId: number;
  tenant: string;
  language: string;
  field: string;
  text: string;
  textsId: string;
}

describe("/api/admin/tenant-text-entries", () => {
  it("lists every text of the administrator's tenant, one row each, sorted by language then key", async () => {
    const rows = await api.db.tenantText.findMany({ where: { tenantId: ids.astm } });
    expect(rows.length, "the seed gives astm texts in several languages").toBeGreaterThan(20);
    const res = await list({ range: [0, 999] }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-range"]).toBe(`tenant-text-entries 0-${rows.length - 1}/${rows.length}`);
    const body = res.json() as Entry[];
    expect(body).toHaveLength(rows.length);
    const greeting = body.find((e) => e.language === "ar" && e.field === "greeting");
    expect(greeting).toEqual({
      id: `${ids.astm}-ar:greeting`,
      tenantId: ids.astm,
      tenant: "astm",
      language: "ar",
      field: "greeting",
      text: "مرحبًا بك في ASTM Compass",
      textsId: `${ids.astm}-ar`,
    });
    expect(new Set(body.map((e) => e.tenantId))).toEqual(new Set([ids.astm]));
    const keys = body.map((e) => [e.language, e.field]);
    const sorted = [...keys].sort(([la, fa], [lb, fb]) => (la === lb ? (fa < fb ? -1 : 1) : la < lb ? -1 : 1));
    expect(keys).toEqual(sorted);
    // Ids are unique, as react-admin needs.
    expect(new Set(body.map((e) => e.id)).size).toBe(body.length);
  });

  it("filters by language, by part of the key (any case) and by part of the key or the text", async () => {
    const spanishTips = (await list({ filter: { language: "es", field: "TIP." }, range: [0, 999] }, admin)).json();
    const expected = await api.db.tenantText.count({
      where: { tenantId: ids.astm, language: "es", field: { startsWith: "tip." } },
    });
    expect(expected).toBeGreaterThan(0);
    expect(spanishTips).toHaveLength(expected);
    for (const e of spanishTips as Entry[]) {
      expect(e.language).toBe("es");
      expect(e.field).toMatch(/^tip\./);
    }
    // q finds the text itself: the Arabic greeting, and no row without the words.
    const found = (await list({ filter: { q: "مرحبًا بك" } }, admin)).json() as Entry[];
    expect(found.map((e) => e.id)).toEqual([`${ids.astm}-ar:greeting`]);
    // Nothing matches: an empty page, and the total says so.
    const none = await list({ filter: { field: "no-such-key" } }, admin);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers["content-range"]).toBe("tenant-text-entries */0");
  });

  it("sorts by key or language either way and pages without overlap or gap", async () => {
    const whole = (await list({ sort: ["field", "DESC"], range: [0, 999] }, admin)).json() as Entry[];
    const fields = whole.map((e) => e.field);
    expect(fields).toEqual([...fields].sort().reverse());
    const pages: Entry[] = [];
    for (let first = 0; first < whole.length; first += 7) {
      const res = await list({ sort: ["field", "DESC"], range: [first, first + 6] }, admin);
      expect(res.headers["content-range"]).toBe(
        `tenant-text-entries ${first}-${Math.min(first + 6, whole.length - 1)}/${whole.length}`,
      );
      pages.push(...(res.json() as Entry[]));
    }
    expect(pages.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    const byLanguage = (await list({ sort: ["language", "DESC"], range: [0, 999] }, admin)).json() as Entry[];
    const languages = byLanguage.map((e) => e.language);
    expect(languages).toEqual([...languages].sort().reverse());
  });

  it("scopes a tenant administrator to its tenant; the operator sees and picks any tenant", async () => {
    // Another tenant's id in the filter lists nothing of it (not a way round the scope).
    const foreign = await list({ filter: { tenantId: ids.api } }, admin);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
    const all = await list({ range: [0, 999], sort: ["tenantId", "ASC"] }, operator);
    const total = await api.db.tenantText.count();
    expect(all.headers["content-range"]).toBe(`tenant-text-entries 0-${Math.min(total, 1000) - 1}/${total}`);
    expect(new Set((all.json() as Entry[]).map((e) => e.tenant)).size).toBeGreaterThan(1);
    const apiOnly = (await list({ filter: { tenantId: ids.api }, range: [0, 999] }, operator)).json() as Entry[];
    expect(apiOnly.length).toBe(await api.db.tenantText.count({ where: { tenantId: ids.api } }));
    expect(new Set(apiOnly.map((e) => e.tenant))).toEqual(new Set(["api"]));

    expect((await list({}, reader)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });

  it("refuses bad queries with 400 problem+json naming the parameter", async () => {
    const cases: [string, string][] = [
      [query({ sort: ["text", "ASC"] }), "sort"],
      [query({ sort: ["field", "UP"] }), "sort"],
      ["sort=field", "sort"],
      [query({ range: [0, 1000] }), "range"],
      [query({ range: [3, 1] }), "range"],
      [query({ range: [0, 20_000_000] }), "range"],
      ["range=%5B0%2C1%5D%00", "range"],
      [query({ filter: ["es"] }), "filter"],
      [query({ filter: { language: "xx" } }), "filter.language"],
      [query({ filter: { language: 3 } }), "filter.language"],
      [query({ filter: { field: "tip\u0000" } }), "filter.field"],
      [query({ filter: { field: "x".repeat(201) } }), "filter.field"],
      [query({ filter: { q: "a\u0000b" } }), "filter.q"],
      [query({ filter: { tenantId: "astm" } }), "filter.tenantId"],
      [query({ filter: { tenantId: 2 ** 31 } }), "filter.tenantId"],
    ];
    for (const [q, field] of cases) {
      const res = await api.request({ method: "GET", url: `${URL}?${q}`, token: admin });
      expect(res.statusCode, q).toBe(400);
      expect(res.headers["content-type"], q).toContain("application/problem+json");
      expect(res.json().fieldErrors[0].field, q).toBe(field);
    }
  });
});

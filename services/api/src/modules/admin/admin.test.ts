import { DEMO_PASSWORD, useApi } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { raQuery, signInConsoleUsers, tenantIdsByCode } from "./admin-test-fixtures.ts";

const api = useApi();
let reader: string, admin: string, apiAdmin: string, operator: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ reader, admin, apiAdmin, operator } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
});

const get = (url: string, token: string) => api.request({ method: "GET", url, token });
const put = (url: string, token: string, payload: object) => api.request({ method: "PUT", url, token, payload });
const q = raQuery;

async function lastAudit(type: string) {
  return api.db.managementAuditEvent.findFirst({ where: { type }, orderBy: { id: "desc" } });
}

describe("admin access", () => {
  it("refuses readers (403) and anonymous callers (401) on every resource", async () => {
    for (const url of ["/api/admin/tenants", "/api/admin/users", "/api/admin/accounts", "/api/admin/feedback"]) {
      expect((await get(url, reader)).statusCode, url).toBe(403);
      expect((await api.request({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await put(`/api/admin/tenants/${ids.astm}`, reader, { title: "x" })).statusCode).toBe(403);
    expect((await get("/api/admin/feedback/export", reader)).statusCode).toBe(403);
  });

  it("refuses bad list queries with 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["sort=nope", "sort"],
      [q({ sort: ["passwordHash", "ASC"] }), "sort"],
      [q({ range: [0, 5000] }), "range"],
      [q({ range: [5, 1] }), "range"],
      [q({ filter: [1] }), "filter"],
      [q({ filter: { q: "a\u0000b" } }), "filter.q"],
      [q({ filter: { activated: "yes" } }), "filter.activated"],
    ]) {
      const res = await get(`/api/admin/users?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors[0].field, query).toBe(field);
    }
  });
});

describe("/api/admin/tenants", () => {
  it("shows a tenant administrator its own tenant only; the operator every tenant", async () => {
    const own = await get("/api/admin/tenants", admin);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((t: { code: string }) => t.code)).toEqual(["astm"]);
    expect(own.headers["content-range"]).toBe("tenants 0-0/1");
    const all = await get(`/api/admin/tenants?${q({ sort: ["code", "ASC"], range: [0, 2] })}`, operator);
    expect(all.json().map((t: { code: string }) => t.code)).toEqual(["aenor", "api", "astm"]);
    expect(all.headers["content-range"]).toBe("tenants 0-2/7");
    const searched = await get(`/api/admin/tenants?${q({ filter: { q: "awwa" } })}`, operator);
    expect(searched.json().map((t: { code: string }) => t.code)).toEqual(["awwa"]);
    expect((await get(`/api/admin/tenants/${ids.api}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/tenants/${ids.api}`, operator)).statusCode).toBe(200);
    expect((await get("/api/admin/tenants/999999", operator)).statusCode).toBe(404);
  });

  it("accepts a tenant sent back whole, as the console's form does (read-only fields ignored)", async () => {
    for (const code of Object.keys(ids)) {
      const t = (await get(`/api/admin/tenants/${ids[code]}`, operator)).json();
      const res = await put(`/api/admin/tenants/${ids[code]}`, operator, t);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
    }
  });

  it("returns the whole configuration", async () => {
    const t = (await get(`/api/admin/tenants/${ids.astm}`, admin)).json();
    expect(t).toMatchObject({ id: ids.astm, code: "astm", isMain: true, supportEmail: expect.any(String) });
    expect(t.features.length).toBeGreaterThan(0);
    expect(t.searchTypes.length).toBeGreaterThan(0);
    expect(t.helpMenu.length).toBeGreaterThan(0);
    for (const k of ["accessMessages", "tips", "links", "identityProviders", "domains"])
      expect(Array.isArray(t[k]), k).toBe(true);
  });

  it("changes the banner: readers see it on their next call, the audit has before and after", async () => {
    const before = await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "astm" });
    expect(before.json().banner?.text).not.toBe("Maintenance on Sunday");
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const res = await put(`/api/admin/tenants/${ids.astm}`, admin, {
      id: ids.astm,
      code: "ignored",
      bannerText: "Maintenance on Sunday",
      bannerStartDate: start,
      bannerEndDate: end,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: "astm", bannerText: "Maintenance on Sunday", bannerStartDate: start });
    const after = await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "astm" });
    expect(after.json().banner).toMatchObject({ text: "Maintenance on Sunday" });
    const audit = await lastAudit("ADMIN_TENANT_UPDATE");
    expect(audit).toMatchObject({ principal: "admin@astm.example", tenantId: ids.astm });
    const data = audit!.data as { before: { bannerText: string | null }; after: { bannerText: string } };
    expect(data.before.bannerText).not.toBe("Maintenance on Sunday");
    expect(data.after.bannerText).toBe("Maintenance on Sunday");
  });

  it("replaces collections given whole and turns features off for readers at once", async () => {
    const t = (await get(`/api/admin/tenants/${ids.astm}`, admin)).json();
    const features = t.features.map((f: { code: string; enabled: boolean }) =>
      f.code === "show-tracker" ? { ...f, enabled: false } : f,
    );
    const res = await put(`/api/admin/tenants/${ids.astm}`, admin, {
      features,
      links: [{ title: "Standards blog", url: "https://blog.example/standards", placement: "FOOTER" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().links).toEqual([
      { title: "Standards blog", url: "https://blog.example/standards", placement: "FOOTER", position: 0 },
    ]);
    // The tenant cache is emptied: the tracker's feature guard answers from the change.
    const tracked = await get("/api/tracked-documents/current-user", reader);
    expect(tracked.statusCode).toBe(403);
    await put(`/api/admin/tenants/${ids.astm}`, admin, { features: t.features });
    expect((await get("/api/tracked-documents/current-user", reader)).statusCode).not.toBe(403);
  });

  it("keeps identity-provider secrets write-only: never in a reply or the audit log", async () => {
    const secret = "partner-shared-secret-never-shown-42";
    const res = await put(`/api/admin/tenants/${ids.astm}`, admin, {
      identityProviders: [{ kind: "JWT", issuer: "https://partner.example", sharedSecret: secret }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(secret);
    const idp = res.json().identityProviders.find((p: { issuer: string }) => p.issuer === "https://partner.example");
    expect(idp).toMatchObject({ kind: "JWT", hasSharedSecret: true });
    expect(idp).not.toHaveProperty("sharedSecret");
    // Sent again without the secret: the stored one is kept.
    const again = await put(`/api/admin/tenants/${ids.astm}`, admin, {
      identityProviders: [{ id: idp.id, kind: "JWT", issuer: "https://partner.example", enabled: false }],
    });
    expect(again.json().identityProviders[0]).toMatchObject({ id: idp.id, enabled: false, hasSharedSecret: true });
    const stored = await api.db.tenantIdentityProvider.findUnique({ where: { id: idp.id } });
    expect(stored?.sharedSecret).toBe(secret);
    const audits = await api.db.managementAuditEvent.findMany({ where: { type: "ADMIN_TENANT_UPDATE" } });
    for (const a of audits) expect(JSON.stringify(a.data)).not.toContain(secret);
    for (const url of ["/management/audits?size=200"]) expect((await get(url, operator)).body).not.toContain(secret);
    // Another tenant's provider id: 404.
    const foreign = await put(`/api/admin/tenants/${ids.astm}`, admin, {
      identityProviders: [{ id: 999_999, kind: "JWT", issuer: "https://x.example" }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses another tenant's tenant (404) and bad values (400 naming the field)", async () => {
    expect((await put(`/api/admin/tenants/${ids.api}`, admin, { title: "Taken over" })).statusCode).toBe(404);
    expect((await api.db.tenant.findUnique({ where: { id: ids.api } }))?.title).not.toBe("Taken over");
    for (const [body, field] of [
      [{ primaryColor: "red" }, "primaryColor"],
      [{ title: "a\u0000b" }, "title"],
      [{ title: "" }, "title"],
      [{ supportEmail: "not-an-address" }, "supportEmail"],
      [{ bannerStartDate: "tomorrow" }, "bannerStartDate"],
      [{ defaultLanguage: "xx" }, "defaultLanguage"],
      [{ links: [{ title: "x", url: "javascript:alert(1)", placement: "FOOTER" }] }, "links.0.url"],
    ] as const) {
      const res = await put(`/api/admin/tenants/${ids.astm}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[0].field, JSON.stringify(body)).toBe(field);
    }
  });

  it("lets the operator change any tenant", async () => {
    const res = await put(`/api/admin/tenants/${ids.ies}`, operator, { greeting: "Welcome, engineers" });
    expect(res.statusCode).toBe(200);
    expect(await lastAudit("ADMIN_TENANT_UPDATE")).toMatchObject({
      principal: "operator@astm.example",
      tenantId: ids.ies,
    });
  });
});

describe("/api/admin/users", () => {
  it("lists and searches the tenant's users with Content-Range", async () => {
    const res = await get(
      `/api/admin/users?${q({ filter: { q: "admin@" }, sort: ["email", "ASC"], range: [0, 9] })}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(["admin@astm.example"]);
    expect(res.headers["content-range"]).toBe("users 0-0/1");
    const page = await get(`/api/admin/users?${q({ range: [0, 4] })}`, admin);
    expect(page.json()).toHaveLength(5);
    expect(page.json().every((u: { tenant: string }) => u.tenant === "astm")).toBe(true);
    const total = Number(String(page.headers["content-range"]).split("/")[1]);
    expect(total).toBe(await api.db.user.count({ where: { tenantId: ids.astm } }));
    const inactive = await get(`/api/admin/users?${q({ filter: { activated: false } })}`, admin);
    expect(inactive.json().map((u: { email: string }) => u.email)).toContain("inactive@astm.example");
  });

  it("creates a user (201, audited), refuses a taken e-mail (409) and another tenant's account (404)", async () => {
    const company = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.astm, type: "COMPANY" } });
    const res = await api.request({
      method: "POST",
      url: "/api/admin/users",
      token: admin,
      payload: {
        email: "New.Engineer@astm.example",
        firstName: "New",
        lastName: "Engineer",
        authorities: ["REPORT_VIEW"],
        accountIds: [company.id],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: "new.engineer@astm.example",
      tenant: "astm",
      activated: true,
      hasPassword: false,
      authorities: ["REPORT_VIEW"],
      accountIds: [company.id],
    });
    expect(await lastAudit("ADMIN_USER_CREATE")).toMatchObject({ principal: "admin@astm.example" });
    const dup = await api.request({
      method: "POST",
      url: "/api/admin/users",
      token: admin,
      payload: { email: "new.engineer@astm.example" },
    });
    expect(dup.statusCode).toBe(409);
    const foreign = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.api } });
    const cross = await api.request({
      method: "POST",
      url: "/api/admin/users",
      token: admin,
      payload: { email: "cross@astm.example", accountIds: [foreign.id] },
    });
    expect(cross.statusCode).toBe(404);
    const otherTenant = await api.request({
      method: "POST",
      url: "/api/admin/users",
      token: admin,
      payload: { email: "x@api.example", tenant: "api" },
    });
    expect(otherTenant.statusCode).toBe(404);
  });

  it("deactivates a user: the next sign-in is refused; the audit says so", async () => {
    const single = await api.db.user.findFirstOrThrow({ where: { tenantId: ids.astm, email: "single@astm.example" } });
    const res = await put(`/api/admin/users/${single.id}`, admin, { activated: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().activated).toBe(false);
    const login = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email: "single@astm.example", password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const audit = await lastAudit("ADMIN_USER_UPDATE");
    expect(audit?.data).toMatchObject({
      message: "user single@astm.example deactivated",
      before: { activated: true },
      after: { activated: false },
    });
    await put(`/api/admin/users/${single.id}`, admin, { activated: true });
  });

  it("changes authorities and memberships; only an operator gives OPERATOR; not on oneself", async () => {
    const single = await api.db.user.findFirstOrThrow({ where: { tenantId: ids.astm, email: "single@astm.example" } });
    const company = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.astm, type: "COMPANY" } });
    const res = await put(`/api/admin/users/${single.id}`, admin, {
      authorities: ["COMPASS_USER", "REPORT_VIEW"],
      accountIds: [...(await get(`/api/admin/users/${single.id}`, admin)).json().accountIds, company.id],
    });
    expect(res.json().authorities).toEqual(["COMPASS_USER", "REPORT_VIEW"]);
    expect(res.json().accountIds).toContain(company.id);
    expect((await put(`/api/admin/users/${single.id}`, admin, { authorities: ["OPERATOR"] })).statusCode).toBe(403);
    expect((await put(`/api/admin/users/${single.id}`, operator, { authorities: ["OPERATOR"] })).statusCode).toBe(200);
    const me = await api.db.user.findFirstOrThrow({ where: { tenantId: ids.astm, email: "admin@astm.example" } });
    const self = await put(`/api/admin/users/${me.id}`, admin, { activated: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().fieldErrors[0].field).toBe("activated");
    expect((await put(`/api/admin/users/${single.id}`, admin, { authorities: ["SUPERUSER"] })).statusCode).toBe(400);
  });

  it("hides another tenant's users (404) from a tenant administrator", async () => {
    const other = await api.db.user.findFirstOrThrow({ where: { tenantId: ids.api } });
    expect((await get(`/api/admin/users/${other.id}`, admin)).statusCode).toBe(404);
    expect((await put(`/api/admin/users/${other.id}`, admin, { activated: false })).statusCode).toBe(404);
    expect((await get(`/api/admin/users/${other.id}`, apiAdmin)).statusCode).toBe(200);
    const listed = await get(`/api/admin/users?${q({ filter: { id: [other.id] } })}`, admin);
    expect(listed.json()).toEqual([]);
    expect(listed.headers["content-range"]).toBe("users */0");
  });
});

describe("/api/admin/accounts", () => {
  it("lists accounts with ranges and subscriptions; changes ranges (audited); refuses bad or foreign ones", async () => {
    const res = await get(`/api/admin/accounts?${q({ filter: { type: "COMPANY" } })}`, admin);
    expect(res.statusCode).toBe(200);
    const company = res.json()[0];
    expect(company).toMatchObject({ tenant: "astm", type: "COMPANY" });
    expect(company.ipRanges.map((r: { range: string }) => r.range)).toContain("127.0.0.0/8");
    expect(company.subscriptions.length).toBeGreaterThan(0);
    const changed = await put(`/api/admin/accounts/${company.id}`, admin, {
      ipRanges: [...company.ipRanges, { range: "203.0.113.0/24", label: "Branch office" }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ipRanges).toContainEqual({ range: "203.0.113.0/24", label: "Branch office" });
    expect(await lastAudit("ADMIN_ACCOUNT_UPDATE")).toMatchObject({ principal: "admin@astm.example" });
    for (const range of ["300.1.1.0/24", "10.0.0.1/24"]) {
      const bad = await put(`/api/admin/accounts/${company.id}`, admin, { ipRanges: [{ range }] });
      expect(bad.statusCode, range).toBe(400);
      expect(bad.json().fieldErrors[0].field, range).toBe("ipRanges[0].range");
    }
    const foreign = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.api } });
    expect((await put(`/api/admin/accounts/${foreign.id}`, admin, { active: false })).statusCode).toBe(404);
  });
});

describe("/api/admin/feedback", () => {
  beforeAll(async () => {
    await api.db.feedback.createMany({
      data: [
        { tenantId: ids.astm, kind: "GENERAL", additionalFeedback: '=HYPERLINK("http://evil")', q1Response: "Yes" },
        { tenantId: ids.astm, kind: "SEARCH", searchText: 'bolt, "hex"', documentSearching: "A325" },
        { tenantId: ids.api, kind: "GENERAL", additionalFeedback: "other tenant's" },
      ],
    });
  });

  it("lists the tenant's feedback, filters by kind and text", async () => {
    const all = await get("/api/admin/feedback", admin);
    expect(all.json().every((f: { tenant: string }) => f.tenant === "astm")).toBe(true);
    const search = await get(`/api/admin/feedback?${q({ filter: { kind: "SEARCH" } })}`, admin);
    expect(search.json().map((f: { kind: string }) => f.kind)).toEqual(["SEARCH"]);
    const text = await get(`/api/admin/feedback?${q({ filter: { q: "a325" } })}`, admin);
    expect(text.json()).toHaveLength(1);
    const bad = await get(`/api/admin/feedback?${q({ filter: { from: "last week" } })}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("filter.from");
  });

  it("exports CSV: quoted, formulas defused, the tenant's rows only", async () => {
    const res = await get(`/api/admin/feedback/export?filter=${encodeURIComponent("{}")}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith("\uFEFFid,createdAt,tenant,kind")).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain(`"bolt, ""hex"""`);
    expect(res.body).not.toContain("other tenant's");
  });
});

describe("tenant configuration after a change", () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A second API process on the same database and Redis prefix, with its own tenant cache.
    other = await buildApp(api.config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
    await other.ready();
  });
  afterAll(() => other?.close());

  it("is what readers get on their next call, from this API process and from another", async () => {
    const trackerOn = async (app: { inject: typeof api.app.inject }) =>
      (
        await app.inject({
          method: "GET",
          url: "/api/tracked-documents/current-user",
          headers: { authorization: `Bearer ${reader}` },
        })
      ).statusCode !== 403;
    // Both processes have the tenant cached with the tracker on.
    expect(await trackerOn(api.app)).toBe(true);
    expect(await trackerOn(other)).toBe(true);
    const t = (await get(`/api/admin/tenants/${ids.astm}`, admin)).json();
    await put(`/api/admin/tenants/${ids.astm}`, admin, {
      title: "Changed title",
      features: t.features.map((f: { code: string; enabled: boolean }) =>
        f.code === "show-tracker" ? { ...f, enabled: false } : f,
      ),
    });
    const cfg = await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "astm" });
    expect(cfg.json().title).toBe("Changed title");
    expect(await trackerOn(api.app)).toBe(false);
    // The other process heard of it over Redis (well within its cache's 30 s).
    await expect.poll(() => trackerOn(other), { timeout: 5_000 }).toBe(false);
    await put(`/api/admin/tenants/${ids.astm}`, admin, { features: t.features });
    await expect.poll(() => trackerOn(other), { timeout: 5_000 }).toBe(true);
  });
});

// The usage page's figures (GET /api/usage/summary): the last 7 days by default, a range, the
// user's account, another of the user's accounts or the whole tenant (administrators), top
// documents, searches without results, search feedback and denials; who may see them (ADMIN or
// REPORT_VIEW, not in DRM mode), other tenants' accounts, bad input.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { editionsWithFiles } from "../documents/documents-fixtures.ts";

const api = useApi();
let admin: string;
let individual: string;
let companyNumber: string;
let individualNumber: string;
const today = new Date().toISOString().slice(0, 10);
const q = encodeURIComponent;
const summary = (query: string, token = admin) =>
  api.request({ method: "GET", url: `/api/usage/summary?${query}`, token });

beforeAll(async () => {
  [admin, individual] = await Promise.all([api.login("admin@astm.example"), api.login("individual@astm.example")]);
  const a = await api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  companyNumber = (await api.db.account.findUniqueOrThrow({ where: { id: a.memberships[0].accountId } })).accountNumber;
  const i = await api.db.user.findFirstOrThrow({
    where: { email: "individual@astm.example" },
    include: { memberships: true },
  });
  individualNumber = (
    await api.db.account.findUniqueOrThrow({ where: { id: i.memberships.find((m) => m.isDefault)!.accountId } })
  ).accountNumber;

  const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
  const aci = await editionsWithFiles(api.db, "ACI", "318");
  const get = (url: string, token: string) => api.request({ method: "GET", url, token });
  await get(`/api/documents/pdf/contentCode?contentCode=${q(d3039.latest.contentCode)}`, admin);
  await get(`/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`, admin);
  await api.request({
    method: "POST",
    url: "/api/documents/search",
    token: admin,
    payload: { keywords: "unobtainium flange" },
  });
  await get(`/api/documents/pdf/contentCode?contentCode=${q(aci.latest.contentCode)}`, individual);
});

describe("GET /api/usage/summary", () => {
  it("counts the revision reviews opened and signed off per month, by account or for the whole tenant", async () => {
    const tenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const company = await api.db.account.findFirstOrThrow({ where: { accountNumber: companyNumber } });
    const other = await api.db.account.findFirstOrThrow({ where: { accountNumber: individualNumber } });
    const docs = await api.db.document.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 4 });
    const review = (accountId: number, documentId: number, opened: string, signed: string | null) =>
      api.db.$executeRaw`
        INSERT INTO revision_reviews (tenant_id, account_id, document_id, change, origin, status, opened_at,
                                      signed_off_at, signed_off_by_name)
        VALUES (${tenant.id}, ${accountId}, ${documentId}, 'WITHDRAWN', 'MANUAL', ${signed ? "SIGNED_OFF" : "OPEN"},
                ${new Date(opened)}, ${signed ? new Date(signed) : null}, ${signed ? "Auditor" : null})`;
    await review(company.id, docs[0].id, "2025-12-20T10:00:00Z", "2026-02-03T10:00:00Z"); // before the period, closed in it
    await review(company.id, docs[1].id, "2026-01-05T10:00:00Z", "2026-01-31T23:59:00Z");
    await review(company.id, docs[2].id, "2026-02-27T10:00:00Z", null);
    await review(company.id, docs[3].id, "2026-03-02T10:00:00Z", null); // after the period
    await review(other.id, docs[0].id, "2026-02-10T10:00:00Z", null); // another account
    const s = (await summary("from=2026-01-01&to=2026-02-28")).json();
    expect(s.reviews).toEqual([
      { month: "2026-01", opened: 1, closed: 1 },
      { month: "2026-02", opened: 1, closed: 1 },
    ]);
    const all = (await summary("from=2026-01-15&to=2026-03-31&accountNumber=all")).json();
    expect(all.reviews).toEqual([
      { month: "2026-01", opened: 0, closed: 1 },
      { month: "2026-02", opened: 2, closed: 1 },
      { month: "2026-03", opened: 1, closed: 0 },
    ]);
    // A period without reviews lists its month with zeros.
    expect((await summary("from=2025-06-01&to=2025-06-30")).json().reviews).toEqual([
      { month: "2025-06", opened: 0, closed: 0 },
    ]);
  });

  it("the last 7 days of the selected account by default, with every day listed", async () => {
    const res = await summary("");
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.to).toBe(today);
    expect(s.days).toHaveLength(7);
    expect(s.account.accountNumber).toBe(companyNumber);
    expect(s.totals).toMatchObject({ requests: 1, investigations: 2, searches: 1 });
    expect(s.days.at(-1)).toMatchObject({ date: today, requests: 1, investigations: 2, searches: 1 });
    expect(s.topDocuments[0]).toMatchObject({ requests: 1, investigations: 2 });
    expect(s.noResultSearches).toEqual([{ query: "unobtainium flange", searches: 1 }]);
  });

  it("the whole tenant for an administrator includes the denials of every account", async () => {
    const s = (await summary("accountNumber=all")).json();
    expect(s.account).toBeNull();
    expect(s.totals.denials).toBe(1);
    expect(s.denials[0]).toMatchObject({ designation: expect.stringContaining("318"), denials: 1 });
    const one = (await summary(`accountNumber=${individualNumber}`)).json();
    expect(one.denials).toHaveLength(1);
  });

  it("a range of dates; bad dates, reversed or too long ranges are 400 naming the field", async () => {
    const s = (await summary("from=2026-01-01&to=2026-01-31")).json();
    expect(s.days).toHaveLength(31);
    expect(s.totals.requests).toBe(0);
    for (const [query, field] of [
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      ["from=2026-03-01&to=2026-02-01", "from"],
      ["from=2024-01-01&to=2026-01-01", "from"],
    ]) {
      const res = await summary(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe(field);
    }
  });

  it("readers are refused; REPORT_VIEW users see their own accounts but not the tenant; other accounts are 404", async () => {
    expect((await summary("", individual)).statusCode).toBe(403);
    const user = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    await api.db.user.update({ where: { id: user.id }, data: { authorities: ["REPORT_VIEW"] } });
    const token = await api.login("individual@astm.example");
    expect((await summary(`accountNumber=${individualNumber}`, token)).statusCode).toBe(200);
    expect((await summary("accountNumber=all", token)).statusCode).toBe(403);
    const single = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example" },
      include: { memberships: true },
    });
    const singleAccount = await api.db.account.findUniqueOrThrow({ where: { id: single.memberships[0].accountId } });
    expect((await summary(`accountNumber=${singleAccount.accountNumber}`, token)).statusCode).toBe(404);
    const awwa = await api.db.account.findFirstOrThrow({ where: { tenant: { code: "awwa" } } });
    expect((await summary(`accountNumber=${awwa.accountNumber}`)).statusCode).toBe(404);
    await api.db.user.update({ where: { id: user.id }, data: { authorities: ["COMPASS_USER"] } });
  });

  it("not in DRM mode", async () => {
    const tenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await api.db.tenant.update({ where: { id: tenant.id }, data: { drmView: true } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await summary("");
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("usage-report.error.drm");
    } finally {
      await api.db.tenant.update({ where: { id: tenant.id }, data: { drmView: false } });
      api.app.tenantSettings.invalidate();
    }
  });
});

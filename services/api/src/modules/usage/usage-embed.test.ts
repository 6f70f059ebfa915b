// The dashboard-embed call (spec 3 §7): AccountNumber, TenantName, ApplicationCode COMPASS,
// StartDate and EndDate give a signed, short-lived EmbedUrl; its token alone opens the figures of
// that account and period (the same as the usage page's), nothing else: not after it expires, not
// when altered, not on another tenant; and the call itself is refused to readers.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { editionsWithFiles } from "../documents/documents-fixtures.ts";
import { createUsageEmbedService } from "./usage-embed.ts";
import type { UsageReportService } from "./usage-report-service.ts";

const api = useApi();
let admin: string;
let individual: string;
let companyNumber: string;
let tenantName: string;
const q = encodeURIComponent;
const today = new Date().toISOString().slice(0, 10);
const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

const embed = (query: string, token = admin) =>
  api.request({ method: "GET", url: `/api/usage/dashboard-embed?${query}`, token });
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

beforeAll(async () => {
  [admin, individual] = await Promise.all([api.login("admin@astm.example"), api.login("individual@astm.example")]);
  const a = await api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  companyNumber = (await api.db.account.findUniqueOrThrow({ where: { id: a.memberships[0].accountId } })).accountNumber;
  tenantName = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).tenantName;
  const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
  await api.request({
    method: "GET",
    url: `/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`,
    token: admin,
  });
});

describe("GET /api/usage/dashboard-embed", () => {
  it("answers an EmbedUrl whose token opens the same figures as the usage page, without a session", async () => {
    const res = await embed(
      `reportId=usage&AccountNumber=${q(companyNumber)}&TenantName=${q(tenantName)}&ApplicationCode=COMPASS&StartDate=${weekAgo}&EndDate=${today}`,
    );
    expect(res.statusCode).toBe(200);
    const { EmbedUrl, ExpiresAt } = res.json();
    expect(EmbedUrl).toMatch(/\/embed\/usage-report\?token=v1\./);
    const ttl = Date.parse(ExpiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(200_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const page = await api.request({
      method: "GET",
      url: `/api/usage/embed/summary?token=${tokenOf(EmbedUrl)}`,
      headers: { "x-tenant": "astm" },
    });
    expect(page.statusCode).toBe(200);
    const own = await api.request({
      method: "GET",
      url: `/api/usage/summary?accountNumber=${q(companyNumber)}&from=${weekAgo}&to=${today}`,
      token: admin,
    });
    const { accounts, canSeeAllAccounts, ...figures } = own.json();
    expect(accounts.length).toBeGreaterThan(0);
    expect(page.json()).toEqual({ ...figures, accounts: [], canSeeAllAccounts: false });
    expect(page.json().totals.investigations).toBeGreaterThan(0);
    expect(canSeeAllAccounts).toBe(true);
  });

  it("the last 7 days of the selected account when the dates are left out", async () => {
    const res = await embed("ApplicationCode=COMPASS");
    expect(res.statusCode).toBe(200);
    const page = await api.request({
      method: "GET",
      url: `/api/usage/embed/summary?token=${tokenOf(res.json().EmbedUrl)}`,
      headers: { "x-tenant": "astm" },
    });
    expect(page.json()).toMatchObject({ from: weekAgo, to: today, account: { accountNumber: companyNumber } });
  });

  it("an altered token, or one used on another tenant, opens nothing", async () => {
    const token = tokenOf((await embed("ApplicationCode=COMPASS&AccountNumber=all")).json().EmbedUrl);
    const [v, payload, sig] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 3600 })).toString("base64url");
    // The signature's last character changed for one whose same six bits differ only in the two
    // that its decoding drops (the browser test's altered link once passed this way).
    const last = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".indexOf(sig.at(-1)!);
    const sameBytes = `${sig.slice(0, -1)}${"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[last ^ 1]}`;
    expect(Buffer.from(sameBytes, "base64url")).toEqual(Buffer.from(sig, "base64url"));
    for (const [t, tenant] of [
      [`${v}.${payload}.${sameBytes}`, "astm"],
      [`${v}.${forged}.${sig}`, "astm"],
      [token, "awwa"],
      ["v1.abc.def", "astm"],
    ])
      expect(
        (
          await api.request({
            method: "GET",
            url: `/api/usage/embed/summary?token=${t}`,
            headers: { "x-tenant": tenant },
          })
        ).statusCode,
      ).toBe(404);
  });

  it("refuses readers, a wrong application or tenant, and accounts that are not the user's", async () => {
    expect((await embed("ApplicationCode=COMPASS", individual)).statusCode).toBe(403);
    const wrongApp = await embed("ApplicationCode=OTHER");
    expect(wrongApp.statusCode).toBe(400);
    expect(JSON.stringify(wrongApp.json())).toContain("ApplicationCode");
    const wrongTenant = await embed("ApplicationCode=COMPASS&TenantName=Elsewhere");
    expect(wrongTenant.statusCode).toBe(400);
    expect(JSON.stringify(wrongTenant.json())).toContain("TenantName");
    expect((await embed("ApplicationCode=COMPASS&AccountNumber=NOPE-1")).statusCode).toBe(404);
    expect((await embed("ApplicationCode=COMPASS&StartDate=2026-13-01")).statusCode).toBe(400);
  });
});

describe("EmbedUrl lifetime", () => {
  it("a token opens the figures until it expires, then no more", async () => {
    let now = new Date("2026-11-20T10:00:00Z");
    const reports = {
      summary: async () => ({ from: "2026-11-14", to: "2026-11-20", account: { accountNumber: "A-1", name: "A" } }),
      embedded: async () => ({ ok: true }),
    } as unknown as UsageReportService;
    const svc = createUsageEmbedService({ reports, secret: "s".repeat(40), clock: () => now });
    const tenant = { id: 1, code: "astm", name: "ASTM" };
    const { EmbedUrl } = await svc.embedUrl({} as never, tenant, "https://x", { ApplicationCode: "COMPASS" });
    const token = tokenOf(EmbedUrl);
    now = new Date(now.getTime() + 299_000);
    expect(await svc.summary(tenant, token)).toEqual({ ok: true });
    now = new Date(now.getTime() + 2_000);
    await expect(svc.summary(tenant, token)).rejects.toMatchObject({ status: 404 });
  });
});

// The COUNTER API end to end: usage recorded by the product's own calls (a refused PDF is a
// No_License, a search is counted, a document page is an investigation) shows in the reports;
// each report's header and items use COUNTER's field names; the Exceptions; who may harvest
// (administrators, REPORT_VIEW users for their accounts, an account's requestor_id + api_key) and
// who may not (readers, other tenants, other accounts); the tabular exports.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { editionsWithFiles } from "../documents/documents-fixtures.ts";

const api = useApi();
let admin: string; // astm ADMIN (company account)
let individual: string; // astm reader without report authorities
let awwaIndividual: string;
let companyNumber: string;
let individualNumber: string;
const month = new Date().toISOString().slice(0, 7);
const q = encodeURIComponent;

const sushi = (path: string, query: string, opts: { token?: string; tenant?: string } = {}) =>
  api.request({ method: "GET", url: `/api/sushi/r51/${path}?${query}`, token: opts.token, tenant: opts.tenant });

type Item = {
  Title?: string;
  Item?: string;
  Attribute_Performance: { Performance: Record<string, Record<string, number>> }[];
};
const total = (items: Item[], metric: string) =>
  items.flatMap((i) => i.Attribute_Performance).reduce((n, ap) => n + (ap.Performance[metric]?.[month] ?? 0), 0);

beforeAll(async () => {
  [admin, individual, awwaIndividual] = await Promise.all([
    api.login("admin@astm.example"),
    api.login("individual@astm.example"),
    api.login("individual@awwa.example"),
  ]);
  const adminUser = await api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  companyNumber = (await api.db.account.findUniqueOrThrow({ where: { id: adminUser.memberships[0].accountId } }))
    .accountNumber;
  const ind = await api.db.user.findFirstOrThrow({
    where: { email: "individual@astm.example" },
    include: { memberships: true },
  });
  const def = ind.memberships.find((m) => m.isDefault)!;
  individualNumber = (await api.db.account.findUniqueOrThrow({ where: { id: def.accountId } })).accountNumber;
});

describe("usage recorded by the product's calls", () => {
  it("a refused document is a No_License of the reader's account (TR, DR_D2)", async () => {
    const aci = await editionsWithFiles(api.db, "ACI", "318");
    const res = await api.request({
      method: "GET",
      url: `/api/documents/pdf/contentCode?contentCode=${q(aci.latest.contentCode)}`,
      token: individual,
    });
    expect(res.statusCode).toBe(403);
    const tr = await sushi(
      "reports/tr",
      `customer_id=${individualNumber}&begin_date=${month}&end_date=${month}&metric_type=No_License`,
      {
        token: admin,
      },
    );
    expect(tr.statusCode).toBe(200);
    const items = tr.json().Report_Items as Item[];
    expect(items.map((i) => i.Title)).toEqual([`${aci.latest.displayDesignation} ${aci.latest.title}`]);
    expect(total(items, "No_License")).toBe(1);
    const d2 = await sushi("reports/dr_d2", `customer_id=${individualNumber}&begin_date=${month}&end_date=${month}`, {
      token: admin,
    });
    expect(total(d2.json().Report_Items, "No_License")).toBe(1);
    // COUNTER omits zero usage: the lone No_License is paired (the schema asks for two metric
    // types) with the other denial, not with an investigation the title never had.
    const performance = items[0].Attribute_Performance.map((ap) => ap.Performance);
    expect(performance.every((p) => !("Total_Item_Investigations" in p))).toBe(true);
    expect(performance.some((p) => p.Limit_Exceeded !== undefined && p.Limit_Exceeded[month] === 0)).toBe(true);
  });

  it("an HTML and then a PDF refusal of the same document within 30 s are two No_License (two links)", async () => {
    const reader = await api.login("single@astm.example");
    const single = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example" },
      include: { memberships: true },
    });
    const singleNumber = (await api.db.account.findUniqueOrThrow({ where: { id: single.memberships[0].accountId } }))
      .accountNumber;
    const aci = await editionsWithFiles(api.db, "ACI", "318");
    const html = await api.db.documentAsset.findFirstOrThrow({ where: { documentId: aci.latest.id, kind: "HTML" } });
    const refusals = [
      `/api/documents/html/${html.id}`,
      `/api/documents/pdf/contentCode?contentCode=${q(aci.latest.contentCode)}`,
      // The same PDF again at once: a double click, not a third denial.
      `/api/documents/pdf/contentCode?contentCode=${q(aci.latest.contentCode)}`,
    ];
    for (const url of refusals) expect((await api.request({ method: "GET", url, token: reader })).statusCode).toBe(403);
    const tr = await sushi(
      "reports/tr",
      `customer_id=${singleNumber}&begin_date=${month}&end_date=${month}&metric_type=No_License`,
      { token: admin },
    );
    expect(total(tr.json().Report_Items as Item[], "No_License")).toBe(2);
  });

  it("a search is counted once per result set (not per page): PR Searches_Platform, DR Searches_Regular", async () => {
    const post = (body: object, page = 0) =>
      api.request({ method: "POST", url: `/api/documents/search?page=${page}`, token: admin, payload: body });
    expect((await post({ keywords: "tensile", searchField: "keyword" })).statusCode).toBe(200);
    expect((await post({ keywords: "tensile", searchField: "keyword" }, 1)).statusCode).toBe(200);
    expect((await post({ keywords: "zzqqxxnothing", searchField: "keyword" })).statusCode).toBe(200);
    const pr = await sushi(
      "reports/pr",
      `customer_id=${companyNumber}&begin_date=${month}&end_date=${month}&metric_type=Searches_Platform`,
      {
        token: admin,
      },
    );
    expect(total(pr.json().Report_Items, "Searches_Platform")).toBe(2);
    const dr = await sushi("reports/dr_d1", `customer_id=${companyNumber}&begin_date=${month}&end_date=${month}`, {
      token: admin,
    });
    expect(total(dr.json().Report_Items, "Searches_Regular")).toBe(2);
    const none = await api.db.usageSearchDaily.findFirstOrThrow({ where: { query: "zzqqxxnothing" } });
    expect(none).toMatchObject({ searches: 1, noResults: 1 });
  });

  it("the document page is an investigation, the PDF a request (and an investigation), in IR", async () => {
    const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
    const code = d3039.latest.contentCode;
    await api.request({ method: "GET", url: `/api/documents/metadata?contentCode=${q(code)}`, token: admin });
    await api.request({ method: "GET", url: `/api/documents/pdf/contentCode?contentCode=${q(code)}`, token: admin });
    const ir = await sushi(
      "reports/ir",
      `customer_id=${companyNumber}&begin_date=${month}&end_date=${month}&item_id=${q(code)}`,
      {
        token: admin,
      },
    );
    const items = ir.json().Report_Items.flatMap((p: { Items: Item[] }) => p.Items) as Item[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      Item: `${d3039.latest.displayDesignation} ${d3039.latest.title}`,
      Platform: expect.any(String),
    });
    expect(items[0].Attribute_Performance[0]).toMatchObject({
      Data_Type: "Standard",
      Performance: {
        Total_Item_Investigations: { [month]: 2 },
        Total_Item_Requests: { [month]: 1 },
        Unique_Item_Investigations: { [month]: 1 },
        Unique_Item_Requests: { [month]: 1 },
      },
    });
  });
});

describe("investigations of the document's neighbours", () => {
  it("a citation exported is an investigation of the document (a journal article: TR_J3, IR)", async () => {
    const journal = await api.db.document.findFirstOrThrow({ where: { contentType: "JOURNALS" } });
    const res = await api.request({ method: "GET", url: `/api/getRisCitation?contentId=${journal.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    const event = await api.db.usageEvent.findFirstOrThrow({
      where: { kind: "CITATION_EXPORT", documentId: journal.id },
    });
    expect(event.details).toMatchObject({
      counter: { metrics: ["Total_Item_Investigations", "Unique_Item_Investigations"], dataType: "Article" },
    });
    const j3 = await sushi("reports/tr_j3", `customer_id=${companyNumber}&begin_date=${month}&end_date=${month}`, {
      token: admin,
    });
    expect(total(j3.json().Report_Items, "Total_Item_Investigations")).toBeGreaterThanOrEqual(1);
  });
});

describe("report header and items use COUNTER's names", () => {
  it("TR: Report_Header fields, filters as asked, attributes shown, the current month flagged (3031)", async () => {
    const res = await sushi(
      "reports/tr",
      `customer_id=${companyNumber}&begin_date=${month}-01&end_date=${month}&attributes_to_show=YOP|Access_Method&data_type=Standard`,
      { token: admin },
    );
    const h = res.json().Report_Header;
    expect(h).toMatchObject({
      Report_Name: "Title Report",
      Report_ID: "TR",
      Release: "5.1",
      Institution_ID: { Proprietary: [`astm:${companyNumber}`] },
      Report_Filters: { Data_Type: ["Standard"], Begin_Date: `${month}-01` },
      Report_Attributes: { Attributes_To_Show: ["YOP", "Access_Method"] },
      Registry_Record: "",
    });
    expect(h.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(h.Exceptions.map((e: { Code: number }) => e.Code)).toContain(3031);
    for (const item of res.json().Report_Items) {
      expect(Object.keys(item).sort()).toEqual([
        "Attribute_Performance",
        "Item_ID",
        "Platform",
        "Publisher",
        "Publisher_ID",
        "Title",
      ]);
      for (const ap of item.Attribute_Performance)
        expect(Object.keys(ap).sort()).toEqual(["Access_Method", "Data_Type", "Performance", "YOP"]);
    }
  });

  it("a Standard View echoes COUNTER's fixed filters", async () => {
    const res = await sushi("reports/tr_j1", `customer_id=${companyNumber}&begin_date=${month}&end_date=${month}`, {
      token: admin,
    });
    expect(res.json().Report_Header.Report_Filters).toMatchObject({
      Metric_Type: ["Total_Item_Requests", "Unique_Item_Requests"],
      Data_Type: ["Journal"],
      Access_Type: ["Controlled"],
      Access_Method: ["Regular"],
    });
  });
});

describe("Exceptions", () => {
  const tr = (query: string) => sushi("reports/tr", query, { token: admin });
  it.each([
    ["customer_id missing", "begin_date=2026-01&end_date=2026-02", 400, 1030],
    ["begin_date missing", "customer_id=CUST&end_date=2026-02", 400, 1030],
    ["a month 13", "customer_id=CUST&begin_date=2026-13&end_date=2026-12", 400, 3020],
    ["a day that does not exist", "customer_id=CUST&begin_date=2026-02-30&end_date=2026-03", 400, 3020],
    ["end before begin", "customer_id=CUST&begin_date=2026-05&end_date=2026-01", 400, 3020],
    ["begin in the future", "customer_id=CUST&begin_date=2999-01&end_date=2999-02", 400, 3020],
    ["an unknown customer", "customer_id=NOPE-1&begin_date=2026-01&end_date=2026-02", 403, 2010],
    ["the world", "customer_id=0000000000000000&begin_date=2026-01&end_date=2026-02", 403, 2011],
  ])("%s → %i with Exception %i", async (_name, query, status, code) => {
    const res = await tr(query.replace("CUST", companyNumber));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ Code: code, Message: expect.any(String) });
  });

  it("no usage in the period: 3030; unknown parameters 3050; bad filter values 3060; Totals 3062; components 3063", async () => {
    const res = await sushi(
      "reports/ir",
      `customer_id=${companyNumber}&begin_date=2019-01&end_date=2019-03&foo=1&metric_type=Bogus&granularity=Total&include_component_details=True`,
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Report_Items).toEqual([]);
    const byCode = Object.fromEntries(
      res.json().Report_Header.Exceptions.map((e: { Code: number; Data?: string }) => [e.Code, e.Data]),
    );
    expect(Object.keys(byCode).map(Number).sort()).toEqual([3030, 3050, 3060, 3062, 3063]);
    expect(byCode[3050]).toBe("foo");
    expect(byCode[3060]).toBe("metric_type=Bogus");
  });

  it("an unknown report path is 404 with COUNTER's Exception 3000, naming the report", async () => {
    const res = await sushi("reports/xr", "customer_id=x", { token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ Code: 3000, Message: "Report Not Supported", Data: "xr" });
  });
});

describe("who may harvest", () => {
  it("the status is public", async () => {
    const res = await sushi("status", "", { tenant: "astm" });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ Service_Active: true });
  });

  it("a reader without ADMIN or REPORT_VIEW is refused (2000), even for the own account", async () => {
    const res = await sushi("reports/tr", `customer_id=${individualNumber}&begin_date=2026-01&end_date=2026-02`, {
      token: individual,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 2000 });
    const members = await sushi("members", `customer_id=${individualNumber}`, { token: individual });
    expect(members.statusCode).toBe(401);
  });

  it("no credentials at all: 2000", async () => {
    const res = await sushi("reports/pr", `customer_id=${companyNumber}&begin_date=2026-01&end_date=2026-02`, {
      tenant: "astm",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 2000, Message: "Requestor Not Authorized to Access Service" });
  });

  it("another tenant's account is an unknown customer (2010), and another tenant's token is refused", async () => {
    const awwaAccount = await api.db.account.findFirstOrThrow({ where: { tenant: { code: "awwa" } } });
    const res = await sushi(
      "reports/tr",
      `customer_id=${awwaAccount.accountNumber}&begin_date=2026-01&end_date=2026-02`,
      { token: admin },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Code: 2010 });
    // A token another tenant issued is refused before any handler runs: in COUNTER's terms too.
    const crossed = await sushi("members", `customer_id=${companyNumber}`, { token: awwaIndividual, tenant: "astm" });
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toEqual({ Code: 2000, Message: "Requestor Not Authorized to Access Service" });
  });

  it("a REPORT_VIEW user sees the own accounts only, not the tenant as a whole", async () => {
    const ind = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    await api.db.user.update({ where: { id: ind.id }, data: { authorities: ["REPORT_VIEW"] } });
    const token = await api.login("individual@astm.example");
    expect(
      (await sushi("reports/pr", `customer_id=${individualNumber}&begin_date=2026-01&end_date=2026-02`, { token }))
        .statusCode,
    ).toBe(200);
    // The individual belongs to an individual and the company account, not to single@'s.
    const single = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example" },
      include: { memberships: true },
    });
    const singleAccount = await api.db.account.findUniqueOrThrow({ where: { id: single.memberships[0].accountId } });
    const other = await sushi(
      "reports/pr",
      `customer_id=${singleAccount.accountNumber}&begin_date=2026-01&end_date=2026-02`,
      { token },
    );
    expect(other.statusCode).toBe(403);
    const whole = await sushi("reports/pr", "customer_id=astm&begin_date=2026-01&end_date=2026-02", { token });
    expect(whole.json()).toMatchObject({ Code: 2010 });
    await api.db.user.update({ where: { id: ind.id }, data: { authorities: ["COMPASS_USER"] } });
  });

  it("the tenant's customer_id lists every account as a member (administrators)", async () => {
    const res = await sushi("members", "customer_id=astm", { token: admin });
    const accounts = await api.db.account.count({ where: { tenant: { code: "astm" } } });
    expect(res.json()).toHaveLength(accounts);
    expect(res.json()[0]).toEqual({
      Customer_ID: expect.any(String),
      Institution_Name: expect.any(String),
      Institution_ID: { Proprietary: [expect.stringMatching(/^astm:/)] },
    });
  });
});

describe("COUNTER API keys", () => {
  it("an administrator issues requestor_id + api_key for an account; they read that account only", async () => {
    const issued = await api.request({
      method: "POST",
      url: "/api/admin/counter-api-keys",
      token: admin,
      payload: { accountNumber: individualNumber },
    });
    expect(issued.statusCode).toBe(201);
    const { requestorId, apiKey, customerId } = issued.json();
    expect(customerId).toBe(individualNumber);
    const stored = await api.db.counterApiKey.findUniqueOrThrow({ where: { requestorId } });
    expect(stored.keySha256).not.toContain(apiKey);
    const creds = `requestor_id=${requestorId}&api_key=${q(apiKey)}`;
    const ok = await sushi(
      "reports/tr_b1",
      `customer_id=${individualNumber}&begin_date=2026-01&end_date=2026-02&${creds}`,
      {
        tenant: "astm",
      },
    );
    expect(ok.statusCode).toBe(200);
    // The key names no parameter problem: requestor_id and api_key are COUNTER's own.
    expect(ok.json().Report_Header.Exceptions?.some((e: { Code: number }) => e.Code === 3050) ?? false).toBe(false);
    const members = await sushi("members", `customer_id=${individualNumber}&${creds}`, { tenant: "astm" });
    expect(members.json()).toEqual([
      expect.objectContaining({ Customer_ID: individualNumber, Requestor_ID: requestorId }),
    ]);
    // Another account with this key: 2010; the tenant as a whole: 2010; a wrong key: 2020;
    // an unknown requestor: 2000; the key on another tenant: 2000.
    const other = await sushi(
      "reports/tr",
      `customer_id=${companyNumber}&begin_date=2026-01&end_date=2026-02&${creds}`,
      { tenant: "astm" },
    );
    expect([other.statusCode, other.json().Code]).toEqual([403, 2010]);
    const whole = await sushi("reports/tr", `customer_id=astm&begin_date=2026-01&end_date=2026-02&${creds}`, {
      tenant: "astm",
    });
    expect([whole.statusCode, whole.json().Code]).toEqual([403, 2010]);
    const wrong = await sushi(
      "reports/tr",
      `customer_id=${individualNumber}&begin_date=2026-01&end_date=2026-02&requestor_id=${requestorId}&api_key=nope`,
      {
        tenant: "astm",
      },
    );
    expect([wrong.statusCode, wrong.json().Code]).toEqual([401, 2020]);
    const unknown = await sushi(
      "reports/tr",
      `customer_id=${individualNumber}&begin_date=2026-01&end_date=2026-02&requestor_id=nobody&api_key=x`,
      {
        tenant: "astm",
      },
    );
    expect([unknown.statusCode, unknown.json().Code]).toEqual([401, 2000]);
    const elsewhere = await sushi(
      "reports/tr",
      `customer_id=${individualNumber}&begin_date=2026-01&end_date=2026-02&${creds}`,
      {
        tenant: "awwa",
      },
    );
    expect([elsewhere.statusCode, elsewhere.json().Code]).toEqual([401, 2000]);
  });

  it("only administrators issue keys, and only for their tenant's accounts", async () => {
    const reader = await api.request({
      method: "POST",
      url: "/api/admin/counter-api-keys",
      token: individual,
      payload: { accountNumber: individualNumber },
    });
    expect(reader.statusCode).toBe(403);
    const awwaAccount = await api.db.account.findFirstOrThrow({ where: { tenant: { code: "awwa" } } });
    const foreign = await api.request({
      method: "POST",
      url: "/api/admin/counter-api-keys",
      token: admin,
      payload: { accountNumber: awwaAccount.accountNumber },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await api.request({
      method: "POST",
      url: "/api/admin/counter-api-keys",
      token: admin,
      payload: { accountNumber: "" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("tabular exports", () => {
  it("TSV with COUNTER's header rows, a blank row, the column headings and a row per metric", async () => {
    const res = await api.request({
      method: "GET",
      url: `/api/usage/counter-reports/tr/export?format=tsv&customer_id=${companyNumber}&begin_date=${month}&end_date=${month}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/tab-separated-values/);
    const rows = res.body.split("\r\n").map((r) => r.split("\t"));
    expect(rows.slice(0, 13).map((r) => r[0])).toEqual([
      "Report_Name",
      "Report_ID",
      "Release",
      "Institution_Name",
      "Institution_ID",
      "Metric_Types",
      "Report_Filters",
      "Report_Attributes",
      "Exceptions",
      "Reporting_Period",
      "Created",
      "Created_By",
      "Registry_Record",
    ]);
    expect(rows[13]).toEqual([""]);
    expect(rows[14].slice(0, 4)).toEqual(["Title", "Publisher", "Publisher_ID", "Platform"]);
    expect(rows[14]).toContain("Metric_Type");
    expect(rows[14]).toContain("Reporting_Period_Total");
    expect(rows.length).toBeGreaterThan(16);
  });

  it("CSV too; bad dates are a 400 naming the field; readers are refused", async () => {
    const csv = await api.request({
      method: "GET",
      url: `/api/usage/counter-reports/pr/export?format=csv&customer_id=${companyNumber}&begin_date=${month}&end_date=${month}`,
      token: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[0]).toBe("Report_Name,Platform Report");
    const bad = await api.request({
      method: "GET",
      url: `/api/usage/counter-reports/pr/export?customer_id=${companyNumber}&begin_date=2026-99&end_date=${month}`,
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("begin_date");
    const reader = await api.request({
      method: "GET",
      url: `/api/usage/counter-reports/pr/export?customer_id=${individualNumber}&begin_date=${month}&end_date=${month}`,
      token: individual,
    });
    expect(reader.statusCode).toBe(403);
  });
});

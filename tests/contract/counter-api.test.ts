// The COUNTER API replies against COUNTER's own OpenAPI document (COUNTER_API.json, Release 5.1,
// vendored unchanged under tests/contract/counter): every report and Standard View with usage in
// it, the status, member and report lists, and the Exceptions of the error statuses.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { UsageDocument } from "@norma/api/src/modules/usage/usage-recorder.ts";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { useApi } from "../harness/index.ts";

const counterDoc = JSON.parse(readFileSync(join(import.meta.dirname, "counter", "COUNTER_API.json"), "utf8"));
// COUNTER's Institution_ID ISIL pattern is written for non-Unicode regular expressions.
const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(counterDoc, "counter");

function schema(pointer: string): ValidateFunction {
  const v = ajv.getSchema(`counter#${pointer}`);
  if (!v) throw new Error(`no schema ${pointer}`);
  return v;
}
/** The JSON schema of an operation's response in COUNTER_API.json. */
function responseSchema(name: string): ValidateFunction {
  return schema(`/components/responses/${name}/content/application~1json/schema`);
}

function expectValid(validate: ValidateFunction, body: unknown) {
  const ok = validate(body);
  expect(ok ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual(
    [],
  );
}

const api = useApi();
let admin: string;
let customerId: string;
const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  admin = await api.login("admin@astm.example");
  const user = await api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  const account = await api.db.account.findUniqueOrThrow({ where: { id: user.memberships[0].accountId } });
  customerId = account.accountNumber;
  const actor = { tenantId: user.tenantId, userId: user.id, accountId: account.id, authTime: 1_790_000_000 };
  const pick = { id: true, contentType: true, bookId: true } as const;
  const doc = (contentType: string, extra = {}) =>
    api.db.document.findFirstOrThrow({ where: { contentType, ...extra }, select: pick }) as Promise<UsageDocument>;
  const standard = await doc("ASTM_STANDARDS");
  const article = await doc("JOURNALS");
  const paper = await doc("STP_PAPER", { bookId: { not: null } });
  const video = await api.db.documentVideo.findFirstOrThrow();
  const withVideo = await api.db.document.findUniqueOrThrow({ where: { id: video.documentId }, select: pick });
  const usage = api.app.services.usage;
  for (const d of [standard, article, paper]) {
    await usage.record(actor, { kind: "METADATA_VIEW", action: "investigation", document: d });
    await usage.record(actor, { kind: "VIEW", action: "request", document: d, variant: "VIEW:PDF" });
    await usage.record(actor, { kind: "DENIED", action: "no_license", document: d });
  }
  await usage.record(actor, { kind: "VIDEO_PLAY", action: "request", document: withVideo, videoId: video.videoId });
  await usage.record(actor, { kind: "SEARCH", action: "search", search: { text: "steel", resultCount: 3 } });
});

const REPORTS = [
  "PR",
  "PR_P1",
  "DR",
  "DR_D1",
  "DR_D2",
  "TR",
  "TR_B1",
  "TR_B2",
  "TR_B3",
  "TR_J1",
  "TR_J2",
  "TR_J3",
  "TR_J4",
  "IR",
  "IR_A1",
  "IR_M1",
];

const report = (id: string, query: string, token: string | undefined = admin) =>
  api.request({ method: "GET", url: `/api/sushi/r51/reports/${id.toLowerCase()}?${query}`, token });

describe("COUNTER reports against COUNTER_API.json", () => {
  it.each(REPORTS)("%s: Report_Header and Report_Items as COUNTER's schema, with the month's usage", async (id) => {
    const res = await report(id, `customer_id=${customerId}&begin_date=${thisMonth}&end_date=${thisMonth}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectValid(schema(`/components/schemas/${id}`), body);
    expect(body.Report_Header.Report_ID).toBe(id);
    expect(body.Report_Items.length).toBeGreaterThan(0);
  });

  it("TR and IR with every attribute shown, parents included, and the tenant as a whole", async () => {
    const range = `begin_date=${thisMonth}-01&end_date=${thisMonth}`;
    const tr = await report(
      "TR",
      `customer_id=${customerId}&${range}&attributes_to_show=YOP|Access_Type|Access_Method`,
    );
    expectValid(schema("/components/schemas/TR"), tr.json());
    const ir = await report(
      "IR",
      `customer_id=${customerId}&${range}&attributes_to_show=YOP|Access_Type|Access_Method&include_parent_details=True`,
    );
    expectValid(schema("/components/schemas/IR"), ir.json());
    expect(ir.json().Report_Items.some((p: { Items: unknown[]; Item_ID?: unknown }) => p.Item_ID)).toBe(true);
    const whole = await report("PR", `customer_id=astm&${range}&metric_type=Searches_Platform|Total_Item_Requests`);
    expectValid(schema("/components/schemas/PR"), whole.json());
    expect(whole.json().Report_Header.Institution_ID).toEqual({ Proprietary: ["astm:astm"] });
  });

  it("an empty period and unknown parameters are Exceptions of a valid report", async () => {
    const res = await report(
      "TR",
      `customer_id=${customerId}&begin_date=2020-01&end_date=2020-12&colour=red&granularity=Total`,
    );
    expect(res.statusCode).toBe(200);
    expectValid(schema("/components/schemas/TR"), res.json());
    expect(
      res
        .json()
        .Report_Header.Exceptions.map((e: { Code: number }) => e.Code)
        .sort(),
    ).toEqual([3030, 3050, 3062]);
  });
});

describe("lists and status against COUNTER_API.json", () => {
  it("status (public), members and the report list", async () => {
    const status = await api.request({ method: "GET", url: "/api/sushi/r51/status", tenant: "astm" });
    expect(status.statusCode).toBe(200);
    expectValid(responseSchema("200_Status"), status.json());
    const members = await api.request({ method: "GET", url: "/api/sushi/r51/members?customer_id=astm", token: admin });
    expectValid(responseSchema("200_Members"), members.json());
    const list = await api.request({
      method: "GET",
      url: `/api/sushi/r51/reports?customer_id=${customerId}`,
      token: admin,
    });
    expectValid(responseSchema("200_Reports"), list.json());
    expect(list.json().map((r: { Report_ID: string }) => r.Report_ID)).toEqual(REPORTS);
  });
});

describe("Exceptions against COUNTER_API.json", () => {
  it("400, 401 and 403 replies are COUNTER's Exceptions", async () => {
    const noDates = await report("TR", `customer_id=${customerId}`);
    expect(noDates.statusCode).toBe(400);
    expectValid(responseSchema("400_Exception"), noDates.json());
    const badDates = await report("TR", `customer_id=${customerId}&begin_date=2026-13&end_date=2026-12`);
    expect(badDates.statusCode).toBe(400);
    expectValid(responseSchema("400_Exception"), badDates.json());
    const anonymous = await api.request({
      method: "GET",
      url: `/api/sushi/r51/reports/tr?customer_id=${customerId}&begin_date=2026-01&end_date=2026-02`,
      tenant: "astm",
    });
    expect(anonymous.statusCode).toBe(401);
    expectValid(responseSchema("401_Exception"), anonymous.json());
    const world = await report("TR", "customer_id=0000000000000000&begin_date=2026-01&end_date=2026-02");
    expect(world.statusCode).toBe(403);
    expectValid(responseSchema("403_Exception"), world.json());
    const members = await api.request({ method: "GET", url: "/api/sushi/r51/members", token: admin });
    expect(members.statusCode).toBe(400);
    expectValid(responseSchema("400_Exception_1030"), members.json());
  });
});

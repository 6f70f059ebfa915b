// The streamed title and item reports (counter-report-stream.ts, read through node-postgres) must
// be the very text JSON.stringify makes of the builder's report on the same usage: compared byte
// for byte (a fixed clock makes Created equal) for one account, two accounts and the whole tenant,
// over an empty period, one month and fourteen months, with attributes, every filter and parent
// details. The API does not page COUNTER reports nor offer exclude_monthly_details (not in
// COUNTER_API.json's R5.1 parameters), so there is no such edge to test.

import { useApi } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsageRecorder, type UsageActor, type UsageDocument } from "../usage/usage-recorder.ts";
import { REPORT_BY_PATH } from "./counter-definitions.ts";
import { type AccountScope, createCounterRepo } from "./counter-repo.ts";
import { createReportBuilder, type Institution } from "./counter-report-builder.ts";
import { readReportEntries, reportStatement } from "./counter-report-reader.ts";
import { createReportStreamer } from "./counter-report-stream.ts";
import { monthsBetween, parseMonth, parseReportRequest, type Query } from "./counter-request.ts";
import { CSV, TSV, tabularRows, toCsv, toTsv } from "./counter-tabular.ts";

const api = useApi();
const NOW = new Date("2026-11-20T12:00:00Z");
const clock = () => NOW;
let tenantId: number;
let pool: pg.Pool;
const accounts: number[] = [];
let someCode = "";
let someYear = 0;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: api.databaseUrl, max: 2 });
  tenantId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
  const recorder = createUsageRecorder({ db: api.db, redis: api.redis, prefix: `${api.config.redisPrefix}:stream` });
  const users = await api.db.user.findMany({
    where: { tenantId },
    select: { id: true },
    take: 4,
    orderBy: { id: "asc" },
  });
  for (let i = 0; i < 3; i++) {
    const a = await api.db.account.create({
      data: { tenantId, accountNumber: `STREAM-${Date.now()}-${i}`, name: `Stream test ${i}`, type: "COMPANY" },
    });
    accounts.push(a.id);
  }
  const pick = { id: true, contentType: true, bookId: true, contentCode: true, editionYear: true } as const;
  const docs = [
    ...(await api.db.document.findMany({ where: { contentType: "ASTM_STANDARDS" }, select: pick, take: 5 })),
    ...(await api.db.document.findMany({ where: { bookId: { not: null } }, select: pick, take: 4 })),
    ...(await api.db.document.findMany({ where: { contentType: "JOURNALS" }, select: pick, take: 2 })),
  ];
  someCode = docs[1].contentCode;
  someYear = docs[0].editionYear ?? 0;
  const video = await api.db.documentVideo.findFirst({ select: { documentId: true, videoId: true } });
  const actions = [
    ["VIEW", "request"],
    ["METADATA_VIEW", "investigation"],
    ["DOWNLOAD", "request"],
    ["DENIED", "no_license"],
  ] as const;
  // Fourteen months of usage, a few events a month on each, both access methods.
  let t = Date.parse("2025-10-03T09:00:00Z");
  for (let i = 0; i < 140; i++) {
    t += i % 5 === 0 ? 20_000 : 3 * 86_400_000;
    const actor: UsageActor = {
      tenantId,
      userId: users[i % users.length]?.id ?? null,
      accountId: accounts[i % 3],
      accessMethod: i % 9 === 0 ? "TDM" : "Regular",
    };
    const [kind, action] = actions[(i * 3) % actions.length];
    const document: UsageDocument = docs[(i * 7) % docs.length];
    const withVideo = video && i % 11 === 0;
    await recorder.record(actor, {
      kind: withVideo ? "VIDEO_PLAY" : kind,
      action: withVideo ? "request" : action,
      document: withVideo ? { ...document, id: video.documentId } : document,
      videoId: withVideo ? video.videoId : undefined,
      at: new Date(t),
    });
  }
});

afterAll(async () => {
  await pool?.end();
});

const PLATFORM = { name: "ASTM", namespace: "astm", database: "ASTM Standards Library" };

const CASES: [string, Query][] = [
  ["tr", {}],
  ["tr", { begin_date: "2026-03", end_date: "2026-03" }],
  ["tr", { begin_date: "2019-01", end_date: "2019-06" }],
  ["tr", { attributes_to_show: "Data_Type|Access_Method|YOP|Access_Type" }],
  ["tr", { metric_type: "No_License", data_type: "Standard" }],
  ["tr", { access_method: "TDM", attributes_to_show: "Access_Method" }],
  ["tr", { access_type: "OA_Gold" }],
  ["tr", { yop: "1900-2100", attributes_to_show: "YOP" }],
  ["tr", { item_id: "" }],
  ["tr_b1", {}],
  ["tr_b3", {}],
  ["tr_j1", {}],
  ["tr_j3", {}],
  ["ir", {}],
  ["ir", { begin_date: "2026-01", end_date: "2026-01" }],
  ["ir", { attributes_to_show: "Data_Type|Access_Method|YOP|Access_Type", include_parent_details: "True" }],
  ["ir", { metric_type: "Total_Item_Requests", data_type: "Multimedia" }],
  ["ir", { data_type: "Book_Segment|Article", include_parent_details: "True" }],
  ["ir_a1", {}],
  ["ir_m1", {}],
];

describe("streamed reports are the builder's reports", () => {
  const scopes: [string, () => AccountScope][] = [
    ["one account", () => [accounts[0]]],
    ["two accounts", () => [accounts[1], accounts[2]]],
    ["the whole tenant", () => null],
  ];
  for (const [label, scope] of scopes)
    it(`${label}: the same JSON text for TR, IR and their views`, async () => {
      const builder = createReportBuilder({ repo: createCounterRepo(api.db), clock });
      const streamer = createReportStreamer({ pool, clock });
      const inst: Institution = { name: "Test", id: "astm:test", accounts: scope() };
      const platform = { name: "ASTM", namespace: "astm", database: "ASTM Standards Library" };
      const cases: [string, Query][] = [
        ...CASES,
        ["tr", { item_id: someCode }],
        ["ir", { yop: String(someYear || 2000) }],
      ];
      let nonEmpty = 0;
      let empty = 0;
      for (const [path, q] of cases) {
        const def = REPORT_BY_PATH.get(path)!;
        const req = parseReportRequest(def, { begin_date: "2025-10", end_date: "2026-11", ...q }, NOW);
        const text = await streamer.render(def, req, inst, platform, tenantId);
        const got = [...text.chunks()].join("");
        const want = await builder.build(def, req, inst, platform, tenantId);
        expect(got, `${path} ${JSON.stringify(q)}`).toBe(JSON.stringify(want));
        expect(text.empty).toBe(want.Report_Items.length === 0);
        if (want.Report_Items.length) nonEmpty++;
        else empty++;
      }
      // Both kinds were compared: reports with usage (most of them) and empty ones.
      expect(nonEmpty).toBeGreaterThanOrEqual(12);
      expect(empty).toBeGreaterThanOrEqual(1);
    });

  // The tabular exports are streamed from the same reader: the TSV and CSV must be what the
  // tabular code makes of the builder's whole report, byte for byte.
  const tabularScopes: [string, () => AccountScope][] = [
    ["one account", () => [accounts[0]]],
    ["the whole tenant", () => null],
  ];
  for (const [label, scope] of tabularScopes)
    it(`${label}: the streamed TSV and CSV are the builder's report's tables`, async () => {
      const builder = createReportBuilder({ repo: createCounterRepo(api.db), clock });
      const streamer = createReportStreamer({ pool, clock });
      const inst: Institution = { name: 'Test, "quoted"', id: "astm:test", accounts: scope() };
      const platform = { name: "ASTM", namespace: "astm", database: "ASTM Standards Library" };
      const cases: [string, Query][] = [...CASES, ["ir", { include_parent_details: "True" }]];
      let nonEmpty = 0;
      let empty = 0;
      let withParents = 0;
      for (const [path, q] of cases) {
        const def = REPORT_BY_PATH.get(path)!;
        const req = parseReportRequest(def, { begin_date: "2025-10", end_date: "2026-11", ...q }, NOW);
        const want = JSON.parse(JSON.stringify(await builder.build(def, req, inst, platform, tenantId)));
        const f = want.Report_Header.Report_Filters;
        const rows = tabularRows(
          want,
          monthsBetween(parseMonth(f.Begin_Date, "begin")!, parseMonth(f.End_Date, "end")!),
        );
        const tsv = await streamer.renderTabular(def, req, inst, platform, tenantId, TSV);
        expect([...tsv.chunks()].join(""), `TSV ${path} ${JSON.stringify(q)}`).toBe(toTsv(rows));
        const csv = await streamer.renderTabular(def, req, inst, platform, tenantId, CSV);
        expect([...csv.chunks()].join(""), `CSV ${path} ${JSON.stringify(q)}`).toBe(toCsv(rows));
        expect(tsv.header).toEqual(want.Report_Header);
        if (want.Report_Items.length) nonEmpty++;
        else empty++;
        if (rows.some((r) => r.includes("Parent_Title"))) withParents++;
      }
      expect(nonEmpty).toBeGreaterThanOrEqual(12);
      expect(empty).toBeGreaterThanOrEqual(1);
      expect(withParents).toBeGreaterThanOrEqual(1);
    });

  it("many months: a title's Performance has a month for each month with usage, in order", async () => {
    const streamer = createReportStreamer({ pool, clock });
    const def = REPORT_BY_PATH.get("tr")!;
    const req = parseReportRequest(def, { begin_date: "2025-10", end_date: "2026-11" }, NOW);
    const report = JSON.parse(
      [
        ...(
          await streamer.render(
            def,
            req,
            { name: "T", id: "astm:t", accounts: null },
            {
              name: "ASTM",
              namespace: "astm",
              database: "ASTM Standards Library",
            },
            tenantId,
          )
        ).chunks(),
      ].join(""),
    );
    const months = new Set<string>();
    for (const item of report.Report_Items)
      for (const ap of item.Attribute_Performance)
        for (const counts of Object.values(ap.Performance) as Record<string, number>[]) {
          const keys = Object.keys(counts);
          expect(keys).toEqual([...keys].sort());
          for (const k of keys) months.add(k);
        }
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it("a report whose connection the server ends while it is held fails, and the next report is made", async () => {
    const def = REPORT_BY_PATH.get("tr")!;
    const req = parseReportRequest(def, { begin_date: "2025-10", end_date: "2026-11" }, NOW);
    const rows = readReportEntries(
      pool,
      reportStatement("title", tenantId, null, req.begin, req.end, req.accessMethods),
      "title",
    );
    const first = await rows.next();
    expect(first.done).toBe(false);
    // The report holds its connection (an open transaction and cursor) while its caller writes the
    // rows just read; PostgreSQL ends the session meanwhile (a restart, a failover).
    const admin = new pg.Client({ connectionString: api.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE '%report_rows%'`,
      );
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(rows.next()).rejects.toThrow();
    // The lost connection was not given back to the pool: the next report reads on a new one.
    const streamer = createReportStreamer({ pool, clock });
    const text = await streamer.render(def, req, { name: "T", id: "astm:t", accounts: null }, PLATFORM, tenantId);
    expect(JSON.parse([...text.chunks()].join("")).Report_Items.length).toBeGreaterThan(0);
  });
});

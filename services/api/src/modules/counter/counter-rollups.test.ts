// The item and title reports read the yearly roll-ups (counter_item_yearly, counter_title_yearly),
// the platform and database reports the platform one (counter_platform_monthly), all kept by the
// recorder beside counter_usage_monthly. Their figures must be exactly those of the
// definition they replace: the same reports built from counter_usage_monthly by the statements the
// reports used before (kept here as the reference), on the same recorded usage — for one account,
// two accounts summed and the whole tenant, for PR, DR, TR, IR and their views, with attributes, filters
// and parent details.
import { Prisma } from "@norma/db";
import { rebuildWideRollups } from "@norma/db/wide-rollups";
import { useApi } from "@norma/tests/harness";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { createUsageRecorder, type UsageActor, type UsageDocument } from "../usage/usage-recorder.ts";
import { REPORT_BY_PATH } from "./counter-definitions.ts";
import { type AccountScope, type CounterRepo, createCounterRepo, type WideUsageRow } from "./counter-repo.ts";
import { createReportBuilder, type Institution } from "./counter-report-builder.ts";
import { parseReportRequest, type Query } from "./counter-request.ts";

const api = useApi();
let tenantId: number;
const accounts: number[] = [];
const NOW = new Date("2026-11-20T12:00:00Z");
const clock = () => NOW;

/** The pre-roll-up statements: counter_usage_monthly summed per title (joined to documents) or per item. */
function referenceRepo(repo: CounterRepo): CounterRepo {
  const where = (accounts: AccountScope) =>
    accounts === null ? Prisma.empty : Prisma.sql`AND c.account_id = ANY(${accounts}::int[])`;
  // Long rows grouped into the wide shape, so the same builder reads both.
  const widen = (
    rows: {
      month: Date;
      documentId: number;
      videoId: number;
      dataType: string;
      accessMethod: string;
      metricType: string;
      count: number;
    }[],
    metrics: string[],
  ): WideUsageRow[] => {
    const out = new Map<string, WideUsageRow>();
    for (const r of rows) {
      const k = `${r.month.toISOString()}|${r.documentId}|${r.videoId}|${r.dataType}|${r.accessMethod}`;
      let w = out.get(k);
      if (!w) {
        w = { ...r, counts: metrics.map(() => 0) };
        out.set(k, w);
      }
      w.counts[metrics.indexOf(r.metricType)] += r.count;
    }
    return [...out.values()];
  };
  return {
    ...repo,
    platformUsage(tenant, accounts, from, to, metrics) {
      return api.db.$queryRaw`
        SELECT c.month, 0 AS "documentId", 0 AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_usage_monthly c
         WHERE c.tenant_id = ${tenant} ${where(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
         GROUP BY c.month, c.data_type, c.access_method, c.metric_type`;
    },
    async titleUsage(tenant, accounts, from, to, metrics) {
      const rows = await api.db.$queryRaw<Parameters<typeof widen>[0]>`
        SELECT c.month, COALESCE(d.book_id, c.document_id) AS "documentId", 0 AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_usage_monthly c
          JOIN documents d ON d.id = c.document_id
         WHERE c.tenant_id = ${tenant} ${where(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
           AND c.video_id = 0
         GROUP BY c.month, COALESCE(d.book_id, c.document_id), c.data_type, c.access_method, c.metric_type`;
      return widen(rows, metrics);
    },
    async itemUsage(tenant, accounts, from, to, metrics) {
      const rows = await api.db.$queryRaw<Parameters<typeof widen>[0]>`
        SELECT c.month, c.document_id AS "documentId", c.video_id AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_usage_monthly c
         WHERE c.tenant_id = ${tenant} ${where(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
           AND c.document_id <> 0
         GROUP BY c.month, c.document_id, c.video_id, c.data_type, c.access_method, c.metric_type`;
      return widen(rows, metrics);
    },
  };
}

beforeAll(async () => {
  tenantId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
  const recorder = createUsageRecorder({ db: api.db, redis: api.redis, prefix: `${api.config.redisPrefix}:rollups` });
  const users = await api.db.user.findMany({
    where: { tenantId },
    select: { id: true },
    take: 3,
    orderBy: { id: "asc" },
  });
  for (let i = 0; i < 3; i++) {
    const a = await api.db.account.create({
      data: { tenantId, accountNumber: `ROLLUP-${Date.now()}-${i}`, name: `Roll-up test ${i}`, type: "COMPANY" },
    });
    accounts.push(a.id);
  }
  const pick = { id: true, contentType: true, bookId: true } as const;
  const docs: UsageDocument[] = [
    ...(await api.db.document.findMany({ where: { contentType: "ASTM_STANDARDS" }, select: pick, take: 4 })),
    ...(await api.db.document.findMany({ where: { bookId: { not: null } }, select: pick, take: 3 })),
    ...(await api.db.document.findMany({ where: { contentType: "JOURNALS" }, select: pick, take: 1 })),
  ];
  const video = await api.db.documentVideo.findFirst({ select: { documentId: true, videoId: true } });
  const actions = [
    ["VIEW", "request"],
    ["METADATA_VIEW", "investigation"],
    ["DOWNLOAD", "request"],
    ["DENIED", "no_license"],
    ["LIMIT", "limit_exceeded"],
  ] as const;
  // A deterministic mix over two months, three accounts, three users, both access methods, with
  // double clicks (10 s apart) and repeats within a session.
  let t = Date.parse("2026-09-28T08:00:00Z");
  for (let i = 0; i < 160; i++) {
    t += i % 7 === 0 ? 10_000 : 3_600_000 / 4;
    const actor: UsageActor = {
      tenantId,
      userId: users[i % users.length]?.id ?? null,
      accountId: accounts[i % 3],
      accessMethod: i % 11 === 0 ? "TDM" : "Regular",
    };
    const [kind, action] = actions[(i * 7) % actions.length];
    const document = docs[(i * 5) % docs.length];
    const withVideo = video && i % 13 === 0;
    await recorder.record(actor, {
      kind: withVideo ? "VIDEO_PLAY" : kind,
      action: withVideo ? "request" : action,
      document: withVideo
        ? { ...(docs.find((d) => d.id === video.documentId) ?? docs[0]), id: video.documentId }
        : document,
      videoId: withVideo ? video.videoId : undefined,
      at: new Date(t),
    });
  }
  // Around a new year: the last minutes of December and the first of January are in two rows of
  // the yearly roll-ups (two years), which one report has to join back together.
  for (let i = 0; i < 24; i++) {
    const [kind, action] = actions[i % actions.length];
    await recorder.record(
      { tenantId, userId: users[i % users.length]?.id ?? null, accountId: accounts[i % 3] },
      {
        kind,
        action,
        document: docs[(i * 3) % docs.length],
        at: new Date(Date.parse("2025-12-31T23:50:00Z") + i * 40_000),
      },
    );
  }
});

const strip = (report: { Report_Header: Record<string, unknown>; Report_Items: unknown[] }) => ({
  ...report,
  Report_Header: { ...report.Report_Header, Created: "" },
});

const CASES: [string, Query][] = [
  ["pr", {}],
  ["pr", { attributes_to_show: "Data_Type|Access_Method", metric_type: "Searches_Platform|Total_Item_Requests" }],
  ["pr_p1", {}],
  ["dr", { attributes_to_show: "Data_Type|Access_Method" }],
  ["dr_d1", {}],
  ["dr_d2", {}],
  ["tr", {}],
  ["tr", { attributes_to_show: "Data_Type|Access_Method|YOP|Access_Type" }],
  ["tr", { metric_type: "No_License|Limit_Exceeded" }],
  ["tr", { access_method: "TDM" }],
  ["tr_b1", {}],
  ["tr_b3", {}],
  ["tr_j3", {}],
  ["tr_j1", {}],
  ["ir", {}],
  ["ir", { attributes_to_show: "Data_Type|Access_Method|YOP", include_parent_details: "True" }],
  ["ir", { metric_type: "Total_Item_Requests", data_type: "Multimedia" }],
  ["ir_a1", {}],
  ["ir_m1", {}],
];

describe("the report roll-ups give the reports of counter_usage_monthly", () => {
  const scopes: [string, () => AccountScope][] = [
    ["one account", () => [accounts[0]]],
    ["two accounts", () => [accounts[1], accounts[2]]],
    ["the whole tenant", () => null],
  ];
  for (const [label, scope] of scopes)
    it(`${label}: TR, IR and their views are equal`, async () => {
      const repo = createCounterRepo(api.db);
      const wide = createReportBuilder({ repo, clock });
      const reference = createReportBuilder({ repo: referenceRepo(repo), clock });
      const inst: Institution = { name: "Test", id: "astm:test", accounts: scope() };
      const platform = { name: "ASTM", namespace: "astm", database: "ASTM Standards Library" };
      let nonEmpty = 0;
      const periods = [
        { begin_date: "2026-09", end_date: "2026-11" },
        // Across the new year, and a whole span of two calendar years' rows.
        { begin_date: "2025-12", end_date: "2026-01" },
        { begin_date: "2025-11", end_date: "2026-11" },
      ];
      for (const period of periods)
        for (const [path, q] of CASES) {
          const def = REPORT_BY_PATH.get(path)!;
          const req = parseReportRequest(def, { ...period, ...q }, NOW);
          const got = strip(await wide.build(def, req, inst, platform, tenantId));
          const want = strip(await reference.build(def, req, inst, platform, tenantId));
          expect(got, `${path} ${JSON.stringify({ ...period, ...q })}`).toEqual(want);
          if (got.Report_Items.length) nonEmpty++;
        }
      // The comparison is of reports with usage, not of empty ones.
      expect(nonEmpty).toBeGreaterThanOrEqual(40);
    });

  it("the tenant's rows are the sum of its accounts' rows, month by month", async () => {
    const [platform] = await api.db.$queryRaw<{ n: number }[]>`
      SELECT COUNT(*)::int AS n FROM (
        SELECT month, data_type, access_method, metric_type, SUM(count) AS count
          FROM counter_platform_monthly WHERE tenant_id = ${tenantId} AND account_id <> -1
         GROUP BY 1, 2, 3, 4
        EXCEPT
        SELECT month, data_type, access_method, metric_type, count
          FROM counter_platform_monthly WHERE tenant_id = ${tenantId} AND account_id = -1) x`;
    expect(platform.n, "counter_platform_monthly").toBe(0);
    for (const [table, key] of [
      ["counter_item_yearly", "document_id, video_id"],
      ["counter_title_yearly", "title_id"],
    ] as const) {
      const months = Prisma.raw(`
        SELECT account_id, year, m.n, ${key}, data_type, access_method, tii[m.n] AS tii, tir[m.n] AS tir,
               uii[m.n] AS uii, uir[m.n] AS uir, uti[m.n] AS uti, utr[m.n] AS utr, nol[m.n] AS nol, lex[m.n] AS lex
          FROM ${table} CROSS JOIN generate_series(1, 12) AS m(n)`);
      const group = Prisma.raw(`year, n, ${key}, data_type, access_method`);
      const [diff] = await api.db.$queryRaw<{ n: number }[]>`
        WITH m AS (${months} WHERE tenant_id = ${tenantId})
        SELECT COUNT(*)::int AS n FROM (
          SELECT ${group}, SUM(tii) tii, SUM(tir) tir, SUM(uii) uii, SUM(uir) uir, SUM(uti) uti, SUM(utr) utr,
                 SUM(nol) nol, SUM(lex) lex
            FROM m WHERE account_id <> -1 GROUP BY ${group}
          EXCEPT
          SELECT ${group}, tii, tir, uii, uir, uti, utr, nol, lex FROM m WHERE account_id = -1) x`;
      expect(diff.n, table).toBe(0);
      const [rows] = await api.db.$queryRaw<{ n: number }[]>`
        SELECT COUNT(*)::int AS n FROM ${Prisma.raw(table)} WHERE account_id = ANY(${accounts}::int[])`;
      expect(rows.n, table).toBeGreaterThan(5);
    }
  });

  it("the seed's rebuild from counter_usage_monthly gives the rows the recorder keeps", async () => {
    const snapshot = async () => ({
      items: await api.db.$queryRaw<unknown[]>`
        SELECT * FROM counter_item_yearly WHERE tenant_id = ${tenantId}
         ORDER BY account_id, document_id, video_id, year, data_type, access_method`,
      titles: await api.db.$queryRaw<unknown[]>`
        SELECT * FROM counter_title_yearly WHERE tenant_id = ${tenantId}
         ORDER BY account_id, title_id, year, data_type, access_method`,
      platform: await api.db.$queryRaw<unknown[]>`
        SELECT * FROM counter_platform_monthly WHERE tenant_id = ${tenantId}
         ORDER BY account_id, month, data_type, access_method, metric_type`,
    });
    const kept = await snapshot();
    // Both years of the new-year usage are there.
    const years = new Set((kept.titles as { year: number }[]).map((r) => r.year));
    expect([...years].sort()).toEqual([2025, 2026]);
    const client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
    try {
      await rebuildWideRollups(client);
    } finally {
      await client.end();
    }
    const rebuilt = await snapshot();
    expect(rebuilt.items).toEqual(kept.items);
    expect(rebuilt.titles).toEqual(kept.titles);
    expect(rebuilt.platform).toEqual(kept.platform);
    expect(kept.platform.length).toBeGreaterThan(10);
  });
});

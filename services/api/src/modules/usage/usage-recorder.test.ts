// The COUNTER R5.1 rules applied when a usage event is recorded, one by one, against the real
// PostgreSQL roll-ups and Redis state: double-click filtering (29 s and 31 s), unique items and
// titles per user-session (session id, else user + hour), requests that are also investigations,
// searches, data types, the TDM access method and the roll-ups kept as events arrive.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { itemDataType, titleDataType, yearOfPublication } from "./counter-rules.ts";
import { createUsageRecorder, type UsageActor, type UsageDocument } from "./usage-recorder.ts";

const api = useApi();
let recorder: ReturnType<typeof createUsageRecorder>;
let tenantId: number;
let accountSeq = 900_000;
let userId: number;
let standard: UsageDocument;
let paper1: UsageDocument;
let paper2: UsageDocument;

beforeAll(async () => {
  recorder = createUsageRecorder({ db: api.db, redis: api.redis, prefix: api.config.redisPrefix });
  tenantId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
  userId = (await api.db.user.findFirstOrThrow({ where: { tenantId, email: "individual@astm.example" } })).id;
  const pick = { id: true, contentType: true, bookId: true } as const;
  standard = await api.db.document.findFirstOrThrow({ where: { contentType: "ASTM_STANDARDS" }, select: pick });
  paper1 = await api.db.document.findFirstOrThrow({
    where: { contentType: "STP_PAPER", bookId: { not: null } },
    select: pick,
  });
  // Another paper of the same book: the test catalogue has one paper per book, so another
  // document stands in for it (the recorder reads only these fields).
  const other = await api.db.document.findFirstOrThrow({ where: { contentType: "DATA_SERIES_PAPERS" }, select: pick });
  paper2 = { id: other.id, contentType: "STP_PAPER", bookId: paper1.bookId };
});

/** A fresh institution (account) per test, so each test reads only its own counts. */
async function actor(extra: Partial<UsageActor> = {}): Promise<UsageActor> {
  const account = await api.db.account.create({
    data: { tenantId, accountNumber: `USAGE-${++accountSeq}`, name: `Usage test ${accountSeq}`, type: "COMPANY" },
  });
  return { tenantId, userId, accountId: account.id, ...extra };
}

async function counts(accountId: number, table: "daily" | "monthly" = "daily") {
  const rows = await api.db.$queryRawUnsafe<{ metric_type: string; document_id: number; n: number }[]>(
    `SELECT metric_type, document_id, SUM(count)::int AS n FROM counter_usage_${table}
      WHERE tenant_id = $1 AND account_id = $2 GROUP BY metric_type, document_id`,
    tenantId,
    accountId,
  );
  const out: Record<string, number> = {};
  for (const r of rows) out[r.metric_type] = (out[r.metric_type] ?? 0) + r.n;
  return out;
}

const at = (iso: string) => new Date(iso);

describe("double-click filtering (COUNTER 7.2)", () => {
  it("a second request of the same item by the same user 29 s later counts once", async () => {
    const a = await actor();
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:00:00Z") });
    const second = await recorder.record(a, {
      kind: "VIEW",
      action: "request",
      document: standard,
      at: at("2026-10-05T10:00:29Z"),
    });
    expect(second.doubleClick).toBe(true);
    expect(await counts(a.accountId!)).toMatchObject({ Total_Item_Requests: 1, Total_Item_Investigations: 1 });
  });

  it("31 s later it is a second action", async () => {
    const a = await actor();
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:00:00Z") });
    const second = await recorder.record(a, {
      kind: "VIEW",
      action: "request",
      document: standard,
      at: at("2026-10-05T10:00:31Z"),
    });
    expect(second.doubleClick).toBe(false);
    expect(await counts(a.accountId!)).toMatchObject({ Total_Item_Requests: 2, Total_Item_Investigations: 2 });
  });

  it("clicks each within 30 s of the one before are one action (the chain), and the raw events are all kept", async () => {
    const a = await actor();
    for (const s of ["00", "20", "40", "59"])
      await recorder.record(a, {
        kind: "VIEW",
        action: "request",
        document: standard,
        at: at(`2026-10-05T10:00:${s}Z`),
      });
    expect((await counts(a.accountId!)).Total_Item_Requests).toBe(1);
    const events = await api.db.usageEvent.findMany({ where: { accountId: a.accountId }, orderBy: { id: "asc" } });
    expect(events).toHaveLength(4);
    expect(events.map((e) => (e.details as { counter: { doubleClick: boolean } }).counter.doubleClick)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it("another user, another item or another link (the HTML, then the PDF) is another action", async () => {
    const a = await actor();
    const t = at("2026-10-05T10:00:00Z");
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, variant: "VIEW:HTML", at: t });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, variant: "VIEW:PDF", at: t });
    await recorder.record(
      { ...a, userId: null, jti: "another-session" },
      { kind: "VIEW", action: "request", document: standard, at: t },
    );
    await recorder.record(a, { kind: "VIEW", action: "request", document: paper1, at: t });
    expect((await counts(a.accountId!)).Total_Item_Requests).toBe(4);
  });

  it("applies to No_License too", async () => {
    const a = await actor();
    await recorder.record(a, {
      kind: "DENIED",
      action: "no_license",
      document: standard,
      at: at("2026-10-05T10:00:00Z"),
    });
    await recorder.record(a, {
      kind: "DENIED",
      action: "no_license",
      document: standard,
      at: at("2026-10-05T10:00:10Z"),
    });
    await recorder.record(a, {
      kind: "DENIED",
      action: "no_license",
      document: standard,
      at: at("2026-10-05T10:01:00Z"),
    });
    const c = await counts(a.accountId!);
    expect(c.No_License).toBe(2);
    // A refusal is neither an investigation nor a request.
    expect(c.Total_Item_Investigations).toBeUndefined();
    expect(c.Unique_Item_Investigations).toBeUndefined();
  });
});

describe("unique items and titles per user-session (COUNTER 7.3, 7.4)", () => {
  it("with a session id, the same item requested twice in the session is one unique request", async () => {
    const a = await actor({ authTime: 1_790_000_000 });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:00:00Z") });
    await recorder.record(a, {
      kind: "DOWNLOAD",
      action: "request",
      document: standard,
      at: at("2026-10-05T12:30:00Z"),
    });
    expect(await counts(a.accountId!)).toMatchObject({
      Total_Item_Requests: 2,
      Unique_Item_Requests: 1,
      Unique_Item_Investigations: 1,
    });
    // Another session (a new sign-in) counts again.
    await recorder.record(
      { ...a, authTime: 1_790_009_999 },
      { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T13:00:00Z") },
    );
    expect((await counts(a.accountId!)).Unique_Item_Requests).toBe(2);
  });

  it("a session id is per transaction date: the next day is another session", async () => {
    const a = await actor({ authTime: 1_790_000_000 });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T23:59:00Z") });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-06T00:01:00Z") });
    expect((await counts(a.accountId!)).Unique_Item_Requests).toBe(2);
  });

  it("without a session id, the user and the hour of day make the session", async () => {
    const a = await actor();
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:05:00Z") });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:50:00Z") });
    expect((await counts(a.accountId!)).Unique_Item_Requests).toBe(1);
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T11:05:00Z") });
    expect((await counts(a.accountId!)).Unique_Item_Requests).toBe(2);
  });

  it("an investigation (metadata page) counts investigations only; a request counts both", async () => {
    const a = await actor({ authTime: 1_790_000_100 });
    await recorder.record(a, {
      kind: "METADATA_VIEW",
      action: "investigation",
      document: standard,
      at: at("2026-10-05T10:00:00Z"),
    });
    expect(await counts(a.accountId!)).toEqual({ Total_Item_Investigations: 1, Unique_Item_Investigations: 1 });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:02:00Z") });
    expect(await counts(a.accountId!)).toEqual({
      Total_Item_Investigations: 2,
      Unique_Item_Investigations: 1,
      Total_Item_Requests: 1,
      Unique_Item_Requests: 1,
    });
  });

  it("two papers of one book in a session: two unique items, one unique title; a standard has no title metrics", async () => {
    const a = await actor({ authTime: 1_790_000_200 });
    await recorder.record(a, { kind: "VIEW", action: "request", document: paper1, at: at("2026-10-05T10:00:00Z") });
    await recorder.record(a, { kind: "VIEW", action: "request", document: paper2, at: at("2026-10-05T10:01:00Z") });
    expect(await counts(a.accountId!)).toMatchObject({
      Total_Item_Requests: 2,
      Unique_Item_Requests: 2,
      Unique_Title_Requests: 1,
      Unique_Title_Investigations: 1,
    });
    const b = await actor({ authTime: 1_790_000_300 });
    await recorder.record(b, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:00:00Z") });
    const c = await counts(b.accountId!);
    expect(c.Unique_Title_Requests).toBeUndefined();
    expect(c.Unique_Item_Requests).toBe(1);
  });

  it("a video is its own Multimedia item", async () => {
    const a = await actor({ authTime: 1_790_000_400 });
    const out = await recorder.record(a, {
      kind: "VIDEO_PLAY",
      action: "request",
      document: standard,
      videoId: 77,
      at: at("2026-10-05T10:00:00Z"),
    });
    expect(out.dataType).toBe("Multimedia");
    const rows = await api.db.counterUsageDaily.findMany({ where: { accountId: a.accountId! } });
    expect(new Set(rows.map((r) => `${r.videoId}:${r.dataType}`))).toEqual(new Set(["77:Multimedia"]));
  });
});

describe("searches, access method and roll-ups", () => {
  it("a search counts Searches_Regular and Searches_Platform, and no-result searches by text", async () => {
    const a = await actor();
    const t = at("2026-10-05T10:00:00Z");
    await recorder.record(a, {
      kind: "SEARCH",
      action: "search",
      search: { text: "  Steel  PIPE ", resultCount: 0 },
      at: t,
    });
    await recorder.record(a, {
      kind: "SEARCH",
      action: "search",
      search: { text: "steel pipe", resultCount: 0 },
      at: t,
    });
    await recorder.record(a, {
      kind: "SEARCH",
      action: "search",
      search: { text: "concrete", resultCount: 12 },
      at: t,
    });
    // Searches are not filtered as double clicks: each ran a search.
    expect(await counts(a.accountId!)).toEqual({ Searches_Regular: 3, Searches_Platform: 3 });
    const searches = await api.db.usageSearchDaily.findMany({
      where: { accountId: a.accountId! },
      orderBy: { query: "asc" },
    });
    expect(searches.map((s) => [s.query, s.searches, s.noResults])).toEqual([
      ["concrete", 1, 0],
      ["steel pipe", 2, 2],
    ]);
  });

  it("TDM is counted apart from Regular", async () => {
    const a = await actor({ accessMethod: "TDM" });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-05T10:00:00Z") });
    const rows = await api.db.counterUsageMonthly.findMany({ where: { accountId: a.accountId! } });
    expect(new Set(rows.map((r) => r.accessMethod))).toEqual(new Set(["TDM"]));
  });

  it("the daily and monthly roll-ups agree and are written with the event", async () => {
    const a = await actor({ authTime: 1_790_000_500 });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-09-30T23:00:00Z") });
    await recorder.record(a, { kind: "VIEW", action: "request", document: standard, at: at("2026-10-01T01:00:00Z") });
    expect(await counts(a.accountId!, "daily")).toEqual(await counts(a.accountId!, "monthly"));
    const months = await api.db.counterUsageMonthly.findMany({
      where: { accountId: a.accountId!, metricType: "Total_Item_Requests" },
      orderBy: { month: "asc" },
    });
    expect(months.map((m) => [m.month.toISOString().slice(0, 10), m.count])).toEqual([
      ["2026-09-01", 1],
      ["2026-10-01", 1],
    ]);
  });
});

describe("data types and YOP", () => {
  it("maps content types to COUNTER data types at item and title level", () => {
    expect(itemDataType("ASTM_STANDARDS")).toBe("Standard");
    expect(itemDataType("Standard")).toBe("Standard");
    expect(itemDataType("JOURNALS")).toBe("Article");
    expect(itemDataType("STP_PAPER")).toBe("Book_Segment");
    expect(itemDataType("MANUAL_MONO_BOOKS")).toBe("Book_Segment");
    expect(titleDataType("Book_Segment")).toBe("Book");
    expect(titleDataType("Article")).toBe("Journal");
    expect(titleDataType("Multimedia")).toBeNull();
  });

  it("YOP is the edition year, else the publication year, else 0001", () => {
    expect(yearOfPublication({ editionYear: 2017, publishedDate: null })).toBe("2017");
    expect(yearOfPublication({ editionYear: null, publishedDate: new Date("2009-05-01") })).toBe("2009");
    expect(yearOfPublication({ editionYear: null, publishedDate: null })).toBe("0001");
  });
});

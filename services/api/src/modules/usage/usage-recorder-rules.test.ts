// The recorder's COUNTER decisions on in-memory fakes of Redis and the database: double-click
// filtering within 30 s (the chain, per actor, item, action and link), unique counts per
// user-session (session id, else user + hour; per account; items and titles), data types, No_License
// and searches, the fallback when Redis answers an error. usage-recorder.test.ts runs the same
// recorder on PostgreSQL and Redis in `npm test`; this file is what mutation testing runs
// (`npm run mutation -- counter`), no database needed.
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createUsageRecorder, type UsageActor, type UsageDocument, type UsageInput } from "./usage-recorder.ts";

const PREFIX = "t";
const T0 = new Date("2026-03-04T10:00:00Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

const standard: UsageDocument = { id: 1, contentType: "ASTM_STANDARDS", bookId: null };
const paper1: UsageDocument = { id: 2, contentType: "STP_PAPER", bookId: 50 };
const paper2: UsageDocument = { id: 3, contentType: "STP_PAPER", bookId: 50 };
const lonePaper: UsageDocument = { id: 4, contentType: "STP_PAPER", bookId: null };
const article: UsageDocument = { id: 5, contentType: "JOURNALS", bookId: null };

const user: UsageActor = { tenantId: 1, userId: 7, accountId: 3, authTime: 1_700_000_000 };

const TII = "Total_Item_Investigations";
const TIR = "Total_Item_Requests";
const UII = "Unique_Item_Investigations";
const UIR = "Unique_Item_Requests";
const UTI = "Unique_Title_Investigations";
const UTR = "Unique_Title_Requests";

interface Options {
  /** The unique-count pipeline's reply: each command failing, or no reply at all. */
  pipeline?: "ok" | "error" | "null";
  /** Redis refuses the double-click SET: PostgreSQL keeps the last click. */
  clicksDown?: boolean;
  /** No logger given to the recorder. */
  noLog?: boolean;
}

function setup(opts: Options = {}) {
  const store = new Map<string, string>();
  const clicksInDb = new Map<string, number>();
  const redisCalls: string[] = [];
  const guardCalls: string[] = [];
  const fallbackKeys: string[][] = [];
  const events: Record<string, unknown>[] = [];
  const warnings: [object, string][] = [];
  let pipelines = 0;
  const redis = {
    async set(key: string, value: string, ...args: unknown[]) {
      if (opts.clicksDown) throw new Error("READONLY");
      redisCalls.push(`${key} ${args.join(" ")}`);
      const previous = store.get(key) ?? null;
      store.set(key, value);
      return previous;
    },
    pipeline() {
      pipelines++;
      const queued: string[] = [];
      const p = {
        set(key: string, _value: string, ...args: unknown[]) {
          redisCalls.push(`${key} ${args.join(" ")}`);
          queued.push(key);
          return p;
        },
        async exec() {
          if (opts.pipeline === "null") return null;
          if (opts.pipeline === "error") return queued.map(() => [new Error("READONLY"), null]);
          return queued.map((k) => {
            if (store.has(k)) return [null, null];
            store.set(k, "1");
            return [null, "OK"];
          });
        },
      };
      return p;
    },
  } as unknown as Redis;
  const db = {
    // The PostgreSQL fallbacks: the last click per key (answered as a bigint, as PostgreSQL
    // does), and the unique keys, every one new there.
    async $queryRaw(_strings: TemplateStringsArray, ...values: unknown[]) {
      const keys = values.find(Array.isArray) as string[] | undefined;
      if (!keys) {
        const [key, time] = values as [string, number];
        const previous = clicksInDb.get(key);
        clicksInDb.set(key, time);
        return [{ previous: previous === undefined ? null : BigInt(previous) }];
      }
      fallbackKeys.push(keys);
      return keys.map((key) => ({ key }));
    },
    // The event's one statement (usage-rollups.ts): its raw event is the first write, whose
    // values are the event's columns in order. Other writes (the fallbacks' clean-ups) count 0.
    async $executeRaw(query: { sql?: string; values?: unknown[] }) {
      if (!query.sql?.includes("INSERT INTO usage_events")) return 0;
      const [tenantId, accountId, userId, kind, documentId, details, occurredAt] = query.values ?? [];
      events.push({ tenantId, accountId, userId, kind, documentId, details: JSON.parse(String(details)), occurredAt });
      return 1;
    },
  } as unknown as Db;
  const guard = {
    async run<T>(what: string, fn: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
      guardCalls.push(what);
      try {
        return await fn();
      } catch {
        return fallback();
      }
    },
  };
  const recorder = createUsageRecorder({
    db,
    redis,
    prefix: PREFIX,
    guard: guard as never,
    clock: () => T0,
    log: opts.noLog ? undefined : { warn: (obj, msg) => warnings.push([obj, msg]) },
  });
  const record = (actor: UsageActor, input: Partial<UsageInput> & { at?: Date }) =>
    recorder.record(actor, { kind: "VIEW", action: "request", document: standard, ...input });
  return {
    recorder,
    record,
    redisCalls,
    guardCalls,
    fallbackKeys,
    events,
    warnings,
    pipelines: () => pipelines,
  };
}

describe("double-click filtering", () => {
  it("the same request by the same user 29 s and exactly 30 s later counts once; 31 s later twice", async () => {
    const r = setup();
    expect(await r.record(user, {})).toEqual({
      doubleClick: false,
      metrics: [TII, TIR, UII, UIR],
      dataType: "Standard",
    });
    expect(await r.record(user, { at: later(29_000) })).toEqual({
      doubleClick: true,
      metrics: [],
      dataType: "Standard",
    });
    const s = setup();
    await s.record(user, {});
    expect((await s.record(user, { at: later(30_000) })).doubleClick).toBe(true);
    const t = setup();
    await t.record(user, {});
    // Not a double click: the totals count again (the uniques were counted already in the session).
    expect(await t.record(user, { at: later(31_000) })).toEqual({
      doubleClick: false,
      metrics: [TII, TIR],
      dataType: "Standard",
    });
  });

  it("two clicks stamped the same millisecond are one", async () => {
    const r = setup();
    await r.record(user, {});
    expect((await r.record(user, {})).doubleClick).toBe(true);
  });

  it("while Redis refuses, PostgreSQL keeps the last click and the window still applies", async () => {
    const r = setup({ clicksDown: true });
    expect((await r.record(user, {})).doubleClick).toBe(false);
    expect((await r.record(user, { at: later(29_000) })).doubleClick).toBe(true);
    expect((await r.record(user, { at: later(60_000) })).doubleClick).toBe(false);
  });

  it("each click within 30 s of the one before is the same action (the chain)", async () => {
    const r = setup();
    await r.record(user, {});
    expect((await r.record(user, { at: later(20_000) })).doubleClick).toBe(true);
    expect((await r.record(user, { at: later(40_000) })).doubleClick).toBe(true);
    expect((await r.record(user, { at: later(75_000) })).doubleClick).toBe(false);
  });

  it("a click stamped before the stored one is not a double click", async () => {
    const r = setup();
    await r.record(user, { at: later(10_000) });
    expect((await r.record(user, { at: T0 })).doubleClick).toBe(false);
  });

  it("another user, account, item, video, action or link is another action", async () => {
    const r = setup();
    await r.record(user, {});
    expect((await r.record({ ...user, userId: 8 }, { at: later(1) })).doubleClick).toBe(false);
    expect((await r.record({ ...user, accountId: 4 }, { at: later(2) })).doubleClick).toBe(false);
    expect((await r.record({ ...user, tenantId: 2 }, { at: later(3) })).doubleClick).toBe(false);
    expect((await r.record(user, { document: article, at: later(4) })).doubleClick).toBe(false);
    expect((await r.record(user, { videoId: 9, at: later(5) })).doubleClick).toBe(false);
    expect((await r.record(user, { action: "investigation", at: later(6) })).doubleClick).toBe(false);
    expect((await r.record(user, { variant: "pdf", at: later(7) })).doubleClick).toBe(false);
    expect((await r.record(user, { variant: "pdf", at: later(8) })).doubleClick).toBe(true);
    // Without a variant the kind is the link.
    expect((await r.record(user, { kind: "DOWNLOAD", at: later(9) })).doubleClick).toBe(false);
    expect((await r.record(user, { kind: "DOWNLOAD", at: later(10) })).doubleClick).toBe(true);
  });

  it("keys the click by tenant, account, actor, document, video, action and link, kept for twice the window", async () => {
    const r = setup();
    await r.record(user, { videoId: 9, variant: "html" });
    await r.record({ tenantId: 1, userId: null, accountId: null }, { kind: "DENIED", action: "no_license" });
    expect(r.redisCalls[0]).toBe("t:counter:dc:1:3:u7:1:9:request:html PX 60000 GET");
    expect(r.redisCalls).toContain("t:counter:dc:1:0:a1:0:1:0:no_license:DENIED PX 60000 GET");
    expect(r.guardCalls).toContain("counter double click");
  });

  it("applies to No_License too, which counts no unique metric", async () => {
    const r = setup();
    const first = await r.record(user, { kind: "DENIED", action: "no_license" });
    expect(first).toEqual({ doubleClick: false, metrics: ["No_License"], dataType: "Standard" });
    expect(r.pipelines()).toBe(0);
    expect((await r.record(user, { kind: "DENIED", action: "no_license", at: later(5_000) })).doubleClick).toBe(true);
  });
});

describe("unique counts per user-session", () => {
  it("with a session id, an item requested twice in the session is one unique request; the next day another", async () => {
    const r = setup();
    await r.record(user, {});
    expect((await r.record(user, { at: later(60_000) })).metrics).toEqual([TII, TIR]);
    // Another session of the same user on the same day.
    expect((await r.record({ ...user, authTime: 1_700_000_001 }, { at: later(120_000) })).metrics).toEqual([
      TII,
      TIR,
      UII,
      UIR,
    ]);
    expect((await r.record(user, { at: later(24 * 3600_000) })).metrics).toEqual([TII, TIR, UII, UIR]);
  });

  it("without a session id, the user and the hour of day make the session", async () => {
    const r = setup();
    const noSession = { ...user, authTime: undefined };
    await r.record(noSession, {});
    expect((await r.record(noSession, { at: later(59 * 60_000) })).metrics).toEqual([TII, TIR]);
    expect((await r.record(noSession, { at: later(61 * 60_000) })).metrics).toEqual([TII, TIR, UII, UIR]);
  });

  it("per account: a user who switches account in the session is counted for each", async () => {
    const r = setup();
    await r.record(user, {});
    expect((await r.record({ ...user, accountId: 4 }, { at: later(60_000) })).metrics).toEqual([TII, TIR, UII, UIR]);
  });

  it("an investigation counts investigations only; a later request adds the request metrics", async () => {
    const r = setup();
    expect((await r.record(user, { kind: "METADATA_VIEW", action: "investigation" })).metrics).toEqual([TII, UII]);
    expect((await r.record(user, { at: later(60_000) })).metrics).toEqual([TII, TIR, UIR]);
  });

  it("two papers of one book: two unique items, one unique title", async () => {
    const r = setup();
    const first = await r.record(user, { document: paper1 });
    expect(first).toEqual({ doubleClick: false, metrics: [TII, TIR, UII, UIR, UTI, UTR], dataType: "Book_Segment" });
    expect((await r.record(user, { document: paper2, at: later(1_000) })).metrics).toEqual([TII, TIR, UII, UIR]);
    // A paper without a book is its own title.
    expect((await r.record(user, { document: lonePaper, at: later(2_000) })).metrics).toEqual([
      TII,
      TIR,
      UII,
      UIR,
      UTI,
      UTR,
    ]);
  });

  it("keys the unique counts by tenant, account, session, metric and item or title, for 26 hours", async () => {
    const r = setup();
    await r.record(user, { document: paper1 });
    const session = "u7|1700000000|2026-03-04";
    expect(r.redisCalls.slice(1)).toEqual([
      `t:counter:uq:1:3:${session}:${UII}:d2 EX 93600 NX`,
      `t:counter:uq:1:3:${session}:${UIR}:d2 EX 93600 NX`,
      `t:counter:uq:1:3:${session}:${UTI}:d50 EX 93600 NX`,
      `t:counter:uq:1:3:${session}:${UTR}:d50 EX 93600 NX`,
    ]);
    expect(r.guardCalls).toEqual(["counter double click", "counter unique counts"]);
  });

  it("a video is its own Multimedia item, apart from its document and other videos", async () => {
    const r = setup();
    expect(await r.record(user, { document: paper1, videoId: 9, kind: "VIDEO_PLAY" })).toEqual({
      doubleClick: false,
      metrics: [TII, TIR, UII, UIR],
      dataType: "Multimedia",
    });
    expect((await r.record(user, { document: paper1, videoId: 10, kind: "VIDEO_PLAY" })).metrics).toContain(UII);
    expect((await r.record(user, { document: paper1, at: later(1_000) })).metrics).toContain(UII);
  });

  it("when Redis answers the pipeline with errors or not at all, PostgreSQL decides", async () => {
    for (const pipeline of ["error", "null"] as const) {
      const r = setup({ pipeline });
      expect((await r.record(user, {})).metrics).toEqual([TII, TIR, UII, UIR]);
      expect(r.fallbackKeys).toHaveLength(1);
    }
  });
});

describe("what is recorded", () => {
  it("a search counts Searches_Regular and Searches_Platform on the platform, with no Redis state", async () => {
    const r = setup();
    const input = { kind: "SEARCH", action: "search" as const, search: { text: "steel", resultCount: 0 } };
    expect(await r.record(user, input)).toEqual({
      doubleClick: false,
      metrics: ["Searches_Regular", "Searches_Platform"],
      dataType: "Platform",
    });
    expect(await r.record(user, { ...input, document: standard })).toEqual({
      doubleClick: false,
      metrics: ["Searches_Regular", "Searches_Platform"],
      dataType: "Platform",
    });
    expect(r.redisCalls).toEqual([]);
  });

  it("an action without a document is kept as an event and counts nothing", async () => {
    const r = setup();
    expect(await r.record(user, { document: null })).toEqual({ doubleClick: false, metrics: [], dataType: "Platform" });
    expect(await r.record(user, { document: undefined, videoId: undefined })).toMatchObject({ metrics: [] });
    expect(r.redisCalls).toEqual([]);
    expect(r.events).toHaveLength(2);
  });

  it("the data type follows the content type", async () => {
    const r = setup();
    expect((await r.record(user, { document: article })).dataType).toBe("Article");
    expect((await r.record(user, { document: paper1 })).dataType).toBe("Book_Segment");
  });

  it("the event carries the counts, Regular by default, TDM when declared, at the clock's time", async () => {
    const r = setup();
    await r.record(user, {});
    await r.record({ ...user, accessMethod: "TDM" }, { document: article });
    expect(r.events[0]).toMatchObject({
      tenantId: 1,
      accountId: 3,
      userId: 7,
      kind: "VIEW",
      documentId: 1,
      occurredAt: T0,
      details: { counter: { metrics: [TII, TIR, UII, UIR], doubleClick: false, accessMethod: "Regular" } },
    });
    expect(r.events[1]).toMatchObject({ details: { counter: { accessMethod: "TDM", dataType: "Article" } } });
  });

  it("recordQuietly records, and a failure is logged, not thrown", async () => {
    const r = setup();
    await r.recorder.recordQuietly(user, { kind: "VIEW", action: "request", document: standard });
    expect(r.events).toHaveLength(1);
    const broken = setup();
    const failing = {
      ...user,
      get tenantId(): number {
        throw new Error("no tenant");
      },
    };
    await expect(
      broken.recorder.recordQuietly(failing, { kind: "VIEW", action: "request", document: standard }),
    ).resolves.toBeUndefined();
    expect(broken.warnings).toEqual([[{ err: "no tenant", kind: "VIEW" }, "could not record a usage event"]]);
    // Without a logger too.
    await expect(
      setup({ noLog: true }).recorder.recordQuietly(failing, { kind: "VIEW", action: "request", document: standard }),
    ).resolves.toBeUndefined();
  });
});

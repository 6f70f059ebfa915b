// Records a usage event and counts it the COUNTER way at once: double-click filtering and unique
// counting per user-session are decided here (their short-lived state lives in Redis, which
// forgets it by itself; while Redis is away, in PostgreSQL — see docs/architecture.md, "COUNTER
// state without Redis"), then the raw event and the daily and monthly roll-ups are written in one
// transaction. Reports read the roll-ups only; nothing ever scans usage_events to report.
import type { Db, Prisma } from "@norma/db";
import { ALL_ACCOUNTS, MONTHS_PER_ROW, WIDE_METRIC_COLUMNS } from "@norma/db/wide-rollups";
import type { Redis } from "ioredis";
import type { RedisGuard } from "../../lib/redis-guard.ts";
import {
  type AccessMethod,
  actorKey,
  type CounterAction,
  DOUBLE_CLICK_MS,
  itemDataType,
  type MetricType,
  MULTIMEDIA,
  normaliseQuery,
  sessionKey,
  totalMetrics,
  uniqueMetrics,
} from "./counter-rules.ts";

/** The parts of a document the rules need. */
export interface UsageDocument {
  id: number;
  contentType: string;
  bookId: number | null;
}

export interface UsageActor {
  tenantId: number;
  userId: number | null;
  accountId: number | null;
  jti?: string;
  authTime?: number;
  /** TDM when the client declared text and data mining (header X-Access-Method). */
  accessMethod?: AccessMethod;
}

export interface UsageInput {
  /** The raw event's kind: VIEW, DOWNLOAD, VIDEO_PLAY, COMPARE, METADATA_VIEW, CITATION_EXPORT, DENIED, SEARCH, … */
  kind: string;
  action: CounterAction;
  document?: UsageDocument | null;
  /** A video of the document: the item is the video (Multimedia). */
  videoId?: number;
  /**
   * What was clicked, for double-click filtering ("the same URL"): two actions on the same item
   * with another variant (the HTML then the PDF) are two actions. Defaults to the kind.
   */
  variant?: string;
  details?: Record<string, unknown>;
  /** When it happened (now by default). */
  at?: Date;
  /** Searches: the text and how many results it found. */
  search?: { text: string; resultCount: number };
}

export interface RecordOutcome {
  doubleClick: boolean;
  metrics: MetricType[];
  dataType: string;
}

/** One event's counts in the yearly roll-ups' metric columns, or null when it adds to none of them. */
function wideCounts(metrics: MetricType[]): number[] | null {
  const counts = WIDE_METRIC_COLUMNS.map(([m]) => (metrics.includes(m) ? 1 : 0));
  return counts.some((n) => n) ? counts : null;
}

/** A year of the yearly roll-ups without usage. */
const ZERO_YEAR: readonly number[] = Object.freeze(new Array<number>(MONTHS_PER_ROW).fill(0));

/** A year of the yearly roll-ups with n in the month of an instant (UTC), zeros elsewhere. */
function monthCells(at: Date, n: number): number[] {
  const cells = new Array<number>(MONTHS_PER_ROW).fill(0);
  cells[at.getUTCMonth()] = n;
  return cells;
}

/** The UTC day and first day of the month of an instant, as dates for SQL. */
function dayAndMonth(at: Date): { day: Date; month: Date } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const month = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { day, month };
}

/** Unique keys live a little over a day: a session key includes its date, so older keys never match again. */
const UNIQUE_TTL_S = 26 * 3600;
/** The last click is kept longer than the window, which is judged on the stored time, not the TTL. */
const CLICK_TTL_MS = 2 * DOUBLE_CLICK_MS;

/** How often (one fallback call in this many) expired PostgreSQL session state is deleted. */
const CLEAN_EVERY = 200;

export function createUsageRecorder(deps: {
  db: Db;
  redis: Redis;
  prefix: string;
  /**
   * Bounds the Redis calls; while Redis is away the session state is kept in PostgreSQL
   * (counter_session_state) instead. Without a guard a Redis failure falls back the same way.
   */
  guard?: RedisGuard;
  clock?: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, redis } = deps;
  const guard: Pick<RedisGuard, "run"> = deps.guard ?? {
    async run(_what, fn, fallback) {
      try {
        return await fn();
      } catch {
        return fallback();
      }
    },
  };
  let fallbackCalls = 0;
  /** Deletes expired fallback state now and then (the part of Redis's TTL). */
  async function cleanFallback() {
    if (++fallbackCalls % CLEAN_EVERY !== 0) return;
    await db.$executeRaw`DELETE FROM counter_session_state WHERE expires_at < now()`;
  }

  /** The double-click state in PostgreSQL: stores this click, answers the previous one's time. */
  async function lastClickInDb(k: string, at: Date): Promise<string | null> {
    await cleanFallback();
    // RETURNING's sub-select reads the table as it was before this statement: the previous click.
    const rows = await db.$queryRaw<{ previous: bigint | null }[]>`
      INSERT INTO counter_session_state AS s (key, value, expires_at)
      VALUES (${k}, ${at.getTime()}, now() + ${`${CLICK_TTL_MS} milliseconds`}::interval)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at
      RETURNING (SELECT p.value FROM counter_session_state p WHERE p.key = ${k} AND p.expires_at > now()) AS previous`;
    const previous = rows[0]?.previous;
    return previous === null || previous === undefined ? null : String(previous);
  }

  /** The unique keys in PostgreSQL: those not there yet are added and answered. */
  async function firstKeysInDb(keys: string[]): Promise<Set<string>> {
    await cleanFallback();
    const rows = await db.$queryRaw<{ key: string }[]>`
      INSERT INTO counter_session_state (key, value, expires_at)
      SELECT k, 1, now() + ${`${UNIQUE_TTL_S} seconds`}::interval FROM unnest(${keys}::text[]) AS k
      ON CONFLICT (key) DO NOTHING
      RETURNING key`;
    return new Set(rows.map((r) => r.key));
  }
  const clock = deps.clock ?? (() => new Date());
  const key = (...parts: (string | number)[]) => `${deps.prefix}:counter:${parts.join(":")}`;

  /** True when the same actor did the same on the same item at most 30 s before (the chain included). */
  async function isDoubleClick(actor: UsageActor, input: UsageInput, at: Date): Promise<boolean> {
    const k = key(
      "dc",
      actor.tenantId,
      actor.accountId ?? 0,
      actorKey(actor),
      input.document?.id ?? 0,
      input.videoId ?? 0,
      input.action,
      input.variant ?? input.kind,
    );
    // SET … GET answers the previous click's time and stores this one: a third click within 30 s
    // of the second is again the same action (COUNTER: "always remove the first and retain the second").
    const previous = await guard.run(
      "counter double click",
      () => redis.set(k, String(at.getTime()), "PX", CLICK_TTL_MS, "GET"),
      () => lastClickInDb(k, at),
    );
    if (previous === null) return false;
    const gap = at.getTime() - Number(previous);
    return gap >= 0 && gap <= DOUBLE_CLICK_MS;
  }

  /** The unique metrics this action is the first of in its user-session. */
  async function firstInSession(actor: UsageActor, input: UsageInput, itemType: string, at: Date) {
    const doc = input.document;
    if (!doc) return [];
    const candidates = uniqueMetrics(input.action, itemType);
    if (!candidates.length) return [];
    const session = sessionKey(actor, at);
    const itemId = input.videoId ? `v${input.videoId}` : `d${doc.id}`;
    const titleId = `d${doc.bookId ?? doc.id}`;
    // Per institution too: a user who switches account in a session is counted for each.
    const keys = candidates.map((c) =>
      key("uq", actor.tenantId, actor.accountId ?? 0, session, c.metric, c.scope === "item" ? itemId : titleId),
    );
    const first = await guard.run(
      "counter unique counts",
      async () => {
        const pipeline = redis.pipeline();
        for (const k of keys) pipeline.set(k, "1", "EX", UNIQUE_TTL_S, "NX");
        const replies = await pipeline.exec();
        if (!replies) throw new Error("no reply to the unique-count pipeline");
        for (const [err] of replies) if (err) throw err;
        return new Set(keys.filter((_, i) => replies[i]?.[1] === "OK"));
      },
      () => firstKeysInDb(keys),
    );
    return candidates.filter((_, i) => first.has(keys[i])).map((c) => c.metric);
  }

  const recorder = {
    /**
     * Records without failing the caller: what the user asked for is served even when the usage
     * write fails (logged).
     */
    async recordQuietly(actor: UsageActor, input: UsageInput): Promise<void> {
      try {
        await recorder.record(actor, input);
      } catch (err) {
        deps.log?.warn({ err: (err as Error).message, kind: input.kind }, "could not record a usage event");
      }
    },

    /** Records one event and its COUNTER counts; returns what was counted. */
    async record(actor: UsageActor, input: UsageInput): Promise<RecordOutcome> {
      const at = input.at ?? clock();
      const doc = input.document ?? null;
      const dataType =
        input.action === "search"
          ? "Platform"
          : input.videoId
            ? MULTIMEDIA
            : doc
              ? itemDataType(doc.contentType)
              : "Platform";
      const accessMethod: AccessMethod = actor.accessMethod ?? "Regular";
      let doubleClick = false;
      let metrics: MetricType[] = [];
      if (input.action === "search") {
        metrics = totalMetrics("search");
      } else if (doc) {
        doubleClick = await isDoubleClick(actor, input, at);
        if (!doubleClick)
          metrics = [...totalMetrics(input.action), ...(await firstInSession(actor, input, dataType, at))];
      }
      const { day, month } = dayAndMonth(at);
      const accountId = actor.accountId ?? 0;
      const documentId = doc?.id ?? 0;
      const videoId = input.videoId ?? 0;
      const counter = { metrics, doubleClick, dataType, accessMethod };

      await db.$transaction(async (tx) => {
        await tx.usageEvent.create({
          data: {
            tenantId: actor.tenantId,
            accountId: actor.accountId,
            userId: actor.userId,
            kind: input.kind,
            documentId: doc?.id ?? null,
            details: { ...(input.details ?? {}), counter } as Prisma.InputJsonObject,
            occurredAt: at,
          },
        });
        if (metrics.length) {
          await tx.$executeRaw`
            INSERT INTO counter_usage_daily AS c
                   (tenant_id, account_id, day, document_id, video_id, data_type, access_method, metric_type, count)
            SELECT ${actor.tenantId}, ${accountId}, ${day}::date, ${documentId}, ${videoId}, ${dataType}, ${accessMethod}, m, 1
              FROM unnest(${metrics}::text[]) AS m
            ON CONFLICT (tenant_id, account_id, day, document_id, video_id, data_type, access_method, metric_type)
            DO UPDATE SET count = c.count + 1`;
          await tx.$executeRaw`
            INSERT INTO counter_usage_monthly AS c
                   (tenant_id, account_id, month, document_id, video_id, data_type, access_method, metric_type, count)
            SELECT ${actor.tenantId}, ${accountId}, ${month}::date, ${documentId}, ${videoId}, ${dataType}, ${accessMethod}, m, 1
              FROM unnest(${metrics}::text[]) AS m
            ON CONFLICT (tenant_id, account_id, month, document_id, video_id, data_type, access_method, metric_type)
            DO UPDATE SET count = c.count + 1`;
          // The platform and database reports' roll-up: the account's row and the tenant's (-1).
          await tx.$executeRaw`
            INSERT INTO counter_platform_monthly AS c
                   (tenant_id, account_id, month, data_type, access_method, metric_type, count)
            SELECT ${actor.tenantId}, a, ${month}::date, ${dataType}, ${accessMethod}, m, 1
              FROM unnest(${metrics}::text[]) AS m CROSS JOIN unnest(ARRAY[${accountId}, ${ALL_ACCOUNTS}]::int[]) AS a
            ON CONFLICT (tenant_id, account_id, month, data_type, access_method, metric_type)
            DO UPDATE SET count = c.count + 1`;
        }
        const wide = wideCounts(metrics);
        if (doc && wide) {
          // The yearly roll-ups the item and title reports read, the account's row and the tenant's:
          // a new row is the year's zeros with this event in its month; an existing one adds to
          // that month's element.
          const [tii, tir, uii, uir, uti, utr, nol, lex] = wide.map((n) => (n ? monthCells(at, n) : ZERO_YEAR));
          const year = at.getUTCFullYear();
          const m = at.getUTCMonth() + 1;
          const [atii, atir, auii, auir, auti, autr, anol, alex] = wide;
          await tx.$executeRaw`
            INSERT INTO counter_item_yearly AS c
                   (tenant_id, account_id, year, document_id, video_id, data_type, access_method,
                    tii, tir, uii, uir, uti, utr, nol, lex)
            SELECT ${actor.tenantId}, a, ${year}, ${documentId}, ${videoId}, ${dataType}, ${accessMethod},
                   ${tii}::int[], ${tir}::int[], ${uii}::int[], ${uir}::int[], ${uti}::int[], ${utr}::int[],
                   ${nol}::int[], ${lex}::int[]
              FROM unnest(ARRAY[${accountId}, ${ALL_ACCOUNTS}]::int[]) AS a
            ON CONFLICT (tenant_id, account_id, year, document_id, video_id, data_type, access_method)
            DO UPDATE SET tii[${m}] = c.tii[${m}] + ${atii}, tir[${m}] = c.tir[${m}] + ${atir},
                          uii[${m}] = c.uii[${m}] + ${auii}, uir[${m}] = c.uir[${m}] + ${auir},
                          uti[${m}] = c.uti[${m}] + ${auti}, utr[${m}] = c.utr[${m}] + ${autr},
                          nol[${m}] = c.nol[${m}] + ${anol}, lex[${m}] = c.lex[${m}] + ${alex}`;
          if (!videoId)
            await tx.$executeRaw`
              INSERT INTO counter_title_yearly AS c
                     (tenant_id, account_id, year, title_id, data_type, access_method,
                      tii, tir, uii, uir, uti, utr, nol, lex)
              SELECT ${actor.tenantId}, a, ${year}, ${doc.bookId ?? doc.id}, ${dataType}, ${accessMethod},
                     ${tii}::int[], ${tir}::int[], ${uii}::int[], ${uir}::int[], ${uti}::int[], ${utr}::int[],
                     ${nol}::int[], ${lex}::int[]
                FROM unnest(ARRAY[${accountId}, ${ALL_ACCOUNTS}]::int[]) AS a
              ON CONFLICT (tenant_id, account_id, year, title_id, data_type, access_method)
              DO UPDATE SET tii[${m}] = c.tii[${m}] + ${atii}, tir[${m}] = c.tir[${m}] + ${atir},
                            uii[${m}] = c.uii[${m}] + ${auii}, uir[${m}] = c.uir[${m}] + ${auir},
                            uti[${m}] = c.uti[${m}] + ${auti}, utr[${m}] = c.utr[${m}] + ${autr},
                            nol[${m}] = c.nol[${m}] + ${anol}, lex[${m}] = c.lex[${m}] + ${alex}`;
        }
        if (input.search) {
          const query = normaliseQuery(input.search.text);
          const none = input.search.resultCount === 0 ? 1 : 0;
          await tx.$executeRaw`
            INSERT INTO usage_search_daily AS s (tenant_id, account_id, day, query, searches, no_results)
            VALUES (${actor.tenantId}, ${accountId}, ${day}::date, ${query}, 1, ${none})
            ON CONFLICT (tenant_id, account_id, day, query)
            DO UPDATE SET searches = s.searches + 1, no_results = s.no_results + EXCLUDED.no_results`;
        }
      });
      return { doubleClick, metrics, dataType };
    },
  };
  return recorder;
}

export type UsageRecorder = ReturnType<typeof createUsageRecorder>;

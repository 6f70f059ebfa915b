// The writes of one counted usage event: the raw event, the daily and monthly roll-ups, the yearly
// roll-ups the item and title reports read, and the search log. Reports read the roll-ups only;
// nothing ever scans usage_events to report.
//
// They are one SQL statement (each write a data-modifying WITH clause), so they are atomic without
// a transaction around them: every search and every document opened records an event, and as a
// transaction of separate statements that was 7 round trips to PostgreSQL (BEGIN … COMMIT) in
// the request, the largest part of a search's own statements (docs/performance.md, "Usage
// recording in one statement").
import { Prisma as P, type Prisma } from "@norma/db";
import { ALL_ACCOUNTS, MONTHS_PER_ROW, WIDE_METRIC_COLUMNS } from "@norma/db/wide-rollups";
import { type AccessMethod, type MetricType, normaliseQuery } from "./counter-rules.ts";
import type { UsageActor, UsageDocument, UsageInput } from "./usage-types.ts";

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

/** One event with what the COUNTER rules counted of it. */
export interface CountedEvent {
  actor: UsageActor;
  input: UsageInput;
  at: Date;
  metrics: MetricType[];
  doubleClick: boolean;
  dataType: string;
  accessMethod: AccessMethod;
}

/** Something that runs raw SQL: the client or a transaction of it. */
type Sql = Pick<Prisma.TransactionClient, "$executeRaw">;

/** Writes the event and adds its counts to every roll-up it belongs in, in one statement. */
export async function writeCountedEvent(db: Sql, e: CountedEvent): Promise<void> {
  const { day, month } = dayAndMonth(e.at);
  const doc = e.input.document ?? null;
  const wide = wideCounts(e.metrics);
  const writes: Prisma.Sql[] = [rawEventInsert(e)];
  if (e.metrics.length) writes.push(...periodRollupUpserts(e, day, month));
  if (doc && wide) writes.push(...yearlyRollupUpserts(e, doc, wide));
  if (e.input.search) writes.push(searchLogUpsert(e, e.input.search, day));
  await db.$executeRaw(oneStatement(writes));
}

/** `WITH w1 AS (a), w2 AS (b) c`: every write runs (PostgreSQL runs each data-modifying WITH once). */
function oneStatement(writes: Prisma.Sql[]): Prisma.Sql {
  const last = writes[writes.length - 1];
  if (writes.length === 1) return last;
  const clauses = writes.slice(0, -1).map((w, i) => P.sql`${P.raw(`w${i}`)} AS (${w})`);
  return P.sql`WITH ${P.join(clauses, ", ")} ${last}`;
}

/** The raw event, its COUNTER outcome in its details. */
function rawEventInsert(e: CountedEvent): Prisma.Sql {
  const { actor, input, at, metrics, doubleClick, dataType, accessMethod } = e;
  const doc = input.document ?? null;
  const details = { ...(input.details ?? {}), counter: { metrics, doubleClick, dataType, accessMethod } };
  return P.sql`
    INSERT INTO usage_events (tenant_id, account_id, user_id, kind, document_id, details, occurred_at)
    VALUES (${actor.tenantId}, ${actor.accountId}, ${actor.userId}, ${input.kind}, ${doc?.id ?? null},
            ${JSON.stringify(details)}::jsonb, ${at}::timestamptz)`;
}

/** The daily and monthly roll-ups, and the platform and database reports' one. */
function periodRollupUpserts(e: CountedEvent, day: Date, month: Date): Prisma.Sql[] {
  const { actor, metrics, dataType, accessMethod } = e;
  const accountId = actor.accountId ?? 0;
  const documentId = e.input.document?.id ?? 0;
  const videoId = e.input.videoId ?? 0;
  const daily = P.sql`
    INSERT INTO counter_usage_daily AS c
           (tenant_id, account_id, day, document_id, video_id, data_type, access_method, metric_type, count)
    SELECT ${actor.tenantId}, ${accountId}, ${day}::date, ${documentId}, ${videoId}, ${dataType}, ${accessMethod}, m, 1
      FROM unnest(${metrics}::text[]) AS m
    ON CONFLICT (tenant_id, account_id, day, document_id, video_id, data_type, access_method, metric_type)
    DO UPDATE SET count = c.count + 1`;
  const monthly = P.sql`
    INSERT INTO counter_usage_monthly AS c
           (tenant_id, account_id, month, document_id, video_id, data_type, access_method, metric_type, count)
    SELECT ${actor.tenantId}, ${accountId}, ${month}::date, ${documentId}, ${videoId}, ${dataType}, ${accessMethod}, m, 1
      FROM unnest(${metrics}::text[]) AS m
    ON CONFLICT (tenant_id, account_id, month, document_id, video_id, data_type, access_method, metric_type)
    DO UPDATE SET count = c.count + 1`;
  // The platform and database reports' roll-up: the account's row and the tenant's (-1).
  const platform = P.sql`
    INSERT INTO counter_platform_monthly AS c
           (tenant_id, account_id, month, data_type, access_method, metric_type, count)
    SELECT ${actor.tenantId}, a, ${month}::date, ${dataType}, ${accessMethod}, m, 1
      FROM unnest(${metrics}::text[]) AS m CROSS JOIN unnest(ARRAY[${accountId}, ${ALL_ACCOUNTS}]::int[]) AS a
    ON CONFLICT (tenant_id, account_id, month, data_type, access_method, metric_type)
    DO UPDATE SET count = c.count + 1`;
  return [daily, monthly, platform];
}

/**
 * The yearly roll-ups the item and title reports read, the account's row and the tenant's: a new
 * row is the year's zeros with this event in its month; an existing one adds to that month's element.
 */
function yearlyRollupUpserts(e: CountedEvent, doc: UsageDocument, wide: number[]): Prisma.Sql[] {
  const { actor, at, dataType, accessMethod } = e;
  const accountId = actor.accountId ?? 0;
  const documentId = doc.id;
  const videoId = e.input.videoId ?? 0;
  const [tii, tir, uii, uir, uti, utr, nol, lex] = wide.map((n) => (n ? monthCells(at, n) : ZERO_YEAR));
  const year = at.getUTCFullYear();
  const m = at.getUTCMonth() + 1;
  const [atii, atir, auii, auir, auti, autr, anol, alex] = wide;
  const item = P.sql`
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
  if (videoId) return [item];
  const title = P.sql`
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
  return [item, title];
}

/** The search log of the usage report: searches and searches without results per query and day. */
function searchLogUpsert(e: CountedEvent, search: { text: string; resultCount: number }, day: Date): Prisma.Sql {
  const { actor } = e;
  const accountId = actor.accountId ?? 0;
  const query = normaliseQuery(search.text);
  const none = search.resultCount === 0 ? 1 : 0;
  return P.sql`
    INSERT INTO usage_search_daily AS s (tenant_id, account_id, day, query, searches, no_results)
    VALUES (${actor.tenantId}, ${accountId}, ${day}::date, ${query}, 1, ${none})
    ON CONFLICT (tenant_id, account_id, day, query)
    DO UPDATE SET searches = s.searches + 1, no_results = s.no_results + EXCLUDED.no_results`;
}

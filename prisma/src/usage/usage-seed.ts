// Synthetic usage for benchmarks (`npm run db:seed -- --usage-events N`): N usage events over the
// last 12 months, spread over the tenants' accounts, users and documents (a few documents and
// accounts much used, most rarely), written to usage_events with the COUNTER roll-ups
// (counter_usage_daily, counter_usage_monthly, usage_search_daily) counted by the same rules the
// API applies as events arrive (counter-rules.ts): double clicks, unique items and titles per
// user-session, searches. Day by day, so a day's session state is all it keeps in memory.
import type pg from "pg";
import { copyLine, copyLines } from "../seed/db.ts";
import { Rng } from "../seed/rng.ts";
import {
  type CounterAction,
  DOUBLE_CLICK_MS,
  itemDataType,
  MULTIMEDIA,
  normaliseQuery,
  totalMetrics,
  uniqueMetrics,
} from "./counter-rules.ts";
import { rebuildWideRollups } from "./wide-rollups.ts";

interface Doc {
  id: number;
  contentType: string;
  bookId: number | null;
  videoId: number | null;
}
interface Member {
  accountId: number;
  userId: number | null;
}
interface TenantUsage {
  id: number;
  docs: Doc[];
  members: Member[];
}

/** The mix of what users do (kind, COUNTER action, share). */
const MIX: [kind: string, action: CounterAction, weight: number][] = [
  ["VIEW", "request", 40],
  ["DOWNLOAD", "request", 10],
  ["METADATA_VIEW", "investigation", 20],
  ["SEARCH", "search", 14],
  ["DENIED", "no_license", 6],
  ["CITATION_EXPORT", "investigation", 3],
  ["COMPARE", "investigation", 3],
  ["VIDEO_PLAY", "request", 4],
];
const MIX_TOTAL = MIX.reduce((n, m) => n + m[2], 0);
const WORDS = [
  "steel",
  "pipe",
  "concrete",
  "tensile",
  "corrosion",
  "fatigue",
  "asphalt",
  "polymer",
  "water",
  "weld",
  "soil",
  "glass",
];

/** An index skewed toward the start: a few items get most of the use (roughly Zipf-like). */
const skewed = (rng: Rng, n: number) => Math.min(n - 1, Math.floor(n * rng.next() ** 3));

export interface UsageSeedSummary {
  events: number;
  dailyRows: number;
  monthlyRows: number;
  seconds: number;
}

export async function seedUsageEvents(
  client: pg.Client,
  opts: { events: number; seed: number; now?: Date; log?: (line: string) => void },
): Promise<UsageSeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const rng = new Rng(`usage:${opts.seed}`);

  const tenants: TenantUsage[] = [];
  const tenantRows = await client.query<{ id: number }>("SELECT id FROM tenants ORDER BY id");
  for (const t of tenantRows.rows) {
    const docs = await client.query<{
      id: number;
      content_type: string;
      book_id: number | null;
      video_id: number | null;
    }>(
      `SELECT d.id, d.content_type, d.book_id, (SELECT MIN(video_id) FROM document_videos v WHERE v.document_id = d.id) AS video_id
         FROM documents d
        WHERE d.publisher_id IN (SELECT publisher_id FROM tenant_publishers WHERE tenant_id = $1)
        ORDER BY d.id LIMIT 50000`,
      [t.id],
    );
    const members = await client.query<{ account_id: number; user_id: number | null }>(
      `SELECT a.id AS account_id, m.user_id FROM accounts a LEFT JOIN account_memberships m ON m.account_id = a.id
        WHERE a.tenant_id = $1 ORDER BY a.id, m.user_id`,
      [t.id],
    );
    if (!docs.rowCount || !members.rowCount) continue;
    tenants.push({
      id: t.id,
      docs: docs.rows.map((d) => ({ id: d.id, contentType: d.content_type, bookId: d.book_id, videoId: d.video_id })),
      members: members.rows.map((m) => ({ accountId: m.account_id, userId: m.user_id })),
    });
  }
  if (!tenants.length) throw new Error("no tenant has documents and accounts: seed the catalogue first");

  const days = 365;
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * 86_400_000;
  const perDay = Math.floor(opts.events / days);
  let remainder = opts.events - perDay * days;
  const monthly = new Map<string, number>();
  let written = 0;
  let dailyRows = 0;
  let monthlyRows = 0;
  const eventColumns = ["tenant_id", "account_id", "user_id", "kind", "document_id", "details", "occurred_at"];

  for (let day = 0; day < days; day++) {
    const dayStart = firstDay + day * 86_400_000;
    const count = perDay + (remainder-- > 0 ? 1 : 0);
    // The day's events in time order, so the rules see them as the API would.
    const times = Array.from({ length: count }, () => dayStart + Math.floor(rng.next() * 86_400_000)).sort(
      (a, b) => a - b,
    );
    const lastClick = new Map<string, number>();
    const seen = new Set<string>();
    const daily = new Map<string, number>();
    const searches = new Map<string, [number, number]>();
    const lines: string[] = [];
    const dayText = new Date(dayStart).toISOString().slice(0, 10);
    const monthText = `${dayText.slice(0, 7)}-01`;

    for (const t of times) {
      const tenant = tenants[skewed(rng, tenants.length)];
      const member = tenant.members[skewed(rng, tenant.members.length)];
      let pick = rng.next() * MIX_TOTAL;
      let mix = MIX[0];
      for (const m of MIX) {
        pick -= m[2];
        if (pick < 0) {
          mix = m;
          break;
        }
      }
      let [kind, action] = mix;
      let doc: Doc | null = null;
      let videoId = 0;
      if (action !== "search") {
        doc = tenant.docs[skewed(rng, tenant.docs.length)];
        if (kind === "VIDEO_PLAY") {
          if (doc.videoId) videoId = doc.videoId;
          else kind = "VIEW";
        }
      }
      const accessMethod = rng.chance(0.01) ? "TDM" : "Regular";
      const dataType = action === "search" ? "Platform" : videoId ? MULTIMEDIA : itemDataType(doc!.contentType);
      const who = member.userId !== null ? `u${member.userId}` : `a${member.accountId}`;
      let metrics: string[] = [];
      let doubleClick = false;
      if (action === "search") metrics = totalMetrics("search");
      else if (doc) {
        const clickKey = `${member.accountId}:${who}:${doc.id}:${videoId}:${action}:${kind}`;
        const previous = lastClick.get(clickKey);
        lastClick.set(clickKey, t);
        doubleClick = previous !== undefined && t - previous <= DOUBLE_CLICK_MS;
        if (!doubleClick) {
          metrics = totalMetrics(action);
          // No session ids in synthetic usage: the user and the hour of day make the session.
          const session = `${member.accountId}|${who}|${Math.floor((t - dayStart) / 3_600_000)}`;
          for (const u of uniqueMetrics(action, dataType)) {
            const key = `${session}|${u.metric}|${u.scope === "item" ? `${doc.id}:${videoId}` : (doc.bookId ?? doc.id)}`;
            if (!seen.has(key)) {
              seen.add(key);
              metrics.push(u.metric);
            }
          }
        }
      }
      const documentId = doc?.id ?? 0;
      for (const m of metrics) {
        const key = `${tenant.id}\t${member.accountId}\t${documentId}\t${videoId}\t${dataType}\t${accessMethod}\t${m}`;
        daily.set(key, (daily.get(key) ?? 0) + 1);
      }
      let details: Record<string, unknown> = { counter: { metrics, doubleClick, dataType, accessMethod } };
      if (action === "search") {
        const text = `${WORDS[skewed(rng, WORDS.length)]} ${WORDS[rng.int(0, WORDS.length - 1)]}`;
        const resultCount = rng.chance(0.12) ? 0 : rng.int(1, 400);
        const key = `${tenant.id}\t${member.accountId}\t${normaliseQuery(text)}`;
        const s = searches.get(key) ?? [0, 0];
        s[0]++;
        if (resultCount === 0) s[1]++;
        searches.set(key, s);
        details = { searchKind: "content", keywords: text, resultCount, ...details };
      }
      lines.push(
        copyLine([
          tenant.id,
          member.accountId,
          member.userId,
          kind,
          doc?.id ?? null,
          JSON.stringify(details),
          new Date(t),
        ]),
      );
    }

    await client.query("BEGIN");
    await copyLines(client, "usage_events", eventColumns, lines);
    const dailyLines: string[] = [];
    for (const [key, n] of daily) {
      const [tenantId, accountId, documentId, videoId, dataType, accessMethod, metric] = key.split("\t");
      dailyLines.push(copyLine([tenantId, accountId, dayText, documentId, videoId, dataType, accessMethod, metric, n]));
      const mKey = `${tenantId}\t${accountId}\t${monthText}\t${documentId}\t${videoId}\t${dataType}\t${accessMethod}\t${metric}`;
      monthly.set(mKey, (monthly.get(mKey) ?? 0) + n);
    }
    // Added to what is there (the API may have counted usage of the same day already).
    await client.query("CREATE TEMP TABLE IF NOT EXISTS seed_counter (LIKE counter_usage_daily) ON COMMIT DELETE ROWS");
    await copyLines(
      client,
      "seed_counter",
      [
        "tenant_id",
        "account_id",
        "day",
        "document_id",
        "video_id",
        "data_type",
        "access_method",
        "metric_type",
        "count",
      ],
      dailyLines,
    );
    await client.query(`
      INSERT INTO counter_usage_daily AS c SELECT * FROM seed_counter
      ON CONFLICT (tenant_id, account_id, day, document_id, video_id, data_type, access_method, metric_type)
      DO UPDATE SET count = c.count + EXCLUDED.count`);
    const search = {
      tenant: [] as string[],
      account: [] as string[],
      query: [] as string[],
      n: [] as number[],
      none: [] as number[],
    };
    for (const [key, [n, none]] of searches) {
      const [tenantId, accountId, query] = key.split("\t");
      search.tenant.push(tenantId);
      search.account.push(accountId);
      search.query.push(query);
      search.n.push(n);
      search.none.push(none);
    }
    await client.query(
      `INSERT INTO usage_search_daily AS s (tenant_id, account_id, day, query, searches, no_results)
       SELECT t::int, a::int, $6::date, q, n, z FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[]) AS u(t, a, q, n, z)
       ON CONFLICT (tenant_id, account_id, day, query)
       DO UPDATE SET searches = s.searches + EXCLUDED.searches, no_results = s.no_results + EXCLUDED.no_results`,
      [search.tenant, search.account, search.query, search.n, search.none, dayText],
    );
    await client.query("COMMIT");
    dailyRows += daily.size;
    written += count;

    // A month is complete when the next day starts another one (or the last day is done).
    const nextMonth = new Date(dayStart + 86_400_000).toISOString().slice(0, 7);
    if (nextMonth !== dayText.slice(0, 7) || day === days - 1) {
      const monthLines = [...monthly].map(([key, n]) => copyLine([...key.split("\t"), n]));
      await client.query("BEGIN");
      await client.query(
        "CREATE TEMP TABLE IF NOT EXISTS seed_counter_m (LIKE counter_usage_monthly) ON COMMIT DELETE ROWS",
      );
      await copyLines(
        client,
        "seed_counter_m",
        [
          "tenant_id",
          "account_id",
          "month",
          "document_id",
          "video_id",
          "data_type",
          "access_method",
          "metric_type",
          "count",
        ],
        monthLines,
      );
      await client.query(`
        INSERT INTO counter_usage_monthly AS c SELECT * FROM seed_counter_m
        ON CONFLICT (tenant_id, account_id, month, document_id, video_id, data_type, access_method, metric_type)
        DO UPDATE SET count = c.count + EXCLUDED.count`);
      await client.query("COMMIT");
      monthlyRows += monthly.size;
      monthly.clear();
      const s = (Date.now() - started) / 1000;
      log(
        `usage: ${written.toLocaleString("en-US")} events to ${dayText} (${Math.round(written / s).toLocaleString("en-US")} events/s)`,
      );
    }
  }
  await client.query("ANALYZE usage_events; ANALYZE counter_usage_daily; ANALYZE counter_usage_monthly");
  // The wide roll-ups the item and title reports read, from the monthly one just written.
  await rebuildWideRollups(client);
  return { events: written, dailyRows, monthlyRows, seconds: (Date.now() - started) / 1000 };
}

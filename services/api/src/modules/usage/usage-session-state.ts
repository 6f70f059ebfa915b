// The COUNTER session state of usage events: double-click filtering and unique counting per
// user-session. The short-lived state lives in Redis, which forgets it by itself; while Redis is
// away, in PostgreSQL (counter_session_state; see docs/architecture.md, "COUNTER state without Redis").
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";
import type { RedisGuard } from "../../lib/redis-guard.ts";
import { actorKey, DOUBLE_CLICK_MS, sessionKey, uniqueMetrics } from "./counter-rules.ts";
import type { UsageActor, UsageInput } from "./usage-types.ts";

/** Unique keys live a little over a day: a session key includes its date, so older keys never match again. */
const UNIQUE_TTL_S = 26 * 3600;
/** The last click is kept longer than the window, which is judged on the stored time, not the TTL. */
const CLICK_TTL_MS = 2 * DOUBLE_CLICK_MS;

/** How often (one fallback call in this many) expired PostgreSQL session state is deleted. */
const CLEAN_EVERY = 200;

export function createCounterSessionState(deps: {
  db: Db;
  redis: Redis;
  prefix: string;
  guard: Pick<RedisGuard, "run">;
}) {
  const { db, redis, guard } = deps;
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

  return { isDoubleClick, firstInSession };
}

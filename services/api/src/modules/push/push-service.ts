// The result streams' bookkeeping (issue 29 §3):
//   - who waits for a compare: the user asking for one that has no result yet is added to the
//     row's waiters in Redis (@norma/contracts/push-events), which the worker storing it reads;
//   - how many streams a user has open, across every API replica: a sorted set per user of its
//     streams with the time each was last seen alive (refreshed at every heartbeat), so a stream
//     of a replica that died stops counting after STALE_MS. While Redis is away a process counts
//     its own streams only.
import { randomUUID } from "node:crypto";
import {
  type PushRecipient,
  WAITERS_TTL_SECONDS,
  type WaitedJob,
  waiterMember,
  waitersKey,
} from "@norma/contracts/push-events";
import type { Redis } from "ioredis";
import type { Actor } from "../../lib/actor.ts";
import type { RedisGuard } from "../../lib/redis-guard.ts";
import { createPushHub, type PushHub } from "./push-hub.ts";

/** Streams one user may have open at once (tabs, windows, devices together). */
export const MAX_STREAMS_PER_USER = 8;
/** A heartbeat comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** A stream not seen alive for this long no longer counts towards the cap. */
export const STALE_MS = 3 * HEARTBEAT_MS;
/** The reconnection delay the stream suggests (the `retry:` field). */
export const RETRY_MS = 2_000;

export interface PushServiceDeps {
  redis: Redis;
  prefix: string;
  guard: RedisGuard;
  log: { warn(o: object, msg: string): void };
  /** Tests make the cap smaller. */
  maxStreamsPerUser?: number;
}

export function createPushService(deps: PushServiceDeps) {
  const { redis, prefix, guard } = deps;
  const max = deps.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  const hub: PushHub = createPushHub({ redis, prefix, log: deps.log });
  const streamsKey = (r: PushRecipient) => `${prefix}:push:streams:${r.tenantId}:${r.userId}`;
  /** This process's streams per user (the fallback count while Redis is away). */
  const local = new Map<string, number>();
  const localKey = (r: PushRecipient) => `${r.tenantId}:${r.userId}`;
  /** Ends every open stream (the API closing). */
  const enders = new Set<() => void>();
  /** Set once the API is closing: a stream opened from then on ends at once. */
  let closing = false;

  async function claimInRedis(to: PushRecipient, streamId: string): Promise<boolean> {
    const key = streamsKey(to);
    const now = Date.now();
    const replies = await redis
      .multi()
      .zremrangebyscore(key, "-inf", now - STALE_MS)
      .zadd(key, now, streamId)
      .zcard(key)
      .pexpire(key, STALE_MS)
      .exec();
    if (Number(replies?.[2]?.[1] ?? 0) <= max) return true;
    await redis.zrem(key, streamId);
    return false;
  }

  return {
    hub,
    enders,
    /** The API is closing (endAll ran): a stream that was still being opened ends at once. */
    get closing(): boolean {
      return closing;
    },
    /** A stream may open for the user: counted (true), or the user has `max` open already (false). */
    async claim(to: PushRecipient): Promise<{ ok: boolean; streamId: string }> {
      const streamId = randomUUID();
      const mine = local.get(localKey(to)) ?? 0;
      const ok = await guard.run(
        "push stream claim",
        () => claimInRedis(to, streamId),
        () => mine < max,
      );
      if (ok) local.set(localKey(to), mine + 1);
      return { ok, streamId };
    },
    /** The stream is alive (at each heartbeat). */
    refresh(to: PushRecipient, streamId: string): void {
      void guard.run(
        "push stream refresh",
        () => redis.zadd(streamsKey(to), Date.now(), streamId).then(() => redis.pexpire(streamsKey(to), STALE_MS)),
        () => 0,
      );
    },
    release(to: PushRecipient, streamId: string): void {
      const left = (local.get(localKey(to)) ?? 1) - 1;
      if (left > 0) local.set(localKey(to), left);
      else local.delete(localKey(to));
      void guard.run(
        "push stream release",
        () => redis.zrem(streamsKey(to), streamId),
        () => 0,
      );
    },
    /**
     * The signed-in user waits for a compare row's result: the worker that stores it tells them.
     * Anonymous sessions have no stream (they poll). Best effort: without Redis the reader polls.
     */
    async waitFor(actor: Actor, job: WaitedJob, rowId: number): Promise<void> {
      if (actor.userId === null || actor.authType === "KEY") return;
      const key = waitersKey(prefix, job, rowId);
      const member = waiterMember({ tenantId: actor.tenantId, userId: actor.userId });
      await guard.run(
        "push waiter",
        () => redis.multi().sadd(key, member).expire(key, WAITERS_TTL_SECONDS).exec(),
        () => null,
      );
    },
    /** Ends every stream (before the server closes: it waits for open requests). */
    endAll(): void {
      closing = true;
      for (const end of [...enders]) end();
    },
    async close(): Promise<void> {
      this.endAll();
      await hub.close();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

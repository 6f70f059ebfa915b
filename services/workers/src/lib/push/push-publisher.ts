// Tells the readers that a result is stored (issue 29 §3, @norma/contracts/push-events): one
// message on Redis publish/subscribe naming the users it is for; each API process writes it to
// the event streams it holds for them. Publishing is best effort: a reader that misses a message
// (Redis away, no stream open) still finds the result by its polling fallback.
import {
  type PushEvent,
  type PushRecipient,
  parseWaiter,
  pushChannel,
  type WaitedJob,
  waitersKey,
} from "@norma/contracts/push-events";
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";

export interface PushPublisherDeps {
  redis: Redis;
  prefix: string;
  log: { warn(o: object, msg: string): void };
}

export function createPushPublisher(deps: PushPublisherDeps) {
  const channel = pushChannel(deps.prefix);
  // Event ids order the events for a reconnecting stream's resume (Last-Event-ID).
  let sequence = 0;
  const nextId = () => {
    sequence = (sequence + 1) % 1_000_000_000;
    return `${Date.now()}-${sequence}`;
  };

  async function publish(to: PushRecipient[], event: PushEvent): Promise<number> {
    if (!to.length) return 0;
    await deps.redis.publish(channel, JSON.stringify({ id: nextId(), to, event }));
    return to.length;
  }

  return {
    publish,
    /**
     * The users who asked for a compare row's result and had none: told, and forgotten (the set
     * is read and emptied at once, so a result made again is announced to its new waiters only).
     */
    async toWaiters(job: WaitedJob, rowId: number, event: PushEvent): Promise<number> {
      try {
        const key = waitersKey(deps.prefix, job, rowId);
        const replies = await deps.redis.multi().smembers(key).del(key).exec();
        const members = (replies?.[0]?.[1] ?? []) as string[];
        const to = members.map(parseWaiter).filter((r): r is PushRecipient => r !== null);
        return await publish(to, event);
      } catch (err) {
        deps.log.warn({ err: (err as Error).message, job, rowId }, "result not pushed (readers poll for it)");
        return 0;
      }
    },
  };
}

export type PushPublisher = ReturnType<typeof createPushPublisher>;

/** Editions named at most in one owner's message (the reader reloads its compass points either way). */
const MAX_CODES = 200;

/**
 * A re-anchoring run is done: each owner of a point carried to the run's editions is told which
 * editions (their compass points there have changed).
 */
export async function pushReanchorDone(
  db: Db,
  push: PushPublisher,
  documentIds: number[],
  log: PushPublisherDeps["log"],
): Promise<number> {
  try {
    const rows = await db.compassPoint.findMany({
      where: { documentId: { in: documentIds }, sourceCompassPointId: { not: null }, deletedAt: null },
      select: { tenantId: true, createdById: true, document: { select: { contentCode: true } } },
      distinct: ["createdById", "documentId"],
    });
    const byOwner = new Map<string, { to: PushRecipient; codes: Set<string> }>();
    for (const r of rows) {
      const key = `${r.tenantId}:${r.createdById}`;
      const owner = byOwner.get(key) ?? { to: { tenantId: r.tenantId, userId: r.createdById }, codes: new Set() };
      owner.codes.add(r.document.contentCode);
      byOwner.set(key, owner);
    }
    let told = 0;
    for (const { to, codes } of byOwner.values())
      told += await push.publish([to], { type: "reanchor", contentCodes: [...codes].slice(0, MAX_CODES) });
    return told;
  } catch (err) {
    log.warn({ err: (err as Error).message }, "re-anchoring not pushed (readers see it on their next read)");
    return 0;
  }
}

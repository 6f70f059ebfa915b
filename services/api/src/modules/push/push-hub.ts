// The results pushed to the reader (issue 29 §3), on the API's side: every API process subscribes
// once to the workers' channel (@norma/contracts/push-events) and writes each message to the event
// streams it holds for the users the message names, so a reader's stream may be on any replica
// behind the load balancer. A user's stream gets the events of that user in that tenant only.
//
// The messages of the last two minutes are kept (at most RECENT_MAX): a stream that reconnects
// with Last-Event-ID gets what it missed meanwhile, on whichever replica it lands, since every
// replica receives every message.
import {
  eventIdTime,
  type PushEvent,
  type PushMessage,
  parsePushMessage,
  pushChannel,
} from "@norma/contracts/push-events";
import type { Redis } from "ioredis";
import { logRedisErrors } from "../../lib/redis-guard.ts";

export const RECENT_MS = 120_000;
export const RECENT_MAX = 2_000;

/** One open stream: writes one event (its id and payload). */
export interface PushSink {
  tenantId: number;
  userId: number;
  send(id: string, event: PushEvent): void;
}

const userKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

export function createPushHub(deps: {
  redis: Redis;
  prefix: string;
  log: { warn(o: object, msg: string): void };
  clock?: () => number;
}) {
  const now = deps.clock ?? Date.now;
  const channel = pushChannel(deps.prefix);
  const sinks = new Map<string, Set<PushSink>>();
  const recent: { at: number; message: PushMessage }[] = [];

  function forget() {
    const before = now() - RECENT_MS;
    let drop = 0;
    while (drop < recent.length && (recent[drop].at < before || recent.length - drop > RECENT_MAX)) drop++;
    if (drop) recent.splice(0, drop);
  }

  function deliver(message: PushMessage) {
    for (const to of message.to) {
      for (const sink of sinks.get(userKey(to.tenantId, to.userId)) ?? []) sink.send(message.id, message.event);
    }
  }

  // A subscribed connection can do nothing else: a connection of its own, waiting for Redis as
  // long as it takes (as the tenant-change bus). While it is away readers poll.
  const subscriber = deps.redis.duplicate({
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    connectTimeout: 10_000,
    commandTimeout: undefined,
  });
  logRedisErrors(subscriber, deps.log, "push subscriber: redis error");
  subscriber.on("message", (ch: string, text: string) => {
    if (ch !== channel) return;
    const message = parsePushMessage(text);
    if (!message) return;
    recent.push({ at: now(), message });
    forget();
    deliver(message);
  });
  const ready = subscriber.subscribe(channel).catch((err: Error) => {
    deps.log.warn({ err: err.message }, "push subscriber: could not subscribe");
  });

  return {
    ready,
    /**
     * Adds a stream; the events after `lastEventId` kept here are written to it at once (ids of the
     * same millisecond are written again: the reader's handling of an event is idempotent).
     * Returns its removal.
     */
    add(sink: PushSink, lastEventId?: string): () => void {
      const key = userKey(sink.tenantId, sink.userId);
      const set = sinks.get(key) ?? new Set();
      set.add(sink);
      sinks.set(key, set);
      const since = lastEventId ? eventIdTime(lastEventId) : null;
      if (since !== null) {
        forget();
        for (const { message } of recent) {
          const at = eventIdTime(message.id) ?? 0;
          if (at < since || message.id === lastEventId) continue;
          if (message.to.some((t) => t.tenantId === sink.tenantId && t.userId === sink.userId))
            sink.send(message.id, message.event);
        }
      }
      return () => {
        set.delete(sink);
        if (!set.size && sinks.get(key) === set) sinks.delete(key);
      };
    },
    /** Open streams in this process (metrics, tests). */
    get streams(): number {
      let n = 0;
      for (const set of sinks.values()) n += set.size;
      return n;
    },
    async close(): Promise<void> {
      subscriber.disconnect();
    },
  };
}

export type PushHub = ReturnType<typeof createPushHub>;

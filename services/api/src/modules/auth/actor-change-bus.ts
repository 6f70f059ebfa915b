// Every API process checks a token's user and account through a short cache (actor-loader.ts,
// 15 s). When a user is deactivated, deleted or loses an account (SCIM provisioning, issue 31),
// their tokens must stop working at once in every process, not 15 s later: the process that made
// the change drops the user's cached checks at once and tells the others over Redis
// (publish/subscribe), as the tenant-change bus does for tenant settings. A lost message (Redis
// away) costs at most the cache's lifetime.
import type { Redis } from "ioredis";
import { logRedisErrors } from "../../lib/redis-guard.ts";

export interface ActorChange {
  tenantId: number;
  userIds: number[];
}

/** The message's shape, checked: a message of another version or sender changes nothing. */
function parseChange(message: string): ActorChange | null {
  try {
    const m = JSON.parse(message) as Partial<ActorChange>;
    if (!Number.isInteger(m.tenantId) || !Array.isArray(m.userIds) || !m.userIds.every(Number.isInteger)) return null;
    return { tenantId: m.tenantId as number, userIds: m.userIds };
  } catch {
    return null;
  }
}

export function createActorChangeBus(deps: {
  redis: Redis;
  prefix: string;
  invalidate: (change: ActorChange) => void;
  log: { warn(o: object, msg: string): void };
}) {
  const channel = `${deps.prefix}:actor-changed`;
  // A subscribed connection can do nothing else: a connection of its own, waiting for Redis as
  // long as it takes (see tenant-change-bus.ts).
  const subscriber = deps.redis.duplicate({
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    connectTimeout: 10_000,
    commandTimeout: undefined,
  });
  logRedisErrors(subscriber, deps.log, "actor change subscriber: redis error");
  subscriber.on("message", (ch, message: string) => {
    if (ch !== channel) return;
    const change = parseChange(message);
    if (change) deps.invalidate(change);
  });
  const ready = subscriber.subscribe(channel).catch((err: Error) => {
    deps.log.warn({ err: err.message }, "actor change subscriber: could not subscribe");
  });

  return {
    ready,
    /** After a change committed: this process at once, the others by message. */
    changed(change: ActorChange): void {
      if (change.userIds.length === 0) return;
      deps.invalidate(change);
      deps.redis.publish(channel, JSON.stringify(change)).catch((err: Error) => {
        deps.log.warn({ err: err.message }, "actor change not published (other API processes catch up within 15 s)");
      });
    },
    async close(): Promise<void> {
      subscriber.disconnect();
    },
  };
}

export type ActorChangeBus = ReturnType<typeof createActorChangeBus>;

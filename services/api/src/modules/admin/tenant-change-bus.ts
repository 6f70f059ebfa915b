// Every API process keeps tenant settings in a short cache (tenants/tenant-settings.ts). When an
// administrator changes a tenant, the process that made the change empties its cache at once and
// tells the others over Redis (publish/subscribe), so readers see the change on their next call
// whichever process answers them. A lost message costs at most the cache's lifetime (30 s).
import type { Redis } from "ioredis";
import { logRedisErrors } from "../../lib/redis-guard.ts";

export function createTenantChangeBus(deps: {
  redis: Redis;
  prefix: string;
  invalidate: () => void;
  log: { warn(o: object, msg: string): void };
}) {
  const channel = `${deps.prefix}:tenant-changed`;
  // A subscribed connection can do nothing else: a connection of its own.
  // It waits for Redis as long as it takes: no command time limit (a SUBSCRIBE that timed out
  // while the start blocked the event loop would leave this process deaf to changes), and a
  // connection timer long enough for a start that blocks the loop for seconds.
  const subscriber = deps.redis.duplicate({
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    connectTimeout: 10_000,
    commandTimeout: undefined,
  });
  logRedisErrors(subscriber, deps.log, "tenant change subscriber: redis error");
  subscriber.on("message", (ch) => {
    if (ch === channel) deps.invalidate();
  });
  const ready = subscriber.subscribe(channel).catch((err: Error) => {
    deps.log.warn({ err: err.message }, "tenant change subscriber: could not subscribe");
  });

  return {
    ready,
    /** After a change committed: this process at once, the others by message. */
    changed(): void {
      deps.invalidate();
      deps.redis.publish(channel, "1").catch((err: Error) => {
        deps.log.warn({ err: err.message }, "tenant change not published (other API processes catch up within 30 s)");
      });
    },
    async close(): Promise<void> {
      subscriber.disconnect();
    },
  };
}

// Logger levels changed at run time (POST /management/loggers/{name}) reach every API process:
// the process that takes the change applies it at once, records it in a Redis hash (so a replica
// that starts later begins with it) and publishes it (so the running ones apply it now). Without
// Redis the change still applies to the process that took it; the others keep their levels until
// a later change reaches them, and the reply says nothing different (the Logs page shows the
// level of the process that answered).
import type { Redis } from "ioredis";
import { logRedisErrors } from "../../lib/redis-guard.ts";
import { LEVELS, type LevelName, type LoggerRegistry } from "./logger-registry.ts";

interface LevelMessage {
  name: string;
  level: LevelName | null;
}

function parseMessage(text: string): LevelMessage | null {
  try {
    const m = JSON.parse(text) as Partial<LevelMessage>;
    if (typeof m.name !== "string" || !m.name || m.name.length > 100) return null;
    if (m.level !== null && !LEVELS.includes(m.level as LevelName)) return null;
    return { name: m.name, level: (m.level ?? null) as LevelName | null };
  } catch {
    return null;
  }
}

/** How long a change waits for the API's Redis client to be connected before it gives up on Redis. */
const CONNECT_WAIT_MS = 2_000;

/** Resolves once the client is connected, or after `ms`. */
function connected(client: Redis, ms: number): Promise<void> {
  if (client.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    client.once("ready", done);
  });
}

export function createLoggerLevelBus(deps: {
  redis: Redis;
  prefix: string;
  loggers: LoggerRegistry;
  log: { warn(o: object, msg: string): void; info(o: object, msg: string): void };
}) {
  const { redis, loggers, log } = deps;
  const channel = `${deps.prefix}:logger-levels:changed`;
  const hashKey = `${deps.prefix}:logger-levels`;

  function apply(m: LevelMessage) {
    // A module logger another process made first is made here too (its level must wait for it).
    if (!loggers.has(m.name)) loggers.get(m.name);
    loggers.setLevel(m.name, m.level);
  }

  // The connections are made by start(), called once the application is assembled: building it
  // blocks the event loop for seconds (schemas compiled, the search index loaded), and a
  // connection begun before that would time out.
  let subscriber: Redis | null = null;
  let reader: Redis | null = null;
  let ready: Promise<void> | null = null;

  async function loadRecorded(): Promise<void> {
    try {
      const recorded = await reader!.hgetall(hashKey);
      for (const [name, text] of Object.entries(recorded)) {
        const m = parseMessage(text);
        if (m && m.name === name) apply(m);
      }
    } catch (err) {
      log.warn({ err: (err as Error).message }, "logger levels: could not read the recorded levels");
    }
  }

  function start(): Promise<void> {
    if (ready) return ready;
    // A subscribed connection can do nothing else: a connection of its own, which keeps trying
    // to reconnect in the background (and subscribes again when it does).
    const sub = redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true, connectTimeout: 10_000 });
    subscriber = sub;
    logRedisErrors(sub, log, "logger level subscriber: redis error");
    sub.on("message", (ch, text) => {
      if (ch !== channel) return;
      const m = parseMessage(text);
      if (m) apply(m);
    });
    // The recorded levels are read on a connection that waits for Redis (the API's own client
    // fails at once while not connected); not on the subscriber, which takes no other command.
    reader = redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 10_000,
      commandTimeout: 10_000,
    });
    reader.on("error", () => {});
    // Messages published while the subscriber was away are lost: on every reconnection the
    // recorded levels are read again.
    let subscribed = false;
    sub.on("ready", () => {
      if (subscribed) void loadRecorded();
    });
    ready = sub
      .subscribe(channel)
      .then(() => {
        subscribed = true;
        return loadRecorded();
      })
      .catch((err: Error) => {
        log.warn({ err: err.message }, "logger level subscriber: could not subscribe");
      });
    return ready;
  }

  return {
    /**
     * Connects, subscribes and applies the recorded levels; settles when done (or Redis failed —
     * the subscriber keeps trying in the background).
     */
    start,

    /**
     * Applies a level here, then records and publishes it. Resolves to false when Redis could not
     * take it (the change then holds in this process only); never throws for Redis.
     */
    async change(name: string, level: LevelName | null): Promise<boolean> {
      loggers.setLevel(name, level);
      const text = JSON.stringify({ name, level } satisfies LevelMessage);
      // The API's client sends nothing while it is not connected (no offline queue): a process
      // just started may still be connecting. Wait a moment for it rather than keep the change here.
      await connected(redis, CONNECT_WAIT_MS);
      try {
        // Back to the default: nothing for a new replica to apply.
        if (level === null) await redis.hdel(hashKey, name);
        else await redis.hset(hashKey, name, text);
        await redis.publish(channel, text);
        return true;
      } catch (err) {
        log.warn(
          { err: (err as Error).message, logger: name },
          "logger level changed in this API process only (redis unavailable)",
        );
        return false;
      }
    },

    async close(): Promise<void> {
      subscriber?.disconnect();
      reader?.disconnect();
    },
  };
}

export type LoggerLevelBus = ReturnType<typeof createLoggerLevelBus>;

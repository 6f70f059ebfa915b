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

type BusLog = { warn(o: object, msg: string): void; info(o: object, msg: string): void };

/** Where the levels live in Redis: the hash a new replica starts from, the channel running ones hear. */
interface LevelKeys {
  channel: string;
  hashKey: string;
}

function applyLevel(loggers: LoggerRegistry, m: LevelMessage) {
  // A module logger another process made first is made here too (its level must wait for it).
  if (!loggers.has(m.name)) loggers.get(m.name);
  loggers.setLevel(m.name, m.level);
}

/** Applies the levels recorded in the hash (a failure is logged: the levels stay as they are). */
async function applyRecordedLevels(reader: Redis, keys: LevelKeys, loggers: LoggerRegistry, log: BusLog) {
  try {
    const recorded = await reader.hgetall(keys.hashKey);
    for (const [name, text] of Object.entries(recorded)) {
      const m = parseMessage(text);
      if (m && m.name === name) applyLevel(loggers, m);
    }
  } catch (err) {
    log.warn({ err: (err as Error).message }, "logger levels: could not read the recorded levels");
  }
}

/**
 * A subscribed connection can do nothing else: a connection of its own, which keeps trying to
 * reconnect in the background (and subscribes again when it does). Applies each level it hears.
 */
function levelSubscriber(redis: Redis, keys: LevelKeys, loggers: LoggerRegistry, log: BusLog): Redis {
  const sub = redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true, connectTimeout: 10_000 });
  logRedisErrors(sub, log, "logger level subscriber: redis error");
  sub.on("message", (ch, text) => {
    if (ch !== keys.channel) return;
    const m = parseMessage(text);
    if (m) applyLevel(loggers, m);
  });
  return sub;
}

/**
 * The recorded levels are read on a connection that waits for Redis (the API's own client fails
 * at once while not connected); not on the subscriber, which takes no other command.
 */
function recordedLevelsReader(redis: Redis): Redis {
  const reader = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 10_000,
    commandTimeout: 10_000,
  });
  reader.on("error", () => {});
  return reader;
}

/**
 * Subscribes, then applies the recorded levels; settles when done or when subscribing failed.
 * Messages published while the subscriber was away are lost: on every reconnection the recorded
 * levels are read again.
 */
function subscribeThenLoad(sub: Redis, channel: string, loadRecorded: () => Promise<void>, log: BusLog) {
  let subscribed = false;
  sub.on("ready", () => {
    if (subscribed) void loadRecorded();
  });
  return sub
    .subscribe(channel)
    .then(() => {
      subscribed = true;
      return loadRecorded();
    })
    .catch((err: Error) => {
      log.warn({ err: err.message }, "logger level subscriber: could not subscribe");
    });
}

/** Records a level in the hash and publishes it; false when Redis could not take it. */
async function recordAndPublish(redis: Redis, keys: LevelKeys, m: LevelMessage, log: BusLog): Promise<boolean> {
  const text = JSON.stringify(m);
  // The API's client sends nothing while it is not connected (no offline queue): a process
  // just started may still be connecting. Wait a moment for it rather than keep the change here.
  await connected(redis, CONNECT_WAIT_MS);
  try {
    // Back to the default: nothing for a new replica to apply.
    if (m.level === null) await redis.hdel(keys.hashKey, m.name);
    else await redis.hset(keys.hashKey, m.name, text);
    await redis.publish(keys.channel, text);
    return true;
  } catch (err) {
    log.warn(
      { err: (err as Error).message, logger: m.name },
      "logger level changed in this API process only (redis unavailable)",
    );
    return false;
  }
}

export function createLoggerLevelBus(deps: { redis: Redis; prefix: string; loggers: LoggerRegistry; log: BusLog }) {
  const { redis, loggers, log } = deps;
  const keys: LevelKeys = { channel: `${deps.prefix}:logger-levels:changed`, hashKey: `${deps.prefix}:logger-levels` };

  // The connections are made by start(), called once the application is assembled: building it
  // blocks the event loop for seconds (schemas compiled, the search index loaded), and a
  // connection begun before that would time out.
  let subscriber: Redis | null = null;
  let reader: Redis | null = null;
  let ready: Promise<void> | null = null;

  return {
    /**
     * Connects, subscribes and applies the recorded levels; settles when done (or Redis failed —
     * the subscriber keeps trying in the background).
     */
    start(): Promise<void> {
      if (ready) return ready;
      const sub = levelSubscriber(redis, keys, loggers, log);
      subscriber = sub;
      const recordedReader = recordedLevelsReader(redis);
      reader = recordedReader;
      ready = subscribeThenLoad(sub, keys.channel, () => applyRecordedLevels(recordedReader, keys, loggers, log), log);
      return ready;
    },

    /**
     * Applies a level here, then records and publishes it. Resolves to false when Redis could not
     * take it (the change then holds in this process only); never throws for Redis.
     */
    async change(name: string, level: LevelName | null): Promise<boolean> {
      loggers.setLevel(name, level);
      return recordAndPublish(redis, keys, { name, level }, log);
    },

    async close(): Promise<void> {
      subscriber?.disconnect();
      reader?.disconnect();
    },
  };
}

export type LoggerLevelBus = ReturnType<typeof createLoggerLevelBus>;

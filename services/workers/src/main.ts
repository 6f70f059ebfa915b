// Starts the workers process; SIGTERM/SIGINT stop it gracefully (running jobs finish first).
import { connectRedis } from "@norma/db/redis-target";
import { ConfigError, loadWorkersConfig } from "./config.ts";
import { startHeartbeat } from "./health/heartbeat.ts";
import { createWorkerRuntime } from "./runtime.ts";

let config: ReturnType<typeof loadWorkersConfig>;
try {
  config = loadWorkersConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}

const runtime = createWorkerRuntime(config);
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, "stopping workers");
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    heartbeat?.stop();
    probeRedis.disconnect();
    await runtime.stop();
    clearTimeout(force);
    process.exit(0);
  });
}
// The compose healthcheck reads this file's age (see docker-compose.yml).
// Bounded like the API's: a frozen Redis fails the probe after 3 s instead of queueing pings.
const probeRedis = connectRedis(config.redis, {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  connectTimeout: 3_000,
  commandTimeout: 3_000,
  enableOfflineQueue: false,
});
probeRedis.on("error", () => {});
let heartbeat: ReturnType<typeof startHeartbeat> | undefined;
await runtime.start();
heartbeat = startHeartbeat({
  file: process.env.HEARTBEAT_FILE ?? "/tmp/norma-workers.heartbeat",
  intervalMs: 10_000,
  probe: async () => {
    await runtime.db.$queryRaw`select 1`;
    if (probeRedis.status === "wait") await probeRedis.connect();
    await probeRedis.ping();
  },
  onFailure: (err) => runtime.log.warn({ err: err.message }, "heartbeat: a dependency does not answer"),
});

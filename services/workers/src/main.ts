// Starts the workers process; SIGTERM/SIGINT stop it gracefully (running jobs finish first).
import { ConfigError, loadWorkersConfig } from "./config.ts";
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
    await runtime.stop();
    clearTimeout(force);
    process.exit(0);
  });
}
await runtime.start();

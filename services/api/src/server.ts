// Starts the API: validated configuration, listen on PORT, close gracefully on SIGTERM/SIGINT.
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}

const app = await buildApp(config);
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "closing");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  });
}
await app.listen({ host: config.host, port: config.port });

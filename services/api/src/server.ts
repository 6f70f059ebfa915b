// Starts the API: validated configuration, listen on PORT, close gracefully on SIGTERM/SIGINT
// (no new connections; requests in flight are answered; then the database and Redis are let go).
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}

/** How long requests in flight may take to finish once a signal asked the API to stop. */
const CLOSE_GRACE_MS = 10_000;

const app = await buildApp(config);
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "closing");
    const force = setTimeout(() => {
      app.log.error({ graceMs: CLOSE_GRACE_MS }, "requests still running after the grace period; exiting");
      process.exit(1);
    }, CLOSE_GRACE_MS).unref();
    await app.close();
    clearTimeout(force);
    app.log.info("closed");
    process.exit(0);
  });
}
await app.listen({ host: config.host, port: config.port });
// The search index is built from the catalogue at start (seconds at a million documents), not by the first search.
app.services.searchIndex.warm();
// So is the semantic index (it used to load with the first semantic query, which then waited).
void app.services.semantic.warm(app.log);

// A DEFAULT_TENANT of the right shape may still name no tenant (e.g. before the seed ran):
// requests naming no tenant would then get 404 'Unknown tenant'. Said once, not fatal.
try {
  if (!(await app.tenantResolver.byCode(config.defaultTenant)))
    app.log.warn(
      { defaultTenant: config.defaultTenant },
      "DEFAULT_TENANT names no tenant in the database: requests that name no tenant will get 404",
    );
} catch (err) {
  app.log.warn({ err: (err as Error).message }, "could not check DEFAULT_TENANT against the database");
}

// The real API on 127.0.0.1 for a benchmark, on the bench's database, and a signed-in member's
// token (the reviews and references benches time calls over HTTP as a reader makes them).
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface BenchApi {
  address: string;
  /** The app itself: a bench that calls a service directly or injects requests. */
  app: Awaited<ReturnType<typeof import("@norma/api/src/app.ts").buildApp>>;
  close(): Promise<unknown>;
}

export interface BenchApiOptions {
  /** Environment set on top of the bench's (DATABASE_POOL_SIZE, STORAGE_DIR, …). */
  env?: Record<string, string>;
  /** false: ready, not listening (a bench that injects its requests); address is "". */
  listen?: boolean;
}

/** Starts the API in production mode, quiet, with sign-in limits out of the bench's way. */
export async function startBenchApi(
  databaseUrl: string,
  name: string,
  options: BenchApiOptions = {},
): Promise<BenchApi> {
  const { loadConfig } = await import("@norma/api/src/config.ts");
  const { buildApp } = await import("@norma/api/src/app.ts");
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? "bench-secret-that-is-long-enough-for-hs256-signing",
    // Production mode asks for the key sealing webhook secrets (none are made here).
    WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY ?? Buffer.alloc(32, 5).toString("base64"),
    REDIS_PREFIX: `norma-bench-${name}-${process.pid}`,
    STORAGE_DIR: join(tmpdir(), `norma-bench-${name}-storage`),
    AUTH_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "100000",
    ...options.env,
  });
  const app = await buildApp(config, { logger: false });
  if (options.listen === false) {
    await app.ready();
    return { address: "", app, close: () => app.close() };
  }
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return { address, app, close: () => app.close() };
}

/** A seeded user's token (the seed's demo password). */
export async function signIn(address: string, tenant: string, email: string): Promise<string> {
  const login = await fetch(`${address}/api/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": tenant },
    body: JSON.stringify({ email, password: "norma-demo" }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { id_token: string }).id_token;
}

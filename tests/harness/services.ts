// Where the tests' PostgreSQL and Redis come from: DATABASE_URL / REDIS_URL when set (CI, local
// services), otherwise containers started with testcontainers (needs a Docker engine).
import type { StartedTestContainer } from "testcontainers";

export interface ServiceUrls {
  databaseUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
}

export async function startServices(): Promise<ServiceUrls> {
  const started: StartedTestContainer[] = [];
  let databaseUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  if (!databaseUrl) {
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const pg = await new PostgreSqlContainer("postgres:17-alpine").start();
    started.push(pg);
    databaseUrl = pg.getConnectionUri();
  }
  if (!redisUrl) {
    const { RedisContainer } = await import("@testcontainers/redis");
    const redis = await new RedisContainer("redis:7-alpine").start();
    started.push(redis);
    redisUrl = redis.getConnectionUrl();
  }
  return {
    databaseUrl,
    redisUrl,
    stop: async () => {
      await Promise.all(started.map((c) => c.stop()));
    },
  };
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

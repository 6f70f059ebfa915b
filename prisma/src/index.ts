// @norma/db — the Prisma client (driver adapter, no native engine) and the generated types.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client.ts";

export * from "./generated/client.ts";
export type { PrismaClient as Db };

export interface DbOptions {
  /** Pool size per process; defaults to 10. */
  max?: number;
  /** Log queries slower than this many milliseconds through the given logger. */
  log?: (message: string) => void;
}

export function createDb(databaseUrl: string, options: DbOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}

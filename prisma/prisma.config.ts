import { defineConfig } from "prisma/config";

// The Prisma CLI is used here only for `generate` and `format`/`validate`; migrations are
// applied by our own runner (src/migrate/runner.ts), see docs/architecture.md.
export default defineConfig({
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/norma" },
});

import { defineConfig } from "vitest/config";

// One test run for the whole repository (`npm test`). Integration tests share real PostgreSQL
// and Redis (DATABASE_URL / REDIS_URL, else testcontainers); each file gets its own database.
export default defineConfig({
  test: {
    include: [
      "prisma/src/**/*.test.ts",
      "services/*/src/**/*.test.ts",
      "tests/**/*.test.ts",
      "web/*/src/**/*.test.{ts,tsx}",
    ],
    exclude: ["**/node_modules/**", "**/dist/**"],
    globalSetup: ["tests/harness/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ["default"] : ["default"],
  },
});

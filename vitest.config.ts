import { defineConfig } from "vitest/config";

// One test run for the whole repository (`npm test`), in three tiers chosen by file name and folder,
// never by a hand-kept list:
//
// - unit: `*.unit.test.ts(x)`. Pure: no database, Redis, network server, child process, browser,
//   module mock (vi.mock), process-wide setting or change to a shared singleton (i18next, stores)
//   left behind. They run without isolation: one worker imports vitest and the modules under test
//   once for all of them. Such a file must not depend on the order files run in (checked with
//   `npx vitest run --project unit --sequence.shuffle.files --maxWorkers 1`). A new pure test
//   lands here by its name.
// - browser: `tests/e2e/`. Chromium driving the reader and the console against a real API.
// - integration: every other `*.test.ts(x)`. Real PostgreSQL and Redis (DATABASE_URL / REDIS_URL,
//   else testcontainers; each file gets its own database copied from a template), servers, child
//   processes, module mocks and shared singletons, each file in its own process.
//
// The tiers share two workers (the 2-core machine CI runs on); the time each took is printed at
// the end (tests/harness/tier-time-reporter.ts).
const UNIT = "**/*.unit.test.{ts,tsx}";
const BROWSER = "tests/e2e/**/*.test.ts";
const ALWAYS_EXCLUDED = ["**/node_modules/**", "**/dist/**"];
const HARNESS = ["tests/harness/global-setup.ts"];

export default defineConfig({
  test: {
    exclude: ALWAYS_EXCLUDED,
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: ["default", "./tests/harness/tier-time-reporter.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: [UNIT], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...ALWAYS_EXCLUDED, UNIT, BROWSER],
          globalSetup: HARNESS,
        },
      },
      {
        extends: true,
        test: { name: "browser", include: [BROWSER], exclude: [...ALWAYS_EXCLUDED, UNIT], globalSetup: HARNESS },
      },
    ],
  },
});

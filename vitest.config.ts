import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// One test run for the whole repository (`npm test`), in tiers chosen by file name, folder and
// what a file does, never by a hand-kept list:
//
// - unit: `*.unit.test.ts(x)`. Pure: no database, Redis, network server, child process, browser,
//   module mock (vi.mock), process-wide setting or change to a shared singleton (i18next, stores)
//   left behind. They run in one worker that imports vitest and the modules under test once for
//   all of them. Such a file must not depend on the order files run in (checked with
//   `npx vitest run --project unit --sequence.shuffle.files --maxWorkers 1`). A new pure test
//   lands here by its name.
// - browser: `tests/e2e/`. Chromium driving the reader and the console against a real API.
// - integration: every other `*.test.ts(x)`. Real PostgreSQL and Redis (DATABASE_URL / REDIS_URL,
//   else testcontainers; each file gets its own database copied from a template, its own Redis
//   prefix and blob directory), servers, child processes.
// - mocked: a file that replaces a module (vi.mock / vi.doMock), found by reading the test files
//   when the run starts. Each runs in a process of its own: a replaced module must not reach
//   another file, nor a module another file already loaded hide the replacement.
//
// Browser and integration files run unisolated: a worker process keeps the modules it imported
// (the API, the workers, Prisma, playwright: 2 to 3 s a file) and the browser tier's Chromium
// (harness/browser.ts) from one file to the next. What a file sets up it gets afresh (database,
// Redis prefix, blob directory, app, browser contexts); what is process-wide and changed by a
// test (an i18next resource, an environment variable) is put back by that test. Measured on 30
// API files: 30% less CPU than a process per file (docs/performance.md, "Test suite").
//
// The tiers share two workers (the 2-core machine CI runs on); the time each took is printed at
// the end (tests/harness/tier-time-reporter.ts).
const UNIT = "**/*.unit.test.{ts,tsx}";
const BROWSER = "tests/e2e/**/*.test.ts";
const ALWAYS_EXCLUDED = ["**/node_modules/**", "**/dist/**"];
const HARNESS = ["tests/harness/global-setup.ts"];

/** Test files that replace a module: read, not listed by hand, so a new one is found by itself. */
const MOCKING_FILES = globSync("**/*.test.{ts,tsx}", {
  exclude: (path) =>
    path === "node_modules" || path === "dist" || path.endsWith("/node_modules") || path.endsWith("/dist"),
}).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8")) && !/\.unit\.test\.tsx?$/.test(file));

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
          exclude: [...ALWAYS_EXCLUDED, UNIT, BROWSER, ...MOCKING_FILES],
          globalSetup: HARNESS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "mocked",
          include: MOCKING_FILES.length > 0 ? MOCKING_FILES : ["(none)"],
          exclude: [...ALWAYS_EXCLUDED, UNIT],
          globalSetup: HARNESS,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: [BROWSER],
          exclude: [...ALWAYS_EXCLUDED, UNIT, ...MOCKING_FILES],
          globalSetup: HARNESS,
          isolate: false,
          // A page's answer to a click (a render, a request, a smooth scroll) has taken over vitest's
          // default second under the suite's load; a poll that passes returns at once all the same.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});

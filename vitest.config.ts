import { defineConfig } from "vitest/config";

// Pure unit test files: no database, Redis, network server, child process, browser, module mock
// (vi.mock), process-wide setting or change to a shared singleton (i18next, stores) left behind.
// They run in the "unit" project without isolation: one worker process imports vitest and the
// modules under test once for all of them instead of once per file (import time was a seventh of
// the suite's summed time). A file added here must stay independent of the order files run in
// (checked with `npx vitest run --project unit --sequence.shuffle.files --maxWorkers 1`). A new web
// unit file lands here through the glob: list it in WEB_FILES_ISOLATED if it is not pure.
const PURE_UNIT_FILES = [
  "web/*/src/**/*.test.{ts,tsx}",
  "services/api/src/config.test.ts",
  "services/api/src/modules/search/search-index.test.ts",
  "services/api/src/modules/search/search-query.test.ts",
  "services/api/src/modules/search/search-query-rules.test.ts",
  "services/api/src/modules/search/refinement-groups.test.ts",
  "services/api/src/modules/tracking/tracking-rules.test.ts",
  "services/api/src/modules/tracking/tracking-service-rules.test.ts",
  "services/workers/src/jobs/compass-reanchor/anchoring.test.ts",
  "services/workers/src/jobs/compass-reanchor/document-text.test.ts",
  "services/workers/src/lib/mail/messages.test.ts",
  "services/workers/src/lib/mail/templates.test.ts",
  "packages/contracts/src/log-redaction.test.ts",
  "packages/contracts/src/queues.test.ts",
  "packages/documents/src/html/html-diff.test.ts",
  "packages/documents/src/html/html-safety.test.ts",
  "packages/documents/src/html/sanitized-copies.test.ts",
  "packages/documents/src/pdf/redline.test.ts",
  "prisma/src/lib/password.test.ts",
  "prisma/src/lib/redis-target.test.ts",
  "prisma/src/seed/catalogue.test.ts",
  "prisma/src/seed/content.test.ts",
  "prisma/src/seed/designations.test.ts",
];
// Web test files that need isolation: a module mock (vi.mock), a Chromium child process, and the
// files that change shared singletons (the i18next instance and its resources — global-errors adds
// a key to the English catalogue that catalogue.test.ts would then find —, the notice store,
// sessionStorage-backed clients).
const WEB_FILES_ISOLATED = [
  "web/reader/src/features/pdf/pdf-options.test.tsx",
  "web/reader/src/features/documents/html-print.test.ts",
  "web/admin/src/providers/providers.test.ts",
  "web/reader/src/api/client-fetch.test.ts",
  "web/reader/src/api/global-errors.test.ts",
  "web/reader/src/components/shell/banner-state.test.ts",
  "web/reader/src/features/notify/notify-store.test.ts",
  "web/reader/src/features/search/search-language.test.ts",
  "web/reader/src/i18n/catalogue.test.ts",
  "web/reader/src/i18n/locales.test.ts",
  "web/shared/src/client.test.ts",
];

// One test run for the whole repository (`npm test`). Integration tests share real PostgreSQL
// and Redis (DATABASE_URL / REDIS_URL, else testcontainers); each file gets its own database.
export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "**/dist/**"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ["default"] : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            "packages/*/src/**/*.test.ts",
            "prisma/src/**/*.test.ts",
            "services/*/src/**/*.test.ts",
            "tests/**/*.test.ts",
            ...WEB_FILES_ISOLATED,
          ],
          // The web globs of PURE_UNIT_FILES left out: they would exclude WEB_FILES_ISOLATED too.
          exclude: ["**/node_modules/**", "**/dist/**", ...PURE_UNIT_FILES.filter((glob) => !glob.startsWith("web/"))],
          globalSetup: ["tests/harness/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: PURE_UNIT_FILES,
          exclude: ["**/node_modules/**", "**/dist/**", ...WEB_FILES_ISOLATED],
          isolate: false,
        },
      },
    ],
  },
});

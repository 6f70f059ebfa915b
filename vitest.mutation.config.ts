import { defineConfig } from "vitest/config";

// The test run Stryker uses for each mutant: only the tests named by MUTATION_TESTS (set by
// scripts/mutation.mjs), with the same services harness as `npm test` unless they need none.
export default defineConfig({
  test: {
    include: (process.env.MUTATION_TESTS ?? "").split(",").filter(Boolean),
    exclude: ["**/node_modules/**", "**/dist/**"],
    // Modules whose tests need no database (MUTATION_SERVICES=0) skip the template's set-up.
    globalSetup: process.env.MUTATION_SERVICES === "0" ? [] : ["tests/harness/global-setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});

// Mutation testing (`npm run mutation -- <module>`, not in CI: it is slow). One module at a time,
// against that module's own tests only (vitest.mutation.config.ts reads MUTATION_TESTS), so a
// run takes minutes, not hours. scripts/mutation.mjs names the modules and their tests.
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: (process.env.MUTATE ?? "").split(",").filter(Boolean),
  coverageAnalysis: "perTest",
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 85, low: 70, break: null },
};

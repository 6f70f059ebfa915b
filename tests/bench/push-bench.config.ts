// `npm run bench:push`: the benchmark runs in vitest for the harness (the database, Redis, the
// built reader, the workers); it is not part of the test suite (no *.test.ts name).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/bench/push-bench.ts"],
    globalSetup: ["tests/harness/global-setup.ts"],
    pool: "forks",
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});

// The compose checks alone, without the repository's global setup (which needs PostgreSQL and
// Redis): `npx vitest run --config tests/compose/vitest.config.ts`. `npm test` runs them too.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.test.ts"],
    environment: "node",
  },
});

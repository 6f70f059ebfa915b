// Unit tests of the shared web code alone, without the repository's global setup (which needs
// PostgreSQL and Redis): `npx vitest run --config web/shared/vitest.config.ts`.
// The root vitest.config.ts picks the same files up in `npm test`.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});

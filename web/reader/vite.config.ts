// Reader app: `npm run dev -w @norma/reader` (port 5173) proxies the API's paths to API_URL
// (default http://localhost:8080), so the browser only ever talks to one origin.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bootAndPreload } from "./scripts/boot-vite-plugin.ts";
import { i18nLocales } from "./scripts/i18n-vite-plugin.ts";

/** The libraries of the first screen (docs/performance.md, "Reader's initial JavaScript"). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][a-z-]+|openapi-fetch|use-sync-external-store)[\\/]/;

const api = process.env.API_URL || "http://localhost:8080";
const proxied = { target: api, changeOrigin: false, xfwd: true };
// The console (its own dev server, base /admin/) on the reader's origin, as nginx serves it in
// production: the two share the signed-in session (session storage is per origin). ws: the
// console's hot reload.
const consoleDev = process.env.ADMIN_URL || "http://localhost:5174";

export default defineConfig({
  plugins: [react(), i18nLocales(), bootAndPreload()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": proxied,
      "/management": proxied,
      "/login": proxied,
      "/saml": proxied,
      "/admin": { target: consoleDev, changeOrigin: false, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every first screen runs, in one chunk: split by which of the app's modules
        // share them, they came in seven pieces that compressed worse (about 2 KB more gzipped) and
        // changed with the app's code, where one chunk stays cached from release to release. Only
        // their modules the entry imports statically ($initial): those only pages use (useQueries,
        // Trans…) stay in the pages' chunks.
        codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK, tags: ["$initial"] }] },
      },
    },
  },
});

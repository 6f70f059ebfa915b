// Console app: `npm run dev -w @norma/admin` (port 5174) proxies the API's paths to API_URL
// (default http://localhost:8080), so the browser only ever talks to one origin.
// The console lives at /admin/ on the reader's own origin (the reader's nginx serves this build
// there, and the reader's dev server passes /admin to this one): every asset URL carries the base
// path, and the hash routes (#/users, #/docs) sit behind it.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.API_URL || "http://localhost:8080";
const proxied = { target: api, changeOrigin: false, xfwd: true };

export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { "/api": proxied, "/management": proxied, "/login": proxied },
  },
  preview: { port: 4174 },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 2000 },
});

import { bundle } from "@norma/db/bundle";

await bundle({ entryPoints: { server: "src/server.ts" }, outdir: "dist" });

import { bundle } from "../../scripts/bundle.mjs";

await bundle({ entryPoints: { server: "src/server.ts" }, outdir: "dist" });

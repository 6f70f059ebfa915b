#!/usr/bin/env node
// Checks the lockfile's production dependencies against the npm registry's advisory database
// (`npm audit --omit=dev`). Fails on an advisory of AUDIT_LEVEL or worse (default high). Where
// the registry's audit endpoint cannot be reached (some build machines reach the registry for
// packages only), it says so loudly and exits 0, or 1 with AUDIT_REQUIRED=1 — run it then where
// the endpoint is reachable (docs/development.md, "Dependency audit").
import { spawnSync } from "node:child_process";

const level = process.env.AUDIT_LEVEL ?? "high";
const order = ["info", "low", "moderate", "high", "critical"];
const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? (run.stderr.trim().split("\n").pop() || "no report");
  console.error(`dependency audit NOT RUN: the registry's audit endpoint answered: ${why}`);
  console.error(
    "Run `npm run audit` where the npm registry's audit endpoint is reachable (docs/development.md: Dependency audit).",
  );
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}
const failing = order.slice(order.indexOf(level)).reduce((n, l) => n + (counts[l] ?? 0), 0);
console.log(
  `dependency audit: ${order.map((l) => `${l} ${counts[l] ?? 0}`).join(", ")} (production dependencies; failing at ${level}+)`,
);
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  if (order.indexOf(v.severity) >= order.indexOf(level)) console.log(`  ${v.severity}: ${name} ${v.range ?? ""}`);
}
process.exit(failing > 0 ? 1 : 0);

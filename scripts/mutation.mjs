#!/usr/bin/env node
// Mutation testing of the rule modules with Stryker (issue 11 item 16), one module at a time
// against its own tests. Not in CI (minutes per module); run by hand after changing a rule:
//
//   npm run mutation -- access            one module
//   npm run mutation -- access entitlements
//   npm run mutation -- --list            the modules
//
// Needs PostgreSQL and Redis as `npm test` does (DATABASE_URL, REDIS_URL). The report is printed
// and written to reports/mutation/index.html. Aim: 85 % or more on each rule module.
import { spawnSync } from "node:child_process";

/** The tracking service and its sub-services (tracking-service.ts composes them). */
const TRACKING_SERVICE_FILES = [
  "services/api/src/modules/tracking/tracking-service.ts",
  "services/api/src/modules/tracking/tracking-gates.ts",
  "services/api/src/modules/tracking/document-trackings-service.ts",
  "services/api/src/modules/tracking/publisher-trackings-service.ts",
  "services/api/src/modules/tracking/work-item-trackings-service.ts",
];
const MODULES = {
  access: {
    // The hook and the access policy it asks (the operation guards and the authority questions).
    mutate: ["services/api/src/plugins/access.ts", "services/api/src/lib/access-policy.ts"],
    // The hook's rules on in-memory fakes (access.test.ts runs the same hook on the database and
    // Redis in `npm test`) and the policy's own unit test: seconds per mutant.
    tests: ["services/api/src/plugins/access-rules.test.ts", "services/api/src/lib/access-policy.unit.test.ts"],
    services: false,
  },
  entitlements: {
    // The service (its cache) and the TypeScript form of the rule it applies (scopeOfGrants and
    // scopeCovers, lines 50-65 of the shared rule module, which its unit test imports by path);
    // the rule's Prisma and SQL forms are left to rules-agreement.test.ts on PostgreSQL.
    mutate: ["services/api/src/modules/entitlements/entitlements-service.ts", "prisma/src/rules/entitlement.ts:50-65"],
    // The scope rules and their cache on an in-memory repository: seconds per mutant, no database.
    tests: [
      "services/api/src/modules/entitlements/entitlements-cache.test.ts",
      "prisma/src/rules/entitlement.unit.test.ts",
    ],
    services: false,
  },
  "search-query": {
    mutate: ["services/api/src/modules/search/search-query.ts"],
    tests: [
      "services/api/src/modules/search/search-query.unit.test.ts",
      "services/api/src/modules/search/refinement-groups.unit.test.ts",
      "services/api/src/modules/search/search-query-rules.unit.test.ts",
    ],
    services: false,
  },
  // The shared rule module, both forms: the SQL fragments are killed by the agreement test.
  "tracking-rules": {
    mutate: ["prisma/src/rules/tracking.ts"],
    tests: [
      "prisma/src/rules/tracking.unit.test.ts",
      "prisma/src/rules/rules-agreement.test.ts",
      "services/api/src/modules/tracking/tracking.test.ts",
    ],
  },
  tracking: {
    mutate: TRACKING_SERVICE_FILES,
    tests: [
      "services/api/src/modules/tracking/tracking-service-rules.unit.test.ts",
      "services/api/src/modules/tracking/tracking.test.ts",
    ],
  },
  // The rule tests alone (no database: a minute or two), a lower bound of the modules' scores.
  "tracking-rules-unit": {
    mutate: ["prisma/src/rules/tracking.ts"],
    tests: ["prisma/src/rules/tracking.unit.test.ts"],
    services: false,
  },
  "tracking-unit": {
    mutate: TRACKING_SERVICE_FILES,
    tests: ["services/api/src/modules/tracking/tracking-service-rules.unit.test.ts"],
    services: false,
  },
  // The settings matrix and the service's gates (company sessions, account, entitlement, tenant
  // switch and account flag, document setting: lines 25-68 of compass-point-gates.ts) on an
  // in-memory repository.
  "compass-points": {
    mutate: [
      "services/api/src/modules/compass-points/compass-points-access.ts",
      "services/api/src/modules/compass-points/compass-point-gates.ts:25-68",
    ],
    tests: ["services/api/src/modules/compass-points/compass-points-rules.test.ts"],
    services: false,
  },
  // The COUNTER rules (@norma/db/counter-rules) and the recorder's decisions (double clicks, unique
  // counts, data type: lines 140-228), on in-memory fakes of Redis and the database; the roll-up
  // SQL below them is left to usage-recorder.test.ts on PostgreSQL.
  counter: {
    mutate: ["prisma/src/usage/counter-rules.ts", "services/api/src/modules/usage/usage-recorder.ts:150-238"],
    tests: ["prisma/src/usage/counter-rules.test.ts", "services/api/src/modules/usage/usage-recorder-rules.test.ts"],
    services: false,
  },
  "html-safety": {
    mutate: ["packages/documents/src/html/html-safety.ts"],
    tests: ["packages/documents/src/html/html-safety.unit.test.ts"],
    services: false,
  },
};

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--list")) {
  console.log(`modules: ${Object.keys(MODULES).join(", ")}`);
  process.exit(args.length === 0 ? 2 : 0);
}
let failed = false;
for (const name of args) {
  const module = MODULES[name];
  if (!module) {
    console.error(`unknown module ${name} (modules: ${Object.keys(MODULES).join(", ")})`);
    process.exit(2);
  }
  console.log(`\n== mutation testing: ${name}`);
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs"], {
    stdio: "inherit",
    env: {
      ...process.env,
      MUTATE: module.mutate.join(","),
      MUTATION_TESTS: module.tests.join(","),
      MUTATION_SERVICES: module.services === false ? "0" : "1",
    },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

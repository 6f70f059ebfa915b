// Vitest global setup: services (env or testcontainers), the template database, and what the
// test files need to find them.
import type { TestProject } from "vitest/node";
import "./provided.ts";
import { startServices } from "./services.ts";
import { dropOrphanTestDatabases, ensureTemplate } from "./template.ts";

export default async function setup(project: TestProject) {
  const services = await startServices();
  await dropOrphanTestDatabases(services.databaseUrl);
  const template = await ensureTemplate(services.databaseUrl, (l) => console.log(`[harness] ${l}`));
  project.provide("databaseUrl", services.databaseUrl);
  project.provide("redisUrl", services.redisUrl);
  project.provide("templateDatabase", template.database);
  project.provide("templateStorageDir", template.storageDir);
  return async () => {
    await services.stop();
  };
}

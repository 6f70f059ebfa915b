// What a sandboxed compare child needs, made once per child process from its environment
// (the parent passes its configuration through sandboxEnv).

import { logRedaction } from "@norma/contracts/log-redaction";
import { createDb, type Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { createStorage } from "@norma/db/storage-config";
import pino, { type Logger } from "pino";
import { loadWorkersConfig, type WorkersConfig } from "../../config.ts";

export interface SandboxContext {
  config: WorkersConfig;
  db: Db;
  storage: BlobStorage;
  log: Logger;
}

let context: SandboxContext | null = null;

export function sandboxContext(): SandboxContext {
  if (!context) {
    const config = loadWorkersConfig(process.env);
    context = {
      config,
      db: createDb(config.databaseUrl, { max: 2 }),
      storage: createStorage(config.storage),
      log: pino({ level: config.logLevel, name: "compare-sandbox", ...logRedaction() }),
    };
  }
  return context;
}

// The API's loggers by name, with levels changed at run time (POST /management/loggers/{name}).
// ROOT is Fastify's logger: request loggers are made from it per request, so a change of ROOT
// shows on the next request. A module's logger is a pino child made once; with no level of its
// own it follows ROOT (pino children copy their parent's level only when made, hence the sync).
import type { FastifyBaseLogger } from "fastify";

export const LEVELS = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR", "OFF"] as const;
export type LevelName = (typeof LEVELS)[number];

const TO_PINO: Record<LevelName, string> = {
  TRACE: "trace",
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  OFF: "silent",
};

function toName(pinoLevel: string): LevelName {
  if (pinoLevel === "fatal") return "ERROR";
  const hit = (Object.entries(TO_PINO) as [LevelName, string][]).find(([, v]) => v === pinoLevel);
  return hit?.[0] ?? "OFF";
}

export const ROOT = "ROOT";

/** Modules that log; each gets its logger up front so the Logs page lists it before it first writes. */
export const MODULE_LOGGERS = ["auth", "search", "publishing", "documents", "admin", "management"] as const;

export function createLoggerRegistry(root: FastifyBaseLogger) {
  const modules = new Map<string, { logger: FastifyBaseLogger; configured: LevelName | null }>();
  let rootConfigured: LevelName | null = null;
  /** What ROOT returns to when its configured level is removed. */
  const startLevel = root.level;

  function get(name: string): FastifyBaseLogger {
    let entry = modules.get(name);
    if (!entry) {
      entry = { logger: root.child({ module: name }), configured: null };
      modules.set(name, entry);
    }
    return entry.logger;
  }
  for (const name of MODULE_LOGGERS) get(name);

  return {
    /** The logger of a module (made on first use). */
    get,

    list() {
      const loggers: Record<string, { configuredLevel: LevelName | null; effectiveLevel: LevelName }> = {
        [ROOT]: { configuredLevel: rootConfigured, effectiveLevel: toName(root.level) },
      };
      for (const [name, e] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
        loggers[name] = { configuredLevel: e.configured, effectiveLevel: toName(e.logger.level) };
      }
      return { levels: [...LEVELS], loggers };
    },

    has(name: string): boolean {
      return name === ROOT || modules.has(name);
    },

    /** Sets a level; null gives a module ROOT's level again (and ROOT the level it started with). */
    setLevel(name: string, level: LevelName | null): void {
      if (name === ROOT) {
        rootConfigured = level;
        root.level = level ? TO_PINO[level] : startLevel;
        for (const e of modules.values()) if (!e.configured) e.logger.level = root.level;
        return;
      }
      const e = modules.get(name);
      if (!e) throw new Error(`no logger ${name}`);
      e.configured = level;
      e.logger.level = level ? TO_PINO[level] : root.level;
    },
  };
}

export type LoggerRegistry = ReturnType<typeof createLoggerRegistry>;

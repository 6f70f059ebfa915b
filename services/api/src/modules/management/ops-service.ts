// Operational views of the running API: profiles (info), what the process is doing (threaddump),
// its configuration (configprops) and environment (env). Secrets never leave: names that speak of
// secrets are masked, passwords inside URLs are masked, and last every configured secret value is
// replaced wherever it still appears.
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Config } from "../../config.ts";
import type { MetricsService } from "./metrics-service.ts";

export const MASK = "******";
const SECRET_NAME =
  /secret|passw|token|credential|private|api[-_]?key|access[-_]?key|(^|[-_.])key($|[-_.])|cookie|signature|salt/i;

/** A URL with its password (and a user name that looks like a token) masked; other text unchanged. */
export function maskUrlPassword(value: string): string {
  return value.replace(
    /^([a-z][a-z0-9+.-]*:\/\/)([^:@/\s]*):([^@/\s]*)@/i,
    (_m, scheme, user) => `${scheme}${user}:${MASK}@`,
  );
}

function maskValue(name: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_NAME.test(name)) return value === "" ? "" : MASK;
  if (typeof value === "string") return maskUrlPassword(value);
  return value;
}

function profilesOf(config: Config): string[] {
  const env = config.env === "production" ? "prod" : config.env === "development" ? "dev" : "test";
  // api-docs: the console's API docs page is offered (API_DOCS; spec 3, the docs flag).
  return config.apiDocs ? [env, "api-docs"] : [env];
}

/** Every secret value the configuration holds (to scrub whatever might still carry one). */
function secretValues(config: Config, env: NodeJS.ProcessEnv): string[] {
  const out = [config.jwt.secret, config.jwt.privateKey];
  for (const u of [config.databaseUrl, config.redisUrl, config.smtpUrl]) {
    try {
      const p = new URL(u).password;
      if (p) out.push(decodeURIComponent(p), p);
    } catch {}
  }
  for (const [k, v] of Object.entries(env)) if (v && v.length >= 6 && SECRET_NAME.test(k)) out.push(v);
  return out.filter((s): s is string => typeof s === "string" && s.length >= 4);
}

function scrub<T>(value: T, secrets: string[]): T {
  let text = JSON.stringify(value);
  for (const s of secrets) {
    const inJson = JSON.stringify(s).slice(1, -1);
    if (inJson) text = text.split(inJson).join(MASK);
  }
  return JSON.parse(text) as T;
}

/** Nested configuration flattened to `a.b.c` property names. */
function flatten(prefix: string, obj: Record<string, unknown>, out: Record<string, unknown> = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) flatten(name, v as Record<string, unknown>, out);
    else out[name] = maskValue(name, v);
  }
  return out;
}

export function createOpsService(deps: { config: Config; metrics: MetricsService; env?: NodeJS.ProcessEnv }) {
  const { config, metrics } = deps;
  const env = deps.env ?? process.env;
  // A dedicated histogram: the thread dump shows the delay over the last interval it covers.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();

  return {
    /** `operator`: the session is the platform operator's, who alone is given the database console. */
    info(operator = false) {
      const activeProfiles = profilesOf(config);
      return {
        activeProfiles,
        "display-ribbon-on-profiles": "dev",
        build: { node: process.version, platform: process.platform },
        readerUrl: config.publicBaseUrl,
        ...(operator && config.databaseConsoleUrl
          ? { databaseConsole: maskUrlPassword(config.databaseConsoleUrl) }
          : {}),
      };
    },

    async threaddump() {
      const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
      const eventLoop = {
        minMs: ms(loopDelay.min),
        meanMs: ms(loopDelay.mean),
        p50Ms: ms(loopDelay.percentile(50)),
        p99Ms: ms(loopDelay.percentile(99)),
        maxMs: ms(loopDelay.max),
      };
      loopDelay.reset();
      const activeResources: Record<string, number> = {};
      for (const kind of process.getActiveResourcesInfo()) activeResources[kind] = (activeResources[kind] ?? 0) + 1;
      const threads = [
        { threadName: "main", threadState: "RUNNABLE", kind: "event loop" },
        ...Array.from({ length: Number(env.UV_THREADPOOL_SIZE ?? 4) }, (_, i) => ({
          threadName: `libuv-worker-${i + 1}`,
          threadState: "POOLED",
          kind: "libuv thread pool",
        })),
      ];
      const queues = await metrics.queueStates().catch((err: Error) => [{ error: err.message }]);
      return { eventLoop, activeResources, threads, queues };
    },

    configprops() {
      const secrets = secretValues(config, env);
      const { jwt, auth, feedback, search, compare, ...top } = config as Config & Record<string, unknown>;
      const beans: Record<string, { prefix: string; properties: Record<string, unknown> }> = {
        application: { prefix: "application", properties: flatten("", top as Record<string, unknown>) },
        jwt: { prefix: "jwt", properties: flatten("", jwt as unknown as Record<string, unknown>) },
        auth: { prefix: "auth", properties: flatten("", auth as unknown as Record<string, unknown>) },
        feedback: { prefix: "feedback", properties: flatten("", feedback as unknown as Record<string, unknown>) },
        search: { prefix: "search", properties: flatten("", search as unknown as Record<string, unknown>) },
        compare: { prefix: "compare", properties: flatten("", compare as unknown as Record<string, unknown>) },
      };
      // jwt.secret and jwt.privateKey: shown as present, never as their value.
      for (const k of ["secret", "privateKey"]) if (k in beans.jwt.properties) beans.jwt.properties[k] = MASK;
      return scrub({ contexts: { application: { beans } } }, secrets);
    },

    env() {
      const secrets = secretValues(config, env);
      const systemEnvironment = Object.fromEntries(
        Object.entries(env)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, { value: maskValue(k, v) }]),
      );
      const runtime = {
        "node.version": { value: process.version },
        "os.platform": { value: process.platform },
        "os.arch": { value: process.arch },
        "process.pid": { value: process.pid },
        "process.cwd": { value: process.cwd() },
      };
      return scrub(
        {
          activeProfiles: profilesOf(config),
          propertySources: [
            { name: "systemEnvironment", properties: systemEnvironment },
            { name: "runtime", properties: runtime },
          ],
        },
        secrets,
      );
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;

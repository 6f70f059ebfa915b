// npm run dev — the API with what it serves in development: the workers and both web apps, all
// with reload, against local PostgreSQL and Redis, and an e-mail sink (npm run mail) unless
// SMTP_URL names another (see docs/development.md). Ports come from the
// environment (devPorts). Before anything starts, every port is checked: a taken one stops the
// run with its name and a free port to use instead. After the start, each service must listen on
// its port within START_TIMEOUT_MS: `tsx watch` keeps running after the program it watches died
// (it waits for a file change), so a service that failed to start would otherwise go unnoticed
// while the others run (compares, e-mails and alerts silently never happen). Ctrl-C stops
// everything.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";

/** A port from the environment (e.g. API_PORT=9080), else the default. */
export function portFrom(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65_535)
    throw new Error(`${name} must be a port number (1–65535), got '${value}'`);
  return n;
}

/**
 * The ports of the development services, from the environment: API_PORT (8080), READER_PORT
 * (5173), ADMIN_PORT (5174), WORKERS_METRICS_PORT (9464, the workers' metrics; "off" for none),
 * MAIL_SMTP_PORT (1025) and MAIL_WEB_PORT (8025) of the e-mail sink.
 */
export function devPorts(env) {
  return {
    api: portFrom(env, "API_PORT", 8080),
    reader: portFrom(env, "READER_PORT", 5173),
    admin: portFrom(env, "ADMIN_PORT", 5174),
    workersMetrics: env.WORKERS_METRICS_PORT === "off" ? null : portFrom(env, "WORKERS_METRICS_PORT", 9464),
    mailSmtp: portFrom(env, "MAIL_SMTP_PORT", 1025),
    mailWeb: portFrom(env, "MAIL_WEB_PORT", 8025),
  };
}

/** How long a service has to listen on its port before npm run dev gives up. */
export const START_TIMEOUT_MS = 120_000;

/** The environment and the services npm run dev starts (the e-mail sink unless SMTP_URL is given). */
export function devPlan(processEnv) {
  const ports = devPorts(processEnv);
  const ownMail = !processEnv.SMTP_URL;
  const env = {
    NODE_ENV: "development",
    DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/norma",
    REDIS_URL: "redis://127.0.0.1:6379",
    JWT_SECRET: "development-only-secret-change-me-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
    STORAGE_DIR: new URL("../../../.storage", import.meta.url).pathname,
    PUBLIC_BASE_URL: `http://localhost:${ports.reader}`,
    API_URL: `http://localhost:${ports.api}`,
    // The reader's dev server passes /admin to the console's (the console at /admin/ on the
    // reader's origin, as in production).
    ADMIN_URL: `http://localhost:${ports.admin}`,
    ...processEnv,
    // The API listens on API_PORT (its own variable is PORT).
    PORT: String(ports.api),
  };
  // Each service with the ports it listens on (the variable that sets each one): checked free
  // before the start, and waited for after it.
  const services = [
    { name: "api", color: 36, args: ["run", "dev", "-w", "@norma/api"], listens: [["API_PORT", ports.api]] },
    {
      name: "workers",
      color: 35,
      args: ["run", "dev", "-w", "@norma/workers"],
      listens: ports.workersMetrics === null ? [] : [["WORKERS_METRICS_PORT", ports.workersMetrics]],
    },
    {
      name: "reader",
      color: 32,
      args: ["run", "dev", "-w", "@norma/reader", "--", "--port", String(ports.reader), "--strictPort"],
      listens: [["READER_PORT", ports.reader]],
    },
    {
      name: "admin",
      color: 33,
      args: ["run", "dev", "-w", "@norma/admin", "--", "--port", String(ports.admin), "--strictPort"],
      listens: [["ADMIN_PORT", ports.admin]],
    },
  ];
  if (ownMail)
    services.push({
      name: "mail",
      color: 34,
      args: ["run", "mail"],
      listens: [
        ["MAIL_SMTP_PORT", ports.mailSmtp],
        ["MAIL_WEB_PORT", ports.mailWeb],
      ],
    });
  return { env, services, ports, ownMail };
}

/** True when nothing listens on the port (tried by listening on it, all addresses). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first free port after `port` (and not among `avoid`), or null within 100 tries. */
export async function nextFreePort(port, avoid = []) {
  for (let p = port + 1; p <= Math.min(65_535, port + 100); p++) {
    if (!avoid.includes(p) && (await portIsFree(p))) return p;
  }
  return null;
}

/**
 * The plan's ports that are taken, each with a sentence naming it and a free one to use instead:
 * e.g. "port 9464 (WORKERS_METRICS_PORT, workers) is in use: stop what holds it, or run with
 * WORKERS_METRICS_PORT=9465".
 */
export async function takenPorts(plan) {
  const all = plan.services.flatMap((s) => s.listens.map(([, port]) => port));
  const problems = [];
  for (const service of plan.services) {
    for (const [variable, port] of service.listens) {
      if (await portIsFree(port)) continue;
      const free = await nextFreePort(port, all);
      problems.push(
        `port ${port} (${variable}, ${service.name}) is in use: stop what holds it` +
          (free ? `, or run with ${variable}=${free}` : `, or set ${variable} to a free port`),
      );
    }
  }
  return problems;
}

/** True once something accepts connections on 127.0.0.1:port (or ::1, where vite may listen). */
export function listening(port) {
  const attempt = (host) =>
    new Promise((resolve) => {
      const socket = connect({ port, host });
      socket.setTimeout(1_000);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("timeout", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(false));
    });
  return attempt("127.0.0.1").then((ok) => ok || attempt("::1"));
}

/** Resolves with the ports of `service` that nothing listens on by `deadline` (empty: started). */
export async function waitForListening(service, deadline, interval = 500) {
  let missing = service.listens;
  while (true) {
    const checks = await Promise.all(missing.map(([, port]) => listening(port)));
    missing = missing.filter((_, i) => !checks[i]);
    if (!missing.length || Date.now() >= deadline) return missing;
    await new Promise((r) => setTimeout(r, interval));
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) void main();

async function main() {
  let plan;
  try {
    plan = devPlan(process.env);
  } catch (err) {
    console.error(`npm run dev: ${err.message}`);
    process.exit(2);
  }
  const { env, services, ports, ownMail } = plan;
  const taken = await takenPorts(plan);
  if (taken.length) {
    console.error(`npm run dev cannot start:\n${taken.map((t) => `  - ${t}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `API :${ports.api}, reader http://localhost:${ports.reader}, console http://localhost:${ports.reader}/admin/, ` +
      `workers' metrics ${ports.workersMetrics === null ? "off" : `:${ports.workersMetrics}`}` +
      (ownMail ? `, e-mails http://127.0.0.1:${ports.mailWeb}` : `, e-mails to ${env.SMTP_URL}`),
  );

  const children = services.map((service) => {
    const { name, color, args } = service;
    const child = spawn("npm", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const prefix = `\x1b[${color}m${name.padEnd(7)}\x1b[0m│ `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = "";
      stream.on("data", (chunk) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(prefix + line + "\n");
      });
    }
    child.on("exit", (code) => {
      process.stdout.write(`${prefix}exited with ${code}\n`);
      shutdown(code ?? 1);
    });
    return child;
  });

  // Every service must be listening within START_TIMEOUT_MS, else everything stops with its name.
  const deadline = Date.now() + START_TIMEOUT_MS;
  void Promise.all(services.map((s) => waitForListening(s, deadline).then((missing) => ({ s, missing })))).then(
    (results) => {
      if (stopping) return;
      const failed = results.filter((r) => r.missing.length);
      if (!failed.length) {
        console.log(`npm run dev: all ${services.length} services are up`);
        return;
      }
      for (const { s, missing } of failed)
        console.error(
          `npm run dev: ${s.name} did not start (nothing listens on ${missing
            .map(([variable, port]) => `${port}, ${variable}`)
            .join("; ")} after ${START_TIMEOUT_MS / 1000} s): see its lines above. Stopping everything.`,
        );
      shutdown(1);
    },
  );

  let stopping = false;
  function shutdown(code) {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    setTimeout(() => process.exit(code), 2_000).unref();
  }
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
}

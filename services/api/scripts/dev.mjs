// npm run dev — the API with what it serves in development: the workers and both web apps, all
// with reload, against local PostgreSQL and Redis, and an e-mail sink (npm run mail) unless
// SMTP_URL names another (see docs/development.md). Ports come from the
// environment (devPorts). Ctrl-C stops everything.
import { spawn } from "node:child_process";

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
 * (5173), ADMIN_PORT (5174), MAIL_SMTP_PORT (1025) and MAIL_WEB_PORT (8025) of the e-mail sink.
 */
export function devPorts(env) {
  return {
    api: portFrom(env, "API_PORT", 8080),
    reader: portFrom(env, "READER_PORT", 5173),
    admin: portFrom(env, "ADMIN_PORT", 5174),
    mailSmtp: portFrom(env, "MAIL_SMTP_PORT", 1025),
    mailWeb: portFrom(env, "MAIL_WEB_PORT", 8025),
  };
}

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
    ...processEnv,
    // The API listens on API_PORT (its own variable is PORT).
    PORT: String(ports.api),
  };
  const services = [
    { name: "api", color: 36, args: ["run", "dev", "-w", "@norma/api"] },
    { name: "workers", color: 35, args: ["run", "dev", "-w", "@norma/workers"] },
    { name: "reader", color: 32, args: ["run", "dev", "-w", "@norma/reader", "--", "--port", String(ports.reader)] },
    { name: "admin", color: 33, args: ["run", "dev", "-w", "@norma/admin", "--", "--port", String(ports.admin)] },
  ];
  if (ownMail) services.push({ name: "mail", color: 34, args: ["run", "mail"] });
  return { env, services, ports, ownMail };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();

function main() {
  const { env, services, ports, ownMail } = devPlan(process.env);
  console.log(
    `API :${ports.api}, reader http://localhost:${ports.reader}, console http://localhost:${ports.admin}` +
      (ownMail ? `, e-mails http://127.0.0.1:${ports.mailWeb}` : `, e-mails to ${env.SMTP_URL}`),
  );

  const children = services.map(({ name, color, args }) => {
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

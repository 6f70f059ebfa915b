// npm run dev — the API with what it serves in development: the workers and both web apps, all
// with reload, against local PostgreSQL and Redis (see README "Development without Docker").
// Ctrl-C stops everything.
import { spawn } from "node:child_process";

const env = {
  NODE_ENV: "development",
  DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/norma",
  REDIS_URL: "redis://127.0.0.1:6379",
  JWT_SECRET: "development-only-secret-change-me-0123456789",
  SMTP_URL: "smtp://127.0.0.1:1025",
  STORAGE_DIR: new URL("../../../.storage", import.meta.url).pathname,
  PUBLIC_BASE_URL: "http://localhost:5173",
  ...process.env,
};

const services = [
  { name: "api", color: 36, args: ["run", "dev", "-w", "@norma/api"] },
  { name: "workers", color: 35, args: ["run", "dev", "-w", "@norma/workers"] },
  { name: "reader", color: 32, args: ["run", "dev", "-w", "@norma/reader"] },
  { name: "admin", color: 33, args: ["run", "dev", "-w", "@norma/admin"] },
];

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

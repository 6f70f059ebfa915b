// A stand-in for the workers process: forks one sandbox child (sandbox-child.ts) and passes its
// pid up to the test, which then kills this process with SIGKILL.
import { fork } from "node:child_process";
import { join } from "node:path";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import { sandboxWorkerOptions } from "@norma/workers/src/lib/sandbox/sandbox.ts";

// CHILD_MODE=starting forks the child as the workers do (sandboxWorkerOptions: the preload first).
const execArgv =
  process.env.CHILD_MODE === "starting"
    ? (sandboxWorkerOptions(
        "child.ts",
        loadWorkersConfig({
          NODE_ENV: "test",
          DATABASE_URL: "postgresql://unused/none",
          REDIS_URL: "redis://127.0.0.1:6379",
        }),
      ).workerForkOptions?.execArgv ?? [])
    : ["--import", "tsx"];
const child = fork(join(import.meta.dirname, "sandbox-child.ts"), { execArgv, stdio: "inherit" });
child.on("message", (m) => process.send?.(m));
setInterval(() => {}, 1_000);

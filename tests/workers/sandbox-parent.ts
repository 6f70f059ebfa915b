// A stand-in for the workers process: forks one sandbox child (sandbox-child.ts) and passes its
// pid up to the test, which then kills this process with SIGKILL.
import { fork } from "node:child_process";
import { join } from "node:path";

const child = fork(join(import.meta.dirname, "sandbox-child.ts"), { execArgv: ["--import", "tsx"], stdio: "inherit" });
child.on("message", (m) => process.send?.(m));
setInterval(() => {}, 1_000);

// A sandboxed compare child never outlives the workers process that forked it, and SIGTERM ends
// it even while its job does not finish (lib/sandbox guardSandboxChild).
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../harness/workers.ts";

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
});

/** Gone, or a zombie waiting for whoever adopted it to reap it. */
function isGone(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

function forkWith(script: string, env: Record<string, string>): Promise<{ proc: ChildProcess; childPid: number }> {
  const proc = fork(join(import.meta.dirname, "..", "workers", script), {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  if (proc.pid) started.push(proc.pid);
  return new Promise((resolve, reject) => {
    proc.once("message", (m: { pid: number }) => {
      started.push(m.pid);
      resolve({ proc, childPid: m.pid });
    });
    proc.once("exit", (code) => reject(new Error(`${script} exited (${code}) before reporting`)));
  });
}

describe("sandboxed compare children", () => {
  it("a child spinning at 100 % CPU exits when its parent is killed with SIGKILL", async () => {
    const { proc, childPid } = await forkWith("sandbox-parent.ts", { CHILD_MODE: "spin" });
    await new Promise((r) => setTimeout(r, 300)); // the child is spinning now
    expect(isGone(childPid)).toBe(false);
    const killedAt = Date.now();
    proc.kill("SIGKILL");
    await eventually(async () => isGone(childPid), 10_000);
    console.log(`[faults] orphaned sandbox child gone ${Date.now() - killedAt} ms after its parent's SIGKILL`);
  }, 30_000);

  it("a child still starting when its parent is killed exits too (BullMQ's error report to the gone parent does not loop)", async () => {
    const { proc, childPid } = await forkWith("sandbox-parent.ts", {
      CHILD_MODE: "starting",
      SANDBOX_PARENT_WATCH_MS: "60000",
    });
    expect(isGone(childPid)).toBe(false);
    proc.kill("SIGKILL");
    await eventually(async () => isGone(childPid), 10_000);
  }, 30_000);

  it("a child whose job never finishes exits after SIGTERM within the grace period", async () => {
    const { childPid } = await forkWith("sandbox-child.ts", { CHILD_MODE: "busy", TERM_GRACE_MS: "500" });
    process.kill(childPid, "SIGTERM");
    await eventually(async () => isGone(childPid), 10_000);
  }, 30_000);
});

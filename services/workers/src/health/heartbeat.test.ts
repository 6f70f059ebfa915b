import { mkdtempSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkHeartbeat, startHeartbeat } from "./heartbeat.ts";

const file = () => join(mkdtempSync(join(tmpdir(), "norma-hb-")), "heartbeat");

describe("workers heartbeat", () => {
  it("writes the file while the probe succeeds", async () => {
    const f = file();
    const hb = startHeartbeat({ file: f, intervalMs: 50, probe: async () => {} });
    await new Promise((r) => setTimeout(r, 20));
    hb.stop();
    expect(checkHeartbeat(f, 10_000)).toBe(true);
  });

  it("does not refresh the file when a dependency is down, so it goes stale", async () => {
    const f = file();
    const failures: string[] = [];
    const hb = startHeartbeat({ file: f, intervalMs: 50, probe: async () => {} });
    await new Promise((r) => setTimeout(r, 20));
    hb.stop();
    const old = new Date(Date.now() - 120_000);
    utimesSync(f, old, old);
    const down = startHeartbeat({
      file: f,
      intervalMs: 20,
      probe: async () => {
        throw new Error("redis down");
      },
      onFailure: (e) => failures.push(e.message),
    });
    await new Promise((r) => setTimeout(r, 70));
    down.stop();
    expect(failures.length).toBeGreaterThan(0);
    expect(checkHeartbeat(f, 60_000)).toBe(false);
  });

  it("reports a missing file as unhealthy", () => {
    expect(checkHeartbeat(join(tmpdir(), "norma-no-such-heartbeat"), 60_000)).toBe(false);
  });
});

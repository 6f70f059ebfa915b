// The API's Redis guard and its in-process fallback counters: a failing or slow Redis call gives
// its fallback, the circuit then stays open (no more waiting on Redis) until the retry pause ends,
// and closes again when Redis answers; the local counters keep windows and stay bounded.
import { describe, expect, it } from "vitest";
import { createLocalCounters } from "./local-limits.ts";
import { createRedisGuard } from "./redis-guard.ts";

describe("redis guard", () => {
  it("gives the fallback on a failure or a timeout, skips Redis while open, and closes after the pause", async () => {
    const guard = createRedisGuard({ commandTimeoutMs: 50, retryAfterMs: 300 });
    try {
      let calls = 0;
      const ok = async () => {
        calls++;
        return "redis";
      };
      expect(await guard.run("t", ok, () => "fallback")).toBe("redis");
      expect(guard.degraded).toBe(false);
      const failing = async () => {
        calls++;
        throw new Error("Connection is closed.");
      };
      expect(await guard.run("t", failing, () => "fallback")).toBe("fallback");
      expect(guard.degraded).toBe(true);
      const before = calls;
      expect(await guard.run("t", ok, () => "fallback")).toBe("fallback");
      expect(calls).toBe(before); // not even tried
      await new Promise((r) => setTimeout(r, 350));
      expect(await guard.run("t", ok, () => "fallback")).toBe("redis");
      expect(guard.degraded).toBe(false);
      const frozen = () => new Promise<string>(() => {});
      expect(await guard.run("t", frozen, () => "fallback")).toBe("fallback");
      expect(guard.degraded).toBe(true);
    } finally {
      guard.shutdown();
    }
  });
});

describe("local counters", () => {
  it("counts in windows that end, keeps set-once keys, and drops the oldest past the bound", () => {
    let now = 1_000_000;
    const c = createLocalCounters({ maxKeys: 3, now: () => now });
    expect(c.incr("a", 60)).toEqual({ count: 1, ttl: 60 });
    now += 10_000;
    expect(c.incr("a", 60)).toEqual({ count: 2, ttl: 50 });
    now += 51_000;
    expect(c.incr("a", 60).count).toBe(1);
    expect(c.setIfAbsent("jti", 5)).toBe(true);
    expect(c.setIfAbsent("jti", 5)).toBe(false);
    expect(c.pttl("jti")).toBe(5_000);
    now += 5_000;
    expect(c.setIfAbsent("jti", 5)).toBe(true);
    c.set("x", 10);
    c.set("y", 10);
    expect(c.size).toBe(3);
    expect(c.pttl("a")).toBe(0); // the oldest was dropped
    c.del("y");
    expect(c.pttl("y")).toBe(0);
  });
});

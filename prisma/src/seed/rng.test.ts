import { describe, expect, it } from "vitest";
import { hash32, permute, Rng } from "./rng.ts";

describe("seeded random numbers", () => {
  it("gives the same sequence for the same seed", () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const xs = Array.from({ length: 100 }, () => a.nextUint32());
    const ys = Array.from({ length: 100 }, () => b.nextUint32());
    expect(xs).toEqual(ys);
  });

  it("gives different sequences for different seeds", () => {
    const a = Array.from(
      { length: 10 },
      (
        (r) => () =>
          r.nextUint32()
      )(new Rng(1)),
    );
    const b = Array.from(
      { length: 10 },
      (
        (r) => () =>
          r.nextUint32()
      )(new Rng(2)),
    );
    expect(a).not.toEqual(b);
  });

  it("forks streams that do not depend on what the parent drew", () => {
    const a = new Rng(7);
    const b = new Rng(7);
    a.next();
    a.next();
    expect(a.fork("x", 1).nextUint32()).toBe(b.fork("x", 1).nextUint32());
    expect(a.fork("x", 1).nextUint32()).not.toBe(a.fork("x", 2).nextUint32());
  });

  it("draws integers within bounds and floats in [0, 1)", () => {
    const r = new Rng("bounds");
    for (let i = 0; i < 10_000; i++) {
      const n = r.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
      const f = r.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it("hashes strings stably", () => {
    expect(hash32("norma")).toBe(hash32("norma"));
    expect(hash32("norma")).not.toBe(hash32("Norma"));
  });

  it("permutes a range without collisions", () => {
    for (const n of [1, 7, 100, 9900]) {
      const seen = new Set<number>();
      for (let i = 0; i < n; i++) seen.add(permute(i, n, 12345));
      expect(seen.size).toBe(n);
      expect(Math.max(...seen)).toBe(n - 1);
    }
  });
});

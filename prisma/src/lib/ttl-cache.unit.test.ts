import { describe, expect, it } from "vitest";
import { cacheStats, createTtlCache } from "./ttl-cache.ts";

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Unique per test: the stats registry is process-wide.
let n = 0;
const uniqueName = (what: string) => `${what}-${++n}-${Math.random().toString(36).slice(2)}`;

describe("createTtlCache", () => {
  it("evicts the least recently used entry at the bound, not everything", () => {
    const c = createTtlCache<string, number>({ name: uniqueName("lru"), max: 3 });
    c.set("a", 1);
    c.set("b", 2);
    c.set("c", 3);
    expect(c.get("a")).toBe(1); // a is now the most recently used; b the least
    c.set("d", 4);
    expect(c.size).toBe(3);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")).toBe(1);
    expect(c.get("c")).toBe(3);
    expect(c.get("d")).toBe(4);
  });

  it("does not serve an entry after its time to live", () => {
    const t = clock();
    const c = createTtlCache<string, string>({ name: uniqueName("ttl"), max: 10, ttlMs: 30_000, now: t.now });
    c.set("k", "v");
    t.advance(29_999);
    expect(c.get("k")).toBe("v");
    t.advance(1); // 30 s old: expired, as in the hand-written caches (now - stored >= ttl)
    expect(c.get("k")).toBeUndefined();
  });

  it("a sized cache keeps to its size budget, least recently used out first, and refuses a value over its entry limit", () => {
    const t = clock();
    const c = createTtlCache<string, Buffer>({
      name: uniqueName("sized"),
      max: 100,
      ttlMs: 3_600_000,
      now: t.now,
      sized: { maxSize: 100, maxEntrySize: 60, sizeOf: (b) => b.length },
    });
    const b = (n: number) => Buffer.alloc(n);
    expect(c.set("a", b(40))).toBe(true);
    expect(c.set("b", b(40))).toBe(true);
    expect(c.set("big", b(61))).toBe(false);
    expect(c.calculatedSize).toBe(80);
    expect(c.get("a")).toBeDefined(); // a is now the most recently used; b the least
    expect(c.set("c", b(40))).toBe(true); // 120 > 100: b goes, and only b
    expect(c.calculatedSize).toBe(80);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")?.length).toBe(40);
    t.advance(3_600_000);
    expect(c.get("c")).toBeUndefined();
    expect(c.calculatedSize).toBe(40);
  });

  it("a sized cache holds empty values (each weighs 1) and never takes an entry over its whole budget", () => {
    const c = createTtlCache<string, string>({
      name: uniqueName("sized-empty"),
      max: 10,
      sized: { maxSize: 3, maxEntrySize: 10, sizeOf: (s) => s.length },
    });
    expect(c.set("empty", "")).toBe(true);
    expect(c.get("empty")).toBe("");
    expect(c.set("four", "abcd")).toBe(false);
    expect(c.size).toBe(1);
    expect(createTtlCache<string, string>({ name: uniqueName("unsized"), max: 2 }).calculatedSize).toBe(0);
  });

  it("keeps entries without a time to live until they are evicted", () => {
    const t = clock();
    const c = createTtlCache<string, string>({ name: uniqueName("forever"), max: 10, now: t.now });
    c.set("k", "v");
    t.advance(365 * 86_400_000);
    expect(c.get("k")).toBe("v");
  });

  it("caches null as a value", async () => {
    const c = createTtlCache<string, string | null>({ name: uniqueName("null"), max: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await c.getOrLoad("x", load)).toBeNull();
    expect(await c.getOrLoad("x", load)).toBeNull();
    expect(loads).toBe(1);
  });

  it("collapses concurrent loads of a key into one", async () => {
    const c = createTtlCache<string, number>({ name: uniqueName("collapse"), max: 10, ttlMs: 1_000 });
    const d = deferred<number>();
    let loads = 0;
    const load = () => {
      loads++;
      return d.promise;
    };
    const all = Promise.all([c.getOrLoad("k", load), c.getOrLoad("k", load), c.getOrLoad("k", load)]);
    d.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    expect(await c.getOrLoad("k", load)).toBe(7);
    expect(loads).toBe(1);
  });

  it("does not keep a failed load: the next call loads again", async () => {
    const c = createTtlCache<string, number>({ name: uniqueName("fail"), max: 10, ttlMs: 1_000 });
    await expect(c.getOrLoad("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(c.size).toBe(0);
    expect(await c.getOrLoad("k", async () => 5)).toBe(5);
  });

  it("answers but does not keep a load that found nothing (undefined)", async () => {
    const c = createTtlCache<string, number>({ name: uniqueName("undef"), max: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      return loads === 1 ? undefined : 3;
    };
    expect(await c.getOrLoad("k", load)).toBeUndefined();
    expect(await c.getOrLoad("k", load)).toBe(3);
    expect(loads).toBe(2);
  });

  it("reloads after the time to live", async () => {
    const t = clock();
    const c = createTtlCache<string, number>({ name: uniqueName("reload"), max: 10, ttlMs: 100, now: t.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await c.getOrLoad("k", load)).toBe(1);
    t.advance(99);
    expect(await c.getOrLoad("k", load)).toBe(1);
    t.advance(1);
    expect(await c.getOrLoad("k", load)).toBe(2);
  });

  it("fresh skips the stored value, stores the new one, and an older load under way does not overwrite it", async () => {
    const c = createTtlCache<string, string>({ name: uniqueName("fresh"), max: 10, ttlMs: 1_000 });
    const slow = deferred<string>();
    const older = c.getOrLoad("k", () => slow.promise);
    expect(await c.getOrLoad("k", async () => "new", { fresh: true })).toBe("new");
    slow.resolve("old");
    expect(await older).toBe("old"); // its caller is answered, not failed

    expect(c.get("k")).toBe("new");
  });

  it("counts hits, misses and entries under its name", async () => {
    const name = uniqueName("stats");
    const c = createTtlCache<string, number>({ name, max: 3 });
    c.get("a"); // miss
    c.set("a", 1);
    c.get("a"); // hit
    const d = deferred<number>();
    const first = c.getOrLoad("b", () => d.promise); // miss (loads)
    const joined = c.getOrLoad("b", () => d.promise); // hit (joins the load)
    d.resolve(2);
    await Promise.all([first, joined]);
    await c.getOrLoad("b", async () => 9); // hit
    await expect(c.getOrLoad("c", () => Promise.reject(new Error("x")))).rejects.toThrow(); // miss
    expect(c.stats()).toEqual({ hits: 3, misses: 3, size: 2 });

    // Caches of one name (one per service instance) are summed for the metrics.
    const other = createTtlCache<string, number>({ name, max: 2 });
    other.get("z"); // miss
    expect(cacheStats()[name]).toEqual({ hits: 3, misses: 4, size: 2 });
  });
});

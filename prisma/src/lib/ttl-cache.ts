// The one in-process cache of the servers (API and workers). Every cache evicts the same way:
// the least recently used entry goes when the cache is full (not the whole cache, as the
// hand-written maps did, which sent every caller to the database at once), and an entry is not
// served after its time to live. Loads of the same key while one is under way share it; a load
// that fails (or answers undefined) is not kept. Each cache counts its hits and misses under its
// name, which the metrics read (cacheStats). A cache of values of very different sizes (whole
// files) is bounded by their sizes too (`sized`).
import { LRUCache } from "lru-cache";

export interface CacheStats {
  hits: number;
  misses: number;
  size: number;
}

export interface TtlCacheOptions<V = unknown> {
  /** Names the cache in the metrics (norma_cache_hits{cache="..."}). */
  name: string;
  /** Entries kept at most; the least recently used one goes first. */
  max: number;
  /** How long an entry is served after it was stored; none for values that never change. */
  ttlMs?: number;
  /** Clock in whole milliseconds; Date.now() by default, read at each call (tests mock it). */
  now?: () => number;
  /**
   * Bounds the sizes of the values together as well as their number: the least recently used
   * entries go while the sizes add up to more than `maxSize`, and a value bigger than
   * `maxEntrySize` (at most `maxSize`) is not stored. Both are positive whole numbers.
   */
  sized?: { maxSize: number; maxEntrySize?: number; sizeOf: (value: V) => number };
}

export interface TtlCache<K extends Key, V> {
  readonly name: string;
  /** Entries held. */
  readonly size: number;
  /** The sizes of the values held, added up (a `sized` cache; 0 otherwise). */
  readonly calculatedSize: number;
  /** The live value, or undefined (a miss). */
  get(key: K): V | undefined;
  /** Stores the value; false when a `sized` cache refuses it (bigger than its entry limit). */
  set(key: K, value: V): boolean;
  delete(key: K): boolean;
  clear(): void;
  keys(): K[];
  /**
   * The live value, or what `load` answers: concurrent calls for a key share one load, a load
   * that throws is not kept (the next call loads again), and undefined is answered but not kept.
   * `fresh` skips the stored value (and a load under way) and stores the new one.
   */
  getOrLoad<R extends V | undefined = V>(key: K, load: () => Promise<R>, opts?: { fresh?: boolean }): Promise<R>;
  stats(): CacheStats;
}

/** What lru-cache takes as a key: anything but null and undefined. */
type Key = NonNullable<unknown>;

// Values are boxed so null is a value that can be cached (lru-cache takes objects and primitives
// but not null), and undefined stays "nothing".
interface Box<V> {
  v: V;
}
type Loader<V> = () => Promise<V | undefined>;

// Caches are held weakly: tests build many services per process, and a cache that is gone must
// neither be kept alive by the metrics nor counted.
const live = new Set<WeakRef<TtlCache<Key, unknown>>>();

/** Hits, misses and entries of every live cache, summed by name (for the metrics). */
export function cacheStats(): Record<string, CacheStats> {
  const out: Record<string, CacheStats> = {};
  for (const ref of live) {
    const cache = ref.deref();
    if (!cache) {
      live.delete(ref);
      continue;
    }
    const s = cache.stats();
    const sum = out[cache.name] ?? { hits: 0, misses: 0, size: 0 };
    out[cache.name] = sum;
    sum.hits += s.hits;
    sum.misses += s.misses;
    sum.size += s.size;
  }
  return out;
}

export function createTtlCache<K extends Key, V>(opts: TtlCacheOptions<V>): TtlCache<K, V> {
  const { sized } = opts;
  // lru-cache would read an entry limit of 0 as "no limit but maxSize": refused, not misread.
  if (sized?.maxEntrySize !== undefined && !(sized.maxEntrySize >= 1))
    throw new RangeError(`cache ${opts.name}: maxEntrySize must be at least 1`);
  const counts = { hits: 0, misses: 0 };
  const lru = new LRUCache<K, Box<V>, Loader<V>>({
    max: opts.max,
    // lru-cache serves an entry while (now - stored) <= ttl; the hand-written caches stopped at
    // (now - stored) >= ttlMs, which on a whole-millisecond clock is ttl = ttlMs - 1.
    ...(opts.ttlMs !== undefined ? { ttl: Math.max(1, opts.ttlMs - 1) } : {}),
    // The wall clock the hand-written caches used (not performance.now()), read at every check
    // (lru-cache would otherwise keep a reading for 1 ms behind a timer).
    perf: { now: opts.now ?? (() => Date.now()) },
    ttlResolution: 0,
    ...(sized
      ? {
          maxSize: sized.maxSize,
          maxEntrySize: Math.min(sized.maxEntrySize ?? sized.maxSize, sized.maxSize),
          // lru-cache takes positive sizes only; an empty value weighs 1.
          sizeCalculation: (box: Box<V>) => Math.max(1, sized.sizeOf(box.v)),
        }
      : {}),
    // A load that a fresh load, delete or clear replaced still answers its own callers (instead
    // of rejecting them with lru-cache's abort), but its value is not stored.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const v = await context();
      return v === undefined ? undefined : { v };
    },
  });

  const cache: TtlCache<K, V> = {
    name: opts.name,
    get size() {
      return lru.size;
    },
    get calculatedSize() {
      return lru.calculatedSize;
    },
    get(key) {
      const box = lru.get(key);
      if (box) counts.hits++;
      else counts.misses++;
      return box?.v;
    },
    set(key, value) {
      lru.set(key, { v: value });
      // lru-cache drops a value over the entry limit (and what the key held) without a word.
      return lru.has(key);
    },
    delete: (key) => lru.delete(key),
    clear: () => lru.clear(),
    keys: () => [...lru.keys()],
    async getOrLoad<R extends V | undefined = V>(key: K, load: () => Promise<R>, o: { fresh?: boolean } = {}) {
      if (o.fresh) {
        counts.misses++;
        const v = await load();
        // Replacing the entry also drops the result of an older load still under way.
        if (v === undefined) lru.delete(key);
        else lru.set(key, { v: v as V });
        return v;
      }
      const status: LRUCache.Status<K, Box<V>, Loader<V>> = {};
      const box = lru.fetch(key, { context: load, status });
      // Counted before the load settles, so a failed load is a miss too. A load under way that
      // this call joined saved one: a hit, like a stored value.
      if (status.fetch === "hit" || status.fetch === "inflight") counts.hits++;
      else counts.misses++;
      // The loads of one key all answer R (a call site passes one kind of load).
      return (await box)?.v as R;
    },
    stats: () => ({ ...counts, size: lru.size }),
  };
  live.add(new WeakRef(cache as TtlCache<Key, unknown>));
  return cache;
}

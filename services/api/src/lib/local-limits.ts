// What rate limits, lockouts and partner-token replay checks fall back to while Redis is away:
// the same counters kept in this process. Limits then hold per API instance instead of across
// all of them — looser by the number of instances, never absent — and come back to shared
// counting when Redis answers again. Bounded: past maxKeys entries the oldest are dropped.

interface Entry {
  value: number;
  expiresAt: number;
}

export interface LocalCounters {
  /** Adds one to key (a window of ttlSeconds starting at its first hit); returns the count and seconds left. */
  incr(key: string, ttlSeconds: number): { count: number; ttl: number };
  /** Sets key unless it is live; false when it was. */
  setIfAbsent(key: string, ttlSeconds: number): boolean;
  /** The count of key's live window and its seconds left (0 and 0 when absent), without counting. */
  peek(key: string): { count: number; ttl: number };
  /** Milliseconds key has left, or 0 when absent. */
  pttl(key: string): number;
  set(key: string, ttlSeconds: number): void;
  del(key: string): void;
  readonly size: number;
}

export function createLocalCounters(options: { maxKeys?: number; now?: () => number } = {}): LocalCounters {
  const maxKeys = options.maxKeys ?? 50_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  }

  function put(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map keeps insertion order: the first keys are the oldest.
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
  }

  return {
    incr(key, ttlSeconds) {
      const e = live(key);
      if (e) {
        e.value++;
        return { count: e.value, ttl: Math.max(1, Math.ceil((e.expiresAt - now()) / 1000)) };
      }
      put(key, { value: 1, expiresAt: now() + ttlSeconds * 1000 });
      return { count: 1, ttl: ttlSeconds };
    },
    setIfAbsent(key, ttlSeconds) {
      if (live(key)) return false;
      put(key, { value: 1, expiresAt: now() + ttlSeconds * 1000 });
      return true;
    },
    peek(key) {
      const e = live(key);
      return e ? { count: e.value, ttl: Math.max(1, Math.ceil((e.expiresAt - now()) / 1000)) } : { count: 0, ttl: 0 };
    },
    pttl(key) {
      const e = live(key);
      return e ? e.expiresAt - now() : 0;
    },
    set(key, ttlSeconds) {
      put(key, { value: 1, expiresAt: now() + ttlSeconds * 1000 });
    },
    del(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

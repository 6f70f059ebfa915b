// A small query cache for GET-like calls: one request per key at a time, results kept for `ttl`
// when a caller asks for it. The keys name the data, not the user, so the auth provider clears the
// whole cache when the session ends or the account changes (clearQueryCache in AuthContext.tsx).
// (The refinement trees' replies are cached by URL in the client itself: client.ts.)
import { useCallback, useEffect, useRef, useState } from "react";

interface Entry {
  at: number;
  value: unknown;
}

const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();

export function clearQueryCache(prefix = ""): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/** Runs `fetcher` once per key within `ttl` (0: always fresh, but concurrent callers share one request). */
export function cachedCall<T>(key: string, ttl: number, fetcher: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && ttl > 0 && Date.now() - hit.at < ttl) return Promise.resolve(hit.value as T);
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const job = fetcher()
    .then((value) => {
      if (ttl > 0) cache.set(key, { at: Date.now(), value });
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, job);
  return job;
}

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  /** True when the last attempt failed (the global handler has shown why). */
  failed: boolean;
  reload(): void;
}

/**
 * Loads `fetcher()` for `key` (null: nothing to load). The fetcher returns the data, or
 * undefined when the call failed.
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T | undefined>, ttl = 0): QueryState<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; loading: boolean; failed: boolean }>(
    () => {
      const hit = key ? cache.get(key) : undefined;
      return { key, data: hit?.value as T | undefined, loading: key !== null && !hit, failed: false };
    },
  );
  const [round, setRound] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (key === null) {
      setState({ key, data: undefined, loading: false, failed: false });
      return;
    }
    let live = true;
    setState((s) => ({ key, data: s.key === key ? s.data : undefined, loading: true, failed: false }));
    const effectiveTtl = round > 0 ? 0 : ttl;
    cachedCall(`${key}`, effectiveTtl, async () => {
      const value = await fetcherRef.current();
      if (value === undefined) throw new Error("query failed");
      return value;
    })
      .then((data) => {
        if (live) setState({ key, data, loading: false, failed: false });
      })
      .catch(() => {
        if (live) setState({ key, data: undefined, loading: false, failed: true });
      });
    return () => {
      live = false;
    };
  }, [key, ttl, round]);

  const reload = useCallback(() => {
    if (key) cache.delete(key);
    setRound((r) => r + 1);
  }, [key]);
  return { data: state.key === key ? state.data : undefined, loading: state.loading, failed: state.failed, reload };
}

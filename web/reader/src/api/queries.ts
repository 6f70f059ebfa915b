// The reader's query cache: TanStack Query. One QueryClient for the app (main.tsx provides it);
// screens load with `useQuery(key, fetcher, ttl)`, whose string key names the data (not the
// user), so the auth provider clears the whole cache when the session ends or the account
// changes, and a change invalidates the keys it touches (`invalidateQueries("home:favorites")`).
// Concurrent callers of a key share one request; `ttl` is how long a reply stays fresh (0: asked
// again on each mount, the last reply shown meanwhile).
import { QueryClient, useQuery as useTanStackQuery } from "@tanstack/react-query";
import { useCallback } from "react";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The global error handler (global-errors.ts) has told the user already; the reader does
      // not retry on its own (a reload button does).
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/** True for a query whose (string) key starts with `prefix`. */
function keyStartsWith(prefix: string) {
  return (query: { queryKey: readonly unknown[] }) =>
    typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(prefix);
}

/** Marks the replies whose key starts with `prefix` stale: shown screens ask again, others on their next mount. */
export function invalidateQueries(prefix: string): void {
  void queryClient.invalidateQueries({ predicate: keyStartsWith(prefix) });
}

/** Forgets every cached reply (the session ended or the account changed). */
export function clearQueryCache(): void {
  queryClient.cancelQueries();
  queryClient.clear();
}

export interface QueryState<T> {
  data: T | undefined;
  /** True while there is nothing to show yet for the key. */
  loading: boolean;
  /** True when the last attempt failed (the global handler has shown why). */
  failed: boolean;
  reload(): void;
}

/** The error a fetcher's `undefined` (a failed call) becomes for TanStack Query. */
class QueryFailed extends Error {
  constructor(key: string) {
    super(`query ${key} failed`);
  }
}

/**
 * Loads `fetcher()` for `key` (null: nothing to load). The fetcher returns the data, or
 * undefined when the call failed.
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T | undefined>, ttl = 0): QueryState<T> {
  const query = useTanStackQuery({
    queryKey: [key],
    enabled: key !== null,
    staleTime: ttl,
    queryFn: async () => {
      const value = await fetcher();
      if (value === undefined) throw new QueryFailed(String(key));
      return value;
    },
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: key === null ? undefined : query.data,
    loading: key !== null && query.isPending,
    failed: query.isError,
    reload,
  };
}

// The reader's server data: TanStack Query, one way. One QueryClient for the app (main.tsx
// provides it). Each feature exports query-option factories (`favoritesQuery({ page, size, sort })`
// in `features/favorites/favorites-queries.ts`) that name the data by a typed key whose first part
// is the feature (`["favorites", "page", {…}]`) and a `keys` object of the prefixes a change
// invalidates (`queryClient.invalidateQueries({ queryKey: favoritesKeys.all })`). Screens use the
// factories with `useQuery` / `useSuspenseQuery`, and the early requests of boot.ts are put in the
// same cache with `queryClient.prefetchQuery(factory(…))` (early-queries.ts). Keys name the data,
// not the user: the auth provider clears the cache when the session ends or the account changes
// (all but the queries marked OUTLIVES_SESSION: the tenant configuration).
import { QueryClient } from "@tanstack/react-query";

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

/**
 * The `meta` of a query whose data names no user (the tenant configuration): the session's end
 * keeps it, so the screens above the session neither blank nor ask again.
 */
export const OUTLIVES_SESSION = { outlivesSession: true } as const;

const ofSession = (query: { meta?: Record<string, unknown> }) => query.meta?.outlivesSession !== true;

/** Forgets every cached reply of the session (it ended or the account changed). */
export function clearQueryCache(): void {
  void queryClient.cancelQueries({ predicate: ofSession });
  queryClient.removeQueries({ predicate: ofSession });
  queryClient.getMutationCache().clear();
}

/**
 * A call that did not answer with data: the query or mutation fails (the global handler has shown
 * why, unless the call was silent); `problem` is the API's error body, for a screen that says more.
 */
export class QueryFailed extends Error {
  constructor(
    readonly status: number | undefined,
    readonly problem?: unknown,
  ) {
    super(`HTTP ${status ?? "call failed"}`);
  }
}

/**
 * The data of a typed client's reply, for a queryFn or mutationFn: a reply without data (an error
 * status, or a call that threw before answering) makes it fail instead of caching `undefined`.
 */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const result = await call;
  if (result.data === undefined) throw new QueryFailed(result.response.status, result.error);
  return result.data;
}

/** For a mutationFn over a call whose reply has no body (a DELETE): it fails when the call did. */
export async function doneOf(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const result = await call;
  if (result.error !== undefined || !result.response.ok) throw new QueryFailed(result.response.status, result.error);
}

/** For a queryFn over a function that returns undefined when its call failed. */
export function orFail<T>(value: T | undefined): T {
  if (value === undefined) throw new QueryFailed(undefined);
  return value;
}

// The reader's API client: the shared typed client (web/shared: openapi-fetch over openapi.yaml's
// paths, with the bearer token, a fresh RequestId, AuthMode and X-Tenant on every call). The
// app's client also gives up
// on a call after 600000 ms (spec 1 §7, 3 §7), answers from a request boot.ts started early
// when it is the same call (prefetch.ts), and keeps the refinement trees' replies by URL in the
// query cache (queries.ts, TanStack Query) for 720000 ms (spec 1 §7).
//
//   const { data, error } = await client.GET("/management/health");
import { createApiClient } from "@norma/web-shared/client";
import { resolveTenant } from "@norma/web-shared/context";
import { activityMiddleware, type CallUi, errorMiddleware } from "./global-errors.ts";
import { takePrefetched } from "./prefetch.ts";
import { queryClient } from "./queries.ts";

export {
  ANONYMOUS_AUTH_MODE,
  type ApiClient,
  clearToken,
  contextHeaders,
  contextMiddleware,
  createApiClient,
  getToken,
  HOST_TENANTS,
  newRequestId,
  resolveTenant,
  setOriginatedIpAddress,
  setToken,
  TENANT_KEY,
  TOKEN_KEY,
} from "@norma/web-shared/client";

/** Spec 1 §7, 3 §7: the default request timeout. */
export const REQUEST_TIMEOUT_MS = 600_000;

/** The name of the error a call that timed out rejects with (a cancelled call: AbortError). */
export const TIMEOUT_ERROR = "TimeoutError";

/**
 * fetch that gives up after `timeoutMs` (rejecting with a TimeoutError DOMException) and still
 * follows the caller's own signal (cancelled: the caller's AbortError). The time counts until the
 * reply's headers arrive.
 */
export async function fetchWithTimeout(
  request: Request,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetchImpl: (input: Request, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
): Promise<Response> {
  const controller = new AbortController();
  const cancel = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) cancel();
  else request.signal.addEventListener("abort", cancel, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No reply within ${timeoutMs} ms`, TIMEOUT_ERROR)),
    timeoutMs,
  );
  try {
    return await fetchImpl(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", cancel);
  }
}

/** Spec 1 §7: the refinement trees' replies are cached by URL for this long. */
export const REFINEMENT_CACHE_MS = 720_000;

/** The refinement tree endpoints of spec 1 §7 (committee, other-content, sectors-and-themes, taxonomy, document-types, ICSCodes). */
const REFINEMENT_TREE =
  /^\/api\/refinement\/(committee|other-content|sectors-and-themes|taxonomy\/[^/]+|document-types|ICSCodes)$/;

/** The first key part of the cached refinement trees in the query cache. */
const TREE_KEY = "refinement-tree";

interface StoredReply {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** A reply that is not stored (not ok): handed to the caller as it came. */
class UncachedReply extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** Forgets the cached refinement trees (sign-out; clearQueryCache forgets them too). */
export function clearRefinementCache(): void {
  queryClient.removeQueries({ queryKey: [TREE_KEY] });
}

/**
 * A GET of a refinement tree answered from the query cache when the same URL (for the same
 * tenant) was fetched less than REFINEMENT_CACHE_MS ago; successful replies are stored, and
 * concurrent calls of one URL share one request.
 */
export async function fetchRefinementCached(
  request: Request,
  next: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url, "http://reader.invalid");
  if (request.method !== "GET" || !REFINEMENT_TREE.test(url.pathname)) return next(request);
  const tenant = request.headers.get("X-Tenant") ?? resolveTenant() ?? "";
  try {
    const stored = await queryClient.fetchQuery<StoredReply>({
      queryKey: [TREE_KEY, tenant, request.url],
      staleTime: REFINEMENT_CACHE_MS,
      gcTime: REFINEMENT_CACHE_MS,
      queryFn: async () => {
        const response = await next(request);
        if (!response.ok) throw new UncachedReply(response);
        return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
      },
    });
    return new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers });
  } catch (error) {
    if (error instanceof UncachedReply) return error.response;
    throw error;
  }
}

/** The app's fetch: an early request's answer when there is one, else the network with the timeout. */
export async function appFetch(request: Request): Promise<Response> {
  const early = await takePrefetched(request);
  if (early) return early;
  return fetchRefinementCached(request, (r) => fetchWithTimeout(r));
}

/**
 * The app's client: same origin (the dev server and nginx proxy /api and /management), with the
 * spinner and the global error handler (global-errors.ts). A call may add `ui: { silent, quiet,
 * errorMessage, successMessage }` to its options.
 */
export const client = createApiClient({ fetch: appFetch });
client.use(activityMiddleware, errorMiddleware);

/** Per-call options of the global handler, e.g. `client.GET(path, { params, ...ui({ silent: true }) })`. */
export function ui(options: CallUi): { ui: CallUi } {
  // openapi-fetch copies unknown init keys onto the Request; the middleware reads `ui` there.
  return { ui: options };
}

// The reader's API client: the shared typed client (web/shared: openapi-fetch over openapi.yaml's
// paths, with the bearer token, a fresh RequestId, AuthMode and X-Tenant on every call). The
// app's client also gives up
// on a call after 600000 ms (spec 1 §7, 3 §7) and answers from a request boot.ts started early
// when it is the same call (prefetch.ts). What is kept of the replies is the query cache's
// (queries.ts, TanStack Query), e.g. the refinement trees for 720000 ms (search-queries.ts).
//
//   const { data, error } = await client.GET("/management/health");
import { createApiClient } from "@norma/web-shared/client";
import { activityMiddleware, type CallUi, errorMiddleware } from "./global-errors.ts";
import { takePrefetched } from "./prefetch.ts";

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

/** The app's fetch: an early request's answer when there is one, else the network with the timeout. */
export async function appFetch(request: Request): Promise<Response> {
  const early = await takePrefetched(request);
  if (early) return early;
  return fetchWithTimeout(request);
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

// Requests started before the app's JavaScript has arrived (boot.ts), handed to the API client
// when the app asks for the same thing. Without them a page waited for a chain of requests, each
// started when the previous one answered: the app's code, then the tenant configuration, then
// the session, then the page's data (docs/performance.md).
//
// A prefetched answer is used once, only by the same call (method, address, body and token) and
// only while fresh; the client's middleware (spinner, global error handler) treats it like any
// other answer. A prefetch that failed leaves the call to go to the network as usual.
import { contextHeaders } from "@norma/web-shared/context";

/** A prefetched answer older than this is not used (the call goes to the network). */
export const PREFETCH_FRESH_MS = 15_000;

interface Entry {
  at: number;
  authorization: string | null;
  response: Promise<Response | null>;
}

const entries = new Map<string, Entry>();
/** Method and path of the entries, so that other calls are told "none" without reading their body. */
const routes = new Map<string, number>();

const routeOf = (method: string, url: string) =>
  `${method.toUpperCase()} ${new URL(url, "http://reader.invalid").pathname}`;

/** The same request whatever the order of its query parameters. */
export function requestKey(method: string, url: string, body: string | null): string {
  const u = new URL(url, "http://reader.invalid");
  const query = [...u.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method.toUpperCase()} ${u.pathname}?${new URLSearchParams(query).toString()} ${body ?? ""}`;
}

/** Starts a call now, with the headers every call carries; `body` is sent as JSON. */
export function prefetch(
  method: "GET" | "POST",
  url: string,
  body?: unknown,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  now = Date.now(),
): void {
  const headers: Record<string, string> = { ...contextHeaders(), Accept: "application/json" };
  const text = body === undefined ? null : JSON.stringify(body);
  if (text !== null) headers["Content-Type"] = "application/json";
  const response = fetchImpl(url, { method, headers, body: text ?? undefined }).catch(() => null);
  entries.set(requestKey(method, url, text), { at: now, authorization: headers.Authorization ?? null, response });
  routes.set(routeOf(method, url), (routes.get(routeOf(method, url)) ?? 0) + 1);
}

/** The prefetched answer to this request, once; null when there is none (or it is stale or failed). */
export async function takePrefetched(request: Request, now = Date.now()): Promise<Response | null> {
  const route = routeOf(request.method, request.url);
  const pending = routes.get(route);
  if (!pending) return null;
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.clone().text();
  const key = requestKey(request.method, request.url, body || null);
  const entry = entries.get(key);
  if (!entry) return null;
  entries.delete(key);
  if (pending > 1) routes.set(route, pending - 1);
  else routes.delete(route);
  if (now - entry.at > PREFETCH_FRESH_MS) return null;
  if (entry.authorization !== request.headers.get("Authorization")) return null;
  return entry.response;
}

/** Forgets every prefetched answer (sign-out, tests). */
export function clearPrefetched(): void {
  entries.clear();
  routes.clear();
}

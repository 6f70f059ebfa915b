// The app client's fetch (client.ts): the 600000 ms timeout of spec 1 §7 / 3 §7 and the answers
// of the early requests (prefetch.ts, early-requests.ts). The refinement trees' 720000 ms are the
// query cache's (search-queries.unit.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { searchBody } from "../features/search/search-request.ts";
import { pageQuery, readSearchState } from "../features/search/search-url.ts";
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, TIMEOUT_ERROR } from "./client.ts";
import { earlyRequests } from "./early-requests.ts";
import { clearPrefetched, PREFETCH_FRESH_MS, prefetch, requestKey, takePrefetched } from "./prefetch.ts";
import { fakeJwt, MemoryStorage } from "./test-helpers.ts";

beforeEach(() => {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("location", { hostname: "localhost", search: "" });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearPrefetched();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** A fetch that answers only when its signal aborts (then rejects with the reason). */
const hanging = (_input: Request, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });

describe("request timeout", () => {
  it("is 600000 ms", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(600_000);
  });

  it("gives up after the timeout with a TimeoutError", async () => {
    vi.useFakeTimers();
    const call = fetchWithTimeout(new Request("http://reader.test/api/x"), REQUEST_TIMEOUT_MS, hanging);
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as DOMException;
    expect(error.name).toBe(TIMEOUT_ERROR);
  });

  it("passes the caller's cancel on (AbortError, ignored by the global handler)", async () => {
    const controller = new AbortController();
    const call = fetchWithTimeout(
      new Request("http://reader.test/api/x", { signal: controller.signal }),
      1000,
      hanging,
    );
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("answers normally when the reply comes in time", async () => {
    const reply = await fetchWithTimeout(new Request("http://reader.test/api/x"), 1000, async () => json({ ok: 1 }));
    await expect(reply.json()).resolves.toEqual({ ok: 1 });
  });
});

describe("early requests", () => {
  const token = fakeJwt({ sub: "7", atp: "PWD", exp: Math.floor(Date.now() / 1000) + 900 });

  it("ask for the tenant configuration (with the tenant of the address) and nothing else while signed out", () => {
    expect(earlyRequests({ pathname: "/content-search/", search: "?tenant=api", hostname: "localhost" }, null)).toEqual(
      [{ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", body: { tenantName: "api" } }],
    );
  });

  it("add the session with a token, and the document's metadata and verification on the document page", () => {
    const list = earlyRequests(
      { pathname: "/document/", search: "?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US", hostname: "localhost" },
      token,
    );
    expect(list.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /api/tenant/get-tenant-config-for-ui",
      "GET /api/account",
      "GET /api/documents/metadata?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US",
      "GET /api/documents/verification/contentCode?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US",
    ]);
  });

  it("add the search of a search page's address, as SearchPage sends it", () => {
    const list = earlyRequests(
      { pathname: "/content-search/", search: "?content=tensile&sort=oth_col_1%2Casc", hostname: "localhost" },
      token,
    );
    const search = list[2];
    expect(search.method).toBe("POST");
    const url = new URL(search.url, "http://reader.test");
    expect(url.pathname).toBe("/api/documents/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "0", size: "25", sort: "oth_col_1,asc" });
    const state = readSearchState("?content=tensile&sort=oth_col_1%2Casc");
    // In the interface language of the locale cookie (none here: English), like the counts.
    expect(search.body).toEqual({ ...searchBody("content", state), language: "en" });
    const query = Object.entries(pageQuery(state)).map(([k, v]) => [k, String(v)]);
    expect(url.search.slice(1)).toBe(new URLSearchParams(query).toString());
  });

  it("use the scope's path and the discovery search's own body", () => {
    const sub = earlyRequests({ pathname: "/mysubscription-search/", search: "", hostname: "localhost" }, token);
    expect(sub[2].url).toBe("/api/documents/entitled-documents/search?page=0&size=25");
    const semantic = earlyRequests(
      { pathname: "/semantic-search/", search: "?content=composite%20strength", hostname: "localhost" },
      token,
    );
    expect(semantic[2]).toEqual({
      method: "POST",
      url: "/api/semantic-search/v1/query?page=0&size=25",
      body: { keywords: "composite strength" },
    });
  });

  it("start no search the page would not send (a one-letter content search)", () => {
    expect(
      earlyRequests({ pathname: "/content-search/", search: "?content=a", hostname: "localhost" }, token),
    ).toHaveLength(2);
  });

  it("skip the session of an expired token", () => {
    const expired = fakeJwt({ sub: "7", exp: Math.floor(Date.now() / 1000) - 60 });
    expect(earlyRequests({ pathname: "/", search: "", hostname: "localhost" }, expired)).toHaveLength(1);
  });
});

describe("prefetched answers", () => {
  const requests: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return json({ from: url });
  }) as unknown as typeof fetch;

  beforeEach(() => {
    requests.length = 0;
  });

  it("answer the same call once, whatever the order of its query", async () => {
    prefetch("GET", "/api/x?b=2&a=1", undefined, fakeFetch);
    const first = await takePrefetched(new Request("http://reader.test/api/x?a=1&b=2"));
    await expect(first?.json()).resolves.toEqual({ from: "/api/x?b=2&a=1" });
    expect(await takePrefetched(new Request("http://reader.test/api/x?a=1&b=2"))).toBeNull();
  });

  it("answer a POST only with the same body", async () => {
    prefetch("POST", "/api/tenant/get-tenant-config-for-ui", { tenantName: "astm" }, fakeFetch);
    const other = new Request("http://reader.test/api/tenant/get-tenant-config-for-ui", {
      method: "POST",
      body: JSON.stringify({ tenantName: "api" }),
    });
    expect(await takePrefetched(other)).toBeNull();
    expect(requests[0].init.body).toBe(JSON.stringify({ tenantName: "astm" }));
  });

  it("are not used by a call with another token", async () => {
    sessionStorage.setItem("norma.token", fakeJwt({ sub: "7", atp: "PWD" }));
    prefetch("GET", "/api/account", undefined, fakeFetch);
    expect(new Headers(requests[0].init.headers).get("Authorization")).toMatch(/^Bearer /);
    const other = new Request("http://reader.test/api/account", { headers: { Authorization: "Bearer other" } });
    expect(await takePrefetched(other)).toBeNull();
  });

  it("are not used once stale", async () => {
    prefetch("GET", "/api/account", undefined, fakeFetch, 0);
    expect(await takePrefetched(new Request("http://reader.test/api/account"), PREFETCH_FRESH_MS + 1)).toBeNull();
  });

  it("leave a call whose prefetch failed to the network", async () => {
    prefetch("GET", "/api/account", undefined, (async () => {
      throw new TypeError("offline");
    }) as unknown as typeof fetch);
    expect(await takePrefetched(new Request("http://reader.test/api/account"))).toBeNull();
  });

  it("name a request by method, path, sorted query and body", () => {
    expect(requestKey("get", "/api/x?b=2&a=1", null)).toBe(requestKey("GET", "http://h/api/x?a=1&b=2", null));
    expect(requestKey("POST", "/api/x", "{}")).not.toBe(requestKey("POST", "/api/x", '{"a":1}'));
  });
});

// The early queries (early-queries.ts): the first screen's data goes into the query cache under
// the keys its readers use — the tenant configuration, the session object, the document page's
// metadata and verification, the search page's results — and only for what boot.ts started (the
// session and the page's data only with a session).
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountSessionQuery } from "../features/auth/session-queries.ts";
import { documentMetadataQuery, documentVerificationQuery } from "../features/documents/document-queries.ts";
import { searchResultsQuery } from "../features/search/search-queries.ts";
import { readSearchState } from "../features/search/search-url.ts";
import { tenantConfigQuery } from "../features/tenant/tenant-queries.ts";
import { prefetchEarlyQueries } from "./early-queries.ts";
import { fakeJwt, MemoryStorage } from "./test-helpers.ts";

const CODE = "ASTM|D3039_D3039M-17|en-US";
const TENANT = "astm";
const token = fakeJwt({ sub: "7", atp: "PWD", exp: Math.floor(Date.now() / 1000) + 900 });

/** The keys the early queries of an address put in a fresh cache. */
async function keysFor(where: { pathname: string; search: string }, language = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchEarlyQueries(client, where, language, TENANT);
  const keys = client
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);
  client.cancelQueries();
  return keys;
}

beforeEach(() => {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("location", { hostname: "localhost", search: "" });
  // No call leaves the test: whatever a query function asks waits forever.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
});
afterEach(() => vi.unstubAllGlobals());

describe("early queries", () => {
  it("fill the tenant configuration's entry, the session's and the document page's metadata and verification", async () => {
    sessionStorage.setItem("norma.token", token);
    expect(await keysFor({ pathname: "/document/", search: `?contentCode=${encodeURIComponent(CODE)}` })).toEqual([
      tenantConfigQuery(TENANT).queryKey,
      accountSessionQuery().queryKey,
      documentMetadataQuery(CODE).queryKey,
      documentVerificationQuery(CODE).queryKey,
    ]);
  });

  it("fill the search page's results entry, in boot's language", async () => {
    sessionStorage.setItem("norma.token", token);
    const search = "?content=tensile&sort=oth_col_1%2Casc";
    expect(await keysFor({ pathname: "/content-search/", search }, "fr")).toEqual([
      tenantConfigQuery(TENANT).queryKey,
      accountSessionQuery().queryKey,
      searchResultsQuery("content", readSearchState(search), "fr").queryKey,
    ]);
  });

  it("fill only the tenant configuration signed out, and no page data boot.ts does not start", async () => {
    const tenantOnly = [tenantConfigQuery(TENANT).queryKey];
    expect(await keysFor({ pathname: "/document/", search: `?contentCode=${encodeURIComponent(CODE)}` })).toEqual(
      tenantOnly,
    );
    sessionStorage.setItem("norma.token", token);
    const withSession = [...tenantOnly, accountSessionQuery().queryKey];
    expect(await keysFor({ pathname: "/favorites", search: "" })).toEqual(withSession);
    expect(await keysFor({ pathname: "/content-search/", search: "?content=a" })).toEqual(withSession);
  });
});

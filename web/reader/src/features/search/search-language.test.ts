// The search is sent in the interface language, like the refinement counts, and the early request
// of a search page's address (boot.ts, api/early-requests.ts) is the very request SearchPage then
// sends — same path, query and body text — so its early answer is the one used (api/prefetch.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { bootLanguage, earlyRequests } from "../../api/early-requests.ts";
import { requestKey } from "../../api/prefetch.ts";
import { fakeJwt, MemoryStorage } from "../../api/test-helpers.ts";
import { localeCookie } from "../../i18n/locales.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { runSearch, topLevelCounts } from "./search-api.ts";
import { readSearchState } from "./search-url.ts";

type Sent = { path: string; query: Record<string, unknown>; body: unknown };

/** What the typed client was asked to send, by call. */
function captureClient(): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(client, "POST").mockImplementation((async (
    path: string,
    init: { params?: { query?: object }; body?: unknown },
  ) => {
    sent.push({ path, query: { ...(init.params?.query ?? {}) }, body: init.body });
    return { data: undefined, response: new Response(null, { status: 200 }) };
  }) as unknown as typeof client.POST);
  return sent;
}

/** The request key prefetch.ts matches on, for a call of the typed client. */
function keyOf(call: Sent): string {
  const query = new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)]));
  return requestKey("POST", `${call.path}?${query}`, JSON.stringify(call.body));
}

const token = fakeJwt({ sub: "7", atp: "PWD", exp: Math.floor(Date.now() / 1000) + 900 });

beforeEach(() => {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("location", { hostname: "localhost", search: "" });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the search's language", () => {
  it("is sent with the search, the same as the refinement counts send", async () => {
    const sent = captureClient();
    const state = readSearchState("?content=acero%20inoxidable");
    await runSearch("content", state, "es");
    await topLevelCounts("content", state, "Publisher", "es");
    expect(sent).toHaveLength(2);
    expect(sent[0].path).toBe("/api/documents/search");
    expect(sent[0].body).toMatchObject({ keywords: "acero inoxidable", language: "es" });
    expect((sent[1].body as { language: string }).language).toBe((sent[0].body as { language: string }).language);
  });

  it("is sent by the subscription search too, and not by discovery search (its body has keywords only)", async () => {
    const sent = captureClient();
    await runSearch("mysubscription", readSearchState(""), "de");
    await runSearch("semantic", readSearchState("?content=composite%20strength"), "de");
    expect(sent[0]).toMatchObject({ path: "/api/documents/entitled-documents/search", body: { language: "de" } });
    expect(sent[1]).toMatchObject({ path: "/api/semantic-search/v1/query", body: { keywords: "composite strength" } });
    expect(sent[1].body).not.toHaveProperty("language");
  });
});

describe("the early search of a search page's address", () => {
  const pages: [SearchTypeCode, string, string][] = [
    ["content", "/content-search/", "?content=tensile&sort=oth_col_1%2Casc&page=2"],
    [
      "content",
      "/content-search/",
      "?content=pipe&stype=D&publisherid=ASTM&categories=%5B%7B%22k%22%3A%2223%22%2C%22r%22%3A%22ics%22%7D%5D",
    ],
    ["mysubscription", "/mysubscription-search/", ""],
    ["semantic", "/semantic-search/", "?content=composite%20strength"],
  ];

  for (const [type, pathname, search] of pages) {
    it(`is exactly the request the page sends (${type} ${search || "(empty)"}), in the cookie's language`, async () => {
      const sent = captureClient();
      const early = earlyRequests({ pathname, search, hostname: "localhost" }, token, Date.now(), "fr-CA");
      const earlySearch = early.at(-1);
      expect(earlySearch?.method).toBe("POST");
      await runSearch(type, readSearchState(search), "fr-CA");
      expect(sent).toHaveLength(1);
      // Same path, query and body text: prefetch.ts hands the early answer over.
      expect(keyOf(sent[0])).toBe(requestKey("POST", earlySearch?.url ?? "", JSON.stringify(earlySearch?.body)));
      if (type !== "semantic") expect(earlySearch?.body).toMatchObject({ language: "fr-CA" });
    });
  }

  it("is not the request of another language (the page would not reuse it)", async () => {
    const sent = captureClient();
    const [, , earlySearch] = earlyRequests(
      { pathname: "/content-search/", search: "?content=tensile", hostname: "localhost" },
      token,
      Date.now(),
      "en",
    );
    await runSearch("content", readSearchState("?content=tensile"), "ar");
    expect(keyOf(sent[0])).not.toBe(requestKey("POST", earlySearch.url, JSON.stringify(earlySearch.body)));
  });

  it("takes its language from the locale cookie the app starts in, else English", () => {
    expect(bootLanguage(`theme=dark; ${localeCookie("ar", false).split(";")[0]}`)).toBe("ar");
    expect(bootLanguage("")).toBe("en");
    const withCookie = earlyRequests(
      { pathname: "/content-search/", search: "?content=tensile", hostname: "localhost" },
      token,
      Date.now(),
      bootLanguage(localeCookie("es-ES", false).split(";")[0]),
    );
    expect(withCookie[2].body).toMatchObject({ language: "es-ES" });
  });
});

// The generated public API client against the real API (issue 30: "a TypeScript client package
// generated from the contract, with an example"): typed calls with the key, the changes feed read
// to its end and resumed from a kept cursor, and a refusal surfaced as the API's problem.
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { changesSince, createPublicApiClient, PublicApiError, referencesOf, trackedDocuments } from "./index.ts";

const api = useApi();
let key: string;

/** The API in this process, reached through Fastify's inject instead of a socket. */
const injectFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const res = await api.app.inject({
    method: request.method as "GET",
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(request.body ? { payload: await request.text() } : {}),
  });
  return new Response(res.statusCode === 204 ? null : res.body, {
    status: res.statusCode,
    headers: res.headers as Record<string, string>,
  });
};

beforeAll(async () => {
  const admin = await api.login("admin@astm.example");
  const res = await api.request({
    method: "POST",
    url: "/api/admin/api-keys",
    token: admin,
    payload: { name: "client package", scopes: ["search", "documents", "changes"] },
  });
  expect(res.statusCode, res.body).toBe(201);
  key = res.json().secret;
});

describe("@norma/public-api-client", () => {
  it("searches and reads a document's editions with the key, typed by the contract", async () => {
    const client = createPublicApiClient({ baseUrl: "https://library.example.com/", apiKey: key, fetch: injectFetch });
    const { data: found, error } = await client.GET("/api/public/v1/search", { params: { query: { q: "steel" } } });
    expect(error).toBeUndefined();
    expect(found?.results.length).toBeGreaterThan(0);
    const id = found!.results[0].id;
    const { data: editions } = await client.GET("/api/public/v1/documents/{id}/editions", {
      params: { path: { id } },
    });
    expect(editions?.editions.some((e) => e.id === id)).toBe(true);
  });

  it("reads the changes feed page by page to its end, and resumes from the kept cursor", async () => {
    const client = createPublicApiClient({ baseUrl: "https://library.example.com", apiKey: key, fetch: injectFetch });
    // Where the feed ends now: the cursor a system would have kept.
    let kept: string | undefined;
    for await (const page of changesSince(client, undefined, 500)) kept = page.nextCursor;

    // Three new editions and a withdrawal, published by the tenant's administrator.
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const lines = await api.db.document.findMany({
      where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
      orderBy: { id: "desc" },
      take: 4,
    });
    const items = [
      ...lines.slice(0, 3).map((line) => ({
        kind: "NEW_VERSION",
        publisherKey: "ASTM",
        family: line.family,
        languageCode: line.languageCode,
        designation: `${line.designation}-client`,
        publishedDate: "2026-11-29",
      })),
      { kind: "STATUS", contentCode: lines[3].contentCode, status: "Withdrawn" },
    ];
    const published = await api.request({
      method: "POST",
      url: "/api/admin/publishing/batches",
      token: await api.login("admin@astm.example"),
      payload: { batchId: "client-package", items },
    });
    expect(published.statusCode, published.body).toBe(201);

    // From the kept cursor, two at a time: the four changes, in order, over two pages.
    const pages = [];
    for await (const page of changesSince(client, kept, 2)) pages.push(page);
    const changes = pages.flatMap((p) => p.changes);
    expect(changes.map((c) => c.kind)).toEqual(["REVISED", "REVISED", "REVISED", "WITHDRAWN"]);
    expect(new Set(changes.map((c) => c.batchId))).toEqual(new Set(["client-package"]));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Resumed from the last page's cursor: nothing new.
    const again = [];
    for await (const page of changesSince(client, pages.at(-1)!.nextCursor)) again.push(...page.changes);
    expect(again).toEqual([]);
  });

  it("tracks for a member, lists the account's trackings, reads a change summary, references and usage", async () => {
    const member = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example" },
      include: { memberships: { orderBy: { isDefault: "desc" } } },
    });
    const accountId = member.memberships[0].accountId;
    const res = await api.request({
      method: "POST",
      url: "/api/admin/api-keys",
      token: await api.login("admin@astm.example"),
      payload: { name: "client tracking", scopes: ["search", "tracking", "summaries", "usage"], accountId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const client = createPublicApiClient({
      baseUrl: "https://library.example.com",
      apiKey: res.json().secret,
      fetch: injectFetch,
    });
    const { data: found } = await client.GET("/api/public/v1/search", { params: { query: { q: "*", size: 100 } } });
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const doc = found!.results.find((r) => r.entitled && r.isLatest && r.publisher !== "ASTM")!;
    expect(doc, `an entitled document besides the main publisher's (${astm.mainPublisherId})`).toBeDefined();
    const tracked = await client.POST("/api/public/v1/tracked-documents", {
      body: { documentId: doc.id, userId: member.id },
    });
    expect(tracked.response.status).toBe(201);
    const all = [];
    for await (const t of trackedDocuments(client, { userId: member.id, pageSize: 1 })) all.push(t);
    expect(all.map((t) => t.document.id)).toContain(doc.id);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    const { data: summary } = await client.GET("/api/public/v1/documents/{id}/change-summary", {
      params: { path: { id: doc.id } },
    });
    expect(summary?.contentId).toBe(doc.id);
    const references = [];
    for await (const r of referencesOf(client, doc.id, 5)) references.push(r);
    expect(Array.isArray(references)).toBe(true);
    const { data: usage } = await client.GET("/api/public/v1/usage", {
      params: { query: { from: "2026-01", to: "2026-03" } },
    });
    expect(usage?.months.map((m) => m.month)).toEqual(["2026-01", "2026-02", "2026-03"]);
    const stopped = await client.DELETE("/api/public/v1/tracked-documents/{id}", {
      params: { path: { id: tracked.data!.id } },
    });
    expect(stopped.response.status).toBe(204);
  });

  it("surfaces a refusal as the API's problem, and refuses a key that is not an API key", async () => {
    const client = createPublicApiClient({ baseUrl: "https://library.example.com", apiKey: key, fetch: injectFetch });
    await expect(changesSince(client, "not a cursor!").next()).rejects.toBeInstanceOf(PublicApiError);
    const { error, response } = await client.GET("/api/public/v1/documents/{id}", {
      params: { path: { id: 2_147_483_647 } },
    });
    expect(response.status).toBe(404);
    expect(error).toBeDefined();
    expect(() => createPublicApiClient({ baseUrl: "https://x", apiKey: "eyJhbGciOi..." })).toThrow(/nk_/);
  });
});

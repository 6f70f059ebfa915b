// The public API (/api/public/v1, issue 30) with API keys: scopes are enforced (403), a key sees
// only its tenant's documents (another's: 404), entitlement is the key's account's (a tenant key:
// none), calls are counted as COUNTER usage of the key's account, and the changes feed pages
// through what was published, revised or withdrawn, resumable from its cursor.
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledScope, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let admin: string;
let astmId: number;
let accountId: number;
let scope: { publisherIds: number[]; collectionIds: number[] };

const makeKey = async (token: string, payload: object): Promise<string> => {
  const res = await api.request({ method: "POST", url: "/api/admin/api-keys", token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
};
const call = (secret: string, url: string, headers: Record<string, string> = {}) =>
  api.request({ method: "GET", url, headers: { authorization: `Bearer ${secret}`, ...headers } });

beforeAll(async () => {
  admin = await api.login("admin@astm.example");
  astmId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
  accountId = (await seededUser(api.db, "individual@astm.example")).accountId!;
  scope = await entitledScope(api.db, accountId);
});

describe("scopes and tenants", () => {
  it("refuses an operation outside the key's scopes with 403 naming the scope", async () => {
    const searchOnly = await makeKey(admin, { name: "search only", scopes: ["search"] });
    const doc = await api.db.document.findFirstOrThrow({
      where: { publisher: { tenants: { some: { tenantId: astmId } } } },
    });
    expect((await call(searchOnly, "/api/public/v1/search?q=steel")).statusCode).toBe(200);
    for (const url of [
      `/api/public/v1/documents/${doc.id}`,
      `/api/public/v1/documents/${doc.id}/editions`,
      "/api/public/v1/changes",
    ]) {
      const res = await call(searchOnly, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("error.apiKey.scope");
    }
    const docsOnly = await makeKey(admin, { name: "documents only", scopes: ["documents"] });
    expect((await call(docsOnly, "/api/public/v1/search?q=steel")).json().detail).toContain("search");
    expect((await call(docsOnly, `/api/public/v1/documents/${doc.id}`)).statusCode).toBe(200);
  });

  it("never shows another tenant's documents (404) and refuses another tenant's X-Tenant (401)", async () => {
    // The api tenant presents the API, ASTM and ISO publishers only.
    const apiTenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "api" } });
    const key = await makeKey(await api.login("admin@api.example"), {
      name: "all",
      scopes: ["search", "documents", "changes"],
    });
    const foreign = await api.db.document.findFirstOrThrow({
      where: { publisher: { tenants: { none: { tenantId: apiTenant.id } } } },
    });
    for (const url of [
      `/api/public/v1/documents/${foreign.id}`,
      `/api/public/v1/documents/${foreign.id}/editions`,
      "/api/public/v1/documents/2147483647",
    ]) {
      const res = await call(key, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/problem+json");
    }
    const all = (await call(key, "/api/public/v1/search?q=*&size=100")).json();
    const visible = await api.db.document.count({
      where: { publisher: { tenants: { some: { tenantId: apiTenant.id } } } },
    });
    expect(all.count).toBeGreaterThan(0);
    expect(all.count).toBeLessThanOrEqual(visible);
    expect(all.results.some((r: { id: number }) => r.id === foreign.id)).toBe(false);
    expect((await call(key, "/api/public/v1/changes", { "x-tenant": "astm" })).statusCode).toBe(401);
    expect((await call(key, "/api/public/v1/changes", { "x-tenant": "api" })).statusCode).toBe(200);
  });

  it("refuses bad parameters with problem+json naming them", async () => {
    const key = await makeKey(admin, { name: "params", scopes: ["search", "documents", "changes"] });
    const cases: [string, string][] = [
      ["/api/public/v1/search?q=a%00b", "q"],
      ["/api/public/v1/search", "q"],
      ["/api/public/v1/search?q=steel&size=30", "size"],
      ["/api/public/v1/search?q=steel&page=10001", "page"],
      ["/api/public/v1/changes?limit=501", "limit"],
      ["/api/public/v1/changes?cursor=not-ours", "cursor"],
      ["/api/public/v1/changes?cursor=%00", "cursor"],
      ["/api/public/v1/documents/2147483648", "id"],
    ];
    for (const [url, field] of cases) {
      const res = await call(key, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(
        res.json().fieldErrors.map((f: { field: string }) => f.field),
        url,
      ).toContain(field);
    }
  });
});

describe("search and documents", () => {
  it("marks entitlement as the key's account allows; a key of the whole tenant is entitled to nothing", async () => {
    const accountKey = await makeKey(admin, { name: "account", scopes: ["search"], accountId });
    const tenantKey = await makeKey(admin, { name: "tenant", scopes: ["search"] });
    const byAccount = (await call(accountKey, "/api/public/v1/search?q=*&size=100")).json();
    expect(byAccount.results.length).toBeGreaterThan(0);
    const docs = await api.db.document.findMany({
      where: { id: { in: byAccount.results.map((r: { id: number }) => r.id) } },
      select: { id: true, publisherId: true, collectionIds: true },
    });
    const expected = new Map(
      docs.map((d) => [
        d.id,
        scope.publisherIds.includes(d.publisherId) || d.collectionIds.some((c) => scope.collectionIds.includes(c)),
      ]),
    );
    for (const r of byAccount.results) expect(r.entitled, r.contentCode).toBe(expected.get(r.id));
    expect(byAccount.results.some((r: { entitled: boolean }) => r.entitled)).toBe(true);
    const byTenant = (await call(tenantKey, "/api/public/v1/search?q=*&size=100")).json();
    expect(byTenant.results.every((r: { entitled: boolean }) => r.entitled === false)).toBe(true);
  });

  it("counts its searches and metadata views as COUNTER usage of the key's account", async () => {
    const key = await makeKey(admin, { name: "counted", scopes: ["search", "documents"], accountId });
    const before = await api.db.usageEvent.count({ where: { accountId } });
    const found = (await call(key, "/api/public/v1/search?q=steel")).json();
    expect(found.count).toBeGreaterThan(0);
    const first = found.results[0];
    const doc = await call(key, `/api/public/v1/documents/${first.id}`);
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json()).toMatchObject({
      id: first.id,
      contentCode: first.contentCode,
      publisherName: expect.any(String),
    });
    const events = await api.db.usageEvent.findMany({ where: { accountId }, orderBy: { id: "asc" }, skip: before });
    expect(events.map((e) => e.kind)).toEqual(["SEARCH", "METADATA_VIEW"]);
    expect(events.every((e) => e.userId === null && e.tenantId === astmId)).toBe(true);
  });

  it("lists a document's editions, newest first, the same for each of them", async () => {
    const key = await makeKey(admin, { name: "editions", scopes: ["documents"] });
    const historical = await api.db.document.findFirstOrThrow({
      where: { isLatest: false, publisher: { tenants: { some: { tenantId: astmId } } } },
    });
    const res = await call(key, `/api/public/v1/documents/${historical.id}/editions`);
    expect(res.statusCode).toBe(200);
    const editions = res.json().editions as { id: number; isLatest: boolean }[];
    expect(editions.length).toBeGreaterThan(1);
    expect(editions[0].isLatest).toBe(true);
    expect(editions.map((e) => e.id)).toContain(historical.id);
    const fromLatest = (await call(key, `/api/public/v1/documents/${editions[0].id}/editions`)).json();
    expect(fromLatest.editions.map((e: { id: number }) => e.id)).toEqual(editions.map((e) => e.id));
  });
});

describe("the changes feed", () => {
  it("pages through what was published, revised and withdrawn, and resumes from its cursor", async () => {
    const key = await makeKey(admin, { name: "feed", scopes: ["changes"] });
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const lines = await api.db.document.findMany({
      where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
      orderBy: { id: "desc" },
      take: 2,
    });
    // Everything so far, to the end.
    let cursor = "";
    for (;;) {
      const page = (await call(key, `/api/public/v1/changes?limit=500&cursor=${cursor}`)).json();
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    const publish = (batchId: string, items: object[]) =>
      api.request({ method: "POST", url: "/api/admin/publishing/batches", token: admin, payload: { batchId, items } });
    const revised = await publish("feed-1", [
      {
        kind: "NEW_VERSION",
        publisherKey: "ASTM",
        family: lines[0].family,
        languageCode: lines[0].languageCode,
        designation: `${lines[0].designation}-feed`,
        publishedDate: "2026-11-28",
      },
    ]);
    expect(revised.statusCode, revised.body).toBe(201);
    const withdrawn = await publish("feed-2", [
      { kind: "STATUS", contentCode: lines[1].contentCode, status: "Withdrawn" },
    ]);
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);

    const first = (await call(key, `/api/public/v1/changes?limit=1&cursor=${cursor}`)).json();
    expect(first.hasMore).toBe(true);
    expect(first.changes).toHaveLength(1);
    expect(first.changes[0]).toMatchObject({
      kind: "REVISED",
      batchId: "feed-1",
      previousDocumentId: lines[0].id,
      status: "Active",
      document: { id: revised.json().changes[0].documentId, isLatest: true },
    });
    // Resuming from the page's cursor gives the next change, once.
    const second = (await call(key, `/api/public/v1/changes?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.changes).toHaveLength(1);
    expect(second.changes[0]).toMatchObject({
      kind: "WITHDRAWN",
      batchId: "feed-2",
      status: "Withdrawn",
      previousStatus: "Active",
      document: { id: lines[1].id },
    });
    expect(second.hasMore).toBe(false);
    // Nothing new: the same cursor again, to ask later.
    const none = (await call(key, `/api/public/v1/changes?cursor=${second.nextCursor}`)).json();
    expect(none).toEqual({ changes: [], nextCursor: second.nextCursor, hasMore: false });

    // A tenant's keys see its publishers' changes only: AWWA's batch reaches astm's feed (astm
    // presents AWWA), not the api tenant's (which does not).
    const awwaLine = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", publisher: { key: "AWWA" } },
    });
    const awwa = await api.request({
      method: "POST",
      url: "/api/admin/publishing/batches",
      token: await api.login("admin@awwa.example"),
      payload: {
        batchId: "feed-awwa",
        items: [{ kind: "STATUS", contentCode: awwaLine.contentCode, status: "Withdrawn" }],
      },
    });
    expect(awwa.statusCode, awwa.body).toBe(201);
    const ours = (await call(key, `/api/public/v1/changes?cursor=${second.nextCursor}`)).json();
    expect(ours.changes.map((x: { batchId: string }) => x.batchId)).toEqual(["feed-awwa"]);
    const apiAdmin = await api.login("admin@api.example");
    const theirs = await makeKey(apiAdmin, { name: "theirs", scopes: ["changes"] });
    const seen = [];
    let c = "";
    for (;;) {
      const page = (await call(theirs, `/api/public/v1/changes?limit=500&cursor=${c}`)).json();
      seen.push(...page.changes.map((x: { batchId: string }) => x.batchId));
      c = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(seen).toContain("feed-1"); // ASTM's, which the api tenant presents too
    expect(seen).not.toContain("feed-awwa");
  });
});

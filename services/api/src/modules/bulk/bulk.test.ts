// Bulk actions on search results (issue 29 §2): each action is one request answering every
// document's outcome and the counts (done, already, refused by reason); entitlement and the
// owning module's rules decide per document; the tenant's bulkSelectionLimit caps a list (400)
// and "all matching" (the search re-run on the server, first `limit` taken); nothing is half
// done; the export files hold the selection in its order.

import { useApi } from "@norma/tests/harness";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { colleagues, companyOf, documentsOf, outboxMails, tokenIn } from "../groups/groups-fixtures.ts";
import { entitledDocuments, seededUser, unentitledDocument } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let astm: Awaited<ReturnType<typeof seededUser>>;
let token: string;
let docs: Awaited<ReturnType<typeof entitledDocuments>>;
let locked: { id: number; contentCode: string; publisherId: number };
let foreignId: number;

const post = (url: string, payload: unknown, t = token) =>
  api.request({ method: "POST", url, token: t, payload: payload as object });
const ids = (...list: { id: number }[]) => ({ contentIds: list.map((d) => d.id) });
const outcomes = (body: { items: { contentId: number; outcome: string; reason?: string }[] }) =>
  Object.fromEntries(body.items.map((i) => [i.contentId, i.reason ?? i.outcome]));

async function setLimit(limit: number) {
  await api.db.tenant.update({ where: { id: astm.tenantId }, data: { bulkSelectionLimit: limit } });
  api.app.tenantSettings.invalidate();
}

beforeAll(async () => {
  astm = await seededUser(api.db, "individual@astm.example");
  token = await api.login("individual@astm.example");
  docs = await entitledDocuments(api.db, astm, 8);
  locked = await unentitledDocument(api.db, astm);
  // A document of a publisher the tenant does not present: "not found", like an unknown id. This
  // file's database is its own: one publisher the other fixtures do not use stops being presented.
  const companyDocs = await documentsOf(api.db, await companyOf(api.db, "astm"), 4);
  const used = [
    ...new Set([...docs, ...companyDocs, locked].map((d) => d.publisherId)),
    ...(astm.tenant.mainPublisherId !== null ? [astm.tenant.mainPublisherId] : []),
  ];
  const foreign = await api.db.document.findFirstOrThrow({
    where: { publisherId: { notIn: used } },
    select: { id: true, publisherId: true },
  });
  await api.db.tenantPublisher.deleteMany({ where: { tenantId: astm.tenantId, publisherId: foreign.publisherId } });
  foreignId = foreign.id;
});

beforeEach(() => setLimit(500));

describe("bulk tracking", () => {
  it("tracks what may be tracked and counts every refusal by reason, in the selection's order", async () => {
    await api.db.document.update({ where: { id: docs[2].id }, data: { allowToTrack: false } });
    await post(`/api/tracked-documents?contentCode=${encodeURIComponent(docs[1].contentCode)}`, undefined);
    const res = await post("/api/documents/bulk/track", {
      selection: { contentIds: [docs[0].id, docs[1].id, docs[2].id, locked.id, foreignId, 2147483647, docs[0].id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      requested: 6,
      done: 1,
      already: 1,
      refused: 4,
      reasons: { "not-found": 2, "not-entitled": 1, "not-allowed": 1 },
      capped: false,
      limit: 500,
    });
    expect(body.items.map((i: { contentId: number }) => i.contentId)).toEqual([
      docs[0].id,
      docs[1].id,
      docs[2].id,
      locked.id,
      foreignId,
      2147483647,
    ]);
    expect(outcomes(body)).toEqual({
      [docs[0].id]: "done",
      [docs[1].id]: "already",
      [docs[2].id]: "not-allowed",
      [locked.id]: "not-entitled",
      [foreignId]: "not-found",
      2147483647: "not-found",
    });
    // A refused document the tenant presents is named, for the reader's list of what was refused and why.
    expect(body.items[3]).toEqual({
      contentId: locked.id,
      contentCode: locked.contentCode,
      displayDesignation: expect.stringMatching(/\S/),
      outcome: "refused",
      reason: "not-entitled",
    });
    // A not-found id says nothing of the document: no code, no designation.
    expect(body.items[4]).toEqual({
      contentId: foreignId,
      contentCode: null,
      displayDesignation: null,
      outcome: "refused",
      reason: "not-found",
    });
    const tracked = await api.db.trackedDocument.findMany({
      where: { userId: astm.id, documentId: { in: [docs[0].id, locked.id, docs[2].id] } },
    });
    expect(tracked.map((t) => t.documentId)).toEqual([docs[0].id]);
    await api.db.document.update({ where: { id: docs[2].id }, data: { allowToTrack: true } });
  });

  it("with the tenant's tracker switched off: 503 and nothing tracked", async () => {
    await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: false } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await post("/api/documents/bulk/track", { selection: ids(docs[3]) });
      expect(res.statusCode).toBe(503);
      expect(await api.db.trackedDocument.count({ where: { userId: astm.id, documentId: docs[3].id } })).toBe(0);
    } finally {
      await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: true } });
      api.app.tenantSettings.invalidate();
    }
  });

  it("the same bulk action twice at once never fails: one line tracked once, each document done once in all", async () => {
    const selection = ids(docs[4], docs[5]);
    const [a, b] = await Promise.all([
      post("/api/documents/bulk/track", { selection }),
      post("/api/documents/bulk/track", { selection }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().done + b.json().done).toBe(2);
    expect(a.json().already + b.json().already).toBe(2);
    expect(
      await api.db.trackedDocument.count({ where: { userId: astm.id, documentId: { in: [docs[4].id, docs[5].id] } } }),
    ).toBe(2);
  });

  it("an anonymous company session is refused (403), as for one document", async () => {
    const company = await companyOf(api.db, "astm");
    const anonymous = api.app.tokens.issue({
      userId: null,
      accountId: company.id,
      tenantCode: "astm",
      userType: "COMPANY",
      authType: "IP",
      authorities: [],
    }).token;
    expect((await post("/api/documents/bulk/track", { selection: ids(docs[0]) }, anonymous)).statusCode).toBe(403);
  });
});

describe("bulk favourites", () => {
  it("adds, then answers already; allowToFavorite off and locked documents are refused", async () => {
    await api.db.document.update({ where: { id: docs[6].id }, data: { allowToFavorite: false } });
    const selection = ids(docs[0], docs[1], docs[6], locked);
    const first = (await post("/api/documents/bulk/favorites", { selection })).json();
    expect(first).toMatchObject({ done: 2, already: 0, refused: 2, reasons: { "not-allowed": 1, "not-entitled": 1 } });
    const again = (await post("/api/documents/bulk/favorites", { selection })).json();
    expect(again).toMatchObject({ done: 0, already: 2, refused: 2 });
    const favs = await api.db.favorite.findMany({
      where: { userId: astm.id, documentId: { in: selection.contentIds } },
    });
    expect(favs.map((f) => f.documentId).sort()).toEqual([docs[0].id, docs[1].id].sort());
    await api.db.document.update({ where: { id: docs[6].id }, data: { allowToFavorite: true } });
  });
});

describe("bulk add to a custom collection", () => {
  let collToken: string;
  let accountId: number;
  let collectionId: number;
  beforeAll(async () => {
    const account = await api.db.account.findFirstOrThrow({
      where: { customCollection: true, memberships: { some: { userId: astm.id } } },
    });
    accountId = account.id;
    collToken = await tokenIn(api, "individual@astm.example", accountId);
    collectionId = (await api.db.customCollection.findFirstOrThrow({ where: { accountId } })).id;
  });

  it("lists the account's collections, adds what the account may open, answers already for the rest", async () => {
    const list = await api.request({
      method: "GET",
      url: "/api/v1/custom-collection/current-user/collections",
      token: collToken,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().collections.map((c: { id: number }) => c.id)).toContain(collectionId);
    const open = await entitledDocuments(api.db, { ...astm, accountId }, 3);
    await api.db.customCollectionItem.deleteMany({
      where: { collectionId, documentId: { in: open.map((d) => d.id) } },
    });
    await api.db.customCollectionItem.create({ data: { collectionId, documentId: open[0].id } });
    const res = await post(
      "/api/documents/bulk/collection",
      { selection: ids(...open, locked), collectionId },
      collToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ done: 2, already: 1, refused: 1, reasons: { "not-entitled": 1 } });
    const items = await api.db.customCollectionItem.findMany({
      where: { collectionId, documentId: { in: [...open.map((d) => d.id), locked.id] } },
    });
    expect(items).toHaveLength(3);
  });

  it("another account's collection is 404, an account without the flag 403, and nothing is added", async () => {
    const other = await api.db.customCollection.create({
      data: { tenantId: astm.tenantId, accountId: (await companyOf(api.db, "astm")).id, name: "Not yours" },
    });
    const res = await post(
      "/api/documents/bulk/collection",
      { selection: ids(docs[0]), collectionId: other.id },
      collToken,
    );
    expect(res.statusCode).toBe(404);
    expect(await api.db.customCollectionItem.count({ where: { collectionId: other.id } })).toBe(0);
    const noFlag = await api.db.account.findFirst({
      where: { customCollection: false, memberships: { some: { userId: astm.id } } },
    });
    if (noFlag) {
      const t = await tokenIn(api, "individual@astm.example", noFlag.id);
      expect(
        (await post("/api/documents/bulk/collection", { selection: ids(docs[0]), collectionId }, t)).statusCode,
      ).toBe(403);
    }
  });
});

describe("bulk share with a group", () => {
  it("shares what the sharer may open, one e-mail per other member naming the new documents; again: already, no e-mail", async () => {
    const company = await companyOf(api.db, "astm");
    const people = await colleagues(api.db, company.id, 3);
    const sharer = await tokenIn(api, "individual@astm.example", company.id);
    const [first, ...shareable] = await documentsOf(api.db, company, 4);
    const notOpen = await unentitledDocument(api.db, { tenantId: company.tenantId, accountId: company.id });
    const group = await post(
      "/api/group/save",
      {
        name: "Bulk reviewers",
        longDesc: "Bulk",
        memberIds: [people[0].id, people[1].id],
        contentCodes: [first.contentCode],
      },
      sharer,
    );
    expect(group.statusCode, group.body).toBeLessThan(300);
    const groupId = group.json().groupID as number;
    const before = (await outboxMails(api.db, "group-documents-shared")).length;
    const res = await post(
      "/api/documents/bulk/share-group",
      { selection: ids(...shareable, notOpen), groupId },
      sharer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ done: 3, already: 0, refused: 1, reasons: { "not-entitled": 1 } });
    const mails = (await outboxMails(api.db, "group-documents-shared")).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([people[0].email, people[1].email].sort());
    expect(mails[0].data.items.map((i: { designation: string }) => i.designation)).toEqual(
      shareable.map((d) => d.displayDesignation),
    );
    const again = await post("/api/documents/bulk/share-group", { selection: ids(...shareable), groupId }, sharer);
    expect(again.json()).toMatchObject({ done: 0, already: 3 });
    expect((await outboxMails(api.db, "group-documents-shared")).length).toBe(before + 2);
    // A group the caller is not in: 404, nothing shared.
    const outsider = await tokenIn(api, people[2].email, company.id);
    expect(
      (await post("/api/documents/bulk/share-group", { selection: ids(shareable[0]), groupId }, outsider)).statusCode,
    ).toBe(404);
  });
});

describe("the selection", () => {
  it("all matching re-runs the search: its order, capped at the tenant's limit", async () => {
    await setLimit(3);
    const search = { keywords: "steel", searchField: "keyword" };
    const page = (await post("/api/documents/search?page=0&size=25", search)).json();
    expect(page.count).toBeGreaterThan(3);
    const res = await post("/api/documents/bulk/favorites", {
      selection: { allMatching: { kind: "content", search } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ requested: 3, capped: true, matched: page.count, limit: 3 });
    expect(body.items.map((i: { contentId: number }) => i.contentId)).toEqual(
      page.result.slice(0, 3).map((r: { id: number }) => r.id),
    );
    // The override sort is the search's too.
    const az = (
      await post("/api/documents/search?page=0&size=25&sort=oth_col_1,desc", { ...search, sortType: "OVERRIDE_SORT" })
    ).json();
    const sorted = await post("/api/documents/bulk/export", {
      format: "csv",
      selection: {
        allMatching: { kind: "content", search: { ...search, sortType: "OVERRIDE_SORT" }, sort: "oth_col_1,desc" },
      },
    });
    const lines = sorted.body.trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(3);
    az.result.slice(0, 3).forEach((r: { contentCode: string }, i: number) => {
      expect(lines[i]).toContain(`,${r.contentCode},`);
    });
  });

  it("a list longer than the limit is 400 naming selection.contentIds; so is neither or both", async () => {
    await setLimit(2);
    const tooMany = await post("/api/documents/bulk/track", { selection: ids(docs[0], docs[1], docs[2]) });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain("selection.contentIds");
    for (const selection of [{}, { contentIds: [docs[0].id], allMatching: { kind: "content" } }]) {
      const res = await post("/api/documents/bulk/favorites", { selection });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain("selection.contentIds");
    }
  });

  it("bad input is 400 naming the field, never 5xx: wrong types, past int4, NUL bytes, a one-letter search", async () => {
    const cases: [unknown, string][] = [
      [{ selection: { contentIds: ["x"] } }, "contentIds"],
      [{ selection: { contentIds: [2147483648] } }, "contentIds"],
      [{ selection: { contentIds: [] } }, "contentIds"],
      [{ selection: { allMatching: { kind: "content", search: { keywords: "a\u0000b" } } } }, "keywords"],
      [{ selection: { allMatching: { kind: "content", search: { keywords: "a" } } } }, "keywords"],
      [{ selection: { allMatching: { kind: "everything" } } }, "kind"],
      [{ selection: { allMatching: { kind: "content", sort: "evil\u0000" } } }, "sort"],
    ];
    for (const [payload, field] of cases) {
      const res = await post("/api/documents/bulk/track", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const bad = await post("/api/documents/bulk/collection", { selection: ids(docs[0]), collectionId: "one" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("collectionId");
  });

  it("the console sets the tenant's limit (1 to 5,000) and the reader's tenant config shows it", async () => {
    const admin = await api.login("admin@astm.example");
    const url = `/api/admin/tenants/${astm.tenantId}`;
    expect(
      (await api.request({ method: "PUT", url, token: admin, payload: { bulkSelectionLimit: 5001 } })).statusCode,
    ).toBe(400);
    expect(
      (await api.request({ method: "PUT", url, token: admin, payload: { bulkSelectionLimit: 0 } })).statusCode,
    ).toBe(400);
    const ok = await api.request({ method: "PUT", url, token: admin, payload: { bulkSelectionLimit: 1200 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().bulkSelectionLimit).toBe(1200);
    const config = await api.request({
      method: "POST",
      url: "/api/tenant/get-tenant-config-for-ui",
      tenant: "astm",
      payload: {},
    });
    expect(config.json().bulk_selection_limit).toBe(1200);
  });
});

describe("export", () => {
  it("CSV: the card's fields in the selection's order, UTF-8 with BOM, locked marked, unknown ids counted apart", async () => {
    const res = await post("/api/documents/bulk/export", {
      format: "csv",
      selection: { contentIds: [docs[1].id, locked.id, foreignId, docs[0].id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("documents.csv");
    expect(res.headers["bulk-exported"]).toBe("3");
    expect(res.headers["bulk-refused"]).toBe("1");
    expect(res.body.startsWith("\uFEFFDesignation,Title,Publisher,")).toBe(true);
    const lines = res.body.slice(1).trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(docs[1].contentCode);
    expect(lines[0].endsWith(",true")).toBe(true);
    expect(lines[1]).toContain(locked.contentCode);
    expect(lines[1].endsWith(",false")).toBe(true);
    expect(lines[2]).toContain(docs[0].contentCode);
  });

  it("CSV headers in the reader's language: the one asked, else the user's; RIS keeps its tags", async () => {
    const header = (res: { body: string }) => res.body.slice(1).split("\r\n")[0];
    const exportAs = (extra: object, headers: Record<string, string> = {}) =>
      api.request({
        method: "POST",
        url: "/api/documents/bulk/export",
        token,
        headers,
        payload: { format: "csv", selection: ids(docs[0]), ...extra },
      });
    const english = await exportAs({});
    expect(header(english)).toBe(
      "Designation,Title,Publisher,Document type,Status,Language,Date,Publish date,Last update date,Content code,Link,May open",
    );
    const arabic = await exportAs({ language: "ar" }, { "accept-language": "de" });
    expect(arabic.statusCode).toBe(200);
    expect(header(arabic).split(",")).toHaveLength(12);
    expect(header(arabic).startsWith("التسمية,العنوان,الناشر")).toBe(true);
    // The rows are the same data whatever the headers' language.
    expect(arabic.body.slice(1).split("\r\n")[1]).toBe(english.body.slice(1).split("\r\n")[1]);
    expect(header(await exportAs({ language: "zh_CN" }))).toMatch(/^编号,标题,/);
    expect(header(await exportAs({ language: "xx" }))).toMatch(/^Designation,Title,/);
    // Without one asked, the user's saved language.
    const { langKey } = await api.db.user.findUniqueOrThrow({ where: { id: astm.id }, select: { langKey: true } });
    await api.db.user.update({ where: { id: astm.id }, data: { langKey: "fr-CA" } });
    try {
      expect(header(await exportAs({}, { "accept-language": "de" }))).toMatch(/^Désignation,Titre,Éditeur,/);
    } finally {
      await api.db.user.update({ where: { id: astm.id }, data: { langKey } });
    }
    const ris = await post("/api/documents/bulk/export", { format: "ris", selection: ids(docs[0]), language: "ar" });
    expect(ris.body).toMatch(/^TY {2}- /m);
    const bad = await exportAs({ language: "<script>" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("language");
  });

  it("RIS: one record per document (TY … ER), read back by citation-js", async () => {
    const res = await post("/api/documents/bulk/export", { format: "ris", selection: ids(docs[0], docs[1]) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
    expect(res.body.match(/^TY {2}- /gm)).toHaveLength(2);
    expect(res.body.match(/^ER {2}- /gm)).toHaveLength(2);
    expect(res.body).toContain(`TI  - ${docs[0].title}`);
    expect(res.body).toContain(`ID  - ${docs[1].displayDesignation}`);
  });

  it("BibTeX: one entry per document with its title", async () => {
    const res = await post("/api/documents/bulk/export", { format: "bibtex", selection: ids(docs[0], docs[1]) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-bibtex; charset=utf-8");
    expect(res.body.match(/^@\w+\{/gm)).toHaveLength(2);
    // Each entry links its document (titles are written in BibTeX's escapes).
    for (const d of [docs[0], docs[1]]) expect(res.body).toContain(`contentCode=${encodeURIComponent(d.contentCode)}`);
  });

  it("an unknown format is 400 naming format", async () => {
    const res = await post("/api/documents/bulk/export", { format: "xlsx", selection: ids(docs[0]) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("format");
  });
});

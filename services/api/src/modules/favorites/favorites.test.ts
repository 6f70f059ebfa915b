// Favourites (spec 1 §3–§5, §7; spec 3 §2): sorted by title, default size 10 ascending, home page
// 0 size 6; company users cannot favourite; allowToFavorite respected.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser, unentitledDocument } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let user: Awaited<ReturnType<typeof seededUser>>;
let token: string;
let other: string;
let company: string;

const add = (body: object, t = token) =>
  api.request({ method: "POST", url: "/api/content-favorites", token: t, payload: body });
const list = (query = "", t = token) =>
  api.request({ method: "GET", url: `/api/favorite-documents/current-user${query}`, token: t });
const set = (body: object, t = token) =>
  api.request({ method: "PUT", url: "/api/favorite-documents", token: t, payload: body });

beforeAll(async () => {
  user = await seededUser(api.db, "individual@astm.example");
  token = await api.login("individual@astm.example");
  other = await api.login("single@astm.example");
  const account = await api.db.account.findFirstOrThrow({ where: { tenantId: user.tenantId, type: "COMPANY" } });
  company = api.app.tokens.issue({
    userId: null,
    accountId: account.id,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
});

describe("favourites", () => {
  it("adding a favourite answers it (201) with the document; adding it again answers the same one (200)", async () => {
    const [doc] = await entitledDocuments(api.db, user, 1, {}, { includeMain: true });
    const res = await add({ contentCode: doc.contentCode });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      createdDate: expect.any(String),
      document: {
        contentCode: doc.contentCode,
        designationNo: doc.designationNo,
        assetId: doc.assetId,
        documentTitle: doc.title,
      },
    });
    const again = await add({ contentId: doc.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
  });

  it("the list is sorted by document title, ascending by default (size 10), descending on request; home asks page 0 size 6", async () => {
    const docs = await entitledDocuments(api.db, user, 14, {}, { includeMain: true });
    for (const d of docs) await add({ contentCode: d.contentCode });
    const asc = (await list()).json();
    expect(asc.count).toBe(14); // the first test's favourite is among them
    expect(asc.result).toHaveLength(10);
    const title = (f: { document: { documentTitle: string } }) => f.document.documentTitle;
    const got = asc.result.map(title);
    // PostgreSQL's collation decides case and ties (then the id): the same order the database gives.
    const dbOrder = await api.db.favorite.findMany({
      where: { userId: user.id },
      orderBy: [{ document: { title: "asc" } }, { id: "asc" }],
      include: { document: true },
    });
    expect(got).toEqual(dbOrder.slice(0, 10).map((f) => f.document.title));
    expect((await list("?page=1")).json().result.map(title)).toEqual(dbOrder.slice(10).map((f) => f.document.title));
    const desc = (await list("?sort=document.documentTitle,desc&size=20")).json();
    expect(desc.result.map((f: { id: number }) => f.id)).toEqual(dbOrder.map((f) => f.id).reverse());
    const home = (await list("?page=0&size=6")).json();
    expect(home.result).toHaveLength(6);
    expect(home.result[0].document.documentTitle).toBe(got[0]);
    expect((await list("?page=2")).json().result).toEqual([]);
  });

  it("bad sort, page or size answers 400 naming the field", async () => {
    for (const [q, field] of [
      ["?sort=title,asc", "sort"],
      ["?size=0", "size"],
      ["?size=101", "size"],
      ["?page=-1", "page"],
    ]) {
      const r = await list(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().fieldErrors[0].field).toBe(field);
    }
    const none = await add({});
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors[0].field).toBe("contentCode");
  });

  it("removing: DELETE /api/content-favorites/{id} (204, then 404); another user's favourite answers 404", async () => {
    const [, doc] = await entitledDocuments(api.db, user, 2, {}, { includeMain: true });
    const id = (await add({ contentCode: doc.contentCode })).json().id;
    expect(
      (await api.request({ method: "DELETE", url: `/api/content-favorites/${id}`, token: other })).statusCode,
    ).toBe(404);
    expect((await api.request({ method: "DELETE", url: `/api/content-favorites/${id}`, token })).statusCode).toBe(204);
    expect((await api.request({ method: "DELETE", url: `/api/content-favorites/${id}`, token })).statusCode).toBe(404);
    const awwa = await api.login("individual@awwa.example");
    const [mine] = await entitledDocuments(api.db, user, 1, {}, { includeMain: true });
    const myId = (await add({ contentCode: mine.contentCode })).json().id;
    expect(
      (await api.request({ method: "DELETE", url: `/api/content-favorites/${myId}`, token: awwa })).statusCode,
    ).toBe(404);
  });

  it("PUT /api/favorite-documents sets the state idempotently: favorite false removes, true adds", async () => {
    const docs = await entitledDocuments(api.db, user, 20, {}, { includeMain: true });
    const doc = docs[19];
    const on = await set({ document: { contentCode: doc.contentCode } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      id: expect.any(Number),
      favorite: true,
      document: { contentCode: doc.contentCode },
    });
    expect((await set({ document: { contentCode: doc.contentCode }, favorite: true })).json().id).toBe(on.json().id);
    const off = await set({ id: on.json().id, favorite: false });
    expect(off.json()).toMatchObject({
      id: null,
      favorite: false,
      createdDate: null,
      document: { contentCode: doc.contentCode },
    });
    expect(await api.db.favorite.count({ where: { userId: user.id, documentId: doc.id } })).toBe(0);
    expect((await set({ document: { contentCode: doc.contentCode }, favorite: false })).statusCode).toBe(200);
    expect((await set({ id: on.json().id, favorite: true })).statusCode).toBe(404);
    const mismatch = await set({
      id: (await add({ contentCode: doc.contentCode })).json().id,
      document: { contentCode: docs[0].contentCode },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors[0].field).toBe("document.contentCode");
    expect((await set({})).statusCode).toBe(400);
    expect((await set({ document: { contentCode: "ASTM|NOPE|en-US" } })).statusCode).toBe(404);
  });

  it("anonymous company sessions cannot favourite: 403 error.signed-in-required", async () => {
    const [doc] = await entitledDocuments(api.db, user, 1, {}, { includeMain: true });
    for (const res of [
      await add({ contentCode: doc.contentCode }, company),
      await list("", company),
      await set({ document: { contentCode: doc.contentCode } }, company),
      await api.request({ method: "DELETE", url: "/api/content-favorites/1", token: company }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("error.signed-in-required");
    }
  });

  it("only entitled documents, and never those whose allowToFavorite is off", async () => {
    const doc = await unentitledDocument(api.db, user);
    const res = await add({ contentCode: doc.contentCode });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("content-no-access");
    const docs = await entitledDocuments(api.db, user, 25, {}, { includeMain: true });
    const locked = docs[24];
    await api.db.document.update({ where: { id: locked.id }, data: { allowToFavorite: false } });
    const refused = await add({ contentCode: locked.contentCode });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["app-error"]).toBe("error.favorite.notAllowed");
    expect((await set({ document: { contentCode: locked.contentCode } })).statusCode).toBe(400);
    expect((await add({ contentCode: "ASTM|NOPE|en-US" })).statusCode).toBe(404);
  });

  it("a document of a publisher the tenant does not present is 404, as an unknown one, never 403", async () => {
    // The awwa tenant presents ASTM, AWWA and ISO only.
    const awwa = await seededUser(api.db, "individual@awwa.example");
    const awwaToken = await api.login("individual@awwa.example");
    const foreign = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, publisher: { tenants: { none: { tenantId: awwa.tenantId } } } },
      orderBy: { id: "asc" },
    });
    for (const res of [
      await add({ contentCode: foreign.contentCode }, awwaToken),
      await add({ contentId: foreign.id }, awwaToken),
      await set({ document: { contentCode: foreign.contentCode } }, awwaToken),
      await set({ document: { contentCode: foreign.contentCode }, favorite: false }, awwaToken),
      await add({ contentCode: "ASTM|NOPE|en-US" }, awwaToken),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("error.document.notFound");
    }
    // The same document for a tenant that presents it is found (and then refused or added).
    expect((await add({ contentCode: foreign.contentCode })).statusCode).not.toBe(404);
  });
});

// Notes of the PDF viewer (spec 2 §7): private to their user, behind the compass points'
// document gate; save answers data.noteContent; a second save of an annotation 409, an unknown
// one on edit or delete 404; view None hides them.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { NOT_ELIGIBLE } from "../compass-points/compass-points-access.ts";
import { entitledDocuments, seededUser, unentitledDocument } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let token: string;
let user: Awaited<ReturnType<typeof seededUser>>;
let doc: { id: number; contentCode: string };

const save = (body: object, t = token) =>
  api.request({ method: "POST", url: "/api/user-notes/save", token: t, payload: body });
const edit = (body: object, t = token) =>
  api.request({ method: "POST", url: "/api/user-notes/edit", token: t, payload: body });
const list = (id = doc.id, t = token) => api.request({ method: "GET", url: `/api/user-notes/${id}`, token: t });
const del = (annotationId: string, id = doc.id, t = token) =>
  api.request({
    method: "DELETE",
    url: `/api/user-notes/delete?annotationId=${encodeURIComponent(annotationId)}&contentId=${id}`,
    token: t,
  });

beforeAll(async () => {
  user = await seededUser(api.db, "individual@astm.example");
  token = await api.login("individual@astm.example");
  [doc] = await entitledDocuments(api.db, user, 1, {}, { includeMain: true });
});

describe("user notes", () => {
  it("save (201, data.noteContent), list, edit, delete (204, then 404)", async () => {
    const r = await save({ contentId: doc.id, annotationId: "n-1", noteData: "<xfdf/>", note: "Check clause 7" });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.noteContent).toMatchObject({
      contentId: doc.id,
      annotationId: "n-1",
      noteData: "<xfdf/>",
      note: "Check clause 7",
      createdDate: expect.any(String),
    });
    expect((await save({ contentId: doc.id, annotationId: "n-1", note: "again" })).statusCode).toBe(409);
    const e = await edit({ contentId: doc.id, annotationId: "n-1", noteData: "<xfdf a='1'/>", note: "Checked" });
    expect(e.statusCode).toBe(200);
    expect(e.json().data.noteContent).toMatchObject({ note: "Checked", noteData: "<xfdf a='1'/>" });
    expect((await edit({ contentId: doc.id, annotationId: "nope", note: "x" })).statusCode).toBe(404);
    expect((await list()).json()).toEqual([expect.objectContaining({ annotationId: "n-1", note: "Checked" })]);
    expect((await del("n-1")).statusCode).toBe(204);
    expect((await del("n-1")).statusCode).toBe(404);
    expect((await list()).json()).toEqual([]);
  });

  it("notes are private: a colleague sees none of them and cannot delete them", async () => {
    await save({ contentId: doc.id, annotationId: "private", note: "mine" });
    const admin = await seededUser(api.db, "admin@astm.example");
    // A colleague in the same account: a member of it for this test.
    await api.db.accountMembership.create({
      data: { tenantId: user.tenantId, userId: admin.id, accountId: user.accountId! },
    });
    const other = api.app.tokens.issue({
      userId: admin.id,
      accountId: user.accountId!,
      tenantCode: "astm",
      userType: "INDIVIDUAL",
      authType: "PWD",
      authorities: [],
    }).token;
    expect((await list(doc.id, other)).json()).toEqual([]);
    expect((await del("private", doc.id, other)).statusCode).toBe(404);
  });

  it("the document gate: 401 company sessions, 403 not entitled, 404 unknown documents", async () => {
    const company = api.app.tokens.issue({
      userId: null,
      accountId: user.accountId!,
      tenantCode: "astm",
      userType: "COMPANY",
      authType: "IP",
      authorities: [],
    }).token;
    const r = await list(doc.id, company);
    expect(r.statusCode).toBe(401);
    expect(r.json().title).toBe(NOT_ELIGIBLE);
    const locked = await unentitledDocument(api.db, user);
    expect((await save({ contentId: locked.id, annotationId: "x" })).json().title).toBe(
      "User is not entitled for the Document",
    );
    expect((await list(2147483000)).statusCode).toBe(404);
  });

  it("view None hides notes: the list is empty and saving is refused", async () => {
    await save({ contentId: doc.id, annotationId: "before", note: "kept" });
    await api.db.compassPointSetting.create({
      data: { tenantId: user.tenantId, accountId: user.accountId, documentId: doc.id, viewSetting: "None" },
    });
    expect((await list()).json()).toEqual([]);
    expect((await save({ contentId: doc.id, annotationId: "after" })).statusCode).toBe(403);
    await api.db.compassPointSetting.deleteMany({ where: { documentId: doc.id } });
    expect((await list()).json().map((n: { annotationId: string }) => n.annotationId)).toContain("before");
  });

  it("bad input answers 400 naming the field", async () => {
    for (const [body, field] of [
      [{ annotationId: "a" }, "contentId"],
      [{ contentId: doc.id }, "annotationId"],
      [{ contentId: doc.id, annotationId: "a".repeat(201) }, "annotationId"],
      [{ contentId: doc.id, annotationId: "a", note: "n".repeat(1301) }, "note"],
      [{ contentId: doc.id, annotationId: "a\u0000" }, "annotationId"],
    ] as const) {
      const r = await save(body);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().fieldErrors[0].field).toBe(field);
    }
    expect((await api.request({ method: "DELETE", url: "/api/user-notes/delete?contentId=1", token })).statusCode).toBe(
      400,
    );
  });
});

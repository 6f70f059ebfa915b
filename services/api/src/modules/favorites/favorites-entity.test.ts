// POST /api/content-favorites takes the favourite entity of spec 3 §3 — document{contentCode, …},
// as the lists answer it — besides the flat form (issue 12).

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let token: string;
let user: Awaited<ReturnType<typeof seededUser>>;

const add = (body: object) => api.request({ method: "POST", url: "/api/content-favorites", token, payload: body });

beforeAll(async () => {
  user = await seededUser(api.db, "individual@astm.example");
  token = await api.login("individual@astm.example");
});

describe("the favourite entity", () => {
  it("adds the entity's document (with the listed document's other fields), then finds it in the flat form", async () => {
    const [doc] = await entitledDocuments(api.db, user, 1, {}, { includeMain: true });
    const entity = {
      document: {
        contentCode: doc.contentCode,
        documentTitle: "whatever the list showed",
        designationNo: "X",
        status: "Active",
      },
    };
    const res = await add(entity);
    expect(res.statusCode).toBe(201);
    expect(res.json().document.contentCode).toBe(doc.contentCode);
    const again = await add({ contentCode: doc.contentCode });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
  });

  it("names the document by the entity's contentId too", async () => {
    const [, doc] = await entitledDocuments(api.db, user, 2, {}, { includeMain: true });
    const row = await api.db.document.findFirstOrThrow({ where: { contentCode: doc.contentCode } });
    const res = await add({ document: { contentId: row.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().document.contentCode).toBe(doc.contentCode);
  });

  it("refuses an entity without a document reference (400 naming document.contentCode) and an unknown one (404)", async () => {
    const empty = await add({ document: { documentTitle: "no code" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual([expect.objectContaining({ field: "document.contentCode" })]);
    const unknown = await add({ document: { contentCode: "NOPE|none|en-US" } });
    expect(unknown.statusCode).toBe(404);
    const flat = await add({});
    expect(flat.statusCode).toBe(400);
    expect(flat.json().fieldErrors).toEqual([expect.objectContaining({ field: "contentCode" })]);
  });
});

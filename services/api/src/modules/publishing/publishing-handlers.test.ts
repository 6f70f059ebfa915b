// POST /api/admin/publishing/batches: the console's publishing call. Only ADMINs (the operation's
// declared guard), only the tenant's own publisher (the service), files as text or base64.

import { useApi } from "@norma/tests/harness";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

const api = useApi();
const publishBatch = (token: string | undefined, payload: object) =>
  api.request({ method: "POST", url: "/api/admin/publishing/batches", token, payload });

async function pdfBase64(pages: number): Promise<string> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  return Buffer.from(await doc.save()).toString("base64");
}

async function astmLine() {
  const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  return api.db.document.findFirstOrThrow({
    where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
    orderBy: { id: "desc" },
  });
}

describe("POST /api/admin/publishing/batches", () => {
  it("an administrator publishes a new edition of the tenant's own publisher, with HTML text and a base64 PDF", async () => {
    const prev = await astmLine();
    const token = await api.login("admin@astm.example");
    const res = await publishBatch(token, {
      batchId: "console-batch-1",
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: "ASTM",
          family: prev.family,
          languageCode: prev.languageCode,
          designation: `${prev.designation}-console`,
          publishedDate: "2026-11-20",
          assets: [
            { kind: "HTML", content: "<html><body><p>The console's edition.</p></body></html>" },
            { kind: "PDF", contentBase64: await pdfBase64(2) },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ batchId: "console-batch-1", changes: [{ kind: "NEW_VERSION" }] });
    const change = body.changes[0];
    expect(change.previousDocumentId).toBe(prev.id);
    const assets = await api.db.documentAsset.findMany({ where: { documentId: change.documentId } });
    expect(assets.map((a) => a.kind).sort()).toEqual(["HTML", "PDF"]);
    const pdf = assets.find((a) => a.kind === "PDF")!;
    expect((await api.storage.get(pdf.storageKey)).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await api.db.document.findUniqueOrThrow({ where: { id: prev.id } })).isLatest).toBe(false);
  });

  it("a new edition of a paper names its book (bookContentCode), and an unknown book is a field error", async () => {
    const paper = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, contentType: "STP_PAPER", publisher: { key: "ASTM" }, bookId: { not: null } },
    });
    const book = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, contentType: "DATA_SERIES_BOOKS", publisher: { key: "ASTM" } },
    });
    const token = await api.login("admin@astm.example");
    const item = {
      kind: "NEW_VERSION",
      publisherKey: "ASTM",
      family: paper.family,
      languageCode: paper.languageCode,
      designation: `${paper.designation}-rev`,
      publishedDate: "2026-11-21",
    };
    const unknown = await publishBatch(token, { items: [{ ...item, bookContentCode: "ASTM|NO-SUCH-BOOK|en-US" }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toContain("bookContentCode");
    const res = await publishBatch(token, { items: [{ ...item, bookContentCode: book.contentCode }] });
    expect(res.statusCode).toBe(201);
    const created = await api.db.document.findUniqueOrThrow({ where: { id: res.json().changes[0].documentId } });
    expect(created.bookId).toBe(book.id);
  });

  it("refuses every user without the ADMIN authority, whatever else they hold", async () => {
    const prev = await astmLine();
    const batch = { items: [{ kind: "STATUS", contentCode: prev.contentCode, status: "Withdrawn" }] };
    const reporter = await api.db.user.findFirstOrThrow({ where: { email: "single@astm.example" } });
    await api.db.user.update({
      where: { id: reporter.id },
      data: { authorities: ["REPORT_VIEW", "COMPASS_POINT_ADMIN", "COMPASS_USER_ADMIN"] },
    });
    for (const email of ["single@astm.example", "individual@astm.example"]) {
      const res = await publishBatch(await api.login(email), batch);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().detail).toBe("One of these authorities is required: ADMIN");
    }
    expect((await publishBatch(undefined, batch)).statusCode).toBe(401);
    expect((await api.db.document.findUniqueOrThrow({ where: { id: prev.id } })).status).toBe("Active");
  });

  it("an administrator of another tenant cannot publish this tenant's publisher", async () => {
    const prev = await astmLine();
    const res = await publishBatch(await api.login("admin@api.example"), {
      items: [{ kind: "STATUS", contentCode: prev.contentCode, status: "Withdrawn" }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("A tenant publishes only its own publisher's documents");
  });

  it("names every bad field of the batch, item by item", async () => {
    const token = await api.login("admin@astm.example");
    const both = await publishBatch(token, {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: "ASTM",
          family: "y",
          designation: "Y 1",
          assets: [{ kind: "HTML", content: "<p/>", contentBase64: "PHAvPg==" }],
        },
      ],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toEqual([expect.objectContaining({ field: "items[0].assets[0]" })]);
    const schema = await publishBatch(token, { items: [{ kind: "SOMETHING" }], batchId: "bad id!" });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(["items.0.kind", "batchId"]),
    );
    const service = await publishBatch(token, {
      items: [
        { kind: "NEW_VERSION", publisherKey: "NOPE", family: "x", designation: "X 1" },
        { kind: "STATUS", contentCode: "NOPE|NONE|en-US", status: "Retired" },
      ],
    });
    expect(service.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(["items[0].publisherKey", "items[1].status", "items[1].contentCode"]),
    );
  });
});

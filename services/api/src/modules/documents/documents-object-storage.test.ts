// The API on S3-compatible object storage (STORAGE_BACKEND=s3, as API replicas on several machines
// run): documents are delivered from the object store and a published edition's files land there,
// not on the local disk. Against a real S3 HTTP server on loopback (s3rver).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startS3TestServer } from "@norma/db/s3-test-server";
import { createS3Storage } from "@norma/db/storage-s3";
import { useApi } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editionsWithFiles } from "./documents-fixtures.ts";

const s3 = await startS3TestServer(["norma-api-test"]);
const objectStore = createS3Storage(s3.options("norma-api-test", "blobs/"));
// api.storage is the harness's local copy of the seeded files; the app itself uses the object store.
const api = useApi({ build: { storage: objectStore } });
afterAll(() => s3.close());

let token: string;
let d3039: Awaited<ReturnType<typeof editionsWithFiles>>;
beforeAll(async () => {
  token = await api.login("individual@astm.example");
  d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
  // What a migration to object storage does: the files are copied to the bucket.
  for (const asset of d3039.latest.assets)
    await objectStore.put(asset.storageKey, await api.storage.get(asset.storageKey));
});

describe("documents served from S3-compatible object storage", () => {
  it("the PDF and the HTML come from the object store, byte for byte", async () => {
    const doc = d3039.latest;
    const pdf = await api.request({
      method: "GET",
      url: `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(doc.contentCode)}`,
      token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(await objectStore.get(d3039.file(doc, "PDF").storageKey))).toBe(true);
    const html = await api.request({ method: "GET", url: `/api/documents/html/${d3039.file(doc, "HTML").id}`, token });
    expect(html.statusCode).toBe(200);
    expect(html.body.length).toBeGreaterThan(100);
  });

  it("a file missing from the object store is an error reply (problem+json), never a hang or a cut 200", async () => {
    const doc = d3039.latest;
    const key = d3039.file(doc, "PDF").storageKey;
    const saved = await objectStore.get(key);
    await objectStore.delete(key);
    try {
      const res = await api.request({
        method: "GET",
        url: `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(doc.contentCode)}`,
        token,
      });
      // The row names a file the store lacks: an operator's fault, answered like a missing local file.
      expect(res.statusCode).toBe(500);
      expect(String(res.headers["content-type"])).toContain("application/problem+json");
    } finally {
      await objectStore.put(key, saved);
    }
  });

  it("an edition published through the console is stored in the bucket, not on the local disk", async () => {
    const admin = await api.login("admin@astm.example");
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const prev = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
      orderBy: { id: "desc" },
    });
    const res = await api.request({
      method: "POST",
      url: "/api/admin/publishing/batches",
      token: admin,
      payload: {
        batchId: "s3-batch-1",
        items: [
          {
            kind: "NEW_VERSION",
            publisherKey: "ASTM",
            family: prev.family,
            languageCode: prev.languageCode,
            designation: `${prev.designation}-s3`,
            publishedDate: "2026-11-20",
            assets: [{ kind: "HTML", content: "<html><body><p>Stored in the bucket.</p></body></html>" }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const asset = await api.db.documentAsset.findFirstOrThrow({
      where: { documentId: res.json().changes[0].documentId },
    });
    expect((await objectStore.get(asset.storageKey)).toString()).toContain("Stored in the bucket.");
    expect(existsSync(join(api.storageDir, asset.storageKey))).toBe(false);
  });
});

// The files of a batch's new editions: bytes given in the batch are stored before the
// transaction (an orphan file is harmless), files already in storage are read for their size and
// hash; a PDF's page count is read from the file.
import { createHash } from "node:crypto";
import type { BlobStorage } from "@norma/db/storage";
import { BadRequest } from "../../lib/errors.ts";
import { loadPdfjs } from "../../lib/pdf-tools.ts";
import type { NewVersionItem, PublishAsset } from "./publishing-types.ts";

export interface StoredAsset {
  kind: "HTML" | "PDF";
  storageKey: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  pageCount: number | null;
  assetId: string | null;
}

export function createPublishAssetStore({ storage }: { storage: BlobStorage }) {
  /** Stores the files given as bytes before the transaction (an orphan file is harmless). */
  async function storeAssets(item: NewVersionItem, code: string, index: number): Promise<StoredAsset[]> {
    const out: StoredAsset[] = [];
    for (const [j, a] of (item.assets ?? []).entries())
      out.push(await storeAsset(a, code, `items[${index}].assets[${j}]`));
    return out;
  }

  /**
   * A PDF's page count, read from the file (what a caller says is not trusted: the compare
   * limits rest on it). A file that is not a readable PDF is refused.
   */
  async function pageCountOf(buf: Buffer, field: string): Promise<number> {
    const { pdfPageCount, UnreadablePdf } = await loadPdfjs();
    try {
      return await pdfPageCount(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
    } catch (err) {
      if (err instanceof UnreadablePdf)
        throw BadRequest.field("publishBatch", field, "Pattern", "is not a readable PDF");
      throw err;
    }
  }

  async function storeAsset(a: PublishAsset, code: string, field: string): Promise<StoredAsset> {
    const contentType = a.contentType ?? (a.kind === "PDF" ? "application/pdf" : "text/html; charset=utf-8");
    if (a.content !== undefined) {
      const buf = typeof a.content === "string" ? Buffer.from(a.content) : a.content;
      const pageCount = a.kind === "PDF" ? await pageCountOf(buf, `${field}.content`) : null;
      const sha = createHash("sha256").update(buf).digest("hex");
      const dir = code.replace(/[^A-Za-z0-9.-]+/g, "_");
      const key = `documents/${dir}/${sha.slice(0, 16)}.${a.kind === "PDF" ? "pdf" : "html"}`;
      const stored = await storage.put(key, buf);
      return {
        kind: a.kind,
        storageKey: key,
        contentType,
        byteSize: stored.byteSize,
        sha256: stored.sha256,
        pageCount,
        assetId: a.assetId ?? null,
      };
    }
    const buf = await storage.get(a.storageKey!);
    return {
      kind: a.kind,
      storageKey: a.storageKey!,
      contentType,
      byteSize: buf.length,
      sha256: createHash("sha256").update(buf).digest("hex"),
      pageCount: a.kind === "PDF" ? await pageCountOf(buf, `${field}.storageKey`) : null,
      assetId: a.assetId ?? null,
    };
  }

  return { storeAssets };
}

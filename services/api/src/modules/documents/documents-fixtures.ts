// Test fixtures shared by the documents, compare, citations and help tests: editions with files,
// documents a user is (or is not) entitled to, files added to storage, and PDFs read back with
// pdf.js (the same safe loader the workers use).
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { openPdf } from "@norma/documents/pdf/pdfjs";

/** The editions (with their files) of a publisher's family in one language, oldest first. */
export async function editionsWithFiles(db: Db, publisherKey: string, family: string, languageCode = "en-US") {
  const docs = await db.document.findMany({
    where: { publisher: { key: publisherKey }, family, languageCode, assets: { some: {} } },
    include: { assets: { orderBy: { id: "asc" } }, publisher: true },
    orderBy: [{ editionYear: "asc" }, { id: "asc" }],
  });
  if (docs.length < 2) throw new Error(`expected editions with files of ${publisherKey} ${family}`);
  const file = (d: (typeof docs)[number], kind: "HTML" | "PDF") => d.assets.find((a) => a.kind === kind)!;
  return { docs, latest: docs[docs.length - 1], previous: docs[docs.length - 2], file };
}

/** A document of the publisher without any file. */
export function documentWithoutFiles(db: Db, publisherKey: string) {
  return db.document.findFirstOrThrow({
    where: { publisher: { key: publisherKey }, assets: { none: {} }, isLatest: true },
    include: { publisher: true },
    orderBy: { id: "asc" },
  });
}

/** Stores a file and adds it to a document as an asset. */
export async function addAsset(
  db: Db,
  storage: BlobStorage,
  documentId: number,
  kind: "HTML" | "PDF",
  content: Buffer | string,
  extra: { status?: "Active" | "Historical"; pageCount?: number } = {},
) {
  const key = `test/${documentId}-${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}.${kind.toLowerCase()}`;
  const stored = await storage.put(key, content);
  return db.documentAsset.create({
    data: {
      documentId,
      kind,
      status: extra.status ?? "Historical",
      storageKey: key,
      contentType: kind === "HTML" ? "text/html" : "application/pdf",
      byteSize: stored.byteSize,
      sha256: stored.sha256,
      pageCount: extra.pageCount ?? null,
    },
  });
}

export interface PdfPageRead {
  text: string;
  items: { str: string; x: number; y: number; width: number }[];
  annotations: {
    subtype: string;
    rect: number[];
    contentsObj?: { str: string };
    titleObj?: { str: string };
    quadPoints?: ArrayLike<number>;
  }[];
}

/** Every page's text (with positions) and annotations, as pdf.js reads them. */
export async function readPdf(bytes: Uint8Array | Buffer): Promise<PdfPageRead[]> {
  const pdf = await openPdf(new Uint8Array(bytes));
  const pages: PdfPageRead[] = [];
  try {
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      const items = content.items.flatMap((it) =>
        "str" in it && it.str.trim()
          ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width }]
          : [],
      );
      pages.push({
        text: items.map((it) => it.str).join(" "),
        items,
        annotations: (await page.getAnnotations()) as PdfPageRead["annotations"],
      });
    }
  } finally {
    await pdf.destroy();
  }
  return pages;
}

/** True when the point is inside the rectangle [x0, y0, x1, y1] (with some slack). */
export const within = (x: number, y: number, r: number[], slack = 2) =>
  x >= r[0] - slack && x <= r[2] + slack && y >= r[1] - slack && y <= r[3] + slack;

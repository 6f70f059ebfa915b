// Stored sanitised copies of document HTML and HTML compare results (issue 11). Sanitising a large
// standard takes seconds (DOMPurify on jsdom, html-safety.ts), so it is done once, when the HTML
// is published or a compare is made (the workers: jobs/sanitize-html, jobs/compare-html), and the
// copy is kept in blob storage beside the originals. Readers (the API) are served the copy; one
// that is missing is made on read and stored for the next reader.
//
// A copy is only as good as the sanitiser that made it, so every key carries the sanitiser's
// fingerprint: the versions of DOMPurify, jsdom and postcss and a hash of html-safety.ts (the
// allow-lists, the CSS rules and the hooks). Changing any of them changes the fingerprint, and
// every copy made before is stale: it is never read again (`npm run sanitize:rebuild` makes the
// new ones ahead of the readers; docs/documents-and-search.md).
//
// This file does not load the sanitiser (jsdom): the API's request thread imports it.
import { createHash } from "node:crypto";
import { BlobNotFound, type BlobStorage } from "@norma/db/storage";

/**
 * What the sanitiser's output depends on. sanitized-copies.test.ts fails when an installed version
 * or html-safety.ts no longer matches, until this is brought up to date (which changes the
 * fingerprint, making old copies stale).
 */
export const SANITIZER_INPUTS = {
  dompurify: "3.4.18",
  jsdom: "29.1.1",
  postcss: "8.5.33",
  /** sha256 of html-safety.ts. */
  source: "5eabbfd2d7f4c75945f9f8a6ca651065f80466e80d97fd4ec0734670dc2dd545",
} as const;

export function sanitizerFingerprint(inputs: Record<string, string> = SANITIZER_INPUTS): string {
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
}

/** The fingerprint of the sanitiser this build ships. */
export const SANITIZER_FINGERPRINT = sanitizerFingerprint();

/** The copy of an HTML file, by the sha256 of its bytes (document_assets.sha256). */
export const documentCopyKey = (sha256: string, fingerprint = SANITIZER_FINGERPRINT) =>
  `sanitized/${fingerprint}/html/${sha256}.html`;

/** The copy of an HTML compare result, by its row and the time it was made (html_comparisons). */
export const compareCopyKey = (comparisonId: number, completedAt: Date, fingerprint = SANITIZER_FINGERPRINT) =>
  `sanitized/${fingerprint}/compare/${comparisonId}-${completedAt.getTime()}.html`;

/** The stored copy, or null when there is none (yet) under this key. */
export async function readCopy(storage: BlobStorage, key: string): Promise<string | null> {
  try {
    return (await storage.get(key)).toString("utf8");
  } catch (err) {
    if (err instanceof BlobNotFound) return null;
    throw err;
  }
}

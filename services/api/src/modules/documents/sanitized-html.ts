// Reading sanitised HTML (documents and compare results) from its stored copy (issue 11): the
// workers make the copy when the HTML is published or a compare is made (workers'
// @norma/documents html/sanitized-copies.ts, keyed by the sanitiser's fingerprint). A copy that is missing — an
// older document, a changed sanitiser, a failed job — is made here in the sanitiser pool (off the
// event loop) and stored, so the next reader, on this replica or another, does not wait for it.
// A small in-memory cache sits in front (requests for one document being made wait for that one
// sanitise). A sanitise that fails or runs out of time (the pool's limit) answers 503
// DocumentNotPrepared, logged with the document.
import type { BlobStorage } from "@norma/db/storage";
import { readCopy, SANITIZER_FINGERPRINT } from "@norma/documents/html/sanitized-copies";

export { compareCopyKey, documentCopyKey } from "@norma/documents/html/sanitized-copies";

import { DocumentNotPrepared } from "../../lib/errors.ts";
import type { FingerprintMarker } from "./sanitizer-fingerprints.ts";
import { createSanitizedCache, type HtmlSanitizer } from "./sanitizer-pool.ts";

export interface SanitizedHtmlDeps {
  storage: BlobStorage;
  sanitizer: HtmlSanitizer;
  log?: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
  /** Entries of the in-memory cache. */
  cacheSize?: number;
  /** The sanitiser's fingerprint in the copies' keys (tests stand for a changed sanitiser). */
  fingerprint?: string;
  /** Marks the fingerprint whose copies are read or written as in use (sanitizer-fingerprints.ts). */
  markFingerprint?: FingerprintMarker;
}

/**
 * HTML that went through the sanitiser: a copy stored under the sanitiser's fingerprint (only the
 * sanitiser's output is stored there, by the workers or by make() below) or sanitised now. Only
 * this type can be sent by sendHtml, which says so to the clients (header html-sanitized: true);
 * the reader then skips its own stripping (web/reader html-print.ts withFramePolicy).
 */
export type CleanHtml = string & { readonly sanitised: unique symbol };

/** Which HTML it is, for the logs: the document's ids, or the compare's. */
export type HtmlSubject = { documentId: number; assetId: number } | { comparisonId: number; documentId: number };

export function createSanitizedHtml(deps: SanitizedHtmlDeps) {
  const { storage, sanitizer, log } = deps;
  const cache = createSanitizedCache(deps.cacheSize ?? 32);
  const fingerprint = deps.fingerprint ?? SANITIZER_FINGERPRINT;

  async function make(key: string, subject: HtmlSubject, raw: () => Promise<string>): Promise<CleanHtml> {
    deps.markFingerprint?.(fingerprint);
    const stored = await readCopy(storage, key);
    if (stored !== null) return stored as CleanHtml;
    const html = await raw();
    let clean: string;
    try {
      clean = await sanitizer.sanitize(html);
    } catch (err) {
      (log?.error ?? log?.warn)?.(
        { ...subject, bytes: Buffer.byteLength(html), err: (err as Error).message },
        "could not sanitise HTML for a reader",
      );
      throw new DocumentNotPrepared("The document could not be prepared for reading; try again in a minute");
    }
    try {
      await storage.put(key, clean);
    } catch (err) {
      // The reader still gets it; the next one sanitises again.
      log?.warn({ ...subject, key, err: (err as Error).message }, "could not store the sanitised copy");
    }
    return clean as CleanHtml;
  }

  return {
    fingerprint,
    /** The sanitised HTML stored under `key`, made from `raw` (and stored) when there is none. */
    get(key: string, subject: HtmlSubject, raw: () => Promise<string>): Promise<CleanHtml> {
      return cache.getOrLoad(key, () => make(key, subject, raw));
    },
  };
}

export type SanitizedHtml = ReturnType<typeof createSanitizedHtml>;

// The help module's shared shapes: the MARC lists and formats, the file reply, the cache limits.
import type { Readable } from "node:stream";

export const MARC_TITLES = ["journals", "manuals", "standards_abbreviations"] as const;
export type MarcTitle = (typeof MARC_TITLES)[number];
export const MARC_FORMATS = { mrc: "application/marc", xml: "application/marcxml+xml; charset=utf-8" } as const;
export type MarcFormat = keyof typeof MARC_FORMATS;

export interface FileReply {
  body: Readable | Buffer;
  /** Unknown for a file made while it is sent (sent chunked). */
  byteSize?: number;
  contentType: string;
  filename: string;
}

export interface MarcCacheLimits {
  /** All cached lists together (default 32 MiB). */
  maxBytes: number;
  /** One list bigger than this is never cached (default 8 MiB). */
  maxEntryBytes: number;
}

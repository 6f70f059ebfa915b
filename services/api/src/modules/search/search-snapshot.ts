// Snapshots of the in-memory search index in blob storage (object storage when scaled out), so
// that a starting API replica loads the index in seconds and then catches up from updated_at,
// instead of building it from every row (17 s of CPU at a million documents; docs/scaling.md).
//
// Who writes: the API replicas themselves, not the workers. A replica already holds the index,
// current to within SEARCH_INDEX_REFRESH_MS; the workers would have to build a second copy of it
// (the same memory and CPU again) only to write it out. Each replica looks every
// SEARCH_SNAPSHOT_EVERY_MS (with jitter) and writes when its index changed since the stored
// snapshot and that snapshot is older than the interval; two replicas writing at once write two
// valid snapshots, the later one stays.
//
// Format: a header (JSON: format, code fingerprint, change stamp, documents) then each field of
// the index serialised on its own with node:v8 (large arrays and maps in slices of SLICE
// entries), so that writing gives the event loop a turn between parts (a replica keeps serving
// while it writes) and a snapshot taken while the index changed (its version or size moved
// between the first and the last part) is thrown away.
// A snapshot is used only by the same code that wrote it: the fingerprint is a hash of the
// search module's code (of the bundle in production), and the field names must match.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { BlobNotFound, type BlobStorage } from "@norma/db/storage";
import { SearchIndex } from "./search-index.ts";

const MAGIC = Buffer.from("NORMASX1");
/** 3: postings in one word each, a compact lexicon, 32-bit float ranks, lines by publisher (issue 29). */
const FORMAT = 3;
/** Entries of an array or a map serialised at a time. */
const SLICE = 50_000;
// What a part of the snapshot holds: a field's whole value, or a slice to add to it.
const WHOLE = 0;
const ARRAY_SLICE = 1;
const MAP_SLICE = 2;
/** A typed array's type and length (allocated when read), then slices copied into it. */
const TYPED_START = 3;
const TYPED_SLICE = 4;
/** Bytes of a typed array serialised at a time. */
const TYPED_SLICE_BYTES = 8 << 20;
type NumberArray = Int32Array | Uint8Array | Uint16Array | Float32Array | Float64Array;
const TYPED: Record<string, new (length: number) => NumberArray> = {
  Int32Array,
  Uint8Array,
  Uint16Array,
  Float32Array,
  Float64Array,
};
export const SNAPSHOT_KEY = "search-index/snapshot.bin";
export const SNAPSHOT_META_KEY = "search-index/snapshot.json";

export interface SnapshotHeader {
  format: number;
  fingerprint: string;
  /** The index's change stamp (database clock, ms): catching up starts from here. */
  seenAt: number;
  documents: number;
  writtenAt: string;
  bytes?: number;
}

export interface LoadedSnapshot {
  ix: SearchIndex;
  seenAt: number;
  header: SnapshotHeader;
}

let codeFingerprint: string | null = null;

/** A hash of the code that builds the index: this folder's sources, or the bundle they are in. */
export function searchCodeFingerprint(): string {
  if (codeFingerprint) return codeFingerprint;
  const dir = dirname(fileURLToPath(import.meta.url));
  const hash = createHash("sha256");
  for (const name of readdirSync(dir).sort())
    if (/\.(ts|mjs|js)$/.test(name) && !/\.test\./.test(name)) hash.update(name).update(readFileSync(join(dir, name)));
  codeFingerprint = hash.digest("hex").slice(0, 32);
  return codeFingerprint;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The index's own fields, in a stable order. */
function fieldsOf(ix: SearchIndex): string[] {
  return Object.keys(ix).sort();
}

/**
 * The snapshot of `ix`, or null when the index changed while it was being serialised (the caller
 * tries again later).
 */
export async function encodeSnapshot(
  ix: SearchIndex,
  seenAt: number,
  fingerprint = searchCodeFingerprint(),
  slice = SLICE,
  typedSliceBytes = TYPED_SLICE_BYTES,
): Promise<EncodedSnapshot | null> {
  const { version, size } = ix;
  const record = ix as unknown as Record<string, unknown>;
  const parts: Buffer[] = [];
  const part = (field: string, kind: number, value: unknown) => {
    const name = Buffer.from(field);
    const body = v8.serialize(value);
    const lengths = Buffer.alloc(13);
    lengths.writeUInt32LE(name.length, 0);
    lengths.writeUInt8(kind, 4);
    lengths.writeBigUInt64LE(BigInt(body.length), 5);
    parts.push(lengths, name, body);
  };
  for (const field of fieldsOf(ix)) {
    const value = record[field];
    // Arrays and maps of a million entries (designation keys, lexemes) go in slices, each its
    // own turn of the event loop; anything else (typed arrays, texts) is one copy.
    if (Array.isArray(value) && value.length > slice) {
      part(field, WHOLE, []);
      for (let i = 0; i < value.length; i += slice) {
        part(field, ARRAY_SLICE, value.slice(i, i + slice));
        await nextTurn();
      }
    } else if (value instanceof Map && value.size > slice) {
      part(field, WHOLE, new Map());
      let entries: unknown[] = [];
      for (const entry of value) {
        entries.push(entry);
        if (entries.length === slice) {
          part(field, MAP_SLICE, entries);
          entries = [];
          await nextTurn();
        }
      }
      if (entries.length > 0) part(field, MAP_SLICE, entries);
    } else if (ArrayBuffer.isView(value) && value.byteLength > typedSliceBytes && value.constructor.name in TYPED) {
      const typed = value as NumberArray;
      const step = Math.floor(typedSliceBytes / typed.BYTES_PER_ELEMENT);
      part(field, TYPED_START, [typed.constructor.name, typed.length]);
      for (let i = 0; i < typed.length; i += step) {
        // slice, not subarray: node:v8 writes a view's whole buffer.
        part(field, TYPED_SLICE, [i, typed.slice(i, i + step)]);
        await nextTurn();
      }
    } else part(field, WHOLE, value);
    await nextTurn();
    if (ix.version !== version || ix.size !== size) return null;
  }
  const header: SnapshotHeader = {
    format: FORMAT,
    fingerprint,
    seenAt,
    documents: ix.live,
    writtenAt: new Date().toISOString(),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(headerBytes.length, 0);
  // The parts stay parts: storage writes them one by one (putParts). Joining them into one buffer
  // held the event loop for seconds at a million documents (a half-gigabyte copy, then its hash).
  const all = [MAGIC, headerLength, headerBytes, ...parts];
  const bytes = all.reduce((n, p) => n + p.length, 0);
  return { parts: all, bytes, header: { ...header, bytes } };
}

export interface EncodedSnapshot {
  /** The snapshot's bytes, in order (magic, header, then each field's parts). */
  parts: Buffer[];
  bytes: number;
  header: SnapshotHeader;
}

/** The snapshot as one buffer, as it is read back from storage (tests and benchmarks). */
export function joinSnapshot(encoded: EncodedSnapshot): Buffer {
  return Buffer.concat(encoded.parts, encoded.bytes);
}

/** Reads the header only (null: not a snapshot). */
export function snapshotHeader(data: Buffer): SnapshotHeader | null {
  if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const length = data.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  if (start + length > data.length) return null;
  try {
    return JSON.parse(data.subarray(start, start + length).toString("utf8")) as SnapshotHeader;
  } catch {
    return null;
  }
}

/**
 * The index in `data`, or null when it is not a snapshot this code can use (another format,
 * another fingerprint, other fields): the caller builds the index from the database instead.
 */
export async function decodeSnapshot(
  data: Buffer,
  fingerprint = searchCodeFingerprint(),
): Promise<LoadedSnapshot | null> {
  const header = snapshotHeader(data);
  if (!header || header.format !== FORMAT || header.fingerprint !== fingerprint) return null;
  let at = MAGIC.length + 4 + data.readUInt32LE(MAGIC.length);
  const fresh = new SearchIndex() as unknown as Record<string, unknown>;
  const expected = Object.keys(fresh).sort();
  const ix = Object.create(SearchIndex.prototype) as Record<string, unknown>;
  const seen: string[] = [];
  while (at < data.length) {
    if (at + 13 > data.length) return null;
    const nameLength = data.readUInt32LE(at);
    const kind = data.readUInt8(at + 4);
    const bodyLength = Number(data.readBigUInt64LE(at + 5));
    at += 13;
    if (at + nameLength + bodyLength > data.length) return null;
    const field = data.subarray(at, at + nameLength).toString("utf8");
    at += nameLength;
    if (!Object.hasOwn(fresh, field)) return null;
    const value = v8.deserialize(data.subarray(at, at + bodyLength));
    at += bodyLength;
    if (kind === WHOLE) {
      ix[field] = value;
      seen.push(field);
    } else if (kind === ARRAY_SLICE && Array.isArray(ix[field]) && Array.isArray(value)) {
      const into = ix[field] as unknown[];
      for (const v of value) into.push(v);
    } else if (kind === TYPED_START && Array.isArray(value) && Object.hasOwn(TYPED, value[0])) {
      ix[field] = new TYPED[value[0] as string](Number(value[1]));
      seen.push(field);
    } else if (kind === TYPED_SLICE && ArrayBuffer.isView(ix[field]) && Array.isArray(value)) {
      const into = ix[field] as NumberArray;
      const [offset, slice] = value as [number, NumberArray];
      if (slice.constructor !== into.constructor || offset + slice.length > into.length) return null;
      into.set(slice as never, offset);
    } else if (kind === MAP_SLICE && ix[field] instanceof Map && Array.isArray(value)) {
      const into = ix[field] as Map<unknown, unknown>;
      for (const [k, v] of value as [unknown, unknown][]) into.set(k, v);
    } else return null;
    await nextTurn();
  }
  if (seen.join("\n") !== expected.join("\n")) return null;
  // node:v8 keeps plain data: the index's own helper objects get their class back.
  for (const field of expected) {
    const model = fresh[field];
    if (model === null || typeof model !== "object" || ArrayBuffer.isView(model)) continue;
    const proto = Object.getPrototypeOf(model);
    if (proto === Object.prototype || proto === Array.prototype || proto === Map.prototype || proto === Set.prototype)
      continue;
    Object.setPrototypeOf(ix[field] as object, proto);
  }
  const index = ix as unknown as SearchIndex;
  index.restoreSharing();
  return { ix: index, seenAt: header.seenAt, header };
}

export interface SearchSnapshotStore {
  /** The stored snapshot, if there is one this code can use. */
  load(): Promise<LoadedSnapshot | null>;
  /** Writes the snapshot; false when the index changed meanwhile (nothing written). */
  save(ix: SearchIndex, seenAt: number): Promise<SnapshotHeader | null>;
  /** The stored snapshot's header (a small object of its own), without reading the snapshot. */
  stored(): Promise<SnapshotHeader | null>;
}

export function createSearchSnapshotStore(storage: BlobStorage, fingerprint = searchCodeFingerprint()) {
  const store: SearchSnapshotStore = {
    async load() {
      let data: Buffer;
      try {
        data = await storage.get(SNAPSHOT_KEY);
      } catch (err) {
        if (err instanceof BlobNotFound) return null;
        throw err;
      }
      return decodeSnapshot(data, fingerprint);
    },
    async save(ix, seenAt) {
      const encoded = await encodeSnapshot(ix, seenAt, fingerprint);
      if (!encoded) return null;
      // The snapshot first, then its header: a header never names a snapshot not yet stored.
      await storage.putParts(SNAPSHOT_KEY, encoded.parts);
      await storage.put(SNAPSHOT_META_KEY, JSON.stringify(encoded.header));
      return encoded.header;
    },
    async stored() {
      try {
        return JSON.parse((await storage.get(SNAPSHOT_META_KEY)).toString("utf8")) as SnapshotHeader;
      } catch (err) {
        if (err instanceof BlobNotFound || err instanceof SyntaxError) return null;
        throw err;
      }
    },
  };
  return store;
}

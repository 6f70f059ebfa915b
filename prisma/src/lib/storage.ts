// Blob storage for HTML, PDF, redlines, compare results and help files: a local directory by
// default, or S3-compatible object storage (storage-s3.ts) when several machines share the blobs.
// storage-config.ts chooses one from the environment.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";

export interface StoredBlob {
  key: string;
  byteSize: number;
  sha256: string;
}

export interface BlobStorage {
  put(key: string, data: Buffer | string): Promise<StoredBlob>;
  /**
   * Stores the parts, in order, as one blob without joining them in memory first: a blob of
   * hundreds of megabytes (the search index snapshot) is written and hashed part by part, each
   * part its own turn of the event loop, instead of one copy and one hash that hold the loop for
   * seconds. Same atomicity as put.
   */
  putParts(key: string, parts: readonly Buffer[]): Promise<StoredBlob>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  size(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** Deletes every blob under a folder-like prefix ("documents" removes "documents/…"). */
  deletePrefix(prefix: string): Promise<void>;
}

export class BlobNotFound extends Error {}

/** Keys are relative paths of [A-Za-z0-9._-] segments; anything else is refused. */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split("/").some((s) => s === "." || s === "..")) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export function createLocalStorage(rootDir: string): BlobStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const p = join(root, key);
    if (!p.startsWith(root + sep)) throw new Error(`invalid storage key: ${key}`);
    return p;
  };
  const notFound = (key: string, err: unknown): never => {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new BlobNotFound(`no blob ${key}`);
    throw err;
  };
  return {
    async put(key, data) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const buf = typeof data === "string" ? Buffer.from(data) : data;
      // Write then rename, so readers never see half a file. The temporary name is unique per
      // write (concurrent puts of one key each rename a whole file; the last one wins).
      const tmp = `${p}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(tmp, buf);
        await rename(tmp, p);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { key, byteSize: buf.length, sha256: createHash("sha256").update(buf).digest("hex") };
    },
    async putParts(key, parts) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const tmp = `${p}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
      const hash = createHash("sha256");
      let byteSize = 0;
      const file = await open(tmp, "w");
      try {
        for (const part of parts) {
          await file.write(part);
          hash.update(part);
          byteSize += part.length;
        }
        await file.close();
        await rename(tmp, p);
      } catch (err) {
        await file.close().catch(() => {});
        await rm(tmp, { force: true });
        throw err;
      }
      return { key, byteSize, sha256: hash.digest("hex") };
    },
    async get(key) {
      return readFile(pathOf(key)).catch((e) => notFound(key, e));
    },
    stream(key) {
      return createReadStream(pathOf(key));
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    async size(key) {
      return stat(pathOf(key))
        .then((s) => s.size)
        .catch((e) => notFound(key, e));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}

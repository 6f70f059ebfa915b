// Blob storage: the contract every implementation keeps (local directory and S3-compatible object
// storage, the latter against a real S3 HTTP server on loopback), then what only the local directory
// has to prove itself (atomic renames, no temporary files, nothing outside its root).
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "./s3-test-server.ts";
import { assertValidKey, BlobNotFound, type BlobStorage, createLocalStorage } from "./storage.ts";
import { createStorage, readStorageConfig, storageEnv } from "./storage-config.ts";
import { createS3Storage } from "./storage-s3.ts";

let parent: string;
let root: string;
let storage: BlobStorage;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), "norma-storage-test-"));
  root = join(parent, "root");
  storage = createLocalStorage(root);
  // A file beside the root that an escaping key would reach.
  await writeFile(join(parent, "secret.txt"), "outside the root");
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function allFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...(await allFiles(join(dir, e.name))));
    else out.push(join(dir, e.name));
  }
  return out;
}

describe("storage keys", () => {
  it("accepts relative paths of letters, digits, dots, dashes and underscores", () => {
    for (const key of ["a", "html/ASTM/D3039-17.html", "pdf/2026/11/x_y.z.pdf", "a.b/c-d/e_f", "..a/b..", "x/.hidden"])
      expect(() => assertValidKey(key), key).not.toThrow();
  });

  const refused = [
    "",
    ".",
    "..",
    "../secret.txt",
    "a/../../secret.txt",
    "a/..",
    "./a",
    "a/./b",
    "/etc/passwd",
    "a//b",
    "a/",
    "a\\..\\secret.txt",
    "..\\secret.txt",
    "a b",
    "a%2F..%2Fsecret.txt",
    "a\0b",
    "ä",
    "a/b\n",
  ];
  it("refuses absolute paths, empty segments, '.', '..' and other characters", () => {
    for (const key of refused) expect(() => assertValidKey(key), JSON.stringify(key)).toThrow(/invalid storage key/);
  });

  it("refuses an escaping key in every operation, and nothing outside the root is read or touched", async () => {
    for (const key of ["../secret.txt", "a/../../secret.txt", "/etc/passwd", "..\\secret.txt"]) {
      await expect(storage.put(key, "overwritten"), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.size(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
      expect(() => storage.stream(key), key).toThrow(/invalid storage key/);
    }
    expect(await readFile(join(parent, "secret.txt"), "utf8")).toBe("outside the root");
    expect(await readdir(parent)).toEqual(expect.arrayContaining(["secret.txt"]));
  });
});

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer(["norma-test", "norma-other"]);
});
afterAll(async () => {
  await s3?.close();
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

// The same contract for every implementation (callers cannot tell which one they have).
describe.each([
  ["local directory", () => storage],
  ["S3-compatible object storage", () => createS3Storage(s3.options())],
  ["S3-compatible object storage under a key prefix", () => createS3Storage(s3.options("norma-test", "tenant-a/"))],
])("storage contract: %s", (_name, make: () => BlobStorage) => {
  it("puts, reads, streams, sizes and deletes a blob, with its size and sha256", async () => {
    const store = make();
    const data = Buffer.from("<html><body>Scope</body></html>");
    const stored = await store.put("html/doc-1.html", data);
    expect(stored).toEqual({
      key: "html/doc-1.html",
      byteSize: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
    });
    expect(await store.get("html/doc-1.html")).toEqual(data);
    expect(await store.size("html/doc-1.html")).toBe(data.length);
    expect(await store.exists("html/doc-1.html")).toBe(true);
    expect(await readAll(store.stream("html/doc-1.html"))).toEqual(data);
    await store.delete("html/doc-1.html");
    expect(await store.exists("html/doc-1.html")).toBe(false);
    await store.delete("html/doc-1.html"); // deleting what is gone is fine
  });

  it("keeps binary content byte for byte (a PDF), and a string as UTF-8", async () => {
    const store = make();
    const pdf = randomBytes(300_000);
    await store.put("pdf/2026/x_y.z.pdf", pdf);
    expect((await store.get("pdf/2026/x_y.z.pdf")).equals(pdf)).toBe(true);
    await store.put("html/unicode.html", "Prüfung – 试验");
    expect((await store.get("html/unicode.html")).toString("utf8")).toBe("Prüfung – 试验");
  });

  it("stores parts as one blob, in order, with the whole blob's size and sha256 (small and multi-piece)", async () => {
    const store = make();
    const small = [Buffer.from("ab"), Buffer.alloc(0), Buffer.from("cdef")];
    const smallStored = await store.putParts("search-index/small.bin", small);
    expect(await store.get("search-index/small.bin")).toEqual(Buffer.from("abcdef"));
    expect(smallStored.sha256).toBe(createHash("sha256").update("abcdef").digest("hex"));
    // Over 16 MiB in uneven parts: object storage sends it as a multipart upload of several pieces.
    const parts = [randomBytes(9_000_000), randomBytes(13), randomBytes(9_000_000), randomBytes(500_000)];
    const whole = Buffer.concat(parts);
    const stored = await store.putParts("search-index/snapshot.bin", parts);
    expect(stored).toEqual({
      key: "search-index/snapshot.bin",
      byteSize: whole.length,
      sha256: createHash("sha256").update(whole).digest("hex"),
    });
    expect((await store.get("search-index/snapshot.bin")).equals(whole)).toBe(true);
    // A second write replaces the first whole.
    await store.putParts("search-index/snapshot.bin", [Buffer.from("new")]);
    expect(await store.get("search-index/snapshot.bin")).toEqual(Buffer.from("new"));
    await expect(store.putParts("../x.bin", [Buffer.from("x")])).rejects.toThrow(/invalid storage key/);
  });

  it("answers BlobNotFound for a blob that does not exist (get, size, stream) and false for exists", async () => {
    const store = make();
    await expect(store.get("nothing/here.pdf")).rejects.toBeInstanceOf(BlobNotFound);
    await expect(store.size("nothing/here.pdf")).rejects.toBeInstanceOf(BlobNotFound);
    expect(await store.exists("nothing/here.pdf")).toBe(false);
    await expect(readAll(store.stream("nothing/here.pdf"))).rejects.toThrow();
  });

  it("replaces a blob whole: a second put of a key is what the next read sees", async () => {
    const store = make();
    await store.put("pdf/replaced.pdf", Buffer.alloc(1024, 0x41));
    await store.put("pdf/replaced.pdf", Buffer.alloc(10, 0x42));
    expect(await store.get("pdf/replaced.pdf")).toEqual(Buffer.alloc(10, 0x42));
    expect(await store.size("pdf/replaced.pdf")).toBe(10);
  });

  it("deletes everything under a prefix and nothing beside it", async () => {
    const store = make();
    for (let i = 0; i < 5; i++) await store.put(`documents/${i}/a.html`, `doc ${i}`);
    await store.put("documents-other/keep.html", "kept");
    await store.put("help/keep.html", "kept");
    await store.deletePrefix("documents");
    for (let i = 0; i < 5; i++) expect(await store.exists(`documents/${i}/a.html`)).toBe(false);
    expect(await store.exists("documents-other/keep.html")).toBe(true);
    expect(await store.exists("help/keep.html")).toBe(true);
    await store.deletePrefix("nothing-there");
  });

  it("refuses an invalid key in every operation", async () => {
    const store = make();
    for (const key of ["../secret.txt", "a/../../secret.txt", "/etc/passwd", "a\0b", "a b"]) {
      await expect(store.put(key, "x"), key).rejects.toThrow(/invalid storage key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(store.exists(key), key).rejects.toThrow(/invalid storage key/);
      await expect(store.size(key), key).rejects.toThrow(/invalid storage key/);
      await expect(store.delete(key), key).rejects.toThrow(/invalid storage key/);
      expect(() => store.stream(key), key).toThrow(/invalid storage key/);
    }
  });
});

describe("S3-compatible object storage", () => {
  it("keeps prefixes apart: two prefixes in one bucket and two buckets never see each other's blobs", async () => {
    const a = createS3Storage(s3.options("norma-test", "tenant-a/"));
    const b = createS3Storage(s3.options("norma-test", "tenant-b/"));
    const other = createS3Storage(s3.options("norma-other"));
    await a.put("html/same-key.html", "a");
    await b.put("html/same-key.html", "b");
    expect((await a.get("html/same-key.html")).toString()).toBe("a");
    expect((await b.get("html/same-key.html")).toString()).toBe("b");
    expect(await other.exists("html/same-key.html")).toBe(false);
    await a.deletePrefix("html");
    expect(await b.exists("html/same-key.html")).toBe(true);
  });

  it("fails a request to an unreachable store within its timeout instead of hanging", async () => {
    const down = createS3Storage({ ...s3.options(), endpoint: "http://127.0.0.1:9", requestTimeoutMs: 500 });
    const started = Date.now();
    await expect(down.get("html/x.html")).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("credentials the store does not know are refused, not read as a missing blob", async () => {
    // (s3rver checks the access key but not a V4 signature's secret.)
    const wrong = createS3Storage({ ...s3.options(), accessKeyId: "UNKNOWNKEY" });
    await expect(wrong.get("html/x.html")).rejects.not.toBeInstanceOf(BlobNotFound);
  });

  it("many concurrent puts and gets of different keys all round-trip", async () => {
    const store = createS3Storage(s3.options());
    const blobs = Array.from({ length: 40 }, (_, i) => [`load/${i}.bin`, randomBytes(2_000 + i)] as const);
    await Promise.all(blobs.map(([k, v]) => store.put(k, v)));
    const got = await Promise.all(blobs.map(([k]) => store.get(k)));
    for (const [i, g] of got.entries()) expect(g.equals(blobs[i][1]), blobs[i][0]).toBe(true);
  });
});

describe("storage configuration", () => {
  const read = (env: Record<string, string>) => {
    const problems: string[] = [];
    return { config: readStorageConfig(env, problems), problems };
  };

  it("defaults to the local directory ./.storage, or STORAGE_DIR", () => {
    expect(read({}).config).toEqual({ backend: "local", dir: "./.storage" });
    expect(read({ STORAGE_DIR: "/data/storage" }).config).toEqual({ backend: "local", dir: "/data/storage" });
  });

  it("reads the S3 settings, path-style by default when an endpoint is set", () => {
    const { config, problems } = read({
      STORAGE_BACKEND: "s3",
      S3_BUCKET: "norma-blobs",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PREFIX: "prod/",
    });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      backend: "s3",
      bucket: "norma-blobs",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      region: "us-east-1",
      prefix: "prod/",
      requestTimeoutMs: 10_000,
    });
    expect(read({ STORAGE_BACKEND: "s3", S3_BUCKET: "norma-blobs" }).config).toMatchObject({ forcePathStyle: false });
  });

  it("names every wrong setting", () => {
    expect(read({ STORAGE_BACKEND: "ftp" }).problems).toEqual(["STORAGE_BACKEND must be local or s3"]);
    const { problems } = read({
      STORAGE_BACKEND: "s3",
      S3_ENDPOINT: "minio:9000",
      S3_FORCE_PATH_STYLE: "yes",
      S3_ACCESS_KEY_ID: "id",
      S3_PREFIX: "/abs",
      S3_REQUEST_TIMEOUT_MS: "0",
    });
    expect(problems).toEqual([
      "S3_BUCKET is required when STORAGE_BACKEND is s3",
      "S3_ENDPOINT must be an http(s) URL",
      "S3_FORCE_PATH_STYLE must be true or false",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
      "S3_PREFIX must be path segments ending with a slash (e.g. norma/)",
      "S3_REQUEST_TIMEOUT_MS must be an integer between 100 and 600000",
    ]);
    expect(read({ STORAGE_BACKEND: "s3", S3_BUCKET: "Bad_Bucket" }).problems).toEqual([
      "S3_BUCKET is not a valid bucket name",
    ]);
  });

  it("a child process given storageEnv() reads the same storage back", () => {
    const { config } = read({
      STORAGE_BACKEND: "s3",
      S3_BUCKET: "norma-blobs",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(read(storageEnv(config)).config).toEqual(config);
    const local = read({ STORAGE_DIR: "/srv/blobs" }).config;
    expect(read(storageEnv(local)).config).toEqual(local);
  });

  it("createStorage gives an S3 store that reaches the configured server", async () => {
    const o = s3.options();
    const store = createStorage({ backend: "s3", ...o });
    await store.put("config/probe.txt", "reached");
    expect((await createS3Storage(o).get("config/probe.txt")).toString()).toBe("reached");
  });
});

describe("local storage", () => {
  it("replaces a blob atomically: concurrent readers see the old or the new content whole, never a mix or a part", async () => {
    const size = 4 * 1024 * 1024;
    const versions = [Buffer.alloc(size, 0x41), Buffer.alloc(size, 0x42), randomBytes(size)];
    await storage.put("pdf/big.pdf", versions[0]);
    let writing = true;
    const seen = new Set<string>();
    const reader = (async () => {
      let reads = 0;
      while (writing || reads < 20) {
        const got = await storage.get("pdf/big.pdf");
        reads++;
        const which = versions.findIndex((v) => v.equals(got));
        expect(which, `read ${reads}: ${got.length} bytes that are no version whole`).toBeGreaterThanOrEqual(0);
        seen.add(String(which));
      }
      return reads;
    })();
    for (let i = 0; i < 30; i++) await storage.put("pdf/big.pdf", versions[(i + 1) % versions.length]);
    writing = false;
    expect(await reader).toBeGreaterThan(0);
    // No temporary files are left beside the blob.
    expect((await allFiles(root)).filter((f) => f.includes("big.pdf"))).toEqual([join(root, "pdf", "big.pdf")]);
  });

  it("concurrent puts of one key leave one of them whole, and no temporary files", async () => {
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(512 * 1024, 0x30 + i));
    await Promise.all(versions.map((v) => storage.put("pdf/raced.pdf", v)));
    const got = await storage.get("pdf/raced.pdf");
    expect(versions.some((v) => v.equals(got))).toBe(true);
    expect((await allFiles(root)).filter((f) => f.includes("raced.pdf"))).toEqual([join(root, "pdf", "raced.pdf")]);
  });

  it("a write that fails leaves the previous blob and no temporary file", async () => {
    await storage.put("dir-or-file/x", "previous");
    // "dir-or-file/x" is a file, so a key below it cannot be written.
    await expect(storage.put("dir-or-file/x/y", "new")).rejects.toThrow();
    expect((await storage.get("dir-or-file/x")).toString()).toBe("previous");
    expect((await allFiles(join(root, "dir-or-file"))).map((f) => f.slice(root.length))).toEqual(["/dir-or-file/x"]);
  });
});

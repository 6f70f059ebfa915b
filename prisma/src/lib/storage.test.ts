// The local blob storage: keys are relative paths and cannot leave the root; writes are atomic.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertValidKey, BlobNotFound, type BlobStorage, createLocalStorage } from "./storage.ts";

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

describe("local storage", () => {
  it("puts, reads, streams, sizes and deletes a blob, with its size and sha256", async () => {
    const data = Buffer.from("<html><body>Scope</body></html>");
    const stored = await storage.put("html/doc-1.html", data);
    expect(stored).toEqual({
      key: "html/doc-1.html",
      byteSize: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
    });
    expect(await storage.get("html/doc-1.html")).toEqual(data);
    expect(await storage.size("html/doc-1.html")).toBe(data.length);
    expect(await storage.exists("html/doc-1.html")).toBe(true);
    const chunks: Buffer[] = [];
    for await (const c of storage.stream("html/doc-1.html")) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(data);
    await storage.delete("html/doc-1.html");
    expect(await storage.exists("html/doc-1.html")).toBe(false);
    await storage.delete("html/doc-1.html"); // deleting what is gone is fine
  });

  it("answers BlobNotFound for a blob that does not exist", async () => {
    await expect(storage.get("nothing/here.pdf")).rejects.toBeInstanceOf(BlobNotFound);
    await expect(storage.size("nothing/here.pdf")).rejects.toBeInstanceOf(BlobNotFound);
    expect(await storage.exists("nothing/here.pdf")).toBe(false);
  });

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

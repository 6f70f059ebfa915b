// Benchmark of the document-HTML sanitiser (`npm run bench:sanitize`): DOMPurify on jsdom (the
// server-side DOM) against the string-based sanitize-html it replaced, for synthetic standards of
// 30, 100 and 300 pages from the seed's content generator. Prints the input size, the time per
// document (best of --runs, default 3) and the heap growth of one call: what a document costs
// once, when the workers store its sanitised copy, or on a first opening without one.
//
// Then the same documents through the API's sanitiser pool (a worker thread, sanitizer-pool.ts),
// as the API runs it: the time of one request and the longest the calling thread's event loop
// was held (perf_hooks.monitorEventLoopDelay) during it, beside the delay of the same sanitise on
// the event loop itself — what every other request of the process waited before the pool.
//
// Last, the first opening of each document as the API serves it (modules/documents/sanitized-html.ts
// on a local blob directory, a fresh in-memory cache each time): without a stored sanitised copy
// (sanitised in the pool, then stored) and with the copy the workers stored at publish time.
//
//   npm run bench:sanitize                       all sizes
//   npm run bench:sanitize -- --pages 30 --runs 5
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { createSanitizedHtml } from "@norma/api/src/modules/documents/sanitized-html.ts";
import { createSanitizerPool } from "@norma/api/src/modules/documents/sanitizer-pool.ts";
import { generateContentOfPages, Rng, renderHtml, sampleMeta } from "@norma/db/seed-content";
import { createLocalStorage } from "@norma/db/storage";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import { documentCopyKey } from "@norma/documents/html/sanitized-copies";
import sanitizeHtml from "sanitize-html";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizes = (arg("pages") ?? "30,100,300").split(",").map(Number);
const runs = Number(arg("runs") ?? 3);

/** The previous sanitiser's core options (string-based, no DOM): the baseline. */
const LEGACY: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(["img", "style", "math", "mi", "mn", "mo", "msup"]),
  allowVulnerableTags: true,
  allowedAttributes: { "*": ["id", "class", "style", "lang", "dir"], a: ["href"], img: ["src", "alt"] },
};

function best(fn: () => unknown): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

const gc = (globalThis as { gc?: () => void }).gc;
console.log(`sanitiser benchmark: Node ${process.version}, best of ${runs}`);
console.log("pages   input      DOMPurify+jsdom   sanitize-html   heap growth (one call)");
const documents = sizes.map((pages) => {
  const rng = new Rng(4000 + pages);
  return { pages, html: renderHtml(generateContentOfPages(rng, sampleMeta(rng, { editionYear: 2024 }), pages)) };
});
for (const { pages, html } of documents) {
  sanitizeDocumentHtml(html); // warm-up (jsdom and DOMPurify compile their code paths)
  gc?.();
  const before = process.memoryUsage().heapUsed;
  sanitizeDocumentHtml(html);
  const growth = process.memoryUsage().heapUsed - before;
  const purifyMs = best(() => sanitizeDocumentHtml(html));
  const legacyMs = best(() => sanitizeHtml(html, LEGACY));
  console.log(
    [
      String(pages).padEnd(7),
      `${(html.length / 1024).toFixed(0)} KB`.padEnd(10),
      `${purifyMs.toFixed(0)} ms`.padEnd(17),
      `${legacyMs.toFixed(0)} ms`.padEnd(15),
      gc ? `${(growth / 1024 / 1024).toFixed(1)} MB` : "(run with --expose-gc)",
    ].join(" "),
  );
}

/** Runs fn while measuring the event loop's delay; returns its time and the longest delay (ms). */
async function held(fn: () => unknown): Promise<{ ms: number; maxDelayMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // A turn of the loop first, so the monitor's timer is armed.
  await new Promise((r) => setTimeout(r, 20));
  const t = performance.now();
  await fn();
  const ms = performance.now() - t;
  await new Promise((r) => setTimeout(r, 20));
  delay.disable();
  return { ms, maxDelayMs: delay.max / 1e6 };
}

console.log("\nthe API's sanitiser pool (one worker thread, warm) against sanitising on the event loop");
console.log("pages   pool request   event loop held: pool   on the event loop");
const pool = createSanitizerPool({ threads: 1 });
await pool.sanitize(documents[0].html); // the thread started and warm
for (const { pages, html } of documents) {
  let viaPool = { ms: Number.POSITIVE_INFINITY, maxDelayMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < runs; i++) {
    const r = await held(() => pool.sanitize(html));
    if (r.ms < viaPool.ms) viaPool = r;
  }
  const inline = await held(() => sanitizeDocumentHtml(html));
  console.log(
    [
      String(pages).padEnd(7),
      `${viaPool.ms.toFixed(0)} ms`.padEnd(14),
      `${viaPool.maxDelayMs.toFixed(0)} ms`.padEnd(23),
      `${inline.maxDelayMs.toFixed(0)} ms`,
    ].join(" "),
  );
}

console.log("\nfirst opening of a document's HTML as the API serves it (local blob directory, empty in-memory cache)");
console.log("pages   no stored copy (pool + store)   stored copy (read)");
const dir = await mkdtemp(join(tmpdir(), "norma-sanitize-bench-"));
const storage = createLocalStorage(dir);
for (const { pages, html } of documents) {
  const sha = createHash("sha256").update(html).digest("hex");
  const key = documentCopyKey(sha);
  const subject = { documentId: pages, assetId: pages };
  const open = async () => {
    const t = performance.now();
    await createSanitizedHtml({ storage, sanitizer: pool }).get(key, subject, async () => html);
    return performance.now() - t;
  };
  let without = Number.POSITIVE_INFINITY;
  let withCopy = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    await storage.delete(key);
    without = Math.min(without, await open());
    // The copy the first opening stored is what the workers store at publish time.
    withCopy = Math.min(withCopy, await open());
  }
  console.log([String(pages).padEnd(7), `${without.toFixed(0)} ms`.padEnd(31), `${withCopy.toFixed(1)} ms`].join(" "));
}
await rm(dir, { recursive: true, force: true });
await pool.close();

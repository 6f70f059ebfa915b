// Benchmark of the results pushed to the reader (`npm run bench:push`, issue 29 §3): the time
// from a compare's result being stored (its row's completedAt, written by the workers) to the
// result being on screen (the marked HTML's summary in the compare view), in the built reader in
// Chromium with the API and the workers running, for the same HTML compare asked for again and
// again (its row removed between runs). Once with the tab's result stream, once with the stream
// refused (the polling fallback, as before issue 29): p50, p95 and max of each, with the machine's
// load average before and after.
//
//   npm run bench:push                        10 runs of each
//   PUSH_BENCH_RUNS=30 npm run bench:push     more runs (at most 100)
//   PUSH_BENCH_TRACE=/tmp/push.json npm run bench:push    and a Chromium trace of one run
import { cpus, loadavg } from "node:os";
import { SUMMARY_ID } from "@norma/documents/html/html-diff";
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const RUNS = Math.min(100, Math.max(1, Number(process.env.PUSH_BENCH_RUNS ?? 10) || 10));
const TRACE = process.env.PUSH_BENCH_TRACE;
const NEWER = "ASTM|D3039_D3039M-17|en-US";
const OLDER = "ASTM|D3039_D3039M-14|en-US";

const reader = useReader({ workers: true });

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Run {
  /** Stored → on screen. */
  total: number;
  /** Stored → the check that brought the result asked for (the event's way, or the poll's wait). */
  toCheck: number;
  /** That check asked → answered (its body read, the page's resource timing). */
  check: number;
  /** Answered → on screen (the iframe's document rendered). */
  render: number;
  /** Answered → the frame's srcdoc set (the body handed to React, the reader's own parse, if any). */
  toSrcdoc: number;
  /** srcdoc set → the summary in the frame's document (the frame parsing the HTML). */
  frameParse: number;
  /** The summary in the frame's document → the frame painted with it (style, layout, paint). */
  paint: number;
  /** The reader's DOMParser calls on the result (stripActiveContent), ms in all. */
  readerParse: number;
  /** The frame's srcdoc, characters. */
  chars: number;
  /** On screen → Playwright's waitFor returning: the detection's own lag, not the user's. */
  detection: number;
}

/**
 * Times taken in the page itself (its clock is this machine's, as Node's is), so that "on screen"
 * is when the page painted the result, not when Playwright next looked: a locator's waitFor polls
 * at 0, 20, 50, 100, 100 and then every 500 ms, which put up to half a second of its own into the
 * figure before 2026-11-30. A requestAnimationFrame loop sees the summary in the frame's document
 * in the frame that will paint it; a message posted from that callback runs once the frame's
 * style, layout and paint are done, and is "on screen". The reader's DOMParser calls on large
 * strings (stripActiveContent's) are timed too.
 */
const RECORDER = `(() => {
  if (window.top !== window) return;
  const t = { parses: 0, parseMs: 0 };
  window.__pushBench = t;
  const parse = DOMParser.prototype.parseFromString;
  DOMParser.prototype.parseFromString = function (text, type) {
    const start = performance.now();
    const doc = parse.call(this, text, type);
    if (text.length > 10000) { t.parses++; t.parseMs += performance.now() - start; }
    return doc;
  };
  // React sets srcdoc before it puts the frame in the page: the frame's arrival is what is seen.
  new MutationObserver(() => {
    const frame = document.querySelector(".compare iframe");
    if (!t.srcdocAt && (frame?.getAttribute("srcdoc") ?? "").length > 1000) {
      t.srcdocAt = Date.now();
      t.chars = frame.getAttribute("srcdoc").length;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["srcdoc"] });
  const tick = () => {
    const frame = document.querySelector(".compare iframe");
    if (frame?.contentDocument?.getElementById("${SUMMARY_ID}")) {
      t.seenAt = Date.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { t.paintedAt = Date.now(); };
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

interface Recorded {
  parses: number;
  parseMs: number;
  srcdocAt?: number;
  chars?: number;
  seenAt?: number;
  paintedAt?: number;
  /** The result checks' resource timings, epoch ms. */
  checks: { at: number; done: number }[];
}

/** One compare, from a fresh row: the ms from its result stored to its result on screen, in parts. */
async function once(page: Page, streamOpen: boolean): Promise<Run> {
  const { api } = reader;
  await api.db.htmlComparison.deleteMany({});
  const link = `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(NEWER)}&compareWith=${encodeURIComponent(OLDER)}`;
  const stream = streamOpen ? page.waitForResponse((r) => r.url().includes("/api/events/stream")) : null;
  await page.goto(link);
  if (stream) await stream;
  await page.frameLocator(".compare iframe").locator(`#${SUMMARY_ID}`).waitFor({ timeout: 120_000 });
  const detectedAt = Date.now();
  // The message after the paint may still be queued when Playwright sees the summary.
  await page.waitForFunction(() => (window as unknown as { __pushBench: Recorded }).__pushBench.paintedAt, null, {
    polling: "raf",
  });
  const rec = await page.evaluate(() => {
    const t = (window as unknown as { __pushBench: Recorded }).__pushBench;
    const checks = performance
      .getEntriesByType("resource")
      .filter((e): e is PerformanceResourceTiming => e.name.includes("/api/v1/html/resultCheck"))
      .map((e) => ({ at: performance.timeOrigin + e.startTime, done: performance.timeOrigin + e.responseEnd }));
    return { ...t, checks };
  });
  const row = await api.db.htmlComparison.findFirstOrThrow({ where: { status: "DONE" } });
  const stored = (row.completedAt as Date).getTime();
  const painted = rec.paintedAt as number;
  const last = rec.checks.findLast((c) => c.done <= painted) ?? { at: painted, done: painted };
  const srcdoc = rec.srcdocAt ?? last.done;
  const seen = rec.seenAt ?? painted;
  return {
    total: painted - stored,
    toCheck: last.at - stored,
    check: last.done - last.at,
    render: painted - last.done,
    toSrcdoc: srcdoc - last.done,
    frameParse: seen - srcdoc,
    paint: painted - seen,
    readerParse: rec.parseMs,
    detection: detectedAt - painted,
    chars: rec.chars ?? 0,
  };
}

async function mode(name: string, refuseStream: boolean) {
  const page = await reader.newPage();
  await page.addInitScript(RECORDER);
  if (refuseStream) await page.route("**/api/events/stream", (route) => route.fulfill({ status: 503, body: "" }));
  await reader.signIn(page);
  // One run to warm the API, the workers' child processes and the browser's caches.
  await once(page, !refuseStream);
  const before = load();
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // PUSH_BENCH_TRACE=<file>: Chromium's performance trace of the stream's last run, for
    // chrome://tracing or the DevTools Performance panel (where the render's time goes).
    const trace = TRACE && !refuseStream && i === RUNS - 1;
    const browser = page.context().browser();
    if (trace && browser) await browser.startTracing(page, { path: TRACE, screenshots: false });
    runs.push(await once(page, !refuseStream));
    if (trace && browser) await browser.stopTracing();
  }
  const stats = (pick: (r: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const ms = (v: number) => Math.round(v);
    return `p50 ${ms(percentile(sorted, 50))} ms  p95 ${ms(percentile(sorted, 95))} ms  max ${ms(sorted.at(-1) as number)} ms`;
  };
  console.log(
    `${name.padEnd(30)} runs ${RUNS}  stored → on screen: ${stats((r) => r.total)}  ` +
      `(load ${before} → ${load()}, ${cpus().length} cores; the frame's HTML ${runs[0].chars} characters)`,
  );
  console.log(`  stored → check asked:   ${stats((r) => r.toCheck)}`);
  console.log(`  check asked → answered: ${stats((r) => r.check)}`);
  console.log(`  answered → on screen:   ${stats((r) => r.render)}`);
  console.log(`    answered → srcdoc set:       ${stats((r) => r.toSrcdoc)}`);
  console.log(`      of which the reader's parse: ${stats((r) => r.readerParse)}`);
  console.log(`    srcdoc → in the frame's DOM: ${stats((r) => r.frameParse)}`);
  console.log(`    in the DOM → painted:        ${stats((r) => r.paint)}`);
  console.log(`  (Playwright's waitFor saw it later by: ${stats((r) => r.detection)}; not counted)`);
  console.log(`  each run, stored → on screen (ms): ${runs.map((r) => r.total).join(", ")}`);
  await page.close();
}

describe("bench:push — result stored → on screen", { timeout: 3_600_000 }, () => {
  it("measures with the result stream and with the polling fallback", async () => {
    console.log(`bench:push ${new Date().toISOString()}  ${RUNS} runs each  load ${load()}`);
    await mode("with the result stream", false);
    await mode("polling fallback (no stream)", true);
  });
});

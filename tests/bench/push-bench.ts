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
import { cpus, loadavg } from "node:os";
import type { Page, Request } from "playwright-core";
import { describe, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const RUNS = Math.min(100, Math.max(1, Number(process.env.PUSH_BENCH_RUNS ?? 10) || 10));
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
  /** That check asked → answered. */
  check: number;
  /** Answered → on screen (the iframe's document rendered). */
  render: number;
}

/** One compare, from a fresh row: the ms from its result stored to its result on screen, in parts. */
async function once(page: Page, streamOpen: boolean): Promise<Run> {
  const { api } = reader;
  await api.db.htmlComparison.deleteMany({});
  const checks: { at: number; done: number }[] = [];
  const onRequest = (r: Request) => {
    if (r.url().includes("/api/v1/html/resultCheck")) checks.push({ at: Date.now(), done: 0 });
  };
  const onFinished = (r: Request) => {
    if (r.url().includes("/api/v1/html/resultCheck")) {
      const open = checks.findLast((c) => c.done === 0);
      if (open) open.done = Date.now();
    }
  };
  page.on("request", onRequest);
  page.on("requestfinished", onFinished);
  const link = `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(NEWER)}&compareWith=${encodeURIComponent(OLDER)}`;
  const stream = streamOpen ? page.waitForResponse((r) => r.url().includes("/api/events/stream")) : null;
  await page.goto(link);
  if (stream) await stream;
  await page.frameLocator(".compare iframe").locator("#norma-diff-summary").waitFor({ timeout: 120_000 });
  const shownAt = Date.now();
  page.off("request", onRequest);
  page.off("requestfinished", onFinished);
  const row = await api.db.htmlComparison.findFirstOrThrow({ where: { status: "DONE" } });
  const stored = (row.completedAt as Date).getTime();
  const last = checks.findLast((c) => c.done > 0 && c.done <= shownAt) ?? { at: shownAt, done: shownAt };
  return {
    total: shownAt - stored,
    toCheck: last.at - stored,
    check: last.done - last.at,
    render: shownAt - last.done,
  };
}

async function mode(name: string, refuseStream: boolean) {
  const page = await reader.newPage();
  if (refuseStream) await page.route("**/api/events/stream", (route) => route.fulfill({ status: 503, body: "" }));
  await reader.signIn(page);
  // One run to warm the API, the workers' child processes and the browser's caches.
  await once(page, !refuseStream);
  const before = load();
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(page, !refuseStream));
  const stats = (pick: (r: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50)} ms  p95 ${percentile(sorted, 95)} ms  max ${sorted.at(-1)} ms`;
  };
  console.log(
    `${name.padEnd(30)} runs ${RUNS}  stored → on screen: ${stats((r) => r.total)}  ` +
      `(load ${before} → ${load()}, ${cpus().length} cores)`,
  );
  console.log(`  stored → check asked:   ${stats((r) => r.toCheck)}`);
  console.log(`  check asked → answered: ${stats((r) => r.check)}`);
  console.log(`  answered → on screen:   ${stats((r) => r.render)}`);
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

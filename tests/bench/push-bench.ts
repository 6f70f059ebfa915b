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
import type { Page } from "playwright-core";
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

/** One compare, from a fresh row: the ms from its result stored to its result on screen. */
async function once(page: Page, streamOpen: boolean): Promise<number> {
  const { api } = reader;
  await api.db.htmlComparison.deleteMany({});
  const link = `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(NEWER)}&compareWith=${encodeURIComponent(OLDER)}`;
  const stream = streamOpen ? page.waitForResponse((r) => r.url().includes("/api/events/stream")) : null;
  await page.goto(link);
  if (stream) await stream;
  await page.frameLocator(".compare iframe").locator("#norma-diff-summary").waitFor({ timeout: 120_000 });
  const shownAt = Date.now();
  const row = await api.db.htmlComparison.findFirstOrThrow({ where: { status: "DONE" } });
  return shownAt - (row.completedAt as Date).getTime();
}

async function mode(name: string, refuseStream: boolean) {
  const page = await reader.newPage();
  if (refuseStream) await page.route("**/api/events/stream", (route) => route.fulfill({ status: 503, body: "" }));
  await reader.signIn(page);
  // One run to warm the API, the workers' child processes and the browser's caches.
  await once(page, !refuseStream);
  const before = load();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once(page, !refuseStream));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} runs ${RUNS}  p50 ${percentile(sorted, 50)} ms  p95 ${percentile(sorted, 95)} ms  max ${sorted.at(-1)} ms  ` +
      `(load ${before} → ${load()}, ${cpus().length} cores)`,
  );
  console.log(`  each run (ms): ${times.join(", ")}`);
  await page.close();
}

describe("bench:push — result stored → on screen", { timeout: 3_600_000 }, () => {
  it("measures with the result stream and with the polling fallback", async () => {
    console.log(`bench:push ${new Date().toISOString()}  ${RUNS} runs each  load ${load()}`);
    await mode("with the result stream", false);
    await mode("polling fallback (no stream)", true);
  });
});

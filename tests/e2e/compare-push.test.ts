// Issue 29 §3: the reader learns that its compare is ready from its result stream, not from its
// polls. The workers are not running here: the test makes the compare itself, at a moment it
// chooses, and tells the waiting readers as the workers do (the compare processor, then the push
// publisher). While the tab's stream is open the polling fallback checks every 10 s only, so a
// result that shows at once after the event came by the stream; with the stream refused the
// page still finds the result by polling.
import type { CompareHtmlJob } from "@norma/contracts/queues";
import { createCompareHtmlProcessor } from "@norma/workers/src/jobs/compare-html/compare-html-job.ts";
import { createPushPublisher } from "@norma/workers/src/lib/push/push-publisher.ts";
import pino from "pino";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const log = pino({ level: "silent" });

const NEWER = "ASTM|D3039_D3039M-17|en-US";
const OLDER = "ASTM|D3039_D3039M-14|en-US";
const compareLink = () =>
  `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(NEWER)}&compareWith=${encodeURIComponent(OLDER)}`;

function recordChecks(page: Page): { at: number; done: number | null }[] {
  const seen: { at: number; done: number | null; request: Request }[] = [];
  page.on("request", (r) => {
    if (/\/api\/v1\/html\/resultCheck/.test(r.url())) seen.push({ at: Date.now(), done: null, request: r });
  });
  page.on("requestfinished", (r) => {
    const s = seen.find((x) => x.request === r);
    if (s) s.done = Date.now();
  });
  return seen;
}

/** Makes the queued compare and tells its waiters, as the workers do. */
async function makeCompare(): Promise<number> {
  const { api } = reader;
  const event = await api.db.outboxEvent.findFirstOrThrow({
    where: { type: "compare-html.run" },
    orderBy: { id: "desc" },
  });
  const job = event.payload as unknown as CompareHtmlJob;
  const processor = createCompareHtmlProcessor({ db: api.db, storage: api.storage, log, budgetMs: 20_000 });
  await processor({ id: String(event.id), data: job, attemptsMade: 0 });
  const push = createPushPublisher({ redis: api.redis, prefix: api.config.redisPrefix, log });
  const publishedAt = Date.now();
  await push.toWaiters("compare-html", job.comparisonId, {
    type: "compare-html",
    newHtmlId: job.newAssetId,
    oldHtmlId: job.oldAssetId,
    status: "DONE",
  });
  return publishedAt;
}

describe("compare results pushed to the reader", { timeout: 120_000 }, () => {
  it("shows the HTML compare when the stream says it is stored, without waiting for a poll", async () => {
    const page = await reader.newPage();
    const stream = page.waitForResponse((r) => r.url().includes("/api/events/stream"));
    await reader.signIn(page);
    // One stream for the tab, open before the compare is asked for.
    expect((await stream).status()).toBe(200);
    const checks = recordChecks(page);
    await page.goto(compareLink());
    await page.locator("#compare-title").waitFor();
    // The first check answered "not made yet".
    await expect.poll(() => checks[0]?.done ?? null).not.toBeNull();
    const publishedAt = await makeCompare();
    const frame = page.frameLocator(".compare iframe");
    await frame.locator("#norma-diff-summary").waitFor({ timeout: 30_000 });
    const why = JSON.stringify({ publishedAt, checks: checks.map((c) => [c.at, c.done]) });
    // Two checks: the first, and the one the event asked for (after it was published). The next
    // poll would have come 10 s after the first check: the one that brought the result came sooner.
    expect(checks.length, why).toBe(2);
    expect(checks[1].at, why).toBeGreaterThanOrEqual(publishedAt);
    expect(checks[1].at - (checks[0].done as number), why).toBeLessThan(9_000);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("with the stream refused, the page still finds the result by polling", async () => {
    const { api } = reader;
    // A fresh compare of the same pair: the previous one's row is removed.
    await api.db.htmlComparison.deleteMany({});
    const page = await reader.newPage();
    await page.route("**/api/events/stream", (route) => route.fulfill({ status: 503, body: "" }));
    await reader.signIn(page);
    const checks = recordChecks(page);
    await page.goto(compareLink());
    await page.locator("#compare-title").waitFor();
    await expect.poll(() => checks[0]?.done ?? null).not.toBeNull();
    await makeCompare();
    const frame = page.frameLocator(".compare iframe");
    await frame.locator("#norma-diff-summary").waitFor({ timeout: 30_000 });
    // Found by the quick checks (1 s, then 3 s after the request), not by an event.
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

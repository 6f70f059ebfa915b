// @vitest-environment jsdom
// (TanStack Query runs refetchInterval only where there is a window.)
// The compare results' schedule as TanStack Query runs it (compare-queries.ts): the HTML compare's
// result is checked at once, after 1 s, 3 s, then every 10 s until it exists, at most 10 times;
// the PDF compare is fetched again on the same schedule while the redline is being made, keeping
// the version shown, and stops once the redline is there or a later fetch fails.
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { htmlCompareOutcome, htmlCompareResultQuery, type PdfCompare, pdfCompareQuery } from "./compare-queries.ts";
import { HTML_COMPARE_MAX_CHECKS } from "./compare-rules.ts";

const ids = { newHtmlId: 11, oldHtmlId: 10 };

function reply(data: unknown, status: number, headers: Record<string, string> = {}) {
  return { data, error: status < 400 ? undefined : {}, response: new Response(null, { status, headers }) } as never;
}

const pending = () => reply(JSON.stringify({ exists: false, status: "RUNNING" }), 200);

let cache: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  cache.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Watches a query as a mounted component would (its refetchInterval runs only while watched). */
function watch<T>(options: ConstructorParameters<typeof QueryObserver<T>>[1]) {
  const observer = new QueryObserver<T>(cache, options);
  const stop = observer.subscribe(() => {});
  return { observer, stop };
}

describe("HTML compare result checks", () => {
  it("check at once, after 1 s, after 3 s, then every 10 s, and stop when the result exists", async () => {
    const times: number[] = [];
    const start = Date.now();
    let n = 0;
    vi.spyOn(client, "GET").mockImplementation((async () => {
      times.push(Date.now() - start);
      n += 1;
      return n < 5 ? pending() : reply("<html>result</html>", 200, { "html-result-exist": "true" });
    }) as never);
    const { observer, stop } = watch(htmlCompareResultQuery(ids) as never);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([0, 1_000, 4_000, 14_000, 24_000]);
    const last = observer.getCurrentResult().data as Parameters<typeof htmlCompareOutcome>[0];
    // No html-sanitized header: the reader strips the result itself.
    expect(last).toMatchObject({ kind: "result", html: "<html>result</html>", sanitized: false, checks: 5 });
    expect(htmlCompareOutcome(last)).toBe("show");
    stop();
  });

  it("a result the API says its sanitiser made (html-sanitized: true) is marked so; any other value is not", async () => {
    for (const [header, sanitized] of [
      ["true", true],
      ["1", false],
      ["TRUE", false],
    ] as const) {
      cache.clear();
      vi.spyOn(client, "GET").mockResolvedValue(
        reply("<html>result</html>", 200, { "html-result-exist": "true", "html-sanitized": header }),
      );
      const { observer, stop } = watch(htmlCompareResultQuery(ids) as never);
      await vi.advanceTimersByTimeAsync(0);
      expect(observer.getCurrentResult().data).toMatchObject({ kind: "result", sanitized });
      stop();
    }
  });

  it("give up after 10 checks without a result", async () => {
    const get = vi.spyOn(client, "GET").mockImplementation((async () => pending()) as never);
    const { observer, stop } = watch(htmlCompareResultQuery(ids) as never);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(get).toHaveBeenCalledTimes(HTML_COMPARE_MAX_CHECKS);
    expect(htmlCompareOutcome(observer.getCurrentResult().data as never)).toBe("give-up");
    stop();
  });

  it("give up at once on a failed job or a failing check, and tell a result that cannot be sanitised", async () => {
    const failed = vi.spyOn(client, "GET").mockResolvedValue(reply(JSON.stringify({ status: "FAILED" }), 200));
    const first = watch(htmlCompareResultQuery(ids) as never);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(htmlCompareOutcome(first.observer.getCurrentResult().data as never)).toBe("give-up");
    first.stop();
    cache.clear();

    vi.spyOn(client, "GET").mockResolvedValue({
      data: undefined,
      error: { type: "about:blank", title: "Not prepared", status: 503, message: "error.document.not-prepared" },
      response: new Response(null, { status: 503 }),
    } as never);
    const second = watch(htmlCompareResultQuery(ids) as never);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(htmlCompareOutcome(second.observer.getCurrentResult().data as never)).toBe("not-prepared");
    second.stop();
  });
});

describe("PDF compare fetches", () => {
  const pdf = (redline: boolean, status = 200) =>
    reply(status < 400 ? new ArrayBuffer(8) : undefined, status, { "redline-exist-flag": String(redline) });

  it("fetch again while the redline is made, keep the shown version, and stop once the redline is there", async () => {
    const answers = [pdf(false), pdf(false), pdf(true)];
    const get = vi.spyOn(client, "GET").mockImplementation((async () => answers.shift() ?? pdf(true)) as never);
    const { observer, stop } = watch(pdfCompareQuery(1, 2) as never);
    await vi.advanceTimersByTimeAsync(0);
    const shown = observer.getCurrentResult().data as PdfCompare;
    expect(shown).toMatchObject({ ok: true, redlineExists: false });
    await vi.advanceTimersByTimeAsync(1_000);
    // The second fetch still has no redline: the very same version stays shown.
    expect(get).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe(shown);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(observer.getCurrentResult().data).toMatchObject({ ok: true, redlineExists: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(get).toHaveBeenCalledTimes(3);
    // The first fetch has the page's spinner, the later ones go quietly.
    expect(get.mock.calls[0][1]).toMatchObject({ ui: { silent: true, quiet: false } });
    expect(get.mock.calls[1][1]).toMatchObject({ ui: { silent: true, quiet: true } });
    stop();
  });

  it("keep the shown version and stop when a later fetch fails", async () => {
    const answers = [pdf(false), pdf(false, 500)];
    const get = vi.spyOn(client, "GET").mockImplementation((async () => answers.shift() ?? pdf(true)) as never);
    const { observer, stop } = watch(pdfCompareQuery(1, 2) as never);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(get).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toMatchObject({ ok: true, redlineExists: false });
    stop();
  });

  it("answer a first failure with its reason (too large for a compare)", async () => {
    vi.spyOn(client, "GET").mockResolvedValue({
      data: undefined,
      error: {
        type: "about:blank",
        title: "Bad request",
        status: 400,
        detail: "The documents are too large to be compare",
      },
      response: new Response(null, { status: 400 }),
    } as never);
    const { observer, stop } = watch(pdfCompareQuery(1, 2) as never);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(observer.getCurrentResult().data).toMatchObject({ ok: false, status: 400, tooLarge: true });
    stop();
  });
});

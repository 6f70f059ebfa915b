// The tab's result stream: the text/event-stream parsing, and the reconnection (the server's
// retry hint, Last-Event-ID, backing off, stopping for good on 401/403).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEventParser,
  openPushStream,
  type ServerEvent,
  type StreamState,
  TOO_MANY_WAIT_MS,
} from "./push-stream.ts";

describe("the event parser", () => {
  it("reads events across chunks, ignores comments, keeps the last id and the retry hint", () => {
    const events: ServerEvent[] = [];
    const retries: number[] = [];
    const p = createEventParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    p.feed("retry: 2000\n: stream open\n\n: heartbeat\n\nid: 1700000000000-1\nevent: compare-html\nda");
    expect(events).toEqual([]);
    p.feed('ta: {"a":1}\n\ndata: x\r\ndata: y\r\n\r\n');
    expect(events).toEqual([
      { id: "1700000000000-1", type: "compare-html", data: '{"a":1}' },
      { id: "1700000000000-1", type: "message", data: "x\ny" },
    ]);
    expect(retries).toEqual([2000]);
    expect(p.lastId).toBe("1700000000000-1");
  });

  it("ignores a retry that is not a number and fields it does not know", () => {
    const retries: number[] = [];
    const events: ServerEvent[] = [];
    const p = createEventParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    p.feed("retry: soon\nfoo: bar\n\n");
    expect(retries).toEqual([]);
    expect(events).toEqual([]);
  });
});

/** A response whose body the test writes to. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) }).pipeThrough(new TransformStream());
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe("the stream's connection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the session's headers, reconnects after the retry hint with Last-Event-ID", async () => {
    const first = streamResponse();
    const second = streamResponse();
    const calls: Record<string, string>[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init?.headers as Record<string, string>);
      return calls.length === 1 ? first.response : second.response;
    });
    const events: ServerEvent[] = [];
    const states: StreamState[] = [];
    const stream = openPushStream({
      headers: () => ({ Authorization: "Bearer t" }),
      onEvent: (e) => events.push(e),
      onState: (s) => states.push(s),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(0);
    first.write('retry: 1000\n\nid: 1700000000000-7\nevent: reanchor\ndata: {"contentCodes":[]}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(events.map((e) => e.type)).toEqual(["reanchor"]);
    expect(states).toContain("open");
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe("connecting");
    // One failure in a row: the hint doubled (jitter 0.5 → ×1).
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(calls[0]).toMatchObject({ Authorization: "Bearer t", Accept: "text/event-stream" });
    expect(calls[0]["Last-Event-ID"]).toBeUndefined();
    expect(calls[1]).toMatchObject({ "Last-Event-ID": "1700000000000-7" });
    stream.stop();
    expect(states.at(-1)).toBe("closed");
  });

  it("stops for good on 401 and 403, waits a minute on 429", async () => {
    for (const status of [401, 403]) {
      const fetchImpl = vi.fn(async () => new Response("{}", { status }));
      const states: StreamState[] = [];
      openPushStream({ headers: () => ({}), onEvent: () => {}, onState: (s) => states.push(s), fetchImpl });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(states.at(-1)).toBe("closed");
    }
    const busy = vi.fn(async () => new Response("{}", { status: 429 }));
    const s = openPushStream({ headers: () => ({}), onEvent: () => {}, fetchImpl: busy });
    await vi.advanceTimersByTimeAsync(TOO_MANY_WAIT_MS - 1);
    expect(busy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(busy).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it("backs off further at each failure in a row, up to 30 s", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("network down");
    });
    const s = openPushStream({ headers: () => ({}), onEvent: () => {}, fetchImpl, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const at: number[] = [];
    let last = 1;
    for (let t = 0; t < 120_000; t += 100) {
      await vi.advanceTimersByTimeAsync(100);
      if (fetchImpl.mock.calls.length !== last) {
        last = fetchImpl.mock.calls.length;
        at.push(t + 100);
      }
    }
    const gaps = at.map((t, i) => t - (at[i - 1] ?? 0));
    expect(gaps.slice(0, 4)).toEqual([4_000, 8_000, 16_000, 30_000]);
    s.stop();
  });
});

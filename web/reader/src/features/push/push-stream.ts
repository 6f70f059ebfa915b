// The tab's result stream (issue 29 §3): GET /api/events/stream read as server-sent events. One
// per tab, shared by every feature (PushStream.tsx applies its events to the query cache).
//
// Read with fetch, not EventSource: EventSource cannot send the Authorization header, and the
// reader's session is a bearer token that must never be put in a URL (URLs reach logs). The
// parsing follows the text/event-stream format: `id:`, `event:`, `data:` and `retry:` fields,
// comment lines (the heartbeats) ignored, an event dispatched at a blank line.
//
// Reconnection: after an error or the end of the stream, again after the server's `retry:` delay,
// doubled at each failure in a row up to MAX_BACKOFF_MS (with jitter, so the tabs of many readers
// do not come back together after an API restart), with Last-Event-ID so the server replays what
// was missed. 401/403 stop it (the session is gone or may not have a stream: the features poll);
// 429 (too many tabs) waits TOO_MANY_WAIT_MS. While the stream is not open, `healthy` is false
// and the features poll at their usual pace.

export const MAX_BACKOFF_MS = 30_000;
export const TOO_MANY_WAIT_MS = 60_000;
/** No byte for this long (heartbeats come every 20 s): the stream is taken for dead and reopened. */
export const SILENCE_MS = 45_000;

export type StreamState = "connecting" | "open" | "closed";

export interface ServerEvent {
  id: string | null;
  type: string;
  data: string;
}

/** Splits text/event-stream input into events; fed chunk by chunk. */
export function createEventParser(onEvent: (e: ServerEvent) => void, onRetry: (ms: number) => void) {
  let buffer = "";
  let lastId: string | null = null;
  let type = "";
  let data: string[] = [];
  function line(l: string) {
    if (l === "") {
      if (data.length) onEvent({ id: lastId, type: type || "message", data: data.join("\n") });
      type = "";
      data = [];
      return;
    }
    if (l.startsWith(":")) return;
    const colon = l.indexOf(":");
    const field = colon < 0 ? l : l.slice(0, colon);
    let value = colon < 0 ? "" : l.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "id" && !value.includes("\0")) lastId = value;
    else if (field === "event") type = value;
    else if (field === "data") data.push(value);
    else if (field === "retry" && /^\d+$/.test(value)) onRetry(Number(value));
  }
  return {
    feed(chunk: string) {
      buffer += chunk;
      let at = buffer.search(/\r\n|\r|\n/);
      while (at >= 0) {
        const end = buffer[at] === "\r" && buffer[at + 1] === "\n" ? at + 2 : at + 1;
        line(buffer.slice(0, at));
        buffer = buffer.slice(end);
        at = buffer.search(/\r\n|\r|\n/);
      }
    },
    get lastId() {
      return lastId;
    },
  };
}

export interface PushStreamOptions {
  url?: string;
  /** The headers of every call (bearer token, tenant, request id), read at each (re)connection. */
  headers: () => Record<string, string>;
  onEvent: (e: ServerEvent) => void;
  onState?: (state: StreamState) => void;
  fetchImpl?: typeof fetch;
  random?: () => number;
}

/** Opens the stream and keeps it open until stop(). */
export function openPushStream(options: PushStreamOptions): { stop(): void } {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const random = options.random ?? Math.random;
  let stopped = false;
  let retryMs = 2_000;
  let failures = 0;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const state = (s: StreamState) => options.onState?.(s);

  function later(ms: number) {
    state("connecting");
    if (!stopped) timer = setTimeout(connect, ms);
  }
  function backoff(): number {
    const base = Math.min(MAX_BACKOFF_MS, retryMs * 2 ** Math.min(failures, 10));
    return Math.round(base * (0.75 + random() * 0.5));
  }

  async function read(response: Response, abort: AbortController) {
    const parser = createEventParser(
      (e) => {
        if (e.id) lastId = e.id;
        options.onEvent(e);
      },
      (ms) => {
        retryMs = Math.max(500, Math.min(ms, MAX_BACKOFF_MS));
      },
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let silence = setTimeout(() => abort.abort(), SILENCE_MS);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        clearTimeout(silence);
        silence = setTimeout(() => abort.abort(), SILENCE_MS);
        failures = 0;
        parser.feed(value);
      }
    } finally {
      clearTimeout(silence);
    }
  }

  async function connect() {
    timer = null;
    if (stopped) return;
    const abort = new AbortController();
    controller = abort;
    state("connecting");
    try {
      const headers: Record<string, string> = { ...options.headers(), Accept: "text/event-stream" };
      if (lastId) headers["Last-Event-ID"] = lastId;
      const response = await fetchImpl(options.url ?? "/api/events/stream", {
        headers,
        signal: abort.signal,
        cache: "no-store",
      });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        state("closed");
        return;
      }
      if (response.status === 429) {
        failures++;
        return later(TOO_MANY_WAIT_MS);
      }
      if (!response.ok || !response.body) {
        failures++;
        return later(backoff());
      }
      state("open");
      await read(response, abort);
    } catch {
      // A network error, the silence limit, or stop().
    }
    if (stopped) return;
    failures++;
    later(backoff());
  }

  void connect();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
      state("closed");
    },
  };
}

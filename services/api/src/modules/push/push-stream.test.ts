// The result stream (issue 29 §3): a user's stream gets the event of a compare they asked for as
// soon as the worker stores it, from whichever API process holds the stream (two processes on
// one database and Redis here, as replicas behind the load balancer); another user's or another
// tenant's streams never get it; a user has at most 8 streams open; no stream without a session;
// a reconnection with Last-Event-ID gets what it missed.
import type { CompareHtmlJob } from "@norma/contracts/queues";
import { useApi } from "@norma/tests/harness";
import { createCompareHtmlProcessor } from "@norma/workers/src/jobs/compare-html/compare-html-job.ts";
import { createPushPublisher } from "@norma/workers/src/lib/push/push-publisher.ts";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { editionsWithFiles } from "../documents/documents-fixtures.ts";
import { seededUser } from "../tracking/tracking-fixtures.ts";
import { MAX_STREAMS_PER_USER } from "./push-service.ts";

const api = useApi();
const log = pino({ level: "silent" });
let second: Awaited<ReturnType<typeof buildApp>>;
let firstUrl: string;
let secondUrl: string;
let individual: string;
let admin: string;
let awwa: string;
const opened: Stream[] = [];

interface Stream {
  status: number;
  /** The events so far (type and parsed data, with their ids). */
  events: { id: string; type: string; data: Record<string, unknown> }[];
  text: () => string;
  close(): void;
}

/** Opens a stream with fetch (as the reader does) and collects what it says. */
async function open(base: string, token: string | null, lastEventId?: string): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${base}/api/events/stream`, { headers, signal: abort.signal });
  let text = "";
  const stream: Stream = {
    status: response.status,
    events: [],
    text: () => text,
    close: () => abort.abort(),
  };
  opened.push(stream);
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          const blocks = text.split("\n\n");
          stream.events = blocks
            .slice(0, -1)
            .map((b) =>
              Object.fromEntries(b.split("\n").map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 2)])),
            )
            .filter((f) => f.data)
            .map((f) => ({ id: f.id, type: f.event, data: JSON.parse(f.data) }));
        }
      } catch {
        // closed
      }
    })();
  } else {
    text = await response.text();
  }
  return stream;
}

const streamsOn = (app: typeof second) => app.services.push.hub.streams;

beforeAll(async () => {
  [individual, admin, awwa] = await Promise.all([
    api.login("individual@astm.example"),
    api.login("admin@astm.example"),
    api.login("individual@awwa.example"),
  ]);
  second = await buildApp(api.config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
  await second.ready();
  await Promise.all([second.services.push.hub.ready, api.app.services.push.hub.ready]);
  firstUrl = await api.app.listen({ host: "127.0.0.1", port: 0 });
  secondUrl = await second.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await second?.close();
});

describe("a user's stream gets the results of their own compares, from any API process", () => {
  it("the compare asked for on one process is pushed to the user's streams on both, not to others", async () => {
    const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
    const newHtmlId = d3039.file(d3039.latest, "HTML").id;
    const oldHtmlId = d3039.file(d3039.previous, "HTML").id;
    const mineHere = await open(firstUrl, individual);
    const mineThere = await open(secondUrl, individual);
    const colleague = await open(firstUrl, admin); // same tenant, another user
    const otherTenant = await open(secondUrl, awwa);
    for (const s of [mineHere, mineThere, colleague, otherTenant]) expect(s.status).toBe(200);
    await expect.poll(() => mineHere.text()).toMatch(/^retry: \d+\n: stream open\n\n/);

    // The user asks on the second process; the worker stores the result and tells the waiters.
    const request = await second.inject({
      method: "POST",
      url: `/api/v1/documents/html/comparison?newHtmlId=${newHtmlId}&oldHtmlId=${oldHtmlId}`,
      headers: { authorization: `Bearer ${individual}` },
    });
    expect(request.statusCode).toBe(202);
    const { comparisonId } = request.json();
    const [event] = await api.db.outboxEvent.findMany({ where: { type: "compare-html.run" }, orderBy: { id: "desc" } });
    const job = event.payload as unknown as CompareHtmlJob;
    expect(job.comparisonId).toBe(comparisonId);
    const processor = createCompareHtmlProcessor({ db: api.db, storage: api.storage, log, budgetMs: 20_000 });
    expect((await processor({ id: String(event.id), data: job, attemptsMade: 0 })).status).toBe("done");
    const push = createPushPublisher({ redis: api.redis, prefix: api.config.redisPrefix, log });
    const told = await push.toWaiters("compare-html", comparisonId, {
      type: "compare-html",
      newHtmlId,
      oldHtmlId,
      status: "DONE",
    });
    expect(told).toBe(1);

    const expected = { type: "compare-html", data: { type: "compare-html", newHtmlId, oldHtmlId, status: "DONE" } };
    await expect.poll(() => mineHere.events).toEqual([expect.objectContaining(expected)]);
    await expect.poll(() => mineThere.events).toEqual([expect.objectContaining(expected)]);
    // The waiters were told once: the set is emptied.
    expect(await push.toWaiters("compare-html", comparisonId, expected.data as never)).toBe(0);
    // Given time to arrive, nothing came to the others.
    await new Promise((r) => setTimeout(r, 300));
    expect(colleague.events).toEqual([]);
    expect(otherTenant.events).toEqual([]);
  });

  it("a message for the same user id in another tenant is not written to the stream", async () => {
    const me = await seededUser(api.db, "individual@astm.example");
    const other = await api.db.tenant.findFirstOrThrow({ where: { NOT: { id: me.tenantId } } });
    const stream = await open(firstUrl, individual);
    const push = createPushPublisher({ redis: api.redis, prefix: api.config.redisPrefix, log });
    await push.publish([{ tenantId: other.id, userId: me.id }], { type: "reanchor", contentCodes: ["X-1"] });
    await push.publish([{ tenantId: me.tenantId, userId: me.id }], { type: "reanchor", contentCodes: ["X-2"] });
    await expect.poll(() => stream.events.map((e) => e.data.contentCodes)).toEqual([["X-2"]]);
  });

  it("a reconnection with Last-Event-ID gets the events it missed, on the other process too", async () => {
    const me = await seededUser(api.db, "individual@astm.example");
    const push = createPushPublisher({ redis: api.redis, prefix: api.config.redisPrefix, log });
    const first = await open(firstUrl, individual);
    await push.publish([{ tenantId: me.tenantId, userId: me.id }], { type: "reanchor", contentCodes: ["R-1"] });
    await expect.poll(() => first.events.length).toBe(1);
    const lastId = first.events[0].id;
    first.close();
    await push.publish([{ tenantId: me.tenantId, userId: me.id }], { type: "reanchor", contentCodes: ["R-2"] });
    await new Promise((r) => setTimeout(r, 100));
    const again = await open(secondUrl, individual, lastId);
    await expect.poll(() => again.events.map((e) => e.data.contentCodes)).toEqual([["R-2"]]);
  });
});

describe("who may open a stream, and how many", () => {
  it("answers 401 without a session, 403 to an anonymous company session", async () => {
    const none = await api.request({ method: "GET", url: "/api/events/stream" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["content-type"]).toMatch(/problem\+json/);
    // An address inside a seeded company's ranges (as ip-login.test.ts).
    const ip = await api.app.inject({
      method: "POST",
      url: "/api/authenticate/ip",
      remoteAddress: "127.0.0.1",
      headers: { "x-tenant": "astm" },
    });
    expect(ip.statusCode).toBe(200);
    const anonymous = await api.request({ method: "GET", url: "/api/events/stream", token: ip.json().id_token });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe("error.signed-in-required");
  });

  it("refuses a bad Last-Event-ID with a 400 naming it", async () => {
    const res = await api.request({
      method: "GET",
      url: "/api/events/stream",
      token: individual,
      headers: { "last-event-id": "x\u0000y" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/last-event-id/i);
  });

  it(`a user has at most ${MAX_STREAMS_PER_USER} streams across the processes; one closed makes room`, async () => {
    const user = await api.login("single@astm.example");
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await open(i % 2 ? secondUrl : firstUrl, user));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await open(secondUrl, user);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text())).toMatchObject({ status: 429, message: "error.push.too-many-streams" });
    // Another user is not limited by this one's streams.
    expect((await open(firstUrl, admin)).status).toBe(200);
    const before = streamsOn(api.app) + streamsOn(second);
    streams[0].close();
    await expect.poll(() => streamsOn(api.app) + streamsOn(second)).toBe(before - 1);
    expect((await open(firstUrl, user)).status).toBe(200);
  });
});

describe("closing the API", () => {
  it("a stream still being opened when the API begins closing ends at once; the API closes", async () => {
    const third = await buildApp(api.config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
    await third.ready();
    const url = await third.listen({ host: "127.0.0.1", port: 0 });
    // The stream's claim waits (as on a slow Redis) until the API has begun closing.
    const push = third.services.push;
    const claim = push.claim.bind(push);
    let claimStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      claimStarted = resolve;
    });
    let letClaimGo!: () => void;
    const gate = new Promise<void>((resolve) => {
      letClaimGo = resolve;
    });
    push.claim = async (to) => {
      claimStarted();
      await gate;
      return claim(to);
    };
    const opening = open(url, individual);
    await started;
    const closed = third.close();
    await expect.poll(() => push.closing).toBe(true);
    letClaimGo();
    const stream = await opening;
    expect(stream.status).toBe(200);
    await closed; // without the stream ended, the server would wait for its client for ever
    expect(push.hub.streams).toBe(0);
    await expect.poll(() => stream.text()).toMatch(/^retry: \d+\n: stream open\n\n$/);
  });
});

// GET /api/events/stream: the signed-in user's result stream (server-sent events, issue 29 §3).
// The reader opens one per tab (with its bearer token in the Authorization header, as every call:
// no token in a URL) and is told when a compare, a redline or a re-anchoring run of its own is
// stored. A `retry:` hint and a comment line at once, a heartbeat comment every HEARTBEAT_MS, event
// ids for Last-Event-ID. The stream goes through the replies' usual hooks (request id, security
// headers); X-Accel-Buffering tells nginx not to buffer it.
import { PassThrough } from "node:stream";
import type { PushEvent } from "@norma/contracts/push-events";
import { requireUser } from "../../lib/actor.ts";
import { TooManyRequests } from "../../lib/errors.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER, type PushService, RETRY_MS } from "./push-service.ts";

/** One event in the text/event-stream format (the payload is one line of JSON). */
export const eventText = (id: string, event: PushEvent) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export function pushHandlers(push: PushService, heartbeatMs = HEARTBEAT_MS) {
  return defineHandlers({
    openEventStream: async (request, reply) => {
      const actor = request.actor!;
      const to = { tenantId: actor.tenantId, userId: requireUser(actor, "receive results as they are ready") };
      const { ok, streamId } = await push.claim(to);
      if (!ok)
        throw new TooManyRequests(
          `At most ${MAX_STREAMS_PER_USER} result streams may be open per user; the reader checks for results instead`,
          30,
          { messageKey: "error.push.too-many-streams" },
        );
      const out = new PassThrough();
      const write = (text: string) => {
        if (!out.writableEnded && !out.destroyed) out.write(text);
      };
      write(`retry: ${RETRY_MS}\n: stream open\n\n`);
      const lastEventId = request.headers["last-event-id"];
      const remove = push.hub.add(
        { ...to, send: (id, event) => write(eventText(id, event)) },
        typeof lastEventId === "string" ? lastEventId : undefined,
      );
      const beat = setInterval(() => {
        write(": heartbeat\n\n");
        push.refresh(to, streamId);
      }, heartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(beat);
        remove();
        push.release(to, streamId);
        push.enders.delete(end);
        out.end();
      };
      push.enders.add(end);
      // A stream whose claim was still on its way to Redis when the API began closing missed
      // endAll: left open, the server would wait for it for ever (its client may never leave).
      if (push.closing) end();
      // The client went away (or the reply ended): everything of the stream is let go.
      reply.raw.on("close", end);
      out.on("error", end);
      return reply
        .code(200)
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(out);
    },
  });
}

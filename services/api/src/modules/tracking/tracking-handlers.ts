import { defineHandlers } from "../../lib/handlers.ts";
import type { TrackingService } from "./tracking-service.ts";
import { confirmPage, donePage, invalidPage, wantsHtml } from "./unsubscribe-page.ts";
import { InvalidLink, type UnsubscribeService } from "./unsubscribe-service.ts";

/** The unsubscribe pages carry the token in their URL: no caching, no referrer, no scripts. */
const PAGE_HEADERS = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

export function trackingHandlers(tracking: TrackingService, unsubscribe: UnsubscribeService) {
  return defineHandlers({
    listCurrentUserTrackedDocuments: async (request) => tracking.current(request.actor!),

    pageCurrentUserTrackedDocuments: async (request) =>
      tracking.page(request.actor!, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 10,
        sort: request.query.sort,
      }),

    createTrackedDocument: async (request, reply) => {
      const { created, tracking: t } = await tracking.track(request.actor!, request.query.contentCode);
      reply.code(created ? 201 : 200);
      return t;
    },

    updateTrackedDocument: async (request) =>
      tracking.update(request.actor!, request.params.id, request.body.trackingFlag, request.body.referenceAlerts),

    deleteTrackedDocument: async (request, reply) => {
      await tracking.remove(request.actor!, request.params.id);
      return reply.code(204).send();
    },

    listCurrentUserTrackedPublishers: async (request) => tracking.publishers(request.actor!),

    updateTrackedPublishers: async (request) => tracking.updatePublishers(request.actor!, request.body),

    unsubscribePublisherTrackedDocuments: async (request) =>
      tracking.unsubscribePublisherDocuments(request.actor!, request.body.id),

    getWorkItemTracking: async (request) => tracking.workItem(request.actor!, request.query),

    setWorkItemTracking: async (request) => tracking.setWorkItem(request.actor!, request.body),

    previewTrackingUnsubscribe: async (request, reply) => {
      const html = wantsHtml(request.headers.accept);
      try {
        const facts = await unsubscribe.preview(request.query.token);
        if (!html) return facts;
        return reply.headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(confirmPage(facts, request.url));
      } catch (err) {
        if (!(html && err instanceof InvalidLink)) throw err;
        return reply
          .code(400)
          .headers(PAGE_HEADERS)
          .type("text/html; charset=utf-8")
          .send(invalidPage(request.headers["accept-language"]));
      }
    },

    confirmTrackingUnsubscribe: async (request, reply) => {
      const html = wantsHtml(request.headers.accept);
      try {
        const result = await unsubscribe.unsubscribe(request.query.token);
        if (!html) return result;
        return reply.headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(donePage(result));
      } catch (err) {
        if (!(html && err instanceof InvalidLink)) throw err;
        return reply
          .code(400)
          .headers(PAGE_HEADERS)
          .type("text/html; charset=utf-8")
          .send(invalidPage(request.headers["accept-language"]));
      }
    },
  });
}

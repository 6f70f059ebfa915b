// HTTP in and out of the compare calls: the headers the clients read (redline-exist-flag,
// html-result-exist) and the files.
import { defineHandlers } from "../../lib/handlers.ts";
import { sendFile, sendHtml } from "../documents/documents-handlers.ts";
import type { CompareService } from "./compare-service.ts";

export function compareHandlers(compare: CompareService) {
  return defineHandlers({
    requestHtmlComparison: async (request, reply) => {
      const result = await compare.requestHtml(request.actor!, request.query.newHtmlId, request.query.oldHtmlId);
      return reply.code(202).send(result);
    },

    getHtmlComparisonResult: async (request, reply) => {
      const result = await compare.htmlResult(request.actor!, request.query.newHtmlId, request.query.oldHtmlId);
      reply.header("html-result-exist", String(result.exists));
      if (result.exists) return sendHtml(reply, result.html);
      return reply.code(200).header("cache-control", "no-store").send({ exists: false, status: result.status });
    },

    comparePdfVersions: async (request, reply) => {
      const result = await compare.comparePdf(
        request.actor!,
        request.query.leftContentId,
        request.query.rightContentId,
      );
      reply.header("redline-exist-flag", String(result.redlineExists));
      return sendFile(reply, result.delivery);
    },

    downloadRedline: async (request, reply) =>
      sendFile(reply, await compare.downloadRedline(request.actor!, request.params.id)),
  });
}

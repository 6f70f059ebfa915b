// HTTP in and out of the document calls. Files leave with their content type, an RFC 6266
// Content-Disposition, Cache-Control: no-store and X-Content-Type-Options: nosniff; HTML leaves
// with the sandboxing Content-Security-Policy.
import type { FastifyReply } from "fastify";
import { defineHandlers } from "../../lib/handlers.ts";
import { contentDisposition, type Delivery } from "./document-delivery-service.ts";
import type { DocumentsService } from "./documents-service.ts";
import { HTML_CSP } from "./html-csp.ts";
import type { CleanHtml } from "./sanitized-html.ts";

/** Sends a file: never cached, never sniffed. A file made as it is sent (no byteSize) goes chunked. */
export function sendFile(
  reply: FastifyReply,
  file: Omit<Delivery, "disposition" | "byteSize"> & { byteSize?: number; disposition?: Delivery["disposition"] },
) {
  if (file.byteSize !== undefined) reply.header("content-length", String(file.byteSize));
  return reply
    .code(200)
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.disposition ?? "attachment", file.filename))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

/**
 * Sends sanitised HTML under the sandboxing CSP. The type takes only the sanitiser's output
 * (sanitized-html.ts), so html-sanitized: true is a promise the clients may rely on (openapi.yaml).
 */
export function sendHtml(reply: FastifyReply, html: CleanHtml) {
  return reply
    .code(200)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", HTML_CSP)
    .header("html-sanitized", "true")
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .send(html);
}

export function documentsHandlers(documents: DocumentsService) {
  return defineHandlers({
    getDocumentMetadata: async (request) => documents.metadata(request.actor!, request.query.contentCode),

    getDocumentTranslations: async (request) => documents.translations(request.actor!, request.query.contentId),

    getDocumentTranslationsByContentCode: async (request) =>
      documents.translationsByContentCode(request.actor!, request.query.contentCode),

    verifyDocumentAccess: async (request, reply) => {
      const result = await documents.verify(request.actor!, request.query.contentCode);
      reply.header("entitlementaccess", String(result.entitlementAccess)).header("cache-control", "no-store");
      return result;
    },

    getDocumentPdf: async (request, reply) =>
      sendFile(reply, await documents.pdf(request.actor!, request.query.contentCode)),

    getHistoricalPdf: async (request, reply) =>
      sendFile(reply, await documents.pdfByAsset(request.actor!, request.params.id)),

    getDocumentHtml: async (request, reply) => {
      const { html } = await documents.html(request.actor!, request.params.id);
      return sendHtml(reply, html);
    },

    getFullBook: async (request, reply) =>
      sendFile(reply, await documents.fullBook(request.actor!, request.query.contentCode)),

    downloadDocument: async (request, reply) =>
      sendFile(
        reply,
        await documents.download(request.actor!, request.query.contentCode, request.query.compassPoints === true),
      ),

    getAdditionalDetails: async (request) => documents.additionalDetails(request.actor!, request.query.contentCode),

    getAdditionalDetailsByPublisher: async (request) =>
      documents.additionalDetailsByPublisher(request.actor!, request.query.contentCode),

    getDocumentChanges: async (request) => documents.changes(request.actor!, request.params.contentId),

    getRelatedContent: async (request) => documents.relatedContent(request.actor!, request.query.contentCode),

    listWorkItems: async (request) => documents.workItems(request.actor!, request.params.contentCode),

    listDocumentVideos: async (request) => documents.videos(request.actor!, request.query.designation),

    listTutorialVideos: async (request) => documents.tutorials(request.tenant.id),

    recordVideoPlay: async (request, reply) => {
      await documents.recordVideoPlay(request.actor!, request.query.contentId, request.query.hashId);
      return reply.code(204).send();
    },

    listELearningAssetsByFamily: async (request) =>
      documents.elearningByFamily(request.actor!, request.query.familyName, request.query.assetType ?? "eLearning"),

    findContentCodeByDesignation: async (request) => documents.contentCodeByDesignation(request.actor!, request.query),

    getContentTracking: async (request) =>
      documents.contentTracking(request.actor!, {
        family: request.query.family,
        contentCode: request.query.contentCode,
      }),
  });
}

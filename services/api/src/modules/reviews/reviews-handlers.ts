// HTTP in and out of revision reviews (issue 28): requests are validated against openapi.yaml
// (ids, page bounds, dates, lengths), so the service gets what the contract allows.
import { defineHandlers } from "../../lib/handlers.ts";
import type { ReviewsService } from "./reviews-service.ts";

export function reviewsHandlers(reviews: ReviewsService) {
  return defineHandlers({
    listReviews: async (request) =>
      reviews.list(request.actor!, {
        status: request.query.status,
        mine: request.query.mine,
        page: request.query.page,
        size: request.query.size,
      }),
    openReview: async (request, reply) => {
      const { created, review } = await reviews.open(request.actor!, request.body.contentId);
      return reply.status(created ? 201 : 200).send(review);
    },
    getReviewSettings: async (request) => reviews.settings(request.actor!),
    updateReviewSettings: async (request) => reviews.saveSettings(request.actor!, request.body),
    getReview: async (request) => reviews.get(request.actor!, request.params.reviewId),
    assignReview: async (request) => reviews.assign(request.actor!, request.params.reviewId, request.body),
    decideReviewItem: async (request) =>
      reviews.decide(request.actor!, request.params.reviewId, request.params.itemId, request.body),
    setReviewActionState: async (request) =>
      reviews.setAction(request.actor!, request.params.reviewId, request.params.itemId, request.body),
    signOffReview: async (request) =>
      reviews.signOff(request.actor!, request.params.reviewId, request.body?.comment ?? null),
    getReviewHistory: async (request) => reviews.history(request.actor!, request.params.reviewId),
    exportReviewCsv: async (request, reply) => {
      const { filename, text } = await reviews.csv(request.actor!, request.params.reviewId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(text);
    },
    exportReviewPdf: async (request, reply) => {
      const { filename, bytes } = await reviews.pdf(request.actor!, request.params.reviewId, {
        language: request.query.language,
        acceptLanguage: request.headers["accept-language"],
      });
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(bytes));
    },
  });
}

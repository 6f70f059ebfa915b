import { defineHandlers } from "../../lib/handlers.ts";
import type { FeedbackService } from "./feedback-service.ts";

export function feedbackHandlers(feedback: FeedbackService) {
  return defineHandlers({
    submitFeedback: async (request, reply) =>
      reply.code(201).send(await feedback.submitGeneral(request.actor!, request.body, { remoteAddress: request.ip })),
  });
}

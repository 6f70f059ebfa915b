// Feedback forms (spec 3 §3/§5): stored for the tenant's administrators. The contract bounds
// every field (refinements: at most 50 items of the search's categories list); submissions are
// limited per user (or company session) and per client address, an hour at a time.
import type { Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";

export interface GeneralFeedback {
  searchQuery?: string;
  searchType?: string;
  q1Response: string;
  q2Response?: string;
  refinements?: { k: string; r: string; n?: string; pk?: unknown }[];
  version?: string;
}

const trimmed = (v: string | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

const HOUR = 3_600;

export function createFeedbackService(deps: {
  db: Db;
  limiter: RateLimiter;
  limits: { ratePerUser: number; ratePerIp: number };
}) {
  const { db, limiter, limits } = deps;
  const userRule = { name: "feedback-user", limit: limits.ratePerUser, windowSeconds: HOUR };
  const ipRule = { name: "feedback-ip", limit: limits.ratePerIp, windowSeconds: HOUR };
  return {
    async submitGeneral(actor: Actor, input: GeneralFeedback, meta: { remoteAddress: string }) {
      const who = actor.userId !== null ? `user:${actor.userId}` : `account:${actor.accountId}`;
      await limiter.hit(ipRule, meta.remoteAddress);
      await limiter.hit(userRule, `${actor.tenantId}:${who}`);
      const q1 = trimmed(input.q1Response);
      if (!q1) throw BadRequest.field("feedback", "q1Response", "NotBlank", "feedbackform.required");
      const row = await db.feedback.create({
        data: {
          tenantId: actor.tenantId,
          userId: actor.userId,
          accountId: actor.accountId,
          kind: "GENERAL",
          q1Response: q1,
          q2Response: trimmed(input.q2Response),
          searchQuery: trimmed(input.searchQuery),
          searchType: trimmed(input.searchType),
          refinements: (input.refinements ?? undefined) as Prisma.InputJsonValue | undefined,
          version: trimmed(input.version) ?? "classic",
        },
        select: { id: true },
      });
      return row;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

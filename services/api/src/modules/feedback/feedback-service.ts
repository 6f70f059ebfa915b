// Feedback forms (spec 3 §3/§5): stored for the tenant's administrators.
import type { Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";

export interface GeneralFeedback {
  searchQuery?: string;
  searchType?: string;
  q1Response: string;
  q2Response?: string;
  refinements?: unknown;
  version?: string;
}

const trimmed = (v: string | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

export function createFeedbackService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async submitGeneral(actor: Actor, input: GeneralFeedback) {
      const q1 = trimmed(input.q1Response);
      if (!q1) throw BadRequest.field("feedback", "q1Response", "NotBlank", "must not be blank");
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

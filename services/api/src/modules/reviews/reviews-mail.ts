// The e-mails a change to a review sends (issue 28, docs/reviews.md "E-mails"): to each new
// reviewer when reviewers are assigned (named, or members of the reviewer group), to the owner of
// an "action needed" item when made its owner, and to the reviewers and the opener at sign-off.
// Nobody is e-mailed about what they did themselves. Written in the change's transaction by
// @norma/db/review-mail (once per idempotency key, to activated members of the account, in each
// one's language, with the tenant's branding).
//
// The e-mail limits (lib/email-limits.ts) apply as to every e-mail a user's action sends: they
// count against the acting user's hourly budget and the tenant's, and one change e-mails at most
// recipientsPerShare people. Over a limit the review's change still goes through — a decision or
// a sign-off is the record an auditor reads, and is never refused for an e-mail — but its e-mails
// are not sent: a savepoint takes back their rows, their keys and their counts together. The
// change's reply then says so (emailsNotSent: which limit), so its author knows nobody was told.
import type { Prisma } from "@norma/db";
import {
  loadMailReview,
  mailUsers,
  type ReviewMailOptions,
  reviewerIdsOf,
  writeReviewMails,
} from "@norma/db/review-mail";
import { EmailLimitExceeded, type EmailLimitName, type EmailLimits } from "../../lib/email-limits.ts";
import type { ReviewCaller } from "./reviews-access.ts";

type Tx = Prisma.TransactionClient;

export interface ReviewMailDeps {
  /** The reader's address (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  limits: EmailLimits;
}

/** What a change's e-mails came to: how many were written, or the limit that kept them back. */
export interface MailOutcome {
  sent: number;
  notSent: { limit: EmailLimitName; retryAfterSeconds: number } | null;
}

const NONE: MailOutcome = { sent: 0, notSent: null };

export function createReviewMail(deps: ReviewMailDeps) {
  /** E-mails `userIds` (but the caller); over a limit none is written and `notSent` names the limit. */
  async function send(
    tx: Tx,
    who: ReviewCaller,
    reviewId: number,
    userIds: readonly number[],
    opts: Omit<ReviewMailOptions, "publicBaseUrl">,
  ): Promise<MailOutcome> {
    const ids = userIds.filter((id) => id !== who.userId);
    if (ids.length === 0) return NONE;
    await tx.$executeRaw`SAVEPOINT review_mail`;
    try {
      const review = await loadMailReview(tx, reviewId);
      const users = review ? await mailUsers(tx, review.accountId, ids) : [];
      const written = review
        ? await writeReviewMails(tx, review, users, { ...opts, publicBaseUrl: deps.publicBaseUrl })
        : [];
      await deps.limits.reserve(tx, {
        tenantId: who.tenantId,
        userId: who.userId,
        recipients: written.map((u) => u.email),
      });
      await tx.$executeRaw`RELEASE SAVEPOINT review_mail`;
      return { sent: written.length, notSent: null };
    } catch (err) {
      if (!(err instanceof EmailLimitExceeded)) throw err;
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT review_mail`;
      return { sent: 0, notSent: { limit: err.limit, retryAfterSeconds: Math.min(err.retryAfterSeconds, 86_400) } };
    }
  }

  return {
    /** Reviewers the assignment added (named or through the group): one e-mail each. */
    assigned: (tx: Tx, who: ReviewCaller, reviewId: number, added: readonly number[], by: string) =>
      send(tx, who, reviewId, added, { kind: "assigned", by }),

    /** The owner of an "action needed" item. */
    action: (
      tx: Tx,
      who: ReviewCaller,
      reviewId: number,
      ownerId: number,
      item: { id: number; label: string; dueDate: string },
      by: string,
    ) => send(tx, who, reviewId, [ownerId], { kind: "action", by, item }),

    /** The reviewers and the opener of a review just signed off. */
    async signedOff(tx: Tx, who: ReviewCaller, reviewId: number, by: string, comment: string | null) {
      const opener = await tx.revisionReview.findUnique({ where: { id: reviewId }, select: { openedById: true } });
      const ids = [...(await reviewerIdsOf(tx, reviewId)), ...(opener?.openedById ? [opener.openedById] : [])];
      return send(tx, who, reviewId, ids, { kind: "signed-off", by, comment });
    },
  };
}

export type ReviewMail = ReturnType<typeof createReviewMail>;

// Who may do what with a revision review (issue 28, docs/reviews.md). The tenant's switch
// (x-features: revision-reviews) and a signed-in user (x-signed-in) are the contract's guards; here:
//   - a review belongs to one account: only the session's account reads it, and a review of
//     another account or tenant is 404, as is any review to a user who is not the account's member;
//   - every member reads the account's reviews and may open one by hand (becoming its owner);
//   - the account's administrators (membership role ADMIN), the review's owner and the members who
//     track the document through the account manage it: assign, decide, sign off;
//   - its reviewers (named, or members of the reviewer group) decide items;
//   - an "action needed" item's owner, and those who manage the review, mark its action done or
//     reopen it;
//   - a signed-off review changes no more (409), whoever asks.
import { isAccountAdministrator } from "../../lib/access-policy.ts";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { Conflict, Forbidden, NotFound } from "../../lib/errors.ts";
import type { ReviewRow, ReviewsRepo } from "./reviews-repo.ts";
import type { ReviewPermissions } from "./reviews-shapes.ts";

export const SIGN_IN_TO = "use revision reviews";

/** The caller as a member of the session's account. */
export interface ReviewCaller {
  tenantId: number;
  accountId: number;
  userId: number;
  admin: boolean;
}

export const reviewNotFound = (id: number) => new NotFound(`No review ${id}`, "error.review.notFound");

export const signedOff = () =>
  new Conflict("The review has been signed off: it can no longer change", { messageKey: "error.review.signedOff" });

export function createReviewsAccess(repo: ReviewsRepo) {
  /** The caller in the session's account; a user who is not its member (or has no account chosen) is 404. */
  async function caller(actor: Actor, notFound: () => Error): Promise<ReviewCaller> {
    const userId = requireUser(actor, SIGN_IN_TO);
    if (actor.accountId === null) throw notFound();
    const role = await repo.membershipRole(actor.tenantId, actor.accountId, userId);
    if (role === null) throw notFound();
    return { tenantId: actor.tenantId, accountId: actor.accountId, userId, admin: isAccountAdministrator(role) };
  }

  /** The caller and one review of their account (404 otherwise). */
  async function review(actor: Actor, reviewId: number) {
    const who = await caller(actor, () => reviewNotFound(reviewId));
    const row = await repo.find(who.tenantId, who.accountId, reviewId);
    if (!row) throw reviewNotFound(reviewId);
    return { who, row };
  }

  /** Does the caller manage the review: the account's administrator, its owner or a tracker of the document? */
  async function manages(who: ReviewCaller, row: ReviewRow): Promise<boolean> {
    return (
      who.admin || row.openedById === who.userId || (await repo.tracksFamily(who.accountId, who.userId, row.documentId))
    );
  }

  /**
   * What the caller may do with the review: once it is signed off only its actions still change
   * (marked done or reopened: the sign-off recorded that they are needed, they are done after it).
   */
  async function permissions(who: ReviewCaller, row: ReviewRow): Promise<ReviewPermissions> {
    const manage = await manages(who, row);
    if (row.status !== "OPEN") return { assign: false, decide: false, signOff: false, actions: manage };
    const decide = manage || (await repo.isReviewer(row.id, who.userId));
    return { assign: manage, decide, signOff: manage, actions: manage };
  }

  /** Refuses (403) a caller without `what`, and (409) any change but an action's to a signed-off review. */
  async function assertMay(who: ReviewCaller, row: ReviewRow, what: keyof ReviewPermissions) {
    if (row.status !== "OPEN" && what !== "actions") throw signedOff();
    const may = await permissions(who, row);
    if (!may[what]) {
      const detail = {
        assign: "Only the account's administrators, the review's owner and the document's trackers assign reviewers",
        decide:
          "Only the review's reviewers, its owner, the document's trackers and the account's administrators decide",
        signOff: "Only the account's administrators, the review's owner and the document's trackers sign it off",
        actions:
          "Only an action's owner, the review's owner, the document's trackers and the account's administrators mark it done",
      }[what];
      throw new Forbidden(detail, { messageKey: `error.review.${what}` });
    }
  }

  return { caller, review, permissions, manages, assertMay };
}

export type ReviewsAccess = ReturnType<typeof createReviewsAccess>;

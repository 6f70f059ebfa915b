// An "action needed" item's action marked done, or reopened (issue 28, docs/reviews.md
// "Actions"): by the action's owner or those who manage the review, also once the review is signed
// off (the sign-off recorded that the action is needed; it is done after it — the decision itself
// no longer changes, a trigger holds it). Like the other changes it runs in one
// transaction that locks the review first (reviews-changes.ts), and writes its audit row
// (ACTION_DONE with the comment, ACTION_REOPENED with what the done state was). A done action
// leaves the reminders' scan (services/workers … action-reminders.ts) and the open actions' counts.
import type { Db } from "@norma/db";
import { Conflict, Forbidden, NotFound } from "../../lib/errors.ts";
import type { ReviewCaller } from "./reviews-access.ts";
import { audit, lockReview, nameOf } from "./reviews-changes.ts";
import type { ReviewsRepo } from "./reviews-repo.ts";

export interface ActionStateInput {
  done: boolean;
  comment?: string | null;
}

interface Deps {
  db: Db;
  repo: ReviewsRepo;
}

const forbidden = () =>
  new Forbidden(
    "Only the action's owner, the review's owner, the document's trackers and the account's administrators mark it done",
    { messageKey: "error.review.actions" },
  );

/**
 * Marks the item's action done (or reopens it). `manages`: the caller manages the review (else
 * only the action's owner may). Marking done a done action, or reopening an open one, changes
 * nothing and writes no history.
 */
export async function setActionState(
  { db, repo }: Deps,
  who: ReviewCaller,
  reviewId: number,
  itemId: number,
  input: ActionStateInput & { manages: boolean },
) {
  const name = await nameOf(db, who.userId);
  const comment = input.done ? input.comment?.trim() || null : null;
  await db.$transaction(async (tx) => {
    await lockReview(repo, tx, who, reviewId);
    const item = await tx.revisionReviewItem.findFirst({ where: { id: itemId, reviewId } });
    if (!item) throw new NotFound(`No item ${itemId} in review ${reviewId}`, "error.review.itemNotFound");
    if (!input.manages && item.actionOwnerId !== who.userId) throw forbidden();
    if (item.decision !== "ACTION_NEEDED")
      throw new Conflict("The item's decision is not an action needed", { messageKey: "error.review.noAction" });
    if ((item.actionDoneAt !== null) === input.done) return;
    const at = new Date();
    await tx.revisionReviewItem.update({
      where: { id: itemId },
      data: input.done
        ? { actionDoneAt: at, actionDoneById: who.userId, actionDoneByName: name, actionDoneComment: comment }
        : { actionDoneAt: null, actionDoneById: null, actionDoneByName: null, actionDoneComment: null },
    });
    const previous = {
      done: item.actionDoneAt !== null,
      doneAt: item.actionDoneAt?.toISOString() ?? null,
      doneBy: item.actionDoneByName,
      comment: item.actionDoneComment,
    };
    await audit(
      tx,
      { ...who, name },
      reviewId,
      input.done ? "ACTION_DONE" : "ACTION_REOPENED",
      { current: { done: input.done, comment }, previous },
      itemId,
    );
  });
}

// The changes to a review (issue 28): assigning reviewers and a due date, deciding an item, and
// signing off. Each runs in one transaction that first locks the review's row (reviews-repo lock)
// and reads its state again, so concurrent changes queue instead of racing: a second sign-off, or a
// decision after the sign-off, finds it signed off (409); a decision made on an item's older version
// finds the newer one (409). Each change writes its audit row (who, when, before and after);
// an assignment and a sign-off also their webhook event (reviews-webhooks.ts), and the change's
// e-mails (reviews-mail.ts: new reviewers, an action's owner, sign-off).
import type { Db, Prisma } from "@norma/db";
import { addPendingClauses } from "@norma/db/open-reviews";
import { reviewerIdsOf } from "@norma/db/review-mail";
import { BadRequest, Conflict, NotFound } from "../../lib/errors.ts";
import { displayName } from "../sharing/share-mail.ts";
import type { ReviewCaller } from "./reviews-access.ts";
import { reviewNotFound, signedOff } from "./reviews-access.ts";
import type { MailOutcome, ReviewMail } from "./reviews-mail.ts";
import type { ReviewsRepo } from "./reviews-repo.ts";
import { isoDay, todayUtc } from "./reviews-shapes.ts";
import { emitReviewEvent } from "./reviews-webhooks.ts";

type Tx = Prisma.TransactionClient;

const field = (name: string, message: string, detail: string) => BadRequest.field("body", name, message, detail);

export interface AssignInput {
  reviewerIds: number[];
  groupId?: number | null;
  dueDate?: string | null;
}

export interface DecideInput {
  decision: "NO_IMPACT" | "ACTION_NEEDED" | "NOT_APPLICABLE";
  comment?: string | null;
  actionOwnerId?: number | null;
  actionDueDate?: string | null;
  version?: number;
}

export async function audit(
  tx: Tx,
  who: ReviewCaller & { name: string },
  reviewId: number,
  action: "ASSIGN" | "DECIDE" | "SIGN_OFF" | "ACTION_DONE" | "ACTION_REOPENED",
  data: { current: unknown; previous?: unknown },
  itemId: number | null = null,
) {
  await tx.revisionReviewAudit.create({
    data: {
      reviewId,
      itemId,
      action,
      userId: who.userId,
      userName: who.name,
      auditData: data as Prisma.InputJsonObject,
    },
  });
}

/** A YYYY-MM-DD the contract accepted, not before today (UTC); else 400 naming the field. */
function futureDay(name: string, value: string): Date {
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || isoDay(day) !== value) throw field(name, "Pattern", `${name} is not a date`);
  if (value < todayUtc()) throw field(name, "Min", `${name} may not be in the past`);
  return day;
}

interface Deps {
  db: Db;
  repo: ReviewsRepo;
  /** The changes' e-mails (none when absent). */
  mail?: ReviewMail;
}

/** The caller's name as the record keeps it. */
export async function nameOf(db: Db, userId: number) {
  const u = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true, lastName: true },
  });
  return displayName(u);
}

/** The limit that kept a change's e-mails back, if one did (the reply's emailsNotSent). */
export type MailNotSent = MailOutcome["notSent"];

/** Locks the review and refuses a signed-off one; 404 when it went away. */
/** Locks the review of the caller's account (404 otherwise), whatever its status. */
export async function lockReview(repo: ReviewsRepo, tx: Tx, who: ReviewCaller, reviewId: number) {
  const locked = await repo.lock(tx, who.tenantId, who.accountId, reviewId);
  if (!locked) throw reviewNotFound(reviewId);
  return locked;
}

export async function lockOpen(repo: ReviewsRepo, tx: Tx, who: ReviewCaller, reviewId: number) {
  const locked = await lockReview(repo, tx, who, reviewId);
  if (locked.status !== "OPEN") throw signedOff();
  return locked;
}

export async function assignReviewers(
  { db, repo, mail }: Deps,
  who: ReviewCaller,
  reviewId: number,
  input: AssignInput,
): Promise<MailNotSent> {
  const reviewerIds = [...new Set(input.reviewerIds)];
  const members = await repo.members(who.tenantId, who.accountId, reviewerIds);
  const strangers = reviewerIds.filter((id) => !members.has(id));
  if (strangers.length) throw field("reviewerIds", "Member", `Not members of the account: ${strangers.join(", ")}`);
  const group = input.groupId ? await repo.group(who.tenantId, who.accountId, input.groupId) : null;
  if (input.groupId && !group) throw field("groupId", "Member", "Not a group of the account");
  const dueDate = input.dueDate ? futureDay("dueDate", input.dueDate) : null;
  const name = await nameOf(db, who.userId);
  return db.$transaction(async (tx) => {
    await lockOpen(repo, tx, who, reviewId);
    const reviewersBefore = new Set(await reviewerIdsOf(tx, reviewId));
    const before = await tx.revisionReview.findUniqueOrThrow({
      where: { id: reviewId },
      select: { dueDate: true, reviewerGroupId: true, reviewers: { select: { userId: true } } },
    });
    await tx.revisionReviewReviewer.deleteMany({ where: { reviewId } });
    if (reviewerIds.length)
      await tx.revisionReviewReviewer.createMany({ data: reviewerIds.map((userId) => ({ reviewId, userId })) });
    await tx.revisionReview.update({
      where: { id: reviewId },
      data: { reviewerGroupId: group?.id ?? null, dueDate, updatedAt: new Date() },
    });
    await audit(tx, { ...who, name }, reviewId, "ASSIGN", {
      current: { reviewerIds, groupId: group?.id ?? null, dueDate: isoDay(dueDate) },
      previous: {
        reviewerIds: before.reviewers.map((r) => r.userId).sort((a, b) => a - b),
        groupId: before.reviewerGroupId,
        dueDate: isoDay(before.dueDate),
      },
    });
    await emitReviewEvent(tx, "review.assigned", reviewId, {
      reviewerIds,
      groupId: group?.id ?? null,
      dueDate: isoDay(dueDate),
      assignedById: who.userId,
    });
    const added = (await reviewerIdsOf(tx, reviewId)).filter((id) => !reviewersBefore.has(id));
    return (await mail?.assigned(tx, who, reviewId, added, name))?.notSent ?? null;
  });
}

/** Checks an "action needed" decision's owner and due date, and that other decisions carry neither. */
async function actionOf(repo: ReviewsRepo, who: ReviewCaller, input: DecideInput) {
  if (input.decision !== "ACTION_NEEDED") {
    if (input.actionOwnerId) throw field("actionOwnerId", "Null", "Only an action needed has an owner");
    if (input.actionDueDate) throw field("actionDueDate", "Null", "Only an action needed has a due date");
    return { actionOwnerId: null, actionDueDate: null };
  }
  if (!input.actionOwnerId) throw field("actionOwnerId", "NotNull", "An action needed has an owner");
  if (!input.actionDueDate) throw field("actionDueDate", "NotNull", "An action needed has a due date");
  const members = await repo.members(who.tenantId, who.accountId, [input.actionOwnerId]);
  if (!members.has(input.actionOwnerId))
    throw field("actionOwnerId", "Member", "The action's owner must be a member of the account");
  return { actionOwnerId: input.actionOwnerId, actionDueDate: futureDay("actionDueDate", input.actionDueDate) };
}

const ACTION_NOT_DONE = { actionDoneAt: null, actionDoneById: null, actionDoneByName: null, actionDoneComment: null };

/** Is the decision the item's action as it was (the same owner and due date)? Its done state then stays. */
function sameAction(
  item: { decision: string | null; actionOwnerId: number | null; actionDueDate: Date | null },
  decision: DecideInput["decision"],
  action: { actionOwnerId: number | null; actionDueDate: Date | null },
) {
  return (
    decision === "ACTION_NEEDED" &&
    item.decision === "ACTION_NEEDED" &&
    item.actionOwnerId === action.actionOwnerId &&
    isoDay(item.actionDueDate) === isoDay(action.actionDueDate)
  );
}

export async function decideItem(
  { db, repo, mail }: Deps,
  who: ReviewCaller,
  reviewId: number,
  itemId: number,
  input: DecideInput,
): Promise<MailNotSent> {
  const action = await actionOf(repo, who, input);
  const name = await nameOf(db, who.userId);
  const comment = input.comment?.trim() || null;
  return db.$transaction(async (tx) => {
    await lockOpen(repo, tx, who, reviewId);
    const item = await tx.revisionReviewItem.findFirst({ where: { id: itemId, reviewId } });
    if (!item) throw new NotFound(`No item ${itemId} in review ${reviewId}`, "error.review.itemNotFound");
    if (input.version !== undefined && input.version !== item.version)
      throw new Conflict("Someone decided this item since you read it: read it again", {
        messageKey: "error.review.itemChanged",
      });
    await tx.revisionReviewItem.update({
      where: { id: itemId },
      data: {
        decision: input.decision,
        comment,
        ...action,
        // Another owner or due date is reminded afresh by the reminders job; the same owner and
        // date are not (the e-mails' keys name both).
        actionReminderSentFor: null,
        actionOverdueSentFor: null,
        // Another action (a decision, owner or due date of its own) is not done yet.
        ...(sameAction(item, input.decision, action) ? {} : ACTION_NOT_DONE),
        decidedById: who.userId,
        decidedAt: new Date(),
        version: { increment: 1 },
      },
    });
    const snapshot = (i: {
      decision: string | null;
      comment: string | null;
      actionOwnerId: number | null;
      actionDueDate: Date | null;
    }) => ({
      decision: i.decision,
      comment: i.comment,
      actionOwnerId: i.actionOwnerId,
      actionDueDate: isoDay(i.actionDueDate),
    });
    await audit(
      tx,
      { ...who, name },
      reviewId,
      "DECIDE",
      { current: snapshot({ decision: input.decision, comment, ...action }), previous: snapshot(item) },
      itemId,
    );
    if (action.actionOwnerId === null || action.actionDueDate === null) return null;
    const sent = await mail?.action(
      tx,
      who,
      reviewId,
      action.actionOwnerId,
      { id: itemId, label: item.label, dueDate: isoDay(action.actionDueDate)! },
      name,
    );
    return sent?.notSent ?? null;
  });
}

export async function signOffReview(
  { db, repo, mail }: Deps,
  who: ReviewCaller,
  reviewId: number,
  comment: string | null,
): Promise<MailNotSent> {
  const name = await nameOf(db, who.userId);
  return db.$transaction(async (tx) => {
    const locked = await lockOpen(repo, tx, who, reviewId);
    if (locked.clauses_pending && !(await addPendingClauses(tx, reviewId)))
      throw new Conflict("The edition's changed clauses are still being computed", {
        messageKey: "error.review.clausesPending",
      });
    const undecided = await tx.revisionReviewItem.count({ where: { reviewId, decision: null } });
    if (undecided > 0)
      throw new Conflict(`${undecided} item(s) have no decision yet`, { messageKey: "error.review.undecided" });
    const at = new Date();
    const text = comment?.trim() || null;
    await tx.revisionReview.update({
      where: { id: reviewId },
      data: {
        status: "SIGNED_OFF",
        signedOffById: who.userId,
        signedOffByName: name,
        signedOffAt: at,
        signOffComment: text,
        updatedAt: at,
      },
    });
    await audit(tx, { ...who, name }, reviewId, "SIGN_OFF", {
      current: { status: "SIGNED_OFF", comment: text },
      previous: { status: "OPEN" },
    });
    await emitReviewEvent(tx, "review.signed_off", reviewId, {
      signedOffById: who.userId,
      signedOffAt: at.toISOString(),
      comment: text,
    });
    return (await mail?.signedOff(tx, who, reviewId, name, text))?.notSent ?? null;
  });
}

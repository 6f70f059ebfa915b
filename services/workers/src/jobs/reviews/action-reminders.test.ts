// The reminders of an "action needed" item's own due date (issue 28, docs/reviews.md "E-mails"),
// run by the reviews.reminders job against the real database: the owner is reminded once within
// the account's reminder days and told once when it is overdue, in the owner's language; a due date
// moved, or the action given to another owner, reminds again; a signed-off review's action still
// is; an action marked done is not (reopened, it is again); no owner, another decision, an
// inactive owner or a tenant without the switch: nothing; over
// the tenant's hourly budget nothing is sent or marked; the account's own reminder days are used.
import type { EmailJob } from "@norma/contracts/queues";
import { Prisma } from "@norma/db";
import { colleaguesOf, seededCompany } from "@norma/tests/harness/seeded-company.ts";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actionCandidatesSql } from "./action-reminders.ts";
import { type ReviewRemindersSettings, runReviewReminders } from "./review-reminders.ts";

const env = useWorkersEnv();

const settings: ReviewRemindersSettings = {
  daysBefore: 3,
  batchSize: 100,
  publicBaseUrl: "https://reader.test",
  emailsPerTenantPerHour: 1_000,
};

let tenantId: number;
let companyId: number;
let owner: { id: number; email: string };
let other: { id: number; email: string };
let nextDocument = 0;
let nextItem = 0;

const dayOf = (offset: number) =>
  new Date(`${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A review of the company account (no due date of its own) with one action due `dueIn` days from today. */
async function action(dueIn: number, ownerId: number | null = owner.id, decision = "ACTION_NEEDED") {
  const doc = await env.db.document.findFirstOrThrow({
    where: { id: { gt: nextDocument } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  nextDocument = doc.id;
  const review = await env.db.revisionReview.create({
    data: { tenantId, accountId: companyId, documentId: doc.id, change: "WITHDRAWN", origin: "MANUAL" },
  });
  const item = await env.db.revisionReviewItem.create({
    data: {
      reviewId: review.id,
      kind: "CLAUSE",
      itemKey: String(++nextItem),
      label: `6.${nextItem} Specimens`,
      decision,
      actionOwnerId: decision === "ACTION_NEEDED" ? ownerId : null,
      actionDueDate: decision === "ACTION_NEEDED" ? dayOf(dueIn) : null,
      decidedAt: new Date(),
    },
  });
  return { reviewId: review.id, itemId: item.id };
}

/** The action e-mails of an item in the outbox. */
async function mails(itemId: number) {
  const rows = await env.db.outboxEvent.findMany({ where: { type: "email.send" }, orderBy: { id: "asc" } });
  return rows
    .map((r) => r.payload as unknown as EmailJob)
    .filter(
      (p): p is Extract<EmailJob, { template: "revision-review" }> =>
        p.template === "revision-review" && /^review-action-(reminder|overdue):/.test(p.idempotencyKey),
    )
    .filter((p) => p.idempotencyKey.split(":")[1] === String(itemId));
}

beforeAll(async () => {
  const company = await seededCompany(env.db);
  tenantId = company.tenantId;
  companyId = company.accountId;
  [owner, other] = await colleaguesOf(env.db, company, 2);
  await env.db.user.update({ where: { id: owner.id }, data: { langKey: "ar" } });
  // Only this test's actions are due (the seed decides none; this stays so if it does).
  await env.db.revisionReviewItem.updateMany({
    where: { decision: "ACTION_NEEDED" },
    data: { actionOverdueSentFor: dayOf(-9999) },
  });
});

beforeEach(async () => {
  await env.db.user.update({ where: { id: owner.id }, data: { activated: true } });
  await env.db.accountReviewSetting.deleteMany({ where: { accountId: companyId } });
});

describe("action reminders", () => {
  it("reminds the owner once within the reminder days, in the owner's language, and marks the item", async () => {
    const { reviewId, itemId } = await action(2);
    const out = await runReviewReminders(env.db, settings);
    expect(out).toMatchObject({ actionReminders: 1, actionOverdue: 0, overLimit: 0 });
    const sent = await mails(itemId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: owner.email,
      locale: "ar",
      tenantId,
      idempotencyKey: `review-action-reminder:${itemId}:${iso(dayOf(2))}:${owner.id}`,
      data: {
        kind: "action-reminder",
        dueDate: iso(dayOf(2)),
        item: `6.${nextItem} Specimens`,
        reviewUrl: `https://reader.test/reviews/${reviewId}?tenant=astm`,
      },
    });
    const row = await env.db.revisionReviewItem.findUniqueOrThrow({ where: { id: itemId } });
    expect(iso(row.actionReminderSentFor!)).toBe(iso(dayOf(2)));
    expect(row.actionOverdueSentFor).toBeNull();
    expect(await env.db.revisionReviewEmail.count({ where: { reviewId, kind: "ACTION_REMINDER" } })).toBe(1);
    await runReviewReminders(env.db, settings);
    expect(await mails(itemId)).toHaveLength(1);
  });

  it("tells an overdue action once; a due date moved reminds again; another owner is reminded too", async () => {
    const { itemId } = await action(-1);
    await runReviewReminders(env.db, settings);
    await runReviewReminders(env.db, settings);
    expect((await mails(itemId)).map((m) => [m.data.kind, m.idempotencyKey])).toEqual([
      ["action-overdue", `review-action-overdue:${itemId}:${iso(dayOf(-1))}:${owner.id}`],
    ]);
    await env.db.revisionReviewItem.update({ where: { id: itemId }, data: { actionDueDate: dayOf(1) } });
    await runReviewReminders(env.db, settings);
    expect((await mails(itemId)).map((m) => m.data.kind)).toEqual(["action-overdue", "action-reminder"]);
    // Decided again for another owner (the API sets the markers back to null): that owner is reminded.
    await env.db.revisionReviewItem.update({
      where: { id: itemId },
      data: { actionOwnerId: other.id, actionReminderSentFor: null, actionOverdueSentFor: null },
    });
    await runReviewReminders(env.db, settings);
    const after = await mails(itemId);
    expect(after.map((m) => [m.data.kind, m.to])).toEqual([
      ["action-overdue", owner.email],
      ["action-reminder", owner.email],
      ["action-reminder", other.email],
    ]);
    // The same owner and date decided again: the key stops a second e-mail.
    await env.db.revisionReviewItem.update({ where: { id: itemId }, data: { actionReminderSentFor: null } });
    await runReviewReminders(env.db, settings);
    expect(await mails(itemId)).toHaveLength(3);
  });

  it("still reminds an action of a signed-off review (the action comes after the decision)", async () => {
    const { reviewId, itemId } = await action(0);
    await env.db.revisionReview.update({
      where: { id: reviewId },
      data: { status: "SIGNED_OFF", signedOffAt: new Date(), signedOffByName: "Ada" },
    });
    await runReviewReminders(env.db, settings);
    expect((await mails(itemId)).map((m) => m.data.kind)).toEqual(["action-reminder"]);
  });

  it("nothing for an action due later, another decision, an inactive owner or a tenant without the switch", async () => {
    const later = await action(10);
    const noImpact = await action(1, null, "NO_IMPACT");
    const inactive = await action(1);
    await env.db.user.update({ where: { id: owner.id }, data: { activated: false } });
    await runReviewReminders(env.db, settings);
    for (const a of [later, noImpact, inactive]) expect(await mails(a.itemId), String(a.itemId)).toEqual([]);
    // The inactive owner's action is marked (nobody to tell), not tried at every run.
    const row = await env.db.revisionReviewItem.findUniqueOrThrow({ where: { id: inactive.itemId } });
    expect(row.actionReminderSentFor).not.toBeNull();
    await env.db.user.update({ where: { id: owner.id }, data: { activated: true } });
    const switchedOff = await action(1);
    await env.db.tenantFeature.updateMany({ where: { tenantId, code: "revision-reviews" }, data: { enabled: false } });
    try {
      await runReviewReminders(env.db, settings);
      expect(await mails(switchedOff.itemId)).toEqual([]);
    } finally {
      await env.db.tenantFeature.updateMany({ where: { tenantId, code: "revision-reviews" }, data: { enabled: true } });
    }
    await runReviewReminders(env.db, settings);
    expect(await mails(switchedOff.itemId)).toHaveLength(1);
    await env.db.revisionReviewItem.update({ where: { id: later.itemId }, data: { actionOverdueSentFor: dayOf(10) } });
  });

  it("nothing for an action marked done, due soon or overdue; reopened, it is reminded again", async () => {
    const soon = await action(1);
    const overdue = await action(-2);
    const done = { actionDoneAt: new Date(), actionDoneById: owner.id, actionDoneByName: "Owner" };
    for (const a of [soon, overdue]) await env.db.revisionReviewItem.update({ where: { id: a.itemId }, data: done });
    const out = await runReviewReminders(env.db, settings);
    for (const a of [soon, overdue]) {
      expect(await mails(a.itemId), String(a.itemId)).toEqual([]);
      const row = await env.db.revisionReviewItem.findUniqueOrThrow({ where: { id: a.itemId } });
      expect(row.actionReminderSentFor).toBeNull();
      expect(row.actionOverdueSentFor).toBeNull();
    }
    expect(out.actionOverdue).toBe(0);
    // Reopened (the API sets the done state back to null): the overdue one is told at the next run.
    await env.db.revisionReviewItem.update({
      where: { id: overdue.itemId },
      data: { actionDoneAt: null, actionDoneById: null, actionDoneByName: null },
    });
    await runReviewReminders(env.db, settings);
    expect((await mails(overdue.itemId)).map((m) => m.data.kind)).toEqual(["action-overdue"]);
    // Done for good: out of the scan's partial index's range for later runs too.
    await env.db.revisionReviewItem.update({ where: { id: soon.itemId }, data: { actionDueDate: dayOf(-30) } });
    await runReviewReminders(env.db, settings);
    expect(await mails(soon.itemId)).toEqual([]);
  });

  it("uses the account's own reminder days, else the platform's", async () => {
    const inFive = await action(5);
    await runReviewReminders(env.db, settings);
    expect(await mails(inFive.itemId)).toEqual([]);
    await env.db.accountReviewSetting.create({ data: { accountId: companyId, tenantId, reminderDays: 7 } });
    await runReviewReminders(env.db, settings);
    expect((await mails(inFive.itemId)).map((m) => m.data.kind)).toEqual(["action-reminder"]);
    // 0: on the day only.
    await env.db.accountReviewSetting.update({ where: { accountId: companyId }, data: { reminderDays: 0 } });
    const tomorrow = await action(1);
    const today = await action(0);
    await runReviewReminders(env.db, settings);
    expect(await mails(tomorrow.itemId)).toEqual([]);
    expect(await mails(today.itemId)).toHaveLength(1);
    await env.db.revisionReviewItem.update({
      where: { id: tomorrow.itemId },
      data: { actionOverdueSentFor: dayOf(1) },
    });
  });

  it("over the tenant's hourly budget: nothing sent, nothing marked, tried again at the next run", async () => {
    const { itemId } = await action(1);
    const out = await runReviewReminders(env.db, { ...settings, emailsPerTenantPerHour: 0 });
    expect(out.overLimit).toBeGreaterThanOrEqual(1);
    expect(await mails(itemId)).toEqual([]);
    expect(
      (await env.db.revisionReviewItem.findUniqueOrThrow({ where: { id: itemId } })).actionReminderSentFor,
    ).toBeNull();
    await runReviewReminders(env.db, settings);
    expect(await mails(itemId)).toHaveLength(1);
  });
});

describe("action reminders' scan", () => {
  it("reads the partial index of owned actions by due date (no benchmark: the plan)", async () => {
    const plan = await env.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(
        Prisma.sql`EXPLAIN ${actionCandidatesSql(iso(dayOf(0)), settings)}`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("revision_review_items_action_due_date_id_idx");
  });
});

// The reviews.reminders job (issue 28, docs/reviews.md "E-mails") against the real database and
// Redis: a review due soon is reminded once, an overdue one told once, a due date moved reminds
// again; a signed-off review, a review due later, a tenant without the switch and a deactivated
// user get nothing; without reviewers the opener, without one the account's administrators; over
// the tenant's hourly budget nothing is sent and the review is tried again; and the job's
// scheduler is registered in Redis by the runtime, whose worker runs it.
import type { EmailJob } from "@norma/contracts/queues";
import { QUEUES } from "@norma/contracts/queues";
import { Prisma } from "@norma/db";
import { colleaguesOf, seededCompany } from "@norma/tests/harness/seeded-company.ts";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";
import {
  candidatesSql,
  REVIEW_REMINDERS_JOB,
  type ReviewRemindersSettings,
  runReviewReminders,
} from "./review-reminders.ts";

const env = useWorkersEnv();

const settings: ReviewRemindersSettings = {
  daysBefore: 3,
  batchSize: 100,
  publicBaseUrl: "https://reader.test",
  emailsPerTenantPerHour: 1_000,
};

let tenantId: number;
let companyId: number;
let adminId: number;
let reviewerA: { id: number; email: string };
let reviewerB: { id: number; email: string };
let opener: { id: number; email: string };
let adminEmail: string;
let nextDocument = 0;

const dayOf = (offset: number) =>
  new Date(`${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** An open review of the company account due `dueIn` days from today, with `reviewers`. */
async function review(dueIn: number | null, reviewers: number[], openedById: number | null = opener.id) {
  const doc = await env.db.document.findFirstOrThrow({
    where: { id: { gt: nextDocument } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  nextDocument = doc.id;
  const r = await env.db.revisionReview.create({
    data: {
      tenantId,
      accountId: companyId,
      documentId: doc.id,
      change: "WITHDRAWN",
      origin: "MANUAL",
      openedById,
      dueDate: dueIn === null ? null : dayOf(dueIn),
    },
  });
  if (reviewers.length)
    await env.db.revisionReviewReviewer.createMany({ data: reviewers.map((userId) => ({ reviewId: r.id, userId })) });
  return r.id;
}

/** The review's e-mails in the outbox. */
async function mails(reviewId: number) {
  const rows = await env.db.outboxEvent.findMany({ where: { type: "email.send" }, orderBy: { id: "asc" } });
  return rows
    .map((r) => r.payload as unknown as EmailJob)
    .filter(
      (p): p is Extract<EmailJob, { template: "revision-review" }> =>
        p.template === "revision-review" && p.data.reviewUrl.includes(`/reviews/${reviewId}?`),
    );
}
const to = (list: { to: string }[]) => list.map((m) => m.to).sort();

beforeAll(async () => {
  const company = await seededCompany(env.db);
  adminId = company.admin.id;
  adminEmail = company.admin.email;
  tenantId = company.tenantId;
  companyId = company.accountId;
  [reviewerA, reviewerB, opener] = await colleaguesOf(env.db, company, 3);
  await env.db.user.update({ where: { id: reviewerB.id }, data: { langKey: "ar" } });
  // Only this test's reviews have a due date (the seed opens none; this stays so if it does).
  await env.db.revisionReview.updateMany({ data: { dueDate: null } });
});

beforeEach(async () => {
  await env.db.user.updateMany({ where: { id: { in: [reviewerA.id, reviewerB.id] } }, data: { activated: true } });
});

describe("reviews.reminders", () => {
  it("reminds a review due soon once, in each reader's language, and marks it", async () => {
    const id = await review(2, [reviewerA.id, reviewerB.id]);
    const out = await runReviewReminders(env.db, settings);
    expect(out).toMatchObject({ reminders: 1, overdue: 0, overLimit: 0 });
    const sent = await mails(id);
    expect(to(sent)).toEqual([reviewerA.email, reviewerB.email].sort());
    const due = iso(dayOf(2));
    for (const m of sent) {
      expect(m.data).toMatchObject({ kind: "reminder", dueDate: due });
      expect(m.idempotencyKey).toMatch(new RegExp(`^review-reminder:${id}:${due}:\\d+$`));
      expect(m.data.reviewUrl).toBe(`https://reader.test/reviews/${id}?tenant=astm`);
      expect(m.tenantId).toBe(tenantId);
    }
    expect(sent.find((m) => m.to === reviewerB.email)!.locale).toBe("ar");
    const row = await env.db.revisionReview.findUniqueOrThrow({ where: { id } });
    expect(iso(row.reminderSentFor!)).toBe(due);
    expect(row.overdueSentFor).toBeNull();
    // Run again: nothing more.
    await runReviewReminders(env.db, settings);
    expect(await mails(id)).toHaveLength(2);
  });

  it("tells an overdue review once; a due date moved reminds again", async () => {
    const id = await review(-1, [reviewerA.id]);
    await runReviewReminders(env.db, settings);
    await runReviewReminders(env.db, settings);
    const overdue = await mails(id);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({
      to: reviewerA.email,
      idempotencyKey: `review-overdue:${id}:${iso(dayOf(-1))}:${reviewerA.id}`,
      data: { kind: "overdue", dueDate: iso(dayOf(-1)) },
    });
    // The due date moved to the day after tomorrow: reminded for it, then overdue again once it passes.
    await env.db.revisionReview.update({ where: { id }, data: { dueDate: dayOf(2) } });
    await runReviewReminders(env.db, settings);
    await runReviewReminders(env.db, settings);
    const after = await mails(id);
    expect(after.map((m) => m.data.kind)).toEqual(["overdue", "reminder"]);
    expect(after[1].idempotencyKey).toBe(`review-reminder:${id}:${iso(dayOf(2))}:${reviewerA.id}`);
    await env.db.revisionReview.update({ where: { id }, data: { dueDate: dayOf(-2) } });
    await runReviewReminders(env.db, settings);
    expect((await mails(id)).map((m) => m.data.kind)).toEqual(["overdue", "reminder", "overdue"]);
  });

  it("nothing for a signed-off review, one due later, one without a due date, or a tenant without the switch", async () => {
    const later = await review(10, [reviewerA.id]);
    const noDate = await review(null, [reviewerA.id]);
    const signed = await review(-3, [reviewerA.id]);
    await env.db.revisionReview.update({
      where: { id: signed },
      data: { status: "SIGNED_OFF", signedOffAt: new Date(), signedOffByName: "Ada", signedOffById: adminId },
    });
    const switchedOff = await review(1, [reviewerA.id]);
    await env.db.tenantFeature.updateMany({ where: { tenantId, code: "revision-reviews" }, data: { enabled: false } });
    try {
      await runReviewReminders(env.db, settings);
      for (const id of [later, noDate, signed, switchedOff]) expect(await mails(id), String(id)).toEqual([]);
    } finally {
      await env.db.tenantFeature.updateMany({ where: { tenantId, code: "revision-reviews" }, data: { enabled: true } });
    }
    // The switch back on: the review due tomorrow is reminded now.
    await runReviewReminders(env.db, settings);
    expect(await mails(switchedOff)).toHaveLength(1);
    await env.db.revisionReview.update({ where: { id: later }, data: { dueDate: null } });
  });

  it("a deactivated reviewer gets none; without reviewers the opener, without one the account's administrators", async () => {
    await env.db.user.update({ where: { id: reviewerB.id }, data: { activated: false } });
    const some = await review(1, [reviewerA.id, reviewerB.id]);
    const onlyDeactivated = await review(1, [reviewerB.id]);
    const nobody = await review(-1, [], null);
    await runReviewReminders(env.db, settings);
    expect(to(await mails(some))).toEqual([reviewerA.email]);
    expect(to(await mails(onlyDeactivated))).toEqual([opener.email]);
    const admins = await env.db.user.findMany({
      where: { activated: true, memberships: { some: { accountId: companyId, role: "ADMIN" } } },
      select: { email: true },
    });
    expect(admins.map((a) => a.email)).toContain(adminEmail);
    expect(to(await mails(nobody))).toEqual(admins.map((a) => a.email).sort());
  });

  it("over the tenant's hourly budget: nothing sent, nothing marked, tried again at the next run", async () => {
    const id = await review(1, [reviewerA.id, reviewerB.id]);
    const out = await runReviewReminders(env.db, { ...settings, emailsPerTenantPerHour: 1 });
    expect(out.overLimit).toBe(1);
    expect(await mails(id)).toEqual([]);
    expect(await env.db.revisionReviewEmail.count({ where: { reviewId: id } })).toBe(0);
    expect((await env.db.revisionReview.findUniqueOrThrow({ where: { id } })).reminderSentFor).toBeNull();
    await runReviewReminders(env.db, settings);
    expect(await mails(id)).toHaveLength(2);
  });

  it("handles at most a batch of reviews a run, the earliest due first", async () => {
    const ids = [await review(3, [reviewerA.id]), await review(2, [reviewerA.id]), await review(1, [reviewerA.id])];
    const out = await runReviewReminders(env.db, { ...settings, batchSize: 2 });
    expect(out.reminders).toBe(2);
    expect(await mails(ids[0])).toEqual([]);
    expect(await mails(ids[1])).toHaveLength(1);
    expect(await mails(ids[2])).toHaveLength(1);
    await runReviewReminders(env.db, { ...settings, batchSize: 2 });
    expect(await mails(ids[0])).toHaveLength(1);
  });
});

describe("reviews.reminders with the account's own reminder days", () => {
  it("reminds within the days the account chose (0 to 60), else the platform's", async () => {
    const inFive = await review(5, [reviewerA.id]);
    await runReviewReminders(env.db, settings);
    expect(await mails(inFive)).toEqual([]);
    await env.db.accountReviewSetting.upsert({
      where: { accountId: companyId },
      create: { accountId: companyId, tenantId, reminderDays: 7 },
      update: { reminderDays: 7 },
    });
    try {
      await runReviewReminders(env.db, settings);
      expect((await mails(inFive)).map((m) => m.data.kind)).toEqual(["reminder"]);
      const inFifty = await review(50, [reviewerA.id]);
      await env.db.accountReviewSetting.update({ where: { accountId: companyId }, data: { reminderDays: 60 } });
      await runReviewReminders(env.db, settings);
      expect(await mails(inFifty)).toHaveLength(1);
      // 0: on the day only.
      await env.db.accountReviewSetting.update({ where: { accountId: companyId }, data: { reminderDays: 0 } });
      const tomorrow = await review(1, [reviewerA.id]);
      const today = await review(0, [reviewerA.id]);
      await runReviewReminders(env.db, settings);
      expect(await mails(tomorrow)).toEqual([]);
      expect(await mails(today)).toHaveLength(1);
      await env.db.revisionReview.update({ where: { id: tomorrow }, data: { dueDate: null } });
      // The database refuses days out of range, whatever writes them.
      await expect(
        env.db.accountReviewSetting.update({ where: { accountId: companyId }, data: { reminderDays: 61 } }),
      ).rejects.toThrow();
    } finally {
      await env.db.accountReviewSetting.update({ where: { accountId: companyId }, data: { reminderDays: null } });
    }
  });
});

describe("reviews.reminders' scan", () => {
  it("reads the partial index of open reviews by due date (no benchmark: the plan)", async () => {
    const plan = await env.db.$transaction(async (tx) => {
      // The test's table is tiny: without this the planner rightly prefers reading it whole.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${candidatesSql(iso(dayOf(0)), settings)}`);
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("revision_reviews_due_date_id_idx");
  });
});

describe("reviews.reminders in the workers process", () => {
  let runtime: WorkerRuntime;
  afterAll(async () => {
    await runtime?.stop();
  });

  it("is scheduled in Redis on the tracking-alerts queue, run by its worker, and its e-mail delivered", async () => {
    const id = await review(0, [reviewerA.id]);
    const config = env.config({ REVIEW_REMINDERS_EVERY_MS: "3600000", PUBLIC_BASE_URL: "https://reader.test" });
    runtime = createWorkerRuntime(config, { db: env.db });
    await runtime.start();
    const queue = runtime.queues.get(QUEUES.trackingAlerts);
    const schedulers = await eventually(async () => {
      const all = await queue.getJobSchedulers();
      return all.length > 0 ? all : null;
    });
    expect(schedulers).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: REVIEW_REMINDERS_JOB, every: 3_600_000 })]),
    );
    // The scheduler's first run (at once) reminds the review due today.
    const sent = await eventually(async () => {
      const m = await mails(id);
      return m.length ? m : null;
    });
    expect(sent[0]).toMatchObject({ to: reviewerA.email, data: { kind: "reminder", dueDate: iso(dayOf(0)) } });
    // Relayed, rendered and sent by the e-mail job: from the tenant by name, in English, the review's link.
    const mail = await eventually(async () =>
      env.sink.messages.find((m) => m.headers["x-norma-delivery"] === sent[0].idempotencyKey),
    );
    const tenant = await env.db.tenant.findUniqueOrThrow({ where: { id: tenantId } });
    const doc = await env.db.revisionReview.findUniqueOrThrow({ where: { id }, select: { document: true } });
    expect(mail.to).toEqual([reviewerA.email]);
    expect(mail.headers.from).toContain(tenant.tenantName);
    expect(mail.headers.from).not.toContain("Norma");
    expect(mail.subject).toMatch(/^The review of .+ is due on /);
    expect(mail.subject).toContain(doc.document.displayDesignation);
    // Quoted-printable: soft line breaks joined, "=" decoded.
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain(`https://reader.test/reviews/${id}?tenant=astm`);
  });
});

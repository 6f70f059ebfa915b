// The e-mails of a review's changes (issue 28, docs/reviews.md "E-mails") over HTTP, against the
// real database: assignment e-mails each new reviewer (named or through the group) once, an
// "action needed" item's owner is e-mailed once when made owner, the sign-off e-mails the
// reviewers and the opener; never the one who acted, a deactivated user or a non-member; in each
// recipient's language with the tenant's name and a link to the review; within the e-mail limits
// (over them the change goes through and no e-mail, key or count is left; the reply's
// emailsNotSent names the limit, so the reader tells the one who made the change).
import type { EmailJob } from "@norma/contracts/queues";
import { useApi } from "@norma/tests/harness";
import { colleaguesOf, seededCompany } from "@norma/tests/harness/seeded-company.ts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

const api = useApi();

interface Person {
  id: number;
  email: string;
  token: string;
}
let admin: Person; // admin@astm.example: administrator of the company account
let ana: Person; // a colleague, named reviewer (reads Arabic)
let ben: Person; // a colleague, member of the reviewer group; deactivated in one test
let cleo: Person; // a colleague, owner of actions
let tenantId: number;
let tenantName: string;
let companyId: number;
let documentId: number;
let groupId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const req = (method: "POST" | "PUT", url: string, token: string, payload: object) =>
  api.request({ method, url, token, payload });

async function person(email: string): Promise<Person> {
  const u = await api.db.user.findFirstOrThrow({ where: { email } });
  return { id: u.id, email, token: await api.login(email) };
}

/** A fresh open review of the company account (opened by `openedById`), with two items. */
async function newReview(openedById: number | null = admin.id) {
  const doc = await api.db.document.findFirstOrThrow({
    where: { id: { gt: documentId } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  documentId = doc.id;
  const review = await api.db.revisionReview.create({
    data: { tenantId, accountId: companyId, documentId, change: "WITHDRAWN", origin: "MANUAL", openedById },
  });
  const items = await Promise.all(
    ["1", "2"].map((k) =>
      api.db.revisionReviewItem.create({
        data: { reviewId: review.id, kind: "CLAUSE", itemKey: k, position: Number(k), label: `Clause ${k} Scope` },
      }),
    ),
  );
  return { id: review.id, items: items.map((i) => i.id) };
}

/** The review e-mails written to the outbox for this review, by recipient. */
async function mails(reviewId: number) {
  const rows = await api.db.outboxEvent.findMany({ where: { type: "email.send" }, orderBy: { id: "asc" } });
  return rows
    .map((r) => r.payload as unknown as EmailJob)
    .filter(
      (p): p is Extract<EmailJob, { template: "revision-review" }> =>
        p.template === "revision-review" && p.data.reviewUrl.includes(`/reviews/${reviewId}?`),
    );
}

const to = (list: { to: string }[]) => list.map((m) => m.to).sort();

beforeAll(async () => {
  const astm = await seededCompany(api.db);
  companyId = astm.accountId;
  tenantId = astm.tenantId;
  tenantName = astm.tenantName;
  const colleagues = await colleaguesOf(api.db, astm, 3);
  [admin, ana, ben, cleo] = await Promise.all([
    person("admin@astm.example"),
    ...colleagues.map((c) => person(c.email)),
  ]);
  await api.db.user.update({ where: { id: ana.id }, data: { langKey: "ar" } });
  const group = await api.db.group.create({
    data: { tenantId, accountId: companyId, name: "Reviewers", longDesc: "", createdById: admin.id },
  });
  groupId = group.id;
  await api.db.groupMember.create({ data: { groupId, userId: ben.id } });
  documentId = 0;
});

beforeEach(async () => {
  await api.db.user.updateMany({ where: { id: { in: [ana.id, ben.id, cleo.id] } }, data: { activated: true } });
});

describe("review e-mails", () => {
  it("assignment: each new reviewer once (named and through the group), in their language, never the assigner", async () => {
    const r = await newReview();
    const assign = (reviewerIds: number[], dueDate: string) =>
      req("PUT", `/api/reviews/${r.id}/assignment`, admin.token, { reviewerIds, groupId, dueDate });
    expect((await assign([ana.id, admin.id], day(10))).statusCode).toBe(200);
    const first = await mails(r.id);
    expect(to(first)).toEqual([ana.email, ben.email].sort());
    const toAna = first.find((m) => m.to === ana.email)!;
    expect(toAna.idempotencyKey).toBe(`review-assigned:${r.id}:${ana.id}`);
    expect(toAna.locale).toBe("ar");
    expect(toAna.tenantId).toBe(tenantId);
    expect(toAna.data).toMatchObject({ kind: "assigned", tenant: tenantName, dueDate: day(10), change: "WITHDRAWN" });
    expect(toAna.data.by).toBeTruthy();
    expect(toAna.data.reviewUrl).toMatch(new RegExp(`/reviews/${r.id}\\?tenant=astm$`));
    expect(first.find((m) => m.to === ben.email)!.idempotencyKey).toBe(`review-assigned:${r.id}:${ben.id}`);

    // The same assignment with another due date: nobody new, nothing sent again.
    expect((await assign([ana.id, admin.id], day(12))).statusCode).toBe(200);
    expect(await mails(r.id)).toHaveLength(2);
    // A reviewer added: only them. Removed and added again: not twice.
    expect((await assign([ana.id, cleo.id], day(12))).statusCode).toBe(200);
    expect((await assign([cleo.id], day(12))).statusCode).toBe(200);
    expect((await assign([ana.id, cleo.id], day(12))).statusCode).toBe(200);
    const after = await mails(r.id);
    expect(to(after)).toEqual([ana.email, ben.email, cleo.email].sort());
    expect(await api.db.revisionReviewEmail.count({ where: { reviewId: r.id, kind: "ASSIGNED" } })).toBe(3);
  });

  it("assignment: a deactivated user and a non-member get none", async () => {
    const r = await newReview();
    // Ben (in the group) is deactivated.
    await api.db.user.update({ where: { id: ben.id }, data: { activated: false } });
    // A user of the tenant who is no member of the account (put in the group by hand).
    const outsider = await api.db.user.create({
      data: {
        tenantId,
        email: "not-a-member@astm.example",
        userType: "INDIVIDUAL",
        firstName: "Not",
        lastName: "Member",
      },
    });
    await api.db.groupMember.create({ data: { groupId, userId: outsider.id } });
    try {
      const res = await req("PUT", `/api/reviews/${r.id}/assignment`, admin.token, {
        reviewerIds: [ana.id],
        groupId,
        dueDate: day(5),
      });
      expect(res.statusCode).toBe(200);
      expect(to(await mails(r.id))).toEqual([ana.email]);
    } finally {
      await api.db.user.delete({ where: { id: outsider.id } });
    }
  });

  it("an action's owner once when made owner, not the one deciding, not again for the same item", async () => {
    const r = await newReview();
    const decide = (itemId: number, token: string, owner: number, due: string) =>
      req("PUT", `/api/reviews/${r.id}/items/${itemId}`, token, {
        decision: "ACTION_NEEDED",
        comment: "Update the work instruction",
        actionOwnerId: owner,
        actionDueDate: due,
      });
    expect((await decide(r.items[0], admin.token, cleo.id, day(20))).statusCode).toBe(200);
    const first = await mails(r.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      to: cleo.email,
      idempotencyKey: `review-action:${r.items[0]}:${cleo.id}`,
      data: { kind: "action", item: "Clause 1 Scope", dueDate: day(20) },
    });
    // Decided again with another due date: the same owner is not told twice.
    expect((await decide(r.items[0], admin.token, cleo.id, day(25))).statusCode).toBe(200);
    // The owner of the second item is the one deciding: no e-mail.
    expect((await decide(r.items[1], admin.token, admin.id, day(25))).statusCode).toBe(200);
    // As if the reminders job had reminded cleo of the action's due date.
    await api.db.revisionReviewItem.update({
      where: { id: r.items[0] },
      data: { actionReminderSentFor: new Date(`${day(25)}T00:00:00Z`) },
    });
    // Another owner for the first item: they are told, and the action's reminders are re-armed for them.
    expect((await decide(r.items[0], admin.token, ana.id, day(25))).statusCode).toBe(200);
    expect(await api.db.revisionReviewItem.findUniqueOrThrow({ where: { id: r.items[0] } })).toMatchObject({
      actionReminderSentFor: null,
      actionOverdueSentFor: null,
    });
    // No impact: no owner, no e-mail.
    const none = await req("PUT", `/api/reviews/${r.id}/items/${r.items[1]}`, admin.token, { decision: "NO_IMPACT" });
    expect(none.statusCode).toBe(200);
    expect(to(await mails(r.id))).toEqual([ana.email, cleo.email].sort());
  });

  it("sign-off: the reviewers and the opener, never the signer, once", async () => {
    const r = await newReview(cleo.id);
    await req("PUT", `/api/reviews/${r.id}/assignment`, admin.token, {
      reviewerIds: [ana.id, admin.id],
      groupId,
      dueDate: day(3),
    });
    for (const itemId of r.items)
      await req("PUT", `/api/reviews/${r.id}/items/${itemId}`, admin.token, { decision: "NO_IMPACT" });
    const before = (await mails(r.id)).length;
    const res = await req("POST", `/api/reviews/${r.id}/sign-off`, admin.token, { comment: "Checked: no impact" });
    expect(res.statusCode).toBe(200);
    const signed = (await mails(r.id)).slice(before);
    expect(to(signed)).toEqual([ana.email, ben.email, cleo.email].sort());
    for (const m of signed) {
      expect(m.idempotencyKey).toMatch(new RegExp(`^review-signed-off:${r.id}:\\d+$`));
      expect(m.data).toMatchObject({ kind: "signed-off", comment: "Checked: no impact", tenant: tenantName });
    }
    expect(await api.db.revisionReviewEmail.count({ where: { reviewId: r.id, kind: "SIGNED_OFF" } })).toBe(3);
  });

  it("within the e-mail limits: over the user's hourly budget the change is made, no e-mail left, and its author told", async () => {
    await api.db.tenant.update({ where: { id: tenantId }, data: { emailPerUserPerHour: 1 } });
    api.app.tenantSettings.invalidate();
    try {
      // Ben opened it (its owner assigns) and has sent no e-mail this hour.
      const r = await newReview(ben.id);
      const counted = await api.db.emailSendCount.findMany({ where: { tenantId } });
      const res = await req("PUT", `/api/reviews/${r.id}/assignment`, ben.token, {
        reviewerIds: [ana.id, cleo.id],
        dueDate: day(4),
      });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .reviewers.map((x: { userId: number }) => x.userId)
          .sort(),
      ).toEqual([ana.id, cleo.id].sort());
      // The one who assigned is told their change went out without its e-mails, and which limit.
      expect(res.json().emailsNotSent).toMatchObject({ limit: "emailsPerUserPerHour" });
      expect(res.json().emailsNotSent.retryAfterSeconds).toBeGreaterThan(0);
      expect(await mails(r.id)).toEqual([]);
      expect(await api.db.revisionReviewEmail.count({ where: { reviewId: r.id } })).toBe(0);
      expect(await api.db.emailSendCount.findMany({ where: { tenantId } })).toEqual(counted);
      // One new reviewer fits in the budget: sent, and no emailsNotSent.
      const one = await req("PUT", `/api/reviews/${r.id}/assignment`, ben.token, {
        reviewerIds: [ana.id, cleo.id, admin.id],
        dueDate: day(4),
      });
      expect(one.statusCode).toBe(200);
      expect(one.json()).not.toHaveProperty("emailsNotSent");
      expect(to(await mails(r.id))).toEqual([admin.email]);
      // The budget is spent: a decision naming an action's owner is recorded, its e-mail is not
      // sent, and the reply says so; the review read again carries no such notice.
      const decided = await req("PUT", `/api/reviews/${r.id}/items/${r.items[0]}`, ben.token, {
        decision: "ACTION_NEEDED",
        actionOwnerId: cleo.id,
        actionDueDate: day(9),
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json()).toMatchObject({
        decision: "ACTION_NEEDED",
        actionOwner: { userId: cleo.id },
        emailsNotSent: { limit: "emailsPerUserPerHour" },
      });
      expect(to(await mails(r.id))).toEqual([admin.email]);
      const read = await api.request({ method: "GET", url: `/api/reviews/${r.id}`, token: ben.token });
      expect(read.json()).not.toHaveProperty("emailsNotSent");
      // The sign-off too: signed off, nobody e-mailed, the signer told.
      await req("PUT", `/api/reviews/${r.id}/items/${r.items[1]}`, ben.token, { decision: "NO_IMPACT" });
      const signed = await req("POST", `/api/reviews/${r.id}/sign-off`, ben.token, {});
      expect(signed.statusCode).toBe(200);
      expect(signed.json()).toMatchObject({ status: "SIGNED_OFF", emailsNotSent: { limit: "emailsPerUserPerHour" } });
      expect(to(await mails(r.id))).toEqual([admin.email]);
    } finally {
      await api.db.tenant.update({ where: { id: tenantId }, data: { emailPerUserPerHour: null } });
      api.app.tenantSettings.invalidate();
    }
  });
});

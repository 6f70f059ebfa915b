// An "action needed" item's done state over HTTP, against the real database (issue 28,
// docs/reviews.md "Actions"): the permission matrix — the action's owner and the review's managers
// mark it done or reopen it; a reviewer who does not own it and another member get 403; another
// account and another tenant 404; an anonymous company session 403, no session 401 — the history
// (ACTION_DONE, ACTION_REOPENED), the open actions' count, the "mine" list (the sidebar's badge)
// counting only actions not done, the CSV, a new owner starting over, bad input 400 naming the
// field, an item that is no action 409, and after the sign-off nothing changes (409, and the
// database's trigger).
import { useApi } from "@norma/tests/harness";
import { colleaguesOf, seededCompany } from "@norma/tests/harness/seeded-company.ts";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();

interface Person {
  id: number;
  email: string;
  token: string;
}
let admin: Person; // the company account's administrator: manages every review of it
let owner: Person; // a colleague who owns the action
let reviewer: Person; // a colleague named reviewer, not the action's owner
let member: Person; // a colleague with no part in the review
let outsider: Person; // individual@astm.example, acting for their own account
let foreign: Person; // admin@api.example: another tenant with revision reviews
let company: string; // an anonymous company session (IP sign-in) of the company account
let tenantId: number;
let companyId: number;
let reviewId: number;
let actionItem: number;
let plainItem: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const put = (url: string, token: string | undefined, payload: object) =>
  api.request({ method: "PUT", url, ...(token ? { token } : { tenant: "astm" }), payload });
const get = (url: string, token: string) => api.request({ method: "GET", url, token });
const actionUrl = (itemId = actionItem) => `/api/reviews/${reviewId}/items/${itemId}/action`;

async function person(email: string): Promise<Person> {
  const u = await api.db.user.findFirstOrThrow({ where: { email } });
  return { id: u.id, email, token: await api.login(email) };
}

/** Is the review in the caller's open "mine" list (the sidebar's badge counts it)? */
async function inMine(p: Person) {
  const page = (await get("/api/reviews?status=open&mine=true&size=100", p.token)).json();
  return page.reviews.some((r: { id: number }) => r.id === reviewId);
}

beforeAll(async () => {
  const astm = await seededCompany(api.db);
  companyId = astm.accountId;
  tenantId = astm.tenantId;
  const colleagues = await colleaguesOf(api.db, astm, 3);
  [admin, owner, reviewer, member, outsider, foreign] = await Promise.all([
    person("admin@astm.example"),
    ...colleagues.map((c) => person(c.email)),
    person("individual@astm.example"),
    person("admin@api.example"),
  ]);
  company = api.app.tokens.issue({
    userId: null,
    accountId: companyId,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
  const doc = await api.db.document.findFirstOrThrow({ orderBy: { id: "desc" }, select: { id: true } });
  const review = await api.db.revisionReview.create({
    data: {
      tenantId,
      accountId: companyId,
      documentId: doc.id,
      change: "WITHDRAWN",
      origin: "MANUAL",
      openedById: admin.id,
    },
  });
  reviewId = review.id;
  const [a, b] = await Promise.all(
    ["1", "2"].map((k) =>
      api.db.revisionReviewItem.create({
        data: { reviewId, kind: "CLAUSE", itemKey: k, position: Number(k), label: `Clause ${k}` },
      }),
    ),
  );
  actionItem = a!.id;
  plainItem = b!.id;
  expect(
    (await put(`/api/reviews/${reviewId}/assignment`, admin.token, { reviewerIds: [reviewer.id] })).statusCode,
  ).toBe(200);
  const decided = await put(`/api/reviews/${reviewId}/items/${actionItem}`, reviewer.token, {
    decision: "ACTION_NEEDED",
    actionOwnerId: owner.id,
    actionDueDate: day(5),
  });
  expect(decided.json()).toMatchObject({ actionOwner: { userId: owner.id }, actionDone: null });
  await put(`/api/reviews/${reviewId}/items/${plainItem}`, reviewer.token, { decision: "NO_IMPACT" });
});

describe("an action's done state", () => {
  it("is refused to a reviewer who does not own it, another member, another account, another tenant and anonymous sessions", async () => {
    for (const [p, status] of [
      [reviewer, 403],
      [member, 403],
      [outsider, 404],
      [foreign, 404],
    ] as const) {
      const res = await put(actionUrl(), p.token, { done: true });
      expect(res.statusCode, p.email).toBe(status);
      expect(res.headers["content-type"]).toContain("application/problem+json");
    }
    expect((await put(actionUrl(), reviewer.token, { done: true })).json().message).toBe("error.review.actions");
    const anonymous = await put(actionUrl(), company, { done: true });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe("error.signed-in-required");
    expect((await put(actionUrl(), undefined, { done: true })).statusCode).toBe(401);
    const item = await api.db.revisionReviewItem.findUniqueOrThrow({ where: { id: actionItem } });
    expect(item.actionDoneAt).toBeNull();
  });

  it("is marked done by its owner, with what was done, once; in the history, the counts and the owner's list", async () => {
    expect(await inMine(owner)).toBe(true);
    const before = (await get(`/api/reviews/${reviewId}`, owner.token)).json();
    expect(before.items).toMatchObject({ actionNeeded: 1, actionsOpen: 1 });
    // The owner only reads the review otherwise, but may mark their own action.
    expect(before.permissions).toEqual({ assign: false, decide: false, signOff: false, actions: false });
    const res = await put(actionUrl(), owner.token, { done: true, comment: "  QP-12 rev. C issued  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: actionItem,
      decision: "ACTION_NEEDED",
      actionDone: { by: { userId: owner.id }, comment: "QP-12 rev. C issued" },
    });
    const again = await put(actionUrl(), owner.token, { done: true, comment: "other words" });
    expect(again.json().actionDone).toEqual(res.json().actionDone);
    const review = (await get(`/api/reviews/${reviewId}`, admin.token)).json();
    expect(review.items).toMatchObject({ actionNeeded: 1, actionsOpen: 0 });
    const history = (await get(`/api/reviews/${reviewId}/history`, admin.token)).json();
    const done = history.filter((h: { action: string }) => h.action === "ACTION_DONE");
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      itemId: actionItem,
      user: { userId: owner.id },
      data: { current: { done: true, comment: "QP-12 rev. C issued" }, previous: { done: false } },
    });
    // Its owner has nothing left to do in the review: it leaves their open list (the badge).
    expect(await inMine(owner)).toBe(false);
    const list = (await get("/api/reviews?status=open&size=100", admin.token)).json();
    expect(list.reviews.find((r: { id: number }) => r.id === reviewId).items.actionsOpen).toBe(0);
    const csv = (await get(`/api/reviews/${reviewId}/export.csv`, member.token)).body;
    expect(csv).toContain("Action done by,Action done at,Action done comment");
    expect(csv).toContain("QP-12 rev. C issued");
  });

  it("is reopened by the review's administrator, and stays done when the same action is decided again", async () => {
    const reopened = await put(actionUrl(), admin.token, { done: false, comment: "ignored" });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().actionDone).toBeNull();
    expect(await inMine(owner)).toBe(true);
    const history = (await get(`/api/reviews/${reviewId}/history`, admin.token)).json();
    expect(history.at(-1)).toMatchObject({
      action: "ACTION_REOPENED",
      user: { userId: admin.id },
      data: { current: { done: false }, previous: { done: true, comment: "QP-12 rev. C issued" } },
    });
    expect((await put(actionUrl(), owner.token, { done: true })).json().actionDone).toMatchObject({ comment: null });
    // The same owner and due date decided again (a comment changed): still done.
    const same = await put(`/api/reviews/${reviewId}/items/${actionItem}`, admin.token, {
      decision: "ACTION_NEEDED",
      comment: "Reworded",
      actionOwnerId: owner.id,
      actionDueDate: day(5),
    });
    expect(same.json().actionDone).not.toBeNull();
  });

  it("starts over for another owner, whom the former owner can no longer mark", async () => {
    const moved = await put(`/api/reviews/${reviewId}/items/${actionItem}`, admin.token, {
      decision: "ACTION_NEEDED",
      actionOwnerId: member.id,
      actionDueDate: day(6),
    });
    expect(moved.json()).toMatchObject({ actionOwner: { userId: member.id }, actionDone: null });
    expect((await put(actionUrl(), owner.token, { done: true })).statusCode).toBe(403);
    expect((await put(actionUrl(), member.token, { done: true })).statusCode).toBe(200);
  });

  it("refuses bad input naming the field, an item that is no action (409) and an unknown item (404)", async () => {
    for (const [payload, field] of [
      [{}, "done"],
      [{ done: "yes" }, "done"],
      [{ done: true, comment: "x".repeat(2001) }, "comment"],
    ] as const) {
      const res = await put(actionUrl(), admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const plain = await put(actionUrl(plainItem), admin.token, { done: true });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe("error.review.noAction");
    expect((await put(actionUrl(2147483647), admin.token, { done: true })).statusCode).toBe(404);
    expect((await put(`/api/reviews/${reviewId}/items/0/action`, admin.token, { done: true })).statusCode).toBe(400);
  });

  it("after the sign-off only the actions change: marked done or reopened by their people, the decision frozen", async () => {
    const signed = await api.request({
      method: "POST",
      url: `/api/reviews/${reviewId}/sign-off`,
      token: admin.token,
      payload: {},
    });
    expect(signed.statusCode).toBe(200);
    // The sign-off recorded that the action is needed; it is done after it.
    expect(signed.json().permissions).toEqual({ assign: false, decide: false, signOff: false, actions: true });
    const before = await api.db.revisionReviewItem.findUniqueOrThrow({ where: { id: actionItem } });
    // A reviewer who does not own it still may not; its owner (by now `member`, the test above) and the managers may.
    const actionOwner = [owner, member].find((p) => p.id === before.actionOwnerId)!;
    expect((await put(actionUrl(), reviewer.token, { done: !before.actionDoneAt })).statusCode).toBe(403);
    const byOwner = await put(actionUrl(), actionOwner.token, { done: false });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().actionDone).toBeNull();
    const byAdmin = await put(actionUrl(), admin.token, { done: true, comment: "Procedure updated after sign-off" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().actionDone).toMatchObject({ comment: "Procedure updated after sign-off" });
    const history = (await get(`/api/reviews/${reviewId}/history`, admin.token)).json();
    expect(JSON.stringify(history)).toContain("ACTION_DONE");
    // The decision itself no longer changes, by the API or by SQL.
    const decide = await api.request({
      method: "PUT",
      url: `/api/reviews/${reviewId}/items/${actionItem}`,
      token: admin.token,
      payload: { decision: "NO_IMPACT", version: before.version },
    });
    expect(decide.statusCode).toBe(409);
    await expect(
      api.db.revisionReviewItem.update({ where: { id: actionItem }, data: { comment: "changed after sign-off" } }),
    ).rejects.toThrow(/signed off/);
    const after = await api.db.revisionReviewItem.findUniqueOrThrow({ where: { id: actionItem } });
    expect({ decision: after.decision, comment: after.comment, decidedAt: after.decidedAt }).toEqual({
      decision: before.decision,
      comment: before.comment,
      decidedAt: before.decidedAt,
    });
  });
});

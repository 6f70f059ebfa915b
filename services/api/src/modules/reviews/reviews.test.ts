// Revision reviews over HTTP and through the revision alerts' fan-out (issue 28, docs/reviews.md):
// editions published through the publishing service, their references and change summaries made
// by the workers' code (run here in-process), then the reviews of the astm company account:
// automatic opening (exactly once, also when the fan-out is retried after dying half-way), opening
// by hand, the items, the permission matrix, assignment, decisions and their history, sign-off and
// what it freezes (409, and the database's triggers), the list's filters and the CSV.
import type { ReferencesDetectJob, TrackingAlertJob } from "@norma/contracts/queues";
import { extractText } from "@norma/documents/pdf/text";
import { useApi } from "@norma/tests/harness";
import { createReferencesProcessor } from "@norma/workers/src/jobs/references/references-job.ts";
import { createTrackingAlertsProcessor } from "@norma/workers/src/jobs/tracking-alerts/tracking-alerts-job.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { entitle, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
const log = pino({ level: "silent" });

interface Person {
  id: number;
  email: string;
  token: string;
}
let admin: Person; // admin@astm.example: the company account's administrator (role ADMIN)
let reviewer: Person; // a colleague in the company account, made a reviewer
let member: Person; // another colleague of the company account
let outsider: Person; // individual@astm.example acting for their own account
let foreign: Person; // admin@api.example: another tenant with revision reviews on
let awwa: string; // a tenant without revision reviews
let companyId: number;
let astmTenantId: number;
let v1: number;
let v2: number;
let citing: number;
let firstEdition: number;
let batch: TrackingAlertJob;

const req = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  api.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const item = (family: string, designation: string, year: number, bodyText: string) => ({
  kind: "NEW_VERSION" as const,
  publisherKey: "ASTM",
  family,
  designation,
  designationNo: family,
  title: `Review specimens ${family}`,
  documentType: "Specification",
  assetType: "Standard",
  contentType: "Standard",
  editionYear: year,
  bodyText,
});

async function runDetectJobs() {
  const events = await api.db.outboxEvent.findMany({ where: { type: "references.detect" }, orderBy: { id: "asc" } });
  const run = createReferencesProcessor({ db: api.db, storage: api.storage, log });
  for (const e of events)
    await run({
      name: "references.detect",
      data: e.payload as unknown as ReferencesDetectJob,
    } as Job<ReferencesDetectJob>);
}

/** Runs the revision alerts' fan-out of the batch in this process (as the workers would). */
function fanOut(opts: { chunkSize?: number; onReviewChunk?: () => void | Promise<void> } = {}) {
  const run = createTrackingAlertsProcessor({
    db: api.db,
    storage: api.storage,
    publicBaseUrl: "http://reader.test",
    log,
    chunkSize: opts.chunkSize,
    onReviewChunk: opts.onReviewChunk,
  });
  return run({ data: batch, updateProgress: async () => {} } as unknown as Job<TrackingAlertJob>);
}

async function person(email: string): Promise<Person> {
  const u = await api.db.user.findFirstOrThrow({ where: { email } });
  return { id: u.id, email, token: await api.login(email) };
}

async function track(userId: number, accountId: number, documentId: number) {
  const u = await api.db.user.findUniqueOrThrow({ where: { id: userId } });
  await api.db.trackedDocument.create({ data: { tenantId: u.tenantId, userId, accountId, documentId } });
}

beforeAll(async () => {
  const astmAdmin = await seededUser(api.db, "admin@astm.example");
  companyId = astmAdmin.accountId!;
  astmTenantId = astmAdmin.tenantId;
  const colleagues = await api.db.user.findMany({
    where: {
      tenantId: astmAdmin.tenantId,
      activated: true,
      email: { not: { startsWith: "admin@" } },
      memberships: { some: { accountId: companyId, isDefault: true } },
    },
    orderBy: { id: "asc" },
    take: 2,
  });
  [admin, reviewer, member, outsider, foreign] = await Promise.all([
    person("admin@astm.example"),
    person(colleagues[0].email),
    person(colleagues[1].email),
    person("individual@astm.example"),
    person("admin@api.example"),
  ]);
  awwa = await api.login("individual@awwa.example");
  const astmPublisher = await api.db.publisher.findFirstOrThrow({ where: { key: "ASTM" } });
  await entitle(api.db, astmAdmin.tenantId, companyId, astmPublisher.id);

  const publish = api.app.services.publishing.publish;
  const a = await publish("system", {
    batchId: "reviews-1",
    items: [
      item("Z951", "Z951-20", 2020, "1. Scope\n1.1 This method covers pulling specimens.\n2. Method\n2.1 Pull slowly."),
      item(
        "Z952",
        "Z952-25",
        2025,
        "1. Scope\n1.1 Specimens are pulled per ASTM Z951.\n2. Referenced Documents\n2.1 ASTM Standards:\nZ951 Pulling specimens",
      ),
      item("Z953", "Z953-24", 2024, "1. Scope\n1.1 A first edition."),
    ],
  });
  [v1, citing, firstEdition] = a.changes.map((c) => c.documentId);
  await runDetectJobs();
  // The company tracks the line, the citing document and the first edition; the administrator
  // has a compass point on the edition that is about to be superseded.
  await track(admin.id, companyId, v1);
  await track(admin.id, companyId, citing);
  await track(admin.id, companyId, firstEdition);
  await api.db.compassPoint.create({
    data: {
      tenantId: astmAdmin.tenantId,
      accountId: companyId,
      documentId: v1,
      createdById: admin.id,
      name: "Pull rate",
    },
  });
  // The individual tracks the line through their own account (no automatic reviews there).
  await track(outsider.id, (await seededUser(api.db, "individual@astm.example")).accountId!, v1);

  const b = await publish("system", {
    batchId: "reviews-2",
    items: [
      item(
        "Z951",
        "Z951-26",
        2026,
        "1. Scope\n1.1 This method covers pulling specimens.\n2. Method\n2.1 Pull quickly.\n3. Report\n3.1 Report the rate.",
      ),
    ],
  });
  v2 = b.changes[0].documentId;
  const event = await api.db.outboxEvent.findFirstOrThrow({
    where: { type: "tracking-alerts.fan-out", payload: { path: ["batchId"], equals: "reviews-2" } },
  });
  batch = event.payload as unknown as TrackingAlertJob;
}, 120_000);

const reviewsOf = (documentId: number) => api.db.revisionReview.findMany({ where: { documentId } });

describe("settings", () => {
  it("are read by every member and changed only by the account's administrators", async () => {
    const read = await req("GET", "/api/reviews/settings", member.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      autoOpen: false,
      defaultDueDays: 30,
      reminderDays: null,
      platformReminderDays: 3,
      mayChange: false,
    });
    const refused = await req("PUT", "/api/reviews/settings", member.token, { autoOpen: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("error.review.settings");
    const bad = await req("PUT", "/api/reviews/settings", admin.token, { autoOpen: true, defaultDueDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain("defaultDueDays");
    const saved = await req("PUT", "/api/reviews/settings", admin.token, { autoOpen: true, defaultDueDays: 14 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      autoOpen: true,
      defaultDueDays: 14,
      reminderDays: null,
      platformReminderDays: 3,
      mayChange: true,
    });
  });

  it("take the account's own reminder days, 0 to 60, and give them back to the platform's with null", async () => {
    for (const reminderDays of [-1, 61, 2.5, "soon"]) {
      const bad = await req("PUT", "/api/reviews/settings", admin.token, { autoOpen: true, reminderDays });
      expect(bad.statusCode, String(reminderDays)).toBe(400);
      expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain("reminderDays");
    }
    const refused = await req("PUT", "/api/reviews/settings", member.token, { autoOpen: true, reminderDays: 5 });
    expect(refused.statusCode).toBe(403);
    const saved = await req("PUT", "/api/reviews/settings", admin.token, { autoOpen: true, reminderDays: 0 });
    expect(saved.json()).toMatchObject({ reminderDays: 0, defaultDueDays: 14, platformReminderDays: 3 });
    // Absent keeps it; another setting changed leaves it as it is.
    await req("PUT", "/api/reviews/settings", admin.token, { autoOpen: true, defaultDueDays: 20 });
    expect((await req("GET", "/api/reviews/settings", member.token)).json()).toMatchObject({
      reminderDays: 0,
      defaultDueDays: 20,
    });
    const sixty = await req("PUT", "/api/reviews/settings", admin.token, { autoOpen: true, reminderDays: 60 });
    expect(sixty.json().reminderDays).toBe(60);
    const row = await api.db.accountReviewSetting.findUniqueOrThrow({ where: { accountId: companyId } });
    expect(row.reminderDays).toBe(60);
    const back = await req("PUT", "/api/reviews/settings", admin.token, {
      autoOpen: true,
      defaultDueDays: 14,
      reminderDays: null,
    });
    expect(back.json()).toMatchObject({ reminderDays: null, platformReminderDays: 3 });
  });
});

describe("automatic opening", () => {
  it("opens one review for the account that switched it on, none for one that did not, also when run again", async () => {
    expect(await reviewsOf(v2)).toEqual([]);
    await fanOut();
    await fanOut();
    const rows = await reviewsOf(v2);
    expect(rows.map((r) => [r.accountId, r.change, r.origin, r.previousDocumentId])).toEqual([
      [companyId, "NEW_VERSION", "AUTO", v1],
    ]);
    // Its due date follows the account's setting (14 days).
    expect(rows[0].dueDate?.toISOString().slice(0, 10)).toBe(day(14));
    const opened = await api.db.revisionReviewAudit.findMany({ where: { reviewId: rows[0].id } });
    expect(opened.map((a) => [a.action, a.userId])).toEqual([["OPEN", null]]);
  });

  it("opens exactly one review per account when the fan-out dies half-way and is retried", async () => {
    const tenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const astmPublisher = await api.db.publisher.findFirstOrThrow({ where: { key: "ASTM" } });
    const accounts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const account = await api.db.account.create({
        data: { tenantId: tenant.id, accountNumber: `R-${i}`, name: `Reviews ${i}`, type: "COMPANY" },
      });
      await entitle(api.db, tenant.id, account.id, astmPublisher.id);
      const user = await api.db.user.create({
        data: { tenantId: tenant.id, email: `reviews-${i}@astm.example`, userType: "COMPANY" },
      });
      await api.db.accountMembership.create({ data: { tenantId: tenant.id, userId: user.id, accountId: account.id } });
      await api.db.accountReviewSetting.create({
        data: { accountId: account.id, tenantId: tenant.id, autoOpen: true },
      });
      await track(user.id, account.id, v1);
      accounts.push(account.id);
    }
    let chunks = 0;
    await expect(
      fanOut({
        chunkSize: 2,
        onReviewChunk: () => {
          if (++chunks === 2) throw new Error("the worker died");
        },
      }),
    ).rejects.toThrow("the worker died");
    // Chunks of two accounts in account order, leaving out the company's (its review exists): two
    // chunks committed, then the run died.
    const partial = (await reviewsOf(v2)).filter((r) => accounts.includes(r.accountId));
    expect(partial.length).toBe(4);
    await fanOut({ chunkSize: 2 });
    const all = (await reviewsOf(v2)).filter((r) => accounts.includes(r.accountId));
    expect(all.map((r) => r.accountId).sort((x, y) => x - y)).toEqual(accounts);
    const audits = await api.db.revisionReviewAudit.count({ where: { reviewId: { in: all.map((r) => r.id) } } });
    expect(audits).toBe(5);
  });
});

let reviewId: number;
let items: { id: number; kind: string; label: string; detail: Record<string, unknown>; version: number }[];

describe("a review's items", () => {
  it("lists the changed clauses, the account's compass point and its citing document", async () => {
    reviewId = (await reviewsOf(v2)).find((r) => r.accountId === companyId)!.id;
    // The fan-out computed the edition's change summary for its alert before the review opened.
    const review = (await req("GET", `/api/reviews/${reviewId}`, admin.token)).json();
    expect(review.clausesPending).toBe(false);
    const clauses = review.itemList.filter((i: { kind: string }) => i.kind === "CLAUSE");
    expect(clauses.map((c: { label: string; detail: { change: string } }) => [c.label, c.detail.change])).toEqual([
      ["2.1 Method", "REVISED"],
      ["3 Report", "ADDED"],
      ["3.1 Report", "ADDED"],
    ]);
    expect(review.itemList.find((i: { kind: string }) => i.kind === "COMPASS_POINT")).toMatchObject({
      label: "Pull rate",
      detail: { carried: false, needsCheck: true },
      decision: null,
    });
    expect(review.itemList.find((i: { kind: string }) => i.kind === "REFERENCE")).toMatchObject({
      detail: { contentId: citing, via: ["TRACKED"], kind: "normative" },
    });
    items = review.itemList;
  });

  it("gets its clauses when the change summary it waited for is ready", async () => {
    // As if the review had opened before the summary was computed.
    await api.db.documentChangeSummary.update({ where: { documentId: v2 }, data: { status: "PENDING" } });
    await api.db.revisionReviewItem.deleteMany({ where: { reviewId, kind: "CLAUSE" } });
    await api.db.revisionReview.update({ where: { id: reviewId }, data: { clausesPending: true } });
    const waiting = (await req("GET", `/api/reviews/${reviewId}`, admin.token)).json();
    expect(waiting.clausesPending).toBe(true);
    expect(waiting.itemList.filter((i: { kind: string }) => i.kind === "CLAUSE")).toEqual([]);
    await api.db.documentChangeSummary.update({ where: { documentId: v2 }, data: { status: "READY" } });
    const ready = (await req("GET", `/api/reviews/${reviewId}`, admin.token)).json();
    expect(ready.clausesPending).toBe(false);
    expect(ready.itemList.filter((i: { kind: string }) => i.kind === "CLAUSE")).toHaveLength(3);
    items = ready.itemList;
  });
});

describe("permissions", () => {
  it("lets the account's members read a review; another account, another tenant get 404, a tenant without the switch 403", async () => {
    for (const p of [admin, reviewer, member]) {
      expect((await req("GET", `/api/reviews/${reviewId}`, p.token)).statusCode, p.email).toBe(200);
      expect((await req("GET", `/api/reviews/${reviewId}/history`, p.token)).statusCode, p.email).toBe(200);
    }
    for (const p of [outsider, foreign]) {
      for (const url of [
        `/api/reviews/${reviewId}`,
        `/api/reviews/${reviewId}/history`,
        `/api/reviews/${reviewId}/export.csv`,
        `/api/reviews/${reviewId}/export.pdf`,
      ]) {
        const res = await req("GET", url, p.token);
        expect(res.statusCode, `${p.email} ${url}`).toBe(404);
        expect(res.headers["content-type"]).toContain("application/problem+json");
      }
      const decide = await req("PUT", `/api/reviews/${reviewId}/items/${items[0].id}`, p.token, {
        decision: "NO_IMPACT",
      });
      expect(decide.statusCode, p.email).toBe(404);
      const list = (await req("GET", "/api/reviews", p.token)).json();
      expect(list.reviews.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    }
    const off = await req("GET", "/api/reviews", awwa);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("feature-no-access");
    expect((await api.request({ method: "GET", url: "/api/reviews", tenant: "astm" })).statusCode).toBe(401);
  });

  it("answers what the caller may do: the administrator manages, another member only reads", async () => {
    expect((await req("GET", `/api/reviews/${reviewId}`, admin.token)).json().permissions).toEqual({
      assign: true,
      decide: true,
      signOff: true,
      actions: true,
    });
    expect((await req("GET", `/api/reviews/${reviewId}`, member.token)).json().permissions).toEqual({
      assign: false,
      decide: false,
      signOff: false,
      actions: false,
    });
    const assign = await req("PUT", `/api/reviews/${reviewId}/assignment`, member.token, { reviewerIds: [member.id] });
    expect(assign.statusCode).toBe(403);
    const decide = await req("PUT", `/api/reviews/${reviewId}/items/${items[0].id}`, member.token, {
      decision: "NO_IMPACT",
    });
    expect(decide.statusCode).toBe(403);
    const sign = await req("POST", `/api/reviews/${reviewId}/sign-off`, member.token, {});
    expect(sign.statusCode).toBe(403);
  });
});

describe("assignment", () => {
  it("refuses reviewers outside the account, another account's group and a past due date, naming the field", async () => {
    const url = `/api/reviews/${reviewId}/assignment`;
    const cases: [object, string][] = [
      [{ reviewerIds: [foreign.id] }, "reviewerIds"],
      [{ reviewerIds: [reviewer.id], dueDate: day(-1) }, "dueDate"],
      [{ reviewerIds: [reviewer.id], dueDate: "2026-02-30" }, "dueDate"],
      [{ reviewerIds: [reviewer.id], groupId: 2147483647 }, "groupId"],
      [{ reviewerIds: [0] }, "reviewerIds"],
      [{ reviewerIds: "x" }, "reviewerIds"],
    ];
    for (const [payload, field] of cases) {
      const res = await req("PUT", url, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(
        res
          .json()
          .fieldErrors.map((f: { field: string }) => f.field)
          .join(" "),
        JSON.stringify(payload),
      ).toContain(field);
    }
  });

  it("assigns a reviewer and a due date, who may then decide, and records it in the history", async () => {
    // No endpoint of the tenant takes review events: an assignment writes no webhook event.
    await req("PUT", `/api/reviews/${reviewId}/assignment`, admin.token, { reviewerIds: [], dueDate: day(14) });
    expect(await api.db.outboxEvent.count({ where: { type: "webhooks.emit" } })).toBe(0);
    await api.db.webhookEndpoint.create({
      data: {
        tenantId: astmTenantId,
        url: "https://erp.example/hooks",
        events: ["review.assigned", "review.signed_off"],
        secretSealed: "v1.unused",
      },
    });
    const res = await req("PUT", `/api/reviews/${reviewId}/assignment`, admin.token, {
      reviewerIds: [reviewer.id],
      dueDate: day(3),
    });
    expect(res.statusCode, res.body).toBe(200);
    // review.assigned, through the outbox (the workers make it a webhook message): the review, its
    // account and edition, the reviewers by id only.
    const emitted = await api.db.outboxEvent.findMany({ where: { type: "webhooks.emit" } });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ queue: "webhooks", tenantId: astmTenantId });
    expect(emitted[0].payload).toMatchObject({
      tenantId: astmTenantId,
      eventType: "review.assigned",
      accountIds: [companyId],
      documentId: v2,
      data: {
        review: { id: reviewId, accountId: companyId, status: "OPEN", reviewerIds: [reviewer.id], dueDate: day(3) },
        document: { id: v2 },
      },
    });
    expect(JSON.stringify(emitted[0].payload)).not.toContain(reviewer.email);
    expect(res.json()).toMatchObject({ dueDate: day(3), reviewers: [{ userId: reviewer.id }], reviewerGroup: null });
    expect((await req("GET", `/api/reviews/${reviewId}`, reviewer.token)).json().permissions).toEqual({
      assign: false,
      decide: true,
      signOff: false,
      actions: false,
    });
    const history = (await req("GET", `/api/reviews/${reviewId}/history`, admin.token)).json();
    expect(history.at(-1)).toMatchObject({
      action: "ASSIGN",
      user: { userId: admin.id },
      data: {
        current: { reviewerIds: [reviewer.id], dueDate: day(3) },
        previous: { reviewerIds: [], dueDate: day(14) },
      },
    });
  });
});

describe("decisions", () => {
  it("records a decision with its version, and refuses one made on an older version (409)", async () => {
    const url = `/api/reviews/${reviewId}/items/${items[0].id}`;
    const ok = await req("PUT", url, reviewer.token, { decision: "NO_IMPACT", comment: "Editorial", version: 0 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      decision: "NO_IMPACT",
      comment: "Editorial",
      version: 1,
      decidedBy: { userId: reviewer.id },
    });
    const stale = await req("PUT", url, admin.token, { decision: "NOT_APPLICABLE", version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("error.review.itemChanged");
  });

  it("answers concurrent decisions on one version with one 200 and one 409, never a 500", async () => {
    const url = `/api/reviews/${reviewId}/items/${items[1].id}`;
    const answers = await Promise.all([
      req("PUT", url, reviewer.token, { decision: "NO_IMPACT", version: 0 }),
      req("PUT", url, admin.token, { decision: "NOT_APPLICABLE", version: 0 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("needs an owner who is a member and a due date for an action, and no owner for the other decisions", async () => {
    const url = `/api/reviews/${reviewId}/items/${items[2].id}`;
    const cases: [object, string][] = [
      [{ decision: "ACTION_NEEDED", actionDueDate: day(10) }, "actionOwnerId"],
      [{ decision: "ACTION_NEEDED", actionOwnerId: member.id }, "actionDueDate"],
      [{ decision: "ACTION_NEEDED", actionOwnerId: foreign.id, actionDueDate: day(10) }, "actionOwnerId"],
      [{ decision: "NO_IMPACT", actionOwnerId: member.id }, "actionOwnerId"],
      [{ decision: "MAYBE" }, "decision"],
      [{ decision: "NO_IMPACT", comment: "x".repeat(2001) }, "comment"],
      [{ decision: "NO_IMPACT", version: 2147483648 }, "version"],
    ];
    for (const [payload, field] of cases) {
      const res = await req("PUT", url, reviewer.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res
          .json()
          .fieldErrors.map((f: { field: string }) => f.field)
          .join(" "),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const ok = await req("PUT", url, reviewer.token, {
      decision: "ACTION_NEEDED",
      comment: '=HYPERLINK("http://evil")',
      actionOwnerId: member.id,
      actionDueDate: day(10),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ actionOwner: { userId: member.id }, actionDueDate: day(10) });
    const history = (await req("GET", `/api/reviews/${reviewId}/history`, admin.token)).json();
    expect(history.at(-1)).toMatchObject({
      action: "DECIDE",
      itemId: items[2].id,
      user: { userId: reviewer.id },
      data: { current: { decision: "ACTION_NEEDED", actionOwnerId: member.id }, previous: { decision: null } },
    });
  });

  it("404s an unknown item and an item id of another review", async () => {
    const other = await api.db.revisionReviewItem.findFirstOrThrow({ where: { reviewId: { not: reviewId } } });
    for (const id of [other.id, 2147483647]) {
      const res = await req("PUT", `/api/reviews/${reviewId}/items/${id}`, admin.token, { decision: "NO_IMPACT" });
      expect(res.statusCode, String(id)).toBe(404);
    }
  });
});

describe("sign-off", () => {
  it("needs every item decided (409)", async () => {
    const res = await req("POST", `/api/reviews/${reviewId}/sign-off`, admin.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("error.review.undecided");
  });

  it("is won by one of two concurrent sign-offs (the other 409), and freezes the review", async () => {
    const open = (await req("GET", `/api/reviews/${reviewId}`, admin.token)).json();
    for (const i of open.itemList.filter((x: { decision: string | null }) => x.decision === null)) {
      const res = await req("PUT", `/api/reviews/${reviewId}/items/${i.id}`, reviewer.token, {
        decision: "NOT_APPLICABLE",
      });
      expect(res.statusCode).toBe(200);
    }
    const answers = await Promise.all([
      req("POST", `/api/reviews/${reviewId}/sign-off`, admin.token, { comment: "Checked against our procedures" }),
      req("POST", `/api/reviews/${reviewId}/sign-off`, admin.token, { comment: "Checked against our procedures" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const signed = answers.find((r) => r.statusCode === 200)!.json();
    expect(signed).toMatchObject({
      status: "SIGNED_OFF",
      signOff: { userId: admin.id, comment: "Checked against our procedures" },
    });
    // Only the actions still change once it is signed off (reviews-actions.test.ts).
    expect(signed.permissions).toEqual({ assign: false, decide: false, signOff: false, actions: true });
    // One review.signed_off event: the sign-off that lost (409) wrote none.
    const signedOff = await api.db.outboxEvent.findMany({
      where: { type: "webhooks.emit", payload: { path: ["eventType"], equals: "review.signed_off" } },
    });
    expect(signedOff).toHaveLength(1);
    expect(signedOff[0].payload).toMatchObject({
      data: {
        review: {
          id: reviewId,
          status: "SIGNED_OFF",
          signedOffById: admin.id,
          comment: "Checked against our procedures",
        },
      },
    });

    const decide = await req("PUT", `/api/reviews/${reviewId}/items/${items[0].id}`, admin.token, {
      decision: "NOT_APPLICABLE",
    });
    expect(decide.statusCode).toBe(409);
    expect(decide.json().message).toBe("error.review.signedOff");
    const assign = await req("PUT", `/api/reviews/${reviewId}/assignment`, admin.token, { reviewerIds: [] });
    expect(assign.statusCode).toBe(409);
    // Whatever SQL tries, the decisions and the sign-off stay as they were.
    await expect(
      api.db.revisionReviewItem.update({
        where: { id: items[0].id },
        data: { decision: "ACTION_NEEDED", actionDueDate: new Date() },
      }),
    ).rejects.toThrow(/signed off/);
    await expect(
      api.db.revisionReview.update({ where: { id: reviewId }, data: { dueDate: new Date() } }),
    ).rejects.toThrow(/signed off/);
    const history = (await req("GET", `/api/reviews/${reviewId}/history`, admin.token)).json();
    expect(history.filter((h: { action: string }) => h.action === "SIGN_OFF")).toHaveLength(1);
  });

  it("exports the signed-off review as CSV for auditors, formulas written as text", async () => {
    const res = await req("GET", `/api/reviews/${reviewId}/export.csv`, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.body.startsWith("\uFEFFReview,")).toBe(true);
    expect(res.body).toContain("Checked against our procedures");
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain("ACTION_NEEDED");
    expect(res.body.split("\r\n").filter((l) => /^(CLAUSE|COMPASS_POINT|REFERENCE),/.test(l))).toHaveLength(
      items.length,
    );
  });
});

describe("the PDF for auditors", () => {
  it("exports the signed-off review as PDF in the tenant's name, in the language asked for", async () => {
    const tenant = await api.db.tenant.findFirstOrThrow({ where: { code: "astm" }, select: { tenantName: true } });
    const res = await req("GET", `/api/reviews/${reviewId}/export.pdf`, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="review-${reviewId}.pdf"`);
    const text = (await extractText(new Uint8Array(res.rawPayload))).lines.map((l) => l.text).join("\n");
    expect(text).toContain(tenant.tenantName);
    expect(text).toContain("Revision review");
    expect(text).toContain("Checked against our procedures");
    expect(text).toContain('=HYPERLINK("http://evil")'); // a comment is shown as it was typed
    expect(text).toContain("Action needed");
    expect(text).not.toMatch(/\bnorma\b/i);
    const ar = await req("GET", `/api/reviews/${reviewId}/export.pdf?language=ar`, member.token);
    const arText = (await extractText(new Uint8Array(ar.rawPayload))).lines.map((l) =>
      l.text.split(" ").reverse().join(" "),
    );
    expect(arText).toContain("مراجعة إصدار");
  });

  it("refuses a bad language naming the field", async () => {
    const res = await req(
      "GET",
      `/api/reviews/${reviewId}/export.pdf?language=${encodeURIComponent("x\u0000")}`,
      member.token,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("language");
  });
});

describe("opening by hand", () => {
  it("answers the review already open for the change (200) instead of a second one", async () => {
    const res = await req("POST", "/api/reviews", member.token, { contentId: v2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(reviewId);
    expect((await reviewsOf(v2)).filter((r) => r.accountId === companyId)).toHaveLength(1);
  });

  it("opens the review of a withdrawal, its opener owning it", async () => {
    await api.app.services.publishing.publish("system", {
      batchId: "reviews-3",
      items: [
        {
          kind: "STATUS",
          contentCode: (await api.db.document.findUniqueOrThrow({ where: { id: citing } })).contentCode,
          status: "Withdrawn",
        },
      ],
    });
    const res = await req("POST", "/api/reviews", member.token, { contentId: citing });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      change: "WITHDRAWN",
      origin: "MANUAL",
      openedBy: { userId: member.id },
      status: "OPEN",
    });
    expect(res.json().permissions).toEqual({ assign: true, decide: true, signOff: true, actions: true });
  });

  it("refuses a first edition and an untracked document (400 naming contentId), an unknown one 404", async () => {
    const first = await req("POST", "/api/reviews", admin.token, { contentId: firstEdition });
    expect(first.statusCode).toBe(400);
    expect(first.json().fieldErrors).toMatchObject([{ field: "contentId", message: "NotARevision" }]);
    // A new edition of a line no one tracks.
    const publish = api.app.services.publishing.publish;
    await publish("system", { batchId: "reviews-4", items: [item("Z954", "Z954-20", 2020, "1. Scope")] });
    const untracked = await publish("system", {
      batchId: "reviews-5",
      items: [item("Z954", "Z954-26", 2026, "1. Scope")],
    });
    const nt = await req("POST", "/api/reviews", admin.token, { contentId: untracked.changes[0].documentId });
    expect(nt.statusCode).toBe(400);
    expect(nt.json().fieldErrors).toMatchObject([{ field: "contentId", message: "NotTracked" }]);
    expect((await req("POST", "/api/reviews", admin.token, { contentId: 2147483647 })).statusCode).toBe(404);
    const bad = await req("POST", "/api/reviews", admin.token, { contentId: "1\u0000" });
    expect(bad.statusCode).toBe(400);
    // A document the other tenant does not present is 404 there.
    const notPresented = await api.db.document.findFirstOrThrow({
      where: { publisher: { tenants: { none: { tenant: { code: "api" } } } } },
    });
    expect((await req("POST", "/api/reviews", foreign.token, { contentId: notPresented.id })).statusCode).toBe(404);
  });
});

describe("the list", () => {
  it("filters open, due soon, overdue and closed, with each list's count", async () => {
    const withdrawal = (await reviewsOf(citing)).find((r) => r.accountId === companyId)!;
    await api.db.revisionReview.update({
      where: { id: withdrawal.id },
      data: { dueDate: new Date(`${day(-2)}T00:00:00Z`) },
    });
    const all = (await req("GET", "/api/reviews", admin.token)).json();
    expect(all.counts).toEqual({ open: 1, dueSoon: 0, overdue: 1, closed: 1 });
    expect(all.reviews.map((r: { id: number }) => r.id)).toEqual([withdrawal.id, reviewId]);
    expect(all.reviews[0]).toMatchObject({ overdue: true, change: "WITHDRAWN" });
    const ids = async (status: string) =>
      (await req("GET", `/api/reviews?status=${status}`, admin.token)).json().reviews.map((r: { id: number }) => r.id);
    expect(await ids("overdue")).toEqual([withdrawal.id]);
    expect(await ids("closed")).toEqual([reviewId]);
    expect(await ids("open")).toEqual([withdrawal.id]);
    expect(await ids("due-soon")).toEqual([]);
    await api.db.revisionReview.update({
      where: { id: withdrawal.id },
      data: { dueDate: new Date(`${day(5)}T00:00:00Z`) },
    });
    expect(await ids("due-soon")).toEqual([withdrawal.id]);
    // The reviewer's own: the signed-off one they reviewed.
    const mine = (await req("GET", "/api/reviews?mine=true", reviewer.token)).json();
    expect(mine.reviews.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    const paged = (await req("GET", "/api/reviews?size=1&page=1", admin.token)).json();
    expect(paged).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(paged.reviews).toHaveLength(1);
  });

  it("refuses bad filters and page bounds naming the field", async () => {
    for (const [q, field] of [
      ["status=bogus", "status"],
      ["size=101", "size"],
      ["page=-1", "page"],
      ["page=99999999999", "page"],
    ]) {
      const res = await req("GET", `/api/reviews?${q}`, admin.token);
      expect(res.statusCode, q).toBe(400);
      expect(
        res
          .json()
          .fieldErrors.map((f: { field: string }) => f.field)
          .join(" "),
        q,
      ).toContain(field);
    }
    expect((await req("GET", "/api/reviews/0", admin.token)).statusCode).toBe(400);
    expect((await req("GET", "/api/reviews/2147483647", admin.token)).statusCode).toBe(404);
  });
});

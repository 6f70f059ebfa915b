// Limits on e-mails users trigger (issue 23 §3): recipients per share, e-mails per user per hour,
// invitations per address per day, e-mails per tenant per hour. Each refuses the whole action
// with 429 problem+json naming the limit and Retry-After, and leaves nothing behind (no share,
// no outbox row, no count); the counts live in PostgreSQL and survive Redis losing its keys;
// parallel shares never pass a budget; a tenant administrator changes the limits through the
// admin API.

import { clearRedisPrefix, useApi } from "@norma/tests/harness";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { EMAIL_LIMITS, type EmailLimitName } from "../../lib/email-limits.ts";
import { colleagues, companyOf, documentsOf, outboxMails, tokenIn } from "../groups/groups-fixtures.ts";

const api = useApi();
let company: Awaited<ReturnType<typeof companyOf>>;
let tenantId: number;
let sharer: string;
let sharerId: number;
let people: Awaited<ReturnType<typeof colleagues>>;
let other: string; // a second sharer of the same tenant
let docs: Awaited<ReturnType<typeof documentsOf>>;
let admin: string;

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: unknown) =>
  api.request({ method, url, token, ...(payload !== undefined ? { payload: payload as object } : {}) });
const shareWith = (email: string, token = sharer, doc = docs[0]) =>
  call("POST", "/api/contentShare/withUser", token, { contentID: doc.id, contentCode: doc.contentCode, email });

/** The tenant's overrides, written as the console would store them (null: the default). */
async function setLimits(limits: Partial<Record<EmailLimitName, number | null>>) {
  await api.db.tenant.update({
    where: { id: tenantId },
    data: Object.fromEntries(
      Object.entries(limits).map(([n, v]) => [EMAIL_LIMITS[n as EmailLimitName].column, v]),
    ) as Record<string, number | null>,
  });
  api.app.tenantSettings.invalidate();
}

const emailRows = async () => api.db.outboxEvent.count({ where: { type: "email.send" } });

/** 429 problem+json naming the limit, with a Retry-After of at most `maxSeconds`. */
function expectRefused(res: LightMyRequestResponse, limit: EmailLimitName, maxSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const retry = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(maxSeconds);
  expect(res.json()).toMatchObject({
    status: 429,
    type: expect.stringMatching(/email-limit-exceeded$/),
    message: `error.emailLimit.${limit}`,
    params: limit,
    detail: expect.any(String),
  });
}

beforeAll(async () => {
  await api.db.group.deleteMany({});
  await api.db.contentShare.deleteMany({});
  company = await companyOf(api.db, "astm");
  tenantId = company.tenantId;
  people = await colleagues(api.db, company.id, 6);
  const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
  sharerId = individual.id;
  sharer = await tokenIn(api, "individual@astm.example", company.id);
  other = await tokenIn(api, people[5].email, company.id);
  docs = await documentsOf(api.db, company, 3);
  admin = await api.login("admin@astm.example");
});

beforeEach(async () => {
  // Each test starts with fresh budgets, no e-mails and no shares, and the platform defaults.
  await api.db.emailSendCount.deleteMany({});
  await api.db.outboxEvent.deleteMany({ where: { type: "email.send" } });
  await api.db.contentShare.deleteMany({});
  await api.db.group.deleteMany({});
  await setLimits({
    recipientsPerShare: null,
    emailsPerUserPerHour: null,
    invitationsPerAddressPerDay: null,
    emailsPerTenantPerHour: null,
  });
});

describe("the platform defaults", () => {
  it("are 50 recipients per share, 100 e-mails per user per hour, 3 invitations per address per day, 1000 per tenant per hour; EMAIL_LIMIT_* change them within bounds", () => {
    const env = { DATABASE_URL: "postgresql://x/x", JWT_SECRET: "x".repeat(40) };
    expect(loadConfig(env).emailLimits).toEqual({
      recipientsPerShare: 50,
      emailsPerUserPerHour: 100,
      invitationsPerAddressPerDay: 3,
      emailsPerTenantPerHour: 1000,
    });
    expect(loadConfig({ ...env, EMAIL_LIMIT_PER_USER_PER_HOUR: "7" }).emailLimits.emailsPerUserPerHour).toBe(7);
    expect(() => loadConfig({ ...env, EMAIL_LIMIT_RECIPIENTS_PER_SHARE: "0" })).toThrow(
      /EMAIL_LIMIT_RECIPIENTS_PER_SHARE/,
    );
  });
});

describe("recipients per share", () => {
  it("refuses a group share and a group message to more recipients than the limit, whole: nothing shared, nothing queued", async () => {
    // A group of the sharer and four colleagues, made before the limit is lowered.
    const made = await call("POST", "/api/group/save", sharer, {
      accountID: company.id,
      name: "Limits group",
      longDesc: "Recipients per share",
      memberIds: people.slice(0, 4).map((p) => p.id),
      contentCodes: [docs[0].contentCode],
    });
    expect(made.statusCode, made.body).toBe(201);
    const groupID = made.json().groupID as number;
    expect(await emailRows()).toBe(4);
    await api.db.emailSendCount.deleteMany({});
    await api.db.outboxEvent.deleteMany({ where: { type: "email.send" } });

    await setLimits({ recipientsPerShare: 3 });
    const share = await call("POST", "/api/contentShare/withGroup", sharer, {
      contentID: docs[1].id,
      contentCode: docs[1].contentCode,
      sharedWithGroupID: groupID,
    });
    expectRefused(share, "recipientsPerShare", 3600);
    expect(share.json().detail).toContain("3");
    expect(await emailRows()).toBe(0);
    expect(await api.db.contentShare.count({ where: { documentId: docs[1].id } })).toBe(0);
    expect(await api.db.groupDocument.count({ where: { groupId: groupID, documentId: docs[1].id } })).toBe(0);
    expect(await api.db.emailSendCount.count()).toBe(0);

    const message = await call("POST", "/api/group/sendMailToGroup", sharer, {
      groupId: groupID,
      subject: "Hello",
      message: "To four members",
    });
    expectRefused(message, "recipientsPerShare", 3600);
    expect(await emailRows()).toBe(0);

    // At the limit it goes out: four members, four e-mails.
    await setLimits({ recipientsPerShare: 4 });
    const ok = await call("POST", "/api/contentShare/withGroup", sharer, {
      contentID: docs[1].id,
      contentCode: docs[1].contentCode,
      sharedWithGroupID: groupID,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await emailRows()).toBe(4);
    // With the sender's copy the message has five recipients: refused again.
    const withCopy = await call("POST", "/api/group/sendMailToGroup", sharer, {
      groupId: groupID,
      subject: "Hello",
      message: "And me",
      copyMeFlag: true,
    });
    expectRefused(withCopy, "recipientsPerShare", 3600);
    expect(await emailRows()).toBe(4);
  });
});

describe("e-mails per user per hour", () => {
  it("refuses the share past the budget, and a group message that would pass it is refused whole", async () => {
    await setLimits({ emailsPerUserPerHour: 5 });
    for (let i = 0; i < 5; i++) expect((await shareWith(`out${i}@outside.example`)).statusCode).toBe(201);
    const sixth = await shareWith("out5@outside.example");
    expectRefused(sixth, "emailsPerUserPerHour", 3600);
    expect(await emailRows()).toBe(5);
    expect(await api.db.contentShare.count({ where: { sharedWithEmail: "out5@outside.example" } })).toBe(0);
    const [row] = await api.db.emailSendCount.findMany({ where: { kind: "user-hour", subject: String(sharerId) } });
    expect(row.count).toBe(5);
    // The budget is the user's: a colleague still shares.
    expect((await shareWith("out5@outside.example", other)).statusCode).toBe(201);
  });

  it("counts a group message's e-mails together: 3 used of 5, a message to 4 members sends none", async () => {
    const made = await call("POST", "/api/group/save", sharer, {
      accountID: company.id,
      name: "Hourly group",
      longDesc: "Per user per hour",
      memberIds: people.slice(0, 4).map((p) => p.id),
      contentCodes: [docs[0].contentCode],
    });
    expect(made.statusCode, made.body).toBe(201);
    await api.db.emailSendCount.deleteMany({});
    await api.db.outboxEvent.deleteMany({ where: { type: "email.send" } });
    await setLimits({ emailsPerUserPerHour: 5 });
    for (let i = 0; i < 3; i++) expect((await shareWith(`g${i}@outside.example`)).statusCode).toBe(201);
    const message = await call("POST", "/api/group/sendMailToGroup", sharer, {
      groupId: made.json().groupID,
      subject: "Four more",
      message: "Would make seven",
    });
    expectRefused(message, "emailsPerUserPerHour", 3600);
    expect(await emailRows()).toBe(3);
    expect((await outboxMails(api.db, "group-message")).length).toBe(0);
  });
});

describe("invitations per address per day", () => {
  it("refuses a third invitation of one user that day, and the refused one revokes nothing", async () => {
    await setLimits({ invitationsPerAddressPerDay: 2 });
    const email = "limited.invitee@astm.example";
    const created = await call("POST", "/api/admin/users", admin, { email, firstName: "Lim", langKey: "en" });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await call("POST", `/api/admin/users/${id}/invitation`, admin)).statusCode).toBe(202);
    const third = await call("POST", `/api/admin/users/${id}/invitation`, admin);
    expectRefused(third, "invitationsPerAddressPerDay", 86_400);
    expect((await outboxMails(api.db, "user-invitation")).filter((m) => m.to === email)).toHaveLength(2);
    // The second invitation's link still works: the refused one's revocation was rolled back.
    expect(await api.db.userInvitation.count({ where: { userId: id, revokedAt: null } })).toBe(1);
    // The address is stored hashed, not in clear.
    const rows = await api.db.emailSendCount.findMany({ where: { kind: "address-day" } });
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].count).toBe(2);
  });

  it("counts share invitations of one outside address, whoever sends them", async () => {
    await setLimits({ invitationsPerAddressPerDay: 2 });
    const email = "Partner@Outside.example";
    expect((await shareWith(email, sharer, docs[0])).statusCode).toBe(201);
    expect((await shareWith(email.toLowerCase(), other, docs[0])).statusCode).toBe(201);
    const third = await shareWith(email, sharer, docs[1]);
    expectRefused(third, "invitationsPerAddressPerDay", 86_400);
    expect((await outboxMails(api.db, "share-invitation")).length).toBe(2);
    // A user of the tenant shared with is no invitation: not counted per address.
    expect((await shareWith(people[0].email, sharer, docs[1])).statusCode).toBe(201);
  });
});

describe("e-mails per tenant per hour", () => {
  it("counts every user of the tenant together", async () => {
    await setLimits({ emailsPerTenantPerHour: 4 });
    for (let i = 0; i < 3; i++) expect((await shareWith(`t${i}@outside.example`)).statusCode).toBe(201);
    expect((await shareWith("t3@outside.example", other)).statusCode).toBe(201);
    const fifth = await shareWith("t4@outside.example", other);
    expectRefused(fifth, "emailsPerTenantPerHour", 3600);
    expect(await emailRows()).toBe(4);
    // Another tenant's budget is its own.
    const apiTenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "api" } });
    const counted = await api.db.emailSendCount.findMany({ where: { kind: "tenant-hour" } });
    expect(counted.map((c) => [c.tenantId, c.count])).toEqual([[tenantId, 4]]);
    expect(counted.some((c) => c.tenantId === apiTenant.id)).toBe(false);
  });
});

describe("durability and concurrency", () => {
  it("keeps the counts when Redis loses every key", async () => {
    await setLimits({ emailsPerUserPerHour: 3 });
    for (let i = 0; i < 3; i++) expect((await shareWith(`r${i}@outside.example`)).statusCode).toBe(201);
    await clearRedisPrefix(api.redis, api.config.redisPrefix);
    expect(await api.redis.keys(`${api.config.redisPrefix}*`)).toEqual([]);
    expectRefused(await shareWith("r3@outside.example"), "emailsPerUserPerHour", 3600);
    expect(await emailRows()).toBe(3);
  });

  it("lets parallel shares pass only up to the budget", async () => {
    // Four at once (the test's pool has five connections), five rounds with a fresh budget of 2.
    await setLimits({ emailsPerUserPerHour: 2 });
    for (let round = 0; round < 5; round++) {
      await api.db.emailSendCount.deleteMany({});
      await api.db.outboxEvent.deleteMany({ where: { type: "email.send" } });
      await api.db.contentShare.deleteMany({});
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => shareWith(`p${round}.${i}@outside.example`, sharer, docs[i % docs.length])),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([201, 201, 429, 429]);
      for (const r of results.filter((x) => x.statusCode === 429)) expectRefused(r, "emailsPerUserPerHour", 3600);
      expect(await emailRows()).toBe(2);
      expect(await api.db.contentShare.count()).toBe(2);
      const [row] = await api.db.emailSendCount.findMany({ where: { kind: "user-hour" } });
      expect(row.count).toBe(2);
    }
  });

  it("lets parallel group messages pass whole or not at all", async () => {
    const made = await call("POST", "/api/group/save", sharer, {
      accountID: company.id,
      name: "Parallel group",
      longDesc: "Four members",
      memberIds: people.slice(0, 4).map((p) => p.id),
      contentCodes: [docs[0].contentCode],
    });
    expect(made.statusCode, made.body).toBe(201);
    await api.db.emailSendCount.deleteMany({});
    await api.db.outboxEvent.deleteMany({ where: { type: "email.send" } });
    // Room for two messages of four e-mails, not three.
    await setLimits({ emailsPerUserPerHour: 10 });
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call("POST", "/api/group/sendMailToGroup", sharer, {
          groupId: made.json().groupID,
          subject: `Parallel ${i}`,
          message: "Whole or nothing",
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    const mails = await outboxMails(api.db, "group-message");
    expect(mails).toHaveLength(8);
    // Each message that went out went to all four members.
    const bySubject = new Map<string, number>();
    for (const m of mails) bySubject.set(String(m.data.subject), (bySubject.get(String(m.data.subject)) ?? 0) + 1);
    expect([...bySubject.values()]).toEqual([4, 4]);
  });
});

describe("a tenant administrator's limits", () => {
  it("are read and changed through the admin API, bounded, audited, and applied at once", async () => {
    const url = `/api/admin/tenants/${tenantId}`;
    const before = await call("GET", url, admin);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      emailLimits: {
        recipientsPerShare: null,
        emailsPerUserPerHour: null,
        invitationsPerAddressPerDay: null,
        emailsPerTenantPerHour: null,
      },
      emailLimitDefaults: api.config.emailLimits,
    });

    const changed = await call("PUT", url, admin, { emailLimits: { emailsPerUserPerHour: 2 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().emailLimits).toEqual({
      recipientsPerShare: null,
      emailsPerUserPerHour: 2,
      invitationsPerAddressPerDay: null,
      emailsPerTenantPerHour: null,
    });
    const audit = await api.db.managementAuditEvent.findFirst({
      where: { type: "ADMIN_TENANT_UPDATE" },
      orderBy: { id: "desc" },
    });
    expect(JSON.stringify(audit?.data)).toContain('"emailsPerUserPerHour":2');

    for (let i = 0; i < 2; i++) expect((await shareWith(`a${i}@outside.example`)).statusCode).toBe(201);
    expectRefused(await shareWith("a2@outside.example"), "emailsPerUserPerHour", 3600);

    // Out of bounds: 400, nothing changed.
    for (const bad of [0, 100_001, 1.5, -3]) {
      const res = await call("PUT", url, admin, { emailLimits: { emailsPerUserPerHour: bad } });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await call("GET", url, admin)).json().emailLimits.emailsPerUserPerHour).toBe(2);

    // Back to the default (100): the next share goes out.
    const reset = await call("PUT", url, admin, { emailLimits: { emailsPerUserPerHour: null } });
    expect(reset.json().emailLimits.emailsPerUserPerHour).toBeNull();
    expect((await shareWith("a2@outside.example")).statusCode).toBe(201);

    // Another tenant's administrator cannot touch these.
    const otherAdmin = await api.login("admin@api.example");
    expect((await call("PUT", url, otherAdmin, { emailLimits: { emailsPerUserPerHour: 1 } })).statusCode).toBe(404);
  });
});

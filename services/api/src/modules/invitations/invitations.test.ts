// Invitations (issue 16): an administrator creates a user, the workers deliver one invitation
// e-mail (in the user's language, the tenant's branding) whose single-use, expiring link sets the
// first password; only the key's hash is stored; reuse, expiry and unknown keys are refused with
// their own message, naming the field `key`.

import { useApi } from "@norma/tests/harness";
import { type SmtpSink, startSmtpSink } from "@norma/tests/harness/smtp-sink.ts";
import { eventually } from "@norma/tests/harness/workers.ts";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import { createWorkerRuntime, type WorkerRuntime } from "@norma/workers/src/runtime.ts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashKey } from "./invitations-service.ts";

const api = useApi();
let sink: SmtpSink;
let workers: WorkerRuntime;
let admin: string;
let otherAdmin: string;
let reader: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  workers = createWorkerRuntime(
    loadWorkersConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: api.databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: api.config.redisPrefix,
      STORAGE_DIR: api.storageDir,
      SMTP_URL: sink.url,
      PUBLIC_BASE_URL: "http://reader.example",
      OUTBOX_POLL_MS: "100",
    }),
  );
  await workers.start();
  admin = await api.login("admin@astm.example");
  otherAdmin = await api.login("admin@api.example");
  reader = await api.login("individual@astm.example");
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await sink?.close();
});

const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));

/** The raw message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/**
 * The key of the `nth` invitation e-mail delivered to an address (1 = the first), read from the
 * delivered e-mail: the outbox row keeps no link once it is delivered.
 */
async function keyOf(email: string, nth = 1): Promise<{ key: string; url: string; invitationId: number }> {
  await eventually(async () => mailsTo(email).length >= nth);
  const mail = mailsTo(email)[nth - 1];
  const url = decoded(mail.raw).match(
    /https?:\/\/[^\s"<>]+\/set-password\?key=[A-Za-z0-9_-]+&(?:amp;)?tenant=[a-z0-9-]+/,
  )?.[0];
  if (!url) throw new Error(`no invitation link in the e-mail to ${email}`);
  const clean = url.replace(/&amp;/g, "&");
  const key = new URL(clean).searchParams.get("key")!;
  const invitationId = Number(String(mail.headers["x-norma-delivery"]).split(":")[1]);
  return { key, url: clean, invitationId };
}

async function create(email: string, extra: Record<string, unknown> = {}) {
  const res = await api.request({
    method: "POST",
    url: "/api/admin/users",
    token: admin,
    payload: { email, firstName: "Ada", lastName: "Lovelace", langKey: "en", ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; hasPassword: boolean };
}

const finish = (key: string, newPassword: string, tenant = "astm") =>
  api.request({ method: "POST", url: "/api/account/invitation/finish", tenant, payload: { key, newPassword } });

describe("inviting a new user", () => {
  it("sends one e-mail whose link sets the first password once; the user then signs in", async () => {
    const email = "invited.reader@astm.example";
    const user = await create(email);
    expect(user.hasPassword).toBe(false);
    const { key, url, invitationId } = await keyOf(email);
    // The reader's address the API is configured with (PUBLIC_BASE_URL).
    expect(url).toBe(`${api.config.publicBaseUrl.replace(/\/+$/, "")}/set-password?key=${key}&tenant=astm`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Delivered once, branded with the tenant, carrying the link.
    await eventually(async () => mailsTo(email).length === 1);
    const mail = mailsTo(email)[0];
    expect(mail.headers["x-norma-delivery"]).toBe(`user-invitation:${invitationId}`);
    const tenantName = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).tenantName;
    expect(mail.subject).toBe(`Your account on ${tenantName}: choose your password`);
    expect(mail.headers.from).toContain(tenantName);
    expect(decoded(mail.raw)).toContain(`set-password?key=${key}`);

    // Only the hash is stored.
    const row = await api.db.userInvitation.findUniqueOrThrow({ where: { id: invitationId } });
    expect(row.tokenHash).toBe(hashKey(key));
    expect(row.tokenHash).not.toContain(key);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(api.config.invitationTtlHours * 3_600_000);

    // No password yet: sign-in refused.
    const early = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email, password: "a-first-password" },
    });
    expect(early.statusCode).toBe(401);

    const info = await api.request({ method: "GET", url: `/api/account/invitation?key=${key}`, tenant: "astm" });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email, expiresAt: row.expiresAt.toISOString() });
    // The link belongs to its tenant.
    const elsewhere = await api.request({ method: "GET", url: `/api/account/invitation?key=${key}`, tenant: "api" });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe("error.invitation.invalid");

    const short = await finish(key, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors[0].field).toBe("newPassword");

    expect((await finish(key, "a-first-password")).statusCode).toBe(204);
    expect(await api.login(email, { password: "a-first-password" })).toEqual(expect.any(String));

    // Used up: the same link again is refused, with a message saying so.
    const again = await finish(key, "another-password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: "error.invitation.used",
      fieldErrors: [{ field: "key", message: "used" }],
    });
    const againInfo = await api.request({ method: "GET", url: `/api/account/invitation?key=${key}`, tenant: "astm" });
    expect(againInfo.json().message).toBe("error.invitation.used");
    // The password is still the first one.
    expect(await api.login(email, { password: "a-first-password" })).toEqual(expect.any(String));

    // Still one e-mail, however long the workers run.
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("keeps no usable link in the database once the e-mail is delivered", async () => {
    const email = "secret.keeper@astm.example";
    await create(email);
    const { key, invitationId } = await keyOf(email);
    const idempotencyKey = `user-invitation:${invitationId}`;
    // Delivered: the row is done and its payload no longer carries the link (the rest stays).
    await eventually(async () => {
      const row = await api.db.outboxEvent.findFirst({
        where: { payload: { path: ["idempotencyKey"], equals: idempotencyKey } },
      });
      return row?.completedAt != null;
    });
    const row = await api.db.outboxEvent.findFirstOrThrow({
      where: { payload: { path: ["idempotencyKey"], equals: idempotencyKey } },
    });
    const payload = row.payload as { to: string; data: Record<string, unknown> };
    expect(payload.to).toBe(email);
    expect(payload.data).not.toHaveProperty("url");
    expect(payload.data.email).toBe(email);
    // Nowhere in the database: not in any outbox row, not in the invitation (a hash only), not
    // in the delivery record.
    const found = await api.db.$queryRaw<{ n: bigint }[]>`
      SELECT (SELECT count(*) FROM outbox_events WHERE payload::text LIKE ${`%${key}%`})
           + (SELECT count(*) FROM user_invitations WHERE token_hash LIKE ${`%${key}%`})
           + (SELECT count(*) FROM email_deliveries WHERE subject LIKE ${`%${key}%`}) AS n`;
    expect(Number(found[0].n)).toBe(0);
    // The e-mail's link still works (the secret left only the database).
    expect((await finish(key, "a-first-password")).statusCode).toBe(204);
  });

  it("removes the link from a row not yet delivered once the link is used", async () => {
    const email = "quick.user@astm.example";
    await create(email);
    const { key, invitationId } = await keyOf(email);
    // An undelivered row as the workers would find it (e.g. a second copy waiting for a retry).
    const copy = await api.db.outboxEvent.create({
      data: {
        queue: "email",
        type: "email.send",
        // Far in the future: the relay leaves it alone while the test looks at it.
        availableAt: new Date(Date.now() + 86_400_000),
        payload: {
          idempotencyKey: `user-invitation:${invitationId}`,
          to: email,
          locale: "en",
          template: "user-invitation",
          data: { url: `http://reader.example/set-password?key=${key}&tenant=astm`, email },
          secretData: ["url"],
        },
      },
    });
    expect((await finish(key, "a-first-password")).statusCode).toBe(204);
    const after = await api.db.outboxEvent.findUniqueOrThrow({ where: { id: copy.id } });
    expect(JSON.stringify(after.payload)).not.toContain(key);
    await api.db.outboxEvent.delete({ where: { id: copy.id } });
  });

  it("writes the e-mail in the user's language", async () => {
    const email = "eingeladen@astm.example";
    await create(email, { langKey: "de" });
    await eventually(async () => mailsTo(email).length === 1);
    expect(mailsTo(email)[0].subject).toMatch(/^Ihr Konto bei .+: Passwort festlegen$/);
  });

  it("refuses an expired link and an unknown one", async () => {
    const email = "late.reader@astm.example";
    await create(email);
    const { key, invitationId } = await keyOf(email);
    await api.db.userInvitation.update({
      where: { id: invitationId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await finish(key, "a-first-password");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: "error.invitation.expired", fieldErrors: [{ field: "key" }] });

    const unknown = await finish("A".repeat(43), "a-first-password");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("error.invitation.invalid");
    const bad = await api.request({ method: "GET", url: "/api/account/invitation?key=not%20a%20key", tenant: "astm" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("key");
  });

  it("sends a new invitation on request: the older link stops working; scoped and audited", async () => {
    const email = "again.reader@astm.example";
    const user = await create(email);
    const first = await keyOf(email);

    expect(
      (await api.request({ method: "POST", url: `/api/admin/users/${user.id}/invitation`, token: reader })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: "POST", url: `/api/admin/users/${user.id}/invitation`, token: otherAdmin }))
        .statusCode,
    ).toBe(404);
    const res = await api.request({ method: "POST", url: `/api/admin/users/${user.id}/invitation`, token: admin });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ expiresAt: expect.any(String) });
    const second = await keyOf(email, 2);
    expect(second.key).not.toBe(first.key);
    await eventually(async () => mailsTo(email).length === 2);

    expect((await finish(first.key, "a-first-password")).json().message).toBe("error.invitation.used");
    expect((await finish(second.key, "a-first-password")).statusCode).toBe(204);

    const audit = await api.db.managementAuditEvent.findFirst({ where: { type: "ADMIN_USER_INVITE" } });
    expect(audit?.principal).toBe("admin@astm.example");
  });

  it("sends nothing when asked not to", async () => {
    const email = "sso.only@astm.example";
    const user = await create(email, { invite: false });
    expect(await api.db.userInvitation.count({ where: { userId: user.id } })).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(email)).toHaveLength(0);
    expect(await api.db.outboxEvent.count({ where: { payload: { path: ["to"], equals: email } } })).toBe(0);
  });
});

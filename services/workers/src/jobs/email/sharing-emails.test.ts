// The e-mails of sharing and groups, end to end: written to the outbox as the API writes them,
// relayed and sent by the workers to an SMTP sink — each exactly once per ledger key (also when
// its outbox row is dispatched again), in the recipient's language, with the tenant's branding
// (name as the sender, logo, colours, support contact, footer address) and a plain-text part,
// and never the product's name where the tenant's belongs.

import { createEmailLimits, EMAIL_LIMIT_NAMES, EMAIL_LIMITS } from "@norma/api/src/lib/email-limits.ts";
import { createShareMail, type MailTenant, type MailUser } from "@norma/api/src/modules/sharing/share-mail.ts";
import type { Db } from "@norma/db";
import { loadTenantSettings } from "@norma/db/tenant-settings";
import type { SunkMail } from "@norma/tests/harness/smtp-sink.ts";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";

const env = useWorkersEnv();
let runtime: WorkerRuntime;
let tenant: MailTenant & { logoFileName: string | null; primaryColor: string; supportEmail: string; footer: unknown };
let users: MailUser[];
const mail = createShareMail({
  publicBaseUrl: "https://reader.example",
  // The API's platform defaults: these few e-mails are well within them.
  limits: createEmailLimits({
    defaults: Object.fromEntries(EMAIL_LIMIT_NAMES.map((n) => [n, EMAIL_LIMITS[n].defaultValue])) as Record<
      (typeof EMAIL_LIMIT_NAMES)[number],
      number
    >,
    tenantLimits: async (tenantId) => (await loadTenantSettings(env.db, { id: tenantId }))?.emailLimits ?? null,
  }),
});
const document = {
  contentCode: "ASTM|D3039_D3039M-17|en-US",
  displayDesignation: "ASTM D3039/D3039M-17",
  title: "Tensile <Properties>",
};

/** The decoded text/plain and text/html parts of a sunk message. */
function parts(m: SunkMail): { text: string; html: string } {
  const out = { text: "", html: "" };
  const boundary = m.raw.match(/boundary="?([^"\r\n;]+)"?/)?.[1];
  const chunks = boundary ? m.raw.split(`--${boundary}`) : [m.raw];
  for (const chunk of chunks) {
    const [head, ...rest] = chunk.split(/\r?\n\r?\n/);
    const body = rest.join("\n\n");
    const type = head.match(/content-type:\s*text\/(plain|html)/i)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = head.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, "")
                .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
              "latin1",
            ).toString("utf8")
          : body;
    out[type === "plain" ? "text" : "html"] = decoded;
  }
  return out;
}

async function write(db: Db, fn: (tx: Parameters<Parameters<Db["$transaction"]>[0]>[0]) => Promise<unknown>) {
  await db.$transaction(async (tx) => {
    await fn(tx);
  });
}

const sunkTo = (address: string) => env.sink.messages.filter((m) => m.to.includes(address));

beforeAll(async () => {
  const t = await env.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  tenant = { ...t, id: t.id, code: t.code, tenantName: t.tenantName, defaultLanguage: t.defaultLanguage };
  users = await env.db.user.findMany({
    where: { tenantId: t.id, email: { not: { startsWith: "inactive" } } },
    select: { id: true, email: true, firstName: true, lastName: true, langKey: true },
    orderBy: { id: "asc" },
    take: 4,
  });
  users[1] = { ...users[1], langKey: "de" };
  users[2] = { ...users[2], langKey: "ar" };
  runtime = createWorkerRuntime(env.config({ PUBLIC_BASE_URL: "https://reader.example" }), { db: env.db });
  await runtime.start();
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
});

describe("sharing e-mails through the outbox and the workers", () => {
  it("a share with a user: one e-mail from the tenant by name, branded, with an HTML and a plain-text part", async () => {
    const [sender, recipient] = users;
    await write(env.db, (tx) => mail.sharedWithUser(tx, { shareId: 900001, tenant, sender, recipient, document }));
    const [m] = await eventually(async () => (sunkTo(recipient.email).length ? sunkTo(recipient.email) : null), 60_000);
    expect(m.headers.from).toContain(tenant.tenantName);
    expect(m.headers["reply-to"]).toContain(sender.email);
    // German, the recipient's language.
    expect(m.subject).toContain("hat ASTM D3039/D3039M-17 mit Ihnen geteilt");
    const { html, text } = parts(m);
    expect(html).toContain(`https://reader.example/tenants/${tenant.logoFileName}`);
    expect(html).toContain(tenant.primaryColor);
    expect(html).toContain(tenant.supportEmail);
    expect(html).toContain((tenant.footer as { address: string }).address);
    expect(html).toContain("Tensile &lt;Properties&gt;");
    expect(text).toContain("Tensile <Properties>");
    expect(text).toContain("contentCode=ASTM%7CD3039_D3039M-17%7Cen-US");
    for (const part of [m.subject, m.headers.from, html, text]) expect(part).not.toMatch(/Norma/);
  });

  it("an external invitation: to the address, in the tenant's language, with the sign-in link", async () => {
    const [sender] = users;
    await write(env.db, (tx) =>
      mail.invitation(tx, { shareId: 900002, tenant, sender, email: "guest@example.org", document }),
    );
    const [m] = await eventually(
      async () => (sunkTo("guest@example.org").length ? sunkTo("guest@example.org") : null),
      60_000,
    );
    expect(m.subject).toContain(`on ${tenant.tenantName}`);
    const { text } = parts(m);
    expect(text).toContain("https://reader.example/?tenant=astm&returnUrl=");
    expect(text).not.toMatch(/Norma/);
  });

  it("a group message reaches each other member once and the sender's copy, Arabic right to left", async () => {
    const [sender, ...members] = users;
    const job = {
      mailId: "m-1",
      tenant,
      sender,
      group: { id: 42, name: "Composites" },
      members: [sender, ...members],
      subject: "Meeting",
      message: "Clause 7, please.\n\nThanks",
      copyMe: true,
    };
    await write(env.db, (tx) => mail.groupMessage(tx, job));
    await env.sink.waitFor(2 + 4, 60_000);
    for (const u of users)
      await eventually(async () => sunkTo(u.email).some((m) => m.subject === "[Composites] Meeting"), 60_000);
    const arabic = sunkTo(users[2].email).find((m) => m.subject === "[Composites] Meeting")!;
    expect(parts(arabic).html).toContain('dir="rtl"');
    expect(parts(arabic).html).toContain("كتب");
    const copy = sunkTo(sender.email).find((m) => m.subject === "[Composites] Meeting")!;
    expect(parts(copy).text).toContain("A copy of your message");

    // The same outbox rows dispatched again: the ledger keys are SENT, nothing more goes out.
    const count = env.sink.messages.length;
    await env.db.outboxEvent.updateMany({ where: { type: "email.send" }, data: { dispatchedAt: null } });
    await eventually(async () => (await env.db.outboxEvent.count({ where: { dispatchedAt: null } })) === 0, 60_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(env.sink.messages.length).toBe(count);
    const keys = await env.db.emailDelivery.findMany({ where: { idempotencyKey: { startsWith: "group-mail:m-1:" } } });
    expect(keys).toHaveLength(4);
    expect(keys.every((k) => k.status === "SENT")).toBe(true);
  });

  it("documents shared with a group: one e-mail per member but the sharer, listing the documents", async () => {
    const [sender, ...members] = users;
    const second = {
      ...document,
      contentCode: "ASTM|E8_E8M-24|en-US",
      displayDesignation: "ASTM E8/E8M-24",
      title: "Tension Testing",
    };
    await write(env.db, (tx) =>
      mail.sharedWithGroup(tx, {
        key: "g-1",
        tenant,
        sender,
        group: { id: 42, name: "Composites" },
        members: [sender, ...members],
        documents: [document, second],
      }),
    );
    for (const u of members)
      await eventually(
        async () => sunkTo(u.email).some((m) => m.headers["x-norma-delivery"] === `group-share:g-1:${u.id}`),
        60_000,
      );
    expect(env.sink.messages.filter((m) => m.headers["x-norma-delivery"]?.startsWith("group-share:g-1:"))).toHaveLength(
      members.length,
    );
    const english = sunkTo(users[3].email).find(
      (m) => m.headers["x-norma-delivery"] === `group-share:g-1:${users[3].id}`,
    )!;
    expect(english.subject).toContain("shared 2 documents with the group Composites");
    expect(parts(english).text).toContain("ASTM E8/E8M-24");
  });
});

// Unsubscribe links of revision alerts: they work without signing in, with a token signed by the
// workers (the same code signs the links of the e-mails): all alerts, and the per-item stop links
// of a tracked document, a whole publisher and a work item.

import { useApi } from "@norma/tests/harness";
import { currentSigningKey, type LinkScope, signLinkToken } from "@norma/workers/src/lib/mail/link-token.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser } from "./tracking-fixtures.ts";

const api = useApi();
let user: Awaited<ReturnType<typeof seededUser>>;
let trackedIds: number[];

async function link(scope: LinkScope, targetId: number | null, opts: { expiresAt?: number; userId?: number } = {}) {
  const key = await currentSigningKey(api.db, "unsubscribe");
  return signLinkToken(key, {
    userId: opts.userId ?? user.id,
    tenantId: user.tenantId,
    scope,
    targetId,
    expiresAt: opts.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
  });
}
const url = (token: string) => `/api/trackers/unsubscribe?token=${token}`;

beforeAll(async () => {
  user = await seededUser(api.db, "individual@astm.example");
  const docs = await entitledDocuments(api.db, user, 3);
  trackedIds = [];
  for (const d of docs) {
    const t = await api.db.trackedDocument.create({
      data: { tenantId: user.tenantId, userId: user.id, accountId: user.accountId!, documentId: d.id },
    });
    trackedIds.push(t.id);
  }
  await api.db.trackedPublisher.create({ data: { userId: user.id, publisherId: docs[0].publisherId } });
});

describe("unsubscribe links", () => {
  it("opening a link needs no sign-in and changes nothing", async () => {
    const token = await link("document", trackedIds[0]);
    const res = await api.request({ method: "GET", url: url(token) });
    expect(res.statusCode).toBe(200);
    const doc = await api.db.trackedDocument.findUniqueOrThrow({
      where: { id: trackedIds[0] },
      include: { document: true },
    });
    expect(res.json()).toEqual({
      scope: "document",
      email: "i•••@astm.example",
      tenantName: user.tenant.tenantName,
      language: user.langKey,
      designation: doc.document.displayDesignation,
      documentTitle: doc.document.title,
    });
    expect(doc.trackingFlag).toBe(true);
  });

  it("POST stops what the link names, and again answers 0 (idempotent)", async () => {
    const token = await link("document", trackedIds[0]);
    const first = await api.request({ method: "POST", url: url(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ scope: "document", unsubscribed: 1 });
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id: trackedIds[0] } })).trackingFlag).toBe(false);
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id: trackedIds[1] } })).trackingFlag).toBe(true);
    const again = await api.request({ method: "POST", url: url(token) });
    expect(again.json().unsubscribed).toBe(0);
  });

  it("a mail client's one-click unsubscribe (RFC 8058 form body) stops every alert of scope all", async () => {
    const token = await link("all", null);
    const res = await api.request({
      method: "POST",
      url: url(token),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scope: "all", unsubscribed: 3 }); // two documents and the publisher
    expect(await api.db.trackedDocument.count({ where: { userId: user.id, trackingFlag: true } })).toBe(0);
    expect(await api.db.trackedPublisher.count({ where: { userId: user.id, subscribed: true } })).toBe(0);
  });

  it("browsers get a confirmation page in the user's language whose button posts the link, then a done page", async () => {
    await api.db.user.update({ where: { id: user.id }, data: { langKey: "fr" } });
    await api.db.trackedDocument.update({ where: { id: trackedIds[2] }, data: { trackingFlag: true } });
    const token = await link("document", trackedIds[2]);
    const accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    const page = await api.request({ method: "GET", url: url(token), headers: { accept } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('lang="fr"');
    expect(page.body).toContain("Ne plus suivre");
    expect(page.body).toContain(`<form method="post" action="/api/trackers/unsubscribe?token=${token}">`);
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id: trackedIds[2] } })).trackingFlag).toBe(true);

    const done = await api.request({
      method: "POST",
      url: url(token),
      headers: { accept, "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("vous ne suivez plus");
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id: trackedIds[2] } })).trackingFlag).toBe(false);

    await api.db.user.update({ where: { id: user.id }, data: { langKey: "ar" } });
    const ar = await api.request({ method: "GET", url: url(token), headers: { accept } });
    expect(ar.body).toContain('dir="rtl"');
  });

  it("a publisher's stop link names the publisher and stops alerts about it alone", async () => {
    const [p1, p2] = (
      await api.db.tenantPublisher.findMany({ where: { tenantId: user.tenantId }, orderBy: { publisherId: "asc" } })
    ).map((p) => p.publisherId);
    for (const publisherId of [p1, p2])
      await api.db.trackedPublisher.upsert({
        where: { userId_publisherId: { userId: user.id, publisherId } },
        create: { userId: user.id, publisherId },
        update: { subscribed: true },
      });
    await api.db.trackedDocument.update({ where: { id: trackedIds[1] }, data: { trackingFlag: true } });
    const publisher = await api.db.publisher.findUniqueOrThrow({ where: { id: p1 } });
    const token = await link("publisher", p1);

    const preview = await api.request({ method: "GET", url: url(token) });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ scope: "publisher", publisherName: publisher.name });
    expect(
      (
        await api.db.trackedPublisher.findUniqueOrThrow({
          where: { userId_publisherId: { userId: user.id, publisherId: p1 } },
        })
      ).subscribed,
    ).toBe(true);

    const done = await api.request({ method: "POST", url: url(token) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ scope: "publisher", publisherName: publisher.name, unsubscribed: 1 });
    const subscribed = await api.db.trackedPublisher.findMany({
      where: { userId: user.id },
      orderBy: { publisherId: "asc" },
    });
    expect(Object.fromEntries(subscribed.map((t) => [t.publisherId, t.subscribed]))).toMatchObject({
      [p1]: false,
      [p2]: true,
    });
    // The user's document trackings are not the publisher link's business.
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id: trackedIds[1] } })).trackingFlag).toBe(true);
    expect((await api.request({ method: "POST", url: url(token) })).json().unsubscribed).toBe(0);
  });

  it("a work item's stop link names the work item and stops that one alone", async () => {
    const [doc] = await entitledDocuments(api.db, user, 1);
    const [w1, w2] = await Promise.all(
      ["WK-STOP-1", "WK-STOP-2"].map((n) =>
        api.db.workItem.create({
          data: { publisherId: doc.publisherId, workItemNumber: n, title: `Revision ${n}`, documentId: doc.id },
        }),
      ),
    );
    await api.db.trackedWorkItem.createMany({
      data: [w1, w2].map((w) => ({ userId: user.id, workItemId: w.id })),
    });
    const token = await link("workItem", w1.id);
    const accept = "text/html,application/xhtml+xml";

    const page = await api.request({ method: "GET", url: url(token), headers: { accept } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("WK-STOP-1");
    expect(page.body).toContain(`<form method="post" action="/api/trackers/unsubscribe?token=${token}">`);
    expect((await api.request({ method: "GET", url: url(token) })).json()).toMatchObject({
      scope: "workItem",
      workItemNumber: "WK-STOP-1",
      workItemTitle: "Revision WK-STOP-1",
    });

    const done = await api.request({
      method: "POST",
      url: url(token),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ scope: "workItem", workItemNumber: "WK-STOP-1", unsubscribed: 1 });
    const flags = await api.db.trackedWorkItem.findMany({
      where: { userId: user.id, workItemId: { in: [w1.id, w2.id] } },
    });
    expect(Object.fromEntries(flags.map((t) => [t.workItemId, t.trackingFlag]))).toEqual({
      [w1.id]: false,
      [w2.id]: true,
    });
    expect((await api.request({ method: "POST", url: url(token) })).json().unsubscribed).toBe(0);
  });

  it("tampered, expired, retired-key, malformed and other users' missing tokens answer 400", async () => {
    const good = await link("all", null);
    const [v, kid, payload, sig] = good.split(".");
    const other = JSON.parse(Buffer.from(payload, "base64url").toString());
    other.u = other.u + 1;
    const tampered = [v, kid, Buffer.from(JSON.stringify(other)).toString("base64url"), sig].join(".");
    const expired = await link("all", null, { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const nobody = await link("all", null, { userId: 999_999 });
    for (const token of [tampered, expired, nobody, "garbage", `${good}x`, [v, "999", payload, sig].join(".")]) {
      const res = await api.request({ method: "POST", url: url(token) });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({ field: "token" });
    }
    const html = await api.request({
      method: "GET",
      url: url("garbage"),
      headers: { accept: "text/html", "accept-language": "de-DE,de;q=0.9" },
    });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain("Abbestell-Link ist ungültig");

    const key = await currentSigningKey(api.db, "unsubscribe");
    await api.db.linkSigningKey.update({ where: { id: key.id }, data: { retiredAt: new Date() } });
    try {
      expect((await api.request({ method: "GET", url: url(good) })).statusCode).toBe(400);
    } finally {
      await api.db.linkSigningKey.update({ where: { id: key.id }, data: { retiredAt: null } });
    }
    expect((await api.request({ method: "GET", url: "/api/trackers/unsubscribe" })).statusCode).toBe(400);
  });

  it("only operations that document a form body accept one (415 elsewhere)", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({
      method: "POST",
      url: "/api/publishers/update",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "id=1&subscribed=true",
    });
    expect(res.statusCode).toBe(415);
  });
});

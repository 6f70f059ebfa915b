// Tracking (spec 1 §3–§5, §7, §8): tracked documents, whole publishers, work items; the rules of
// who may track what; 'Tracker Service Unavailable'.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import {
  entitle,
  entitledDocuments,
  entitledPublisherIds,
  entitledScope,
  seededUser,
  unentitledDocument,
} from "./tracking-fixtures.ts";

const api = useApi();
let astm: Awaited<ReturnType<typeof seededUser>>;
let individual: string;
let single: string;
let company: string;

const get = (url: string, token?: string) => api.request({ method: "GET", url, token });
const track = (contentCode: string, token = individual) =>
  api.request({ method: "POST", url: `/api/tracked-documents?contentCode=${encodeURIComponent(contentCode)}`, token });
const put = (id: number, trackingFlag: unknown, token = individual) =>
  api.request({ method: "PUT", url: `/api/tracked-documents/${id}`, token, payload: { trackingFlag } as object });

beforeAll(async () => {
  astm = await seededUser(api.db, "individual@astm.example");
  individual = await api.login("individual@astm.example");
  single = await api.login("single@astm.example");
  const companyAccount = await api.db.account.findFirstOrThrow({ where: { tenantId: astm.tenantId, type: "COMPANY" } });
  company = api.app.tokens.issue({
    userId: null,
    accountId: companyAccount.id,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
});

describe("tracked documents", () => {
  it("tracking a document answers data.id, trackingFlag, trackerUnavailable and trackingSinceDate (201)", async () => {
    const [doc] = await entitledDocuments(api.db, astm, 1);
    const res = await track(doc.contentCode);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      trackingFlag: true,
      trackerUnavailable: false,
      trackingSinceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      document: {
        contentCode: doc.contentCode,
        contentId: doc.id,
        designationNo: doc.designationNo,
        documentTitle: doc.title,
        publisherCode: doc.publisher.key,
        status: doc.status,
      },
    });
    const row = await api.db.trackedDocument.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      userId: astm.id,
      tenantId: astm.tenantId,
      accountId: astm.accountId,
      documentId: doc.id,
    });
  });

  it("a user tracks an edition line once: tracking it again, or another edition of it, answers that tracking (200)", async () => {
    const publisherIds = (await entitledPublisherIds(api.db, astm.accountId!)).filter(
      (p) => p !== astm.tenant.mainPublisherId,
    );
    const old = await api.db.document.findFirstOrThrow({
      where: { isLatest: false, allowToTrack: true, publisherId: { in: publisherIds } },
      orderBy: { id: "asc" },
    });
    const latest = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, publisherId: old.publisherId, family: old.family, languageCode: old.languageCode },
    });
    const first = await track(old.contentCode);
    expect(first.statusCode).toBe(201);
    const again = await track(old.contentCode);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await put(first.json().id, false);
    const other = await track(latest.contentCode);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ id: first.json().id, trackingFlag: true });
    expect(
      await api.db.trackedDocument.count({
        where: { userId: astm.id, document: { family: old.family, publisherId: old.publisherId } },
      }),
    ).toBe(1);
  });

  it("lists: current-user newest first with count; the paged list pages by 10 and sort=ContentTrackingOff puts those turned off first", async () => {
    const singleUser = await seededUser(api.db, "single@astm.example");
    const iso = await api.db.publisher.findUniqueOrThrow({ where: { key: "ISO" } });
    await entitle(api.db, singleUser.tenantId, singleUser.accountId!, iso.id);
    api.app.services.entitlements.invalidate();
    const mine = await entitledDocuments(api.db, singleUser, 12);
    expect(mine.length).toBe(12);
    const ids: number[] = [];
    for (const d of mine) {
      const r = await track(d.contentCode, single);
      expect(r.statusCode).toBe(201);
      ids.push(r.json().id);
    }
    const all = (await get("/api/tracked-documents/current-user", single)).json();
    expect(all.count).toBe(12);
    expect(all.result.map((t: { id: number }) => t.id)).toEqual([...ids].reverse());

    const page0 = (await get("/api/tracked-documents/page/current-user?page=0", single)).json();
    expect(page0.count).toBe(12);
    expect(page0.result).toHaveLength(10);
    const page1 = (await get("/api/tracked-documents/page/current-user?page=1&size=10", single)).json();
    expect(page1.result.map((t: { id: number }) => t.id)).toEqual([ids[1], ids[0]]);

    await put(ids[3], false, single);
    await put(ids[7], false, single);
    const off = (
      await get("/api/tracked-documents/page/current-user?page=0&size=3&sort=ContentTrackingOff", single)
    ).json();
    expect(off.result.map((t: { id: number; trackingFlag: boolean }) => [t.id, t.trackingFlag])).toEqual([
      [ids[7], false],
      [ids[3], false],
      [ids[11], true],
    ]);
    // The other user's list is theirs alone.
    const theirs = (await get("/api/tracked-documents/current-user", individual)).json();
    expect(theirs.result.some((t: { id: number }) => ids.includes(t.id))).toBe(false);
  });

  it("track off and back on (PUT), delete (DELETE); another user's or tenant's tracking answers 404", async () => {
    const [, doc] = await entitledDocuments(api.db, astm, 2);
    const id = (await track(doc.contentCode)).json().id;
    const off = await put(id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, trackingFlag: false, trackerUnavailable: false });
    expect((await put(id, true)).json().trackingFlag).toBe(true);

    expect((await put(id, false, single)).statusCode).toBe(404);
    expect(
      (await api.request({ method: "DELETE", url: `/api/tracked-documents/${id}`, token: single })).statusCode,
    ).toBe(404);
    const awwa = await api.login("individual@awwa.example");
    expect((await put(id, false, awwa)).statusCode).toBe(404);

    expect(
      (await api.request({ method: "DELETE", url: `/api/tracked-documents/${id}`, token: individual })).statusCode,
    ).toBe(204);
    expect(
      (await api.request({ method: "DELETE", url: `/api/tracked-documents/${id}`, token: individual })).statusCode,
    ).toBe(404);
    expect((await put(id, true)).statusCode).toBe(404);
  });

  it("cascade alerts are on for a new tracking; PUT referenceAlerts switches them per tracking and keeps the flag; the list says it", async () => {
    const [, , doc] = await entitledDocuments(api.db, astm, 3);
    const created = (await track(doc.contentCode)).json();
    expect(created.referenceAlerts).toBe(true);
    const id = created.id;
    const off = await api.request({
      method: "PUT",
      url: `/api/tracked-documents/${id}`,
      token: individual,
      payload: { trackingFlag: true, referenceAlerts: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, trackingFlag: true, referenceAlerts: false });
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id } })).referenceAlerts).toBe(false);
    // Track off and on again leaves the switch as it is; absent, it is not touched.
    expect((await put(id, false)).json()).toMatchObject({ trackingFlag: false, referenceAlerts: false });
    const list = await get("/api/tracked-documents/page/current-user?size=100", individual);
    expect(list.json().result.find((t: { id: number }) => t.id === id)).toMatchObject({ referenceAlerts: false });
    const bad = await api.request({
      method: "PUT",
      url: `/api/tracked-documents/${id}`,
      token: individual,
      payload: { trackingFlag: true, referenceAlerts: "no" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ field: "referenceAlerts" });
    // Another user's tracking: 404, nothing changed.
    const other = await api.request({
      method: "PUT",
      url: `/api/tracked-documents/${id}`,
      token: single,
      payload: { trackingFlag: false, referenceAlerts: true },
    });
    expect(other.statusCode).toBe(404);
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id } })).referenceAlerts).toBe(false);
    await api.request({ method: "DELETE", url: `/api/tracked-documents/${id}`, token: individual });
  });

  it("bad input answers 400 naming the field", async () => {
    const missing = await api.request({ method: "POST", url: "/api/tracked-documents", token: individual });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([expect.objectContaining({ field: "contentCode", message: "NotNull" })]);
    const noFlag = await api.request({
      method: "PUT",
      url: "/api/tracked-documents/1",
      token: individual,
      payload: {},
    });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().fieldErrors[0]).toMatchObject({ field: "trackingFlag", message: "NotNull" });
    expect((await put(1, "maybe")).statusCode).toBe(400);
    const badId = await api.request({ method: "DELETE", url: "/api/tracked-documents/abc", token: individual });
    expect(badId.statusCode).toBe(400);
    for (const q of ["size=0", "size=101", "page=-1", "sort=Title"]) {
      const r = await get(`/api/tracked-documents/page/current-user?${q}`, individual);
      expect(r.statusCode, q).toBe(400);
    }
    const unknown = await track("ASTM|NO-SUCH-DOCUMENT|en-US");
    expect(unknown.statusCode).toBe(404);
  });

  it("anonymous company sessions cannot track: 403 error.signed-in-required (the reader sends them to sign in)", async () => {
    const [doc] = await entitledDocuments(api.db, astm, 1);
    for (const res of [
      await track(doc.contentCode, company),
      await get("/api/tracked-documents/current-user", company),
      await get("/api/tracked-documents/page/current-user", company),
      await put(1, false, company),
      await get("/api/publishers/current-user", company),
      await get("/api/trackers/workItem?publisher=ASTM&workItemNumber=WK1", company),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("error.signed-in-required");
    }
    expect((await track(doc.contentCode, "")).statusCode).toBe(401);
  });

  it("only documents the account is entitled to can be tracked (403 content-no-access)", async () => {
    const doc = await unentitledDocument(api.db, astm);
    const res = await track(doc.contentCode);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("content-no-access");
    const noaccess = await api.login("noaccess@astm.example");
    const [entitled] = await entitledDocuments(api.db, astm, 1);
    expect((await track(entitled.contentCode, noaccess)).statusCode).toBe(403);
  });

  it("allowToTrack off: 400 with the detail text the reader shows in its dialog, and the app-error header", async () => {
    const [, , doc] = await entitledDocuments(api.db, astm, 3);
    await api.db.document.update({ where: { id: doc.id }, data: { allowToTrack: false } });
    const res = await track(doc.contentCode);
    expect(res.statusCode).toBe(400);
    expect(res.headers["app-error"]).toBe("error.tracking.notAllowed");
    expect(res.json().detail).toBe(`Tracking is not available for ${doc.displayDesignation}.`);
  });

  it("the main publisher tracks only Standard (unless classification RL) and Translated documents; other publishers any", async () => {
    const main = astm.tenant.mainPublisherId!;
    await entitle(api.db, astm.tenantId, astm.accountId!, main);
    const docs = await api.db.document.findMany({
      where: { publisherId: main, isLatest: true, allowToTrack: true },
      orderBy: { id: "asc" },
      take: 4,
    });
    expect(docs).toHaveLength(4);
    const set = (id: number, assetType: string, classification: string | null) =>
      api.db.document.update({ where: { id }, data: { assetType, classification } });
    await set(docs[0].id, "Standard", null);
    await set(docs[1].id, "Standard", "RL");
    await set(docs[2].id, "Translated Standard", null);
    await set(docs[3].id, "Related Materials", null);
    api.app.services.entitlements.invalidate();
    expect((await track(docs[0].contentCode)).statusCode).toBe(201);
    const rl = await track(docs[1].contentCode);
    expect(rl.statusCode).toBe(400);
    expect(rl.json().detail).toContain("classification RL");
    expect((await track(docs[2].contentCode)).statusCode).toBe(201);
    const related = await track(docs[3].contentCode);
    expect(related.statusCode).toBe(400);
    expect(related.json().detail).toContain("only standards and translated standards");

    // Another publisher's document of the same type is tracked.
    const [other] = await entitledDocuments(api.db, astm, 1);
    await set(other.id, "Related Materials", "RL");
    const r = await track(other.contentCode);
    expect([200, 201]).toContain(r.statusCode);
  });

  it("Tracker Service Unavailable: a tenant whose tracker is off refuses tracking (503), turning off and deleting still work", async () => {
    const [doc, doc2] = await entitledDocuments(api.db, astm, 6).then((d) => d.slice(4));
    const id = (await track(doc2.contentCode)).json().id;
    await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: false } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await track(doc.contentCode);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ detail: "Tracker Service Unavailable", message: "error.tracker.unavailable" });
      expect((await put(id, false)).statusCode).toBe(200);
      expect((await put(id, true)).statusCode).toBe(503);
      const pub = await api.request({
        method: "POST",
        url: "/api/publishers/update",
        token: individual,
        payload: [{ id: doc.publisherId, subscribed: true }],
      });
      expect(pub.statusCode).toBe(503);
      expect(
        (await api.request({ method: "DELETE", url: `/api/tracked-documents/${id}`, token: individual })).statusCode,
      ).toBe(204);
    } finally {
      await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: true } });
      api.app.tenantSettings.invalidate();
    }
  });

  it("the seeded api tenant has its tracker switched off", async () => {
    const user = await seededUser(api.db, "individual@api.example");
    const [doc] = await entitledDocuments(api.db, user, 1, {}, { includeMain: true });
    const res = await track(doc.contentCode, await api.login("individual@api.example"));
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe("Tracker Service Unavailable");
  });

  it("trackerUnavailable is true while alert delivery is stalled (alert events waiting for the queue)", async () => {
    const [, , , doc] = await entitledDocuments(api.db, astm, 4);
    const stalled = await api.db.outboxEvent.create({
      data: {
        queue: "tracking-alerts",
        type: "tracking-alerts.fan-out",
        payload: { batchId: "stalled", publishedAt: new Date().toISOString(), changes: [] },
        availableAt: new Date(Date.now() - 3_600_000),
      },
    });
    try {
      const res = await track(doc.contentCode);
      expect([200, 201]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ trackingFlag: true, trackerUnavailable: true });
    } finally {
      await api.db.outboxEvent.update({ where: { id: stalled.id }, data: { dispatchedAt: new Date() } });
    }
    expect((await track(doc.contentCode)).json().trackerUnavailable).toBe(false);
  });
});

describe("tracking since, edition lines and the tracker's state", () => {
  const OLD = new Date("2020-01-02T03:04:05.000Z");
  const since = (id: number) =>
    api.db.trackedDocument.findUniqueOrThrow({ where: { id } }).then((t) => t.trackingSince.toISOString());

  it("turning a tracking back on restarts trackingSinceDate (PUT true, or tracking a line tracked earlier); turning it off keeps it", async () => {
    const docs = await entitledDocuments(api.db, astm, 12);
    const doc = docs[10];
    const id = (await track(doc.contentCode)).json().id;
    await api.db.trackedDocument.update({ where: { id }, data: { trackingSince: OLD } });
    const off = await put(id, false);
    expect(off.json()).toMatchObject({ trackingFlag: false, trackingSinceDate: OLD.toISOString() });
    const on = await put(id, true);
    expect(on.json().trackingFlag).toBe(true);
    expect(Date.parse(on.json().trackingSinceDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(await since(id)).toBe(on.json().trackingSinceDate);
    // Asking again for what is already on changes nothing.
    expect((await put(id, true)).json().trackingSinceDate).toBe(on.json().trackingSinceDate);

    await put(id, false);
    await api.db.trackedDocument.update({ where: { id }, data: { trackingSince: OLD } });
    const again = await track(doc.contentCode);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, trackingFlag: true });
    expect(Date.parse(again.json().trackingSinceDate)).toBeGreaterThan(Date.now() - 60_000);
    // Tracking a line that is on already keeps its date.
    await api.db.trackedDocument.update({ where: { id }, data: { trackingSince: OLD } });
    expect((await track(doc.contentCode)).json().trackingSinceDate).toBe(OLD.toISOString());
  });

  it("getContentTracking with the document's contentCode answers for its edition line: a translation is tracked apart from its original", async () => {
    const translation = await api.db.document.findFirstOrThrow({
      where: { translationOfId: { not: null }, isLatest: true, assetType: { startsWith: "Translated" } },
      include: { translationOf: true },
      orderBy: { id: "desc" },
    });
    const original = translation.translationOf!;
    expect(original.family).toBe(translation.family);
    const state = (contentCode?: string) =>
      get(
        `/api/documents/getContentTracking?family=${encodeURIComponent(original.family)}${
          contentCode ? `&contentCode=${encodeURIComponent(contentCode)}` : ""
        }`,
        individual,
      );
    const english = await api.db.trackedDocument.create({
      data: { tenantId: astm.tenantId, userId: astm.id, accountId: astm.accountId!, documentId: original.id },
    });
    expect((await state(original.contentCode)).json()).toMatchObject({
      id: english.id,
      contentCode: original.contentCode,
      trackingFlag: true,
    });
    expect((await state(translation.contentCode)).json()).toMatchObject({
      id: null,
      contentCode: null,
      trackingFlag: false,
      trackingSinceDate: null,
      // Not tracked: a new tracking starts with its cascade alerts on (issue 27).
      referenceAlerts: true,
    });
    // Without the content code: any line of the family (what older clients ask).
    expect((await state()).json().id).toBe(english.id);

    // Tracking the translation tracks its own line; the English tracking stays as it was.
    await entitle(api.db, astm.tenantId, astm.accountId!, translation.publisherId);
    api.app.services.entitlements.invalidate();
    const created = await track(translation.contentCode);
    expect(created.statusCode).toBe(201);
    expect((await state(translation.contentCode)).json()).toMatchObject({
      id: created.json().id,
      contentCode: translation.contentCode,
      trackingFlag: true,
    });
    await put(created.json().id, false);
    expect((await state(translation.contentCode)).json()).toMatchObject({ id: created.json().id, trackingFlag: false });
    expect((await state(original.contentCode)).json()).toMatchObject({ id: english.id, trackingFlag: true });
    // The tracking's cascade switch as the user left it.
    await api.db.trackedDocument.update({ where: { id: english.id }, data: { referenceAlerts: false } });
    expect((await state(original.contentCode)).json()).toMatchObject({ id: english.id, referenceAlerts: false });

    const other = await api.db.document.findFirstOrThrow({
      where: { family: { not: original.family }, publisher: { tenants: { some: { tenantId: astm.tenantId } } } },
    });
    const mismatch = await state(other.contentCode);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual([expect.objectContaining({ field: "contentCode" })]);
    expect((await state("ASTM|NO-SUCH-DOCUMENT|en-US")).statusCode).toBe(404);
    const tooLong = await state("x".repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors[0].field).toBe("contentCode");
  });

  it("trackerUnavailable means the same in getContentTracking and in the tracking replies: the tenant's tracker off, or alert delivery stalled", async () => {
    const doc = (await entitledDocuments(api.db, astm, 12))[11];
    const id = (await track(doc.contentCode)).json().id;
    const state = async () =>
      (
        await get(
          `/api/documents/getContentTracking?family=${encodeURIComponent(doc.family)}&contentCode=${encodeURIComponent(doc.contentCode)}`,
          individual,
        )
      ).json();
    expect(await state()).toMatchObject({ id, trackingFlag: true, trackerUnavailable: false });

    await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: false } });

    api.app.tenantSettings.invalidate();
    try {
      expect(await state()).toMatchObject({ id, trackerUnavailable: true });
      const off = await put(id, false);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ trackingFlag: false, trackerUnavailable: true });
    } finally {
      await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: true } });
      api.app.tenantSettings.invalidate();
    }

    const stalled = await api.db.outboxEvent.create({
      data: {
        queue: "email",
        type: "email.send",
        payload: {},
        availableAt: new Date(Date.now() - 3_600_000),
      },
    });
    try {
      expect(await state()).toMatchObject({ trackerUnavailable: true });
      expect((await put(id, true)).json()).toMatchObject({ trackingFlag: true, trackerUnavailable: true });
    } finally {
      await api.db.outboxEvent.update({ where: { id: stalled.id }, data: { dispatchedAt: new Date() } });
    }
    expect(await state()).toMatchObject({ trackerUnavailable: false });
    expect((await put(id, false)).json().trackerUnavailable).toBe(false);
  });
});

describe("tracked publishers", () => {
  it("lists the site's publishers with subscribed and the user's tracked-document counts", async () => {
    const list = (await get("/api/publishers/current-user", individual)).json();
    const presented = await api.db.tenantPublisher.count({ where: { tenantId: astm.tenantId } });
    expect(list).toHaveLength(presented);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      publisherCode: expect.any(String),
      publisherName: expect.any(String),
      subscribed: false,
      trackedDocumentCount: expect.any(Number),
    });
    const tracked = await api.db.trackedDocument.findMany({
      where: { userId: astm.id, trackingFlag: true },
      include: { document: true },
    });
    const total = list.reduce((n: number, p: { trackedDocumentCount: number }) => n + p.trackedDocumentCount, 0);
    expect(total).toBe(tracked.length);
  });

  it("update tracks whole publishers and stops; unknown and other sites' publishers answer 404", async () => {
    const singleUser = await seededUser(api.db, "single@astm.example");
    const list = (await get("/api/publishers/current-user", single)).json();
    const [a, b] = list;
    for (const p of [a, b]) await entitle(api.db, singleUser.tenantId, singleUser.accountId!, p.id);
    const res = await api.request({
      method: "POST",
      url: "/api/publishers/update",
      token: single,
      payload: [
        { id: a.id, subscribed: true },
        { id: b.id, subscribed: true },
        { id: b.id, subscribed: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.find((p: { id: number }) => p.id === a.id).subscribed).toBe(true);
    expect(after.find((p: { id: number }) => p.id === b.id).subscribed).toBe(false);

    const notPresented = await api.db.publisher.findFirst({
      where: { tenants: { none: { tenantId: astm.tenantId } } },
    });
    for (const id of [999_999, ...(notPresented ? [notPresented.id] : [])]) {
      const r = await api.request({
        method: "POST",
        url: "/api/publishers/update",
        token: single,
        payload: [{ id, subscribed: true }],
      });
      expect(r.statusCode).toBe(404);
    }
    const empty = await api.request({ method: "POST", url: "/api/publishers/update", token: single, payload: [] });
    expect(empty.statusCode).toBe(400);
    const bad = await api.request({
      method: "POST",
      url: "/api/publishers/update",
      token: single,
      payload: [{ id: a.id }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("0.subscribed");
  });

  it("tracking a whole publisher needs entitlement to its documents (403 content-no-access); a collection of some of them is enough; stopping always works", async () => {
    const scope = await entitledScope(api.db, astm.accountId!);
    const list: { id: number; subscribed: boolean }[] = (await get("/api/publishers/current-user", individual)).json();
    const candidates = list.filter((p) => !scope.publisherIds.includes(p.id));
    let refused: number | undefined;
    for (const p of candidates) {
      const inCollections = await api.db.document.count({
        where: { publisherId: p.id, collectionIds: { hasSome: scope.collectionIds } },
      });
      if (inCollections === 0) {
        refused = p.id;
        break;
      }
    }
    expect(refused).toBeDefined();
    const update = (subscribed: boolean) =>
      api.request({
        method: "POST",
        url: "/api/publishers/update",
        token: individual,
        payload: [{ id: refused!, subscribed }],
      });
    const res = await update(true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "content-no-access" });
    expect(res.json().detail).toContain(String(refused));
    expect(await api.db.trackedPublisher.count({ where: { userId: astm.id, publisherId: refused! } })).toBe(0);
    expect((await update(false)).statusCode).toBe(200);

    // A collection holding one of its documents entitles the account to follow the publisher.
    const doc = await api.db.document.findFirstOrThrow({ where: { publisherId: refused!, isLatest: true } });
    const collection = await api.db.contentCollection.create({ data: { key: "T-PUB-COLL", name: "Some of them" } });
    await api.db.document.update({
      where: { id: doc.id },
      data: { collectionIds: [...doc.collectionIds, collection.id] },
    });
    const product = await api.db.product.create({
      data: {
        tenantId: astm.tenantId,
        subscriptionName: "Some of them",
        subscriptionAbbrName: "T-PUB-COLL",
        grants: { create: [{ collectionId: collection.id }] },
      },
    });
    await api.db.subscription.create({
      data: { accountId: astm.accountId!, productId: product.id, startsAt: new Date(Date.now() - 60_000) },
    });
    const ok = await update(true);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().find((p: { id: number }) => p.id === refused).subscribed).toBe(true);
    expect((await update(false)).json().find((p: { id: number }) => p.id === refused).subscribed).toBe(false);
  });

  it("unsubscribe turns off every tracked document of the publisher and the publisher itself", async () => {
    const user = await seededUser(api.db, "single@astm.example");
    const docs = await entitledDocuments(api.db, user, 40);
    const publisherId = docs[0].publisherId;
    const same = docs.filter((d) => d.publisherId === publisherId).slice(0, 3);
    for (const d of same) await track(d.contentCode, single);
    await api.request({
      method: "POST",
      url: "/api/publishers/update",
      token: single,
      payload: [{ id: publisherId, subscribed: true }],
    });
    const res = await api.request({
      method: "POST",
      url: "/api/publishers/tracked-documents/unsubscribe",
      token: single,
      payload: { id: publisherId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: publisherId, subscribed: false, trackedDocumentCount: 0 });
    expect(res.json().unsubscribedDocuments).toBeGreaterThanOrEqual(same.length);
    expect(
      await api.db.trackedDocument.count({ where: { userId: user.id, trackingFlag: true, document: { publisherId } } }),
    ).toBe(0);
    const missing = await api.request({
      method: "POST",
      url: "/api/publishers/tracked-documents/unsubscribe",
      token: single,
      payload: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("work items", () => {
  it("GET answers the flag (false until tracked), POST sets it; unknown work items answer 404, missing fields 400", async () => {
    const [doc] = await entitledDocuments(api.db, astm, 1);
    const wi = await api.db.workItem.create({
      data: { publisherId: doc.publisherId, workItemNumber: "WK99001", title: "Revision", documentId: doc.id },
      include: { publisher: true },
    });
    const url = `/api/trackers/workItem?publisher=${wi.publisher.key}&workItemNumber=${encodeURIComponent(wi.workItemNumber)}`;
    expect((await get(url, individual)).json()).toEqual({
      publisher: wi.publisher.key,
      workItemNumber: wi.workItemNumber,
      trackingFlag: false,
      trackingSinceDate: null,
    });
    const on = await api.request({
      method: "POST",
      url: "/api/trackers/workItem",
      token: individual,
      payload: { publisher: wi.publisher.name, workItemNumber: wi.workItemNumber, trackingFlag: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ trackingFlag: true, trackingSinceDate: expect.any(String) });
    expect((await get(url, individual)).json().trackingFlag).toBe(true);
    expect((await get(url, single)).json().trackingFlag).toBe(false);

    // Off, then on again: tracking runs since it was turned back on.
    const set = (trackingFlag: boolean) =>
      api.request({
        method: "POST",
        url: "/api/trackers/workItem",
        token: individual,
        payload: { publisher: wi.publisher.key, workItemNumber: wi.workItemNumber, trackingFlag },
      });
    expect((await set(false)).json()).toMatchObject({ trackingFlag: false, trackingSinceDate: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = (await set(true)).json();
    expect(Date.parse(again.trackingSinceDate)).toBeGreaterThan(Date.parse(on.json().trackingSinceDate));
    expect((await get(url, individual)).json().trackingSinceDate).toBe(again.trackingSinceDate);
    // Setting it on while on keeps the date.
    expect((await set(true)).json().trackingSinceDate).toBe(again.trackingSinceDate);

    expect(
      (await get(`/api/trackers/workItem?publisher=${wi.publisher.key}&workItemNumber=NOPE-1`, individual)).statusCode,
    ).toBe(404);
    const missing = await get(`/api/trackers/workItem?publisher=${wi.publisher.key}`, individual);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[0].field).toBe("workItemNumber");
    const noFlag = await api.request({
      method: "POST",
      url: "/api/trackers/workItem",
      token: individual,
      payload: { publisher: wi.publisher.key, workItemNumber: wi.workItemNumber },
    });
    expect(noFlag.statusCode).toBe(400);
  });
});

// The rules of tracking-service.ts on an in-memory repository and entitlements (no database, so
// its mutation run is quick): who may track, what the tracker being off refuses (only what turns
// alerts on) and allows (turning them off, deleting), the entitlement re-checks on every way alerts
// are turned on (documents, a tracking back on, publishers, work items), and trackerUnavailable.
import { describe, expect, it } from "vitest";
import { type Actor, requireUser } from "../../lib/actor.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { CURRENT_LIST_LIMIT } from "./document-trackings-service.ts";
import { SIGN_IN_TO_TRACK, TRACKER_UNAVAILABLE } from "./tracking-gates.ts";
import type { TrackingRepo } from "./tracking-repo.ts";
import { createTrackingService } from "./tracking-service.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const actor: Actor = {
  userId: 7,
  email: "u@example.com",
  tenantId: 3,
  tenantCode: "astm",
  accountId: 11,
  userType: "INDIVIDUAL",
  authType: "PWD",
  authorities: [],
  jti: "j",
  exp: 0,
};
const anonymous: Actor = { ...actor, userId: null, userType: "COMPANY" };

const listed = (id: number, contentCode = `C${id}`) => ({
  id,
  contentCode,
  family: "D3039",
  designationNo: "D3039",
  displayDesignation: `ASTM D${id}`,
  title: "Tensile",
  documentType: "Standard",
  assetType: "Standard",
  assetId: null,
  publisher: { key: "ASTM", name: "ASTM" },
  status: "Active",
  isLatest: true,
  languageCode: "en-US",
  publishedDate: null,
  publishedOnlineDate: null,
  lastUpdateDate: null,
});
const trackable = (over: object = {}) => ({
  id: 100,
  publisherId: 1,
  allowToTrack: true,
  assetType: "Standard",
  classification: null,
  collectionIds: [5],
  displayDesignation: "ASTM D3039",
  ...over,
});

type Call = [string, ...unknown[]];

/** An in-memory repository (the calls the service makes) and entitlements, with what they were asked. */
function world(
  options: {
    trackerAvailable?: boolean;
    stalled?: boolean;
    entitled?: boolean;
    scope?: { publisherIds: number[]; collectionIds: number[] };
    viaCollections?: number[];
    presented?: number[];
    doc?: ReturnType<typeof trackable> | null;
    existing?: { id: number; trackingFlag: boolean } | null;
    tracked?: { id: number; trackingFlag: boolean } | null;
    workItem?: boolean;
    /** The work item's tracking row (undefined: one turned off). */
    workItemRow?: { trackingFlag: boolean } | null;
    /** The work item's document (undefined: one in collection 8). */
    workItemDocument?: { collectionIds: number[] } | null;
    /** Build the service with its default clock and stall limit. */
    defaults?: boolean;
  } = {},
) {
  const calls: Call[] = [];
  const row = (id: number, trackingFlag: boolean) => ({
    id,
    trackingFlag,
    trackingSince: NOW,
    document: listed(100),
  });
  const repo = {
    db: {
      $transaction: async (fn: (tx: unknown) => unknown) => fn("tx"),
    },
    tenant: async (tenantId: number) => {
      calls.push(["tenant", tenantId]);
      return { trackerAvailable: options.trackerAvailable ?? true, mainPublisherId: 1 };
    },
    alertsStalledSince: async (since: Date) => {
      calls.push(["alertsStalledSince", since.toISOString()]);
      return options.stalled ?? false;
    },
    countTracked: async () => 3,
    listTracked: async (_t: number, _u: number, page: object) => {
      calls.push(["listTracked", page]);
      return [row(1, true)];
    },
    // No tracked line has a change summary here (document-changes.test.ts covers latestChange).
    latestChanges: async () => [],
    documentByCode: async (code: string) => {
      calls.push(["documentByCode", code]);
      return options.doc === undefined ? trackable() : options.doc;
    },
    lockUser: async () => {},
    findLineTracking: async () => (options.existing ? row(options.existing.id, options.existing.trackingFlag) : null),
    setTrackingFlag: async (_tx: unknown, id: number, flag: boolean) => {
      calls.push(["setTrackingFlag", id, flag]);
      return row(id, flag);
    },
    createTracked: async (_tx: unknown, data: object) => {
      calls.push(["createTracked", data]);
      return row(50, true);
    },
    trackedById: async (_t: number, _u: number, id: number) =>
      options.tracked ? { ...row(id, options.tracked.trackingFlag), document: listed(100, "CODE-100") } : null,
    deleteTracked: async (_t: number, _u: number, id: number) => ({ count: id === 1 ? 1 : 0 }),
    publishersOf: async () => [
      { id: 1, subscribed: true },
      { id: 2, subscribed: false },
    ],
    presentedPublisherIds: async (_t: number, ids: number[]) =>
      new Set(ids.filter((id) => (options.presented ?? [1, 2, 3]).includes(id))),
    publishersInCollections: async (ids: number[], collectionIds: number[]) => {
      calls.push(["publishersInCollections", ids, collectionIds]);
      return new Set(ids.filter((id) => (options.viaCollections ?? []).includes(id)));
    },
    setPublisherSubscriptions: async (userId: number, subs: object[]) => {
      calls.push(["setPublisherSubscriptions", userId, subs]);
    },
    unsubscribePublisherDocuments: async (_t: number, _u: number, publisherId: number) => {
      calls.push(["unsubscribePublisherDocuments", publisherId]);
      return 4;
    },
    findWorkItem: async () =>
      options.workItem === false
        ? null
        : {
            id: 9,
            publisherId: 1,
            workItemNumber: "WK123",
            publisher: { key: "ASTM" },
            document: options.workItemDocument === undefined ? { collectionIds: [8] } : options.workItemDocument,
          },
    workItemTracking: async () =>
      options.workItemRow === null
        ? null
        : { trackingFlag: options.workItemRow?.trackingFlag ?? false, trackingSince: NOW },
    setWorkItemTracking: async (_u: number, _id: number, flag: boolean) => {
      calls.push(["setWorkItemTracking", flag]);
      return { trackingFlag: flag, trackingSince: NOW };
    },
  };
  const entitlements = {
    assertEntitled: async (_a: Actor, doc: { publisherId: number; collectionIds: number[] }) => {
      calls.push(["assertEntitled", doc]);
      if (options.entitled === false) throw new Error("not entitled");
    },
    scopeOf: async (_a: Actor, o: object) => {
      calls.push(["scopeOf", o]);
      return options.scope ?? { publisherIds: [1], collectionIds: [5] };
    },
  };
  const service = createTrackingService({
    repo: repo as unknown as TrackingRepo,
    entitlements: entitlements as unknown as EntitlementsService,
    ...(options.defaults ? {} : { clock: () => NOW, alertStallMs: 60_000 }),
  });
  const named = (name: string) => calls.filter((c) => c[0] === name);
  return { service, calls, named };
}

const trackerOff = { status: 503, message: TRACKER_UNAVAILABLE, messageKey: "error.tracker.unavailable" };

describe("who may track", () => {
  it("an anonymous company session is sent to sign in; a user is named by id", () => {
    expect(() => requireUser(anonymous, SIGN_IN_TO_TRACK)).toThrow(
      expect.objectContaining({
        status: 403,
        messageKey: "error.signed-in-required",
        message: "Sign in to track or favourite documents",
      }),
    );
    expect(() => requireUser(anonymous, "save notes")).toThrow("Sign in to save notes");
    expect(requireUser(actor, SIGN_IN_TO_TRACK)).toBe(7);
  });

  it("every call refuses an anonymous session before touching anything", async () => {
    const { service, calls } = world();
    for (const call of [
      () => service.current(anonymous),
      () => service.page(anonymous, { page: 0, size: 10 }),
      () => service.track(anonymous, "C"),
      () => service.update(anonymous, 1, false),
      () => service.remove(anonymous, 1),
      () => service.publishers(anonymous),
      () => service.updatePublishers(anonymous, []),
      () => service.unsubscribePublisherDocuments(anonymous, 1),
      () => service.workItem(anonymous, { publisher: "ASTM", workItemNumber: "1" }),
      () => service.setWorkItem(anonymous, { publisher: "ASTM", workItemNumber: "1", trackingFlag: false }),
    ])
      await expect(call()).rejects.toMatchObject({
        status: 403,
        messageKey: "error.signed-in-required",
        message: "Sign in to track or favourite documents",
      });
    expect(calls).toEqual([]);
  });
});

describe("trackerUnavailable", () => {
  it("is true when the tenant's tracker is off or alert delivery stalled since the stall limit, else false", async () => {
    expect(await world().service.trackerUnavailable(actor)).toBe(false);
    expect(await world({ trackerAvailable: false }).service.trackerUnavailable(actor)).toBe(true);
    const stalled = world({ stalled: true });
    expect(await stalled.service.trackerUnavailable(actor)).toBe(true);
    // Stalled means waiting since before now minus alertStallMs.
    expect(stalled.named("alertsStalledSince")).toEqual([["alertsStalledSince", "2026-06-01T11:59:00.000Z"]]);
    expect(stalled.named("tenant")).toEqual([["tenant", 3]]);
  });

  it("by default, stalled means waiting for over 10 minutes by the real clock", async () => {
    const w = world({ defaults: true });
    const before = Date.now();
    await w.service.trackerUnavailable(actor);
    const since = Date.parse(String(w.named("alertsStalledSince")[0][1]));
    expect(since).toBeGreaterThanOrEqual(before - 10 * 60_000 - 1_000);
    expect(since).toBeLessThanOrEqual(Date.now() - 10 * 60_000 + 1_000);
    expect(TRACKER_UNAVAILABLE).toBe("Tracker Service Unavailable");
  });

  it("comes with every tracking reply", async () => {
    const { tracking } = await world({ stalled: true }).service.track(actor, "C100");
    expect(tracking).toMatchObject({ id: 50, trackingFlag: true, trackerUnavailable: true });
    expect(tracking.trackingSinceDate).toBe(NOW.toISOString());
    expect(tracking.document).toMatchObject({ contentId: 100, displayDesignation: "ASTM D100" });
  });
});

describe("tracking a document", () => {
  it("is refused while the tracker is off, before the document is looked up", async () => {
    const w = world({ trackerAvailable: false });
    await expect(w.service.track(actor, "C100")).rejects.toMatchObject(trackerOff);
    expect(w.named("documentByCode")).toEqual([]);
  });

  it("an unknown content code is 404", async () => {
    await expect(world({ doc: null }).service.track(actor, "NOPE")).rejects.toMatchObject({
      status: 404,
      messageKey: "error.document.notFound",
      message: "No document has the content code NOPE",
    });
  });

  it("needs entitlement to the document (its publisher and collections)", async () => {
    const w = world({ entitled: false });
    await expect(w.service.track(actor, "C100")).rejects.toThrow("not entitled");
    expect(w.named("assertEntitled")).toEqual([["assertEntitled", { publisherId: 1, collectionIds: [5] }]]);
    expect(w.named("createTracked")).toEqual([]);
  });

  it("a document the track rules refuse is 400 naming it, an entity alert of trackedDocument", async () => {
    const w = world({ doc: trackable({ allowToTrack: false }) });
    await expect(w.service.track(actor, "C100")).rejects.toMatchObject({
      status: 400,
      messageKey: "error.tracking.notAllowed",
      params: "trackedDocument",
      entityAlert: true,
      message: "Tracking is not available for ASTM D3039.",
    });
    // The main publisher (1) rule applies: Related Materials are refused, another publisher's are not.
    const rm = world({ doc: trackable({ assetType: "Related Materials" }) });
    await expect(rm.service.track(actor, "C100")).rejects.toMatchObject({ status: 400 });
    const other = world({ doc: trackable({ assetType: "Related Materials", publisherId: 2 }) });
    await expect(other.service.track(actor, "C100")).resolves.toMatchObject({ created: true });
  });

  it("creates a tracking for the user's account, or answers the line's tracking turned back on", async () => {
    const fresh = world();
    expect(await fresh.service.track(actor, "C100")).toMatchObject({ created: true });
    expect(fresh.named("createTracked")).toEqual([
      ["createTracked", { tenantId: 3, userId: 7, accountId: 11, documentId: 100 }],
    ]);
    const off = world({ existing: { id: 60, trackingFlag: false } });
    expect(await off.service.track(actor, "C100")).toMatchObject({
      created: false,
      tracking: { id: 60, trackingFlag: true },
    });
    expect(off.named("setTrackingFlag")).toEqual([["setTrackingFlag", 60, true]]);
    const on = world({ existing: { id: 61, trackingFlag: true } });
    expect(await on.service.track(actor, "C100")).toMatchObject({ created: false, tracking: { id: 61 } });
    expect(on.named("setTrackingFlag")).toEqual([]);
    expect(on.named("createTracked")).toEqual([]);
  });
});

describe("turning a tracking off and back on", () => {
  it("an unknown tracking is 404", async () => {
    await expect(world().service.update(actor, 5, false)).rejects.toMatchObject({
      status: 404,
      messageKey: "error.tracking.notFound",
      message: "No tracked document 5",
    });
  });

  it("off always works, even with the tracker off, without any re-check", async () => {
    const w = world({ trackerAvailable: false, entitled: false, tracked: { id: 5, trackingFlag: true } });
    expect(await w.service.update(actor, 5, false)).toMatchObject({
      id: 5,
      trackingFlag: false,
      trackerUnavailable: true,
    });
    expect(w.named("setTrackingFlag")).toEqual([["setTrackingFlag", 5, false]]);
    expect(w.named("assertEntitled")).toEqual([]);
  });

  it("back on re-checks the tracker, the entitlement and the track rules", async () => {
    const down = world({ trackerAvailable: false, tracked: { id: 5, trackingFlag: false } });
    await expect(down.service.update(actor, 5, true)).rejects.toMatchObject(trackerOff);
    expect(down.named("setTrackingFlag")).toEqual([]);
    const unentitled = world({ entitled: false, tracked: { id: 5, trackingFlag: false } });
    await expect(unentitled.service.update(actor, 5, true)).rejects.toThrow("not entitled");
    expect(unentitled.named("documentByCode")).toEqual([["documentByCode", "CODE-100"]]);
    expect(unentitled.named("setTrackingFlag")).toEqual([]);
    const refused = world({ doc: trackable({ allowToTrack: false }), tracked: { id: 5, trackingFlag: false } });
    await expect(refused.service.update(actor, 5, true)).rejects.toMatchObject({ status: 400 });
    const ok = world({ tracked: { id: 5, trackingFlag: false } });
    expect(await ok.service.update(actor, 5, true)).toMatchObject({ trackingFlag: true });
    expect(ok.named("setTrackingFlag")).toEqual([["setTrackingFlag", 5, true]]);
  });

  it("back on for a document no longer in the catalogue needs only the tracker", async () => {
    const gone = world({ doc: null, entitled: false, tracked: { id: 5, trackingFlag: false } });
    expect(await gone.service.update(actor, 5, true)).toMatchObject({ trackingFlag: true });
    expect(gone.named("assertEntitled")).toEqual([]);
  });

  it("asking for the state it already has changes nothing and re-checks nothing", async () => {
    const on = world({ trackerAvailable: false, tracked: { id: 5, trackingFlag: true } });
    expect(await on.service.update(actor, 5, true)).toMatchObject({ trackingFlag: true });
    const off = world({ tracked: { id: 5, trackingFlag: false } });
    expect(await off.service.update(actor, 5, false)).toMatchObject({ trackingFlag: false });
    expect([...on.named("setTrackingFlag"), ...off.named("setTrackingFlag"), ...on.named("assertEntitled")]).toEqual(
      [],
    );
  });

  it("deleting works with the tracker off; an unknown one is 404", async () => {
    const w = world({ trackerAvailable: false });
    await expect(w.service.remove(actor, 1)).resolves.toBeUndefined();
    await expect(w.service.remove(actor, 2)).rejects.toMatchObject({
      status: 404,
      messageKey: "error.tracking.notFound",
      message: "No tracked document 2",
    });
  });
});

describe("the lists", () => {
  it("current: the first CURRENT_LIST_LIMIT, newest first; page: its slice, turned-off first when asked", async () => {
    const w = world();
    expect(await w.service.current(actor)).toMatchObject({ count: 3, result: [{ id: 1 }] });
    expect(await w.service.page(actor, { page: 2, size: 10 })).toMatchObject({
      count: 3,
      result: [{ id: 1, trackingFlag: true, trackingSinceDate: NOW.toISOString() }],
    });
    await w.service.page(actor, { page: 0, size: 5, sort: "ContentTrackingOff" });
    expect(w.named("listTracked")).toEqual([
      ["listTracked", { skip: 0, take: CURRENT_LIST_LIMIT, offFirst: false }],
      ["listTracked", { skip: 20, take: 10, offFirst: false }],
      ["listTracked", { skip: 0, take: 5, offFirst: true }],
    ]);
    expect(CURRENT_LIST_LIMIT).toBe(200);
  });
});

describe("whole publishers", () => {
  it("a publisher the site does not present is 404 naming it", async () => {
    await expect(
      world().service.updatePublishers(actor, [
        { id: 9, subscribed: false },
        { id: 8, subscribed: true },
        { id: 1, subscribed: true },
      ]),
    ).rejects.toMatchObject({
      status: 404,
      messageKey: "error.publisher.notFound",
      message: "No publisher 9, 8 on this site",
    });
  });

  it("stopping alerts works with the tracker off and needs no entitlement", async () => {
    const w = world({ trackerAvailable: false, scope: { publisherIds: [], collectionIds: [] } });
    await w.service.updatePublishers(actor, [{ id: 2, subscribed: false }]);
    expect(w.named("setPublisherSubscriptions")).toEqual([
      ["setPublisherSubscriptions", 7, [{ publisherId: 2, subscribed: false }]],
    ]);
    expect(w.named("scopeOf")).toEqual([]);
  });

  it("starting them is refused while the tracker is off", async () => {
    const w = world({ trackerAvailable: false });
    await expect(w.service.updatePublishers(actor, [{ id: 1, subscribed: true }])).rejects.toMatchObject(trackerOff);
    expect(w.named("setPublisherSubscriptions")).toEqual([]);
  });

  it("needs a fresh scope granting the publisher, or a collection holding some of its documents", async () => {
    const granted = world({ scope: { publisherIds: [1], collectionIds: [5] }, viaCollections: [2] });
    await granted.service.updatePublishers(actor, [
      { id: 1, subscribed: true },
      { id: 2, subscribed: true },
    ]);
    expect(granted.named("scopeOf")).toEqual([["scopeOf", { fresh: true }]]);
    expect(granted.named("publishersInCollections")).toEqual([["publishersInCollections", [2], [5]]]);
    const refused = world({ scope: { publisherIds: [1], collectionIds: [] } });
    await expect(
      refused.service.updatePublishers(actor, [
        { id: 2, subscribed: true },
        { id: 3, subscribed: true },
        { id: 1, subscribed: true },
      ]),
    ).rejects.toMatchObject({
      status: 403,
      messageKey: "content-no-access",
      title: "User is not entitled for the Document",
      message: "User is not entitled to the documents of publisher 2, 3",
    });
    expect(refused.named("setPublisherSubscriptions")).toEqual([]);
  });

  it("the last change of a publisher wins, and the list comes back", async () => {
    const w = world();
    const list = await w.service.updatePublishers(actor, [
      { id: 1, subscribed: true },
      { id: 1, subscribed: false },
    ]);
    expect(w.named("setPublisherSubscriptions")).toEqual([
      ["setPublisherSubscriptions", 7, [{ publisherId: 1, subscribed: false }]],
    ]);
    expect(w.named("scopeOf")).toEqual([]);
    expect(list).toHaveLength(2);
  });

  it("stopping a publisher's document alerts works with the tracker off; an unpresented one is 404", async () => {
    const w = world({ trackerAvailable: false });
    expect(await w.service.unsubscribePublisherDocuments(actor, 2)).toEqual({
      id: 2,
      subscribed: false,
      unsubscribedDocuments: 4,
    });
    await expect(w.service.unsubscribePublisherDocuments(actor, 9)).rejects.toMatchObject({
      status: 404,
      messageKey: "error.publisher.notFound",
      message: "No publisher 9 on this site",
    });
    expect(w.named("unsubscribePublisherDocuments")).toEqual([["unsubscribePublisherDocuments", 2]]);
  });
});

describe("work items", () => {
  const item = { publisher: "ASTM", workItemNumber: "WK123" };

  it("an unknown work item is 404 naming it", async () => {
    const w = world({ workItem: false });
    await expect(w.service.workItem(actor, item)).rejects.toMatchObject({
      status: 404,
      messageKey: "error.workItem.notFound",
      message: "No work item WK123 of ASTM",
    });
    await expect(w.service.setWorkItem(actor, { ...item, trackingFlag: false })).rejects.toMatchObject({
      status: 404,
      messageKey: "error.workItem.notFound",
      message: "No work item WK123 of ASTM",
    });
  });

  it("a work item never tracked is off without a date; a tracked one says since when", async () => {
    expect(await world({ workItemRow: null }).service.workItem(actor, item)).toMatchObject({
      trackingFlag: false,
      trackingSinceDate: null,
    });
    expect(await world({ workItemRow: { trackingFlag: true } }).service.workItem(actor, item)).toMatchObject({
      trackingFlag: true,
      trackingSinceDate: NOW.toISOString(),
    });
  });

  it("a work item without a document is checked against its publisher alone", async () => {
    const w = world({ workItemDocument: null });
    await w.service.setWorkItem(actor, { ...item, trackingFlag: true });
    expect(w.named("assertEntitled")).toEqual([["assertEntitled", { publisherId: 1, collectionIds: [] }]]);
  });

  it("a work item not tracked has no date", async () => {
    expect(await world().service.workItem(actor, item)).toEqual({
      publisher: "ASTM",
      workItemNumber: "WK123",
      trackingFlag: false,
      trackingSinceDate: null,
    });
  });

  it("turning its alerts on checks the tracker and the entitlement to its document; off needs neither", async () => {
    const down = world({ trackerAvailable: false });
    await expect(down.service.setWorkItem(actor, { ...item, trackingFlag: true })).rejects.toMatchObject(trackerOff);
    expect(await down.service.setWorkItem(actor, { ...item, trackingFlag: false })).toEqual({
      ...item,
      trackingFlag: false,
      trackingSinceDate: null,
    });
    const unentitled = world({ entitled: false });
    await expect(unentitled.service.setWorkItem(actor, { ...item, trackingFlag: true })).rejects.toThrow(
      "not entitled",
    );
    expect(unentitled.named("assertEntitled")).toEqual([["assertEntitled", { publisherId: 1, collectionIds: [8] }]]);
    expect(unentitled.named("setWorkItemTracking")).toEqual([]);
    const ok = world();
    expect(await ok.service.setWorkItem(actor, { ...item, trackingFlag: true })).toEqual({
      ...item,
      trackingFlag: true,
      trackingSinceDate: NOW.toISOString(),
    });
  });
});

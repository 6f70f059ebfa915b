// The re-checks of tracking (issue 11 item 16: mutants that survived): turning a tracking on —
// a work item, or a tracked document back on — asks again for the tracker and the entitlement;
// stopping alerts — a work item, a tracked document, a whole publisher, "unsubscribe" — always
// works, the tracker off included.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser, unentitledDocument } from "./tracking-fixtures.ts";

const api = useApi();
let astm: Awaited<ReturnType<typeof seededUser>>;
let individual: string;

const setWorkItem = (publisher: string, workItemNumber: string, trackingFlag: boolean) =>
  api.request({
    method: "POST",
    url: "/api/trackers/workItem",
    token: individual,
    payload: { publisher, workItemNumber, trackingFlag },
  });
const put = (id: number, trackingFlag: boolean) =>
  api.request({ method: "PUT", url: `/api/tracked-documents/${id}`, token: individual, payload: { trackingFlag } });

async function withTrackerOff(run: () => Promise<void>) {
  await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: false } });
  api.app.tenantSettings.invalidate();
  try {
    await run();
  } finally {
    await api.db.tenant.update({ where: { id: astm.tenantId }, data: { trackerAvailable: true } });
    api.app.tenantSettings.invalidate();
  }
}

/** A tracking row turned off, for a document the user may or may not be entitled to now. */
async function trackedOff(documentId: number) {
  return api.db.trackedDocument.create({
    data: {
      tenantId: astm.tenantId,
      userId: astm.id,
      accountId: astm.accountId!,
      documentId,
      trackingFlag: false,
    },
  });
}

beforeAll(async () => {
  astm = await seededUser(api.db, "individual@astm.example");
  individual = await api.login("individual@astm.example");
});

describe("work items", () => {
  it("turning tracking on needs the tracker (503) and the entitlement (403); turning it off always works", async () => {
    const [entitled] = await entitledDocuments(api.db, astm, 1);
    const foreign = await unentitledDocument(api.db, astm);
    const presented = await api.db.tenantPublisher.findFirst({
      where: { tenantId: astm.tenantId, publisherId: foreign.publisherId },
    });
    const mine = await api.db.workItem.create({
      data: { publisherId: entitled.publisherId, workItemNumber: "WKG-1", title: "Mine", documentId: entitled.id },
      include: { publisher: true },
    });
    await withTrackerOff(async () => {
      const refused = await setWorkItem(mine.publisher.key, mine.workItemNumber, true);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe("error.tracker.unavailable");
      const off = await setWorkItem(mine.publisher.key, mine.workItemNumber, false);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ trackingFlag: false, trackingSinceDate: null });
    });
    expect((await setWorkItem(mine.publisher.key, mine.workItemNumber, true)).statusCode).toBe(200);
    await withTrackerOff(async () => {
      // Alerts about a tracked work item stop while the tracker is off.
      expect((await setWorkItem(mine.publisher.key, mine.workItemNumber, false)).json().trackingFlag).toBe(false);
    });

    // astm presents every publisher, so this work item is found, and refused for entitlement.
    expect(presented).not.toBeNull();
    {
      const theirs = await api.db.workItem.create({
        data: { publisherId: foreign.publisherId, workItemNumber: "WKG-2", title: "Theirs", documentId: foreign.id },
        include: { publisher: true },
      });
      const notEntitled = await setWorkItem(theirs.publisher.key, theirs.workItemNumber, true);
      expect(notEntitled.statusCode).toBe(403);
      expect(notEntitled.json().message).toBe("content-no-access");
      expect((await setWorkItem(theirs.publisher.key, theirs.workItemNumber, false)).statusCode).toBe(200);
    }
  });
});

describe("tracked documents", () => {
  it("turning a tracking back on re-checks the tracker and the entitlement; off always works", async () => {
    const [doc] = await entitledDocuments(api.db, astm, 1).then((d) => d.slice(0, 1));
    const row = await trackedOff(doc.id);
    await withTrackerOff(async () => {
      expect((await put(row.id, true)).statusCode).toBe(503);
      expect((await put(row.id, false)).statusCode).toBe(200);
    });
    expect((await put(row.id, true)).json().trackingFlag).toBe(true);
    await withTrackerOff(async () => {
      expect((await put(row.id, false)).json().trackingFlag).toBe(false);
    });

    const foreign = await unentitledDocument(api.db, astm);
    const lost = await trackedOff(foreign.id);
    const back = await put(lost.id, true);
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe("content-no-access");
    expect((await put(lost.id, false)).statusCode).toBe(200);
  });
});

describe("publishers", () => {
  it("stopping a whole publisher, and unsubscribing its documents, work while the tracker is off", async () => {
    const [doc] = await entitledDocuments(api.db, astm, 1);
    const subscribe = (subscribed: boolean) =>
      api.request({
        method: "POST",
        url: "/api/publishers/update",
        token: individual,
        payload: [{ id: doc.publisherId, subscribed }],
      });
    expect((await subscribe(true)).statusCode).toBe(200);
    await withTrackerOff(async () => {
      expect((await subscribe(true)).statusCode).toBe(503);
      const stopped = await subscribe(false);
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().find((p: { id: number }) => p.id === doc.publisherId).subscribed).toBe(false);
      const unsubscribe = await api.request({
        method: "POST",
        url: "/api/publishers/tracked-documents/unsubscribe",
        token: individual,
        payload: { id: doc.publisherId },
      });
      expect(unsubscribe.statusCode).toBe(200);
      expect(unsubscribe.json()).toMatchObject({ id: doc.publisherId, subscribed: false });
    });
  });
});

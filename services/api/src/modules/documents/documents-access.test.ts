// Who gets what among the document calls (spec 1 §6): opening, downloading and verifying a
// document need entitlement (documents.test.ts); everything else the document page shows about a
// document — its metadata, translations, details, related content, work items, videos, e-learning
// courses, the designation lookup and the tracking state — is catalogue data that any signed-in
// user of the tenant gets alike, entitled to the document or not, and only for the documents the
// tenant presents. Also: the tabs of the metadata (visual content, e-learning, related content,
// compass points) and its compass point flags.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { seededUser } from "../tracking/tracking-fixtures.ts";
import { editionsWithFiles } from "./documents-fixtures.ts";

const api = useApi();
let entitled: string; // individual@astm.example: ASTM and ISO
let unentitled: string; // single@astm.example: ASTM Volume 08.01 (Committee D20) only
let awwa: string; // a tenant that does not present ACI
let user: Awaited<ReturnType<typeof seededUser>>;
let single: Awaited<ReturnType<typeof seededUser>>;
let d3039: Awaited<ReturnType<typeof editionsWithFiles>>;
let aci: Awaited<ReturnType<typeof editionsWithFiles>>;

const q = encodeURIComponent;
const get = (url: string, token: string) => api.request({ method: "GET", url, token });
const tabsOf = (m: { tabs: { name: string }[] }) => m.tabs.map((t) => t.name);

beforeAll(async () => {
  [entitled, unentitled, awwa] = await Promise.all([
    api.login("individual@astm.example"),
    api.login("single@astm.example"),
    api.login("individual@awwa.example"),
  ]);
  user = await seededUser(api.db, "individual@astm.example");
  single = await seededUser(api.db, "single@astm.example");
  d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
  aci = await editionsWithFiles(api.db, "ACI", "318");
});

describe("the two users", () => {
  it("one is entitled to D3039 and the other is not (the verification header says so)", async () => {
    const url = `/api/documents/verification/contentCode?contentCode=${q(d3039.latest.contentCode)}`;
    expect((await get(url, entitled)).headers.entitlementaccess).toBe("true");
    expect((await get(url, unentitled)).headers.entitlementaccess).toBe("false");
    // …and the unentitled one cannot open it.
    const pdf = await get(`/api/documents/pdf/contentCode?contentCode=${q(d3039.latest.contentCode)}`, unentitled);
    expect(pdf.statusCode).toBe(403);
  });
});

describe("catalogue calls answer entitled and unentitled users alike", () => {
  /** GETs the url as both users: both 200 with the same body. */
  async function same(url: string) {
    const [a, b] = await Promise.all([get(url, entitled), get(url, unentitled)]);
    expect(a.statusCode, url).toBe(200);
    expect(b.statusCode, url).toBe(200);
    expect(b.json()).toEqual(a.json());
    return a.json();
  }

  it("metadata: the same document page, without the entitled user's own flags", async () => {
    const url = `/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`;
    const [a, b] = await Promise.all([get(url, entitled), get(url, unentitled)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const { tabs: ta, contentFavorite: _fa, ...restA } = a.json();
    const { tabs: tb, contentFavorite: _fb, ...restB } = b.json();
    expect(restB).toEqual(restA);
    // The content tabs are the same; the compass points tab is the individual account's feature.
    const content = (tabs: { name: string }[]) => tabs.filter((t) => t.name !== "COMPASS_POINTS");
    expect(content(tb)).toEqual(content(ta));
    // The file ids are listed to both; the bytes behind them are for the entitled user only.
    const html = restB.htmlVersions[0].id;
    expect((await get(`/api/documents/html/${html}`, unentitled)).statusCode).toBe(403);
    expect((await get(`/api/documents/html/${html}`, entitled)).statusCode).toBe(200);
  });

  it("translations by content id and by content code", async () => {
    const spanish = await api.db.document.findFirstOrThrow({
      where: { family: "D3039", languageCode: "es-ES", translationOfId: { not: null } },
    });
    const byId = await same(`/api/documents/translations?contentId=${spanish.translationOfId}`);
    expect(byId).toContainEqual(expect.objectContaining({ contentId: spanish.id }));
    const byCode = await same(`/api/documents/translations/byContentCode?contentCode=${q(spanish.contentCode)}`);
    expect(byCode).toContainEqual(expect.objectContaining({ contentId: spanish.translationOfId, original: true }));
  });

  it("additional details, and details by publisher", async () => {
    const details = await same(`/api/documents/additional-details?contentCode=${q(d3039.latest.contentCode)}`);
    expect(details).toMatchObject({ contentCode: d3039.latest.contentCode, contentType: "ASTM_STANDARDS" });
    const byPublisher = await same(
      `/api/documents/additional-details-by-publisher?contentCode=${q(aci.latest.contentCode)}`,
    );
    expect(byPublisher).toMatchObject({ contentCode: aci.latest.contentCode, publisherCode: "ACI" });
  });

  it("related content, work items", async () => {
    const related = await same(`/api/documents/relatedContent?contentCode=${q(d3039.latest.contentCode)}`);
    expect(related.supplements.length).toBeGreaterThan(0);
    const items = await same(`/api/documents/work-items/${q(d3039.latest.contentCode)}`);
    expect(items.length).toBeGreaterThan(0);
  });

  it("videos of a designation, the tutorials, and recording a play", async () => {
    const videos = await same(`/api/documents/videos?designation=${q(d3039.latest.designation)}`);
    expect(videos.length).toBeGreaterThan(0);
    const tutorials = await same("/api/documents/videos/tutorial");
    expect(tutorials.length).toBeGreaterThan(0);
    // Playing a video is a click recorded for whoever plays it.
    for (const [token, who] of [
      [entitled, user],
      [unentitled, single],
    ] as const) {
      const res = await api.request({
        method: "POST",
        url: `/api/documents/video?contentId=${d3039.latest.id}&hashId=${videos[0].hashed_id}`,
        token,
      });
      expect(res.statusCode).toBe(204);
      const event = await api.db.usageEvent.findFirstOrThrow({
        where: { kind: "VIDEO_PLAY", userId: who.id, documentId: d3039.latest.id },
      });
      expect(event.details).toMatchObject({ hashId: videos[0].hashed_id });
    }
  });

  it("e-learning courses of a family (the course site itself checks its own entitlement)", async () => {
    const courses = await same("/api/v1/documents/getELearningAssetsByFamily?familyName=D3039&assetType=eLearning");
    expect(courses.length).toBeGreaterThan(0);
  });

  it("the designation lookup", async () => {
    const found = await same(`/api/documents/contentCode/designation?designation=${q(d3039.latest.designation)}`);
    expect(found).toEqual({ contentCode: d3039.latest.contentCode, message: null });
  });

  it("content tracking: each user's own state", async () => {
    const tracked = await api.db.trackedDocument.create({
      data: { tenantId: user.tenantId, userId: user.id, accountId: user.accountId!, documentId: d3039.latest.id },
    });
    const url = "/api/documents/getContentTracking?family=D3039";
    const [a, b] = await Promise.all([get(url, entitled), get(url, unentitled)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ id: tracked.id, trackingFlag: true });
    // The other user does not track it; being unentitled is not an error.
    expect(b.json()).toMatchObject({ id: null, family: "D3039", trackingFlag: false, contentCode: null });
  });

  it("a document the tenant does not present is 404 to both; a sign-in is needed for every call", async () => {
    const code = q(aci.latest.contentCode);
    const urls = [
      `/api/documents/metadata?contentCode=${code}`,
      `/api/documents/translations?contentId=${aci.latest.id}`,
      `/api/documents/translations/byContentCode?contentCode=${code}`,
      `/api/documents/additional-details?contentCode=${code}`,
      `/api/documents/additional-details-by-publisher?contentCode=${code}`,
      `/api/documents/relatedContent?contentCode=${code}`,
      `/api/documents/work-items/${code}`,
    ];
    for (const url of urls) {
      const res = await get(url, awwa);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail, url).toBe("Can not find content");
    }
    const aciVideo = await api.db.documentVideo.findFirst({ where: { document: { publisher: { key: "ACI" } } } });
    if (aciVideo) {
      const play = await api.request({
        method: "POST",
        url: `/api/documents/video?contentId=${aciVideo.documentId}&hashId=x`,
        token: awwa,
      });
      expect(play.statusCode).toBe(404);
    }
    expect(
      (await get(`/api/documents/contentCode/designation?designation=${q(aci.latest.designation)}`, awwa)).json(),
    ).toEqual({ contentCode: null, message: "Not found Content" });
    for (const url of [
      ...urls,
      "/api/documents/videos?designation=D3039",
      "/api/v1/documents/getELearningAssetsByFamily?familyName=D3039",
      "/api/documents/contentCode/designation?designation=D3039",
      "/api/documents/getContentTracking?family=D3039",
    ]) {
      expect((await api.request({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect(
      (await api.request({ method: "POST", url: `/api/documents/video?contentId=${d3039.latest.id}&hashId=abc` }))
        .statusCode,
    ).toBe(401);
    // The tutorials are the public /video page: the tenant's (by its header) without a sign-in.
    const tutorials = await api.request({ method: "GET", url: "/api/documents/videos/tutorial", tenant: "astm" });
    expect(tutorials.statusCode).toBe(200);
    expect(tutorials.json()).toEqual((await get("/api/documents/videos/tutorial", unentitled)).json());
  });
});

describe("metadata tabs", () => {
  it("visual content, e-learning and related content are tabs when the document has them, at their positions", async () => {
    const m = (await get(`/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`, entitled)).json();
    expect(m.video).toBe("Y");
    const positions = Object.fromEntries(m.tabs.map((t: { name: string; position: number }) => [t.name, t.position]));
    expect(positions).toMatchObject({ VISUAL_CONTENT: 3, E_LEARNING: 3, RELATED_CONTENT: 4 });
    expect(tabsOf(m)).toEqual([
      "PDF",
      "HTML",
      "WORK_ITEMS",
      "VISUAL_CONTENT",
      "E_LEARNING",
      "RELATED_CONTENT",
      "COMPASS_POINTS",
    ]);
  });

  it("a document without videos, courses or related content has none of those tabs", async () => {
    const lonely = await api.db.document.findFirstOrThrow({
      where: {
        publisher: { key: "ASTM" },
        hasVideo: false,
        relations: { none: {} },
        supplements: { none: {} },
        videos: { none: {} },
        family: { notIn: (await api.db.eLearningItem.findMany({ select: { family: true } })).map((e) => e.family) },
      },
    });
    const tabs = tabsOf((await get(`/api/documents/metadata?contentCode=${q(lonely.contentCode)}`, entitled)).json());
    for (const name of ["VISUAL_CONTENT", "E_LEARNING", "RELATED_CONTENT"]) expect(tabs).not.toContain(name);
  });

  it("a video tab needs both the video flag and videos; related content needs a relation or a supplement", async () => {
    const doc = d3039.latest;
    await api.db.document.update({ where: { id: doc.id }, data: { hasVideo: false } });
    try {
      const m = (await get(`/api/documents/metadata?contentCode=${q(doc.contentCode)}`, entitled)).json();
      expect(m.video).toBe("N");
      expect(tabsOf(m)).not.toContain("VISUAL_CONTENT");
    } finally {
      await api.db.document.update({ where: { id: doc.id }, data: { hasVideo: true } });
    }
    // An edition with only a supplement relation: remove the relation rows, the supplement alone still counts.
    const relations = await api.db.documentRelation.findMany({ where: { documentId: doc.id } });
    await api.db.documentRelation.deleteMany({ where: { documentId: doc.id } });
    try {
      const m = (await get(`/api/documents/metadata?contentCode=${q(doc.contentCode)}`, entitled)).json();
      expect(tabsOf(m)).toContain("RELATED_CONTENT");
    } finally {
      await api.db.documentRelation.createMany({ data: relations });
    }
  });
});

describe("compass point flags and tab", () => {
  const doc = () => d3039.docs[0];
  const meta = async (token = entitled) =>
    (await get(`/api/documents/metadata?contentCode=${q(doc().contentCode)}`, token)).json();
  const point = (status: "ACTIVE" | "INACTIVE", deleted: boolean, name: string) =>
    api.db.compassPoint.create({
      data: {
        tenantId: user.tenantId,
        accountId: user.accountId!,
        documentId: doc().id,
        createdById: user.id,
        name,
        status,
        deletedAt: deleted ? new Date() : null,
      },
    });

  it("deleted points count for neither flag; live ones set their flag", async () => {
    expect(await meta()).toMatchObject({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false });
    const gone = [await point("ACTIVE", true, "Deleted active"), await point("INACTIVE", true, "Deleted inactive")];
    expect(await meta()).toMatchObject({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false });
    const active = await point("ACTIVE", false, "Live active");
    expect(await meta()).toMatchObject({ hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: false });
    const inactive = await point("INACTIVE", false, "Live inactive");
    expect(await meta()).toMatchObject({ hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: true });
    await api.db.compassPoint.update({ where: { id: active.id }, data: { deletedAt: new Date() } });
    expect(await meta()).toMatchObject({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: true });
    // Another account's points are not this account's flags.
    const other = await seededUser(api.db, "admin@astm.example");
    await api.db.compassPoint.update({ where: { id: inactive.id }, data: { accountId: other.accountId! } });
    expect(await meta()).toMatchObject({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false });
    await api.db.compassPoint.deleteMany({ where: { id: { in: [...gone, active, inactive].map((p) => p.id) } } });
  });

  it("a setting that deactivates compass points on the document removes the tab, as it refuses the download", async () => {
    expect(tabsOf(await meta())).toContain("COMPASS_POINTS");
    const download = () =>
      get(`/api/documents/download?contentCode=${q(doc().contentCode)}&compassPoints=true`, entitled);
    // Document level (every account of the tenant).
    const setting = await api.db.compassPointSetting.create({
      data: { tenantId: user.tenantId, accountId: null, documentId: doc().id, activate: false },
    });
    try {
      expect(tabsOf(await meta())).not.toContain("COMPASS_POINTS");
      expect((await download()).statusCode).toBe(403);
      // The account's own setting for the document is more specific and wins.
      const own = await api.db.compassPointSetting.create({
        data: { tenantId: user.tenantId, accountId: user.accountId, documentId: doc().id, activate: true },
      });
      expect(tabsOf(await meta())).toContain("COMPASS_POINTS");
      expect((await download()).statusCode).toBe(200);
      await api.db.compassPointSetting.update({ where: { id: own.id }, data: { activate: false } });
      expect(tabsOf(await meta())).not.toContain("COMPASS_POINTS");
      expect((await download()).statusCode).toBe(403);
      await api.db.compassPointSetting.delete({ where: { id: own.id } });
    } finally {
      await api.db.compassPointSetting.delete({ where: { id: setting.id } });
    }
    // Other documents keep the tab.
    const m = (await get(`/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`, entitled)).json();
    expect(tabsOf(m)).toContain("COMPASS_POINTS");
    expect(tabsOf(await meta())).toContain("COMPASS_POINTS");
  });
});

// Compass points (spec 2 §1–§9): every call with its shapes and defaults, each rule of the
// settings matrix on its own, audits per transaction type, refusals in the reader's order, and
// bad input (limits, NUL bytes, unknown and foreign ids).
import type { Document } from "@norma/db";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser, unentitledDocument } from "../tracking/tracking-fixtures.ts";
import { NOT_ELIGIBLE, NOT_ENABLED } from "./compass-points-access.ts";

const api = useApi();
type User = Awaited<ReturnType<typeof seededUser>>;
let individual: User;
let admin: User;
let colleagues: User[];
let companyId: number;
let token: string; // individual@astm, own individual account (compass flag on)
let adminToken: string;
let c1: string;
let c2: string;
let companySession: string;
let docs: Document[];
let companyDocs: Document[];

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, t: string | undefined, payload?: object) =>
  api.request({ method, url, token: t, ...(payload !== undefined ? { payload } : {}) });

const create = (body: object, t = token) => call("POST", "/api/v1/compasspoint", t, body);
const point = (doc: Document, extra: object = {}, t = token) =>
  create(
    {
      name: "Specimen conditioning",
      description: "Why it matters",
      overlayDetails: "See the lab procedure",
      contentID: doc.id,
      selectionData: '<contents page="0" rect="10,10,200,30">Specimens shall be conditioned</contents>',
      selectionMetadata: { selectionText: "Specimens shall be conditioned", annotationID: "a-1", pageNumber: 1 },
      ...extra,
    },
    t,
  );

function tokenFor(u: User, accountId: number, authorities: string[] = []) {
  return api.app.tokens.issue({
    userId: u.id,
    accountId,
    tenantCode: "astm",
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities,
  }).token;
}

async function setting(data: {
  accountId?: number | null;
  documentId?: number | null;
  view?: string;
  manage?: string;
  activate?: boolean;
  attributes?: object;
}) {
  await api.db.compassPointSetting.deleteMany({
    where: { tenantId: individual.tenantId, accountId: data.accountId ?? null, documentId: data.documentId ?? null },
  });
  return api.db.compassPointSetting.create({
    data: {
      tenantId: individual.tenantId,
      accountId: data.accountId ?? null,
      documentId: data.documentId ?? null,
      viewSetting: data.view ?? "All",
      manageSetting: data.manage ?? "Own",
      activate: data.activate ?? true,
      attributes: (data.attributes ?? {}) as object,
    },
  });
}

beforeAll(async () => {
  individual = await seededUser(api.db, "individual@astm.example");
  admin = await seededUser(api.db, "admin@astm.example");
  companyId = admin.accountId!;
  colleagues = await Promise.all(
    (
      await api.db.accountMembership.findMany({
        where: { accountId: companyId, user: { authorities: { has: "COMPASS_USER" }, activated: true } },
        take: 2,
        orderBy: { userId: "asc" },
        include: { user: true },
      })
    ).map((m) => seededUser(api.db, m.user.email)),
  );
  token = await api.login("individual@astm.example");
  adminToken = tokenFor(admin, companyId, ["ADMIN", "COMPASS_POINT_ADMIN", "CP_ADMIN"]);
  c1 = tokenFor(colleagues[0], companyId, ["COMPASS_USER"]);
  c2 = tokenFor(colleagues[1], companyId, ["COMPASS_USER"]);
  companySession = api.app.tokens.issue({
    userId: null,
    accountId: companyId,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
  docs = await entitledDocuments(api.db, individual, 12, {}, { includeMain: true });
  companyDocs = await entitledDocuments(api.db, { ...admin, accountId: companyId }, 12, {}, { includeMain: true });
});

describe("creating, reading and the audit trail", () => {
  it("POST creates a point (201) with every field of the spec and an INSERT audit in the same transaction", async () => {
    const res = await point(docs[0]);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      compassPointID: expect.any(Number),
      compassPointUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Specimen conditioning",
      description: "Why it matters",
      overlayDetails: "See the lab procedure",
      designation: docs[0].displayDesignation,
      contentCode: docs[0].contentCode,
      contentID: docs[0].id,
      contentStatus: docs[0].status,
      publisher: docs[0].contentCode.split("|")[0],
      createdById: individual.id,
      creatorEmail: "individual@astm.example",
      email: "individual@astm.example",
      isDeleted: false,
      status: "active",
      type: "marked",
      edit: true,
      own: true,
      deletedDate: null,
      deletedByEmail: null,
      placement: null,
      selectionMetadata: { selectionText: "Specimens shall be conditioned", annotationID: "a-1", pageNumber: 1 },
    });
    expect(p.pdfVersions).toEqual([
      expect.objectContaining({ contentID: docs[0].id, compassPointID: p.compassPointID }),
    ]);
    const audits = await api.db.compassPointAudit.findMany({ where: { compassPointId: p.compassPointID } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ dbTransactionType: "INSERT", transactionUserId: individual.id });
    expect(audits[0].transactionUserName).toBe(`${individual.firstName} ${individual.lastName}`);
    expect(audits[0].auditData).toMatchObject({
      current: {
        name: "Specimen conditioning",
        selectionMetadata: { selectionText: "Specimens shall be conditioned" },
      },
      previous: null,
    });
    // GET by id and by UUID answer the same point.
    const byId = (await call("GET", `/api/v1/compasspoint/${p.compassPointID}`, token)).json();
    const byUuid = (await call("GET", `/api/v1/compasspoint?compassPointUUID=${p.compassPointUUID}`, token)).json();
    expect(byId.compassPointID).toBe(p.compassPointID);
    expect(byUuid.compassPointID).toBe(p.compassPointID);
  });

  it("stores the W3C selectors the viewer sends, and derives a quote and page selector when it sends none", async () => {
    const selectors = [
      { type: "TextQuoteSelector", exact: "shall be conditioned", prefix: "Specimens ", suffix: " for 40 h" },
      { type: "TextPositionSelector", start: 120, end: 140 },
      { type: "PageSelector", page: 2 },
    ];
    const withSel = (
      await point(docs[0], { selectionMetadata: { selectionText: "shall be conditioned", selectors } })
    ).json();
    expect(withSel.selectionMetadata.selectors).toEqual(selectors);
    expect(withSel.selectionMetadata.pageNumber).toBe(2);
    const derived = (await point(docs[0])).json();
    expect(derived.selectionMetadata.selectors).toEqual([
      { type: "TextQuoteSelector", exact: "Specimens shall be conditioned" },
      { type: "PageSelector", page: 1 },
    ]);
  });

  it("PUT edits (UPDATE) and a changed selection is audited UPDATE-SELECTION, each with current and previous", async () => {
    const p = (await point(docs[1])).json();
    const url = `/api/v1/compasspoint/${p.compassPointID}`;
    const edited = await call("PUT", url, token, { name: "Renamed", description: "New why", overlayDetails: "o" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Renamed",
      description: "New why",
      selectionMetadata: { selectionText: "Specimens shall be conditioned" },
    });
    const moved = await call("PUT", url, token, {
      name: "Renamed",
      selectionData: '<contents page="1" rect="1,1,2,2">Other text</contents>',
      selectionMetadata: { selectionText: "Other text", pageNumber: 2 },
    });
    expect(moved.json().selectionMetadata).toMatchObject({ selectionText: "Other text", pageNumber: 2 });
    const audits = await api.db.compassPointAudit.findMany({
      where: { compassPointId: p.compassPointID },
      orderBy: { id: "asc" },
    });
    expect(audits.map((a) => a.dbTransactionType)).toEqual(["INSERT", "UPDATE", "UPDATE-SELECTION"]);
    expect(audits[1].auditData).toMatchObject({
      current: { name: "Renamed", description: "New why" },
      previous: { name: "Specimen conditioning", description: "Why it matters" },
    });
    expect(audits[2].auditData).toMatchObject({
      current: { selectionMetadata: { selectionText: "Other text", pageNumber: 2 } },
      previous: { selectionMetadata: { selectionText: "Specimens shall be conditioned", pageNumber: 1 } },
    });
  });

  it("deactivate (DEACTIVATE) names who and when; activate (ACTIVATE) clears it; repeating either changes nothing", async () => {
    const p = (await point(docs[2])).json();
    const off = await call("POST", `/api/v1/compasspoint/deactivate/${p.compassPointID}`, token, {});
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      status: "inactive",
      isDeleted: true,
      deletedByEmail: "individual@astm.example",
      deletedDate: expect.any(String),
      deactivatedBy: `${individual.firstName} ${individual.lastName}`,
    });
    expect((await call("POST", `/api/v1/compasspoint/deactivate/${p.compassPointID}`, token)).statusCode).toBe(200);
    const on = await call("POST", `/api/v1/compasspoint/activate/${p.compassPointID}`, token);
    expect(on.json()).toMatchObject({ status: "active", isDeleted: false, deletedDate: null, deletedByEmail: null });
    const types = (
      await api.db.compassPointAudit.findMany({ where: { compassPointId: p.compassPointID }, orderBy: { id: "asc" } })
    ).map((a) => a.dbTransactionType);
    expect(types).toEqual(["INSERT", "DEACTIVATE", "ACTIVATE"]);
  });

  it("GET audits: defaults pageIndex 0, size 10, newest first; createdDate sorts oldest first; totalElements and pageSize", async () => {
    const p = (await point(docs[3])).json();
    for (let i = 0; i < 11; i++)
      await call("PUT", `/api/v1/compasspoint/${p.compassPointID}`, token, { name: `Edit ${i}` });
    const page = (await call("GET", `/api/v1/audits/compassPoint/${p.compassPointID}/all`, token)).json();
    expect(page).toMatchObject({ totalElements: 12, pageSize: 10 });
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({
      dbTransactionType: "UPDATE",
      transactionUserName: expect.any(String),
      createdDate: expect.any(String),
      auditData: { current: { name: "Edit 10" }, previous: { name: "Edit 9" } },
    });
    const second = (await call("GET", `/api/v1/audits/compassPoint/${p.compassPointID}/all?pageIndex=1`, token)).json();
    expect(second.content.map((e: { dbTransactionType: string }) => e.dbTransactionType)).toEqual(["UPDATE", "INSERT"]);
    const oldest = (
      await call("GET", `/api/v1/audits/compassPoint/${p.compassPointID}/all?sort=createdDate&pageSize=25`, token)
    ).json();
    expect(oldest.content[0].dbTransactionType).toBe("INSERT");
    expect(oldest.pageSize).toBe(25);
    expect(
      (await call("GET", `/api/v1/audits/compassPoint/${p.compassPointID}/all?pageSize=101`, token)).statusCode,
    ).toBe(400);
  });
});

describe("lists", () => {
  it("the user's list: active by default, createdDate- first, pageIndex from 1, size 10; inactive sorted by deactivatedDate-", async () => {
    const fresh = await seededUser(api.db, "individual@astm.example");
    const t = tokenFor(fresh, fresh.accountId!);
    const made: number[] = [];
    for (let i = 0; i < 12; i++)
      made.push((await point(docs[4 + (i % 4)], { name: `P${String(i).padStart(2, "0")}` }, t)).json().compassPointID);
    const first = (await call("GET", "/api/v1/compasspoint/detail/page-view", t)).json();
    expect(first.pageSize).toBe(10);
    expect(first.content).toHaveLength(10);
    const total = first.totalElements;
    const ids = first.content.map((c: { compassPointID: number }) => c.compassPointID);
    expect(ids.slice(0, 3)).toEqual([made[11], made[10], made[9]]);
    const byName = (await call("GET", "/api/v1/compasspoint/detail/page-view?sort=name&pageSize=100", t)).json();
    const names = byName.content.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byName.totalElements).toBe(total);
    await call("POST", `/api/v1/compasspoint/deactivate/${made[0]}`, t);
    await call("POST", `/api/v1/compasspoint/deactivate/${made[1]}`, t);
    const inactive = (await call("GET", "/api/v1/compasspoint/detail/page-view?status=inactive", t)).json();
    expect(inactive.content.map((c: { compassPointID: number }) => c.compassPointID).slice(0, 2)).toEqual([
      made[1],
      made[0],
    ]);
    expect((await call("GET", "/api/v1/compasspoint/detail/page-view", t)).json().totalElements).toBe(total - 2);
  });

  it("bad list parameters answer 400 naming the field", async () => {
    for (const [q, field] of [
      ["sort=title", "sort"],
      ["sort=name--", "sort"],
      ["pageIndex=0", "pageIndex"],
      ["pageSize=101", "pageSize"],
      ["status=deleted", "status"],
      ["pageIndex=100001", "pageIndex"],
    ]) {
      const r = await call("GET", `/api/v1/compasspoint/detail/page-view?${q}`, token);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().fieldErrors[0].field).toBe(field);
    }
  });

  it("list?contentCode gives the active points of the document; page-view pages them from offset 1", async () => {
    const doc = docs[8];
    const a = (await point(doc, { name: "A" })).json();
    const b = (await point(doc, { name: "B" })).json();
    await call("POST", `/api/v1/compasspoint/deactivate/${b.compassPointID}`, token);
    const list = (
      await call("GET", `/api/v1/compasspoint/list?contentCode=${encodeURIComponent(doc.contentCode)}`, token)
    ).json();
    expect(list.map((p: { compassPointID: number }) => p.compassPointID)).toEqual([a.compassPointID]);
    const page = (await call("GET", `/api/v1/compasspoint/page-view?contentID=${doc.id}`, token)).json();
    expect(page).toMatchObject({ totalElements: 1, pageSize: 10 });
    const inactive = (
      await call("GET", `/api/v1/compasspoint/page-view?contentID=${doc.id}&status=inactive&offset=1&pageSize=5`, token)
    ).json();
    expect(inactive).toMatchObject({ totalElements: 1, pageSize: 5 });
    expect(inactive.content[0].compassPointID).toBe(b.compassPointID);
  });

  it("the admin list (COMPASS_POINT_ADMIN or CP_ADMIN) shows every account's points of the tenant; others get 403", async () => {
    const mine = (await point(docs[9], { name: "Individual's point" })).json();
    const res = await call("GET", "/api/v1/compasspoint/list-admin?pageSize=100&sort=createdDate-", adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((p: { compassPointID: number }) => p.compassPointID)).toContain(mine.compassPointID);
    const cpAdminOnly = tokenFor(admin, companyId, ["CP_ADMIN"]);
    expect((await call("GET", "/api/v1/compasspoint/list-admin", cpAdminOnly)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/compasspoint/list-admin", token)).statusCode).toBe(403);
    // The admin acts on all points of its tenant.
    const off = await call("POST", `/api/v1/compasspoint/deactivate/${mine.compassPointID}`, adminToken);
    expect(off.statusCode).toBe(200);
    expect(off.json().deletedByEmail).toBe("admin@astm.example");
  });
});

describe("refusals (spec 2 §8) and bad input", () => {
  it("company sessions get 401 with the spec's title on every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/compasspoint/detail/page-view"],
      ["GET", `/api/v1/compasspoint/list?contentCode=${encodeURIComponent(docs[0].contentCode)}`],
      ["GET", "/api/v1/compasspoint/1"],
      ["GET", `/api/v1/compasspoint/settings?contentID=${docs[0].id}`],
      ["POST", "/api/v1/compasspoint/deactivate/1"],
    ] as const) {
      const r = await call(method, url, companySession);
      expect(r.statusCode, url).toBe(401);
      expect(r.json().title).toBe(NOT_ELIGIBLE);
    }
    const r = await point(docs[0], {}, companySession);
    expect(r.statusCode).toBe(401);
    expect(r.json().title).toBe(NOT_ELIGIBLE);
  });

  it("a user not entitled to the document gets 403 'User is not entitled for the Document'", async () => {
    const doc = await unentitledDocument(api.db, individual);
    const r = await point(doc as Document);
    expect(r.statusCode).toBe(403);
    expect(r.json().title).toBe("User is not entitled for the Document");
    const l = await call("GET", `/api/v1/compasspoint/list?contentCode=${encodeURIComponent(doc.contentCode)}`, token);
    expect(l.json().title).toBe("User is not entitled for the Document");
  });

  it("an account without the compass point flag, or a document whose setting is off, gets 403 'Compass points are not enabled at account level setting'", async () => {
    const single = await api.login("single@astm.example");
    const singleUser = await seededUser(api.db, "single@astm.example");
    const [doc] = await entitledDocuments(api.db, singleUser, 1, {}, { includeMain: true });
    if (doc) {
      const r = await point(doc, {}, single);
      expect(r.statusCode).toBe(403);
      expect(r.json().title).toBe(NOT_ENABLED);
    }
    const lists = await call("GET", "/api/v1/compasspoint/detail/page-view", single);
    expect(lists.statusCode).toBe(403);
    expect(lists.json().title).toBe(NOT_ENABLED);
    await setting({ accountId: individual.accountId, documentId: docs[10].id, activate: false });
    const off = await point(docs[10]);
    expect(off.statusCode).toBe(403);
    expect(off.json().title).toBe(NOT_ENABLED);
    await api.db.compassPointSetting.deleteMany({ where: { documentId: docs[10].id } });
  });

  it("unknown ids, another tenant's points and documents the tenant does not present answer 404", async () => {
    const p = (await point(docs[0])).json();
    // A tenant with compass points on, whose user is entitled to the same publisher: still 404.
    const other = await api.login("individual@api.example");
    for (const url of [
      `/api/v1/compasspoint/${p.compassPointID}`,
      `/api/v1/compasspoint?compassPointUUID=${p.compassPointUUID}`,
      `/api/v1/audits/compassPoint/${p.compassPointID}/all`,
    ]) {
      const r = await call("GET", url, other);
      expect(r.statusCode, url).toBe(404);
    }
    expect((await call("POST", `/api/v1/compasspoint/deactivate/${p.compassPointID}`, other)).statusCode).toBe(404);
    // Another account of the same tenant: 404 too.
    expect((await call("GET", `/api/v1/compasspoint/${p.compassPointID}`, c1)).statusCode).toBe(404);
    expect((await call("PUT", `/api/v1/compasspoint/${p.compassPointID}`, c1, { name: "x" })).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/compasspoint/deactivate/${p.compassPointID}`, c1)).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/compasspoint/99999999", token)).statusCode).toBe(404);
    expect(
      (await call("GET", "/api/v1/compasspoint?compassPointUUID=00000000-0000-4000-8000-000000000000", token))
        .statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/v1/compasspoint/list?contentCode=ASTM%7CNOPE%7Cen-US", token)).statusCode).toBe(
      404,
    );
    expect((await point({ ...docs[0], id: 2147483000 } as Document)).statusCode).toBe(404);
    const hidden = await api.db.document.findFirst({
      where: { publisher: { tenants: { none: { tenantId: individual.tenantId } } } },
    });
    if (hidden) expect((await point(hidden)).statusCode).toBe(404);
  });

  it("limits: name 255, description 1300, overlay details 500 at the maximum pass, one more answers 400 naming the field; NUL refused", async () => {
    const ok = await point(docs[0], {
      name: "n".repeat(255),
      description: "d".repeat(1300),
      overlayDetails: "o".repeat(500),
    });
    expect(ok.statusCode).toBe(201);
    for (const [field, body] of [
      ["name", { name: "n".repeat(256) }],
      ["description", { description: "d".repeat(1301) }],
      ["overlayDetails", { overlayDetails: "o".repeat(501) }],
      ["name", { name: "bad\u0000name" }],
      ["contentID", { contentID: 2147483648 }],
      ["selectionMetadata.pageNumber", { selectionMetadata: { pageNumber: 0 } }],
    ] as const) {
      const r = await point(docs[0], body);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
    }
    const missing = await create({ contentID: docs[0].id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[0].field).toBe("name");
    expect((await call("GET", "/api/v1/compasspoint/abc", token)).statusCode).toBe(400);
    expect((await call("GET", "/api/v1/compasspoint?compassPointUUID=not-a-uuid", token)).statusCode).toBe(400);
  });

  it("fields the settings mark required may not be blank (after trimming); name is required by default", async () => {
    const blank = await point(docs[0], { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors[0]).toMatchObject({ field: "name", message: "NotBlank" });
    await setting({
      accountId: individual.accountId,
      documentId: docs[11].id,
      attributes: { description: { required: true } },
    });
    const r = await point(docs[11], { description: "  " });
    expect(r.statusCode).toBe(400);
    expect(r.json().fieldErrors[0]).toMatchObject({ field: "description", message: "NotBlank" });
    expect((await point(docs[11], { description: "given" })).statusCode).toBe(201);
    await api.db.compassPointSetting.deleteMany({ where: { documentId: docs[11].id } });
  });
});

describe("the settings matrix (spec 2 §6), account-wide and per document", () => {
  const doc = () => companyDocs[0];
  let byC1: { compassPointID: number; compassPointUUID: string };

  beforeAll(async () => {
    byC1 = (await point(doc(), { name: "Colleague one's point" }, c1)).json();
  });

  const visibleTo = async (t: string) =>
    (await call("GET", `/api/v1/compasspoint/list?contentCode=${encodeURIComponent(doc().contentCode)}`, t))
      .json()
      .map((p: { compassPointID: number }) => p.compassPointID);

  it("settings: defaults (activate, view All, manage Own, attributes) and the most specific row wins", async () => {
    await api.db.compassPointSetting.deleteMany({ where: { tenantId: individual.tenantId } });
    const s = (await call("GET", `/api/v1/compasspoint/settings?contentID=${doc().id}`, c1)).json();
    expect(s).toMatchObject({
      contentID: doc().id,
      activate: true,
      "pdf-view-setting": { view: "All", manage: "Own" },
      attributes: {
        name: { show: true, required: true, "input-type": "text", "label-i18n-key": expect.any(String) },
        description: { required: false },
        "overlay-details": { required: false },
      },
      permissions: {
        annotate: true,
        annotationAdmin: false,
        manageOwn: true,
        showMenu: true,
        showNotes: true,
        share: false,
      },
    });
    await setting({ view: "Own", manage: "All" }); // tenant default
    await setting({ accountId: companyId, view: "None", manage: "None" }); // account default
    await setting({
      documentId: doc().id,
      view: "All",
      manage: "Own",
      attributes: { "overlay-details": { required: true } },
    });
    const merged = (await call("GET", `/api/v1/compasspoint/settings?contentID=${doc().id}`, c1)).json();
    expect(merged["pdf-view-setting"]).toEqual({ view: "None", manage: "None" });
    expect(merged.attributes["overlay-details"].required).toBe(true);
    await setting({ accountId: companyId, documentId: doc().id, view: "Own", manage: "All" });
    const top = (await call("GET", `/api/v1/compasspoint/settings?contentID=${doc().id}`, c1)).json();
    expect(top["pdf-view-setting"]).toEqual({ view: "Own", manage: "All" });
    expect(top.permissions).toMatchObject({ annotationAdmin: true, share: true });
    await api.db.compassPointSetting.deleteMany({ where: { tenantId: individual.tenantId } });
  });

  it("view All: colleagues of the account see each other's points; view Own: only their own; view None: none", async () => {
    const byC2 = (await point(doc(), { name: "Colleague two's point" }, c2)).json();
    await setting({ accountId: companyId, view: "All" });
    expect(await visibleTo(c2)).toEqual(expect.arrayContaining([byC1.compassPointID, byC2.compassPointID]));
    await setting({ accountId: companyId, view: "Own" });
    const own = await visibleTo(c2);
    expect(own).toContain(byC2.compassPointID);
    expect(own).not.toContain(byC1.compassPointID);
    expect((await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, c2)).statusCode).toBe(404);
    await setting({ accountId: companyId, view: "None" });
    expect(await visibleTo(c2)).toEqual([]);
    expect((await call("GET", `/api/v1/compasspoint/page-view?contentID=${doc().id}`, c2)).json().totalElements).toBe(
      0,
    );
    // The creator keeps their own point in their own list.
    const mine = (await call("GET", "/api/v1/compasspoint/detail/page-view?pageSize=100", c2)).json();
    expect(mine.content.map((p: { compassPointID: number }) => p.compassPointID)).toContain(byC2.compassPointID);
  });

  it("manage Own: only the creator edits, deactivates and reactivates", async () => {
    await setting({ accountId: companyId, view: "All", manage: "Own" });
    const seen = (await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, c2)).json();
    expect(seen.edit).toBe(false);
    expect((await call("PUT", `/api/v1/compasspoint/${byC1.compassPointID}`, c2, { name: "x" })).statusCode).toBe(403);
    expect((await call("POST", `/api/v1/compasspoint/deactivate/${byC1.compassPointID}`, c2)).statusCode).toBe(403);
    expect((await call("PUT", `/api/v1/compasspoint/${byC1.compassPointID}`, c1, { name: "Mine" })).statusCode).toBe(
      200,
    );
  });

  it("the change history needs the audit-history permission: the creator for their own point, COMPASS_USER_ADMIN and Compass Points admins for any they see; a colleague who only sees it gets 403 and history false", async () => {
    await setting({ accountId: companyId, view: "All", manage: "All" });
    const history = (t: string) => call("GET", `/api/v1/audits/compassPoint/${byC1.compassPointID}/all`, t);
    // A colleague who sees (and, under manage All, even edits) the point: no history.
    const seen = (await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, c2)).json();
    expect(seen).toMatchObject({ edit: true, history: false });
    const refused = await history(c2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "error.compassPoint.history" });
    // The creator reads their own point's history.
    expect((await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, c1)).json().history).toBe(true);
    expect((await history(c1)).statusCode).toBe(200);
    // COMPASS_USER_ADMIN holds the permission for the points it sees; a Compass Points admin for any.
    const userAdmin = tokenFor(colleagues[1], companyId, ["COMPASS_USER", "COMPASS_USER_ADMIN"]);
    expect((await history(userAdmin)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, userAdmin)).json().history).toBe(true);
    expect((await history(adminToken)).statusCode).toBe(200);
    // The lists carry the same flag per row.
    const listed = (await call("GET", `/api/v1/compasspoint/page-view?contentID=${doc().id}&pageSize=100`, c2)).json();
    const row = listed.content.find((p: { compassPointID: number }) => p.compassPointID === byC1.compassPointID);
    expect(row).toMatchObject({ history: false });
    // Without seeing the point, the permission gives nothing: 404 as before.
    await setting({ accountId: companyId, view: "Own", manage: "Own" });
    expect((await history(userAdmin)).statusCode).toBe(404);
  });

  it("manage All makes an annotation admin: a colleague may edit and deactivate others' points", async () => {
    await setting({ accountId: companyId, view: "All", manage: "All" });
    expect((await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, c2)).json().edit).toBe(true);
    const r = await call("POST", `/api/v1/compasspoint/deactivate/${byC1.compassPointID}`, c2);
    expect(r.statusCode).toBe(200);
    expect((await call("POST", `/api/v1/compasspoint/activate/${byC1.compassPointID}`, c2)).statusCode).toBe(200);
  });

  it("manage None: nobody but a Compass Points admin edits, deactivates or shares, not even the creator", async () => {
    await setting({ accountId: companyId, view: "Own", manage: "None" });
    expect((await call("GET", `/api/v1/compasspoint/${byC1.compassPointID}`, c1)).json().edit).toBe(false);
    expect((await call("PUT", `/api/v1/compasspoint/${byC1.compassPointID}`, c1, { name: "x" })).statusCode).toBe(403);
    expect((await call("POST", `/api/v1/compasspoint/deactivate/${byC1.compassPointID}`, c1)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/v1/compasspoint/mark-shared", c1, { compassPointID: byC1.compassPointID })).statusCode,
    ).toBe(403);
    expect((await call("POST", `/api/v1/compasspoint/deactivate/${byC1.compassPointID}`, adminToken)).statusCode).toBe(
      200,
    );
    expect((await call("POST", `/api/v1/compasspoint/activate/${byC1.compassPointID}`, adminToken)).statusCode).toBe(
      200,
    );
  });

  it("view Own: a shared point is seen by its link, never editable by others even with manage All; view All refuses sharing", async () => {
    await setting({ accountId: companyId, view: "Own", manage: "All" });
    expect((await call("GET", `/api/v1/compasspoint?compassPointUUID=${byC1.compassPointUUID}`, c2)).statusCode).toBe(
      404,
    );
    const shared = await call("POST", "/api/v1/compasspoint/mark-shared", c1, { compassPointID: byC1.compassPointID });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().isShared).toBe(true);
    const seen = await call("GET", `/api/v1/compasspoint?compassPointUUID=${byC1.compassPointUUID}`, c2);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ edit: false, own: false });
    expect((await call("PUT", `/api/v1/compasspoint/${byC1.compassPointID}`, c2, { name: "x" })).statusCode).toBe(403);
    // Lists under view Own stay the user's own.
    expect(await visibleTo(c2)).not.toContain(byC1.compassPointID);
    await setting({ accountId: companyId, view: "All", manage: "Own" });
    const refused = await call("POST", "/api/v1/compasspoint/mark-shared", c1, { compassPointID: byC1.compassPointID });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["app-error"]).toBe("error.compassPoint.shareHidden");
    await api.db.compassPointSetting.deleteMany({ where: { tenantId: individual.tenantId } });
  });

  it("the shared landing page sees a deactivated point: isDeleted, who (creatorEmail, deletedByEmail) and when", async () => {
    const p = (await point(doc(), { name: "Will be deactivated" }, c1)).json();
    await call("POST", `/api/v1/compasspoint/deactivate/${p.compassPointID}`, c1);
    const r = (await call("GET", `/api/v1/compasspoint?compassPointUUID=${p.compassPointUUID}`, c2)).json();
    expect(r).toMatchObject({
      isDeleted: true,
      contentCode: doc().contentCode,
      creatorEmail: colleagues[0].email,
      createdUserName: expect.any(String),
      deletedDate: expect.any(String),
      deletedByEmail: colleagues[0].email,
    });
    // The viewer names authors last plus first name (spec 2 §2): the creator's names come apart.
    const creator = await api.db.user.findFirstOrThrow({ where: { email: colleagues[0].email } });
    expect(r.creatorFirstName).toBe(creator.firstName);
    expect(r.creatorLastName).toBe(creator.lastName);
  });
});

describe("editions", () => {
  it("the creator's point on a Historical edition names the line's Active edition (the banner to the new version)", async () => {
    const latest = await api.db.document.findFirstOrThrow({
      where: {
        id: { in: docs.map((d) => d.id) },
        status: "Active",
        family: {
          in: (
            await api.db.document.findMany({
              where: { isLatest: false, status: "Historical" },
              select: { family: true },
            })
          ).map((d) => d.family),
        },
      },
    });
    const historical = await api.db.document.findFirstOrThrow({
      where: {
        publisherId: latest.publisherId,
        family: latest.family,
        languageCode: latest.languageCode,
        isLatest: false,
      },
    });
    const p = (await point(historical as Document)).json();
    const got = (await call("GET", `/api/v1/compasspoint/${p.compassPointID}`, token)).json();
    expect(got.activeVersion).toMatchObject({ contentID: latest.id, contentCode: latest.contentCode });
    // Not for a colleague's point, nor on the active edition itself.
    const onLatest = (await point(latest as Document)).json();
    expect(onLatest.activeVersion).toBeNull();
  });
});

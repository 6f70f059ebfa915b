// No race to a 500 (issue 23 §4): for every object users change, two requests about the same
// object sent at once (update + delete, delete + delete, add-member + delete-group, two edits)
// through the real app. The loser answers 404 or 409, never a 5xx, and what is stored afterwards
// is what one of the requests, applied whole and alone, would have left: no orphan rows, no mix
// of two rosters or two subscription lists, no audit whose "previous" is not the row it changed.
// Each race runs a bounded number of rounds: a window of a few milliseconds is hit often enough
// in 20–40 rounds (the group update + delete failed 15 of 15 before the fix, a note edit + delete
// about 1 in 30). The error handler's last safety net (lib/errors.ts fromDatabaseError: Prisma's
// P2025/P2002/P2003 as 404/409) must not be what answers here: each test also fails when the log
// shows that net caught a race, or any error, so the services themselves close every race.
import { Prisma } from "@norma/db";
import { useApi } from "@norma/tests/harness";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fromDatabaseError } from "../lib/errors.ts";
import type { AuditData } from "./compass-points/compass-points-types.ts";
import { colleagues, companyOf, documentsOf, tokenIn } from "./groups/groups-fixtures.ts";
import { entitledDocuments, seededUser } from "./tracking/tracking-fixtures.ts";

// Every warning and error the app logs, parsed.
const logged: { level: number; msg?: string; err?: { message?: string } }[] = [];
const stream = { write: (chunk: string) => void logged.push(JSON.parse(chunk)) };
const api = useApi({ build: { logger: { level: "warn", stream } } });
const ROUNDS = 20;

afterEach(() => {
  const caught = logged.filter((l) => l.level >= 50 || l.msg?.startsWith("database conflict"));
  logged.length = 0;
  expect(caught.map((l) => `${l.msg}: ${l.err?.message ?? ""}`)).toEqual([]);
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string, payload?: object) =>
  api.request({ method, url, token, ...(payload !== undefined ? { payload } : {}) });

/** The response's status is one of those allowed (the body is in the message: a 500 names its cause). */
function expectStatus(res: LightMyRequestResponse, allowed: number[], what: string) {
  expect(allowed, `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
}

let company: Awaited<ReturnType<typeof companyOf>>;
let owner: string; // individual@astm acting for the company account
let ownerId: number;
let people: Awaited<ReturnType<typeof colleagues>>;
let docs: Awaited<ReturnType<typeof documentsOf>>;
let reader: Awaited<ReturnType<typeof seededUser>>;
let readerToken: string; // individual@astm in its own account (compass points and notes enabled)

beforeAll(async () => {
  company = await companyOf(api.db, "astm");
  people = await colleagues(api.db, company.id, 4);
  reader = await seededUser(api.db, "individual@astm.example");
  ownerId = reader.id;
  owner = await tokenIn(api, "individual@astm.example", company.id);
  readerToken = await api.login("individual@astm.example");
  docs = await documentsOf(api.db, company, 2);
});

describe("groups and their members", () => {
  /** A group of the owner with members and one document, made directly (making it through the API e-mails the members). */
  async function newGroup(memberIds: number[] = [people[0].id]): Promise<number> {
    const group = await api.db.group.create({
      data: {
        tenantId: company.tenantId,
        accountId: company.id,
        name: "Race",
        longDesc: "Changed and deleted at once",
        createdById: ownerId,
        members: { create: [ownerId, ...memberIds].map((userId) => ({ userId })) },
        documents: { create: [{ documentId: docs[0].id }] },
      },
    });
    await api.db.contentShare.create({
      data: {
        tenantId: company.tenantId,
        documentId: docs[0].id,
        kind: "STANDARD",
        sharedById: ownerId,
        sharedWithGroupId: group.id,
      },
    });
    return group.id;
  }

  /** The group and every row that hangs on it are gone. */
  async function expectGone(groupId: number) {
    expect(await api.db.group.count({ where: { id: groupId } })).toBe(0);
    expect(await api.db.groupMember.count({ where: { groupId } })).toBe(0);
    expect(await api.db.groupDocument.count({ where: { groupId } })).toBe(0);
    expect(await api.db.contentShare.count({ where: { sharedWithGroupId: groupId } })).toBe(0);
  }

  const changes: [string, Method, string, (id: number) => object][] = [
    [
      "update (name and members)",
      "PUT",
      "/api/group/update",
      (id) => ({ groupID: id, name: "Renamed", memberIds: [people[0].id, people[1].id, people[2].id] }),
    ],
    ["add members", "PUT", "/api/group/update/memberIds", (id) => ({ groupID: id, memberIds: [people[1].id] })],
    ["rename", "PUT", "/api/group/update/name", (id) => ({ groupID: id, name: "Renamed", longDesc: "Again" })],
    [
      "remove documents",
      "POST",
      "/api/contentShare/updateContentsByGroup",
      (id) => ({ sharedWithGroupID: id, removeContentIds: [docs[0].id] }),
    ],
  ];

  for (const [what, method, url, body] of changes) {
    it(`${what} together with the group's delete: 200 or 404, the delete 204, nothing left`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const groupId = await newGroup();
        const [change, removal] = await Promise.all([
          call(method, url, owner, body(groupId)),
          call("DELETE", `/api/group/${groupId}`, owner),
        ]);
        expectStatus(change, [200, 404], `${what}, round ${round}`);
        expectStatus(removal, [204], `delete, round ${round}`);
        await expectGone(groupId);
      }
    });
  }

  it("two deletes at once: one 204, the other 404 (as one after the other)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const groupId = await newGroup();
      const res = await Promise.all([
        call("DELETE", `/api/group/${groupId}`, owner),
        call("DELETE", `/api/group/${groupId}`, owner),
      ]);
      for (const r of res) expectStatus(r, [204, 404], `delete, round ${round}`);
      expect(res.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([204, 404]);
      await expectGone(groupId);
    }
  });

  it("two roster changes at once: the roster is one of the two, never their union", async () => {
    const a = [people[0].id, people[1].id];
    const b = [people[2].id, people[3].id];
    const groupId = await newGroup([people[0].id]);
    for (let round = 0; round < ROUNDS; round++) {
      const res = await Promise.all([
        call("PUT", "/api/group/update/memberIds", owner, { groupID: groupId, memberIds: a }),
        call("PUT", "/api/group/update", owner, { groupID: groupId, memberIds: b }),
      ]);
      for (const r of res) expectStatus(r, [200], `roster, round ${round}`);
      const roster = (await api.db.groupMember.findMany({ where: { groupId }, select: { userId: true } }))
        .map((m) => m.userId)
        .sort((x, y) => x - y);
      const asA = [ownerId, ...a].sort((x, y) => x - y);
      const asB = [ownerId, ...b].sort((x, y) => x - y);
      expect([JSON.stringify(asA), JSON.stringify(asB)], `round ${round}: ${roster}`).toContain(JSON.stringify(roster));
    }
  });
});

describe("notes", () => {
  let docId: number;
  const save = (annotationId: string, note: string) =>
    call("POST", "/api/user-notes/save", readerToken, { contentId: docId, annotationId, note });
  const edit = (annotationId: string, note: string) =>
    call("POST", "/api/user-notes/edit", readerToken, { contentId: docId, annotationId, note });
  const del = (annotationId: string) =>
    call("DELETE", `/api/user-notes/delete?annotationId=${annotationId}&contentId=${docId}`, readerToken);
  const stored = (annotationId: string) =>
    api.db.userNote.findMany({ where: { userId: reader.id, documentId: docId, annotationId } });

  beforeAll(async () => {
    [{ id: docId }] = await entitledDocuments(api.db, reader, 1, {}, { includeMain: true });
  });

  it("an edit together with the note's delete: 200 or 404, the delete 204, the note gone", async () => {
    for (let round = 0; round < 2 * ROUNDS; round++) {
      const id = `edit-del-${round}`;
      expect((await save(id, "first")).statusCode).toBe(201);
      const [e, d] = await Promise.all([edit(id, "second"), del(id)]);
      expectStatus(e, [200, 404], `edit, round ${round}`);
      expectStatus(d, [204], `delete, round ${round}`);
      expect(await stored(id)).toEqual([]);
    }
  });

  it("two deletes at once: one 204, one 404; two saves of one annotation: one 201, one 409", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = `twice-${round}`;
      const saves = await Promise.all([save(id, "a"), save(id, "b")]);
      expect(saves.map((r) => r.statusCode).sort(), `saves, round ${round}`).toEqual([201, 409]);
      expect(await stored(id)).toHaveLength(1);
      const dels = await Promise.all([del(id), del(id)]);
      expect(dels.map((r) => r.statusCode).sort(), `deletes, round ${round}`).toEqual([204, 404]);
      expect(await stored(id)).toEqual([]);
    }
  });

  it("a save together with a delete of the same annotation: 201 and 204/404, never a 5xx", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = `save-del-${round}`;
      const [s, d] = await Promise.all([save(id, "new"), del(id)]);
      expectStatus(s, [201], `save, round ${round}`);
      expectStatus(d, [204, 404], `delete, round ${round}`);
      expect(await stored(id)).toHaveLength(d.statusCode === 204 ? 0 : 1);
    }
  });
});

describe("compass points", () => {
  it("changes at once (deactivate twice, activate twice, edit + deactivate) are audited one after the other", async () => {
    const [doc] = await entitledDocuments(api.db, reader, 1, {}, { includeMain: true });
    const made = await call("POST", "/api/v1/compasspoint", readerToken, {
      name: "Race",
      description: "Changed twice at once",
      contentID: doc.id,
      selectionMetadata: { selectionText: "Specimens", pageNumber: 1 },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().compassPointID as number;
    const post = (action: "activate" | "deactivate") =>
      call("POST", `/api/v1/compasspoint/${action}/${id}`, readerToken, {});
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of await Promise.all([post("deactivate"), post("deactivate")]))
        expectStatus(r, [200], `deactivate, round ${round}`);
      for (const r of await Promise.all([post("activate"), post("activate")]))
        expectStatus(r, [200], `activate, round ${round}`);
      const both = await Promise.all([
        call("PUT", `/api/v1/compasspoint/${id}`, readerToken, { name: `Race ${round}` }),
        post(round % 2 ? "activate" : "deactivate"),
      ]);
      for (const r of both) expectStatus(r, [200], `edit + (de)activate, round ${round}`);
    }
    // Each audit's "previous" is the row as the audit before it left it: no change was made
    // from a stale read, and no (de)activation was recorded twice.
    const audits = await api.db.compassPointAudit.findMany({ where: { compassPointId: id }, orderBy: { id: "asc" } });
    const facts = (v: AuditData["current"] | null) => v && { name: v.name, status: v.status };
    for (let i = 1; i < audits.length; i++) {
      const before = audits[i - 1].auditData as unknown as AuditData;
      const now = audits[i].auditData as unknown as AuditData;
      expect(facts(now.previous), `audit ${i} (${audits[i].dbTransactionType})`).toEqual(facts(before.current));
    }
    const stored = await api.db.compassPoint.findUniqueOrThrow({ where: { id } });
    const last = audits.at(-1)!.auditData as unknown as AuditData;
    expect(facts(last.current)).toEqual({
      name: stored.name,
      status: stored.status === "ACTIVE" ? "active" : "inactive",
    });
  });
});

describe("share links", () => {
  it("revoked by its creator and an administrator while being opened: one revocation, the opening logged once", async () => {
    const admin = await tokenIn(api, "admin@astm.example", company.id);
    const colleague = await tokenIn(api, people[0].email, company.id);
    for (let round = 0; round < ROUNDS; round++) {
      const created = await call("POST", "/api/contentShare/links", owner, {
        contentID: docs[0].id,
        expiresIn: "NEVER",
      });
      expect(created.statusCode).toBe(201);
      const link = created.json() as { id: number; token: string };
      const [byCreator, byAdmin, opened] = await Promise.all([
        call("DELETE", `/api/contentShare/links/${link.id}`, owner),
        call("DELETE", `/api/contentShare/links/${link.id}`, admin),
        call("POST", `/api/contentShare/links/open/${link.token}`, colleague),
      ]);
      expectStatus(byCreator, [200], `revoke by creator, round ${round}`);
      expectStatus(byAdmin, [200], `revoke by admin, round ${round}`);
      expectStatus(opened, [200, 410], `open, round ${round}`);
      // The first revocation stands, and both answers show it.
      const row = await api.db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
      expect(row.revokedAt).not.toBeNull();
      expect(byCreator.json().revokedAt).toBe(row.revokedAt!.toISOString());
      expect(byAdmin.json().revokedAt).toBe(row.revokedAt!.toISOString());
      const log = await api.db.shareLinkAccess.findMany({ where: { linkId: link.id } });
      expect(log.map((a) => a.outcome)).toEqual([opened.statusCode === 200 ? "GRANTED" : "REVOKED"]);
    }
  });
});

describe("favourites", () => {
  it("added and removed at once: 200/201 and 204, at most one favourite left", async () => {
    const [doc] = await entitledDocuments(api.db, reader, 1, {}, { includeMain: true });
    const add = () => call("POST", "/api/content-favorites", readerToken, { contentCode: doc.contentCode });
    const rows = () => api.db.favorite.findMany({ where: { userId: reader.id, documentId: doc.id } });
    for (let round = 0; round < ROUNDS; round++) {
      const first = await add();
      expectStatus(first, [200, 201], `add, round ${round}`);
      const [again, removed] = await Promise.all([
        add(),
        call("DELETE", `/api/content-favorites/${first.json().id}`, readerToken),
      ]);
      expectStatus(again, [200, 201], `add again, round ${round}`);
      expectStatus(removed, [204], `remove, round ${round}`);
      const left = await rows();
      expect(left.length).toBeLessThanOrEqual(1);
      // An add answered 200 found the favourite the delete then removed; one answered 201 made a new one.
      if (again.statusCode === 201) expect(left.map((f) => f.id)).toEqual([again.json().id]);
      const sets = await Promise.all([
        call("PUT", "/api/favorite-documents", readerToken, { document: { contentCode: doc.contentCode } }),
        call("PUT", "/api/favorite-documents", readerToken, {
          document: { contentCode: doc.contentCode },
          favorite: false,
        }),
      ]);
      for (const r of sets) expectStatus(r, [200], `set, round ${round}`);
      expect((await rows()).length).toBeLessThanOrEqual(1);
      await api.db.favorite.deleteMany({ where: { userId: reader.id, documentId: doc.id } });
    }
  });
});

describe("the console: account subscriptions and compass point setting rows", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await api.login("admin@astm.example");
  });

  it("two subscription lists saved at once: the account has exactly one of them", async () => {
    const products = await api.db.product.findMany({ where: { tenantId: company.tenantId }, orderBy: { id: "asc" } });
    expect(products.length).toBeGreaterThanOrEqual(3);
    const [p0, p1, p2] = products;
    const listA = [
      { productId: p0.id, startsAt: "2026-01-01T00:00:00.000Z", endsAt: null },
      { productId: p1.id, startsAt: "2026-01-01T00:00:00.000Z", endsAt: "2027-01-01T00:00:00.000Z" },
    ];
    const listB = [
      { productId: p1.id, startsAt: "2026-02-01T00:00:00.000Z", endsAt: "2028-01-01T00:00:00.000Z" },
      { productId: p2.id, startsAt: "2026-02-01T00:00:00.000Z", endsAt: null },
    ];
    const shape = (list: { productId: number; startsAt: string; endsAt: string | null }[]) =>
      JSON.stringify([...list].sort((x, y) => x.productId - y.productId));
    for (let round = 0; round < ROUNDS / 2; round++) {
      // From none, so that both requests insert rows of the same product.
      await api.db.subscription.deleteMany({ where: { accountId: company.id } });
      const res = await Promise.all([
        call("PUT", `/api/admin/accounts/${company.id}`, admin, { subscriptions: listA }),
        call("PUT", `/api/admin/accounts/${company.id}`, admin, { subscriptions: listB }),
      ]);
      for (const r of res) expectStatus(r, [200], `account update, round ${round}`);
      const rows = await api.db.subscription.findMany({ where: { accountId: company.id } });
      const now = shape(
        rows.map((s) => ({
          productId: s.productId,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt?.toISOString() ?? null,
        })),
      );
      expect([shape(listA), shape(listB)], `round ${round}`).toContain(now);
    }
  });

  it("two membership lists saved at once for one user: the user is in exactly one list's accounts", async () => {
    const user = people[3];
    const accounts = await api.db.account.findMany({
      where: { tenantId: company.tenantId },
      orderBy: { id: "asc" },
      take: 3,
    });
    expect(accounts.length).toBe(3);
    const original = (await api.db.accountMembership.findMany({ where: { userId: user.id } })).map((m) => m.accountId);
    const listA = [accounts[0].id, accounts[1].id];
    const listB = [accounts[1].id, accounts[2].id];
    for (let round = 0; round < ROUNDS / 2; round++) {
      // From none, so that both saves add the account they share.
      await api.db.accountMembership.deleteMany({ where: { userId: user.id } });
      const res = await Promise.all([
        call("PUT", `/api/admin/users/${user.id}`, admin, { accountIds: listA }),
        call("PUT", `/api/admin/users/${user.id}`, admin, { accountIds: listB }),
      ]);
      for (const r of res) expectStatus(r, [200], `user update, round ${round}`);
      const now = (
        await api.db.accountMembership.findMany({ where: { userId: user.id }, orderBy: { accountId: "asc" } })
      )
        .map((m) => m.accountId)
        .join();
      expect([listA.join(), listB.join()], `round ${round}`).toContain(now);
    }
    await call("PUT", `/api/admin/users/${user.id}`, admin, { accountIds: original });
  });

  it("a setting row changed and removed at once, removed twice, or created twice: 200/201, 404 or 409, one row or none", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const row = await api.db.compassPointSetting.create({
        data: { tenantId: company.tenantId, documentId: docs[1].id },
      });
      const url = `/api/admin/compass-point-settings/${row.id}`;
      const [changed, removed] = await Promise.all([
        call("PUT", url, admin, { activate: false }),
        call("DELETE", url, admin),
      ]);
      expectStatus(changed, [200, 404], `change, round ${round}`);
      expectStatus(removed, [200], `remove, round ${round}`);
      expect(await api.db.compassPointSetting.count({ where: { id: row.id } })).toBe(0);

      // Two creations of the row for one document: one row, and a 409 for the second.
      const made = await Promise.all([
        call("POST", "/api/admin/compass-point-settings", admin, { documentId: docs[1].id }),
        call("POST", "/api/admin/compass-point-settings", admin, { documentId: docs[1].id }),
      ]);
      expect(made.map((r) => r.statusCode).sort(), `creations, round ${round}`).toEqual([201, 409]);
      expect(await api.db.compassPointSetting.count({ where: { documentId: docs[1].id, accountId: null } })).toBe(1);
      await api.db.compassPointSetting.deleteMany({ where: { documentId: docs[1].id } });

      const again = await api.db.compassPointSetting.create({
        data: { tenantId: company.tenantId, documentId: docs[1].id },
      });
      const twice = await Promise.all([
        call("DELETE", `/api/admin/compass-point-settings/${again.id}`, admin),
        call("DELETE", `/api/admin/compass-point-settings/${again.id}`, admin),
      ]);
      expect(twice.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 404]);
      expect(await api.db.compassPointSetting.count({ where: { id: again.id } })).toBe(0);
    }
  });
});

describe("the last safety net (fromDatabaseError)", () => {
  it("maps the errors Prisma raises through this driver: a row gone 404, a key taken or a reference broken 409", async () => {
    const caught = (p: Promise<unknown>) =>
      p.then(
        () => expect.unreachable("no error"),
        (e: unknown) => e,
      );
    const gone = await caught(api.db.group.update({ where: { id: -1 }, data: { name: "x" } }));
    expect(fromDatabaseError(gone)).toMatchObject({ status: 404 });
    const broken = await caught(api.db.groupMember.create({ data: { groupId: -1, userId: ownerId } }));
    expect(fromDatabaseError(broken)).toMatchObject({ status: 409, messageKey: "error.conflict" });
    const fav = { tenantId: company.tenantId, userId: ownerId, documentId: docs[1].id };
    await api.db.favorite.create({ data: fav });
    const taken = await caught(api.db.favorite.create({ data: fav }));
    expect(fromDatabaseError(taken)).toMatchObject({ status: 409 });
    await api.db.favorite.deleteMany({ where: fav });
    expect(fromDatabaseError(new Error("P2025"))).toBeNull();
  });

  it("a pool with no connection free for a transaction (P2028) is a busy server: 503 with Retry-After", async () => {
    const busy = new Prisma.PrismaClientKnownRequestError("Unable to start a transaction in the given time.", {
      code: "P2028",
      clientVersion: Prisma.prismaVersion.client,
    });
    expect(fromDatabaseError(busy)).toMatchObject({ status: 503, retryAfterSeconds: 2, messageKey: "error.http.503" });
  });
});

// Groups (spec 2 §2, §5–§7, §9): every call, and each rule on its own — only the creator edits
// or deletes, any member e-mails the group, company sessions have no groups, the tenant's
// group-enable flag gates the calls, members come from the group's account (same tenant),
// documents only those the creator may open, foreign ids 404, the limits of §5 and §9.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import {
  colleagues,
  companyOf,
  companySession,
  documentNotOpenableBy,
  documentsOf,
  outboxMails,
  tokenIn,
} from "./groups-fixtures.ts";

const api = useApi();
let company: Awaited<ReturnType<typeof companyOf>>;
let owner: string; // individual@astm acting for the company account
let ownerId: number;
let member: string;
let memberId: number;
let outsider: string; // a colleague of the account who is in no group of these tests
let people: { id: number; email: string; firstName: string | null; lastName: string | null }[];
let docs: Awaited<ReturnType<typeof documentsOf>>;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) =>
  api.request({ method, url, token, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function createGroup(overrides: Record<string, unknown> = {}, token = owner) {
  const res = await call("POST", "/api/group/save", token, {
    name: "Composites working group",
    longDesc: "Tensile tests of polymer matrix composites",
    memberIds: [memberId],
    contentCodes: [docs[0].contentCode],
    ...overrides,
  });
  return res;
}

beforeAll(async () => {
  // Start without the seed's demo groups and shares: the counts below are this file's own.
  await api.db.group.deleteMany({});
  await api.db.contentShare.deleteMany({});
  company = await companyOf(api.db, "astm");
  people = await colleagues(api.db, company.id, 6);
  const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
  ownerId = individual.id;
  owner = await tokenIn(api, "individual@astm.example", company.id);
  memberId = people[0].id;
  member = await tokenIn(api, people[0].email, company.id);
  outsider = await tokenIn(api, people[5].email, company.id);
  docs = await documentsOf(api.db, company, 6);
});

describe("creating a group (the wizard's confirm)", () => {
  it("answers 201 with the groupID; the creator is owner and member, the documents are the group's", async () => {
    const res = await createGroup({
      memberIds: [people[0].id, people[1].id],
      contentCodes: [docs[0].contentCode, docs[1].contentCode],
    });
    expect(res.statusCode).toBe(201);
    const { groupID } = res.json();
    expect(groupID).toEqual(expect.any(Number));
    const detail = (await call("GET", `/api/group/getGroupDetail?groupId=${groupID}`, owner)).json();
    expect(detail).toMatchObject({
      groupID,
      accountID: company.id,
      name: "Composites working group",
      longDesc: "Tensile tests of polymer matrix composites",
      memberCount: 3,
      contentCount: 2,
      createdById: ownerId,
      userInfo: { createFirstName: expect.any(String), createLastName: expect.any(String) },
    });
    expect(detail.rosters[0].user.userId).toBe(ownerId);
    expect(detail.rosters.map((r: { user: { userId: number } }) => r.user.userId).sort()).toEqual(
      [ownerId, people[0].id, people[1].id].sort(),
    );
    expect(detail.rosters[1]).toMatchObject({ user: { email: expect.any(String) }, userName: expect.any(String) });
    expect(detail.sharedDocuments.map((d: { contentCode: string }) => d.contentCode).sort()).toEqual(
      [docs[0].contentCode, docs[1].contentCode].sort(),
    );
    expect(detail.sharedDocuments[0]).toMatchObject({
      contentID: expect.any(Number),
      designationNo: expect.any(String),
      documentTitle: expect.any(String),
    });
  });

  it("e-mails each member but the creator about the group's documents, in the member's language", async () => {
    const before = (await outboxMails(api.db, "group-documents-shared")).length;
    await api.db.user.update({ where: { id: people[1].id }, data: { langKey: "de" } });
    const res = await createGroup({
      name: "Mail group",
      memberIds: [people[0].id, people[1].id],
      contentCodes: [docs[2].contentCode, docs[3].contentCode],
    });
    expect(res.statusCode).toBe(201);
    const mails = (await outboxMails(api.db, "group-documents-shared")).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([people[0].email, people[1].email].sort());
    const german = mails.find((m) => m.to === people[1].email)!;
    expect(german.locale).toBe("de");
    expect(german.tenantId).toBe(company.tenantId);
    expect((german.data.items as unknown[]).length).toBe(2);
    expect(german.data.groupUrl).toContain(`/group-detail/?groupId=${res.json().groupID}`);
    expect(new Set(mails.map((m) => m.idempotencyKey)).size).toBe(2);
  });

  it("lists the group for its creator and members (A-Z), by account and by the current account, not for others", async () => {
    await createGroup({ name: "aaa first by name" });
    const mine = (await call("GET", "/api/group/listByCurrentAccount", owner)).json();
    const names = mine.map((g: { name: string }) => g.name);
    expect(names).toContain("aaa first by name");
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect((await call("GET", `/api/group/list?accountId=${company.id}`, owner)).json()).toEqual(mine);
    const asMember = (await call("GET", "/api/group/listByCurrentAccount", member)).json();
    expect(asMember.map((g: { name: string }) => g.name)).toContain("aaa first by name");
    expect((await call("GET", "/api/group/listByCurrentAccount", outsider)).json()).toEqual([]);
    // The user's other account (the individual one) has none of these groups.
    const own = await api.login("individual@astm.example");
    expect((await call("GET", "/api/group/listByCurrentAccount", own)).json()).toEqual([]);
  });

  it("refuses an account the user does not belong to (404)", async () => {
    const other = await companyOf(api.db, "api");
    expect((await call("GET", `/api/group/list?accountId=${other.id}`, owner)).statusCode).toBe(404);
    expect((await createGroup({ accountID: other.id })).statusCode).toBe(404);
  });
});

describe("members come from the group's account and tenant", () => {
  it("a user of another account of the tenant is not found (404)", async () => {
    const single = await api.db.user.findFirstOrThrow({ where: { email: "single@astm.example" } });
    const res = await createGroup({ memberIds: [single.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain(String(single.id));
  });

  it("a user of another tenant is not found (404)", async () => {
    const stranger = await api.db.user.findFirstOrThrow({ where: { email: "individual@api.example" } });
    expect((await createGroup({ memberIds: [stranger.id] })).statusCode).toBe(404);
  });
});

describe("documents are only those the creator may open", () => {
  it("a document the account is not entitled to is refused with the no-access 403", async () => {
    const refused = await documentNotOpenableBy(api.db, company);
    const res = await createGroup({ contentCodes: [refused.contentCode] });
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe("User is not entitled for the Document");
  });

  it("an unknown document, or one the tenant does not present, is 404", async () => {
    expect((await createGroup({ contentCodes: ["NOPE|X-1|en-US"] })).statusCode).toBe(404);
    // A publisher the tenant stops presenting: its documents are "not found" for the tenant.
    const hidden = await documentNotOpenableBy(api.db, company);
    const where = { tenantId_publisherId: { tenantId: company.tenantId, publisherId: hidden.publisherId } };
    const row = await api.db.tenantPublisher.delete({ where });
    try {
      expect((await createGroup({ contentCodes: [hidden.contentCode] })).statusCode).toBe(404);
    } finally {
      await api.db.tenantPublisher.create({ data: row });
    }
  });
});

describe("only the creator changes or deletes a group; members read and e-mail it", () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await createGroup({ name: "Owned", memberIds: [people[0].id, people[2].id] })).json().groupID;
  });

  it("a member gets 403 on every change and on delete", async () => {
    const changes: [string, string, unknown][] = [
      ["PUT", "/api/group/update", { groupID: groupId, name: "Hijacked" }],
      ["PUT", "/api/group/update/name", { groupID: groupId, name: "Hijacked", longDesc: "x" }],
      ["PUT", "/api/group/update/memberIds", { groupID: groupId, memberIds: [memberId] }],
      [
        "POST",
        "/api/contentShare/updateContentsByGroup",
        { sharedWithGroupID: groupId, removeContentIds: [docs[0].id] },
      ],
    ];
    for (const [method, url, body] of changes) {
      const res = await call(method as "PUT", url, member, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().title).toBe("Only the group's creator can change or delete it");
    }
    expect((await call("DELETE", `/api/group/${groupId}`, member)).statusCode).toBe(403);
    const still = (await call("GET", `/api/group/getGroupDetail?groupId=${groupId}`, member)).json();
    expect(still.name).toBe("Owned");
    expect(still.contentCount).toBe(1);
  });

  it("someone not in the group gets 404 for reading, changing, e-mailing and deleting it", async () => {
    expect((await call("GET", `/api/group/getGroupDetail?groupId=${groupId}`, outsider)).statusCode).toBe(404);
    expect(
      (await call("PUT", "/api/group/update/name", outsider, { groupID: groupId, name: "x", longDesc: "y" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/group/sendMailToGroup", outsider, { groupId, subject: "s", message: "m" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/group/${groupId}`, outsider)).statusCode).toBe(404);
  });

  it("another tenant's group id is 404", async () => {
    const apiCompany = await companyOf(api.db, "api");
    const foreignOwner = (await colleagues(api.db, apiCompany.id, 1))[0];
    const foreign = await api.db.group.create({
      data: {
        tenantId: apiCompany.tenantId,
        accountId: apiCompany.id,
        name: "Foreign",
        longDesc: "Another tenant",
        createdById: foreignOwner.id,
        members: { create: [{ userId: foreignOwner.id }] },
      },
    });
    expect((await call("GET", `/api/group/getGroupDetail?groupId=${foreign.id}`, owner)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/group/${foreign.id}`, owner)).statusCode).toBe(404);
  });

  it("any member e-mails the group: one e-mail to each other member; copyMeFlag adds the sender's copy", async () => {
    const before = (await outboxMails(api.db, "group-message")).length;
    const res = await call("POST", "/api/group/sendMailToGroup", member, {
      groupId,
      subject: "Meeting on Tuesday",
      message: "Please read clause 7.\n\nThanks",
      copyMeFlag: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipients: 3 });
    const mails = (await outboxMails(api.db, "group-message")).slice(before);
    const individual = await api.db.user.findUniqueOrThrow({ where: { id: ownerId } });
    expect(mails.map((m) => m.to).sort()).toEqual([individual.email, people[0].email, people[2].email].sort());
    const copy = mails.find((m) => m.to === people[0].email)!;
    expect(copy.data).toMatchObject({ copy: true, subject: "Meeting on Tuesday", group: "Owned" });
    expect(mails.find((m) => m.to === individual.email)!.data.copy).toBe(false);
    expect(copy.replyTo).toBe(people[0].email);
  });

  it("without copyMeFlag the sender gets nothing; groupID is accepted for groupId", async () => {
    const before = (await outboxMails(api.db, "group-message")).length;
    const res = await call("POST", "/api/group/sendMailToGroup", owner, {
      groupID: groupId,
      subject: "Hi",
      message: "Hello",
    });
    expect(res.json()).toEqual({ recipients: 2 });
    const mails = (await outboxMails(api.db, "group-message")).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([people[0].email, people[2].email].sort());
  });

  it("an e-mail needs a group, a subject and a message that are not blank (400 naming the field)", async () => {
    const bad = async (body: object) => (await call("POST", "/api/group/sendMailToGroup", owner, body)).json();
    expect((await bad({ subject: "s", message: "m" })).fieldErrors[0].field).toBe("groupId");
    expect((await bad({ groupId, subject: "   ", message: "m" })).fieldErrors[0]).toMatchObject({
      field: "subject",
      message: "NotBlank",
    });
    expect((await bad({ groupId, subject: "s", message: "" })).fieldErrors[0].field).toBe("message");
  });
});

describe("the creator's changes", () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await createGroup({ name: "Editable", memberIds: [people[0].id, people[1].id] })).json().groupID;
  });

  it("update/name changes the name and description", async () => {
    const res = await call("PUT", "/api/group/update/name", owner, {
      groupID: groupId,
      name: " Renamed ",
      longDesc: "New description",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed", longDesc: "New description" });
  });

  it("update/memberIds replaces the roster; the creator stays a member", async () => {
    const res = await call("PUT", "/api/group/update/memberIds", owner, {
      groupID: groupId,
      memberIds: [people[3].id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rosters.map((r: { user: { userId: number } }) => r.user.userId)).toEqual([ownerId, people[3].id]);
    expect((await call("GET", `/api/group/getGroupDetail?groupId=${groupId}`, member)).statusCode).toBe(404);
  });

  it("updateContentsByGroup adds (e-mailing the members about the new ones) and removes documents", async () => {
    const before = (await outboxMails(api.db, "group-documents-shared")).length;
    const res = await call("POST", "/api/contentShare/updateContentsByGroup", owner, {
      sharedWithGroupID: groupId,
      addContentCodes: [docs[0].contentCode, docs[4].contentCode],
      removeContentIds: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contentCount).toBe(2);
    const mails = (await outboxMails(api.db, "group-documents-shared")).slice(before);
    expect(mails).toHaveLength(1); // people[3]; docs[0] was the group's already
    expect((mails[0].data.items as { designation: string }[]).map((i) => i.designation)).toEqual([
      docs[4].displayDesignation,
    ]);
    const removed = await call("POST", "/api/contentShare/updateContentsByGroup", owner, {
      sharedWithGroupID: groupId,
      removeContentIds: [docs[0].id],
    });
    expect(removed.json().sharedDocuments.map((d: { contentID: number }) => d.contentID)).toEqual([docs[4].id]);
  });

  it("update changes everything given at once and refuses moving the group to another account", async () => {
    const res = await call("PUT", "/api/group/update", owner, {
      groupID: groupId,
      accountID: company.id,
      name: "All at once",
      longDesc: "Everything",
      memberIds: [people[0].id],
      contentCodes: [docs[5].contentCode],
      removeContentIds: [docs[4].id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "All at once", longDesc: "Everything", memberCount: 2, contentCount: 1 });
    expect(res.json().sharedDocuments[0].contentID).toBe(docs[5].id);
    const individualAccount = await api.db.accountMembership.findFirstOrThrow({
      where: { userId: ownerId, isDefault: true },
    });
    const moved = await call("PUT", "/api/group/update", owner, {
      groupID: groupId,
      accountID: individualAccount.accountId,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors[0].field).toBe("accountID");
  });

  it("delete answers 204; the group is gone for everyone (404)", async () => {
    expect((await call("DELETE", `/api/group/${groupId}`, owner)).statusCode).toBe(204);
    expect((await call("GET", `/api/group/getGroupDetail?groupId=${groupId}`, owner)).statusCode).toBe(404);
    expect(await api.db.contentShare.count({ where: { sharedWithGroupId: groupId } })).toBe(0);
  });
});

describe("limits and bad input (400 problem+json naming the field)", () => {
  it("name and description: at most 255 characters, not blank, no NUL byte", async () => {
    const field = async (body: Record<string, unknown>) => {
      const res = await createGroup(body);
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      return res.json().fieldErrors[0];
    };
    expect(await field({ name: "n".repeat(256) })).toMatchObject({ field: "name", message: "Size" });
    expect(await field({ longDesc: "d".repeat(256) })).toMatchObject({ field: "longDesc", message: "Size" });
    expect(await field({ name: "  " })).toMatchObject({ field: "name", message: "NotBlank" });
    expect(await field({ name: "bad\u0000name" })).toMatchObject({ field: "name", message: "Pattern" });
    expect((await createGroup({ name: "n".repeat(255), longDesc: "d".repeat(255) })).statusCode).toBe(201);
  });

  it("a group needs members and documents (the wizard's enabling rules, on the server too)", async () => {
    expect((await createGroup({ memberIds: [] })).json().fieldErrors[0]).toMatchObject({
      field: "memberIds",
      message: "Size",
    });
    expect((await createGroup({ contentCodes: [] })).json().fieldErrors[0]).toMatchObject({
      field: "contentCodes",
      message: "Size",
    });
  });

  it("ids are integers within range", async () => {
    expect((await call("GET", "/api/group/getGroupDetail?groupId=abc", owner)).json().fieldErrors[0].field).toBe(
      "groupId",
    );
    expect(
      (await call("GET", "/api/group/getGroupDetail?groupId=99999999999", owner)).json().fieldErrors[0].message,
    ).toBe("Max");
    expect((await call("DELETE", "/api/group/0", owner)).statusCode).toBe(400);
  });
});

describe("who has groups", () => {
  it("company sessions and company users have none (403); anonymous callers 401", async () => {
    const session = companySession(api, company.id);
    const res = await call("GET", "/api/group/listByCurrentAccount", session);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("error.signed-in-required");
    const user = await api.db.user.findFirstOrThrow({ where: { email: people[4].email } });
    await api.db.user.update({ where: { id: user.id }, data: { userType: "COMPANY" } });
    const companyUser = await tokenIn(api, user.email, company.id);
    expect((await call("POST", "/api/group/save", companyUser, {})).statusCode).toBe(403);
    await api.db.user.update({ where: { id: user.id }, data: { userType: "INDIVIDUAL" } });
    expect((await api.request({ method: "GET", url: "/api/group/listByCurrentAccount" })).statusCode).toBe(401);
  });

  it("a tenant without group-enable answers 403 'Feature not enabled' on every group call", async () => {
    const token = await api.login("individual@api.example");
    for (const [method, url] of [
      ["GET", "/api/group/listByCurrentAccount"],
      ["GET", "/api/group/getGroupDetail?groupId=1"],
      ["POST", "/api/group/save"],
      ["POST", "/api/user/searchUsers"],
      ["POST", "/api/group/documents/search/type-ahead"],
      ["POST", "/api/group/sendMailToGroup"],
    ] as const) {
      const res = await call(method, url, token, method === "POST" ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().title, url).toBe("Feature not enabled");
      expect(res.json().detail, url).toContain("group-enable");
    }
  });
});

describe("member search (POST /api/user/searchUsers)", () => {
  it("needs more than 2 characters after trimming", async () => {
    const res = await call("POST", "/api/user/searchUsers?pageIndex=1&pageSize=100", owner, { fullName: "  ab  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0]).toMatchObject({ field: "fullName", message: "Size" });
  });

  it("finds users of the account by first plus last name, ignoring case and spaces", async () => {
    const p = people[2];
    const query = `${p.firstName} ${p.lastName}`.toUpperCase();
    const res = await call("POST", "/api/user/searchUsers?pageIndex=1&pageSize=100", owner, { fullName: query });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.content.map((u: { userId: number }) => u.userId)).toContain(p.id);
    expect(page).toMatchObject({ totalElements: expect.any(Number), pageSize: 100 });
    const squashed = (
      await call("POST", "/api/user/searchUsers", owner, { fullName: `${p.firstName}${p.lastName}` })
    ).json();
    expect(squashed.content.map((u: { userId: number }) => u.userId)).toContain(p.id);
  });

  it("never finds users of other accounts or tenants", async () => {
    const single = await api.db.user.findFirstOrThrow({ where: { email: "single@astm.example" } });
    const res = (
      await call("POST", "/api/user/searchUsers", owner, { fullName: `${single.firstName}${single.lastName}` })
    ).json();
    expect(res.content.map((u: { userId: number }) => u.userId)).not.toContain(single.id);
  });

  it("answers up to 100 a page", async () => {
    expect(
      (await call("POST", "/api/user/searchUsers?pageSize=101", owner, { fullName: "abc" })).json().fieldErrors[0],
    ).toMatchObject({
      field: "pageSize",
      message: "Max",
    });
    const p = people[1];
    const one = (
      await call("POST", "/api/user/searchUsers?pageIndex=1&pageSize=1", owner, { fullName: `${p.lastName}` })
    ).json();
    expect(one.content.length).toBeLessThanOrEqual(1);
    expect(one.totalElements).toBeGreaterThanOrEqual(one.content.length);
  });
});

describe("document type-ahead (POST /api/group/documents/search/type-ahead)", () => {
  it("needs more than 2 characters; size at most 100", async () => {
    expect((await call("POST", "/api/group/documents/search/type-ahead", owner, { keywords: "ab" })).statusCode).toBe(
      400,
    );
    expect(
      (await call("POST", "/api/group/documents/search/type-ahead?size=101", owner, { keywords: "abc" })).statusCode,
    ).toBe(400);
  });

  it("finds documents by designation, title or asset id, only those the account may open", async () => {
    const d = docs[0];
    const byDesignation = (
      await call("POST", "/api/group/documents/search/type-ahead?size=100", owner, { keywords: d.designationNo })
    ).json();
    expect(byDesignation.map((x: { contentCode: string }) => x.contentCode)).toContain(d.contentCode);
    const word = d.title.split(/\s+/).find((w) => w.length > 4)!;
    const byTitle = (
      await call("POST", "/api/group/documents/search/type-ahead?size=100", owner, { keywords: word })
    ).json();
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.length).toBeLessThanOrEqual(100);
    const refused = await documentNotOpenableBy(api.db, company);
    const none = (
      await call("POST", "/api/group/documents/search/type-ahead", owner, { keywords: refused.designationNo })
    ).json();
    expect(none.map((x: { contentCode: string }) => x.contentCode)).not.toContain(refused.contentCode);
    const limited = (
      await call("POST", "/api/group/documents/search/type-ahead?size=2", owner, { keywords: word })
    ).json();
    expect(limited.length).toBeLessThanOrEqual(2);
  });
});

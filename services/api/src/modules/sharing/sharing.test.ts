// Sharing and shared-with-me (spec 2 §2, §5–§7): each rule on its own — documents only those the
// sharer may open, sharing never grants access, users of the tenant by id or e-mail, an unknown
// e-mail invited as an external user and recorded as such, groups only with group-enable and
// for their members, repeated shares answered without a second e-mail, the content-share
// feature gate, foreign ids 404, the shared-with-me lists (standards, publications, 10 a page).

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
} from "../groups/groups-fixtures.ts";
import { PUBLICATION_CONTENT_TYPES } from "./share-documents.ts";

const api = useApi();
let company: Awaited<ReturnType<typeof companyOf>>;
let sharer: string;
let sharerEmail: string;
let people: Awaited<ReturnType<typeof colleagues>>;
let recipient: string;
let docs: Awaited<ReturnType<typeof documentsOf>>;

const call = (method: "GET" | "POST", url: string, token: string, payload?: unknown) =>
  api.request({ method, url, token, ...(payload !== undefined ? { payload: payload as object } : {}) });
const shareWithUser = (body: object, token = sharer) => call("POST", "/api/contentShare/withUser", token, body);
const shareWithGroup = (body: object, token = sharer) => call("POST", "/api/contentShare/withGroup", token, body);
const standardsOf = async (token: string, query = "") =>
  (await call("GET", `/api/shared-documents/current-user/STANDARD${query}`, token)).json();

beforeAll(async () => {
  // Start without the seed's demo groups and shares: the counts below are this file's own.
  await api.db.group.deleteMany({});
  await api.db.contentShare.deleteMany({});
  company = await companyOf(api.db, "astm");
  people = await colleagues(api.db, company.id, 6);
  sharerEmail = "individual@astm.example";
  sharer = await tokenIn(api, sharerEmail, company.id);
  recipient = await tokenIn(api, people[0].email, company.id);
  docs = await documentsOf(api.db, company, 20);
});

describe("sharing with a user", () => {
  it("by id: 201 with the share; the recipient gets one e-mail in their language; sharing again answers 200 and sends nothing", async () => {
    await api.db.user.update({ where: { id: people[0].id }, data: { langKey: "fr" } });
    const before = (await outboxMails(api.db)).length;
    const body = {
      contentID: docs[0].id,
      contentCode: docs[0].contentCode,
      sharedWithUserID: people[0].id,
      title: docs[0].title,
    };
    const res = await shareWithUser(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      contentID: docs[0].id,
      contentCode: docs[0].contentCode,
      sharedWithUserID: people[0].id,
      sharedWithGroupID: null,
      email: people[0].email,
      externalUser: false,
    });
    const mails = (await outboxMails(api.db)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: people[0].email,
      locale: "fr",
      template: "document-shared",
      replyTo: sharerEmail,
      tenantId: company.tenantId,
      data: { designation: docs[0].displayDesignation, title: docs[0].title },
    });
    expect(mails[0].data.url).toContain(`contentCode=${encodeURIComponent(docs[0].contentCode)}`);
    const again = await shareWithUser(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
    expect((await outboxMails(api.db)).length).toBe(before + 1);
  });

  it("by the e-mail of a user of the tenant (any case): shared with that user", async () => {
    const res = await shareWithUser({ contentCode: docs[1].contentCode, email: people[1].email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sharedWithUserID: people[1].id, externalUser: false });
  });

  it("a valid e-mail that matches no user: an external user, recorded as such and invited in the tenant's language", async () => {
    const before = (await outboxMails(api.db)).length;
    const res = await shareWithUser({
      contentCode: docs[2].contentCode,
      email: "Outside.Person@example.org",
      externalUser: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sharedWithUserID: null,
      email: "outside.person@example.org",
      externalUser: true,
    });
    const row = await api.db.contentShare.findUniqueOrThrow({ where: { id: res.json().id } });
    expect(row).toMatchObject({
      externalUser: true,
      sharedWithEmail: "outside.person@example.org",
      sharedWithUserId: null,
    });
    const [mail] = (await outboxMails(api.db)).slice(before);
    expect(mail).toMatchObject({ to: "outside.person@example.org", template: "share-invitation", locale: "en" });
    expect(mail.data).toMatchObject({ senderEmail: sharerEmail, designation: docs[2].displayDesignation });
    expect(mail.data.signInUrl).toContain("tenant=astm");
    // The same outsider again: the existing share, no second invitation.
    expect(
      (await shareWithUser({ contentCode: docs[2].contentCode, email: "OUTSIDE.person@example.org" })).statusCode,
    ).toBe(200);
    expect((await outboxMails(api.db)).length).toBe(before + 1);
  });

  it("the external user who signs up later with that e-mail finds the document shared with them", async () => {
    const user = await api.db.user.create({
      data: {
        tenantId: company.tenantId,
        email: "outside.person@example.org",
        passwordHash: (await api.db.user.findFirstOrThrow({ where: { email: sharerEmail } })).passwordHash,
        userType: "INDIVIDUAL",
        firstName: "Outside",
        lastName: "Person",
        memberships: { create: [{ accountId: company.id, isDefault: true }] },
      },
    });
    const token = await tokenIn(api, user.email, company.id);
    const list = await standardsOf(token);
    expect(list.responseData.list.map((s: { document: { contentCode: string } }) => s.document.contentCode)).toContain(
      docs[2].contentCode,
    );
  });

  it("an invalid e-mail, no recipient, no document, or oneself: 400 naming the field", async () => {
    expect(
      (await shareWithUser({ contentCode: docs[0].contentCode, email: "not-an-email" })).json().fieldErrors[0],
    ).toMatchObject({
      field: "email",
      message: "Email",
    });
    expect((await shareWithUser({ contentCode: docs[0].contentCode })).json().fieldErrors[0].field).toBe("email");
    expect((await shareWithUser({ email: people[1].email })).json().fieldErrors[0].field).toBe("contentID");
    expect((await shareWithUser({ contentCode: docs[0].contentCode, email: sharerEmail })).statusCode).toBe(400);
    const mismatch = await shareWithUser({
      contentID: docs[0].id,
      contentCode: docs[1].contentCode,
      email: people[1].email,
    });
    expect(mismatch.json().fieldErrors[0].field).toBe("contentCode");
  });

  it("only documents the sharer may open: not entitled 403, unknown 404; a user of another tenant is 404", async () => {
    const refused = await documentNotOpenableBy(api.db, company);
    const res = await shareWithUser({ contentCode: refused.contentCode, sharedWithUserID: people[1].id });
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe("User is not entitled for the Document");
    expect((await shareWithUser({ contentCode: "NOPE|X|en-US", sharedWithUserID: people[1].id })).statusCode).toBe(404);
    expect((await shareWithUser({ contentID: 2147483647, sharedWithUserID: people[1].id })).statusCode).toBe(404);
    const stranger = await api.db.user.findFirstOrThrow({ where: { email: "individual@api.example" } });
    expect((await shareWithUser({ contentCode: docs[0].contentCode, sharedWithUserID: stranger.id })).statusCode).toBe(
      404,
    );
  });

  it("sharing never grants access: a recipient who is not entitled sees it listed but is refused on opening", async () => {
    const single = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example" },
      include: { memberships: true },
    });
    const singleToken = await tokenIn(api, single.email, single.memberships[0].accountId);
    const entitledForSingle = await documentsOf(api.db, { ...company, id: single.memberships[0].accountId }, 200);
    const notForSingle = docs.find((d) => !entitledForSingle.some((e) => e.id === d.id));
    expect(notForSingle, "a document the company may open and single's account may not").toBeDefined();
    expect(
      (await shareWithUser({ contentCode: notForSingle!.contentCode, sharedWithUserID: single.id })).statusCode,
    ).toBe(201);
    const listed = await standardsOf(singleToken);
    expect(listed.responseData.list.map((s: { contentID: number }) => s.contentID)).toContain(notForSingle!.id);
    const open = await api.request({
      method: "GET",
      url: `/api/documents/verification/contentCode?contentCode=${encodeURIComponent(notForSingle!.contentCode)}`,
      token: singleToken,
    });
    expect(open.headers.entitlementaccess).toBe("false");
  });
});

describe("sharing with a group", () => {
  let groupId: number;
  beforeAll(async () => {
    const res = await call("POST", "/api/group/save", sharer, {
      name: "Reviewers",
      longDesc: "Review panel",
      memberIds: [people[0].id, people[2].id],
      contentCodes: [docs[3].contentCode],
    });
    groupId = res.json().groupID;
  });

  it("a member shares: the document joins the group, each other member gets one e-mail; again → 200, nothing sent", async () => {
    const before = (await outboxMails(api.db, "group-documents-shared")).length;
    const res = await shareWithGroup({ contentID: docs[4].id, sharedWithGroupID: groupId }, recipient);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sharedWithGroupID: groupId, sharedWithUserID: null, contentID: docs[4].id });
    const mails = (await outboxMails(api.db, "group-documents-shared")).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([sharerEmail, people[2].email].sort());
    const list = (await call("GET", `/api/contentShare/shared/list?groupId=${groupId}`, sharer)).json();
    expect(list.responseData.totalCount).toBe(2);
    expect(list.responseData.list[0]).toMatchObject({ contentID: docs[4].id, email: people[0].email });
    expect((await shareWithGroup({ contentID: docs[4].id, sharedWithGroupID: groupId })).statusCode).toBe(200);
    expect((await outboxMails(api.db, "group-documents-shared")).length).toBe(before + 2);
  });

  it("a group the sharer is not in is 404; the group's shared list too", async () => {
    const outsider = await tokenIn(api, people[4].email, company.id);
    expect((await shareWithGroup({ contentID: docs[5].id, sharedWithGroupID: groupId }, outsider)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/contentShare/shared/list?groupId=${groupId}`, outsider)).statusCode).toBe(404);
  });

  it("members see group shares in shared-with-me (not the sharer's own)", async () => {
    const member = await tokenIn(api, people[2].email, company.id);
    const list = await standardsOf(member, "?page=0&size=100");
    const fromGroup = list.responseData.list.filter(
      (s: { sharedWithGroup: { groupID: number } | null }) => s.sharedWithGroup?.groupID === groupId,
    );
    expect(fromGroup.map((s: { contentID: number }) => s.contentID).sort()).toEqual([docs[3].id, docs[4].id].sort());
    const own = await standardsOf(recipient, "?page=0&size=100");
    expect(
      own.responseData.list.some(
        (s: { contentID: number; sharedWithGroup: unknown }) => s.contentID === docs[4].id && s.sharedWithGroup,
      ),
    ).toBe(false);
  });

  it("without the tenant's group-enable: 403 'Groups are not enabled' (only e-mail sharing is offered)", async () => {
    // The api tenant shares (content-share) but has no groups.
    const apiCompany = await companyOf(api.db, "api");
    const token = await tokenIn(api, "individual@api.example", apiCompany.id, "api");
    const [doc] = await documentsOf(api.db, apiCompany, 1);
    const res = await shareWithGroup({ contentID: doc.id, sharedWithGroupID: groupId }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe("Groups are not enabled");
    const targets = await call("GET", "/api/contentShare/searchUsersAndGroups?keyword=review", token);
    expect(targets.json().filter((t: { isGroup: boolean }) => t.isGroup)).toEqual([]);
    expect((await shareWithUser({ contentID: doc.id, email: "colleague@example.org" }, token)).statusCode).toBe(201);
  });

  it("getSharedGroupAndUserByContentID lists whom the caller shared the document with ('sent')", async () => {
    await shareWithUser({ contentCode: docs[4].contentCode, sharedWithUserID: people[1].id });
    await shareWithUser({ contentCode: docs[4].contentCode, email: "someone.else@example.org" });
    const res = (await call("GET", `/api/contentShare/getSharedGroupAndUserByContentID/${docs[4].id}`, sharer)).json();
    expect(res.userList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: people[1].id, isGroup: false, isExternalUser: false }),
        expect.objectContaining({ id: null, email: "someone.else@example.org", isExternalUser: true }),
      ]),
    );
    expect(res.groupList).toEqual([expect.objectContaining({ id: groupId, name: "Reviewers", isGroup: true })]);
    expect(res.groupList[0].rosters).toHaveLength(3);
    expect(
      (await call("GET", "/api/contentShare/getSharedGroupAndUserByContentID/2147483647", sharer)).statusCode,
    ).toBe(404);
  });
});

describe("share targets", () => {
  it("searchUsersAndGroups needs more than 2 characters and finds users of the account and the caller's groups", async () => {
    expect((await call("GET", "/api/contentShare/searchUsersAndGroups?keyword=%20ab%20", sharer)).statusCode).toBe(400);
    const users = (
      await call(
        "GET",
        `/api/contentShare/searchUsersAndGroups?keyword=${encodeURIComponent(people[3].lastName!)}`,
        sharer,
      )
    ).json();
    expect(users.find((t: { id: number }) => t.id === people[3].id)).toMatchObject({
      isGroup: false,
      isExternalUser: false,
      email: people[3].email,
    });
    const groups = (await call("GET", "/api/contentShare/searchUsersAndGroups?keyword=review", sharer)).json();
    expect(groups.find((t: { isGroup: boolean }) => t.isGroup)).toMatchObject({
      name: "Reviewers",
      rosters: expect.any(Array),
    });
    const single = await api.db.user.findFirstOrThrow({ where: { email: "single@astm.example" } });
    const others = (
      await call(
        "GET",
        `/api/contentShare/searchUsersAndGroups?keyword=${encodeURIComponent(single.lastName!)}`,
        sharer,
      )
    ).json();
    expect(others.map((t: { id: number }) => t.id)).not.toContain(single.id);
  });

  it("searchUsersByEmail answers the tenant's user, else the e-mail as an external user", async () => {
    const found = (await call("POST", "/api/user/searchUsersByEmail", sharer, { email: people[3].email })).json();
    expect(found).toMatchObject({ id: people[3].id, isExternalUser: false, isGroup: false });
    const outside = (
      await call("POST", "/api/user/searchUsersByEmail", sharer, { email: "Nobody@Example.org" })
    ).json();
    expect(outside).toEqual({
      id: null,
      name: "nobody@example.org",
      email: "nobody@example.org",
      isGroup: false,
      isExternalUser: true,
    });
    expect(
      (await call("POST", "/api/user/searchUsersByEmail", sharer, { email: "nope" })).json().fieldErrors[0].message,
    ).toBe("Email");
  });
});

describe("shared-with-me lists", () => {
  it("standards and publications apart, 10 a page by default, newest first; findContentShareWithMe has both in data.responseData", async () => {
    const reader = await tokenIn(api, people[5].email, company.id);
    const standards = docs.filter((d) => !PUBLICATION_CONTENT_TYPES.has(d.contentType)).slice(0, 12);
    for (const d of standards)
      expect((await shareWithUser({ contentCode: d.contentCode, sharedWithUserID: people[5].id })).statusCode).toBe(
        201,
      );
    const publication = await api.db.document.findFirst({
      where: {
        contentType: { in: [...PUBLICATION_CONTENT_TYPES] },
        isLatest: true,
        publisher: { tenants: { some: { tenantId: company.tenantId } } },
      },
    });
    const first = await standardsOf(reader);
    expect(first.responseData.totalCount).toBe(standards.length);
    expect(first.responseData.list).toHaveLength(10);
    expect(first.responseData.list[0]).toMatchObject({
      contentID: standards.at(-1)!.id,
      document: {
        contentCode: standards.at(-1)!.contentCode,
        publisherName: expect.any(String),
        documentTitle: standards.at(-1)!.title,
      },
      designationNo: standards.at(-1)!.designationNo,
      email: sharerEmail,
      sharedByUserAccount: { user: { firstName: expect.any(String), lastName: expect.any(String) } },
      shareType: "STANDARD",
    });
    expect((await standardsOf(reader, "?page=1")).responseData.list).toHaveLength(standards.length - 10);
    const all = (await call("POST", "/api/contentShare/findContentShareWithMe?pageIndex=1&pageSize=10", reader)).json();
    expect(all.data.responseData.totalCount).toBeGreaterThanOrEqual(standards.length);
    if (publication) {
      // A publication the sharer may open is shared and listed under publications only.
      const canOpen = (await shareWithUser({ contentCode: publication.contentCode, sharedWithUserID: people[5].id }))
        .statusCode;
      if (canOpen === 201) {
        const pubs = (await call("GET", "/api/shared-documents/current-user/PUBLICATION", reader)).json();
        expect(pubs.responseData.list.map((s: { contentID: number }) => s.contentID)).toEqual([publication.id]);
        expect(pubs.responseData.list[0].shareType).toBe("PUBLICATION");
        const mine = (await call("GET", "/api/shared-documents/shared-by/current-user/PUBLICATION", sharer)).json();
        expect(mine.responseData.list[0]).toMatchObject({ contentID: publication.id, sharedWith: people[5].email });
      }
    }
  });

  it("page and size are bounded (400 naming the field)", async () => {
    expect(
      (await call("GET", "/api/shared-documents/current-user/STANDARD?size=101", sharer)).json().fieldErrors[0].field,
    ).toBe("size");
    expect(
      (await call("POST", "/api/contentShare/findContentShareWithMe?pageIndex=0", sharer)).json().fieldErrors[0].field,
    ).toBe("pageIndex");
  });
});

describe("who may share", () => {
  it("company sessions are sent to sign in (403); anonymous callers 401", async () => {
    const res = await shareWithUser(
      { contentCode: docs[0].contentCode, email: "x@example.org" },
      companySession(api, company.id),
    );
    expect(res.statusCode).toBe(403);
    expect((await api.request({ method: "GET", url: "/api/shared-documents/current-user/STANDARD" })).statusCode).toBe(
      401,
    );
  });

  it("a tenant without content-share answers 403 'Feature not enabled' on every sharing call", async () => {
    const awwa = await api.login("individual@awwa.example");
    for (const [method, url] of [
      ["POST", "/api/contentShare/withUser"],
      ["GET", "/api/contentShare/searchUsersAndGroups?keyword=abc"],
      ["POST", "/api/user/searchUsersByEmail"],
      ["POST", "/api/contentShare/findContentShareWithMe"],
      ["GET", "/api/shared-documents/current-user/STANDARD"],
      ["GET", "/api/shared-documents/current-user/PUBLICATION"],
    ] as const) {
      const res = await call(method, url, awwa, method === "POST" ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail, url).toContain("content-share");
    }
  });
});

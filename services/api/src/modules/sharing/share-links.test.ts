// Share links (beyond the spec): expiring after 1, 7 or 30 days or never, revocable by the
// creator or a tenant administrator, opened only by signed-in entitled users of the same tenant,
// with an access log the creator and the administrators read.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import {
  colleagues,
  companyOf,
  companySession,
  documentNotOpenableBy,
  documentsOf,
  tokenIn,
} from "../groups/groups-fixtures.ts";

const api = useApi();
let company: Awaited<ReturnType<typeof companyOf>>;
let creator: string;
let colleague: string;
let colleagueId: number;
let admin: string;
let docs: Awaited<ReturnType<typeof documentsOf>>;

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string | undefined, payload?: unknown) =>
  api.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const createLink = async (body: object, token = creator) => call("POST", "/api/contentShare/links", token, body);
const open = (token: string, who: string | undefined) => call("POST", `/api/contentShare/links/open/${token}`, who);

beforeAll(async () => {
  // Start without the seed's demo groups and shares: the counts below are this file's own.
  await api.db.group.deleteMany({});
  await api.db.contentShare.deleteMany({});
  company = await companyOf(api.db, "astm");
  creator = await tokenIn(api, "individual@astm.example", company.id);
  const people = await colleagues(api.db, company.id, 2);
  colleagueId = people[0].id;
  colleague = await tokenIn(api, people[0].email, company.id);
  admin = await tokenIn(api, "admin@astm.example", company.id);
  docs = await documentsOf(api.db, company, 3);
});

describe("creating share links", () => {
  it("expires after 1, 7 or 30 days, or never", async () => {
    for (const [expiresIn, days] of [
      ["ONE_DAY", 1],
      ["SEVEN_DAYS", 7],
      ["THIRTY_DAYS", 30],
      ["NEVER", null],
    ] as const) {
      const before = Date.now();
      const res = await createLink({ contentCode: docs[0].contentCode, expiresIn });
      expect(res.statusCode).toBe(201);
      const link = res.json();
      expect(link).toMatchObject({ contentID: docs[0].id, status: "ACTIVE", revokedAt: null, accessCount: 0 });
      expect(link.url).toContain(`/share/${link.token}`);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      if (days === null) expect(link.expiresAt).toBeNull();
      else {
        const ms = Date.parse(link.expiresAt) - before;
        expect(ms).toBeGreaterThan(days * 86_400_000 - 60_000);
        expect(ms).toBeLessThan(days * 86_400_000 + 60_000);
      }
    }
    expect(
      (await createLink({ contentCode: docs[0].contentCode, expiresIn: "FOREVER" })).json().fieldErrors[0].field,
    ).toBe("expiresIn");
  });

  it("only to documents the creator may open (403), that exist (404); not for company sessions (403)", async () => {
    const refused = await documentNotOpenableBy(api.db, company);
    expect((await createLink({ contentCode: refused.contentCode, expiresIn: "NEVER" })).statusCode).toBe(403);
    expect((await createLink({ contentCode: "NOPE|X|en", expiresIn: "NEVER" })).statusCode).toBe(404);
    expect(
      (await createLink({ contentCode: docs[0].contentCode, expiresIn: "NEVER" }, companySession(api, company.id)))
        .statusCode,
    ).toBe(403);
  });
});

describe("opening share links", () => {
  it("a signed-in entitled user of the tenant gets the document, and the opening is logged", async () => {
    const link = (await createLink({ contentID: docs[1].id, expiresIn: "SEVEN_DAYS" })).json();
    const res = await open(link.token, colleague);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      contentID: docs[1].id,
      contentCode: docs[1].contentCode,
      documentTitle: docs[1].title,
    });
    const log = (await call("GET", `/api/contentShare/links/${link.id}/accesses`, creator)).json();
    expect(log.totalElements).toBe(1);
    expect(log.content[0]).toMatchObject({
      user: { userId: colleagueId },
      outcome: "GRANTED",
      accessedDate: expect.any(String),
    });
  });

  it("the link never grants access: a user who is not entitled gets the no-access 403 (logged)", async () => {
    const single = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example" },
      include: { memberships: true },
    });
    const singleAccount = single.memberships[0].accountId;
    const singleToken = await tokenIn(api, single.email, singleAccount);
    const forSingle = new Set((await documentsOf(api.db, { ...company, id: singleAccount }, 1000)).map((d) => d.id));
    const target = (await documentsOf(api.db, company, 50)).find((d) => !forSingle.has(d.id));
    expect(target, "a document the company may open and single's account may not").toBeDefined();
    const link = (await createLink({ contentID: target!.id, expiresIn: "NEVER" })).json();
    const res = await open(link.token, singleToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe("User is not entitled for the Document");
    const log = (await call("GET", `/api/contentShare/links/${link.id}/accesses`, creator)).json();
    expect(log.content[0]).toMatchObject({ user: { userId: single.id }, outcome: "NOT_ENTITLED" });
  });

  it("anonymous callers 401, company sessions 403, users of another tenant 404", async () => {
    const link = (await createLink({ contentID: docs[1].id, expiresIn: "NEVER" })).json();
    expect((await open(link.token, undefined)).statusCode).toBe(401);
    expect((await open(link.token, companySession(api, company.id))).statusCode).toBe(403);
    const other = await api.login("individual@api.example");
    expect((await open(link.token, other)).statusCode).toBe(404);
    expect((await open("x".repeat(32), colleague)).statusCode).toBe(404);
    expect((await open("bad token!", colleague)).statusCode).toBe(400);
  });

  it("an expired link is 410 Gone (logged as EXPIRED)", async () => {
    const link = (await createLink({ contentID: docs[2].id, expiresIn: "ONE_DAY" })).json();
    await api.db.shareLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await open(link.token, colleague);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe("error.shareLink.expired");
    const listed = (await call("GET", `/api/contentShare/links?contentID=${docs[2].id}`, creator)).json();
    expect(listed.content.find((l: { id: number }) => l.id === link.id).status).toBe("EXPIRED");
    expect((await call("GET", `/api/contentShare/links/${link.id}/accesses`, creator)).json().content[0].outcome).toBe(
      "EXPIRED",
    );
  });
});

describe("a link opened signed out (issue 26 §12)", () => {
  const preview = (token: string, tenant = "astm") =>
    api.request({ method: "GET", url: `/api/contentShare/links/preview/${token}`, tenant });

  it("names the document, who shared it and whether it still works, without a session and without logging", async () => {
    const link = (await createLink({ contentID: docs[1].id, expiresIn: "SEVEN_DAYS" })).json();
    const res = await preview(link.token);
    expect(res.statusCode).toBe(200);
    const sharer = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    expect(res.json()).toEqual({
      status: "ACTIVE",
      displayDesignation: docs[1].displayDesignation,
      documentTitle: docs[1].title,
      sharedBy: `${sharer.firstName} ${sharer.lastName}`,
      expiresAt: link.expiresAt,
    });
    // A look is not an opening: the link's log is empty.
    expect((await call("GET", `/api/contentShare/links/${link.id}/accesses`, creator)).json().content).toEqual([]);
  });

  it("says a revoked or expired link is revoked or expired", async () => {
    const revoked = (await createLink({ contentID: docs[0].id, expiresIn: "NEVER" })).json();
    await call("DELETE", `/api/contentShare/links/${revoked.id}`, creator);
    expect((await preview(revoked.token)).json().status).toBe("REVOKED");
    const expired = (await createLink({ contentID: docs[0].id, expiresIn: "ONE_DAY" })).json();
    await api.db.shareLink.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await preview(expired.token)).json().status).toBe("EXPIRED");
  });

  it("an unknown token, or one of another tenant's links, is 404; a malformed one 400", async () => {
    const link = (await createLink({ contentID: docs[0].id, expiresIn: "NEVER" })).json();
    expect((await preview(link.token, "api")).statusCode).toBe(404);
    expect((await preview("y".repeat(32))).statusCode).toBe(404);
    expect((await preview("bad token!")).statusCode).toBe(400);
  });
});

describe("governing share links", () => {
  it("the creator revokes a link: it then answers 410; revoking again keeps the first revocation", async () => {
    const link = (await createLink({ contentID: docs[0].id, expiresIn: "NEVER" })).json();
    const revoked = await call("DELETE", `/api/contentShare/links/${link.id}`, creator);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: "REVOKED", revokedAt: expect.any(String) });
    expect((await open(link.token, colleague)).statusCode).toBe(410);
    const again = await call("DELETE", `/api/contentShare/links/${link.id}`, creator);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
  });

  it("a tenant administrator reads any link's log, lists the tenant's links and revokes them; other users get 404/403", async () => {
    const link = (await createLink({ contentID: docs[0].id, expiresIn: "THIRTY_DAYS" })).json();
    await open(link.token, colleague);
    expect((await call("GET", `/api/contentShare/links/${link.id}/accesses`, colleague)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/contentShare/links/${link.id}`, colleague)).statusCode).toBe(404);
    expect((await call("GET", "/api/contentShare/links?scope=tenant", colleague)).statusCode).toBe(403);
    const log = (await call("GET", `/api/contentShare/links/${link.id}/accesses`, admin)).json();
    expect(log.content.map((a: { outcome: string }) => a.outcome)).toEqual(["GRANTED"]);
    const all = (await call("GET", "/api/contentShare/links?scope=tenant&size=100", admin)).json();
    expect(all.content.map((l: { id: number }) => l.id)).toContain(link.id);
    expect((await call("DELETE", `/api/contentShare/links/${link.id}`, admin)).json().status).toBe("REVOKED");
    // Another tenant's administrator does not see it.
    const apiCompany = await companyOf(api.db, "api");
    const otherAdmin = await tokenIn(api, "admin@api.example", apiCompany.id, "api");
    expect((await call("GET", `/api/contentShare/links/${link.id}/accesses`, otherAdmin)).statusCode).toBe(404);
  });

  it("the creator's list has only their links, newest first, with the number of openings", async () => {
    const mine = (await call("GET", "/api/contentShare/links?size=100", creator)).json();
    expect(mine.totalElements).toBeGreaterThan(0);
    const dates = mine.content.map((l: { createdDate: string }) => l.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      mine.content.every((l: { createdBy: { email: string } }) => l.createdBy.email === "individual@astm.example"),
    ).toBe(true);
    expect((await call("GET", "/api/contentShare/links", colleague)).json().totalElements).toBe(0);
  });
});

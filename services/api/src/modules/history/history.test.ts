// Home lists (spec 3 §2, §4, §7): recently accessed (newest first) and recently updated documents
// of the account's subscriptions (the company users' tab).

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser, unentitledDocument } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let user: Awaited<ReturnType<typeof seededUser>>;
let token: string;
let company: string;
let companyAccountId: number;

beforeAll(async () => {
  user = await seededUser(api.db, "individual@astm.example");
  token = await api.login("individual@astm.example");
  const account = await api.db.account.findFirstOrThrow({ where: { tenantId: user.tenantId, type: "COMPANY" } });
  companyAccountId = account.id;
  company = api.app.tokens.issue({
    userId: null,
    accountId: account.id,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
});

describe("recently accessed documents", () => {
  it("lists the documents the user opened, most recently opened first, with count", async () => {
    await api.db.accessedDocument.deleteMany({ where: { userId: user.id } });
    const docs = await entitledDocuments(api.db, user, 4);
    const base = Date.now() - 10 * 60_000;
    const order = [2, 0, 3, 1]; // minutes after base
    for (const [i, d] of docs.entries()) {
      await api.db.accessedDocument.create({
        data: {
          tenantId: user.tenantId,
          userId: user.id,
          accountId: user.accountId!,
          documentId: d.id,
          accessCount: i + 1,
          lastAccessedAt: new Date(base + order[i] * 60_000),
        },
      });
    }
    const res = await api.request({ method: "GET", url: "/api/accessed-documents/current-user", token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.result.map((r: { document: { contentCode: string } }) => r.document.contentCode)).toEqual([
      docs[2].contentCode,
      docs[0].contentCode,
      docs[3].contentCode,
      docs[1].contentCode,
    ]);
    expect(body.result[0]).toMatchObject({ accessCount: 3, lastAccessedDate: expect.any(String) });
    const page = (
      await api.request({ method: "GET", url: "/api/accessed-documents/current-user?page=1&size=3", token })
    ).json();
    expect(page.result.map((r: { document: { contentCode: string } }) => r.document.contentCode)).toEqual([
      docs[1].contentCode,
    ]);
  });

  it("shows no one else's documents", async () => {
    const single = await api.login("single@astm.example");
    const res = (
      await api.request({ method: "GET", url: "/api/accessed-documents/current-user", token: single })
    ).json();
    const singleUser = await seededUser(api.db, "single@astm.example");
    expect(res.count).toBe(await api.db.accessedDocument.count({ where: { userId: singleUser.id } }));
    const mine = await api.db.accessedDocument.findMany({ where: { userId: user.id } });
    expect(res.result.some((r: { id: number }) => mine.some((m) => m.id === r.id))).toBe(false);
  });

  it("anonymous company sessions have no history: 403 error.signed-in-required; no token 401; bad size 400", async () => {
    const res = await api.request({ method: "GET", url: "/api/accessed-documents/current-user", token: company });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("error.signed-in-required");
    expect((await api.request({ method: "GET", url: "/api/accessed-documents/current-user" })).statusCode).toBe(401);
    expect(
      (await api.request({ method: "GET", url: "/api/accessed-documents/current-user?size=1000", token })).statusCode,
    ).toBe(400);
  });
});

describe("recently updated documents", () => {
  it("lists latest editions of entitled publishers updated recently, newest first; a new version comes first", async () => {
    const [doc] = await entitledDocuments(api.db, { ...user, accountId: companyAccountId }, 1);
    const result = await api.app.services.publishing.publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: doc.publisher.key,
          family: doc.family,
          languageCode: doc.languageCode,
          designation: `${doc.designation}-UPD`,
        },
      ],
    });
    const newId = result.changes[0].documentId;
    const res = await api.request({ method: "GET", url: "/api/updated-documents/current-user", token: company });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result[0].contentId).toBe(newId);
    expect(body.result[0].lastUpdateDate).toBe(new Date().toISOString().slice(0, 10));
    const dates = body.result.map((d: { lastUpdateDate: string }) => d.lastUpdateDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.result.every((d: { isLatest: boolean }) => d.isLatest)).toBe(true);
    expect(body.result.some((d: { contentId: number }) => d.contentId === doc.id)).toBe(false); // now Historical
    expect(body.count).toBeGreaterThanOrEqual(body.result.length);
  });

  it("documents of publishers the account is not entitled to do not appear", async () => {
    const other = await unentitledDocument(api.db, { tenantId: user.tenantId, accountId: companyAccountId });
    const publisher = await api.db.publisher.findUniqueOrThrow({ where: { id: other.publisherId } });
    const result = await api.app.services.publishing.publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: publisher.key,
          family: other.family,
          languageCode: other.languageCode,
          designation: `${other.designation}-NE`,
        },
      ],
    });
    const res = (
      await api.request({
        method: "GET",
        url: "/api/updated-documents/current-user?size=100&days=3650",
        token: company,
      })
    ).json();
    expect(res.result.some((d: { contentId: number }) => d.contentId === result.changes[0].documentId)).toBe(false);
    expect(res.result.every((d: { publisherCode: string }) => d.publisherCode !== publisher.key)).toBe(true);
  });

  it("the window is `days` long (default 90); users without an account get none; bad days answers 400", async () => {
    const narrow = (
      await api.request({ method: "GET", url: "/api/updated-documents/current-user?days=1&size=100", token: company })
    ).json();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      narrow.result.every(
        (d: { lastUpdateDate: string }) => d.lastUpdateDate >= yesterday && d.lastUpdateDate <= today,
      ),
    ).toBe(true);
    const noaccess = await api.login("noaccess@astm.example");
    expect(
      (await api.request({ method: "GET", url: "/api/updated-documents/current-user", token: noaccess })).json(),
    ).toEqual({ count: 0, result: [] });
    expect(
      (await api.request({ method: "GET", url: "/api/updated-documents/current-user?days=0", token })).statusCode,
    ).toBe(400);
    expect((await api.request({ method: "GET", url: "/api/updated-documents/current-user" })).statusCode).toBe(401);
  });
});

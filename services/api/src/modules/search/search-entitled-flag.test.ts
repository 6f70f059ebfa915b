// Search results say whether the selected account may open each document (issue 12, defect 7):
// the content search marks documents outside the account's subscriptions, the entitled search
// finds only entitled ones, and callers without an account are entitled to nothing.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledScope, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let scope: { publisherIds: number[]; collectionIds: number[] };

interface Hit {
  id: number;
  contentCode: string;
  entitled?: boolean;
}

const search = async (url: string, keywords: string, email: string, tenant = "astm", size = 100) => {
  const token = await api.login(email, { tenant });
  const res = await api.request({ method: "POST", url: `${url}?size=${size}`, token, tenant, payload: { keywords } });
  expect(res.statusCode).toBe(200);
  return res.json().result as Hit[];
};

beforeAll(async () => {
  const user = await seededUser(api.db, "individual@astm.example");
  scope = await entitledScope(api.db, user.accountId);
});

describe("entitled flag of search results", () => {
  it("marks each content search hit by the account's subscriptions (publisher or collection)", async () => {
    const hits = await search("/api/documents/search", "steel", "individual@astm.example");
    const docs = await api.db.document.findMany({
      where: { id: { in: hits.map((h) => h.id) } },
      select: { id: true, publisherId: true, collectionIds: true },
    });
    const expected = new Map(
      docs.map((d) => [
        d.id,
        scope.publisherIds.includes(d.publisherId) || d.collectionIds.some((c) => scope.collectionIds.includes(c)),
      ]),
    );
    expect(hits.length).toBeGreaterThan(10);
    for (const h of hits) expect(h.entitled, h.contentCode).toBe(expected.get(h.id));
    // The seed entitles some publishers and not others: both kinds are in the reply.
    expect(hits.some((h) => h.entitled === true)).toBe(true);
    expect(hits.some((h) => h.entitled === false)).toBe(true);
  });

  it("agrees with the document verification the reader asks before opening", async () => {
    const token = await api.login("individual@astm.example");
    const hits = await search("/api/documents/search", "steel", "individual@astm.example", "astm", 25);
    const open = hits.find((h) => h.entitled === true)!;
    const shut = hits.find((h) => h.entitled === false)!;
    for (const [hit, verdict] of [
      [open, "true"],
      [shut, "false"],
    ] as const) {
      const res = await api.request({
        method: "GET",
        url: `/api/documents/verification/contentCode?contentCode=${encodeURIComponent(hit.contentCode)}`,
        token,
      });
      expect(res.headers.entitlementaccess).toBe(verdict);
    }
  });

  it("is true on every hit of the entitled-documents search", async () => {
    const hits = await search("/api/documents/entitled-documents/search", "steel", "individual@astm.example");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.entitled === true)).toBe(true);
  });

  it("is false on every hit for a user without an account", async () => {
    const hits = await search("/api/documents/search", "steel", "noaccess@astm.example");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.entitled === false)).toBe(true);
  });

  it("marks the refused documents of a publisher-only tenant's content search (tenant api)", async () => {
    const hits = await search("/api/documents/search", "*", "individual@api.example", "api");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => typeof h.entitled === "boolean")).toBe(true);
  });
});

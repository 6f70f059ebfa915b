// Custom collections (spec 2 §2, §7, §9; spec 3 §2): the account's documents sorted by
// designation (ALPHA_ASC by default, ALPHA_DESC on request), 10, 20, 50 or 100 a page from
// offset 0; only for accounts with the flag; the download icon delivers a document of the
// collection under the rules of any download.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { companyOf, companySession, tokenIn } from "../groups/groups-fixtures.ts";

const api = useApi();
let token: string;
let accountId: number;
let items: { contentCode: string; displayDesignation: string; id: number }[];
/** The seed's items: documents the account is entitled to. */
let seeded: Set<number>;

const page = (query = "", t = token) =>
  api.request({ method: "GET", url: `/api/v1/custom-collection/current-user/pageable${query}`, token: t });

beforeAll(async () => {
  const user = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
  const account = await api.db.account.findFirstOrThrow({
    where: { customCollection: true, memberships: { some: { userId: user.id } } },
  });
  accountId = account.id;
  token = await tokenIn(api, user.email, accountId);
  const collection = await api.db.customCollection.findFirstOrThrow({ where: { accountId } });
  seeded = new Set(
    (await api.db.customCollectionItem.findMany({ where: { collectionId: collection.id } })).map((i) => i.documentId),
  );
  // Enough items for two pages of 10.
  const extra = await api.db.document.findMany({
    where: {
      isLatest: true,
      customItems: { none: {} },
      publisher: { tenants: { some: { tenantId: account.tenantId } } },
    },
    take: 10,
    orderBy: { id: "asc" },
  });
  await api.db.customCollectionItem.createMany({
    data: extra.map((d) => ({ collectionId: collection.id, documentId: d.id })),
  });
  items = (
    await api.db.document.findMany({
      where: { customItems: { some: { collection: { accountId } } } },
      orderBy: { id: "asc" },
    })
  ).map((d) => ({ contentCode: d.contentCode, displayDesignation: d.displayDesignation, id: d.id }));
});

describe("the custom collection table", () => {
  it("defaults to ALPHA_ASC, 10 a page, offset 0: value{content, totalElements, pageSize, totalItems}", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value.totalElements).toBe(items.length);
    expect(value.totalItems).toBe(items.length);
    expect(value.pageSize).toBe(10);
    expect(value.content).toHaveLength(10);
    expect(value.content[0]).toMatchObject({
      contentID: expect.any(Number),
      contentCode: expect.stringMatching(/^[^|]+\|/),
      designation: expect.any(String),
      title: expect.any(String),
      publisherName: expect.any(String),
      downloadable: expect.any(Boolean),
    });
    const sorted = [...items].sort((a, b) =>
      a.displayDesignation < b.displayDesignation ? -1 : a.displayDesignation > b.displayDesignation ? 1 : a.id - b.id,
    );
    expect(value.content.map((c: { designation: string }) => c.designation)).toEqual(
      sorted.slice(0, 10).map((d) => d.displayDesignation),
    );
    const next = (await page("?offset=1")).json().value.content;
    expect(next.map((c: { designation: string }) => c.designation)).toEqual(
      sorted.slice(10, 20).map((d) => d.displayDesignation),
    );
  });

  it("ALPHA_DESC reverses the order (the table's and home tab's default)", async () => {
    const asc = (await page("?sortType=ALPHA_ASC&pageSize=100")).json().value.content;
    const desc = (await page("?sortType=ALPHA_DESC&pageSize=100")).json().value.content;
    expect(desc.map((c: { contentID: number }) => c.contentID)).toEqual(
      asc.map((c: { contentID: number }) => c.contentID).reverse(),
    );
  });

  it("page sizes are 10, 20, 50 or 100; other sorts and offsets are 400 naming the field", async () => {
    expect((await page("?pageSize=20")).json().value.content.length).toBe(Math.min(20, items.length));
    for (const [q, field] of [
      ["?pageSize=15", "pageSize"],
      ["?sortType=NEWEST", "sortType"],
      ["?offset=-1", "offset"],
      ["?offset=100001", "offset"],
    ]) {
      const res = await page(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fieldErrors[0].field, q).toBe(field);
    }
    expect((await page("?offset=50")).json().value.content).toEqual([]);
  });

  it("an account without the custom collection flag gets 403 with a clear title", async () => {
    const company = await companyOf(api.db, "astm");
    const res = await page("", await tokenIn(api, "admin@astm.example", company.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe("Custom collection is not enabled for this account");
    expect((await page("", companySession(api, company.id))).statusCode).toBe(403);
  });

  it("the download icon delivers a document of the collection; another document is 404", async () => {
    const downloadable = (await page("?pageSize=100"))
      .json()
      .value.content.find(
        (c: { downloadable: boolean; contentID: number }) => c.downloadable && seeded.has(c.contentID),
      );
    expect(downloadable, "a seeded item with a PDF").toBeDefined();
    const ok = await api.request({
      method: "GET",
      url: `/api/v1/custom-collection/current-user/download?contentCode=${encodeURIComponent(downloadable.contentCode)}`,
      token,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("application/pdf");
    expect(ok.headers["content-disposition"]).toContain("attachment");
    const outside = await api.db.document.findFirstOrThrow({ where: { customItems: { none: {} } } });
    const res = await api.request({
      method: "GET",
      url: `/api/v1/custom-collection/current-user/download?contentCode=${encodeURIComponent(outside.contentCode)}`,
      token,
    });
    expect(res.statusCode).toBe(404);
  });
});

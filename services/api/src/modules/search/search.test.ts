// Search calls (spec 1 §2–§5, §7, §9): content search and its entitled twin, paging and sort,
// sanitising, refinements, counts, type-ahead and search feedback, on the synthetic catalogue.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledScope, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let individual: string;
let company: string;
let noAccess: string;
let astm: Awaited<ReturnType<typeof seededUser>>;

const post = (url: string, payload: object | undefined, token = individual, tenant?: string) =>
  api.request({ method: "POST", url, token, tenant, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  astm = await seededUser(api.db, "individual@astm.example");
  individual = await api.login("individual@astm.example");
  noAccess = await api.login("noaccess@astm.example");
  const companyAccount = await api.db.account.findFirstOrThrow({ where: { tenantId: astm.tenantId, type: "COMPANY" } });
  company = api.app.tokens.issue({
    userId: null,
    accountId: companyAccount.id,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
});

describe("POST /api/documents/search", () => {
  it("answers count, result and nextPageFlag with every field of a search result document", async () => {
    const res = await post("/api/documents/search", { keywords: "tensile", searchField: "keyword" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.nextPageFlag).toBe(body.count > 25);
    const doc = body.result[0];
    expect(doc).toMatchObject({
      contentCode: expect.any(String),
      designationNo: expect.any(String),
      displayDesignation: expect.any(String),
      documentTitle: expect.any(String),
      documentType: expect.any(String),
      publisherName: expect.any(String),
      publisherCode: expect.any(String),
      status: expect.any(String),
      language: expect.any(String),
      translations: expect.any(Array),
      supplements: expect.any(Array),
    });
    expect(doc).toHaveProperty("lastUpdateDate");
    expect(doc).toHaveProperty("publishDate");
    expect(doc).toHaveProperty("publishedOnlineDate");
    expect(doc.connections[0]).toMatchObject({ contentCode: doc.contentCode, versions: expect.any(Array) });
  });

  it("lists a document's versions, translations and supplements on its card", async () => {
    const res = await post("/api/documents/search", { keywords: "ASTM D3039", searchField: "designation" });
    const d3039 = res
      .json()
      .result.find((d: { contentCode: string }) => d.contentCode === "ASTM|D3039_D3039M-17|en-US");
    expect(d3039).toBeDefined();
    const versions = d3039.connections[0].versions.map((v: { contentCode: string }) => v.contentCode);
    expect(versions).toEqual(expect.arrayContaining(["ASTM|D3039_D3039M-14|en-US", "ASTM|D3039_D3039M-17|en-US"]));
    expect(d3039.translations.map((t: { language: string }) => t.language).sort()).toEqual(["es-ES", "fr-FR"]);
    const withSupplement = await api.db.document.findFirst({
      where: {
        supplements: { some: {} },
        isLatest: true,
        publisher: { tenants: { some: { tenantId: astm.tenantId } } },
      },
      include: { supplements: true },
    });
    if (withSupplement) {
      const r = await post("/api/documents/search", {
        keywords: withSupplement.displayDesignation,
        searchField: "designation",
      });
      const card = r.json().result.find((d: { contentCode: string }) => d.contentCode === withSupplement.contentCode);
      expect(card.supplements).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ "supplement-content-code": withSupplement.supplements[0].contentCode }),
        ]),
      );
    }
  });

  it("pages by 25 (default), 50, 75 or 100 and refuses other sizes with a field error", async () => {
    const all = (await post("/api/documents/search", { keywords: "" })).json();
    expect(all.result).toHaveLength(Math.min(25, all.count));
    for (const size of [50, 75, 100]) {
      const r = await post(`/api/documents/search?size=${size}`, { keywords: "" });
      expect(r.statusCode).toBe(200);
      expect(r.json().result).toHaveLength(Math.min(size, all.count));
    }
    const second = (await post("/api/documents/search?page=1&size=25", { keywords: "" })).json();
    expect(second.result[0].contentCode).not.toBe(all.result[0].contentCode);
    const bad = await post("/api/documents/search?size=30", { keywords: "steel" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: "size", message: "Enum" })]);
    const negative = await post("/api/documents/search?page=-1", { keywords: "steel" });
    expect(negative.json().fieldErrors).toEqual([expect.objectContaining({ field: "page", message: "Min" })]);
    const last = Math.floor((all.count - 1) / 25);
    expect((await post(`/api/documents/search?page=${last}`, { keywords: "" })).json().nextPageFlag).toBe(false);
  });

  it("sorts by designation A-Z and Z-A with an override sort", async () => {
    const az = (
      await post("/api/documents/search?sort=oth_col_1,asc", { keywords: "", sortType: "OVERRIDE_SORT" })
    ).json();
    const za = (
      await post("/api/documents/search?sort=oth_col_1,desc", { keywords: "", sortType: "OVERRIDE_SORT" })
    ).json();
    const key = (d: { displayDesignation: string }) => d.displayDesignation.toLowerCase().replace(/[^a-z0-9]/g, "");
    const keys = az.result.map(key);
    expect(keys).toEqual([...keys].sort());
    const zkeys = za.result.map(key);
    expect(zkeys).toEqual([...zkeys].sort().reverse());
    const bad = await post("/api/documents/search?sort=price,asc", { keywords: "x1" });
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: "sort", message: "Pattern" })]);
  });

  it("refuses bad input with field errors, never a crash", async () => {
    const res = await post("/api/documents/search", {
      keywords: { text: "steel" },
      searchField: "everything",
      sortType: "RANDOM",
      refinements: [{ k: "ICS-77", r: "zz" }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["keywords", "searchField", "sortType", "refinements.0.r"]));
    const one = await post("/api/documents/search", { keywords: "a" });
    expect(one.statusCode).toBe(400);
    expect(one.json().fieldErrors).toEqual([expect.objectContaining({ field: "keywords", message: "Size" })]);
    const unknownPublisher = await post("/api/documents/search", { keywords: "steel", publisherId: "NOPE" });
    expect(unknownPublisher.statusCode).toBe(400);
    expect(unknownPublisher.json().fieldErrors[0].field).toBe("publisherId");
  });

  it("URL-decodes the text, keeps other percent signs, cuts at 500 characters; empty means everything", async () => {
    const encoded = (await post("/api/documents/search", { keywords: "polymer%20matrix" })).json();
    const plain = (await post("/api/documents/search", { keywords: "polymer matrix" })).json();
    expect(encoded.count).toBe(plain.count);
    expect(plain.count).toBeGreaterThan(0);
    const percent = await post("/api/documents/search", { keywords: "50% humidity" });
    expect(percent.statusCode).toBe(200);
    const long = await post("/api/documents/search", { keywords: `steel ${"x".repeat(2000)}` });
    expect(long.statusCode).toBe(200);
    const everything = (await post("/api/documents/search", { keywords: "   " })).json();
    const star = (await post("/api/documents/search", { keywords: "*" })).json();
    const absent = (await post("/api/documents/search", undefined)).json();
    expect(everything.count).toBe(star.count);
    expect(absent.count).toBe(star.count);
    expect(star.count).toBeGreaterThan(plain.count);
  });

  it("covers only the tenant's publishers", async () => {
    const apiToken = await api.login("individual@api.example");
    const res = (await post("/api/documents/search?size=100", { keywords: "" }, apiToken)).json();
    const codes = new Set(res.result.map((d: { publisherCode: string }) => d.publisherCode));
    for (const c of codes) expect(["API", "ASTM", "ISO"]).toContain(c);
  });

  it("ORs values of one refinement root, ANDs roots, and a parent includes its descendants", async () => {
    const count = async (refinements: object[]) =>
      (await post("/api/documents/search", { keywords: "", refinements })).json().count as number;
    const astmOnly = await count([{ k: "ASTM", r: "pub" }]);
    const isoOnly = await count([{ k: "ISO", r: "pub" }]);
    const both = await count([
      { k: "ASTM", r: "pub" },
      { k: "ISO", r: "pub" },
    ]);
    expect(both).toBe(astmOnly + isoOnly);
    const standards = await count([{ k: "CAT-STD", r: "cat" }]);
    const astmStandards = await count([
      { k: "ASTM", r: "pub" },
      { k: "CAT-STD", r: "cat" },
    ]);
    expect(astmStandards).toBeLessThanOrEqual(Math.min(astmOnly, standards));
    expect(astmStandards).toBeGreaterThan(0);
    // ICS '83' (rubber and plastics) includes every document classified under 83.xxx.
    const ics = await api.db.refinementNode.findMany({
      where: { taxonomy: "ICS", depth: 0 },
      include: { children: true },
    });
    const parent = ics.find((n) => n.children.length > 0)!;
    const parentCount = await count([{ k: parent.key, r: "ics" }]);
    const childCount = await count([{ k: parent.children[0].key, r: "ics" }]);
    expect(parentCount).toBeGreaterThanOrEqual(childCount);
    // The payload groups work like the categories list.
    expect((await post("/api/documents/search", { keywords: "", publisherRefinement: ["ASTM"] })).json().count).toBe(
      astmOnly,
    );
  });

  it("answers the publisher's billboard when scoped to a publisher that has one", async () => {
    const publisher = await api.db.publisher.findFirstOrThrow({
      where: { showBillboard: true, tenants: { some: { tenantId: astm.tenantId } } },
    });
    const res = (await post("/api/documents/search", { keywords: "", publisherId: publisher.key })).json();
    expect(res.billboard).toMatchObject({
      PublisherSearchKey: publisher.searchKey,
      "publisher-code": publisher.key,
      "tenant-publisher-only": false,
    });
    for (const d of res.result) expect(d.publisherCode).toBe(publisher.key);
    const plain = (await post("/api/documents/search", { keywords: "" })).json();
    expect(plain.billboard).toBeUndefined();
  });

  it("needs a token; anonymous company sessions may search", async () => {
    expect((await api.request({ method: "POST", url: "/api/documents/search", payload: {} })).statusCode).toBe(401);
    expect((await post("/api/documents/search", { keywords: "steel" }, company)).statusCode).toBe(200);
  });
});

describe("the search index follows the catalogue", () => {
  it("matches exactly what PostgreSQL's full-text search matches among the tenant's newest editions", async () => {
    // Each word as written or stemmed in English (issue 13: publisher keys such as 'AWS' are
    // indexed as written), the words AND'ed; English stop words left out.
    for (const keywords of [
      "steel",
      "tensile strength",
      "water quality",
      "specimen conditioning",
      "aws welding",
      "the ies lighting",
    ]) {
      const [{ n }] = await api.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM documents d
          JOIN tenant_publishers tp ON tp.publisher_id = d.publisher_id AND tp.tenant_id = $1
         WHERE d.is_latest AND d.search_vector @@ (
           SELECT string_agg(format('(%s | %s)', plainto_tsquery('simple', w)::text, plainto_tsquery('english', w)::text), ' & ')::tsquery
             FROM unnest(string_to_array($2, ' ')) AS w WHERE plainto_tsquery('english', w)::text <> '')`,
        astm.tenantId,
        keywords,
      );
      const res = (await post("/api/documents/search", { keywords, searchField: "keyword" })).json();
      expect({ keywords, count: res.count }).toEqual({ keywords, count: n });
    }
  });

  it("a changed title is found at once, and a document that is no longer the newest edition leaves", async () => {
    const doc = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, publisher: { key: "ASTM" }, translationOfId: null },
      orderBy: { id: "desc" },
    });
    const search = async () =>
      (await post("/api/documents/search", { keywords: "quasicrystalline zirconium", searchField: "keyword" })).json();
    expect((await search()).count).toBe(0);
    await api.db.document.update({ where: { id: doc.id }, data: { title: "Quasicrystalline Zirconium Sheet" } });
    const found = await search();
    expect(found.result.map((d: { contentCode: string }) => d.contentCode)).toEqual([doc.contentCode]);
    const counts = (await post("/api/documents/search/count", { keywords: "quasicrystalline zirconium" })).json();
    expect(counts.publisherList.find((p: { key: string }) => p.key === "ASTM").count).toBe(1);
    // A raw update (no Prisma) stamps the row too.
    await api.db.$executeRaw`UPDATE documents SET is_latest = false WHERE id = ${doc.id}`;
    expect((await search()).count).toBe(0);
    await api.db.$executeRaw`UPDATE documents SET is_latest = true WHERE id = ${doc.id}`;
    expect((await search()).count).toBe(1);
    await api.db.document.update({ where: { id: doc.id }, data: { title: doc.title } });
    expect((await search()).count).toBe(0);
  });
});

describe("POST /api/documents/entitled-documents/search", () => {
  it("lists only what the account is entitled to, and accepts an empty term", async () => {
    const scope = await entitledScope(api.db, astm.accountId!);
    const res = await post("/api/documents/entitled-documents/search?size=100", { keywords: "" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = (await post("/api/documents/search", { keywords: "" })).json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.count).toBeLessThan(all.count);
    const docs = await api.db.document.findMany({
      where: { contentCode: { in: body.result.map((d: { contentCode: string }) => d.contentCode) } },
    });
    for (const d of docs) {
      expect(
        scope.publisherIds.includes(d.publisherId) || d.collectionIds.some((c) => scope.collectionIds.includes(c)),
      ).toBe(true);
    }
    expect((await post("/api/documents/entitled-documents/search", { keywords: "a" })).statusCode).toBe(200);
  });

  it("finds nothing for a user without an account", async () => {
    const res = await post("/api/documents/entitled-documents/search", { keywords: "" }, noAccess);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, result: [], nextPageFlag: false });
  });
});

describe("refinement counts", () => {
  it("top-level counts of the Publisher section split publishers from other content", async () => {
    const res = await post("/api/documents/search/top-level/count", { keywords: "", section: "Publisher" });
    expect(res.statusCode).toBe(200);
    const { publisherList, otherContentList } = res.json();
    const astmNode = publisherList.find((n: { key: string }) => n.key === "ASTM");
    const astmCount = (await post("/api/documents/search", { keywords: "", publisherRefinement: ["ASTM"] })).json()
      .count;
    expect(astmNode.count).toBe(astmCount);
    expect(publisherList.every((n: { root: string }) => n.root === "pub")).toBe(true);
    expect(otherContentList.length).toBeGreaterThan(0);
    const cfr = otherContentList.find((n: { key: string }) => n.key === "CFR");
    expect(cfr).toBeDefined();
    expect(publisherList.find((n: { key: string }) => n.key === "CFR")).toBeUndefined();
  });

  it("top-level Category counts carry counts on the roots only; full counts count every level", async () => {
    const top = (
      await post("/api/documents/search/top-level/count", { keywords: "steel", section: "Category" })
    ).json();
    expect(Object.keys(top)).toEqual(["categoryList"]);
    const std = top.categoryList.find((n: { key: string }) => n.key === "CAT-STD");
    const steelStandards = (
      await post("/api/documents/search", { keywords: "steel", refinements: [{ k: "CAT-STD", r: "cat" }] })
    ).json().count;
    expect(std.count).toBe(steelStandards);
    const full = (await post("/api/documents/search/count", { keywords: "steel" })).json();
    expect(Object.keys(full).sort()).toEqual(
      [
        "categoryList",
        "committeeList",
        "documentTypeList",
        "icsCodeList",
        "industryList",
        "otherContentList",
        "publisherList",
        "topicList",
      ].sort(),
    );
    const withChildren = full.icsCodeList.find((n: { child: unknown[] }) => n.child.length > 0);
    expect(withChildren.child[0].count).toEqual(expect.any(Number));
    const bad = await post("/api/documents/search/top-level/count", { keywords: "", section: "Planet" });
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: "section", message: "Enum" })]);
  });

  it("marks chosen refinements as checked", async () => {
    const res = (
      await post("/api/documents/search/count", {
        keywords: "",
        refinements: [{ k: "CAT-STD", r: "cat", n: "Standards" }],
      })
    ).json();
    expect(res.categoryList.find((n: { key: string }) => n.key === "CAT-STD").isChecked).toBe(true);
    expect(res.categoryList.find((n: { key: string }) => n.key === "CAT-JOURNAL").isChecked).toBe(false);
  });

  it("in entitled search, nodes without documents are disabled", async () => {
    const res = (await post("/api/documents/entitled-documents/search/count", { keywords: "" })).json();
    const zero = res.publisherList.filter((n: { count: number }) => n.count === 0);
    expect(zero.length).toBeGreaterThan(0);
    for (const n of zero) expect(n.disabled).toBe(true);
    for (const n of res.publisherList.filter((x: { count: number }) => x.count > 0)) expect(n.disabled).toBe(false);
    const content = (await post("/api/documents/search/count", { keywords: "" })).json();
    expect(content.publisherList.every((n: { disabled: boolean }) => n.disabled === false)).toBe(true);
    const top = (
      await post("/api/documents/entitled-documents/search/top-level/count", { keywords: "", section: "Publisher" })
    ).json();
    expect(top.publisherList.find((n: { count: number }) => n.count === 0)?.disabled).toBe(true);
  });

  it("publisher counts (and entitled twin) answer publishers and other content", async () => {
    const res = await post("/api/refinement/publisher/count", { keywords: "steel" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const sum = [
      ...body.publisherList,
      ...body.otherContentList.filter((n: { root: string }) => n.root === "pub"),
    ].reduce((a: number, n: { count: number }) => a + n.count, 0);
    expect(sum).toBe((await post("/api/documents/search", { keywords: "steel" })).json().count);
    const entitled = (await post("/api/refinement/publisher/entitled-documents/count", { keywords: "" })).json();
    expect(entitled.publisherList.some((n: { disabled: boolean }) => n.disabled)).toBe(true);
  });

  it("entitled refinement nodes list every tree over the entitled documents", async () => {
    const res = await api.request({
      method: "GET",
      url: "/api/documents/entitled-documents/refinement-nodes",
      token: individual,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = (await post("/api/documents/entitled-documents/search", { keywords: "" })).json().count;
    const publisherSum = [
      ...body.publisherList,
      ...body.otherContentList.filter((n: { root: string }) => n.root === "pub"),
    ]
      .map((n: { count: number }) => n.count)
      .reduce((a: number, b: number) => a + b, 0);
    expect(publisherSum).toBe(total);
    expect(body.categoryList.length).toBeGreaterThan(0);
  });

  it("a publisher-only tenant hides the publisher refinement and empty categories", async () => {
    const apiToken = await api.login("individual@api.example");
    const res = (await post("/api/documents/search/count", { keywords: "" }, apiToken)).json();
    expect(res.publisherList).toEqual([]);
    expect(res.categoryList.every((n: { count: number }) => n.count > 0)).toBe(true);
    expect(res.documentTypeList.length).toBeGreaterThan(0);
  });

  it("needs the tenant's search-refinement feature", async () => {
    const ies = await api.login("individual@ies.example");
    const res = await post("/api/documents/search/count", { keywords: "" }, ies);
    expect(res.statusCode).toBe(403);
  });
});

describe("type-ahead", () => {
  it("groups suggestions per publisher, designation matches first, with more-results flag and connections", async () => {
    const res = await post("/api/documents/search/type-ahead", { keywords: "D3039", "search-type": "content" });
    expect(res.statusCode).toBe(200);
    const groups = res.json();
    const astmGroup = groups.find((g: { publisher: string }) => g.publisher === "ASTM");
    expect(astmGroup.results[0]).toMatchObject({
      designation: "ASTM D3039/D3039M-17",
      contentCode: "ASTM|D3039_D3039M-17|en-US",
      designationNo: "D3039/D3039M",
      documentTitle: expect.stringContaining("Tensile"),
    });
    expect(astmGroup.results[0].connections.map((c: { contentCode: string }) => c.contentCode)).toContain(
      "ASTM|D3039_D3039M-14|en-US",
    );
    expect(typeof astmGroup.flag).toBe("boolean");
  });

  it("runs only for more than 2 characters and matches title words", async () => {
    expect((await post("/api/documents/search/type-ahead", { keywords: "d3" })).json()).toEqual([]);
    expect((await post("/api/documents/search/type-ahead", { keywords: "%20%20ab " })).json()).toEqual([]);
    const titles = (await post("/api/documents/search/type-ahead", { keywords: "compressive stre" })).json();
    const all = titles.flatMap((g: { results: { documentTitle: string }[] }) => g.results);
    expect(all.length).toBeGreaterThan(0);
    for (const r of all) expect(r.documentTitle.toLowerCase()).toContain("compressive");
  });

  it("gives more results of one publisher, and a 400 without a publisher", async () => {
    const common = (await post("/api/documents/search/type-ahead", { keywords: "standard" })).json();
    const flagged = common.find((g: { flag: boolean }) => g.flag);
    expect(flagged).toBeDefined();
    expect(flagged.results).toHaveLength(5);
    const more = (
      await post("/api/documents/search/type-ahead/publisher", { keywords: "standard", publisher: flagged.publisher })
    ).json();
    expect(more).toHaveLength(1);
    expect(more[0].results.length).toBeGreaterThan(5);
    const missing = await post("/api/documents/search/type-ahead/publisher", { keywords: "standard" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([expect.objectContaining({ field: "publisher", message: "NotNull" })]);
  });

  it("suggests only entitled documents for the subscription search type", async () => {
    const scope = await entitledScope(api.db, astm.accountId!);
    const res = (
      await post("/api/documents/search/type-ahead", { keywords: "standard", "search-type": "mysubscription" })
    ).json();
    const ids = res.flatMap((g: { results: { id: number }[] }) => g.results.map((r) => r.id));
    const docs = await api.db.document.findMany({ where: { id: { in: ids } } });
    for (const d of docs)
      expect(
        scope.publisherIds.includes(d.publisherId) || d.collectionIds.some((c) => scope.collectionIds.includes(c)),
      ).toBe(true);
  });
});

describe("POST /api/documents/search/feedback", () => {
  it("stores the trimmed feedback as a SEARCH feedback row", async () => {
    const res = await post("/api/documents/search/feedback", {
      documentSearching: "  fatigue of bolted joints  ",
      additionalFeedback: " nothing about bolts ",
      searchText: "bolted%20joint%20fatigue",
    });
    expect(res.statusCode).toBe(201);
    const row = await api.db.feedback.findUniqueOrThrow({ where: { id: res.json().id } });
    expect(row).toMatchObject({
      kind: "SEARCH",
      tenantId: astm.tenantId,
      userId: astm.id,
      documentSearching: "fatigue of bolted joints",
      additionalFeedback: "nothing about bolts",
      searchText: "bolted joint fatigue",
    });
  });

  it("requires documentSearching (blank refused) and keeps the limits 100 and 500", async () => {
    const send = (payload: object) => post("/api/documents/search/feedback", payload);
    expect((await send({ documentSearching: "   " })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "documentSearching", message: "NotBlank" }),
    ]);
    expect((await send({})).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "documentSearching", message: "NotNull" }),
    ]);
    expect((await send({ documentSearching: "x".repeat(101) })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "documentSearching", message: "Size" }),
    ]);
    expect((await send({ documentSearching: "ok", additionalFeedback: "y".repeat(501) })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "additionalFeedback", message: "Size" }),
    ]);
    expect((await send({ documentSearching: "x".repeat(100), additionalFeedback: "y".repeat(500) })).statusCode).toBe(
      201,
    );
    expect((await post("/api/documents/search/feedback", { documentSearching: "company" }, company)).statusCode).toBe(
      201,
    );
  });
});

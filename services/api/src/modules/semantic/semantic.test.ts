// Semantic search (spec 1 §2, §7): genuinely semantic — it finds documents that share no keyword
// with the query — computed from the catalogue (the seed builds the LSI model and the vectors).
import { rebuildSemanticIndex } from "@norma/db/semantic";
import { useApi } from "@norma/tests/harness";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let individual: string;

const query = (payload: object, token = individual, qs = "") =>
  api.request({ method: "POST", url: `/api/semantic-search/v1/query${qs}`, token, payload });

beforeAll(async () => {
  individual = await api.login("individual@astm.example");
});

describe("semantic index loading", () => {
  it("is loaded by warm() at start, not by a reader's first query", async () => {
    const semantic = api.app.services.semantic;
    semantic.reset();
    expect(await semantic.loaded()).toBe(false);
    await semantic.warm();
    expect(await semantic.loaded()).toBe(true);
  });
});

describe("POST /api/semantic-search/v1/query", () => {
  it("ranks the polymer-matrix composite tension test high for 'tensile strength of fibre composites'", async () => {
    const res = await query({ keywords: "tensile strength of fibre composites" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.result[0].score).toBeGreaterThan(0);
    const codes: string[] = body.result.map((d: { contentCode: string }) => d.contentCode);
    expect(codes.slice(0, 5)).toContain("ASTM|D3039_D3039M-17|en-US");
    // Translations are reached through their original's card, not listed apart.
    expect(codes.filter((c) => !c.endsWith("|en-US") && c.startsWith("ASTM|D3039"))).toEqual([]);
  });

  it("finds documents that share no keyword with the query, through words used together elsewhere", async () => {
    // A few documents use the query's words together with other words ('tensile' with 'tension',
    // 'fibre composites' with 'polymer matrix laminates'); three use only the other words.
    const publisher = await api.db.publisher.findUniqueOrThrow({ where: { key: "ASTM" } });
    const a = ["tensile", "strength", "fibre", "composites"];
    const b = ["tension", "polymer", "matrix", "laminates", "coupons"];
    const bridge = Array.from({ length: 14 }, (_, i) => ({
      title: `${a[i % 4]} ${a[(i + 1) % 4]} ${b[i % 5]} ${b[(i + 2) % 5]}`,
      description: `${b[(i + 1) % 5]} ${a[(i + 2) % 4]} ${b[(i + 3) % 5]} ${a[(i + 3) % 4]} ${b[(i + 4) % 5]}`,
    }));
    const targets = [
      {
        title: "Tension of polymer matrix laminates",
        description: "Laminates with a polymer matrix loaded in tension",
      },
      { title: "Polymer matrix laminate coupons in tension", description: "Coupons of polymer matrix laminates" },
      { title: "Laminates and coupons under tension", description: "Polymer matrix laminates and their coupons" },
    ];
    const rows = [...bridge, ...targets].map((t, i) => ({
      contentCode: `ASTM|ZSEM${i}|en-US`,
      publisherId: publisher.id,
      family: `ZSEM${i}`,
      designation: `ZSEM${i}`,
      designationNo: `ZSEM${i}`,
      displayDesignation: `ASTM ZSEM${i}`,
      designationKey: `astmzsem${i}`,
      title: t.title,
      description: t.description,
      documentType: "Test Method",
      assetType: "Standard",
      contentType: "ASTM_STANDARDS",
      status: "Active",
    }));
    await api.db.document.createMany({ data: rows });
    const client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
    try {
      await rebuildSemanticIndex(client);
    } finally {
      await client.end();
    }
    api.app.services.semantic.reset();

    const q = "tensile strength of fibre composites";
    const body = (await query({ keywords: q }, individual, "?size=50")).json();
    const codes: string[] = body.result.map((d: { contentCode: string }) => d.contentCode);
    const targetCodes = targets.map((_, i) => `ASTM|ZSEM${bridge.length + i}|en-US`);
    // They share no keyword with the query: the keyword search does not find them...
    const noKeyword = await api.db.$queryRaw<{ content_code: string }[]>`
      SELECT content_code FROM documents
       WHERE content_code = ANY(${targetCodes}) AND NOT (search_vector @@ to_tsquery('english', ${q.split(" ").join(" | ")}))`;
    expect(noKeyword.map((r) => r.content_code).sort()).toEqual([...targetCodes].sort());
    const keyword = await api.request({
      method: "POST",
      url: "/api/documents/search?size=100",
      token: individual,
      payload: { keywords: q, searchField: "keyword" },
    });
    const keywordCodes = keyword.json().result.map((d: { contentCode: string }) => d.contentCode);
    for (const c of targetCodes) expect(keywordCodes).not.toContain(c);
    // ...and the semantic search does, among its best results.
    for (const c of targetCodes) expect(codes).toContain(c);
  });

  it("pages like the search (25 by default; 25/50/75/100) and ranks by similarity", async () => {
    const first = (await query({ keywords: "water pipe corrosion" })).json();
    expect(first.result.length).toBeLessThanOrEqual(25);
    const scores = first.result.map((d: { score: number }) => d.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(first.result.every((d: { score: number }) => d.score >= 0.35)).toBe(true);
    expect((await query({ keywords: "water pipe" }, individual, "?size=30")).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "size", message: "Enum" }),
    ]);
  });

  it("needs more than one character, and the account's semanticSearchFlag", async () => {
    const one = await query({ keywords: "x" });
    expect(one.statusCode).toBe(400);
    expect(one.json().fieldErrors).toEqual([expect.objectContaining({ field: "keywords", message: "Size" })]);
    expect((await query({})).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "keywords", message: "NotNull" }),
    ]);
    const single = await api.login("single@astm.example");
    const refused = await query({ keywords: "composite laminates" }, single);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("error.semantic.notEnabled");
  });

  it("answers nothing (not an error) for words the catalogue never uses", async () => {
    const res = await query({ keywords: "zyxwv qqqq" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, result: [], nextPageFlag: false });
  });
});

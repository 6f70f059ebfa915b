// Quality of results (issue 4): designation matches first, then title, description, body; older
// editions do not crowd out the active one. Pinned on the synthetic test catalogue.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let token: string;

const search = async (keywords: string, searchField = "all", size = 25) => {
  const res = await api.request({
    method: "POST",
    url: `/api/documents/search?size=${size}`,
    token,
    payload: { keywords, searchField },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; result: { contentCode: string; documentTitle: string; status: string }[] };
};

beforeAll(async () => {
  token = await api.login("individual@astm.example");
});

describe("designation search", () => {
  it.each(["D3039", "d 3039", "ASTM D3039-17", "astm d3039", "D3039/D3039M", "3039"])(
    "'%s' finds ASTM D3039/D3039M-17 first",
    async (q) => {
      for (const field of ["designation", "all"]) {
        const r = await search(q, field);
        expect(r.result[0].contentCode).toBe("ASTM|D3039_D3039M-17|en-US");
      }
    },
  );

  it("an exact older edition is found first when named, the active one otherwise", async () => {
    const r = await search("ASTM D3039/D3039M-14", "designation");
    expect(r.result[0].contentCode).toBe("ASTM|D3039_D3039M-14|en-US");
    expect(r.result.map((d) => d.contentCode)).not.toContain("ASTM|D3039_D3039M-08|en-US");
  });

  it("a designation under three characters ('E8') matches numbers starting with it, the exact one first", async () => {
    const r = await search("E8", "designation", 100);
    expect(r.result[0].contentCode).toBe("ASTM|E8_E8M-22a|en-US");
    const numbers = r.result.map((d) =>
      d.contentCode
        .split("|")[1]
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ""),
    );
    expect(numbers.filter((n) => !n.startsWith("e8"))).toEqual([]);
  });

  it("a contained designation (an adjunct) ranks after the exact one", async () => {
    const codes = (await search("D3039", "designation")).result.map((d) => d.contentCode);
    expect(codes.indexOf("ASTM|D3039_D3039M-17|en-US")).toBeLessThan(codes.indexOf("ASTM|ADJD3039|en-US"));
  });
});

describe("keyword search", () => {
  it("historical editions do not crowd out the active one", async () => {
    const r = await search("Tension Testing of Metallic Materials", "keyword", 100);
    const e8 = r.result.filter((d) => d.contentCode.startsWith("ASTM|E8_E8M-"));
    expect(e8.map((d) => d.contentCode)).toEqual(["ASTM|E8_E8M-22a|en-US"]);
    expect(r.result[0].contentCode).toBe("ASTM|E8_E8M-22a|en-US");
  });

  it("a title phrase beats a body mention", async () => {
    // Some documents mention conditioning only in their body text, others in their title.
    const withBody = await api.db.$queryRaw<{ id: number; title: string }[]>`
      SELECT d.id, d.title FROM documents d JOIN document_bodies b ON b.document_id = d.id
       WHERE d.is_latest AND b.text ILIKE '%conditioning%' AND d.title NOT ILIKE '%condition%' LIMIT 1`;
    expect(withBody.length).toBe(1);
    const r = await search("conditioning", "keyword", 100);
    const codes = r.result.map((d) => d.documentTitle);
    const titleHits = r.result.filter((d) => /condition/i.test(d.documentTitle));
    expect(titleHits.length).toBeGreaterThan(0);
    const firstBodyOnly = r.result.findIndex((d) => !/condition/i.test(d.documentTitle));
    const lastTitle = codes.length - 1 - [...r.result].reverse().findIndex((d) => /condition/i.test(d.documentTitle));
    expect(firstBodyOnly).toBeGreaterThan(lastTitle);
  });

  it("a title match beats a description-only match", async () => {
    const r = await search("polymer matrix composite", "keyword", 100);
    expect(r.result[0].documentTitle.toLowerCase()).toContain("polymer matrix composite");
  });
});

// Search relevance against PostgreSQL (issue 13): publisher keys match as the designation part
// indexes them, slash-joined words are split, a translation is stemmed in its own language and
// found from a reader in that language (and from one in English by its words as written),
// committee and ICS codes name their documents.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let token: string;

const search = async (keywords: string, extra: Record<string, unknown> = {}, size = 100) => {
  const res = await api.request({
    method: "POST",
    url: `/api/documents/search?size=${size}`,
    token,
    payload: { keywords, searchField: "all", ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    result: { contentCode: string; publisherCode: string; documentTitle: string }[];
  };
};

beforeAll(async () => {
  token = await api.login("individual@astm.example");
});

describe("publisher keys", () => {
  it("every publisher key finds that publisher's documents, as its designations spell it", async () => {
    const publishers = await api.db.$queryRaw<{ key: string; n: number }[]>`
      SELECT p.key, count(*)::int AS n FROM documents d JOIN publishers p ON p.id = d.publisher_id
        JOIN tenant_publishers tp ON tp.publisher_id = p.id
        JOIN tenants t ON t.id = tp.tenant_id AND t.code = 'astm'
       WHERE d.is_latest AND to_tsvector('simple', norma_designation_terms(d.display_designation)) @@ to_tsquery('simple', lower(p.key))
       GROUP BY p.key ORDER BY p.key`;
    expect(publishers.length).toBeGreaterThanOrEqual(10);
    for (const p of publishers) {
      const r = await search(p.key, { searchField: "keyword" });
      expect({ key: p.key, atLeast: r.count >= p.n }).toEqual({ key: p.key, atLeast: true });
    }
  });

  it("an acronym and a word find the publisher's documents whose title alone has the word ('aws welding')", async () => {
    const [{ n }] = await api.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM documents d JOIN publishers p ON p.id = d.publisher_id
       WHERE d.is_latest AND p.key = 'AWS' AND to_tsvector('english', d.title) @@ to_tsquery('english', 'weld')`;
    expect(n).toBeGreaterThan(0);
    const r = await search("aws welding", { searchField: "keyword" });
    expect(r.result.filter((d) => d.publisherCode === "AWS").length).toBeGreaterThanOrEqual(Math.min(n, 100));
  });
});

describe("words joined by slashes", () => {
  it("are split when indexing, so each one finds the document", async () => {
    const doc = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, publisher: { key: "IEC" }, translationOfId: null },
      orderBy: { id: "asc" },
    });
    await api.db.document.update({
      where: { id: doc.id },
      data: { title: "Functional safety of electrical/electronic/programmable zirconolite systems" },
    });
    for (const q of ["programmable zirconolite", "electronic zirconolite", "electrical/electronic zirconolite"]) {
      const r = await search(q);
      expect({ q, codes: r.result.map((d) => d.contentCode) }).toEqual({ q, codes: [doc.contentCode] });
    }
  });
});

describe("translations", () => {
  it("are stemmed in their language, found from a reader in it and, by their words as written, from one in English", async () => {
    const doc = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, languageCode: { startsWith: "es" } },
      orderBy: { id: "asc" },
    });
    await api.db.document.update({
      where: { id: doc.id },
      data: { title: "Ensayos normalizados de las cerámicas zirconolíticas" },
    });
    const [{ vector }] = await api.db.$queryRaw<{ vector: string }[]>`
      SELECT search_vector::text AS vector FROM documents WHERE id = ${doc.id}`;
    // Spanish stems ('ensay', 'normaliz'), Spanish stop words dropped ('de', 'las').
    expect(vector).toContain("'ensay'");
    expect(vector).toContain("'normaliz'");
    expect(vector).not.toMatch(/'las':\d+B/);
    // A Spanish reader's other forms of the words find it.
    const es = await search("ensayo normalizado cerámicas zirconolíticas", { language: "es-ES" });
    expect(es.result.map((d) => d.contentCode)).toContain(doc.contentCode);
    // An English reader finds it by the words as they are written.
    const en = await search("ensayos cerámicas zirconolíticas");
    expect(en.result.map((d) => d.contentCode)).toContain(doc.contentCode);
  });

  it("refuses an interface language that is not a language tag, naming the field", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/documents/search",
      token,
      payload: { keywords: "steel", language: "es; DROP" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("language");
  });
});

describe("committee and ICS codes", () => {
  it("an ICS code or a committee code finds the documents classified under it", async () => {
    for (const taxonomy of ["ICS", "COMMITTEE"] as const) {
      const [node] = await api.db.$queryRaw<{ id: number; key: string; n: number }[]>`
        SELECT n.id, n.key, count(*)::int AS n FROM refinement_nodes n
          JOIN documents d ON n.id = ANY(d.refinement_node_ids) AND d.is_latest
          JOIN tenant_publishers tp ON tp.publisher_id = d.publisher_id
          JOIN tenants t ON t.id = tp.tenant_id AND t.code = 'astm'
         WHERE n.taxonomy = ${taxonomy}::"TaxonomyKind" AND n.key LIKE ${taxonomy === "ICS" ? "%.%" : "ASTM-%"}
         GROUP BY n.id, n.key ORDER BY count(*) DESC, n.key LIMIT 1`;
      const q = taxonomy === "ICS" ? `ICS ${node.key}` : node.key.replace(/^ASTM-/, "ASTM ");
      const r = await search(q, {}, 25);
      expect({ q, atLeast: r.count >= node.n }).toEqual({ q, atLeast: true });
      // Keyword searches leave codes alone.
      const k = await search(q, { searchField: "keyword" }, 25);
      expect(k.count).toBeLessThan(r.count);
    }
  });
});

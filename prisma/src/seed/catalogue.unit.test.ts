import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CatalogueGenerator, DOCUMENT_COLUMNS, type FamilyOutput, publisherQuotas } from "./catalogue.ts";
import { renderText } from "./content/render.ts";
import { PUBLISHERS } from "./data/publishers.ts";
import { COLLECTIONS } from "./data/tenants.ts";
import { copyLine } from "./db.ts";
import { buildTaxonomy } from "./taxonomy.ts";

function generate(documents: number, files: number, seed = 42): { families: FamilyOutput[]; hash: string } {
  const publisherIds = new Map(PUBLISHERS.map((p, i) => [p.key, i + 1]));
  const generator = new CatalogueGenerator({
    seed,
    documents,
    files,
    publisherIds,
    taxonomy: buildTaxonomy(publisherIds),
    collections: COLLECTIONS.map((def, i) => ({ id: i + 1, def })),
    firstVideoId: 20,
  });
  const families = [...generator.families()];
  const h = createHash("sha256");
  for (const f of families) {
    for (const d of f.documents) h.update(copyLine(DOCUMENT_COLUMNS.map((c) => d[c])));
    h.update(JSON.stringify([f.relations, f.videos, f.documentVideos, f.workItems, f.ballots, f.elearning]));
    for (const file of f.files) h.update(renderText(file.content));
  }
  return { families, hash: h.digest("hex") };
}

describe("catalogue", () => {
  const { families, hash } = generate(1500, 100);
  const docs = families.flatMap((f) => f.documents);
  const files = families.flatMap((f) => f.files);

  it("is the same for the same seed and counts, ids included", () => {
    expect(generate(1500, 100).hash).toBe(hash);
    expect(generate(1500, 100, 43).hash).not.toBe(hash);
  });

  it("has exactly the requested documents, with consecutive ids and unique content codes", () => {
    expect(docs).toHaveLength(1500);
    expect(docs.map((d) => d.id)).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d.content_code)).size).toBe(1500);
    // The budget is for the standards; the first two paper families' papers and books come on top.
    const byId = new Map(docs.map((d) => [d.id, d]));
    const paperOrBook = (f: { documentId: number }) =>
      /_(PAPERS?|BOOKS?)$/.test(String(byId.get(f.documentId)!.content_type));
    expect(files.filter((f) => !paperOrBook(f))).toHaveLength(100);
    expect(files.filter(paperOrBook).length).toBeGreaterThanOrEqual(2);
    expect(files.filter(paperOrBook).length).toBeLessThanOrEqual(4);
  });

  it("puts every paper in a book of its series that is in the catalogue, several papers in some books", () => {
    const byId = new Map(docs.map((d) => [d.id, d]));
    const bookType: Record<string, string> = {
      STP_PAPER: "STP_BOOK",
      MANUAL_MONO_PAPERS: "MANUAL_MONO_BOOKS",
      DATA_SERIES_PAPERS: "DATA_SERIES_BOOKS",
    };
    const papers = docs.filter((d) => bookType[String(d.content_type)]);
    expect(papers.length).toBeGreaterThan(10);
    const linked = papers.filter((p) => p.book_id !== null);
    // Only a paper at the very end of the catalogue may miss its book (no room left for it).
    expect(linked.length).toBeGreaterThanOrEqual(papers.length - 1);
    for (const p of linked) {
      const book = byId.get(p.book_id as number)!;
      expect(book, p.content_code).toBeDefined();
      expect(book.content_type).toBe(bookType[String(p.content_type)]);
      expect(book.is_latest).toBe(true);
      expect(book.book_id).toBeNull();
      // The paper's code starts with its book's: STP1471… is in STP1471.
      expect(String(p.designation).startsWith(String(book.family))).toBe(true);
    }
    const perBook = new Map<number, number>();
    for (const p of linked) perBook.set(p.book_id as number, (perBook.get(p.book_id as number) ?? 0) + 1);
    expect([...perBook.values()].some((n) => n >= 2)).toBe(true);
    // No other document belongs to a book.
    expect(docs.filter((d) => d.book_id !== null && !bookType[String(d.content_type)])).toEqual([]);
    // The first paper families have their files, and so does their book.
    const withFiles = new Set(files.map((f) => f.documentId));
    const first = linked[0];
    expect(withFiles.has(first.id)).toBe(true);
    expect(withFiles.has(first.book_id as number)).toBe(true);
  });

  it("shares publisher quotas out exactly", () => {
    for (const n of [400, 5000, 1_000_000]) {
      const q = publisherQuotas(n);
      expect([...q.values()].reduce((a, b) => a + b, 0)).toBe(n);
      expect(Math.max(...q.values())).toBe(q.get("ASTM"));
    }
  });

  it("spreads documents over all publishers, the main one most", () => {
    const byPublisher = new Map<number, number>();
    for (const d of docs) byPublisher.set(d.publisher_id, (byPublisher.get(d.publisher_id) ?? 0) + 1);
    expect(byPublisher.size).toBe(16);
    expect(Math.max(...byPublisher.values())).toBe(byPublisher.get(1));
  });

  it("has one latest edition per family and language, and older editions are historical", () => {
    const latest = new Map<string, number>();
    for (const d of docs) {
      const key = `${d.publisher_id}|${d.family}|${d.language_code}`;
      if (d.is_latest) latest.set(key, (latest.get(key) ?? 0) + 1);
      else expect(["Historical", "Previous", "Replaced"]).toContain(d.status);
    }
    expect([...latest.values()].every((n) => n === 1)).toBe(true);
    const chains = new Map<string, number>();
    for (const d of docs)
      if (d.language_code === "en-US")
        chains.set(`${d.publisher_id}|${d.family}`, (chains.get(`${d.publisher_id}|${d.family}`) ?? 0) + 1);
    expect([...chains.values()].filter((n) => n >= 2).length).toBeGreaterThan(chains.size / 3);
  });

  it("links translations, supplements and replacements to documents that exist", () => {
    const byId = new Map(docs.map((d) => [d.id, d]));
    const codes = new Set(docs.map((d) => d.content_code));
    const translations = docs.filter((d) => d.translation_of_id);
    expect(translations.length).toBeGreaterThan(0);
    for (const t of translations) {
      const original = byId.get(t.translation_of_id as number)!;
      expect(original.family).toBe(t.family);
      expect(original.designation).toBe(t.designation);
      expect(t.asset_type).toBe("Translated Standard");
      expect(["fr-FR", "es-ES", "de-DE", "pt-BR"]).toContain(t.language_code);
    }
    expect(docs.some((d) => d.supplement_of_id && byId.has(d.supplement_of_id as number))).toBe(true);
    for (const d of docs)
      if (d.replaced_by_content_code) expect(codes.has(d.replaced_by_content_code as string)).toBe(true);
    for (const f of families)
      for (const r of f.relations) {
        expect(byId.has(r.document_id as number)).toBe(true);
        expect(byId.has(r.related_document_id as number)).toBe(true);
      }
  });

  it("gives files to whole families first, translations included", () => {
    const withFiles = new Set(files.map((f) => f.documentId));
    expect(withFiles.has(1)).toBe(true);
    // D3039: four editions, two Spanish and one French translation, one adjunct.
    const d3039 = docs.filter((d) => d.family === "D3039");
    expect(d3039.length).toBeGreaterThanOrEqual(7);
    for (const d of d3039) expect(withFiles.has(d.id)).toBe(true);
    expect(docs.some((d) => d.translation_of_id && withFiles.has(d.id))).toBe(true);
  });

  it("makes each edition's body from its predecessor's, with differences", () => {
    const byFamily = new Map<string, string[]>();
    for (const f of families) {
      for (const file of f.files) {
        const d = f.documents.find((x) => x.id === file.documentId)!;
        if (d.translation_of_id || d.supplement_of_id) continue;
        const list = byFamily.get(d.family) ?? [];
        list.push(renderText(file.content));
        byFamily.set(d.family, list);
      }
    }
    let compared = 0;
    for (const texts of byFamily.values()) {
      for (let i = 1; i < texts.length; i++) {
        expect(texts[i]).not.toBe(texts[i - 1]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("classifies documents with ancestors included", () => {
    for (const d of docs.slice(0, 200)) {
      const ids = d.refinement_node_ids as number[];
      expect(ids.length).toBeGreaterThanOrEqual(5);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    }
  });
});

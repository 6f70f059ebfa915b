import { describe, expect, it } from "vitest";
import {
  type Block,
  generateStandardContent,
  layoutContent,
  Rng,
  renderHtml,
  renderPdf,
  renderText,
  reviseContent,
  type StandardContent,
  sampleMeta,
  toWinAnsi,
  translateContent,
  walkBlocks,
} from "./content/index.ts";

const VOID = new Set(["meta", "br", "hr", "img", "link", "input", "col", "wbr"]);

/** Tags balance, ids are unique, no scripts and no external resources. */
function checkHtml(html: string): void {
  expect(html.startsWith("<!DOCTYPE html>\n<html lang=")).toBe(true);
  expect(html).toMatch(/<head>\n<meta charset="utf-8">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).not.toMatch(/<script|javascript:|\son\w+=|src=|<link/i);
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
    const [, closing, name] = m;
    const tag = name.toLowerCase();
    if (VOID.has(tag)) continue;
    if (closing) expect(stack.pop()).toBe(tag);
    else stack.push(tag);
  }
  expect(stack).toEqual([]);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  // Every footnote link has its target.
  for (const m of html.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(m[1]);
}

function blockIds(c: StandardContent): Map<string, Block> {
  return new Map([...walkBlocks(c)].map(({ block }) => [block.id, block]));
}

describe("generated standard content", () => {
  const meta = sampleMeta(new Rng("content-test"));

  it("is the same for the same seed", () => {
    const a = generateStandardContent(new Rng(5), meta, { pages: 8 });
    const b = generateStandardContent(new Rng(5), meta, { pages: 8 });
    expect(renderHtml(a)).toBe(renderHtml(b));
    expect(renderText(a)).toBe(renderText(b));
    expect(renderText(generateStandardContent(new Rng(6), meta, { pages: 8 }))).not.toBe(renderText(a));
  });

  it("has the sections of a test method, in order", () => {
    const c = generateStandardContent(new Rng(1), meta);
    const keys = c.sections.map((s) => s.key);
    const required = [
      "scope",
      "references",
      "terminology",
      "summary",
      "significance",
      "apparatus",
      "reagents",
      "specimens",
      "procedure",
      "calculation",
      "report",
      "precision",
      "keywords",
    ];
    expect(keys.filter((k) => required.includes(k))).toEqual(required);
    const text = renderText(c);
    for (const title of [
      "1. Scope",
      "Referenced Documents",
      "Terminology",
      "Summary of Test Method",
      "Significance and Use",
    ])
      expect(text).toContain(title);
    expect(text).toMatch(/\n\d+\. Precision and Bias\n/);
    expect(text).toMatch(/\n\d+\.\d+\.\d+ /); // nested clauses
  });

  it("renders a complete HTML document with tables, equations, lists and footnotes", () => {
    const c = generateStandardContent(new Rng(2), meta, { pages: 10 });
    const html = renderHtml(c);
    checkHtml(html);
    expect(html).toContain('<table class="data"');
    expect(html).toContain('class="equation"');
    expect(html).toContain('<ul class="list');
    expect(html).toContain('<li id="fn1">');
    expect(html).toContain(meta.displayDesignation);
  });

  it("is about the requested size", async () => {
    for (const pages of [6, 12, 30]) {
      const c = generateStandardContent(new Rng(pages), meta, { pages });
      const pdf = await renderPdf(c);
      expect(pdf.pageCount).toBeGreaterThanOrEqual(Math.floor(pages * 0.7));
      expect(pdf.pageCount).toBeLessThanOrEqual(Math.ceil(pages * 1.3));
    }
  });

  it("renders a deterministic multi-page PDF", async () => {
    const c = generateStandardContent(new Rng(3), meta, { pages: 8 });
    const a = await renderPdf(c);
    const b = await renderPdf(c);
    expect(Buffer.from(a.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    expect(a.pageCount).toBeGreaterThan(4);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    const a4 = await renderPdf(c, { pageSize: "A4" });
    expect(a4.pageCount).toBeGreaterThan(0);
  });
});

describe("revisions", () => {
  const meta = sampleMeta(new Rng("revision-test"));

  it("differ from their predecessor by the reported edits and keep the structure", () => {
    let previous = generateStandardContent(new Rng(11), meta, { pages: 8 });
    for (let v = 0; v < 5; v++) {
      const { content, edits } = reviseContent(new Rng(`rev/${v}`), previous);
      expect(edits.length).toBeGreaterThan(0);
      expect(renderText(content)).not.toBe(renderText(previous));
      expect(content.meta.editionYear).toBeGreaterThan(previous.meta.editionYear);
      expect(content.meta.previousDesignation).toBe(previous.meta.designation);
      // Same sections, same titles, same tables (with the same columns).
      expect(content.sections.map((s) => [s.key, s.title])).toEqual(previous.sections.map((s) => [s.key, s.title]));
      const tables = (c: StandardContent) =>
        [...walkBlocks(c)].flatMap(({ block }) => (block.kind === "table" ? [[block.id, block.head.length]] : []));
      expect(tables(content)).toEqual(tables(previous));
      const before = blockIds(previous);
      const after = blockIds(content);
      for (const e of edits) {
        switch (e.kind) {
          case "add-clause":
          case "add-note":
            expect(before.has(e.blockId)).toBe(false);
            expect(after.has(e.blockId)).toBe(true);
            break;
          case "remove-clause":
          case "remove-note":
            expect(before.has(e.blockId)).toBe(true);
            expect(after.has(e.blockId)).toBe(false);
            break;
          default:
            expect(before.has(e.blockId)).toBe(true);
            expect(after.has(e.blockId)).toBe(true);
            expect(e.after).not.toBe(e.before);
        }
        if (e.kind === "reword") {
          const block = after.get(e.blockId);
          expect(block?.kind === "clause" && block.text).toBe(e.after);
        }
      }
      // Blocks not named by an edit are unchanged.
      const touched = new Set(edits.map((e) => e.blockId));
      for (const [id, block] of before) {
        if (touched.has(id) || !after.has(id)) continue;
        const other = after.get(id)!;
        if (block.kind === "clause" && other.kind === "clause") expect(other.text).toBe(block.text);
        if (block.kind === "table" && other.kind === "table") expect(other.rows).toEqual(block.rows);
      }
      checkHtml(renderHtml(content));
      previous = content;
    }
  });

  it("are deterministic and can be asked for by number and kind", () => {
    const base = generateStandardContent(new Rng(12), meta);
    const a = reviseContent(new Rng(1), base, { edits: 6 });
    const b = reviseContent(new Rng(1), base, { edits: 6 });
    expect(renderHtml(a.content)).toBe(renderHtml(b.content));
    expect(a.edits).toEqual(b.edits);
    expect(a.edits).toHaveLength(6);
    const only = reviseContent(new Rng(2), base, { edits: 3, kinds: ["table-values"] });
    expect(only.edits.every((e) => e.kind === "table-values")).toBe(true);
    // The predecessor is not modified.
    expect(renderHtml(base)).toBe(renderHtml(generateStandardContent(new Rng(12), meta)));
  });
});

describe("translations", () => {
  const meta = sampleMeta(new Rng("translation-test"), { domainKey: "composites" });

  it("keep the structure of the original in the target language", () => {
    const en = generateStandardContent(new Rng(21), meta);
    const es = translateContent(en, "es-ES", { title: "Método de ensayo" });
    expect(es.lang).toBe("es");
    expect(es.sections.map((s) => s.key)).toEqual(en.sections.map((s) => s.key));
    expect(es.sections[0].title).toBe("Objeto y campo de aplicación");
    expect([...blockIds(es).keys()]).toEqual([...blockIds(en).keys()]);
    const html = renderHtml(es);
    checkHtml(html);
    expect(html).toContain('<html lang="es-ES">');
    expect(layoutContent(es).designationLine).toMatch(/^Designación: /);
  });

  it("of two editions differ only where the editions differ", () => {
    const v1 = generateStandardContent(new Rng(22), meta);
    const { content: v2, edits } = reviseContent(new Rng(23), v1, { kinds: ["reword"], edits: 2 });
    const t1 = blockIds(translateContent(v1, "fr-FR"));
    const t2 = blockIds(translateContent(v2, "fr-FR"));
    // A block's own content, without its children (they are blocks of their own).
    const own = (b: Block | undefined) => JSON.stringify(b && b.kind === "clause" ? { ...b, children: [] } : b);
    const changed = [...t1].filter(([id, b]) => own(t2.get(id)) !== own(b)).map(([id]) => id);
    expect(changed.sort()).toEqual(edits.map((e) => e.blockId).sort());
  });
});

describe("PDF text", () => {
  it("keeps only characters the standard fonts can encode", () => {
    expect(toWinAnsi("a ≤ b − c √d é ° ± µ — “x”")).toBe("a <= b - c sqrtd é ° ± µ — “x”");
    expect(toWinAnsi("标准")).toBe("??");
  });
});

// The HTML compare: exact inserted and deleted words on known edits, inside the original
// structure (headings, lists, tables cell by cell, footnotes), the summary of changed sections,
// and bounded behaviour on pathological input.

import { generateContentOfPages, Rng, renderHtml, reviseContent, sampleMeta } from "@norma/db/seed-content";
import { parse, serialize } from "parse5";
import { describe, expect, it } from "vitest";
import { type Element, findElement, isElement, type Node, parseHtml, textContent } from "./dom.ts";
import { DELETED_BLOCK_CLASS, diffHtml, INSERTED_BLOCK_CLASS, SUMMARY_ID, wordsOf } from "./html-diff.ts";

const doc = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

function elements(root: Node, pred: (e: Element) => boolean): Element[] {
  const out: Element[] = [];
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (isElement(n) && pred(n)) out.push(n);
    if ("childNodes" in n) for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]);
  }
  return out;
}

const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value ?? null;
const hasClass = (e: Element, c: string) => (attr(e, "class") ?? "").split(/\s+/).includes(c);
const norm = (s: string) => s.replace(/\s+/g, " ").trim();

/** The result parsed, without the summary box. */
function marks(html: string) {
  const tree = parse(html);
  const body = findElement(tree, "body")!;
  const summary = elements(body, (e) => attr(e, "id") === SUMMARY_ID)[0];
  body.childNodes = body.childNodes.filter((c) => c !== summary);
  return {
    tree,
    body,
    summary,
    ins: elements(body, (e) => e.tagName === "ins").map((e) => norm(textContent(e))),
    del: elements(body, (e) => e.tagName === "del").map((e) => norm(textContent(e))),
  };
}

describe("HTML compare: words", () => {
  it("marks exactly the inserted and deleted words of a changed paragraph, in place", () => {
    const r = diffHtml(
      doc("<p id='a'>The specimen shall be conditioned for 40 h at 23 °C before testing.</p>"),
      doc(
        "<p id='a'>The specimen shall be conditioned for 48 h at 23 °C and 50 % relative humidity before testing.</p>",
      ),
    );
    const m = marks(r.html);
    expect(m.del).toEqual(["40"]);
    expect(m.ins).toEqual(["48", "and 50 % relative humidity"]);
    expect(norm(textContent(m.body))).toBe(
      "The specimen shall be conditioned for 40 48 h at 23 °C and 50 % relative humidity before testing.",
    );
    expect(r.summary).toMatchObject({ mode: "word", insertedWords: 5, deletedWords: 1 });
  });

  it("keeps the formatting around changed words (inline elements stay where they are)", () => {
    const r = diffHtml(
      doc("<p>Apply <b>a load of 5 kN</b> and hold.</p>"),
      doc("<p>Apply <b>a load of 7 kN</b> and hold it.</p>"),
    );
    const m = marks(r.html);
    expect(m.ins).toEqual(["7", "it"]);
    expect(m.del).toEqual(["5"]);
    const b = elements(m.body, (e) => e.tagName === "b")[0];
    expect(elements(b, (e) => e.tagName === "ins").map((e) => textContent(e))).toEqual(["7"]);
  });

  it("reports no differences for identical documents and adds no marks", () => {
    const html = doc("<h2>1. Scope</h2><p>This test method covers things.</p>");
    const r = diffHtml(html, html);
    const m = marks(r.html);
    expect(m.ins).toEqual([]);
    expect(m.del).toEqual([]);
    expect(r.summary.sections).toEqual([]);
    expect(textContent(m.summary!)).toContain("No differences");
    // Its figures travel with it, for the reader to say them in its language.
    expect([
      attr(m.summary!, "data-inserted"),
      attr(m.summary!, "data-deleted"),
      attr(m.summary!, "data-sections"),
    ]).toEqual(["0", "0", "0"]);
  });
});

describe("HTML compare: structure", () => {
  it("an inserted paragraph is marked whole; a deleted one comes back marked, where it was", () => {
    const r = diffHtml(
      doc(
        "<section><h2>7. Procedure</h2><p>First step.</p><p>Second step, now removed.</p><p>Third step.</p></section>",
      ),
      doc(
        "<section><h2>7. Procedure</h2><p>First step.</p><p>Third step.</p><p>A brand new fourth step.</p></section>",
      ),
    );
    const m = marks(r.html);
    const section = elements(m.body, (e) => e.tagName === "section")[0];
    const paragraphs = section.childNodes.filter(isElement).filter((e) => e.tagName === "p");
    expect(paragraphs.map((p) => norm(textContent(p)))).toEqual([
      "First step.",
      "Second step, now removed.",
      "Third step.",
      "A brand new fourth step.",
    ]);
    expect(hasClass(paragraphs[1], DELETED_BLOCK_CLASS)).toBe(true);
    expect(hasClass(paragraphs[3], INSERTED_BLOCK_CLASS)).toBe(true);
    expect(m.del).toEqual(["Second step, now removed."]);
    expect(m.ins).toEqual(["A brand new fourth step."]);
  });

  it("compares tables cell by cell: rows and columns stay as they are", () => {
    const table = (a: string, b: string) =>
      doc(
        `<table><thead><tr><th>Material</th><th>Strength</th><th>Modulus</th></tr></thead><tbody><tr><td>Glass</td><td>${a}</td><td>72</td></tr><tr><td>Carbon</td><td>${b}</td><td>230</td></tr></tbody></table>`,
      );
    const r = diffHtml(table("1200", "3500"), table("1250", "3500"));
    const m = marks(r.html);
    const rows = elements(m.body, (e) => e.tagName === "tr");
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.childNodes.filter(isElement)).toHaveLength(3);
    const cell = rows[1].childNodes.filter(isElement)[1];
    expect(elements(cell, (e) => e.tagName === "del").map((e) => norm(textContent(e)))).toEqual(["1200"]);
    expect(elements(cell, (e) => e.tagName === "ins").map((e) => norm(textContent(e)))).toEqual(["1250"]);
    expect(m.ins).toEqual(["1250"]);
  });

  it("a deleted table row comes back as a row of the same table", () => {
    const r = diffHtml(
      doc("<table><tr><td>A</td><td>1</td></tr><tr><td>B</td><td>2</td></tr><tr><td>C</td><td>3</td></tr></table>"),
      doc("<table><tr><td>A</td><td>1</td></tr><tr><td>C</td><td>3</td></tr></table>"),
    );
    const m = marks(r.html);
    const rows = elements(m.body, (e) => e.tagName === "tr");
    expect(rows.map((row) => norm(textContent(row)))).toEqual(["A1", "B2", "C3"]);
    expect(hasClass(rows[1], DELETED_BLOCK_CLASS)).toBe(true);
  });

  it("list items: inserted and deleted items are items of the list", () => {
    const r = diffHtml(
      doc("<ul><li>tensile strength</li><li>modulus</li><li>strain at failure</li></ul>"),
      doc("<ul><li>tensile strength</li><li>strain at failure</li><li>Poisson's ratio</li></ul>"),
    );
    const m = marks(r.html);
    const items = elements(m.body, (e) => e.tagName === "li");
    expect(items.map((i) => norm(textContent(i)))).toEqual([
      "tensile strength",
      "modulus",
      "strain at failure",
      "Poisson's ratio",
    ]);
    expect(m.del).toEqual(["modulus"]);
    expect(m.ins).toEqual(["Poisson's ratio"]);
  });

  it("footnotes are compared like any block", () => {
    const r = diffHtml(
      doc(
        "<p>Text.<sup><a href='#fn1'>1</a></sup></p><footer><ol><li id='fn1'>Approved Jan. 1, 2017.</li></ol></footer>",
      ),
      doc(
        "<p>Text.<sup><a href='#fn1'>1</a></sup></p><footer><ol><li id='fn1'>Approved March 1, 2021.</li></ol></footer>",
      ),
    );
    const m = marks(r.html);
    const fn = elements(m.body, (e) => attr(e, "id") === "fn1")[0];
    // Word by word: the day ("1,") did not change.
    expect(elements(fn, (e) => e.tagName === "del").map((e) => norm(textContent(e)))).toEqual(["Jan.", "2017"]);
    expect(elements(fn, (e) => e.tagName === "ins").map((e) => norm(textContent(e)))).toEqual(["March", "2021"]);
  });

  it("summarises the changed sections with their counts, linked to their headings", () => {
    const r = diffHtml(
      doc(
        "<h2 id='s1'>1. Scope</h2><p>Covers tubes.</p><h2 id='s2'>2. Apparatus</h2><p>A balance.</p><h2 id='s3'>3. Old section</h2><p>Gone soon.</p>",
      ),
      doc(
        "<h2 id='s1'>1. Scope</h2><p>Covers tubes and pipes.</p><h2 id='s2'>2. Apparatus</h2><p>A balance.</p><h2 id='s4'>3. Report</h2><p>Report the result.</p>",
      ),
    );
    expect(r.summary.sections).toEqual([
      { anchor: "s1", title: "1. Scope", status: "changed", inserted: 2, deleted: 0 },
      { anchor: "norma-del-s3", title: "3. Old section", status: "removed", inserted: 0, deleted: 5 },
      { anchor: "s4", title: "3. Report", status: "added", inserted: 5, deleted: 0 },
    ]);
    const m = marks(r.html);
    const links = elements(m.summary!, (e) => e.tagName === "a").map((a) => attr(a, "href"));
    expect(links).toEqual(["#s1", "#norma-del-s3", "#s4"]);
    expect(elements(m.body, (e) => attr(e, "id") === "norma-del-s3")).toHaveLength(1);
    // The figures and the status words are marked for the reader's translation.
    expect(attr(m.summary!, "data-inserted")).toBe("7");
    expect(attr(m.summary!, "data-deleted")).toBe("5");
    expect(attr(m.summary!, "data-sections")).toBe("3");
    const statuses = elements(m.summary!, (e) => attr(e, "class") === "norma-diff-summary__status");
    expect(statuses.map((e) => textContent(e))).toEqual(["Removed: ", "Added: "]);
  });
});

describe("HTML compare: known edits of a synthetic standard", () => {
  const rng = new Rng("html-diff-known-edits");
  const v1 = generateContentOfPages(rng, sampleMeta(rng), 12);

  function compare(kinds: NonNullable<Parameters<typeof reviseContent>[2]>["kinds"], edits = 4) {
    const revision = reviseContent(new Rng(`rev-${kinds?.join()}`), v1, { edits, kinds });
    const r = diffHtml(renderHtml(v1), renderHtml(revision.content));
    return { ...revision, result: r, m: marks(r.html) };
  }

  it("added clauses are inserted whole with exactly their words", () => {
    const { edits, m } = compare(["add-clause"]);
    expect(edits.length).toBeGreaterThan(0);
    for (const e of edits) {
      const block = elements(m.body, (x) => attr(x, "id") === e.blockId)[0];
      expect(block, e.blockId).toBeDefined();
      expect(hasClass(block, INSERTED_BLOCK_CLASS)).toBe(true);
      // The clause number and the new text, nothing else.
      expect(
        elements(block, (x) => x.tagName === "ins")
          .map((x) => textContent(x))
          .join(" "),
      ).toContain(e.after!);
    }
  });

  it("removed clauses come back deleted with exactly their words", () => {
    const { edits, m } = compare(["remove-clause"], 2);
    expect(edits.length).toBeGreaterThan(0);
    for (const e of edits) {
      const block = elements(m.body, (x) => attr(x, "id") === `norma-del-${e.blockId}`)[0];
      expect(block, e.blockId).toBeDefined();
      expect(hasClass(block, DELETED_BLOCK_CLASS)).toBe(true);
      expect(norm(textContent(block))).toContain(norm(e.before!));
      expect(elements(block, (x) => x.tagName === "ins")).toEqual([]);
    }
  });

  it("changed table values are marked in their cells: old value deleted, new value inserted", () => {
    const { edits, m } = compare(["table-values"], 1);
    expect(edits).toHaveLength(1);
    const before = edits[0].before!.split("\n").map((r) => r.split(" | "));
    const after = edits[0].after!.split("\n").map((r) => r.split(" | "));
    const table = elements(m.body, (x) => attr(x, "id") === edits[0].blockId)[0];
    const bodyRows = elements(table, (x) => x.tagName === "tbody")[0].childNodes.filter(isElement);
    expect(bodyRows).toHaveLength(after.length);
    let changed = 0;
    after.forEach((row, i) => {
      row.forEach((value, j) => {
        const cell = bodyRows[i].childNodes.filter(isElement)[j];
        const ins = elements(cell, (x) => x.tagName === "ins").map((x) => norm(textContent(x)));
        const del = elements(cell, (x) => x.tagName === "del").map((x) => norm(textContent(x)));
        if (value === before[i][j]) {
          expect(ins).toEqual([]);
          expect(del).toEqual([]);
        } else {
          changed++;
          expect(ins).toEqual([value.replace(/^±/, "±")].map(norm));
          expect(del).toEqual([before[i][j]].map(norm));
        }
      });
    });
    expect(changed).toBeGreaterThan(0);
  });

  it("a sentence appended to a clause is exactly the inserted words", () => {
    const revision = reviseContent(new Rng("append"), v1, { edits: 6, kinds: ["reword"] });
    const r = diffHtml(renderHtml(v1), renderHtml(revision.content));
    const m = marks(r.html);
    const appended = revision.edits.filter((e) => e.after!.startsWith(e.before!) && e.after !== e.before);
    expect(appended.length).toBeGreaterThan(0);
    for (const e of appended) {
      const block = elements(m.body, (x) => attr(x, "id") === e.blockId)[0];
      const ins = elements(block, (x) => x.tagName === "ins").map((x) => norm(textContent(x)));
      expect(ins).toEqual([norm(e.after!.slice(e.before!.length))]);
      expect(elements(block, (x) => x.tagName === "del")).toEqual([]);
    }
  });
});

describe("HTML compare: bounded on pathological input", () => {
  it("falls back to block marks when the time budget is spent, and still marks every change", () => {
    const words = (prefix: string, seed: number, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}${(i * 7919 + seed * 104729) % 10007}`).join(" ");
    // Large paragraphs with no word in common, paired by their ids: whether a pair is diffed word
    // by word (before the budget is spent) or marked whole, all its words are changed.
    const oldHtml = doc(Array.from({ length: 40 }, (_, i) => `<p id="p${i}">${words("o", i, 3000)}</p>`).join(""));
    const newHtml = doc(Array.from({ length: 40 }, (_, i) => `<p id="p${i}">${words("n", i, 3000)}</p>`).join(""));
    const started = Date.now();
    const r = diffHtml(oldHtml, newHtml, { budgetMs: 300 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.summary.mode).toBe("block");
    expect(r.summary.blockFallbacks).toBeGreaterThan(0);
    expect(r.summary.insertedWords).toBe(40 * 3000);
    expect(r.summary.deletedWords).toBe(40 * 3000);
  });

  it("block-level only mode marks whole blocks and never diffs words", () => {
    const r = diffHtml(doc("<p id='a'>one two three</p>"), doc("<p id='a'>one two four</p>"), { blockLevelOnly: true });
    const m = marks(r.html);
    expect(m.del).toEqual(["one two three"]);
    expect(m.ins).toEqual(["one two four"]);
    expect(r.summary.mode).toBe("block");
  });

  it("survives nesting far deeper than the stack would allow", () => {
    const depth = 20_000;
    const nested = (text: string) => `${"<div>".repeat(depth)}${text}${"</div>".repeat(depth)}`;
    const r = diffHtml(doc(nested("deep old words")), doc(nested("deep new words")));
    expect(r.summary.insertedWords + r.summary.deletedWords).toBeGreaterThan(0);
    expect(r.html).toContain("new");
  });

  it("a paragraph of 100 000 words with scattered edits stays fast", () => {
    const base = Array.from({ length: 100_000 }, (_, i) => `word${i % 997}`);
    const changed = base.slice();
    for (let i = 500; i < changed.length; i += 5_000) changed[i] = "CHANGED";
    const started = Date.now();
    const r = diffHtml(doc(`<p>${base.join(" ")}</p>`), doc(`<p>${changed.join(" ")}</p>`), { budgetMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.summary.insertedWords).toBeGreaterThanOrEqual(20);
  });
});

describe("the compare's HTML parser", () => {
  // parseHtml (htmlparser2's tokenizer into parse5's tree) must give the tree parse5's spec parser
  // gives for well-formed documents: the compare's output is serialised from it.
  const same = (html: string) => expect(serialize(parseHtml(html))).toBe(serialize(parse(html)));

  it("builds parse5's tree for the catalogue's documents, byte for byte once serialised", () => {
    for (const seed of [1, 2, 3]) {
      const rng = new Rng(seed);
      const before = generateContentOfPages(rng, sampleMeta(rng, { editionYear: 2020 }), 12);
      const { content: after } = reviseContent(rng, before, { edits: 20 });
      same(renderHtml(before));
      same(renderHtml(after));
    }
  });

  it("implies html, head and body, keeps the doctype first and whitespace where the spec puts it", () => {
    same("<p>Only a paragraph</p>");
    same("<!DOCTYPE html>\n<html lang='en'>\n<head>\n<title>T</title>\n</head>\n<body>\n<p>x</p>\n</body>\n</html>\n");
    same("<!doctype html><title>T</title><meta charset=utf-8><h1>Head</h1><p>Body");
    same("<html><body class='b'><div id='a'>x</div></body></html>");
  });

  it("void elements, implied end tags, entities and raw text like the spec", () => {
    same("<p>one<p>two<ul><li>a<li>b</ul><dl><dt>t<dd>d</dl>");
    same("<table><thead><tr><th>h<th>i</thead><tbody><tr><td>1<td>2<tr><td>3<td>4</tbody></table>");
    same("<p>a &amp; b &lt;c&gt; &copy; &#x2014; &nbsp;x<br>y<img src='i.png' alt='A &quot;B&quot;'><hr></p>");
    same("<style>p > b { color: red }</style><p>x<!-- a comment --></p><pre>\ncode &lt;\n</pre>");
    same("<p>x<sup>2</sup> H<sub>2</sub>O <span class='n'>1.2</span> <a href='#s1'>link</a></p>");
  });

  it("template content goes to its fragment; SVG and MathML keep their namespace", () => {
    const doc = parseHtml("<template><p>t</p></template><svg><circle r='1'/></svg><math><mi>x</mi></math>");
    const body = findElement(doc, "body")!;
    const template = findElement(doc, "template") as Element & { content?: { childNodes: Node[] } };
    expect(template.content?.childNodes).toHaveLength(1);
    expect((findElement(body, "circle") as Element).namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect((findElement(body, "mi") as Element).namespaceURI).toBe("http://www.w3.org/1998/Math/MathML");
    expect(serialize(doc)).toContain("<template><p>t</p></template>");
  });
});

describe("the compare's words", () => {
  // The hand-written scanner cuts text exactly as this expression does (its specification).
  const SPEC = /\s+|[\p{L}\p{M}\p{N}]+(?:[.,'’\-/][\p{L}\p{M}\p{N}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;
  const spec = (s: string) => [...s.matchAll(SPEC)].map((m) => m[0]).filter((t) => !/^\s/.test(t));

  it("words with inner joiners, numbers, punctuation, non-Latin scripts, marks and astral characters", () => {
    const samples = [
      "ASTM D3039/D3039M-17 (2017): 1.2 the specimen's width, 25 mm; see §7.3.1.",
      "a.b, c,d 'e' -f- g/ h /i — j’s 40 °C ± 0,5 % 1e-3",
      "Prüfkörper Ñandú café (naïve) 测试方法 试样 ٣٫٥ مم δοκίμιο",
      "e\u0301 \u0301x a\u0308b 𝑥² 𝟙𝟚 😀 emoji😀x \u00a0nbsp\u2009thin\u3000ideo\ufeffbom",
      "trailing joiner. end, -start /x. .. ,, 'quoted' 1.2.3.4 a--b a-/b",
      "",
      "   \n\t  ",
    ];
    for (const s of samples) expect(wordsOf(s), JSON.stringify(s)).toEqual(spec(s));
  });

  it("random text over a mixed alphabet is cut like the expression", () => {
    const alphabet = [..."ab Z09.,'’-/ \t\n;:()é\u0301漢字😀\u00a0"];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let n = 0; n < 300; n++) {
      const s = Array.from({ length: 1 + (next() % 40) }, () => alphabet[next() % alphabet.length]).join("");
      expect(wordsOf(s), JSON.stringify(s)).toEqual(spec(s));
    }
  });
});

// The search index's compact layout (issue 29): columns cut to what a build holds still take the
// documents added after it, titles held once as pieces of the joined title text still sort and
// match, document lines counted by publisher still break designation ties, and a snapshot brings
// all of it back.
import { describe, expect, it } from "vitest";
import { Lexicon } from "./index-lexicon.ts";
import { maskOfPosting, mergePostings, posting, seekSlot, slotOfPosting } from "./index-postings.ts";
import { type IndexQuery, type IndexRow, SearchIndex } from "./search-index.ts";
import { parseDesignation } from "./search-query.ts";
import { decodeSnapshot, encodeSnapshot, joinSnapshot } from "./search-snapshot.ts";

const T0 = new Date("2026-01-01T00:00:00Z");

function row(id: number, over: Partial<IndexRow> = {}): IndexRow {
  return {
    id,
    publisher_id: 1,
    refinement_node_ids: [id % 3],
    collection_ids: [],
    translated: false,
    designation: `D${id}`,
    designation_no: `D${id}`,
    designation_key: `astmd${id}`,
    display_designation: `ASTM D${id}`,
    // Long enough to be held as a piece of the joined text; one in five past Latin-1.
    title_key: `${id % 5 === 0 ? "acier — " : ""}standard practice number ${String(1000 - id).padStart(4, "0")}`,
    last_update_date: new Date(T0.getTime() + id * 86_400_000),
    published_date: null,
    is_latest: true,
    updated_at: T0,
    language_code: "en-US",
    tsv: `'practic':1B 'number${id % 7}':2B`,
    ...over,
  };
}

const query = (over: Partial<IndexQuery>): IndexQuery => ({
  publisherIds: [1, 2],
  entitled: null,
  nodeGroups: [],
  hasText: true,
  lexemes: null,
  designation: null,
  field: "keyword",
  ...over,
});

const restored = async (ix: SearchIndex) => {
  const encoded = await encodeSnapshot(ix, 1);
  if (!encoded) throw new Error("the index changed while it was written");
  const loaded = await decodeSnapshot(joinSnapshot(encoded));
  if (!loaded) throw new Error("the snapshot was not read back");
  return loaded.ix;
};

describe("the compact index", () => {
  it("takes many more documents after a build than its cut columns hold, and finds and sorts them all", () => {
    const ix = SearchIndex.build(Array.from({ length: 20 }, (_, i) => row(i + 1)));
    expect(ix.ids.length).toBeLessThan(64);
    const later = new Date(T0.getTime() + 1_000);
    ix.apply(Array.from({ length: 300 }, (_, i) => row(21 + i, { updated_at: later })));
    expect(ix.live).toBe(320);
    const all = ix.match(query({ lexemes: [["practic"]] }));
    expect(all.length).toBe(320);
    // Documents added after a build sort between the built ones (exactly again after a rebuild).
    const byTitle = ix.page(all, { column: "title", direction: "asc" }, 0, 320).map((p) => ix.idOf(p.slot));
    expect(new Set(byTitle).size).toBe(320);
    const builtInOrder = Array.from({ length: 20 }, (_, i) => row(i + 1))
      .sort((a, b) => (a.title_key < b.title_key ? -1 : a.title_key > b.title_key ? 1 : a.id - b.id))
      .map((r) => r.id);
    expect(byTitle.filter((id) => id <= 20)).toEqual(builtInOrder);
    // Counted per node whichever part (built, appended) holds them.
    expect(ix.counts(all).byNode.get(0)).toBe(Math.floor(320 / 3));
  });

  it("holds each built title once, as a piece of the joined text, equal to the title it was given", () => {
    const rows = Array.from({ length: 50 }, (_, i) => row(i + 1));
    const ix = SearchIndex.build(rows);
    expect(ix.titleKey.slice(0, 50)).toEqual(rows.map((r) => r.title_key));
    const tip = ix.typeAhead({ publisherIds: [1], entitled: null, nodeGroups: [] }, { key: "", words: ["acier"] }, 20);
    expect(tip.map((t) => t.id).sort((a, b) => a - b)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });

  it("counts the languages of a document line by publisher and number, and a snapshot counts them again", async () => {
    const line = { designation: "D100", designation_no: "D100", designation_key: "astmd100" };
    const ix = SearchIndex.build([
      row(1, { ...line }),
      row(2, { ...line, translated: true, language_code: "fr-FR" }),
      row(3, { ...line, translated: true, language_code: "de-DE" }),
      // The same number at another publisher: a line of its own, of one language.
      row(4, { ...line, publisher_id: 2, designation_key: "isod100", display_designation: "ISO D100" }),
    ]);
    const scores = (x: SearchIndex) => {
      const m = x.match(query({ field: "designation", designation: parseDesignation("D100", ["ASTM", "ISO"]) }));
      return new Map(Array.from(m.slots.subarray(0, m.length), (s, i) => [x.idOf(s), m.scores[i]]));
    };
    const before = scores(ix);
    // Three languages against one: two steps of the family size apart.
    expect((before.get(1) ?? 0) - (before.get(4) ?? 0)).toBeCloseTo(2, 5);
    expect(scores(await restored(ix))).toEqual(before);
    // A translation that is no longer a newest edition leaves its line.
    ix.apply([
      row(3, {
        ...line,
        translated: true,
        language_code: "de-DE",
        is_latest: false,
        updated_at: new Date(T0.getTime() + 5),
      }),
    ]);
    const after = scores(ix);
    expect((before.get(1) ?? 0) - (after.get(1) ?? 0)).toBeCloseTo(1, 5);
    expect(scores(await restored(ix))).toEqual(after);
  });

  it("a restored index holds its titles as pieces of the joined text again, and sorts them as before", async () => {
    const ix = SearchIndex.build(Array.from({ length: 40 }, (_, i) => row(i + 1)));
    const copy = await restored(ix);
    expect(copy.titleKey).toEqual(ix.titleKey);
    expect(copy.keyRank).toBeInstanceOf(Float32Array);
    const m = copy.match(query({ lexemes: [["practic"]] }));
    const sorted = (x: SearchIndex) =>
      x.page(m, { column: "title", direction: "desc" }, 0, 40).map((p) => x.idOf(p.slot));
    expect(sorted(copy)).toEqual(sorted(ix));
  });
});

describe("the lexicon of a built index", () => {
  it("gives each lexeme its place, and nothing for a lexeme it does not hold (a prefix, a longer one, another)", () => {
    const lexemes = Array.from({ length: 5_000 }, (_, i) => `w${(i * 7919).toString(36)}`);
    lexemes.push("steel", "stee", "steels", "plástico", "сталь", "safety-rel");
    const lx = Lexicon.of(lexemes);
    expect(lx.size).toBe(lexemes.length);
    lexemes.forEach((l, i) => {
      expect(lx.id(l)).toBe(i);
    });
    for (const absent of ["ste", "steelx", "wz", "", "plastico", "safety"]) expect(lx.id(absent)).toBeUndefined();
    const empty = Lexicon.of([]);
    expect(empty.size).toBe(0);
    expect(empty.id("steel")).toBeUndefined();
  });
});

describe("postings in one word each", () => {
  const list = (...pairs: [number, number][]) => {
    const postings = Int32Array.from(pairs, ([slot, mask]) => posting(slot, mask));
    return { postings, length: postings.length };
  };
  const pairs = (w: { postings: Int32Array; length: number }) =>
    Array.from(w.postings.subarray(0, w.length), (p) => [slotOfPosting(p), maskOfPosting(p)]);

  it("seek by slot whatever the weight bits, up to the largest slot", () => {
    const big = 2 ** 27 - 1;
    const w = list([3, 15], [7, 1], [7_000_000, 8], [big, 15]);
    expect(seekSlot(w.postings, w.length, 0, 0)).toBe(0);
    expect(seekSlot(w.postings, w.length, 0, 4)).toBe(1);
    expect(seekSlot(w.postings, w.length, 0, 7)).toBe(1);
    expect(seekSlot(w.postings, w.length, 1, 8)).toBe(2);
    expect(seekSlot(w.postings, w.length, 0, big)).toBe(3);
    expect(pairs(w)).toEqual([
      [3, 15],
      [7, 1],
      [7_000_000, 8],
      [big, 15],
    ]);
  });

  it("merge by slot, a slot in both with both weights", () => {
    const merged = mergePostings(list([1, 8], [5, 1], [9, 2]), list([5, 4], [6, 1], [9, 2]));
    expect(pairs(merged)).toEqual([
      [1, 8],
      [5, 5],
      [6, 1],
      [9, 2],
    ]);
  });
});

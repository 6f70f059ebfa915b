// The in-memory search index on hand-made rows: tsvector reading, matching, ranking, counting,
// paging, type-ahead and catching up with changed rows.
import { describe, expect, it } from "vitest";
import { type IndexQuery, type IndexRow, parseTsvector, SearchIndex } from "./search-index.ts";
import { parseDesignation } from "./search-query.ts";

const T0 = new Date("2026-01-01T00:00:00Z");

function row(id: number, over: Partial<IndexRow> = {}): IndexRow {
  return {
    id,
    publisher_id: 1,
    refinement_node_ids: [],
    collection_ids: [],
    translated: false,
    designation: `D${id}`,
    designation_no: `D${id}`,
    designation_key: `astmd${id}`,
    display_designation: `ASTM D${id}`,
    title_key: `title ${id}`,
    last_update_date: new Date(T0.getTime() + id * 86_400_000),
    published_date: null,
    is_latest: true,
    updated_at: T0,
    language_code: "en-US",
    tsv: null,
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

const ids = (ix: SearchIndex, m: ReturnType<SearchIndex["match"]>, limit = 100) =>
  ix.page(m, null, 0, limit).map((p) => ix.idOf(p.slot));

describe("tsvector text", () => {
  it("reads lexemes with their weights (D unwritten), quotes and stripped lexemes", () => {
    const seen: [string, number, number][] = [];
    parseTsvector(`'2019':4A,7A 'it''s':3B 'back\\\\slash':2 'steel':1C,5,9B 'bare'`, (l, m, p) =>
      seen.push([l, m, p]),
    );
    expect(seen).toEqual([
      ["2019", 8, 2],
      ["it's", 4, 1],
      ["back\\slash", 1, 1],
      ["steel", 2 | 1 | 4, 3],
      ["bare", 1, 0],
    ]);
  });
});

describe("matching and ranking", () => {
  const rows = [
    row(1, { tsv: "'steel':3B 'pipe':4B", title_key: "steel pipe" }),
    row(2, { tsv: "'steel':9 'pipe':12", title_key: "fittings" }),
    row(3, { tsv: "'steel':2A,5B", title_key: "steel", translated: true }),
    row(4, { tsv: "'steel':5C 'pipe':7C", publisher_id: 2, refinement_node_ids: [10, 11] }),
    row(5, { tsv: "'pipe':3B", refinement_node_ids: [10, 12], collection_ids: [7] }),
    row(6, { tsv: "'steel':3B", is_latest: false }),
  ];
  const ix = SearchIndex.build(rows);

  it("indexes newest editions only", () => {
    expect(ix.size).toBe(5);
  });

  it("ANDs the words and ranks title above description above body", () => {
    const m = ix.match(query({ lexemes: [["steel"], ["pipe"]] }));
    expect(ids(ix, m)).toEqual([1, 4, 2]);
  });

  it("a missing word, or a text of stop words only, matches nothing", () => {
    expect(ix.match(query({ lexemes: [["steel"], ["nowhere"]] })).length).toBe(0);
    expect(ix.match(query({ lexemes: [] })).length).toBe(0);
  });

  it("filters by publisher, entitlement (publisher or collection) and refinement groups", () => {
    expect(ids(ix, ix.match(query({ lexemes: [["pipe"]], publisherIds: [2] })))).toEqual([4]);
    expect(
      ids(ix, ix.match(query({ lexemes: [["pipe"]], entitled: { publisherIds: [2], collectionIds: [7] } }))).sort(),
    ).toEqual([4, 5]);
    // Two values of one root are OR'ed; two roots AND'ed.
    expect(ids(ix, ix.match(query({ lexemes: [["pipe"]], nodeGroups: [[11, 12]] }))).sort()).toEqual([4, 5]);
    expect(ids(ix, ix.match(query({ lexemes: [["pipe"]], nodeGroups: [[10], [12]] })))).toEqual([5]);
  });

  it("without text lists every newest edition, newest first", () => {
    const m = ix.match(query({ hasText: false }));
    expect(m.ranked).toBe(false);
    expect(ids(ix, m)).toEqual([5, 4, 3, 2, 1]);
  });

  it("counts per node and per publisher", () => {
    const c = ix.counts(ix.match(query({ lexemes: [["pipe"]] })));
    expect(Object.fromEntries(c.byNode)).toEqual({ 10: 2, 11: 1, 12: 1 });
    expect(Object.fromEntries(c.byPublisher)).toEqual({ 1: 3, 2: 1 });
  });

  it("pages and sorts by a column (nulls last)", () => {
    const m = ix.match(query({ hasText: false }));
    expect(ix.page(m, null, 1, 2).map((p) => ix.idOf(p.slot))).toEqual([4, 3]);
    expect(ix.page(m, null, 4, 2).map((p) => ix.idOf(p.slot))).toEqual([1]);
    expect(ix.page(m, null, 5, 2)).toEqual([]);
    const byTitle = ix.page(m, { column: "title", direction: "asc" }, 0, 10).map((p) => ix.idOf(p.slot));
    expect(byTitle).toEqual([2, 3, 1, 4, 5]);
    const byPublished = ix.page(m, { column: "publishDate", direction: "desc" }, 0, 10).map((p) => ix.idOf(p.slot));
    expect(byPublished).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("designations", () => {
  const rows = [
    row(1, { designation: "D3039/D3039M-17", designation_no: "D3039/D3039M", designation_key: "astmd3039d3039m17" }),
    row(2, { designation: "ADJD3039", designation_no: "ADJD3039", designation_key: "astmadjd3039" }),
    row(3, { designation: "E8/E8M-22a", designation_no: "E8/E8M", designation_key: "astme8e8m22a" }),
    row(4, { designation: "E83-20", designation_no: "E83", designation_key: "astme8320" }),
    row(5, { designation: "A588-E8", designation_no: "A588", designation_key: "astma588e8" }),
  ];
  const ix = SearchIndex.build(rows);
  const keys = ["ASTM"];

  it("an exact designation comes before a contained one", () => {
    const m = ix.match(query({ field: "designation", designation: parseDesignation("D3039", keys) }));
    expect(ids(ix, m)).toEqual([1, 2]);
  });

  it("a short designation matches the start of the number only", () => {
    const m = ix.match(query({ field: "designation", designation: parseDesignation("E8", keys) }));
    expect(ids(ix, m)).toEqual([3, 4]);
  });

  it("older editions a designation names come in through olderSlots", () => {
    const q = parseDesignation("ASTM D3039/D3039M-14", keys)!;
    const older = ix.olderSlots([
      row(9, {
        designation: "D3039/D3039M-14",
        designation_no: "D3039/D3039M",
        designation_key: "astmd3039d3039m14",
        is_latest: false,
      }),
    ]);
    const m = ix.match(query({ field: "designation", designation: q }), older);
    expect(ids(ix, m)[0]).toBe(9);
    // They take part in nothing else.
    expect(ids(ix, ix.match(query({ hasText: false })))).not.toContain(9);
  });

  it("finds designations containing a number through trigrams, and a two-character key by a scan", () => {
    const m = ix.match(query({ field: "designation", designation: parseDesignation("3039", keys) }));
    expect(ids(ix, m).sort()).toEqual([1, 2]);
    const later = SearchIndex.build(rows);
    later.apply([row(7, { designation_key: "astmd3039x", updated_at: new Date(T0.getTime() + 1) })]);
    const both = later.match(query({ field: "designation", designation: parseDesignation("3039", keys) }));
    expect(ids(later, both).sort()).toEqual([1, 2, 7]);
    const short = later.typeAhead({ publisherIds: [1], entitled: null, nodeGroups: [] }, { key: "8e", words: [] }, 10);
    expect(short.map((f) => f.id).sort()).toEqual([3, 5]);
  });

  it("a designation search whose text names none matches nothing", () => {
    expect(ix.match(query({ field: "designation", designation: null })).length).toBe(0);
  });

  it("type-ahead: designations containing the key (at the start first), then titles with every word", () => {
    const withTitles = SearchIndex.build([
      ...rows,
      row(6, { title_key: "standard for d30 gaskets", designation_key: "astmf999" }),
    ]);
    const found = withTitles.typeAhead(
      { publisherIds: [1], entitled: null, nodeGroups: [] },
      { key: "d30", words: ["d30"] },
      10,
    );
    expect(found.map((f) => f.id)).toEqual([1, 2, 6]);
    expect(found.map((f) => f.score)).toEqual([3, 2, 1]);
    const prefix = withTitles.typeAhead(
      { publisherIds: [1], entitled: null, nodeGroups: [] },
      { key: "astme8", words: [] },
      10,
    );
    expect(prefix.map((f) => f.id)).toEqual([4, 3]);
  });
});

describe("catching up with changes", () => {
  it("replaces a changed document, drops one no longer newest, adds new ones, skips unchanged rows", () => {
    const ix = SearchIndex.build([row(1, { tsv: "'steel':1B" }), row(2, { tsv: "'steel':1B" })]);
    const later = new Date(T0.getTime() + 1000);
    const changed = ix.apply([
      row(1, { tsv: "'copper':1B", updated_at: later }),
      row(2, { tsv: "'steel':1B" }),
      row(3, { tsv: "'steel':1A", updated_at: later }),
    ]);
    expect(changed).toBe(2);
    expect(ids(ix, ix.match(query({ lexemes: [["steel"]] })))).toEqual([3, 2]);
    expect(ids(ix, ix.match(query({ lexemes: [["copper"]] })))).toEqual([1]);
    ix.apply([row(2, { is_latest: false, updated_at: later })]);
    expect(ids(ix, ix.match(query({ lexemes: [["steel"]] })))).toEqual([3]);
    // Designations and titles of documents added after the build are found too.
    const found = ix.typeAhead({ publisherIds: [1], entitled: null, nodeGroups: [] }, { key: "astmd3", words: [] }, 5);
    expect(found.map((f) => f.id)).toEqual([3]);
  });

  it("says when enough has changed for a fresh build", () => {
    const ix = SearchIndex.build(Array.from({ length: 100 }, (_, i) => row(i + 1)));
    expect(ix.worn).toBe(false);
    const later = new Date(T0.getTime() + 1000);
    ix.apply(Array.from({ length: 1_100 }, (_, i) => row(i + 1, { updated_at: later })));
    expect(ix.worn).toBe(true);
  });
});

describe("relevance (issue 13)", () => {
  it("a word matches any of its alternative lexemes, and a slot carrying several counts once", () => {
    const ix = SearchIndex.build([
      row(1, { tsv: "'aws':1A 'weld':4B" }),
      row(2, { tsv: "'aw':3B 'weld':4B" }),
      row(3, { tsv: "'weld':4B" }),
      row(4, { tsv: "'aws':1A 'aw':5B 'weld':6B" }),
    ]);
    const m = ix.match(query({ lexemes: [["aws", "aw"], ["weld"]] }));
    expect(ids(ix, m).sort()).toEqual([1, 2, 4]);
    expect(m.length).toBe(3);
  });

  it("neighbouring words a document writes joined ('safety-related') rank it higher", () => {
    const ix = SearchIndex.build([
      row(1, { tsv: "'safeti':1B 'relat':5B" }),
      row(2, { tsv: "'safety-rel':1B 'safeti':2B 'relat':3B" }),
    ]);
    const m = ix.match(
      query({
        lexemes: [
          ["safety", "safeti"],
          ["related", "relat"],
        ],
        compounds: ["safety-rel"],
      }),
    );
    expect(ids(ix, m)).toEqual([2, 1]);
  });

  it("documents in the reader's language come first; translations into it rank as originals", () => {
    const ix = SearchIndex.build([
      row(1, { tsv: "'plastic':1B", translated: true, language_code: "es-ES" }),
      row(2, { tsv: "'plastic':1B", language_code: "es-ES" }),
      row(3, { tsv: "'plastic':1B 'water':2B" }),
    ]);
    const q = { lexemes: [["plastic"]] };
    const spanish = ix.match(query({ ...q, language: "es" }));
    const score = (m: ReturnType<typeof ix.match>, id: number) => m.scores[ids(ix, m).indexOf(id)];
    expect(score(spanish, 1)).toBe(score(spanish, 2));
    expect(ix.page(spanish, null, 0, 3).map((p) => ix.idOf(p.slot))).toEqual([1, 2, 3]);
    // An English reader (no language named) gets the English document first, though it is longer.
    expect(ix.page(ix.match(query(q)), null, 0, 3).map((p) => ix.idOf(p.slot))[0]).toBe(3);
  });

  it("the body does not count in the ranking's length", () => {
    const body = Array.from({ length: 400 }, (_, i) => `'w${i}':${i + 10}`).join(" ");
    const ix = SearchIndex.build([
      row(1, { tsv: `'durometer':1B 'hardness':2B ${body}` }),
      row(2, { tsv: "'durometer':1B 'hardness':2B" }),
    ]);
    const m = ix.match(query({ lexemes: [["durometer"]] }));
    expect(m.scores[0]).toBe(m.scores[1]);
  });

  it("a number that completes a designation is part of it, not an edition year", () => {
    const a12 = (id: number, no: string) =>
      row(id, { designation: `${no}:2020`, designation_no: no, designation_key: `awsa${no.replace(/\D/g, "")}2020` });
    const ix = SearchIndex.build([a12(1, "A12.1"), a12(2, "A12.8"), a12(3, "A12.87"), a12(4, "A12.59")]);
    const m = ix.match(query({ field: "designation", designation: parseDesignation("aws a 12 87", ["AWS"]) }));
    expect(ids(ix, m)[0]).toBe(3);
  });

  it("a one- or two-digit number finds the designations holding it as a whole number", () => {
    const ix = SearchIndex.build([
      row(1, { designation: "A12.87", designation_no: "A12.87", designation_key: "awsa1287" }),
      row(2, { designation: "12", designation_no: "12", designation_key: "iso12" }),
      row(3, { designation: "1200", designation_no: "1200", designation_key: "iso1200" }),
      row(4, { designation: "T 312-12", designation_no: "T 312", designation_key: "aashtot31212" }),
    ]);
    const m = ix.match(query({ field: "designation", designation: parseDesignation("12", []) }));
    expect(ids(ix, m)).toEqual([2, 1]);
    // Added after the build, found by a scan of the appended slots.
    ix.apply([
      row(5, {
        designation: "M12",
        designation_no: "M12",
        designation_key: "awwam12",
        updated_at: new Date(T0.getTime() + 5),
      }),
    ]);
    expect(ids(ix, ix.match(query({ field: "designation", designation: parseDesignation("12", []) })))).toEqual([
      5, 2, 1,
    ]);
  });

  it("numbers typed apart are the designation's own numbers, not digits that follow each other", () => {
    const ix = SearchIndex.build([
      row(1, { designation: "A5271-14", designation_no: "A5271", designation_key: "astma527114" }),
      row(2, { designation: "527-1:2019", designation_no: "527-1", designation_key: "iso52712019", publisher_id: 2 }),
    ]);
    const m = ix.match(query({ field: "designation", designation: parseDesignation("527-1", ["ISO", "ASTM"]) }));
    expect(ids(ix, m)).toEqual([2, 1]);
  });

  it("committee or ICS nodes named by code bring their documents in", () => {
    const ix = SearchIndex.build([
      row(1, { refinement_node_ids: [40, 41], tsv: "'composit':2B" }),
      row(2, { refinement_node_ids: [50] }),
    ]);
    const m = ix.match(query({ field: "all", hasText: true, lexemes: [["d30"]], codeNodeIds: [41] }));
    expect(ids(ix, m)).toEqual([1]);
    // Not in keyword searches.
    expect(ix.match(query({ field: "keyword", hasText: true, lexemes: [["d30"]], codeNodeIds: [41] })).length).toBe(0);
  });
});

describe("equal designation matches at scale (issue 13: '3039' at 100,000 documents)", () => {
  // 100,000 designations of five publishers, among them many that hold 3039: the tie-breaks decide.
  const publishers = ["astm", "sae", "iso", "api", "iec"];
  const rows: IndexRow[] = [];
  for (let id = 1; id <= 100_000; id++) {
    const p = id % publishers.length;
    // Designation numbers are unique per publisher, as in a real catalogue.
    const letter = "ABCDEFGHJKLM"[Math.floor(id / 9000)];
    const n = 1000 + (id % 9000);
    const no = `${letter}${n}`;
    rows.push(
      row(id, {
        publisher_id: p + 1,
        designation: `${no}-${10 + (id % 15)}`,
        designation_no: no,
        designation_key: `${publishers[p]}${no.toLowerCase()}${10 + (id % 15)}`,
        display_designation: `${publishers[p].toUpperCase()} ${no}`,
        last_update_date: new Date(Date.UTC(2000 + (id % 25), 0, 1)),
      }),
    );
  }
  // The standard users mean, ASTM D3039 (in English, Spanish and French), and its rivals of the
  // 100,000-document seed: ASTM F3039 (newer, English only) and SAE J3039.
  const d3039 = 100_001;
  const rival = (id: number, publisher: number, no: string, key: string, year: number) =>
    row(id, {
      publisher_id: publisher,
      designation: no,
      designation_no: no,
      designation_key: key,
      display_designation: `${publishers[publisher - 1].toUpperCase()} ${no}`,
      last_update_date: new Date(Date.UTC(year, 0, 1)),
    });
  rows.push(
    { ...rival(d3039, 1, "D3039/D3039M", "astmd3039d3039m17", 2017), designation: "D3039/D3039M-17" },
    ...["es-ES", "fr-FR"].map((language_code, i) => ({
      ...rival(100_010 + i, 1, "D3039/D3039M", "astmd3039d3039m17", 2017),
      designation: "D3039/D3039M-17",
      translated: true,
      language_code,
    })),
    { ...rival(100_002, 1, "F3039/F3039M", "astmf3039f3039m142022", 2022), designation: "F3039/F3039M-14(2022)" },
    rival(100_003, 2, "J3039", "saej3039201009", 2010),
  );
  const ix = SearchIndex.build(rows);
  const best = (q: string, own: number | null) =>
    ix.idOf(
      ix.page(
        ix.match(
          query({
            publisherIds: [1, 2, 3, 4, 5],
            field: "designation",
            designation: parseDesignation(q, []),
            ownPublisherId: own,
          }),
        ),
        null,
        0,
        1,
      )[0].slot,
    );

  it("finds ASTM D3039 first for '3039' among the thousands that hold the number", () => {
    const m = ix.match(
      query({ publisherIds: [1, 2, 3, 4, 5], field: "designation", designation: parseDesignation("3039", []) }),
    );
    expect(m.length).toBeGreaterThan(10);
    expect(best("3039", null)).toBe(d3039);
    expect(best("3039", 1)).toBe(d3039);
  });

  it("puts the tenant's own publisher first among exact matches", () => {
    expect(best("3039", 2)).toBe(100_003);
    // IEC (publisher 5) has exact '3039' designations among the generated ones.
    const iec = rows.find((x) => x.id === best("3039", 5))!;
    expect(iec.publisher_id).toBe(5);
    expect(iec.designation_no).toMatch(/^[A-Z]3039$/);
  });
});

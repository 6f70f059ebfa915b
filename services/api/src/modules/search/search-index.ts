// In-memory index of the catalogue's newest editions, the engine behind keyword, designation,
// count and type-ahead queries (issue 4: fast at a million documents). PostgreSQL stays the
// system of record and does the language work (the tsvector of each document, plainto_tsquery
// of the query); this index holds what matching, ranking and counting need, so that a query
// touches only the postings of its words and never a table page:
//
// - per document slot: id, publisher, refinement nodes (with ancestors), collections, the keys
//   the designation match and the sorts compare, and whether it is a translation;
// - postings: for each lexeme, the slots carrying it and in which weights (A designation,
//   B title, C description, D body), in slot order.
//
// Slots are never changed in place: a changed document gets a new slot and its old one dies,
// so postings stay sorted by slot (a built, compact part plus a small appended part). When the
// dead or appended part grows, the owner builds a fresh index and swaps it in.
//
// By concern: search-index-types.ts (the rows, filters, queries and matches), index-postings.ts
// (tsvector text, posting lists, growable typed arrays), index-lexicon.ts (the built lexemes and
// their ids), designation-keys.ts (designation keys,
// whole numbers, trigrams), index-slots.ts (the documents' slots, the build's layout and the
// changes applied), index-matching.ts (filter, text and designation matches, their scores),
// index-type-ahead.ts (the type-ahead and its title trigram heads) and this file (building,
// paging and sort orders, counts).

import { grown, IntVec, ownString, posting } from "./index-postings.ts";
import { IndexTypeAhead } from "./index-type-ahead.ts";
import type { IndexFilter, IndexRow, Matches } from "./search-index-types.ts";
import type { SortOrder } from "./search-types.ts";

export { numberKey } from "@norma/documents/designations/designation-keys";
export { parseTsvector } from "./index-postings.ts";
export type { IndexFilter, IndexQuery, IndexRow, Matches } from "./search-index-types.ts";

export class SearchIndex extends IndexTypeAhead {
  /** Builds the index from the newest editions at once (tests). */
  static build(rows: Iterable<IndexRow>): SearchIndex {
    const b = SearchIndex.builder();
    for (const row of rows) b.add(row);
    return b.finishNow();
  }

  /**
   * A build fed in batches (so that a large catalogue is read a part at a time). `finish` gives
   * the event loop a turn between its phases, so that queries served meanwhile by the index in
   * use wait well under a second even at a million documents.
   */
  static builder(): { add(row: IndexRow): void; finish(): Promise<SearchIndex>; finishNow(): SearchIndex } {
    const ix = new SearchIndex();
    // The build's lexemes and their ids (the index keeps them as a compact Lexicon once sealed).
    const lexemeIds = new Map<string, number>();
    const lexemeOf = new IntVec(1 << 16);
    const postingOf = new IntVec(1 << 16);
    // The sealed index keeps none of the build's scratch, whoever still holds the builder.
    const release = () => {
      lexemeIds.clear();
      lexemeOf.data = new Int32Array(0);
      lexemeOf.length = 0;
      postingOf.data = new Int32Array(0);
      postingOf.length = 0;
    };
    return {
      add(row: IndexRow) {
        if (!row.is_latest) return;
        ix.addLive(row, (lexeme, slot, mask) => {
          let id = lexemeIds.get(lexeme);
          if (id === undefined) {
            id = lexemeIds.size;
            lexemeIds.set(ownString(lexeme), id);
          }
          lexemeOf.push(id);
          postingOf.push(posting(slot, mask));
        });
      },
      async finish() {
        for (const phase of ix.seal([...lexemeIds.keys()], lexemeOf, postingOf)) {
          void phase;
          await new Promise((resolve) => setImmediate(resolve));
        }
        release();
        for (const phase of ix.indexTypeAhead()) {
          void phase;
          await new Promise((resolve) => setImmediate(resolve));
        }
        return ix;
      },
      finishNow() {
        for (const phase of ix.seal([...lexemeIds.keys()], lexemeOf, postingOf)) void phase;
        release();
        for (const phase of ix.indexTypeAhead()) void phase;
        return ix;
      },
    };
  }

  /** Orders the matches and returns the slots of one page (best match, newest first, or a column). */
  page(m: Matches, sort: SortOrder | null, offset: number, limit: number): { slot: number; score: number | null }[] {
    const k = Math.min(m.length, offset + limit);
    if (k <= offset) return [];
    const cmp = this.comparator(m, sort);
    // Indexes into m; the k best by a bounded max-heap on the comparator (worst on top).
    const heap = new Int32Array(k);
    let size = 0;
    const worse = (a: number, b: number) => cmp(a, b) > 0;
    const up = (i: number) => {
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i], heap[parent])) break;
        [heap[i], heap[parent]] = [heap[parent], heap[i]];
        i = parent;
      }
    };
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        if (l >= size) return;
        const r = l + 1;
        const c = r < size && worse(heap[r], heap[l]) ? r : l;
        if (!worse(heap[c], heap[i])) return;
        [heap[i], heap[c]] = [heap[c], heap[i]];
        i = c;
      }
    };
    for (let i = 0; i < m.length; i++) {
      if (size < k) {
        heap[size++] = i;
        up(size - 1);
      } else if (cmp(i, heap[0]) < 0) {
        heap[0] = i;
        down(0);
      }
    }
    const best = Array.from(heap.subarray(0, size)).sort(cmp);
    return best.slice(offset).map((i) => ({ slot: m.slots[i], score: m.ranked ? m.scores[i] : null }));
  }

  private comparator(m: Matches, sort: SortOrder | null): (a: number, b: number) => number {
    const slot = m.slots;
    const byId = (a: number, b: number) => this.ids[slot[a]] - this.ids[slot[b]];
    const nullsLast = (x: number, y: number, dir: 1 | -1) => {
      const xn = Number.isNaN(x);
      const yn = Number.isNaN(y);
      if (xn || yn) return xn === yn ? 0 : xn ? 1 : -1;
      return x === y ? 0 : x < y ? -dir : dir;
    };
    // Sort positions stand for string comparisons; equal strings fall back to the id.
    const ranked = (keys: string[], rank: Float32Array, a: number, b: number, dir: 1 | -1) => {
      const sa = slot[a];
      const sb = slot[b];
      if (keys[sa] === keys[sb]) return byId(a, b);
      return (rank[sa] - rank[sb]) * dir;
    };
    if (sort) {
      const dir = sort.direction === "desc" ? -1 : 1;
      switch (sort.column) {
        case "designation":
          return (a, b) => ranked(this.designationKey, this.keyRank, a, b, dir);
        case "title":
          return (a, b) => ranked(this.titleKey, this.titleRank, a, b, dir);
        case "publishDate":
          return (a, b) => nullsLast(this.published[slot[a]], this.published[slot[b]], dir) || byId(a, b);
        case "lastUpdateDate":
          return (a, b) => nullsLast(this.lastUpdate[slot[a]], this.lastUpdate[slot[b]], dir) || byId(a, b);
      }
    }
    if (!m.ranked) return (a, b) => nullsLast(this.lastUpdate[slot[a]], this.lastUpdate[slot[b]], -1) || byId(a, b);
    const score = m.scores;
    return (a, b) => score[b] - score[a] || ranked(this.designationKey, this.keyRank, a, b, 1);
  }

  /** Matches per refinement node (nodes carry their ancestors) and per publisher. */
  counts(m: Matches): { byNode: Map<number, number>; byPublisher: Map<number, number> } {
    let perNode = new Int32Array(1024);
    let perPublisher = new Int32Array(64);
    const nodes = this.nodes.data;
    for (let i = 0; i < m.length; i++) {
      const s = m.slots[i];
      const p = this.publisher[s];
      if (p >= perPublisher.length) perPublisher = grown(perPublisher, p + 1);
      perPublisher[p]++;
      const from = this.nodeStart[s];
      const to = from + this.nodeCount[s];
      for (let j = from; j < to; j++) {
        const node = nodes[j];
        if (node >= perNode.length) perNode = grown(perNode, node + 1);
        perNode[node]++;
      }
    }
    const byNode = new Map<number, number>();
    for (let node = 0; node < perNode.length; node++) if (perNode[node] > 0) byNode.set(node, perNode[node]);
    const byPublisher = new Map<number, number>();
    for (let p = 0; p < perPublisher.length; p++) if (perPublisher[p] > 0) byPublisher.set(p, perPublisher[p]);
    return { byNode, byPublisher };
  }
}

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
import type { DesignationQuery } from "./search-query.ts";
import type { SortOrder } from "./search-types.ts";

/** A document as the index reads it (search-repo.ts `indexRows`). */
export interface IndexRow {
  id: number;
  publisher_id: number;
  refinement_node_ids: number[];
  collection_ids: number[];
  translated: boolean;
  designation: string;
  designation_no: string;
  designation_key: string;
  display_designation: string;
  title_key: string;
  last_update_date: Date | null;
  published_date: Date | null;
  is_latest: boolean;
  updated_at: Date;
  /** Language code ('es-ES'). */
  language_code: string;
  /** search_vector as text ('lexeme':1A,2 …), null when the document has none. */
  tsv: string | null;
}

/** What narrows the set, resolved to ids (as search-repo's DocumentFilter, without the text). */
export interface IndexFilter {
  publisherIds: number[];
  entitled: { publisherIds: number[]; collectionIds: number[] } | null;
  nodeGroups: number[][];
}

export interface IndexQuery extends IndexFilter {
  /** Whether the query has text (a designation search whose text names no designation matches nothing). */
  hasText: boolean;
  /**
   * The full-text query: for each word (AND'ed), its alternative lexemes (OR'ed); no word left
   * means nothing matches; null when not searched by text.
   */
  lexemes: string[][] | null;
  /** Lexemes of neighbouring words joined by a hyphen ('safety-rel'): a document carrying one ranks higher. */
  compounds?: string[];
  designation: DesignationQuery | null;
  field: "keyword" | "designation" | "all";
  /** The publisher the text names first ('ASTM D3039'): its designations rank first. */
  namedPublisherId?: number | null;
  /** Primary language of the reader's interface ('es'): its translations are not ranked below originals. */
  language?: string | null;
  /** The tenant's own publisher: its documents come first among equal designation matches. */
  ownPublisherId?: number | null;
  /** Committee or ICS nodes the text names by code ('ISO/TC 17', 'ICS 25.160'): their documents match. */
  codeNodeIds?: number[] | null;
}

/** The ranking's weights of designation, title, description and body (A, B, C, D). */
const WEIGHT = { A: 1.0, B: 0.3, C: 0.01, D: 0.001 };
const BIT = { A: 8, B: 4, C: 2, D: 1 } as const;
/** Score of each combination of the weight bits of one posting. */
const MASK_SCORE = Float64Array.from({ length: 16 }, (_, m) => {
  let s = 0;
  if (m & BIT.A) s += WEIGHT.A;
  if (m & BIT.B) s += WEIGHT.B;
  if (m & BIT.C) s += WEIGHT.C;
  if (m & BIT.D) s += WEIGHT.D;
  return s;
});
/** Translations rank a little below their originals. */
const TRANSLATION_FACTOR = 0.9;
/**
 * Documents in another language than the reader's (English when the request names none) rank
 * lower: a word's stems in several languages can coincide ('plastics' and 'plásticos' both give
 * 'plastic'), and a reader wants the documents of their language first.
 */
const OTHER_LANGUAGE_FACTOR = 0.5;
/** Designation cores shorter than this match at the start of the designation number. */
const SHORT_CORE = 3;
/**
 * Tie-breaks among equal designation matches (README "How search ranks"): the tenant's own
 * publisher, then the standard with the most languages (its newest editions of one publisher and
 * designation number: publishers translate what is used; capped), then the most recent; the
 * full-text score only orders what is still equal.
 */
const OWN_PUBLISHER_BONUS = 20;
const LANGUAGES_CAP = 9;
const TEXT_IN_DESIGNATION_MATCH = 0.01;
/** A document of a committee or ICS code the query names: below an exact designation, above a prefix. */
const CODE_SCORE = 600;
/** Whole numbers of a designation ('12' and '87' of 'A12.87'). */
const WHOLE_NUMBER = /[0-9]+/g;
/** Whole numbers this short get postings of their own ('12'): a contained search would scan every key. */
const SHORT_NUMBER_DIGITS = 2;
const SEP = "\u0001";
/** Trigrams of designation keys (letters and digits: 36 characters) as numbers. */
const TRIGRAMS = 36 * 36 * 36;
const code36 = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1);
function trigramAt(s: string, i: number): number {
  const a = code36(s.charCodeAt(i));
  const b = code36(s.charCodeAt(i + 1));
  const c = code36(s.charCodeAt(i + 2));
  return a < 0 || b < 0 || c < 0 ? -1 : (a * 36 + b) * 36 + c;
}

/** Letters and digits of a designation number, lower case (as the designation keys are built). */
export const numberKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * Reads PostgreSQL's text form of a tsvector: `'lexeme':1A,5 'it''s':3B` (weight D is written
 * without a letter; a stripped lexeme has no positions). Calls `each` per lexeme with its weight
 * bits, its number of positions and how many of them are not in the body (weights A–C).
 */
export function parseTsvector(
  text: string,
  each: (lexeme: string, mask: number, positions: number, metadataPositions: number) => void,
): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`unexpected tsvector text at ${i}`);
    i++;
    let lexeme = "";
    let from = i;
    for (;;) {
      if (i >= n) throw new Error("unterminated tsvector lexeme");
      const c = text[i];
      if (c === "\\") {
        lexeme += text.slice(from, i) + text[i + 1];
        i += 2;
        from = i;
      } else if (c === "'") {
        if (text[i + 1] === "'") {
          lexeme += text.slice(from, i + 1);
          i += 2;
          from = i;
        } else {
          lexeme += text.slice(from, i);
          i++;
          break;
        }
      } else i++;
    }
    let mask = 0;
    let positions = 0;
    let metadata = 0;
    if (text[i] === ":") {
      i++;
      for (;;) {
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d < 48 || d > 57) break;
          i++;
        }
        const w = text[i];
        if (w === "A" || w === "B" || w === "C" || w === "D") {
          mask |= BIT[w];
          if (w !== "D") metadata++;
          i++;
        } else mask |= BIT.D;
        positions++;
        if (text[i] === ",") i++;
        else break;
      }
    } else mask = BIT.D;
    each(lexeme, mask, positions, metadata);
  }
}

class IntVec {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

function grown<T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(need, a.length * 2));
  next.set(a);
  return next;
}

function growFilled(a: Int32Array, need: number, fill: number): Int32Array {
  if (need <= a.length) return a;
  const next = new Int32Array(Math.max(need, a.length * 2)).fill(fill);
  next.set(a);
  return next;
}

class FloatVec {
  data: Float64Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity);
  }
  push(v: number) {
    if (this.length === this.data.length) this.data = grown(this.data, this.length + 1);
    this.data[this.length++] = v;
  }
}

/** Postings of one lexeme appended after the build. */
interface DeltaPostings {
  slots: number[];
  masks: number[];
}

/** One lexeme's postings: the built part then the appended part, both in slot order. */
interface PostingList {
  start: number;
  builtLength: number;
  delta: DeltaPostings | undefined;
  length: number;
}

/** Postings as plain arrays in slot order. */
interface WordPostings {
  slots: Int32Array;
  masks: Uint8Array;
  length: number;
}

/** The union of two posting lists (a slot in both gets both weights). */
function mergePostings(a: WordPostings, b: WordPostings): WordPostings {
  const slots = new Int32Array(a.length + b.length);
  const masks = new Uint8Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const sa = i < a.length ? a.slots[i] : 0x7fffffff;
    const sb = j < b.length ? b.slots[j] : 0x7fffffff;
    if (sa === sb) {
      slots[n] = sa;
      masks[n++] = a.masks[i++] | b.masks[j++];
    } else if (sa < sb) {
      slots[n] = sa;
      masks[n++] = a.masks[i++];
    } else {
      slots[n] = sb;
      masks[n++] = b.masks[j++];
    }
  }
  return { slots: slots.subarray(0, n), masks: masks.subarray(0, n), length: n };
}

/** First index at or after `from` whose slot is ≥ `target` (galloping, then binary search). */
function seekSlot(slots: Int32Array, length: number, from: number, target: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < length && slots[hi] < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > length) hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slots[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A compiled filter: byte masks over publisher and node ids. */
interface CompiledFilter {
  publishers: Uint8Array;
  entitledPublishers: Uint8Array | null;
  entitledCollections: Set<number> | null;
  groups: Uint8Array[];
}

/** Matched documents: slots and their scores (NaN when the query does not rank). */
export interface Matches {
  slots: Int32Array;
  scores: Float64Array;
  length: number;
  ranked: boolean;
}

const maskOf = (ids: number[]) => {
  const m = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) if (id >= 0) m[id] = 1;
  return m;
};

export class SearchIndex {
  /** Slots in use; slots below `builtSize` are in the compact postings. */
  size = 0;
  builtSize = 0;
  dead = 0;
  deltaPostings = 0;
  /** Newest updated_at read so far (ms). */
  seen = 0;
  /** Grows with every change applied (caches of results compare it). */
  version = 0;

  ids = new Int32Array(1024);
  publisher = new Int32Array(1024);
  translated = new Uint8Array(1024);
  /** 1 for a live newest edition, 0 for a dead slot or an older edition kept for a designation query. */
  alive = new Uint8Array(1024);
  updatedAt = new Float64Array(1024);
  lastUpdate = new Float64Array(1024);
  published = new Float64Array(1024);
  /** Live newest editions per publisher and designation number (its languages). */
  private languagesOfLine = new Map<string, number>();
  /** Primary language of each slot, as an index into `languages`. */
  languageOf = new Uint8Array(1024);
  private languages: string[] = [];
  /** Number of lexeme positions outside the body (the document length of the ranking's normalisation). */
  docLength = new Uint16Array(1024);
  nodeStart = new Int32Array(1024);
  nodeCount = new Uint16Array(1024);
  nodes = new IntVec(1 << 16);
  collectionStart = new Int32Array(1024);
  collectionCount = new Uint16Array(1024);
  collections = new IntVec(1024);
  /** Letters and digits of the designation with its publisher ('astmd3039d3039m17'). */
  designationKey: string[] = [];
  /** … of the designation number ('d3039d3039m'), of its first part ('d3039'), of the designation ('d3039d3039m17'). */
  numberKey: string[] = [];
  firstKey: string[] = [];
  bareKey: string[] = [];
  /** First word of the displayed designation, lower case ('astm'). */
  displayLead: string[] = [];
  titleKey: string[] = [];
  /** Sort positions of the designation key and the title (fractional for slots added after the build). */
  keyRank = new Float64Array(1024);
  titleRank = new Float64Array(1024);
  private leads = new Map<string, string>();
  /** Built slots in designation-key and in bare-key order (prefix lookups of the type-ahead). */
  private keyOrder = new Int32Array(0);
  private bareOrder = new Int32Array(0);
  private numberOrder = new Int32Array(0);
  /** Built slots whose designation key holds each trigram, in slot order. */
  private trigramStart = new Int32Array(TRIGRAMS + 1);
  private trigramSlot = new Int32Array(0);
  private titleOrder = new Int32Array(0);
  /** Built slots by each one- or two-digit whole number of their designation ('12' → A12.87, ISO 12). */
  private shortNumbers = new Map<string, Int32Array>();
  /** The whole numbers of each slot's designation number, joined by spaces (' 12 87 '). */
  private numbersText: string[] = [];
  /** Slot of a newest edition by document id (-1 none). */
  private slotById: Int32Array = new Int32Array(1024).fill(-1);
  /** Slots of older editions read for designation queries, by document id. */
  private olderById = new Map<number, number>();

  // Compact postings of the built part.
  private lexemeIds = new Map<string, number>();
  private postingStart = new Int32Array(1);
  private postingSlot = new Int32Array(0);
  private postingMask = new Uint8Array(0);
  private delta = new Map<string, DeltaPostings>();

  // Texts of the built part searched with indexOf: keys joined by SEP, and where each slot's starts.
  private keyText = SEP;
  private titleText = SEP;
  private keyAt = new Int32Array(0);
  private titleAt = new Int32Array(0);

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
    const lexemeOf = new IntVec(1 << 16);
    const slotOf = new IntVec(1 << 16);
    let maskBuf = new Uint8Array(1 << 16);
    let n = 0;
    return {
      add(row: IndexRow) {
        if (!row.is_latest) return;
        ix.addLive(row, (lexeme, slot, mask) => {
          let id = ix.lexemeIds.get(lexeme);
          if (id === undefined) {
            id = ix.lexemeIds.size;
            ix.lexemeIds.set(lexeme, id);
          }
          lexemeOf.push(id);
          slotOf.push(slot);
          if (n === maskBuf.length) maskBuf = grown(maskBuf, n + 1);
          maskBuf[n++] = mask;
        });
      },
      async finish() {
        for (const phase of ix.seal(lexemeOf, slotOf, maskBuf, n)) {
          void phase;
          await new Promise((resolve) => setImmediate(resolve));
        }
        return ix;
      },
      finishNow() {
        for (const phase of ix.seal(lexemeOf, slotOf, maskBuf, n)) void phase;
        return ix;
      },
    };
  }

  /** Lays the collected postings out by lexeme, joins the searched key texts and sorts; yields between phases. */
  private *seal(lexemeOf: IntVec, slotOf: IntVec, maskBuf: Uint8Array, n: number): Generator<string> {
    // Counting sort by lexeme; slots were appended in increasing order, so each list stays sorted.
    const lexemes = this.lexemeIds.size;
    const start = new Int32Array(lexemes + 1);
    for (let i = 0; i < n; i++) start[lexemeOf.data[i] + 1]++;
    for (let l = 0; l < lexemes; l++) start[l + 1] += start[l];
    const fill = start.slice(0, lexemes);
    const postingSlot = new Int32Array(n);
    const postingMask = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const at = fill[lexemeOf.data[i]]++;
      postingSlot[at] = slotOf.data[i];
      postingMask[at] = maskBuf[i];
    }
    this.postingStart = start;
    this.postingSlot = postingSlot;
    this.postingMask = postingMask;
    this.builtSize = this.size;
    yield "postings";
    const joined = (keys: string[]) => {
      const at = new Int32Array(this.size);
      let pos = 1;
      for (let s = 0; s < this.size; s++) {
        at[s] = pos;
        pos += keys[s].length + 1;
      }
      return { text: `${SEP}${keys.slice(0, this.size).join(SEP)}${SEP}`, at };
    };
    const k = joined(this.designationKey);
    this.keyText = k.text;
    this.keyAt = k.at;
    const t = joined(this.titleKey);
    this.titleText = t.text;
    this.titleAt = t.at;
    yield "texts";
    this.indexTrigrams();
    this.indexShortNumbers();
    yield "trigrams";
    // Sort orders of the built part; a slot's rank is its place (key, then id).
    const order = (keys: string[]) => {
      const o = Int32Array.from({ length: this.size }, (_, i) => i);
      o.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : this.ids[a] - this.ids[b]));
      return o;
    };
    this.keyOrder = order(this.designationKey);
    yield "designation order";
    this.bareOrder = order(this.bareKey);
    yield "bare designation order";
    this.numberOrder = order(this.numberKey);
    yield "designation number order";
    this.titleOrder = order(this.titleKey);
    this.keyOrder.forEach((slot, i) => {
      this.keyRank[slot] = i;
    });
    this.titleOrder.forEach((slot, i) => {
      this.titleRank[slot] = i;
    });
  }

  /** Trigram postings of the built designation keys (each trigram once per key). */
  private indexTrigrams(): void {
    const size = this.builtSize;
    const start = new Int32Array(TRIGRAMS + 1);
    const stamp = new Int32Array(TRIGRAMS).fill(-1);
    const each = (fn: (code: number, slot: number) => void, mark: number) => {
      for (let slot = 0; slot < size; slot++) {
        const key = this.designationKey[slot];
        for (let i = 0; i + 3 <= key.length; i++) {
          const code = trigramAt(key, i);
          if (code < 0 || stamp[code] === slot + mark) continue;
          stamp[code] = slot + mark;
          fn(code, slot);
        }
      }
    };
    each((code) => start[code + 1]++, 0);
    for (let t = 0; t < TRIGRAMS; t++) start[t + 1] += start[t];
    const fill = start.slice(0, TRIGRAMS);
    const slots = new Int32Array(start[TRIGRAMS]);
    each((code, slot) => {
      slots[fill[code]++] = slot;
    }, size);
    this.trigramStart = start;
    this.trigramSlot = slots;
  }

  /** Postings of the short whole numbers of the built designations. */
  private indexShortNumbers(): void {
    const lists = new Map<string, IntVec>();
    for (let slot = 0; slot < this.builtSize; slot++) {
      const text = this.numbersText[slot];
      if (text === "") continue;
      for (const n of new Set(text.trim().split(" "))) {
        if (n.length > SHORT_NUMBER_DIGITS) continue;
        let v = lists.get(n);
        if (!v) {
          v = new IntVec(64);
          lists.set(n, v);
        }
        v.push(slot);
      }
    }
    this.shortNumbers = new Map([...lists].map(([n, v]) => [n, v.data.slice(0, v.length)]));
  }

  /** Live slots whose designation has the whole number `n` (one or two digits). */
  private slotsWithShortNumber(n: string, each: (slot: number) => void): void {
    const built = this.shortNumbers.get(n);
    if (built) for (const s of built) if (this.alive[s] === 1) each(s);
    const needle = ` ${n} `;
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] === 1 && this.numbersText[s].includes(needle)) each(s);
    }
  }

  /** Live slots whose designation key contains `needle` (trigram postings, else a scan of the keys). */
  private keysContaining(needle: string, each: (slot: number) => boolean | undefined): void {
    let best = -1;
    for (let i = 0; i + 3 <= needle.length; i++) {
      const code = trigramAt(needle, i);
      if (code < 0) {
        best = -1;
        break;
      }
      const n = this.trigramStart[code + 1] - this.trigramStart[code];
      if (best < 0 || n < this.trigramStart[best + 1] - this.trigramStart[best]) best = code;
    }
    if (best < 0) {
      this.contains(this.keyText, this.keyAt, (s) => this.designationKey[s], needle, each);
      return;
    }
    for (let i = this.trigramStart[best]; i < this.trigramStart[best + 1]; i++) {
      const s = this.trigramSlot[i];
      if (this.alive[s] === 1 && this.designationKey[s].includes(needle) && each(s) === false) return;
    }
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] === 1 && this.designationKey[s].includes(needle) && each(s) === false) return;
    }
  }

  /** Live slots whose key starts with `prefix`: a range of a built order, then the slots added since. */
  private keysStarting(
    order: Int32Array,
    keys: string[],
    prefix: string,
    each: (slot: number) => boolean | undefined,
  ): void {
    for (let i = this.lowerBound(order, keys, prefix); i < order.length; i++) {
      const s = order[i];
      if (!keys[s].startsWith(prefix)) break;
      if (this.alive[s] === 1 && each(s) === false) return;
    }
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] === 1 && keys[s].startsWith(prefix) && each(s) === false) return;
    }
  }

  /** First place in a built order whose key is ≥ `key`. */
  private lowerBound(order: Int32Array, keys: string[], key: string): number {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[order[mid]] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A newest edition in a new slot, its postings handed to `posting` (built or appended part). */
  private addLive(row: IndexRow, posting: (lexeme: string, slot: number, mask: number) => void): void {
    const slot = this.addSlot(row);
    this.alive[slot] = 1;
    this.countLine(slot, 1);
    this.live++;
    this.slotById = growFilled(this.slotById, row.id + 1, -1);
    this.slotById[row.id] = slot;
    // The ranking's length is that of the designation, title and description: a document with
    // its full text must not rank below a metadata-only one for the same title words.
    let length = 0;
    if (row.tsv) {
      parseTsvector(row.tsv, (lexeme, mask, _positions, metadata) => {
        posting(lexeme, slot, mask);
        length += metadata;
      });
    }
    this.docLength[slot] = Math.min(length, 65535);
  }

  private addSlot(row: IndexRow): number {
    const slot = this.size++;
    if (slot >= this.ids.length) {
      const need = slot + 1;
      this.languageOf = grown(this.languageOf, need);
      this.ids = grown(this.ids, need);
      this.publisher = grown(this.publisher, need);
      this.translated = grown(this.translated, need);
      this.alive = grown(this.alive, need);
      this.updatedAt = grown(this.updatedAt, need);
      this.lastUpdate = grown(this.lastUpdate, need);
      this.published = grown(this.published, need);
      this.docLength = grown(this.docLength, need);
      this.nodeStart = grown(this.nodeStart, need);
      this.nodeCount = grown(this.nodeCount, need);
      this.collectionStart = grown(this.collectionStart, need);
      this.collectionCount = grown(this.collectionCount, need);
      this.keyRank = grown(this.keyRank, need);
      this.titleRank = grown(this.titleRank, need);
    }
    this.ids[slot] = row.id;
    this.publisher[slot] = row.publisher_id;
    this.translated[slot] = row.translated ? 1 : 0;
    this.languageOf[slot] = this.languageIndex(row.language_code);
    this.alive[slot] = 0;
    this.updatedAt[slot] = row.updated_at.getTime();
    this.lastUpdate[slot] = row.last_update_date ? row.last_update_date.getTime() : Number.NaN;
    this.published[slot] = row.published_date ? row.published_date.getTime() : Number.NaN;
    this.nodeStart[slot] = this.nodes.length;
    this.nodeCount[slot] = row.refinement_node_ids.length;
    for (const id of row.refinement_node_ids) this.nodes.push(id);
    this.collectionStart[slot] = this.collections.length;
    this.collectionCount[slot] = row.collection_ids.length;
    for (const id of row.collection_ids) this.collections.push(id);
    this.designationKey[slot] = row.designation_key;
    this.numberKey[slot] = numberKey(row.designation_no);
    this.firstKey[slot] = numberKey(row.designation_no.split("/")[0]);
    this.bareKey[slot] = numberKey(row.designation);
    const numbers = row.designation_no.match(WHOLE_NUMBER);
    this.numbersText[slot] = numbers ? ` ${numbers.map((n) => n.replace(/^0+(?=\d)/, "")).join(" ")} ` : "";
    const lead = row.display_designation.split(" ")[0].toLowerCase();
    let interned = this.leads.get(lead);
    if (interned === undefined) {
      interned = lead;
      this.leads.set(lead, lead);
    }
    this.displayLead[slot] = interned;
    this.titleKey[slot] = row.title_key;
    // Built slots get their ranks when the build is sealed; later ones fall between them.
    if (this.builtSize > 0) {
      this.keyRank[slot] = this.lowerBound(this.keyOrder, this.designationKey, row.designation_key) - 0.5;
      this.titleRank[slot] = this.lowerBound(this.titleOrder, this.titleKey, row.title_key) - 0.5;
    }
    const t = row.updated_at.getTime();
    if (t > this.seen) this.seen = t;
    return slot;
  }

  /** The index of a primary language ('es' of 'es-ES') in `languages` (255: too many to tell apart). */
  private languageIndex(code: string): number {
    const primary = code.split(/[-_]/)[0].toLowerCase();
    let i = this.languages.indexOf(primary);
    if (i < 0 && this.languages.length < 255) {
      i = this.languages.length;
      this.languages.push(primary);
    }
    return i < 0 ? 255 : i;
  }

  /** A slot's document line across languages: its publisher and designation number. */
  private lineOf(s: number): string {
    return `${this.publisher[s]}${SEP}${this.numberKey[s]}`;
  }

  private countLine(s: number, by: 1 | -1): void {
    const key = this.lineOf(s);
    const n = (this.languagesOfLine.get(key) ?? 0) + by;
    if (n > 0) this.languagesOfLine.set(key, n);
    else this.languagesOfLine.delete(key);
  }

  /** Newest editions the index holds. */
  live = 0;

  /** Whether the appended or dead part is large enough that a fresh build pays. */
  get worn(): boolean {
    const appended = this.size - this.builtSize;
    return this.dead + appended > Math.max(1_000, this.builtSize * 0.2) || this.deltaPostings > 2_000_000;
  }

  /**
   * Applies changed rows (newest editions and others): an unchanged row is skipped, a changed
   * one replaces its slot, a row that is no longer a newest edition leaves the index.
   */
  apply(rows: IndexRow[]): number {
    let changed = 0;
    for (const row of rows) {
      const t = row.updated_at.getTime();
      if (t > this.seen) this.seen = t;
      const old = row.id < this.slotById.length ? this.slotById[row.id] : -1;
      if (old >= 0 && this.updatedAt[old] === t && row.is_latest) continue;
      const older = this.olderById.get(row.id);
      if (older !== undefined && this.updatedAt[older] !== t) {
        this.olderById.delete(row.id);
        this.dead++;
      }
      if (old >= 0) {
        this.alive[old] = 0;
        this.countLine(old, -1);
        this.live--;
        this.slotById[row.id] = -1;
        this.dead++;
      }
      changed++;
      this.version++;
      if (!row.is_latest) continue;
      this.addLive(row, (lexeme, slot, mask) => {
        let d = this.delta.get(lexeme);
        if (!d) {
          d = { slots: [], masks: [] };
          this.delta.set(lexeme, d);
        }
        d.slots.push(slot);
        d.masks.push(mask);
        this.deltaPostings++;
      });
    }
    return changed;
  }

  /**
   * Slots for older editions a designation query names (read from the database by the caller):
   * they never take part in other queries.
   */
  olderSlots(rows: IndexRow[]): number[] {
    return rows.map((row) => {
      const known = this.olderById.get(row.id);
      if (known !== undefined && this.updatedAt[known] === row.updated_at.getTime()) return known;
      if (known !== undefined) this.dead++;
      const slot = this.addSlot(row);
      this.olderById.set(row.id, slot);
      return slot;
    });
  }

  private compile(f: IndexFilter): CompiledFilter {
    return {
      publishers: maskOf(f.publisherIds),
      entitledPublishers: f.entitled ? maskOf(f.entitled.publisherIds) : null,
      entitledCollections: f.entitled ? new Set(f.entitled.collectionIds) : null,
      groups: f.nodeGroups.map(maskOf),
    };
  }

  /** Whether a slot passes the filter (publishers, entitlement, every refinement group). */
  private passes(s: number, c: CompiledFilter): boolean {
    const p = this.publisher[s];
    if (c.publishers[p] !== 1) return false;
    if (c.entitledPublishers && c.entitledPublishers[p] !== 1) {
      let inCollection = false;
      const from = this.collectionStart[s];
      const to = from + this.collectionCount[s];
      for (let i = from; i < to; i++) {
        if (c.entitledCollections!.has(this.collections.data[i])) {
          inCollection = true;
          break;
        }
      }
      if (!inCollection) return false;
    }
    if (c.groups.length) {
      const from = this.nodeStart[s];
      const to = from + this.nodeCount[s];
      const nodes = this.nodes.data;
      for (const g of c.groups) {
        let hit = false;
        for (let i = from; i < to; i++) {
          if (g[nodes[i]] === 1) {
            hit = true;
            break;
          }
        }
        if (!hit) return false;
      }
    }
    return true;
  }

  private postings(lexeme: string): PostingList | null {
    const id = this.lexemeIds.get(lexeme);
    const delta = this.delta.get(lexeme);
    if (id === undefined && !delta) return null;
    const start = id === undefined ? 0 : this.postingStart[id];
    const builtLength = id === undefined ? 0 : this.postingStart[id + 1] - start;
    return { start, builtLength, delta, length: builtLength + (delta?.slots.length ?? 0) };
  }

  /** A posting list as plain arrays (a view of the built part, or a copy joined with the appended part). */
  private flat(p: PostingList): WordPostings {
    const built = {
      slots: this.postingSlot.subarray(p.start, p.start + p.builtLength),
      masks: this.postingMask.subarray(p.start, p.start + p.builtLength),
      length: p.builtLength,
    };
    if (!p.delta) return built;
    const slots = new Int32Array(p.length);
    const masks = new Uint8Array(p.length);
    slots.set(built.slots);
    masks.set(built.masks);
    slots.set(p.delta.slots, p.builtLength);
    masks.set(p.delta.masks, p.builtLength);
    return { slots, masks, length: p.length };
  }

  /**
   * One query word's postings: the union of its alternative lexemes' (unstemmed, English,
   * interface language), a slot carrying several of them with their weights combined.
   */
  private wordPostings(alternatives: string[]): WordPostings | null {
    let out: WordPostings | null = null;
    for (const lexeme of alternatives) {
      const p = this.postings(lexeme);
      if (!p || p.length === 0) continue;
      const w = this.flat(p);
      out = out ? mergePostings(out, w) : w;
    }
    return out;
  }

  /** The number of slots carrying the rarest word: text matches never outnumber it. */
  private rarestWord(words: string[][]): number {
    let n = Number.POSITIVE_INFINITY;
    for (const alternatives of words) {
      let m = 0;
      for (const l of alternatives) m += this.postings(l)?.length ?? 0;
      n = Math.min(n, m);
    }
    return Number.isFinite(n) ? n : 0;
  }

  /**
   * Full-text matches: live slots carrying every word (any of its alternative lexemes), with
   * their rank (weights of the places each word occurs, over 1 + log of the document's length;
   * translations a little lower).
   */
  private textMatches(
    words: string[][],
    compounds: string[],
    language: string | null,
    c: CompiledFilter,
    out: (slot: number, score: number) => void,
  ): void {
    if (words.length === 0) return;
    // Translations into the reader's language rank as originals; other languages lower.
    const readersLanguage = this.languages.indexOf((language ?? "en").split(/[-_]/)[0].toLowerCase());
    const lists: WordPostings[] = [];
    for (const alternatives of words) {
      const p = this.wordPostings(alternatives);
      if (!p) return;
      lists.push(p);
    }
    lists.sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    const cursors = new Int32Array(rest.length);
    // Words typed apart that a document writes joined score again, as the joined word.
    const joined = compounds.flatMap((l) => {
      const p = this.postings(l);
      return p?.length ? [this.flat(p)] : [];
    });
    const joinedAt = new Int32Array(joined.length);
    next: for (let i = 0; i < first.length; i++) {
      const s = first.slots[i];
      if (this.alive[s] !== 1) continue;
      let score = MASK_SCORE[first.masks[i]];
      for (let r = 0; r < rest.length; r++) {
        const p = rest[r];
        const at = seekSlot(p.slots, p.length, cursors[r], s);
        cursors[r] = at;
        if (at >= p.length) break next;
        if (p.slots[at] !== s) continue next;
        score += MASK_SCORE[p.masks[at]];
      }
      if (!this.passes(s, c)) continue;
      for (let j = 0; j < joined.length; j++) {
        const p = joined[j];
        const at = seekSlot(p.slots, p.length, joinedAt[j], s);
        joinedAt[j] = at;
        if (at < p.length && p.slots[at] === s) score += MASK_SCORE[p.masks[at]];
      }
      let rank = score / (1 + Math.log(1 + this.docLength[s]));
      if (this.languageOf[s] !== readersLanguage) rank *= OTHER_LANGUAGE_FACTOR;
      else if (this.translated[s] === 1 && language === null) rank *= TRANSLATION_FACTOR;
      out(s, rank);
    }
  }

  /** Live slots whose joined key text holds `needle` (indexOf over the built part, a scan of the rest). */
  private contains(
    text: string,
    at: Int32Array,
    keys: (s: number) => string,
    needle: string,
    each: (slot: number) => boolean | undefined,
  ): void {
    let last = -1;
    for (let pos = text.indexOf(needle); pos >= 0; pos = text.indexOf(needle, pos + 1)) {
      // The slot whose text starts at or before the match.
      let lo = 0;
      let hi = at.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (at[mid] <= pos) lo = mid;
        else hi = mid - 1;
      }
      // Needles hold no separator, so a match lies inside one key; a key matching twice counts once.
      if (lo === last) continue;
      last = lo;
      if (this.alive[lo] === 1 && each(lo) === false) return;
    }
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] !== 1) continue;
      const k = keys(s);
      if (k.includes(needle) && each(s) === false) return;
    }
  }

  /**
   * Designation score: exact, then prefix, then contained; a number that completes the
   * designation ('aws a 12 87' → A12.87) is exact before the reading of it as an edition year;
   * the named edition and publisher add; originals first. Equal matches are then ordered by the
   * tie-breaks (own publisher, family size, recency; see OWN_PUBLISHER_BONUS).
   */
  private designationScore(
    s: number,
    q: DesignationQuery,
    namedPublisherId: number | null,
    ownPublisherId: number | null,
  ): number {
    const core = q.withoutEdition ?? q.bare;
    const no = this.numberKey[s];
    const first = this.firstKey[s];
    const namedPublisher =
      q.publisherKey !== null &&
      (this.publisher[s] === namedPublisherId || this.displayLead[s] === q.publisherKey.toLowerCase());
    let exact: boolean;
    // A number alone is the designation when it is the first part's number ('3039' of 'D3039'),
    // else it may be one of its whole numbers ('192' of '49 CFR 192', '9001' of an amendment).
    let whole = false;
    if (q.digitsOnly) {
      const typed = q.edition ? q.numbers.slice(0, -1) : q.numbers;
      if (typed.length > 1) {
        // Numbers typed apart ('527-1') are the designation's own numbers in that order ('ISO
        // 527-1'), not digits that happen to follow each other ('A5271').
        const sequence = ` ${typed.join(" ")} `;
        exact = this.numbersText[s].startsWith(sequence);
        whole = !exact && this.numbersText[s].includes(sequence);
      } else {
        const m = /^[a-z]?(\d+)[a-z]?$/.exec(first);
        exact = m !== null && m[1] === core;
        whole = !exact && this.numbersText[s].includes(` ${core.replace(/^0+(?=\d)/, "")} `);
      }
    } else exact = first === core || no === core;
    const completes = q.edition !== null && (first === q.bare || no === q.bare);
    let score = this.translated[s] === 1 ? 0 : 5;
    // A whole number of a designation of the publisher named ('CFR 192', 'AATCC 135') ranks just
    // below its exact designations, above other publishers' (whatever their tie-breaks).
    const wholeScore = namedPublisher ? 999 : 700;
    score += completes ? 1100 : exact ? 1000 : whole ? wholeScore : no.startsWith(core) ? 500 : 100;
    if (q.edition && this.bareKey[s] === q.bare) score += 300;
    if (namedPublisher) score += 50;
    if (ownPublisherId !== null && this.publisher[s] === ownPublisherId) score += OWN_PUBLISHER_BONUS;
    score += Math.min(this.languagesOfLine.get(this.lineOf(s)) ?? 1, LANGUAGES_CAP);
    // Most recent last: a fraction under one step of the family size (years since 1900 over 250).
    const t = Number.isNaN(this.lastUpdate[s]) ? this.published[s] : this.lastUpdate[s];
    if (!Number.isNaN(t)) score += Math.min(0.9, Math.max(0, (new Date(t).getUTCFullYear() - 1900) / 250));
    return score;
  }

  /** Live slots carrying any of the refinement nodes (nodes carry their ancestors). */
  private codeMatches(nodeIds: number[], c: CompiledFilter, out: (slot: number) => void): void {
    const wanted = maskOf(nodeIds);
    const nodes = this.nodes.data;
    for (let s = 0; s < this.size; s++) {
      if (this.alive[s] !== 1) continue;
      const from = this.nodeStart[s];
      const to = from + this.nodeCount[s];
      for (let i = from; i < to; i++) {
        const n = nodes[i];
        if (n < wanted.length && wanted[n] === 1) {
          if (this.passes(s, c)) out(s);
          break;
        }
      }
    }
  }

  /** Live slots the designation query matches (without the older editions it may name). */
  private designationMatches(q: DesignationQuery, c: CompiledFilter, out: (slot: number) => void): void {
    const core = q.withoutEdition ?? q.bare;
    const each = (s: number) => {
      if (this.passes(s, c)) out(s);
      return undefined;
    };
    if (q.digitsOnly && core.length <= SHORT_NUMBER_DIGITS)
      this.slotsWithShortNumber(core.replace(/^0+(?=\d)/, ""), each);
    else if (core.length < SHORT_CORE) this.keysStarting(this.numberOrder, this.numberKey, core, each);
    else this.keysContaining(core, each);
  }

  /**
   * Every document the query matches, with its best-match score. `older` are slots of older
   * editions the designation names (see olderSlots); they match by their designation.
   */
  match(q: IndexQuery, older: number[] = []): Matches {
    const c = this.compile(q);
    const text = q.field !== "designation" ? q.lexemes : null;
    const dq = q.field !== "keyword" ? q.designation : null;
    const empty = (): Matches => ({ slots: new Int32Array(0), scores: new Float64Array(0), length: 0, ranked: true });
    // A designation search whose text names no designation matches nothing.
    if (q.field === "designation" && dq === null && q.hasText) return empty();

    const codes = q.field !== "keyword" && q.codeNodeIds?.length ? q.codeNodeIds : null;
    if (text === null && dq === null && codes === null) {
      // No text: every newest edition that passes the filter, newest first (no rank).
      const slots = new Int32Array(this.size);
      let n = 0;
      for (let s = 0; s < this.size; s++) if (this.alive[s] === 1 && this.passes(s, c)) slots[n++] = s;
      return { slots: slots.subarray(0, n), scores: new Float64Array(0), length: n, ranked: false };
    }

    // Text matches never outnumber the shortest posting list of their words.
    const capacity = Math.max(16, text ? this.rarestWord(text) : 0);
    const slots = new IntVec(capacity);
    const scores = new FloatVec(capacity);
    if (text) {
      this.textMatches(text, q.compounds ?? [], q.language ?? null, c, (s, rank) => {
        slots.push(s);
        scores.push(rank);
      });
    }
    // Matches by designation and by a named committee or ICS code, with their scores.
    const more = new Map<number, number>();
    if (dq) {
      const own = q.ownPublisherId ?? null;
      const named = q.namedPublisherId ?? null;
      const add = (s: number) => more.set(s, (more.get(s) ?? 0) + this.designationScore(s, dq, named, own));
      this.designationMatches(dq, c, add);
      for (const s of older) if (this.passes(s, c)) add(s);
    }
    if (codes) this.codeMatches(codes, c, (s) => more.set(s, (more.get(s) ?? 0) + CODE_SCORE));
    if (more.size) {
      // Text matches are in slot order; among the others the words' score only breaks what the
      // designation or code leaves equal.
      const textCount = slots.length;
      for (const [s, score] of more) {
        let lo = 0;
        let hi = textCount;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (slots.data[mid] < s) lo = mid + 1;
          else hi = mid;
        }
        if (lo < textCount && slots.data[lo] === s)
          scores.data[lo] = scores.data[lo] * TEXT_IN_DESIGNATION_MATCH + score;
        else {
          slots.push(s);
          scores.push(score);
        }
      }
    }
    const n = slots.length;
    return { slots: slots.data.subarray(0, n), scores: scores.data.subarray(0, n), length: n, ranked: true };
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
    const ranked = (keys: string[], rank: Float64Array, a: number, b: number, dir: 1 | -1) => {
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

  /**
   * Type-ahead candidates: designations containing the key (a match right after the publisher
   * prefix, or at the start of the designation, ranks first), then titles containing every word.
   */
  typeAhead(f: IndexFilter, q: { key: string; words: string[] }, limit: number): { id: number; score: number }[] {
    const c = this.compile(f);
    const found = new Map<number, number>();
    // Bounded: a short key can start or sit in very many designations; the best are kept below.
    const cap = Math.max(limit * 5, 100);
    if (q.key.length >= 2) {
      // Starting with the key, right after the publisher prefix or at the designation's start:
      // ranges of the built sort orders, then the slots added since.
      for (const [order, keys] of [
        [this.keyOrder, this.designationKey],
        [this.bareOrder, this.bareKey],
      ] as const) {
        let taken = 0;
        this.keysStarting(order, keys, q.key, (s) => {
          if (!this.passes(s, c)) return undefined;
          found.set(s, 3);
          return ++taken < cap;
        });
      }
      // Containing it further in, while the starts leave room.
      if (found.size < limit) {
        let seen = 0;
        this.keysContaining(q.key, (s) => {
          if (found.has(s) || !this.passes(s, c)) return undefined;
          found.set(s, 2);
          return ++seen < cap;
        });
      }
    }
    const words = q.words.filter((w) => w.length >= 3);
    if (words.length && found.size < limit) {
      // The longest word narrows most; the others are checked on each title it finds.
      const [lead, ...others] = [...words].sort((a, b) => b.length - a.length);
      let taken = 0;
      this.contains(
        this.titleText,
        this.titleAt,
        (s) => this.titleKey[s],
        lead,
        (s) => {
          if (found.has(s) || !this.passes(s, c)) return undefined;
          const title = this.titleKey[s];
          if (!others.every((w) => title.includes(w))) return undefined;
          found.set(s, 1);
          return ++taken < limit;
        },
      );
    }
    return [...found]
      .sort(
        ([a, sa], [b, sb]) =>
          sb - sa ||
          this.designationKey[a].length - this.designationKey[b].length ||
          (this.designationKey[a] === this.designationKey[b]
            ? this.ids[a] - this.ids[b]
            : this.keyRank[a] - this.keyRank[b]),
      )
      .slice(0, limit)
      .map(([s, score]) => ({ id: this.ids[s], score }));
  }

  /** Document id of a slot. */
  idOf(slot: number): number {
    return this.ids[slot];
  }
}

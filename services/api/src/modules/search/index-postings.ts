// The search index's low-level structures (index-slots.ts, index-matching.ts): PostgreSQL's
// tsvector text read into weighted postings, growable typed arrays, posting lists (the built
// part and the appended part, their union and a galloping seek) and compiled filters.

/** Weight bits of a posting: A designation, B title, C description, D body. */
export const BIT = { A: 8, B: 4, C: 2, D: 1 } as const;

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

/**
 * A copy of a string that holds on to nothing else: a lexeme cut from a document's tsvector text
 * is, from 13 characters on, a view that keeps the whole text alive for as long as the index
 * keeps the lexeme.
 */
export const ownString = (s: string) => (s.length < 13 ? s : Buffer.from(s, "utf8").toString("utf8"));

export class IntVec {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(Math.max(16, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  /** Drops the room beyond a sixteenth more than it holds (a built index keeps what it holds). */
  trim() {
    const keep = this.length + (this.length >> 4) + 16;
    if (keep < this.data.length) this.data = this.data.slice(0, keep);
  }
}

/**
 * `a` with room for `need` entries: itself, or a copy `factor` times as long (the index's columns
 * grow by a quarter: doubling a million-slot column for one changed document wastes megabytes).
 */
export function grown<T extends Int32Array | Uint8Array | Uint16Array | Float32Array | Float64Array>(
  a: T,
  need: number,
  factor = 2,
): T {
  if (need <= a.length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(need, Math.ceil(a.length * factor)));
  next.set(a);
  return next;
}

export function growFilled(a: Int32Array, need: number, fill: number, factor = 2): Int32Array {
  if (need <= a.length) return a;
  const next = new Int32Array(Math.max(need, Math.ceil(a.length * factor))).fill(fill);
  next.set(a);
  return next;
}

export class FloatVec {
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

/**
 * A posting in one 32-bit word: the slot, then its four weight bits (BIT) below it. Ordering the
 * words orders the slots, so a list seeks and merges on them as on slots (slots stay under 2^27).
 * Two arrays (slots, then a byte of weights) took five bytes a posting; this takes four.
 */
export const posting = (slot: number, mask: number) => (slot << 4) | mask;
export const slotOfPosting = (p: number) => p >> 4;
export const maskOfPosting = (p: number) => p & 15;

/** Postings of one lexeme appended after the build. */
export interface DeltaPostings {
  postings: number[];
}

/** One lexeme's postings: the built part then the appended part, both in slot order. */
export interface PostingList {
  start: number;
  builtLength: number;
  delta: DeltaPostings | undefined;
  length: number;
}

/** Postings (see `posting`) in slot order. */
export interface WordPostings {
  postings: Int32Array;
  length: number;
}

/** The union of two posting lists (a slot in both gets both weights). */
export function mergePostings(a: WordPostings, b: WordPostings): WordPostings {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const pa = i < a.length ? a.postings[i] : 0x7fffffff;
    const pb = j < b.length ? b.postings[j] : 0x7fffffff;
    const sa = slotOfPosting(pa);
    const sb = slotOfPosting(pb);
    if (sa === sb) {
      out[n++] = pa | pb;
      i++;
      j++;
    } else if (sa < sb) {
      out[n++] = pa;
      i++;
    } else {
      out[n++] = pb;
      j++;
    }
  }
  return { postings: out.subarray(0, n), length: n };
}

/** First index at or after `from` whose slot is ≥ `target` (galloping, then binary search). */
export function seekSlot(postings: Int32Array, length: number, from: number, target: number): number {
  // The smallest posting of the target slot: a posting is below it exactly when its slot is.
  const key = posting(target, 0);
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < length && postings[hi] < key) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > length) hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postings[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A compiled filter: byte masks over publisher and node ids. */
export interface CompiledFilter {
  publishers: Uint8Array;
  entitledPublishers: Uint8Array | null;
  entitledCollections: Set<number> | null;
  groups: Uint8Array[];
  /** Only these document ids (a "cites" search), or null. */
  documents: ReadonlySet<number> | null;
}

export const maskOf = (ids: number[]) => {
  const m = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) if (id >= 0) m[id] = 1;
  return m;
};

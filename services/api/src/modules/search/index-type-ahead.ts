// The type-ahead of the search index (search-index.ts `typeAhead`; type-ahead-service.ts calls
// it): designations starting with the typed key (right after the publisher prefix, or at the
// designation's start), then designations containing it, then titles containing every word.
//
// It answers in tens of microseconds at any catalogue size (issue 29 §3: ahead of FlexSearch on
// the same records, `npm run bench:search`). Per call it sorts nothing but the few candidates it
// keeps, allocates no set or map, and never scans the joined titles for a common word: the
// first TITLE_HEAD slots of each title trigram are kept in slot order (a few megabytes whatever
// the catalogue's size), which answers "the first titles containing the word" directly; past the
// end of the shortest of those heads the joined titles are searched as before, so the answer is
// the same as a scan's.
import { TRIGRAMS, trigramAt } from "@norma/documents/designations/designation-keys";
import { IndexMatching, slotOfOffset } from "./index-matching.ts";
import type { CompiledFilter } from "./index-postings.ts";
import type { IndexFilter } from "./search-index-types.ts";

/** Slots kept per title trigram: enough for 60 titles of a common word in the mix's tests. */
const TITLE_HEAD = 512;

/** Scratch of one call (calls are synchronous, so one set of buffers serves every index). */
let cand = new Int32Array(1024);
let heap = new Int32Array(128);
/** Per trigram of a title word: its place in its head and the end of what it covers. */
let cursor = new Int32Array(32);
/** Per candidate: its designation key's length and rank as one number (built slots). */
let order = new Float64Array(1024);
/** Whether the filter of the call under way lets every built slot through (set by typeAhead). */
let allBuiltPass = false;
/** Candidates of one call (cand[0, n)). */
let n = 0;

function add(s: number): void {
  if (n === cand.length) {
    const grown = new Int32Array(n * 2);
    grown.set(cand);
    cand = grown;
  }
  cand[n++] = s;
}

/** Whether `s` is among cand[0, to). */
function among(s: number, to: number): boolean {
  for (let i = 0; i < to; i++) if (cand[i] === s) return true;
  return false;
}

export abstract class IndexTypeAhead extends IndexMatching {
  /** Built slots whose title holds each trigram, the first TITLE_HEAD of them, in slot order. */
  protected titleHeadStart = new Int32Array(0);
  protected titleHeadSlot = new Int32Array(0);
  /** 1 where a trigram's head was cut (more built titles hold it than it keeps). */
  protected titleHeadCut = new Uint8Array(0);
  /**
   * Each built slot's place in the type-ahead's order of designations (shorter first, then
   * designation order): one read per candidate instead of its key and rank.
   */
  protected typeAheadRank = new Int32Array(0);
  /**
   * Where the keys starting with each trigram begin in keyOrder and bareOrder (a key's range is
   * searched within its first three letters' bucket: a few comparisons instead of twenty).
   */
  protected keyBuckets = new Int32Array(0);
  protected bareBuckets = new Int32Array(0);
  /** The publishers of the built slots: a filter letting all of them through needs no check of a built slot. */
  protected builtPublishers = new Int32Array(0);

  /**
   * The type-ahead's order of the built slots, its buckets and title trigram heads (after seal);
   * yields between phases, as seal does, so that a rebuild lets queries through.
   */
  protected *indexTypeAhead(): Generator<string> {
    // Designation order (keyOrder) spread by key length: a counting sort, stable.
    const size = this.builtSize;
    let longest = 0;
    for (let s = 0; s < size; s++) longest = Math.max(longest, this.designationKey[s].length);
    const byLength = new Int32Array(longest + 2);
    for (let s = 0; s < size; s++) byLength[this.designationKey[s].length + 1]++;
    for (let l = 0; l <= longest; l++) byLength[l + 1] += byLength[l];
    const rank = new Int32Array(size);
    for (const s of this.keyOrder) rank[s] = byLength[this.designationKey[s].length]++;
    this.typeAheadRank = rank;
    this.builtPublishers = Int32Array.from(new Set(this.publisher.subarray(0, size)));
    this.keyBuckets = this.buckets(this.keyOrder, this.designationKey);
    this.bareBuckets = this.buckets(this.bareOrder, this.bareKey);
    yield "type-ahead order";
    yield* this.indexTitleHeads();
  }

  private buckets(order: Int32Array, keys: string[]): Int32Array<ArrayBuffer> {
    const out = new Int32Array(TRIGRAMS + 1);
    const letter = (c: number) => String.fromCharCode(c < 10 ? 48 + c : 87 + c);
    let from = 0;
    for (let t = 0; t < TRIGRAMS; t++) {
      const prefix = letter(Math.floor(t / 1296)) + letter(Math.floor(t / 36) % 36) + letter(t % 36);
      from = this.lowerBoundIn(order, keys, prefix, from, order.length);
      out[t] = from;
    }
    out[TRIGRAMS] = order.length;
    return out;
  }

  /** First place in order[from, to) whose key is ≥ `key`. */
  private lowerBoundIn(order: Int32Array, keys: string[], key: string, from: number, to: number): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[order[mid]] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The places in a built order whose keys start with `key`: [from, to). */
  private rangeStarting(order: Int32Array, keys: string[], buckets: Int32Array, key: string): [number, number] {
    let from = 0;
    let to = order.length;
    const t = key.length >= 3 && buckets.length > 0 ? trigramAt(key, 0) : -1;
    if (t >= 0) {
      from = buckets[t];
      to = buckets[t + 1];
    }
    const lo = this.lowerBoundIn(order, keys, key, from, to);
    // The end: doubling steps while the keys still start with it, then halving.
    let good = lo - 1;
    let step = 1;
    let probe = lo;
    while (probe < to && keys[order[probe]].startsWith(key)) {
      good = probe;
      probe = lo + step;
      step *= 2;
    }
    let a = good + 1;
    let b = Math.min(probe, to);
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (keys[order[mid]].startsWith(key)) a = mid + 1;
      else b = mid;
    }
    return [lo, a];
  }

  private *indexTitleHeads(): Generator<string> {
    const size = this.builtSize;
    const count = new Int32Array(TRIGRAMS);
    const stamp = new Int32Array(TRIGRAMS).fill(-1);
    const cut = new Uint8Array(TRIGRAMS);
    const each = (fn: (code: number, slot: number) => void) => {
      stamp.fill(-1);
      for (let slot = 0; slot < size; slot++) {
        const title = this.titleKey[slot];
        for (let i = 0; i + 3 <= title.length; i++) {
          const code = trigramAt(title, i);
          if (code < 0 || stamp[code] === slot) continue;
          stamp[code] = slot;
          fn(code, slot);
        }
      }
    };
    each((code) => {
      if (count[code] < TITLE_HEAD) count[code]++;
      else cut[code] = 1;
    });
    yield "title trigrams counted";
    const start = new Int32Array(TRIGRAMS + 1);
    for (let t = 0; t < TRIGRAMS; t++) start[t + 1] = start[t] + count[t];
    const fill = start.slice(0, TRIGRAMS);
    const slots = new Int32Array(start[TRIGRAMS]);
    each((code, slot) => {
      if (fill[code] < start[code + 1]) slots[fill[code]++] = slot;
    });
    this.titleHeadStart = start;
    this.titleHeadSlot = slots;
    this.titleHeadCut = cut;
  }

  /**
   * Type-ahead candidates: designations containing the key (a match right after the publisher
   * prefix, or at the start of the designation, ranks first), then titles containing every word.
   */
  typeAhead(f: IndexFilter, q: { key: string; words: string[] }, limit: number): { id: number; score: number }[] {
    const c = this.compile(f);
    allBuiltPass = this.letsAllBuiltThrough(c);
    // Bounded: a short key can start or sit in very many designations; the best are kept below.
    const cap = Math.max(limit * 5, 100);
    const key = q.key;
    const byKey = key.length >= 2;
    n = 0;
    // Starting with the key: a range of each built sort order, then the slots added since.
    if (byKey) {
      this.startingWith(this.keyOrder, this.designationKey, this.keyBuckets, key, c, cap, -1);
      this.startingWith(this.bareOrder, this.bareKey, this.bareBuckets, key, c, cap, n);
    }
    const starts = n;
    // Containing it further in, while the starts leave room. Neither order reached its cap
    // (cap ≥ limit > n), so a slot among the starts is one whose key starts with the key.
    if (byKey && n < limit) {
      let seen = 0;
      this.keysContaining(key, (s) => {
        if ((starts > 0 && this.startsWithKey(s, key)) || !this.admits(s, c)) return undefined;
        add(s);
        return ++seen < cap;
      });
    }
    const contained = n;
    const words = q.words.filter((w) => w.length >= 3);
    if (words.length && n < limit) {
      // The longest word narrows most; the others are checked on each title it finds.
      const [lead, ...others] = [...words].sort((a, b) => b.length - a.length);
      let taken = 0;
      const found = n;
      this.titlesContaining(lead, (s) => {
        if (among(s, found) || !this.admits(s, c)) return undefined;
        if (others.length > 0) {
          const title = this.titleKey[s];
          for (const w of others) if (!title.includes(w)) return undefined;
        }
        add(s);
        return ++taken < limit;
      });
    }
    const out: { id: number; score: number }[] = [];
    this.best(0, starts, limit, 3, out);
    this.best(starts, contained, limit, 2, out);
    this.best(contained, n, limit, 1, out);
    return out;
  }

  /** Whether no built slot can fail the filter: no entitlement, group or document list, every publisher in. */
  private letsAllBuiltThrough(c: CompiledFilter): boolean {
    if (c.entitledPublishers || c.groups.length > 0 || c.documents) return false;
    for (const p of this.builtPublishers) if (c.publishers[p] !== 1) return false;
    return true;
  }

  /** passes, without reading a built slot when the filter lets every built slot through. */
  private admits(s: number, c: CompiledFilter): boolean {
    return (allBuiltPass && s < this.builtSize) || this.passes(s, c);
  }

  private startsWithKey(s: number, key: string): boolean {
    return this.designationKey[s].startsWith(key) || this.bareKey[s].startsWith(key);
  }

  /**
   * Live slots passing the filter whose key starts with `key`, up to `cap` of them: a range of
   * the built order, then the slots added since. A slot the first order already gave (those from
   * `secondFrom` on are the second order's) is not given again.
   */
  private startingWith(
    order: Int32Array,
    keys: string[],
    buckets: Int32Array,
    key: string,
    c: CompiledFilter,
    cap: number,
    secondFrom: number,
  ): void {
    let taken = 0;
    const [from, to] = this.rangeStarting(order, keys, buckets, key);
    for (let i = from; i < to; i++) {
      const s = order[i];
      if (this.alive[s] !== 1 || !this.admits(s, c)) continue;
      if (secondFrom <= 0 || !this.designationKey[s].startsWith(key) || !among(s, secondFrom)) add(s);
      if (++taken >= cap) return;
    }
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] !== 1 || !keys[s].startsWith(key) || !this.passes(s, c)) continue;
      if (secondFrom <= 0 || !this.designationKey[s].startsWith(key) || !among(s, secondFrom)) add(s);
      if (++taken >= cap) return;
    }
  }

  /**
   * Live slots whose title contains `word`, in slot order (as a scan of the joined titles gives
   * them): the built slots before the end of the shortest trigram head from the head with the
   * fewest of them, the joined titles after it, then the slots added since.
   */
  private titlesContaining(word: string, each: (slot: number) => boolean | undefined): void {
    const start = this.titleHeadStart;
    let until = this.builtSize;
    let codes = word.length >= 3 && start.length > 0;
    for (let i = 0; codes && i + 3 <= word.length; i++) {
      const code = trigramAt(word, i);
      if (code < 0) codes = false;
      else if (this.titleHeadCut[code] === 1) until = Math.min(until, this.titleHeadSlot[start[code + 1] - 1] + 1);
    }
    if (!codes) {
      this.contains(this.titleText, this.titleAt, (s) => this.titleKey[s], word, each);
      return;
    }
    // Every built title before `until` holding the word is in each of its trigrams' heads: the
    // shortest leads, the others are stepped through beside it, and the title read only then.
    const heads = this.titleHeadSlot;
    const trigrams = word.length - 2;
    if (cursor.length < trigrams * 2) cursor = new Int32Array(trigrams * 4);
    let lead = 0;
    for (let i = 0; i < trigrams; i++) {
      const code = trigramAt(word, i);
      cursor[2 * i] = start[code];
      cursor[2 * i + 1] = this.below(heads, start[code], start[code + 1], until);
      if (cursor[2 * i + 1] - cursor[2 * i] < cursor[2 * lead + 1] - cursor[2 * lead]) lead = i;
    }
    const verify = trigrams > 1;
    next: for (let i = cursor[2 * lead]; i < cursor[2 * lead + 1]; i++) {
      const s = heads[i];
      for (let t = 0; t < trigrams; t++) {
        if (t === lead) continue;
        let at = cursor[2 * t];
        const end = cursor[2 * t + 1];
        while (at < end && heads[at] < s) at++;
        cursor[2 * t] = at;
        if (at === end || heads[at] !== s) continue next;
      }
      if (this.alive[s] !== 1 || (verify && !this.titleKey[s].includes(word))) continue;
      if (each(s) === false) return;
    }
    if (until < this.builtSize) {
      // Past the heads: the joined titles from the first slot they do not cover.
      const text = this.titleText;
      const at = this.titleAt;
      let last = -1;
      for (let pos = text.indexOf(word, at[until]); pos >= 0; pos = text.indexOf(word, pos + 1)) {
        const lo = slotOfOffset(at, pos, until);
        if (lo === last) continue;
        last = lo;
        if (this.alive[lo] === 1 && each(lo) === false) return;
      }
    }
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] === 1 && this.titleKey[s].includes(word) && each(s) === false) return;
    }
  }

  /** First place in `slots[from, to)` (ascending) holding a slot ≥ `bound`. */
  private below(slots: Int32Array, from: number, to: number, bound: number): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (slots[mid] < bound) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Appends the best of the candidates `cand[from, to)` with `score`, until `out` holds `limit`:
   * shorter designations first, then designation order (equal designations by id), then the
   * order found. A bounded heap keeps them, so only those kept are sorted.
   */
  private best(from: number, to: number, limit: number, score: number, out: { id: number; score: number }[]): void {
    const k = Math.min(limit - out.length, to - from);
    if (k <= 0) return;
    const keys = this.designationKey;
    const rank = this.keyRank;
    const ids = this.ids;
    // Built slots have distinct places in that order; a slot added since (a fractional rank,
    // maybe shared) is compared in full.
    if (order.length < to) order = new Float64Array(to * 2);
    let added = false;
    for (let x = from; x < to; x++) {
      const s = cand[x];
      if (s >= this.builtSize) added = true;
      else order[x] = this.typeAheadRank[s];
    }
    // Compares candidates by their places in `cand` (the place breaks the last ties: a stable order).
    const cmp = added
      ? (x: number, y: number) => {
          const a = cand[x];
          const b = cand[y];
          const ka = keys[a];
          const kb = keys[b];
          return ka.length - kb.length || (ka === kb ? ids[a] - ids[b] : rank[a] - rank[b]) || x - y;
        }
      : (x: number, y: number) => order[x] - order[y];
    if (heap.length < k) heap = new Int32Array(k * 2);
    // The worst kept on top.
    let size = 0;
    for (let x = from; x < to; x++) {
      if (size < k) {
        let i = size++;
        heap[i] = x;
        while (i > 0) {
          const p = (i - 1) >> 1;
          if (cmp(heap[i], heap[p]) <= 0) break;
          const t = heap[i];
          heap[i] = heap[p];
          heap[p] = t;
          i = p;
        }
      } else if (cmp(x, heap[0]) < 0) {
        heap[0] = x;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          const r = l + 1;
          const w = r < size && cmp(heap[r], heap[l]) > 0 ? r : l;
          if (cmp(heap[w], heap[i]) <= 0) break;
          const t = heap[i];
          heap[i] = heap[w];
          heap[w] = t;
          i = w;
        }
      }
    }
    const kept = heap.subarray(0, size).sort(cmp);
    for (let i = 0; i < size; i++) out.push({ id: ids[cand[kept[i]]], score });
  }
}

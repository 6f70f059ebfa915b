// Matching and ranking of the search index (search-index.ts): the filter (publishers,
// entitlement, refinement groups), full-text matches over the postings, designation matches
// (exact, prefix, contained; short numbers by their own postings) and their score, documents
// of a named committee or ICS code, and `match`, which joins them into scored matches.

import { SHORT_NUMBER_DIGITS, trigramAt } from "@norma/documents/designations/designation-keys";
import {
  BIT,
  type CompiledFilter,
  FloatVec,
  IntVec,
  maskOf,
  maskOfPosting,
  mergePostings,
  type PostingList,
  seekSlot,
  slotOfPosting,
  type WordPostings,
} from "./index-postings.ts";
import { IndexSlots } from "./index-slots.ts";
import type { IndexFilter, IndexQuery, Matches } from "./search-index-types.ts";
import type { DesignationQuery } from "./search-query.ts";

/** The ranking's weights of designation, title, description and body (A, B, C, D). */
const WEIGHT = { A: 1.0, B: 0.3, C: 0.01, D: 0.001 };
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
 * Tie-breaks among equal designation matches (docs/documents-and-search.md, "How search ranks"): the tenant's own
 * publisher, then the standard with the most languages (its newest editions of one publisher and
 * designation number: publishers translate what is used; capped), then the most recent; the
 * full-text score only orders what is still equal.
 */
const OWN_PUBLISHER_BONUS = 20;
const LANGUAGES_CAP = 9;
const TEXT_IN_DESIGNATION_MATCH = 0.01;
/** A document of a committee or ICS code the query names: below an exact designation, above a prefix. */
const CODE_SCORE = 600;

/**
 * In a joined text whose slots start at `at` (ascending), the slot whose text holds offset `pos`:
 * the last slot from `from` on that starts at or before it.
 */
export function slotOfOffset(at: Int32Array, pos: number, from = 0): number {
  let lo = from;
  let hi = at.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (at[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export abstract class IndexMatching extends IndexSlots {
  /** Live slots whose designation has the whole number `n` (one or two digits). */
  protected slotsWithShortNumber(n: string, each: (slot: number) => void): void {
    const built = this.shortNumbers.get(n);
    if (built) for (const s of built) if (this.alive[s] === 1) each(s);
    const needle = ` ${n} `;
    for (let s = this.builtSize; s < this.size; s++) {
      if (this.alive[s] === 1 && this.numbersText[s].includes(needle)) each(s);
    }
  }

  /** Live slots whose designation key contains `needle` (trigram postings, else a scan of the keys). */
  protected keysContaining(needle: string, each: (slot: number) => boolean | undefined): void {
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
  protected keysStarting(
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

  protected compile(f: IndexFilter): CompiledFilter {
    return {
      publishers: maskOf(f.publisherIds),
      entitledPublishers: f.entitled ? maskOf(f.entitled.publisherIds) : null,
      entitledCollections: f.entitled ? new Set(f.entitled.collectionIds) : null,
      groups: f.nodeGroups.map(maskOf),
      documents: f.documentIds ?? null,
    };
  }

  /** Whether a slot passes the filter (publishers, entitlement, every refinement group). */
  protected passes(s: number, c: CompiledFilter): boolean {
    const p = this.publisher[s];
    if (c.publishers[p] !== 1) return false;
    if (c.documents && !c.documents.has(this.ids[s])) return false;
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

  protected postings(lexeme: string): PostingList | null {
    const id = this.lexicon.id(lexeme);
    const delta = this.delta.get(lexeme);
    if (id === undefined && !delta) return null;
    const start = id === undefined ? 0 : this.postingStart[id];
    const builtLength = id === undefined ? 0 : this.postingStart[id + 1] - start;
    return { start, builtLength, delta, length: builtLength + (delta?.postings.length ?? 0) };
  }

  /** A posting list as one array (a view of the built part, or a copy joined with the appended part). */
  protected flat(p: PostingList): WordPostings {
    const built = this.postingList.subarray(p.start, p.start + p.builtLength);
    if (!p.delta) return { postings: built, length: p.builtLength };
    const postings = new Int32Array(p.length);
    postings.set(built);
    postings.set(p.delta.postings, p.builtLength);
    return { postings, length: p.length };
  }

  /**
   * One query word's postings: the union of its alternative lexemes' (unstemmed, English,
   * interface language), a slot carrying several of them with their weights combined.
   */
  protected wordPostings(alternatives: string[]): WordPostings | null {
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
  protected rarestWord(words: string[][]): number {
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
  protected textMatches(
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
      const s = slotOfPosting(first.postings[i]);
      if (this.alive[s] !== 1) continue;
      let score = MASK_SCORE[maskOfPosting(first.postings[i])];
      for (let r = 0; r < rest.length; r++) {
        const p = rest[r];
        const at = seekSlot(p.postings, p.length, cursors[r], s);
        cursors[r] = at;
        if (at >= p.length) break next;
        if (slotOfPosting(p.postings[at]) !== s) continue next;
        score += MASK_SCORE[maskOfPosting(p.postings[at])];
      }
      if (!this.passes(s, c)) continue;
      for (let j = 0; j < joined.length; j++) {
        const p = joined[j];
        const at = seekSlot(p.postings, p.length, joinedAt[j], s);
        joinedAt[j] = at;
        if (at < p.length && slotOfPosting(p.postings[at]) === s) score += MASK_SCORE[maskOfPosting(p.postings[at])];
      }
      let rank = score / (1 + Math.log(1 + this.docLength[s]));
      if (this.languageOf[s] !== readersLanguage) rank *= OTHER_LANGUAGE_FACTOR;
      else if (this.translated[s] === 1 && language === null) rank *= TRANSLATION_FACTOR;
      out(s, rank);
    }
  }

  /** Live slots whose joined key text holds `needle` (indexOf over the built part, a scan of the rest). */
  protected contains(
    text: string,
    at: Int32Array,
    keys: (s: number) => string,
    needle: string,
    each: (slot: number) => boolean | undefined,
  ): void {
    let last = -1;
    for (let pos = text.indexOf(needle); pos >= 0; pos = text.indexOf(needle, pos + 1)) {
      const lo = slotOfOffset(at, pos);
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
  protected designationScore(
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
    score += Math.min(this.languagesOfSlot(s) ?? 1, LANGUAGES_CAP);
    // Most recent last: a fraction under one step of the family size (years since 1900 over 250).
    const t = Number.isNaN(this.lastUpdate[s]) ? this.published[s] : this.lastUpdate[s];
    if (!Number.isNaN(t)) score += Math.min(0.9, Math.max(0, (new Date(t).getUTCFullYear() - 1900) / 250));
    return score;
  }

  /** Live slots carrying any of the refinement nodes (nodes carry their ancestors). */
  protected codeMatches(nodeIds: number[], c: CompiledFilter, out: (slot: number) => void): void {
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
  protected designationMatches(q: DesignationQuery, c: CompiledFilter, out: (slot: number) => void): void {
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
}

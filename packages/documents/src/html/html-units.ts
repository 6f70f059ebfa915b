// The units of a document for the HTML compare (html-diff.ts): the runs of inline content of
// each block element, their words (tokenised by hand over char codes, interned to ids) and the
// keys the alignment compares units by.
import {
  type ChildNode,
  createText,
  type Element,
  getAttr,
  isAtom,
  isElement,
  isIgnored,
  isInline,
  isText,
  type Node,
  type ParentNode,
  type TextNode,
  textContent,
} from "./dom.ts";

export interface Token {
  text: string;
  ws: boolean;
  /** The text node holding the token, or the atom element it stands for. */
  node: TextNode | Element;
  start: number;
  end: number;
}

/**
 * The words of a document in typed arrays — range in their text and word id — and the pieces
 * they come from ("segments": a text node, a line break, an atom), in document order; a unit is
 * a range of segments. Whitespace is not stored: it is what lies between the words of a text.
 * A million token objects (and an array of node references as long) made the compare spend a
 * third of its time collecting garbage; token objects are made only for the units that changed.
 */
export class TokenStore {
  start = new Int32Array(1 << 16);
  end = new Int32Array(1 << 16);
  word = new Int32Array(1 << 16);
  count = 0;
  readonly segNode: (TextNode | Element)[] = [];
  /** The segment's first word (its words run to the next segment's first). */
  segFirst = new Int32Array(1 << 12);
  constructor(readonly words: WordTable) {}

  get segCount(): number {
    return this.segNode.length;
  }

  private static grow(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
  }

  segment(node: TextNode | Element): void {
    const n = this.segNode.length;
    if (n === this.segFirst.length) this.segFirst = TokenStore.grow(this.segFirst);
    this.segFirst[n] = this.count;
    this.segNode.push(node);
  }

  push(start: number, end: number, word: number): void {
    const n = this.count;
    if (n === this.start.length) {
      this.start = TokenStore.grow(this.start);
      this.end = TokenStore.grow(this.end);
      this.word = TokenStore.grow(this.word);
    }
    this.start[n] = start;
    this.end[n] = end;
    this.word[n] = word;
    this.count = n + 1;
  }

  /** Forgets everything from segment `seg` and word `count` on. */
  truncate(seg: number, count: number): void {
    this.segNode.length = seg;
    this.count = count;
  }
}

export interface Unit {
  index: number;
  block: Element;
  /** The unit's nodes: consecutive inline children of `block`. */
  nodes: ChildNode[];
  store: TokenStore;
  /** The unit's segments in the store: [segFrom, segTo). */
  segFrom: number;
  segTo: number;
  /** The unit's tokens (words and whitespace) as objects, made when it is marked (tokensOf). */
  tokens?: Token[];
  /** Indices (into tokens) of the word tokens; made with them. */
  wordTok?: number[];
  /** The words' interned ids. */
  words: number[];
  /** Per word: 1 when it has a letter or digit (punctuation is diffed but not counted). */
  real: Uint8Array;
  /** The real words' ids (similarity ignores punctuation). */
  realWords: number[];
  realCount: number;
  key: number;
  /** Heading level 1–3 when the block is a section heading, else 0. */
  heading: number;
  /** Index of the unit heading this unit's section (-1 before the first heading). */
  section: number;
}

export const HEADING = /^h([1-3])$/;

// Tokens: a run of whitespace (JS \s), a word — letters, marks and digits, with inner joiners
// (. , ' ’ - /) between them: "1.2", "ASTM's", "D3039/D3039M" — or any other single character.
// Scanned by hand over char codes (a regex iterator made a match object per token; this is the
// compare's hottest loop). Non-ASCII characters are classified once each by Unicode property.
const WORD_LN = 1; // a letter or a number
const WORD_M = 2; // a combining mark (part of a word, but not "real" on its own)
const CLASS_LN = /[\p{L}\p{N}]/u;
const CLASS_M = /\p{M}/u;
const classCache = new Map<number, number>();
const ASCII_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = WORD_LN;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = WORD_LN;
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = WORD_LN;

/** WORD_LN, WORD_M or 0 for a code point. */
function wordClass(cp: number): number {
  if (cp < 128) return ASCII_CLASS[cp];
  let k = classCache.get(cp);
  if (k === undefined) {
    const ch = String.fromCodePoint(cp);
    k = CLASS_LN.test(ch) ? WORD_LN : CLASS_M.test(ch) ? WORD_M : 0;
    classCache.set(cp, k);
  }
  return k;
}

/** JS's \s. */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** . , ' ’ - / */
const isJoiner = (c: number) => c === 46 || c === 44 || c === 39 || c === 0x2019 || c === 45 || c === 47;

/**
 * Word ids, looked up straight from the text a word is in (a hash over its characters, then
 * the characters compared), so the hundreds of thousands of repeated words of a document never
 * become strings of their own; a word's string is made once, when it is first seen.
 */
export class WordTable {
  private keys: string[] = [];
  private hashes: Int32Array;
  private slots: Int32Array; // word id + 1, 0 = empty
  private mask: number;

  constructor(capacity = 1 << 14) {
    this.slots = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.keys.length;
  }

  text(id: number): string {
    return this.keys[id];
  }

  /** The id of the whole string. */
  id(s: string): number {
    return this.idOf(s, 0, s.length);
  }

  /** The id of v.slice(from, to). */
  idOf(v: string, from: number, to: number): number {
    let h = 0x811c9dc5;
    for (let i = from; i < to; i++) h = Math.imul(h ^ v.charCodeAt(i), 0x01000193);
    const len = to - from;
    for (let slot = h & this.mask; ; slot = (slot + 1) & this.mask) {
      const e = this.slots[slot];
      if (e === 0) {
        const id = this.keys.length;
        this.keys.push(v.slice(from, to));
        this.slots[slot] = id + 1;
        this.hashes[slot] = h;
        if (this.keys.length * 2 > this.slots.length) this.grow();
        return id;
      }
      if (this.hashes[slot] !== h) continue;
      const k = this.keys[e - 1];
      if (k.length !== len) continue;
      let same = true;
      for (let i = 0; i < len && same; i++) same = k.charCodeAt(i) === v.charCodeAt(from + i);
      if (same) return e - 1;
    }
  }

  private grow(): void {
    const old = this.slots;
    const oldHashes = this.hashes;
    this.slots = new Int32Array(old.length * 2);
    this.hashes = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    for (let s = 0; s < old.length; s++) {
      if (!old[s]) continue;
      let slot = oldHashes[s] & this.mask;
      while (this.slots[slot]) slot = (slot + 1) & this.mask;
      this.slots[slot] = old[s];
      this.hashes[slot] = oldHashes[s];
    }
  }
}

/** A unit's words go to the store; for each, its id and whether it has a letter or digit. */
interface RunTokens {
  store: TokenStore;
  words: number[];
  real: number[];
}

/**
 * The unit's tokens as objects, whitespace included (for marking it and quoting its text), and
 * the indices of its words among them.
 */
export function tokensOf(unit: Unit): { tokens: Token[]; wordTok: number[] } {
  if (unit.tokens && unit.wordTok) return { tokens: unit.tokens, wordTok: unit.wordTok };
  const { store } = unit;
  const tokens: Token[] = [];
  const wordTok: number[] = [];
  const word = (node: TextNode | Element, w: number) => {
    wordTok.push(tokens.length);
    tokens.push({ text: store.words.text(store.word[w]), ws: false, node, start: store.start[w], end: store.end[w] });
  };
  for (let seg = unit.segFrom; seg < unit.segTo; seg++) {
    const node = store.segNode[seg];
    const first = store.segFirst[seg];
    const last = seg + 1 < store.segCount ? store.segFirst[seg + 1] : store.count;
    if (isElement(node)) {
      // A line break is a space; an atom one word.
      if (first === last) tokens.push({ text: " ", ws: true, node, start: 0, end: 0 });
      else word(node, first);
      continue;
    }
    let cursor = 0;
    for (let w = first; w < last; w++) {
      if (store.start[w] > cursor) tokens.push({ text: " ", ws: true, node, start: cursor, end: store.start[w] });
      word(node, w);
      cursor = store.end[w];
    }
    if (cursor < node.value.length) tokens.push({ text: " ", ws: true, node, start: cursor, end: node.value.length });
  }
  unit.tokens = tokens;
  unit.wordTok = wordTok;
  return { tokens, wordTok };
}

/** Scans one text: appends its words (and the other single characters) to the store; whitespace is skipped. */
function tokenizeText(n: TextNode, out: RunTokens, interner: WordTable): void {
  const v = n.value;
  const len = v.length;
  let i = 0;
  while (i < len) {
    const c = v.charCodeAt(i);
    if (isSpace(c)) {
      let j = i + 1;
      while (j < len && isSpace(v.charCodeAt(j))) j++;
      i = j;
      continue;
    }
    const cp = c >= 0xd800 && c <= 0xdbff ? (v.codePointAt(i) as number) : c;
    const k = wordClass(cp);
    if (k) {
      let ln = k === WORD_LN;
      let j = i + (cp > 0xffff ? 2 : 1);
      for (;;) {
        while (j < len) {
          const d = v.charCodeAt(j);
          const dp = d >= 0xd800 && d <= 0xdbff ? (v.codePointAt(j) as number) : d;
          const dk = wordClass(dp);
          if (!dk) break;
          if (dk === WORD_LN) ln = true;
          j += dp > 0xffff ? 2 : 1;
        }
        // A joiner continues the word only when a word character follows it.
        if (j + 1 < len && isJoiner(v.charCodeAt(j))) {
          const d = v.charCodeAt(j + 1);
          const dp = d >= 0xd800 && d <= 0xdbff ? (v.codePointAt(j + 1) as number) : d;
          if (wordClass(dp)) {
            j += 1;
            continue;
          }
        }
        break;
      }
      const id = interner.idOf(v, i, j);
      out.words.push(id);
      out.real.push(ln ? 1 : 0);
      out.store.push(i, j, id);
      i = j;
      continue;
    }
    // Any other character, alone (a whole code point).
    const j = i + (cp > 0xffff ? 2 : 1);
    const id = interner.idOf(v, i, j);
    out.words.push(id);
    out.real.push(0);
    out.store.push(i, j, id);
    i = j;
  }
}

/** The words of a text as the compare cuts them (whitespace left out). */
export function wordsOf(text: string): string[] {
  const table = new WordTable();
  const store = new TokenStore(table);
  const out: RunTokens = { store, words: [], real: [] };
  tokenizeText(createText(text), out, table);
  return out.words.map((id) => table.text(id));
}

function tokenizeRun(nodes: ChildNode[], out: RunTokens, interner: WordTable): void {
  const stack: Node[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]);
  while (stack.length) {
    const n = stack.pop()!;
    if (isText(n)) {
      out.store.segment(n);
      tokenizeText(n, out, interner);
    } else if (isElement(n)) {
      if (isIgnored(n) || n.tagName === "wbr") continue;
      if (n.tagName === "br") {
        out.store.segment(n);
        continue;
      }
      if (isAtom(n)) {
        const what = getAttr(n, "src") ?? getAttr(n, "alt") ?? textContent(n).slice(0, 200);
        const id = interner.id(`\uE000${n.tagName}:${what}`);
        out.store.segment(n);
        out.words.push(id);
        out.real.push(1);
        out.store.push(0, 0, id);
        continue;
      }
      for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]);
    }
  }
}

/**
 * Ids of units by their tag and word sequence: equal sequences get the same id. Looked up by a
 * hash of the sequence, then compared exactly (joining the ids into one string per unit cost a
 * document's worth of string building and hashing).
 */
export class SequenceInterner {
  private readonly buckets = new Map<number, { tag: string; words: number[]; id: number }[]>();
  private next = 0;

  id(tag: string, words: number[]): number {
    let h = 0x811c9dc5 ^ words.length;
    for (let i = 0; i < tag.length; i++) h = Math.imul(h ^ tag.charCodeAt(i), 0x01000193);
    for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
    h >>>= 0;
    let list = this.buckets.get(h);
    if (!list) {
      list = [];
      this.buckets.set(h, list);
    }
    for (const e of list) {
      if (e.tag !== tag || e.words.length !== words.length) continue;
      let same = true;
      for (let i = 0; i < words.length && same; i++) same = e.words[i] === words[i];
      if (same) return e.id;
    }
    const id = this.next++;
    list.push({ tag, words, id });
    return id;
  }
}

export function collectUnits(body: Element, words: WordTable, keys: SequenceInterner): Unit[] {
  const units: Unit[] = [];
  const store = new TokenStore(words);
  let section = -1;
  const makeUnit = (block: Element, nodes: ChildNode[]) => {
    const segFrom = store.segCount;
    const wordFrom = store.count;
    const run: RunTokens = { store, words: [], real: [] };
    tokenizeRun(nodes, run, words);
    const ids = run.words;
    if (ids.length === 0) {
      store.truncate(segFrom, wordFrom);
      return;
    }
    const real = Uint8Array.from(run.real);
    const realWords: number[] = [];
    for (let w = 0; w < ids.length; w++) if (real[w]) realWords.push(ids[w]);
    const h = HEADING.exec(block.tagName);
    const index = units.length;
    if (h) section = index;
    units.push({
      index,
      block,
      nodes,
      store,
      segFrom,
      segTo: store.segCount,
      words: ids,
      real,
      realWords,
      realCount: realWords.length,
      key: keys.id(block.tagName, ids),
      heading: h ? Number(h[1]) : 0,
      section,
    });
  };
  const visit = (el: Element) => {
    let run: ChildNode[] = [];
    const flush = () => {
      if (run.length) makeUnit(el, run);
      run = [];
    };
    for (const child of el.childNodes) {
      if (isText(child)) run.push(child);
      else if (isElement(child)) {
        if (isIgnored(child)) continue;
        if (isInline(child)) run.push(child);
        else {
          flush();
          visit(child);
        }
      }
    }
    flush();
  };
  visit(body);
  return units;
}

/** Counts units per element (an element is "wholly" changed when all its units are). */
export function countUnits(units: Unit[], body: Element, which?: (u: Unit) => boolean): Map<Element, number> {
  const counts = new Map<Element, number>();
  for (const u of units) {
    if (which && !which(u)) continue;
    for (let e: ParentNode | null = u.block; e && e !== body && isElement(e); e = e.parentNode) {
      counts.set(e, (counts.get(e) ?? 0) + 1);
    }
  }
  return counts;
}

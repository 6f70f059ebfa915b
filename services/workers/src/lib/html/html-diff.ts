// Word-level compare of two HTML documents, rendered into the newer one.
//
// 1. Both documents are parsed (dom.ts parseHtml: htmlparser2's tokenizer into parse5's tree)
//    and cut into "units": the runs of inline content of each block element (a paragraph, a
//    heading, a list item, a table cell, a footnote...).
// 2. The unit sequences are aligned on their text (bounded Myers, else patience).
// 3. In each changed region, old and new units are paired: same table slot, same id, else by
//    word similarity (in order). Ancestors of matched units are mapped old → new.
// 4. Paired units get a word diff: inserted words are wrapped in <ins>, deleted words are put
//    back as <del> where they were. Unpaired new units are wholly inserted; the largest wholly
//    deleted old subtrees are copied into the new tree (marked deleted) next to their mapped
//    siblings, so tables keep their rows and cells and lists their items.
// 5. A summary of changed sections (by the h1–h3 headings) is put at the top.
//
// It is bounded: a time budget covers the whole run; when it runs out, the remaining changed
// pairs are marked block by block (old block deleted, new block inserted) instead of word by word.
import { serialize } from "parse5";
import {
  alignSequences,
  diceSimilarity,
  mergeShortEqualities,
  myersDiff,
  pairInOrder,
  type SeqOp,
} from "../diff/sequence.ts";
import {
  addClass,
  appendChild,
  type ChildNode,
  capDepth,
  cloneTree,
  createElement,
  createText,
  type Document,
  type Element,
  findElement,
  getAttr,
  insertAt,
  isAtom,
  isElement,
  isIgnored,
  isInline,
  isText,
  type Node,
  type ParentNode,
  parseHtml,
  setAttr,
  type TextNode,
  TreeEdits,
  textContent,
} from "./dom.ts";

export const INS_CLASS = "norma-ins";
export const DEL_CLASS = "norma-del";
export const INSERTED_BLOCK_CLASS = "norma-diff-inserted";
export const DELETED_BLOCK_CLASS = "norma-diff-deleted";
export const SUMMARY_ID = "norma-diff-summary";

export interface HtmlDiffOptions {
  /** Total time budget in ms (default 20 000). */
  budgetMs?: number;
  /** Elements nested deeper than this are compared as plain text (default 200). */
  maxDepth?: number;
  /** Skip word diffs altogether (a retry after the time limit was hit). */
  blockLevelOnly?: boolean;
  /** Titles of the two versions, for the summary. */
  oldLabel?: string;
  newLabel?: string;
}

export interface SectionChange {
  /** Anchor in the result (id of the heading), null for text before the first heading. */
  anchor: string | null;
  title: string;
  status: "changed" | "added" | "removed";
  inserted: number;
  deleted: number;
}

export interface HtmlDiffSummary {
  /** "word" when every change was diffed word by word; "block" when the budget forced block marks. */
  mode: "word" | "block";
  insertedWords: number;
  deletedWords: number;
  /** Changed pairs marked block by block because of the time budget. */
  blockFallbacks: number;
  /** Whether the unit alignment was exact (Myers) or the patience fallback. */
  exactAlignment: boolean;
  sections: SectionChange[];
  units: { old: number; new: number };
  elapsedMs: number;
}

export interface HtmlDiffResult {
  html: string;
  summary: HtmlDiffSummary;
}

interface Token {
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
class TokenStore {
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

interface Unit {
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

const HEADING = /^h([1-3])$/;

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
function tokensOf(unit: Unit): { tokens: Token[]; wordTok: number[] } {
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

function collectUnits(body: Element, words: WordTable, keys: SequenceInterner): Unit[] {
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
function countUnits(units: Unit[], body: Element, which?: (u: Unit) => boolean): Map<Element, number> {
  const counts = new Map<Element, number>();
  for (const u of units) {
    if (which && !which(u)) continue;
    for (let e: ParentNode | null = u.block; e && e !== body && isElement(e); e = e.parentNode) {
      counts.set(e, (counts.get(e) ?? 0) + 1);
    }
  }
  return counts;
}

type Placement = { kind: "after" | "before"; ref: ChildNode } | { kind: "end"; parent: ParentNode };

interface Segment {
  kind: "text" | "ins" | "del";
  text: string;
}

function segmentsToNodes(segs: Segment[]): ChildNode[] {
  const out: ChildNode[] = [];
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i];
    if (!s.text) continue;
    if (s.kind === "text") {
      out.push(createText(s.text));
      continue;
    }
    const el = createElement(s.kind, { class: s.kind === "ins" ? INS_CLASS : DEL_CLASS });
    appendChild(el, createText(s.text));
    if (s.kind === "del") {
      // Keep words apart: a deletion sits between words with a space on each side.
      const before = out.length ? segs[i - 1]?.text : "";
      if (before && !/\s$/.test(before)) out.push(createText(" "));
      out.push(el);
      const after = segs[i + 1]?.text;
      if (after && !/^[\s.,;:!?)\]]/.test(after)) out.push(createText(" "));
    } else out.push(el);
  }
  return out;
}

/**
 * Marks a new unit: `inserted[w]` for each word index, `deletions` maps a word index to the
 * old text deleted just before it (index words.length: after the last word).
 */
function markUnit(unit: Unit, inserted: Uint8Array, deletions: Map<number, string>, edits: TreeEdits): void {
  const { tokens, wordTok } = tokensOf(unit);
  const wordIndexOfToken = new Int32Array(tokens.length).fill(-1);
  wordTok.forEach((t, w) => {
    wordIndexOfToken[t] = w;
  });
  // Status of each token: word tokens from `inserted`; whitespace inside an insertion run too.
  const status = new Uint8Array(tokens.length);
  let prevWordInserted = false;
  let next = 0;
  for (let t = 0; t < tokens.length; t++) {
    const w = wordIndexOfToken[t];
    if (w >= 0) {
      status[t] = inserted[w];
      prevWordInserted = inserted[w] === 1;
    } else if (prevWordInserted) {
      if (next <= t) {
        next = t + 1;
        while (next < tokens.length && wordIndexOfToken[next] < 0) next++;
      }
      const nw = next < tokens.length ? wordIndexOfToken[next] : -1;
      status[t] = nw >= 0 && inserted[nw] === 1 && !deletions.has(nw) ? 1 : 0;
    }
  }
  const lastWordTok = wordTok[wordTok.length - 1];
  const delNode = (text: string) => {
    const del = createElement("del", { class: DEL_CLASS });
    appendChild(del, createText(text));
    return del;
  };
  // Group tokens by their node, in order.
  let t = 0;
  while (t < tokens.length) {
    const node = tokens[t].node;
    let end = t;
    while (end < tokens.length && tokens[end].node === node) end++;
    if (isElement(node)) {
      // An atom (image, formula) or a line break: one token.
      const w = wordIndexOfToken[t];
      if (w >= 0 && deletions.has(w)) edits.insertBefore(node, delNode(deletions.get(w)!), createText(" "));
      if (w >= 0 && status[t] === 1) {
        const ins = createElement("ins", { class: INS_CLASS });
        edits.replace(node, [ins]);
        appendChild(ins, node);
      }
      if (t === lastWordTok && deletions.has(unit.words.length))
        edits.insertAfter(node, createText(" "), delNode(deletions.get(unit.words.length)!));
      t = end;
      continue;
    }
    const segs: Segment[] = [];
    let changed = false;
    const push = (kind: Segment["kind"], text: string) => {
      const last = segs[segs.length - 1];
      if (last && last.kind === kind && kind !== "del") last.text += text;
      else segs.push({ kind, text });
      if (kind !== "text") changed = true;
    };
    let cursor = 0;
    for (let k = t; k < end; k++) {
      const tok = tokens[k];
      if (tok.start > cursor) push("text", node.value.slice(cursor, tok.start));
      const w = wordIndexOfToken[k];
      if (w >= 0 && deletions.has(w)) push("del", deletions.get(w)!);
      push(status[k] === 1 ? "ins" : "text", tok.ws ? node.value.slice(tok.start, tok.end) : tok.text);
      if (k === lastWordTok && deletions.has(unit.words.length)) push("del", deletions.get(unit.words.length)!);
      cursor = tok.end;
    }
    if (cursor < node.value.length) push("text", node.value.slice(cursor));
    if (changed) edits.replace(node, segmentsToNodes(segs));
    t = end;
  }
}

/** Wraps every text node of a subtree in <del> (a copied deleted block). */
function markDeletedTree(root: Element): void {
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    const id = getAttr(el, "id");
    if (id) setAttr(el, "id", `norma-del-${id}`);
    el.childNodes = el.childNodes.map((c) => {
      if ((isText(c) && c.value.trim()) || (isElement(c) && isAtom(c))) {
        const del = createElement("del", { class: DEL_CLASS });
        appendChild(del, c);
        del.parentNode = el;
        return del;
      }
      if (isElement(c)) stack.push(c);
      return c;
    });
  }
  addClass(root, DELETED_BLOCK_CLASS);
}

function unitText(unit: Unit, fromWord = 0, toWord = unit.words.length): string {
  if (fromWord >= toWord) return "";
  const { tokens, wordTok } = tokensOf(unit);
  const a = wordTok[fromWord];
  const b = wordTok[toWord - 1];
  let s = "";
  for (let t = a; t <= b; t++) {
    const tok = tokens[t];
    const prev = tokens[t - 1];
    // Words from different elements ("1." in a number span, then the heading) stay apart.
    if (t > a && prev && !prev.ws && !tok.ws && prev.node !== tok.node && !/^[.,;:)\]]/.test(tok.text)) s += " ";
    s += tok.ws ? " " : tok.text.replace(/^\uE000[a-z]+:/, "");
  }
  return s;
}

const STYLE = [
  `ins.${INS_CLASS}{background:#d9f2dc;color:#0b5a1c;text-decoration:underline}`,
  `del.${DEL_CLASS}{background:#fbe0e0;color:#9b1111;text-decoration:line-through}`,
  `.${INSERTED_BLOCK_CLASS}{outline:2px solid #7cc98a;outline-offset:2px}`,
  `.${DELETED_BLOCK_CLASS}{outline:2px dashed #e08a8a;outline-offset:2px}`,
  `#${SUMMARY_ID}{border:1px solid #bbb;background:#f7f7f7;padding:.75rem 1rem;margin:1rem;font:14px/1.4 Arial,Helvetica,sans-serif}`,
  `#${SUMMARY_ID} h2{font-size:1rem;margin:0 0 .5rem}`,
  `#${SUMMARY_ID} .count-ins{color:#0b5a1c;margin-left:.5em}`,
  `#${SUMMARY_ID} .count-del{color:#9b1111;margin-left:.5em}`,
].join("\n");

export function diffHtml(oldHtml: string, newHtml: string, options: HtmlDiffOptions = {}): HtmlDiffResult {
  const started = Date.now();
  const budget = options.budgetMs ?? 20_000;
  const deadline = started + budget;
  const maxDepth = options.maxDepth ?? 200;

  const oldDoc = parseHtml(oldHtml);
  const newDoc = parseHtml(newHtml);
  capDepth(oldDoc, maxDepth);
  capDepth(newDoc, maxDepth);
  const oldBody = findElement(oldDoc, "body")!;
  const newBody = findElement(newDoc, "body")!;

  const words = new WordTable();
  const keys = new SequenceInterner();
  const olds = collectUnits(oldBody, words, keys);
  const news = collectUnits(newBody, words, keys);

  // Old → new element mapping from matched units (walk both ancestor chains while tags agree).
  const map = new Map<Element, Element>([[oldBody, newBody]]);
  const mapped = new Set<Element>([newBody]);
  const mapChains = (uo: Unit, un: Unit) => {
    let a: ParentNode | null = uo.block;
    let b: ParentNode | null = un.block;
    while (a && b && isElement(a) && isElement(b) && a !== oldBody && b !== newBody && a.tagName === b.tagName) {
      const existing = map.get(a);
      if (existing) {
        if (existing !== b) break;
      } else if (!mapped.has(b)) {
        map.set(a, b);
        mapped.add(b);
      } else break;
      a = a.parentNode;
      b = b.parentNode;
    }
  };

  // 2. Align the unit sequences.
  const alignDeadline = started + Math.max(200, budget * 0.35);
  const { ops, exact } = alignSequences(
    olds.map((u) => u.key),
    news.map((u) => u.key),
    { deadline: Math.min(alignDeadline, deadline) },
  );
  const oldPartner = new Int32Array(olds.length).fill(-1);
  const newPartner = new Int32Array(news.length).fill(-1);
  /** Pairs that differ and need a word diff. */
  const pairs: [number, number][] = [];
  for (const op of ops) {
    if (!op.equal) continue;
    for (let k = 0; k < op.a1 - op.a0; k++) {
      oldPartner[op.a0 + k] = op.b0 + k;
      newPartner[op.b0 + k] = op.a0 + k;
      mapChains(olds[op.a0 + k], news[op.b0 + k]);
    }
  }

  // 3. Pair the units of each changed region.
  const newUnitOfBlock = new Map<Element, number>();
  for (const un of news) if (un.nodes.length === un.block.childNodes.length) newUnitOfBlock.set(un.block, un.index);
  const elementIndex = (el: Element): number =>
    el.parentNode ? el.parentNode.childNodes.filter(isElement).indexOf(el) : -1;
  for (const op of ops) if (!op.equal) pairRegion(op);
  function pairRegion(op: SeqOp) {
    if (op.a0 === op.a1 || op.b0 === op.b1) return;
    const link = (i: number, j: number) => {
      oldPartner[i] = j;
      newPartner[j] = i;
      pairs.push([i, j]);
      mapChains(olds[i], news[j]);
    };
    // Same id, or same slot (table cells whose rows are mapped, at the same position).
    const byId = new Map<string, number>();
    for (let j = op.b0; j < op.b1; j++) {
      const id = getAttr(news[j].block, "id");
      if (id && newUnitOfBlock.get(news[j].block) === j) byId.set(id, j);
    }
    for (let i = op.a0; i < op.a1; i++) {
      const uo = olds[i];
      const id = getAttr(uo.block, "id");
      const j = id ? byId.get(id) : undefined;
      if (j !== undefined && newPartner[j] < 0 && news[j].block.tagName === uo.block.tagName) {
        link(i, j);
        continue;
      }
      if (uo.block.tagName !== "td" && uo.block.tagName !== "th") continue;
      const parent = uo.block.parentNode;
      const np = parent && isElement(parent) ? map.get(parent) : undefined;
      if (!np) continue;
      const candidate = np.childNodes.filter(isElement)[elementIndex(uo.block)];
      const jj = candidate && candidate.tagName === uo.block.tagName ? newUnitOfBlock.get(candidate) : undefined;
      if (jj !== undefined && jj >= op.b0 && jj < op.b1 && newPartner[jj] < 0) link(i, jj);
    }
    const restO: number[] = [];
    const restN: number[] = [];
    for (let i = op.a0; i < op.a1; i++) if (oldPartner[i] < 0) restO.push(i);
    for (let j = op.b0; j < op.b1; j++) if (newPartner[j] < 0) restN.push(j);
    const found = pairInOrder(
      restO.length,
      restN.length,
      (x, y) => {
        const uo = olds[restO[x]];
        const un = news[restN[y]];
        return uo.block.tagName === un.block.tagName ? diceSimilarity(uo.realWords, un.realWords) : 0;
      },
      0.5,
    );
    for (const [x, y] of found) link(restO[x], restN[y]);
  }

  const edits = new TreeEdits();

  // 4a. Wholly deleted old units: copy the largest wholly deleted subtree next to the
  //     counterparts of its old siblings (else: an inline deletion in the nearest new unit).
  const oldTotals = countUnits(olds, oldBody);
  const oldDeleted = countUnits(olds, oldBody, (u) => oldPartner[u.index] < 0);
  const copies = new Map<Element, Element>(); // old subtree → its marked copy
  const placements = new Map<Element, Placement>(); // placed copy → where it went
  const deletedUnits = olds.filter((u) => oldPartner[u.index] < 0);
  const nextNewOf = new Int32Array(olds.length).fill(news.length);
  const regionStartOf = new Int32Array(olds.length).fill(news.length);
  for (const op of ops)
    for (let i = op.a0; i < op.a1; i++) {
      nextNewOf[i] = op.b1;
      regionStartOf[i] = op.b0;
    }
  const handled = new Set<Element>();
  const positionInParent = new Map<ParentNode, Map<ChildNode, number>>();
  const indexOf = (node: ChildNode): number => {
    const parent = node.parentNode!;
    let m = positionInParent.get(parent);
    if (!m) {
      m = new Map(parent.childNodes.map((c, k) => [c, k]));
      positionInParent.set(parent, m);
    }
    return m.get(node) ?? -1;
  };
  for (const uo of deletedUnits) {
    let top: Element | null = null;
    for (let e: ParentNode | null = uo.block; e && isElement(e) && e !== oldBody; e = e.parentNode) {
      if (oldDeleted.get(e) === oldTotals.get(e)) top = e;
      else break;
    }
    if (top && handled.has(top)) continue;
    if (top) {
      handled.add(top);
      const copy = cloneTree(top);
      markDeletedTree(copy);
      if (placeCopy(top, copy)) {
        copies.set(top, copy);
        continue;
      }
    }
    placeInline(uo, top ? textContent(top).replace(/\s+/g, " ").trim() : unitText(uo));
  }

  /** Puts a copied deleted subtree into the new tree beside the counterparts of its old siblings. */
  function placeCopy(oldTop: Element, copy: Element): boolean {
    const oldParent = oldTop.parentNode;
    if (!oldParent || !isElement(oldParent)) return false;
    const newParent = map.get(oldParent);
    if (!newParent) return false;
    const put = (p: Placement) => {
      if (p.kind === "end") edits.append(p.parent, copy);
      else if (p.kind === "after") edits.insertAfter(p.ref, copy);
      else edits.insertBefore(p.ref, copy);
      placements.set(copy, p);
      return true;
    };
    const siblings = oldParent.childNodes;
    const at = indexOf(oldTop);
    for (let k = at - 1; k >= 0; k--) {
      const s = siblings[k];
      if (!isElement(s)) continue;
      // After the copy of a previous deleted sibling: the same place, later in the list.
      const previousCopy = copies.get(s);
      if (previousCopy) return put(placements.get(previousCopy)!);
      const anchor = map.get(s);
      if (anchor && anchor.parentNode === newParent) return put({ kind: "after", ref: anchor });
    }
    for (let k = at + 1; k < siblings.length; k++) {
      const s = siblings[k];
      if (!isElement(s)) continue;
      const anchor = map.get(s);
      if (anchor && anchor.parentNode === newParent) return put({ kind: "before", ref: anchor });
    }
    return put({ kind: "end", parent: newParent });
  }

  function placeInline(uo: Unit, text: string) {
    if (!text) return;
    const del = createElement("del", { class: DEL_CLASS });
    appendChild(del, createText(text));
    const target = news[nextNewOf[uo.index]] ?? news[news.length - 1];
    if (target) edits.insertBefore(target.nodes[0], del, createText(" "));
    else edits.append(newBody, del);
  }

  // 4b. Word diffs of the pairs (block marks once the budget is spent).
  const insertedIn = new Map<number, number>(); // new unit → inserted words
  const deletedAt = new Map<number, number>(); // new unit → deleted words (within pairs)
  let blockFallbacks = 0;
  for (const [i, j] of pairs) {
    const uo = olds[i];
    const un = news[j];
    let wordOps: SeqOp[] | null = null;
    if (!options.blockLevelOnly && Date.now() < deadline) {
      const exactOps = myersDiff(uo.words, un.words, { deadline: Math.min(deadline, Date.now() + 2_000) });
      wordOps = exactOps && mergeShortEqualities(exactOps);
    }
    const inserted = new Uint8Array(un.words.length);
    const deletions = new Map<number, string>();
    let ins = 0;
    let del = 0;
    if (wordOps) {
      for (const w of wordOps) {
        if (w.equal) continue;
        inserted.fill(1, w.b0, w.b1);
        for (let k = w.b0; k < w.b1; k++) ins += un.real[k];
        if (w.a1 > w.a0) {
          deletions.set(w.b0, unitText(uo, w.a0, w.a1));
          for (let k = w.a0; k < w.a1; k++) del += uo.real[k];
        }
      }
    } else {
      blockFallbacks++;
      inserted.fill(1);
      ins = un.realCount;
      del = uo.realCount;
      deletions.set(0, unitText(uo));
    }
    if (deletions.size || inserted.includes(1)) markUnit(un, inserted, deletions, edits);
    insertedIn.set(j, ins);
    deletedAt.set(j, del);
  }

  // 4c. Wholly inserted units, and the largest wholly inserted elements get a class.
  const insertedUnits = news.filter((u) => newPartner[u.index] < 0);
  for (const un of insertedUnits) {
    markUnit(un, new Uint8Array(un.words.length).fill(1), new Map(), edits);
    insertedIn.set(un.index, un.realCount);
  }
  const newTotals = countUnits(news, newBody);
  const newInserted = countUnits(news, newBody, (u) => newPartner[u.index] < 0);
  for (const un of insertedUnits) {
    let top: Element | null = null;
    for (let e: ParentNode | null = un.block; e && isElement(e) && e !== newBody; e = e.parentNode) {
      if (newInserted.get(e) === newTotals.get(e) && !mapped.has(e)) top = e;
      else break;
    }
    if (top) addClass(top, INSERTED_BLOCK_CLASS);
  }
  edits.apply();

  // 5. Summary by section.
  const sections = new Map<string, SectionChange & { order: number }>();
  let anchorN = 0;
  const newSection = (j: number): SectionChange & { order: number } => {
    const h = news[j].section;
    const key = `n${h}`;
    let s = sections.get(key);
    if (!s) {
      let anchor: string | null = null;
      let title = "Front matter";
      if (h >= 0) {
        const block = news[h].block;
        anchor = getAttr(block, "id");
        if (!anchor) {
          anchor = `norma-diff-s${++anchorN}`;
          setAttr(block, "id", anchor);
        }
        title = unitText(news[h]).slice(0, 200);
      }
      s = {
        anchor,
        title,
        status: h >= 0 && newPartner[h] < 0 ? "added" : "changed",
        inserted: 0,
        deleted: 0,
        order: h,
      };
      sections.set(key, s);
    }
    return s;
  };
  for (const [j, n] of insertedIn) if (n) newSection(j).inserted += n;
  for (const [j, n] of deletedAt) if (n) newSection(j).deleted += n;
  for (const uo of deletedUnits) {
    const h = uo.section;
    if (h < 0 || oldPartner[h] >= 0) {
      // The section still exists: count the deletion there.
      const target = h < 0 ? news.findIndex((u) => u.section < 0) : oldPartner[h];
      if (target >= 0) {
        newSection(target).deleted += uo.realCount;
        continue;
      }
    }
    const key = `o${h}`;
    let s = sections.get(key);
    if (!s) {
      const headingCopy = h >= 0 ? copies.get(olds[h].block) : undefined;
      const anchor = headingCopy ? getAttr(headingCopy, "id") : null;
      // A removed section is listed where it was: before what replaced it in the new document.
      const next = regionStartOf[h >= 0 ? h : uo.index];
      s = {
        anchor,
        title: h >= 0 ? unitText(olds[h]).slice(0, 200) : "Front matter",
        status: "removed",
        inserted: 0,
        deleted: 0,
        order: next - 0.5,
      };
      if (headingCopy && !anchor) {
        s.anchor = `norma-diff-s${++anchorN}`;
        setAttr(headingCopy, "id", s.anchor);
      }
      sections.set(key, s);
    }
    s.deleted += uo.realCount;
  }
  const sectionList = [...sections.values()]
    .filter((s) => s.inserted || s.deleted)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...s }) => s);
  let insertedWords = 0;
  let deletedWords = 0;
  for (const s of sectionList) {
    insertedWords += s.inserted;
    deletedWords += s.deleted;
  }

  addSummary(newDoc, newBody, sectionList, insertedWords, deletedWords, options);
  const html = serialize(newDoc);
  return {
    html,
    summary: {
      mode: blockFallbacks || options.blockLevelOnly ? "block" : "word",
      insertedWords,
      deletedWords,
      blockFallbacks,
      exactAlignment: exact,
      sections: sectionList,
      units: { old: olds.length, new: news.length },
      elapsedMs: Date.now() - started,
    },
  };
}

function addSummary(
  doc: Document,
  body: Element,
  sections: SectionChange[],
  inserted: number,
  deleted: number,
  options: HtmlDiffOptions,
): void {
  const head = findElement(doc, "head");
  if (head) {
    const style = createElement("style", { id: "norma-diff-style" });
    appendChild(style, createText(STYLE));
    appendChild(head, style);
  }
  const box = createElement("section", {
    id: SUMMARY_ID,
    class: "norma-diff-summary",
    "aria-label": "Summary of changes",
  });
  const h = createElement("h2");
  appendChild(h, createText("Summary of changes"));
  appendChild(box, h);
  const p = createElement("p");
  const between = options.oldLabel && options.newLabel ? ` between ${options.oldLabel} and ${options.newLabel}` : "";
  appendChild(
    p,
    createText(
      sections.length
        ? `${inserted} word${inserted === 1 ? "" : "s"} inserted and ${deleted} word${deleted === 1 ? "" : "s"} deleted${between}, in ${sections.length} section${sections.length === 1 ? "" : "s"}.`
        : `No differences in the text${between}.`,
    ),
  );
  appendChild(box, p);
  if (sections.length) {
    const ul = createElement("ul");
    for (const s of sections) {
      const li = createElement("li", { "data-status": s.status });
      const label = s.status === "added" ? "Added: " : s.status === "removed" ? "Removed: " : "";
      if (label) appendChild(li, createText(label));
      if (s.anchor) {
        const a = createElement("a", { href: `#${s.anchor}` });
        appendChild(a, createText(s.title));
        appendChild(li, a);
      } else appendChild(li, createText(s.title));
      if (s.inserted) {
        const c = createElement("span", { class: "count-ins" });
        appendChild(c, createText(`+${s.inserted}`));
        appendChild(li, c);
      }
      if (s.deleted) {
        const c = createElement("span", { class: "count-del" });
        appendChild(c, createText(`\u2212${s.deleted}`));
        appendChild(li, c);
      }
      appendChild(ul, li);
    }
    appendChild(box, ul);
  }
  insertAt(body, 0, box);
}

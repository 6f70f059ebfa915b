// Marking the compare's result in the newer document's tree (html-diff.ts): inserted words in
// <ins>, deleted words put back as <del>, wholly deleted subtrees copied in and marked.
import {
  addClass,
  appendChild,
  type ChildNode,
  createElement,
  createText,
  type Element,
  getAttr,
  isAtom,
  isElement,
  isText,
  type ParentNode,
  setAttr,
  type TreeEdits,
} from "./dom.ts";
import { tokensOf, type Unit } from "./html-units.ts";

export const INS_CLASS = "norma-ins";
export const DEL_CLASS = "norma-del";
export const INSERTED_BLOCK_CLASS = "norma-diff-inserted";
export const DELETED_BLOCK_CLASS = "norma-diff-deleted";
export const SUMMARY_ID = "norma-diff-summary";

export type Placement = { kind: "after" | "before"; ref: ChildNode } | { kind: "end"; parent: ParentNode };

export interface Segment {
  kind: "text" | "ins" | "del";
  text: string;
}

export function segmentsToNodes(segs: Segment[]): ChildNode[] {
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
export function markUnit(unit: Unit, inserted: Uint8Array, deletions: Map<number, string>, edits: TreeEdits): void {
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
export function markDeletedTree(root: Element): void {
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

export function unitText(unit: Unit, fromWord = 0, toWord = unit.words.length): string {
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

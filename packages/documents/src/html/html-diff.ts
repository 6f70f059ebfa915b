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
  isElement,
  type ParentNode,
  parseHtml,
  setAttr,
  TreeEdits,
  textContent,
} from "./dom.ts";

import {
  DEL_CLASS,
  DELETED_BLOCK_CLASS,
  INS_CLASS,
  INSERTED_BLOCK_CLASS,
  markDeletedTree,
  markUnit,
  type Placement,
  SUMMARY_ID,
  unitText,
} from "./html-marking.ts";
import { collectUnits, countUnits, SequenceInterner, type Unit, WordTable } from "./html-units.ts";

export { wordsOf } from "./html-units.ts";
export { DEL_CLASS, DELETED_BLOCK_CLASS, INS_CLASS, INSERTED_BLOCK_CLASS, SUMMARY_ID };

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

const STYLE = [
  `ins.${INS_CLASS}{background:#d9f2dc;color:#0b5a1c;text-decoration:underline}`,
  `del.${DEL_CLASS}{background:#fbe0e0;color:#9b1111;text-decoration:line-through}`,
  `.${INSERTED_BLOCK_CLASS}{outline:2px solid #7cc98a;outline-offset:2px}`,
  `.${DELETED_BLOCK_CLASS}{outline:2px dashed #e08a8a;outline-offset:2px}`,
  `#${SUMMARY_ID}{border:1px solid #bbb;background:#f7f7f7;padding:.75rem 1rem;margin:1rem;font:14px/1.4 Arial,Helvetica,sans-serif}`,
  `#${SUMMARY_ID} h2{font-size:1rem;margin:0 0 .5rem}`,
  `#${SUMMARY_ID} .count-ins{color:#0b5a1c;margin-inline-start:.5em;unicode-bidi:isolate}`,
  `#${SUMMARY_ID} .count-del{color:#9b1111;margin-inline-start:.5em;unicode-bidi:isolate}`,
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
  // The summary is written in English, once per comparison, for every reader; its parts carry
  // their figures as data attributes so the reader can put it in the user's language
  // (web/reader features/compare/localise-summary.ts).
  const box = createElement("section", {
    id: SUMMARY_ID,
    class: "norma-diff-summary",
    "aria-label": "Summary of changes",
    "data-inserted": String(inserted),
    "data-deleted": String(deleted),
    "data-sections": String(sections.length),
  });
  const h = createElement("h2");
  appendChild(h, createText("Summary of changes"));
  appendChild(box, h);
  const p = createElement("p", { class: "norma-diff-summary__totals" });
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
      if (label) {
        const l = createElement("span", { class: "norma-diff-summary__status" });
        appendChild(l, createText(label));
        appendChild(li, l);
      }
      if (s.anchor) {
        const a = createElement("a", { href: `#${s.anchor}` });
        appendChild(a, createText(s.title));
        appendChild(li, a);
      } else appendChild(li, createText(s.title));
      if (s.inserted) {
        const c = createElement("span", { class: "count-ins", dir: "ltr" });
        appendChild(c, createText(`+${s.inserted}`));
        appendChild(li, c);
      }
      if (s.deleted) {
        const c = createElement("span", { class: "count-del", dir: "ltr" });
        appendChild(c, createText(`\u2212${s.deleted}`));
        appendChild(li, c);
      }
      appendChild(ul, li);
    }
    appendChild(box, ul);
  }
  insertAt(body, 0, box);
}

// Which clause of the old edition each clause of the new one is. Clauses are renumbered, moved,
// split off and edited between editions, so the number alone says little; the evidence is taken
// strongest first, and a pair is made only when it is not ambiguous:
//
//   1. the same text (after the number): a clause renumbered or moved, unchanged;
//   2. the same own heading, found once on each side: a section whose content changed;
//   3. similar text (Dice over the words), better than every other candidate of either clause by
//      a clear margin: a clause edited in place. Parallel clauses ("Type II specimens shall be
//      tested at 3 mm/min", "Type III … 2 mm/min") are similar to each other, so a clause whose
//      best match is not clearly its own stays unpaired rather than taking a sibling;
//   4. the same number, under the same parent, when the text still shares words and neither
//      clause has a better-looking partner: a clause rewritten in place.
//
// Anything left is added (new side) or deleted (old side). Compass point anchoring leans on this
// alignment (a point stays in its own clause), so a wrong pair is worse than no pair.
import { diceSimilarity, Interner } from "../diff/sequence.ts";
import { bodyOf, type Clause } from "./clauses.ts";

export interface EditionClauses {
  text: string;
  clauses: Clause[];
}

export type AlignedBy = "same-text" | "same-heading" | "similar" | "same-number";

export interface ClauseAlignment {
  /** For each new clause (by index), the old clause it is, or -1 (added). */
  oldOfNew: number[];
  /** For each old clause, the new clause it became, or -1 (deleted). */
  newOfOld: number[];
  /** How each new clause was paired (null: added). */
  alignedBy: (AlignedBy | null)[];
  /** Paired new clauses that left their order among the paired clauses (moved). */
  moved: boolean[];
}

/** A pair must reach this similarity (Dice over words)… */
const SIMILAR = 0.5;
/** …and beat every other candidate of both clauses by this much, unless nearly identical. */
const MARGIN = 0.04;
const NEAR_IDENTICAL = 0.95;
/** A clause rewritten in place still shares this much with its old text. */
const REWRITTEN = 0.3;
/** Words found in more clauses than this are not used to look for candidates (they are everywhere). */
const COMMON_WORD_CLAUSES = 400;

const wordsOf = (interner: Interner, body: string): number[] =>
  body
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((w) => interner.id(w));

export function alignClauses(old: EditionClauses, next: EditionClauses): ClauseAlignment {
  const oldOfNew = new Array<number>(next.clauses.length).fill(-1);
  const newOfOld = new Array<number>(old.clauses.length).fill(-1);
  const alignedBy = new Array<AlignedBy | null>(next.clauses.length).fill(null);
  const pair = (i: number, j: number, by: AlignedBy) => {
    newOfOld[i] = j;
    oldOfNew[j] = i;
    alignedBy[j] = by;
  };
  const oldBodies = old.clauses.map((c) => bodyOf(old.text, c));
  const newBodies = next.clauses.map((c) => bodyOf(next.text, c));

  pairSameText(old.clauses, next.clauses, oldBodies, newBodies, pair);
  pairSameHeading(old.clauses, next.clauses, newOfOld, oldOfNew, pair);

  const interner = new Interner();
  const oldWords = oldBodies.map((b) => wordsOf(interner, b));
  const newWords = newBodies.map((b) => wordsOf(interner, b));
  const sims = candidateSimilarities(oldWords, newWords, newOfOld, oldOfNew);
  const byOld = groupBy(sims, (s) => s.i);
  const byNew = groupBy(sims, (s) => s.j);
  pairSimilar(sims, byOld, byNew, newOfOld, oldOfNew, pair);
  pairSameNumber(old.clauses, next.clauses, sims, byOld, byNew, newOfOld, oldOfNew, pair);

  return { oldOfNew, newOfOld, alignedBy, moved: movedOf(oldOfNew) };
}

type Pair = (i: number, j: number, by: AlignedBy) => void;

/** 1. Identical text: once on each side, or as many times on each side (paired in order). */
function pairSameText(olds: Clause[], news: Clause[], oldBodies: string[], newBodies: string[], pair: Pair) {
  // A number-only line ("Annex A") has no text: it is known by its number instead.
  const keyOf = (c: Clause, body: string) => (body ? `t:${body}` : `n:${c.number}`);
  const byKey = new Map<string, { olds: number[]; news: number[] }>();
  olds.forEach((c, i) => {
    const k = keyOf(c, oldBodies[i]);
    const g = byKey.get(k) ?? { olds: [], news: [] };
    g.olds.push(i);
    byKey.set(k, g);
  });
  news.forEach((c, j) => {
    const g = byKey.get(keyOf(c, newBodies[j]));
    if (g) g.news.push(j);
  });
  for (const g of byKey.values()) {
    if (!g.olds.length || !g.news.length) continue;
    if (g.olds.length === g.news.length) {
      for (const [k, i] of g.olds.entries()) pair(i, g.news[k], "same-text");
      continue;
    }
    // Copies on one side only: the copy that kept its number is the clause; the rest is unsure.
    for (const j of g.news) {
      const sameNumber = g.olds.filter((i) => olds[i].number === news[j].number);
      const takers = g.news.filter((x) => news[x].number === news[j].number);
      if (sameNumber.length === 1 && takers.length === 1) pair(sameNumber[0], j, "same-text");
    }
  }
}

/** 2. The same own heading, once among the clauses not yet paired on each side. */
function pairSameHeading(olds: Clause[], news: Clause[], newOfOld: number[], oldOfNew: number[], pair: Pair) {
  const count = (list: Clause[], taken: number[]) => {
    const m = new Map<string, number[]>();
    list.forEach((c, i) => {
      if (taken[i] !== -1 || !c.heading) return;
      const k = c.heading.toLowerCase();
      m.set(k, [...(m.get(k) ?? []), i]);
    });
    return m;
  };
  const oldHeadings = count(olds, newOfOld);
  const newHeadings = count(news, oldOfNew);
  for (const [k, js] of newHeadings) {
    const is = oldHeadings.get(k);
    if (is?.length === 1 && js.length === 1) pair(is[0], js[0], "same-heading");
  }
}

interface Similarity {
  i: number;
  j: number;
  sim: number;
}

/** Similarities of the unpaired clauses that share at least one not-too-common word. */
function candidateSimilarities(
  oldWords: number[][],
  newWords: number[][],
  newOfOld: number[],
  oldOfNew: number[],
): Similarity[] {
  const index = new Map<number, number[]>();
  oldWords.forEach((ws, i) => {
    if (newOfOld[i] !== -1) return;
    for (const w of new Set(ws)) {
      const list = index.get(w);
      if (list) list.push(i);
      else index.set(w, [i]);
    }
  });
  const out: Similarity[] = [];
  newWords.forEach((ws, j) => {
    if (oldOfNew[j] !== -1) return;
    const candidates = new Set<number>();
    for (const w of new Set(ws)) {
      const list = index.get(w);
      if (list && list.length <= COMMON_WORD_CLAUSES) for (const i of list) candidates.add(i);
    }
    for (const i of candidates) {
      const sim = diceSimilarity(oldWords[i], ws);
      if (sim > 0) out.push({ i, j, sim });
    }
  });
  return out;
}

function groupBy(sims: Similarity[], key: (s: Similarity) => number): Map<number, Similarity[]> {
  const m = new Map<number, Similarity[]>();
  for (const s of sims) {
    const list = m.get(key(s));
    if (list) list.push(s);
    else m.set(key(s), [s]);
  }
  return m;
}

/** 3. Greedy by similarity, each pair clearly better than the other candidates of both clauses. */
function pairSimilar(
  sims: Similarity[],
  byOld: Map<number, Similarity[]>,
  byNew: Map<number, Similarity[]>,
  newOfOld: number[],
  oldOfNew: number[],
  pair: Pair,
) {
  const rival = (list: Similarity[] | undefined, self: Similarity) => {
    let best = 0;
    for (const s of list ?? []) {
      if (s === self || newOfOld[s.i] !== -1 || oldOfNew[s.j] !== -1) continue;
      if (s.sim > best) best = s.sim;
    }
    return best;
  };
  const ordered = sims.filter((s) => s.sim >= SIMILAR).sort((a, b) => b.sim - a.sim || a.j - b.j);
  for (const s of ordered) {
    if (newOfOld[s.i] !== -1 || oldOfNew[s.j] !== -1) continue;
    const other = Math.max(rival(byOld.get(s.i), s), rival(byNew.get(s.j), s));
    if (s.sim >= NEAR_IDENTICAL ? s.sim > other : s.sim - other >= MARGIN) pair(s.i, s.j, "similar");
  }
}

/** 4. The same number under the same parent, still sharing words, with no better-looking partner. */
function pairSameNumber(
  olds: Clause[],
  news: Clause[],
  sims: Similarity[],
  byOld: Map<number, Similarity[]>,
  byNew: Map<number, Similarity[]>,
  newOfOld: number[],
  oldOfNew: number[],
  pair: Pair,
) {
  const strongest = (list: Similarity[] | undefined, except: Similarity) =>
    (list ?? []).reduce((m, s) => (s !== except ? Math.max(m, s.sim) : m), 0);
  for (const s of sims) {
    if (s.sim < REWRITTEN || newOfOld[s.i] !== -1 || oldOfNew[s.j] !== -1) continue;
    if (olds[s.i].number !== news[s.j].number) continue;
    if (strongest(byOld.get(s.i), s) >= SIMILAR || strongest(byNew.get(s.j), s) >= SIMILAR) continue;
    pair(s.i, s.j, "same-number");
  }
}

/** Paired clauses outside the longest run that keeps the old order are the ones that moved. */
function movedOf(oldOfNew: number[]): boolean[] {
  const paired = oldOfNew.map((i, j) => ({ i, j })).filter((p) => p.i !== -1);
  // Longest increasing subsequence of the old indices, in new order (patience sorting).
  const tails: number[] = [];
  const prev = new Array<number>(paired.length).fill(-1);
  for (let k = 0; k < paired.length; k++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (paired[tails[mid]].i < paired[k].i) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[k] = tails[lo - 1];
    tails[lo] = k;
  }
  const kept = new Set<number>();
  for (let k = tails.length ? tails[tails.length - 1] : -1; k !== -1; k = prev[k]) kept.add(paired[k].j);
  return oldOfNew.map((i, j) => i !== -1 && !kept.has(j));
}

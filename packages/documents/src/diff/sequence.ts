// Sequence alignment for the compare jobs: a bounded Myers diff (jsdiff, with a deadline and an
// edit-length cap), a linear-time patience-style fallback for when Myers gives up, and word
// similarity for pairing changed blocks. Everything works on interned integer keys, so callers
// decide what counts as "the same" (a word, a paragraph's text, a line).
import { diffArrays } from "diff";

/** A run of equal items, or a change that replaces a[a0,a1) by b[b0,b1) (either side may be empty). */
export interface SeqOp {
  equal: boolean;
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

/** Maps strings to small integers so sequences compare with ===. */
export class Interner {
  private readonly ids = new Map<string, number>();
  id(key: string): number {
    let v = this.ids.get(key);
    if (v === undefined) {
      v = this.ids.size;
      this.ids.set(key, v);
    }
    return v;
  }
}

function pushOp(ops: SeqOp[], equal: boolean, a0: number, a1: number, b0: number, b1: number): void {
  if (a0 === a1 && b0 === b1) return;
  const last = ops[ops.length - 1];
  if (last && last.equal === equal && last.a1 === a0 && last.b1 === b0) {
    last.a1 = a1;
    last.b1 = b1;
  } else ops.push({ equal, a0, a1, b0, b1 });
}

/**
 * Myers diff of a and b within a deadline (ms since epoch) and an optional cap on the edit
 * length. Returns null when either limit is hit; the caller falls back to something coarser.
 */
export function myersDiff(
  a: readonly number[],
  b: readonly number[],
  limits: { deadline: number; maxEditLength?: number },
): SeqOp[] | null {
  const ops: SeqOp[] = [];
  // Common prefix and suffix cost nothing and shrink the problem.
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  pushOp(ops, true, 0, pre, 0, pre);
  const am = a.slice(pre, a.length - suf);
  const bm = b.slice(pre, b.length - suf);
  if (am.length === 0 || bm.length === 0) {
    pushOp(ops, false, pre, pre + am.length, pre, pre + bm.length);
  } else {
    const timeout = limits.deadline - Date.now();
    if (timeout <= 0) return null;
    const changes = diffArrays(am as number[], bm as number[], {
      timeout,
      maxEditLength: limits.maxEditLength ?? am.length + bm.length,
    });
    if (!changes) return null;
    let i = pre;
    let j = pre;
    for (const c of changes) {
      if (c.added) {
        pushOp(ops, false, i, i, j, j + c.count);
        j += c.count;
      } else if (c.removed) {
        pushOp(ops, false, i, i + c.count, j, j);
        i += c.count;
      } else {
        pushOp(ops, true, i, i + c.count, j, j + c.count);
        i += c.count;
        j += c.count;
      }
    }
  }
  pushOp(ops, true, a.length - suf, a.length, b.length - suf, b.length);
  return ops;
}

/**
 * Readability clean-up: a short equal run (≤ `maxEqual` items) squeezed between two changes that
 * are each at least `minChange` long is folded into one change ("Where the tabbed coupon" →
 * "Any deviation from the procedure" rather than a flicker of kept "the"s).
 */
export function mergeShortEqualities(ops: SeqOp[], maxEqual = 2, minChange = 3): SeqOp[] {
  const out: SeqOp[] = [];
  const size = (o: SeqOp) => Math.max(o.a1 - o.a0, o.b1 - o.b0);
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k];
    const prev = out[out.length - 1];
    const next = ops[k + 1];
    if (
      op.equal &&
      prev &&
      !prev.equal &&
      next &&
      !next.equal &&
      op.a1 - op.a0 <= maxEqual &&
      size(prev) >= minChange &&
      size(next) >= minChange
    ) {
      prev.a1 = next.a1;
      prev.b1 = next.b1;
      k++;
      continue;
    }
    if (prev && !prev.equal && !op.equal) {
      prev.a1 = op.a1;
      prev.b1 = op.b1;
    } else out.push({ ...op });
  }
  return out;
}

/** Longest increasing subsequence of `seq` (indices into seq), O(n log n). */
function lis(seq: readonly number[]): number[] {
  const tails: number[] = [];
  const prev = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]] < seq[i]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const out: number[] = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = prev[k]) out.push(k);
  return out.reverse();
}

/**
 * Patience alignment: items unique in both ranges anchor the match (their longest increasing
 * run), equal neighbours of the anchors extend it, and the gaps are aligned the same way, a few
 * levels deep. Near-linear time whatever the input, so it is the fallback when Myers gives up.
 */
export function patienceDiff(a: readonly number[], b: readonly number[], maxDepth = 4): SeqOp[] {
  const ops: SeqOp[] = [];
  const walk = (a0: number, a1: number, b0: number, b1: number, depth: number): void => {
    // Equal prefix and suffix first.
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) {
      pushOp(ops, true, a0, a0 + 1, b0, b0 + 1);
      a0++;
      b0++;
    }
    let s = 0;
    while (a1 - s > a0 && b1 - s > b0 && a[a1 - 1 - s] === b[b1 - 1 - s]) s++;
    const tail = s;
    a1 -= tail;
    b1 -= tail;
    if (a0 < a1 && b0 < b1 && depth < maxDepth) {
      const countA = new Map<number, number>();
      for (let i = a0; i < a1; i++) countA.set(a[i], (countA.get(a[i]) ?? 0) + 1);
      const countB = new Map<number, number>();
      const posB = new Map<number, number>();
      for (let j = b0; j < b1; j++) {
        countB.set(b[j], (countB.get(b[j]) ?? 0) + 1);
        posB.set(b[j], j);
      }
      const anchorsA: number[] = [];
      const anchorsB: number[] = [];
      for (let i = a0; i < a1; i++) {
        if (countA.get(a[i]) === 1 && countB.get(a[i]) === 1) {
          anchorsA.push(i);
          anchorsB.push(posB.get(a[i])!);
        }
      }
      const keep = lis(anchorsB);
      if (keep.length) {
        let pa = a0;
        let pb = b0;
        for (const k of keep) {
          const ia = anchorsA[k];
          const jb = anchorsB[k];
          walk(pa, ia, pb, jb, depth + 1);
          pushOp(ops, true, ia, ia + 1, jb, jb + 1);
          pa = ia + 1;
          pb = jb + 1;
        }
        walk(pa, a1, pb, b1, depth + 1);
      } else pushOp(ops, false, a0, a1, b0, b1);
    } else pushOp(ops, false, a0, a1, b0, b1);
    pushOp(ops, true, a1, a1 + tail, b1, b1 + tail);
  };
  walk(0, a.length, 0, b.length, 0);
  return ops;
}

/** Myers within the limits, else patience: always an alignment, always bounded. */
export function alignSequences(
  a: readonly number[],
  b: readonly number[],
  limits: { deadline: number; maxEditLength?: number },
): { ops: SeqOp[]; exact: boolean } {
  const ops = myersDiff(a, b, limits);
  return ops ? { ops, exact: true } : { ops: patienceDiff(a, b), exact: false };
}

/** Dice coefficient of two multisets of interned words (1 = same words, 0 = none shared). */
export function diceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  let common = 0;
  for (const y of b) {
    const c = counts.get(y);
    if (c) {
      common++;
      counts.set(y, c - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

/**
 * Pairs the items of a changed region (olds × news) in order, maximising the summed similarity
 * of the pairs; pairs below `threshold` are not made. Exact dynamic programming for small
 * regions, a greedy windowed scan for large ones. Returns [oldIndex, newIndex] pairs.
 */
export function pairInOrder(
  olds: number,
  news: number,
  similarity: (i: number, j: number) => number,
  threshold: number,
  exactLimit = 2_500,
): [number, number][] {
  if (olds === 0 || news === 0) return [];
  if (olds * news <= exactLimit) {
    const w = news + 1;
    const score = new Float64Array((olds + 1) * w);
    const move = new Uint8Array((olds + 1) * w); // 0 skip old, 1 skip new, 2 pair
    for (let i = 1; i <= olds; i++) {
      for (let j = 1; j <= news; j++) {
        let best = score[(i - 1) * w + j];
        let m = 0;
        if (score[i * w + j - 1] > best) {
          best = score[i * w + j - 1];
          m = 1;
        }
        const s = similarity(i - 1, j - 1);
        if (s >= threshold && score[(i - 1) * w + j - 1] + s > best) {
          best = score[(i - 1) * w + j - 1] + s;
          m = 2;
        }
        score[i * w + j] = best;
        move[i * w + j] = m;
      }
    }
    const pairs: [number, number][] = [];
    let i = olds;
    let j = news;
    while (i > 0 && j > 0) {
      const m = move[i * w + j];
      if (m === 2) {
        pairs.push([i - 1, j - 1]);
        i--;
        j--;
      } else if (m === 1) j--;
      else i--;
    }
    return pairs.reverse();
  }
  const pairs: [number, number][] = [];
  const WINDOW = 12;
  let j0 = 0;
  for (let i = 0; i < olds && j0 < news; i++) {
    let best = -1;
    let bestJ = -1;
    for (let j = j0; j < Math.min(news, j0 + WINDOW); j++) {
      const s = similarity(i, j);
      if (s > best) {
        best = s;
        bestJ = j;
      }
    }
    if (best >= threshold) {
      pairs.push([i, bestJ]);
      j0 = bestJ + 1;
    }
  }
  return pairs;
}

// Ranking of the semantic index's documents by cosine with a query vector (int8 on both sides):
// the tenant's publishers' newest editions, the best MAX_RESULTS kept in a bounded min-heap.
import { HEAD_DIMS, type SemanticIndex } from "./semantic-index.ts";

/** Cosine similarity a document needs to count as a result. */
export const MIN_SCORE = 0.35;
/** Results are the best this many (the reply's count never exceeds it). */
export const MAX_RESULTS = 500;

/** The best documents (slot, score) of the tenant's publishers, newest editions only. */
export function rank(ix: SemanticIndex, query: Int8Array, publisherIds: number[]) {
  const allowed = new Uint8Array(Math.max(0, ...publisherIds) + 1);
  for (const p of publisherIds) allowed[p] = 1;
  const threshold = MIN_SCORE * 127 * 127;
  const d = ix.dims;
  const head = Math.min(HEAD_DIMS, d);
  let queryTail = 0;
  for (let j = head; j < d; j++) queryTail += query[j] * query[j];
  // Rounding room so that the bound never prunes a document that would have qualified.
  queryTail = Math.sqrt(queryTail) + 1e-6;
  // A bounded min-heap of the best MAX_RESULTS.
  const heapSlot = new Int32Array(MAX_RESULTS);
  const heapScore = new Float64Array(MAX_RESULTS);
  let heapSize = 0;
  let matches = 0;
  const { vectors, latest, publishers, tails } = ix;
  // Below this a document can be neither counted nor kept: the threshold, and once the heap
  // is full (the count is capped at MAX_RESULTS then) its smallest score.
  let cut = threshold;
  for (let s = 0; s < ix.size; s++) {
    if (latest[s] === 0 || allowed[publishers[s]] !== 1) continue;
    let dot = 0;
    const o = s * d;
    for (let j = 0; j < head; j++) dot += vectors[o + j] * query[j];
    if (dot + tails[s] * queryTail < cut) continue;
    for (let j = head; j < d; j++) dot += vectors[o + j] * query[j];
    if (dot < threshold) continue;
    matches++;
    if (heapSize < MAX_RESULTS) {
      let i = heapSize++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heapScore[parent] <= dot) break;
        heapScore[i] = heapScore[parent];
        heapSlot[i] = heapSlot[parent];
        i = parent;
      }
      heapScore[i] = dot;
      heapSlot[i] = s;
      if (heapSize === MAX_RESULTS) cut = Math.max(threshold, heapScore[0]);
    } else if (dot > heapScore[0]) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= heapSize) break;
        const r = l + 1;
        const c = r < heapSize && heapScore[r] < heapScore[l] ? r : l;
        if (heapScore[c] >= dot) break;
        heapScore[i] = heapScore[c];
        heapSlot[i] = heapSlot[c];
        i = c;
      }
      heapScore[i] = dot;
      heapSlot[i] = s;
      cut = Math.max(threshold, heapScore[0]);
    }
  }
  const best = [...heapSlot.subarray(0, heapSize)]
    .map((slot, i) => ({ id: ix.ids[slot], score: heapScore[i] / (127 * 127) }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  return { best, matches };
}

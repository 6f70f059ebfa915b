// Latent semantic indexing, computed here from the catalogue itself (no model downloads):
//   1. a TF-IDF term-document matrix over a sample of documents (title weighted over description
//      and body),
//   2. its truncated SVD A ≈ U_k Σ_k V_kᵀ by randomized subspace iteration (Halko, Martinsson &
//      Tropp), in plain TypeScript,
//   3. every document (and every query) folded into the k-dimensional concept space as
//      v = U_kᵀ x, normalised, and quantised to int8 for a compact in-memory index.
// Words that never appear together in one text still land close when they share contexts
// ('tension' and 'tensile', 'fiber-reinforced' and 'composite'), so a query finds documents that
// share no keyword with it.

/** Words too common to carry meaning (English, plus the boilerplate of standards' titles). */
const STOP = new Set(
  (
    "a an and are as at be by for from has have in into is it its of on or that the their this to was were " +
    "which with within without not no than then there these those such can may shall should will would also " +
    "other others using use used standard standards method methods test tests practice guide specification " +
    "specifications terminology classification part general requirements"
  ).split(" "),
);

/** Light stemming: plural and common verb endings, so 'specimens'/'specimen' and 'tested'/'test' meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is"))
    w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  return w;
}

/** Words of a text: lower-case letters (any script), stop words dropped, stemmed. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}]+/u)) {
    if (raw.length < 3 || STOP.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

export interface SemanticText {
  title: string;
  description?: string | null;
  body?: string | null;
}

/** Term counts of a document: the title counts three times, the description once, the body's start once. */
export function termCounts(doc: SemanticText): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (text: string | null | undefined, weight: number) => {
    if (!text) return;
    for (const t of tokens(text)) counts.set(t, (counts.get(t) ?? 0) + weight);
  };
  add(doc.title, 3);
  add(doc.description, 1);
  add(doc.body?.slice(0, 4000), 1);
  return counts;
}

export interface LsiModel {
  dims: number;
  terms: string[];
  idf: Float32Array;
  /** terms × dims, row-major: row t is U_k[t] (the term's concept coordinates). */
  termVectors: Float32Array;
  singularValues: Float32Array;
  sampleSize: number;
}

export interface BuildOptions {
  dims?: number;
  /** Terms kept: the most frequent with document frequency ≥ minDf. */
  maxTerms?: number;
  minDf?: number;
  oversample?: number;
  powerIterations?: number;
  seed?: number;
}

/** A small deterministic generator (mulberry32) so a rebuild gives the same model. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Orthonormalises the columns of an n × l row-major matrix in place (modified Gram-Schmidt). */
function orthonormalise(m: Float64Array, n: number, l: number): void {
  for (let j = 0; j < l; j++) {
    for (let i = 0; i < j; i++) {
      let dot = 0;
      for (let r = 0; r < n; r++) dot += m[r * l + i] * m[r * l + j];
      for (let r = 0; r < n; r++) m[r * l + j] -= dot * m[r * l + i];
    }
    let norm = 0;
    for (let r = 0; r < n; r++) norm += m[r * l + j] * m[r * l + j];
    norm = Math.sqrt(norm) || 1;
    for (let r = 0; r < n; r++) m[r * l + j] /= norm;
  }
}

/** Eigen-decomposition of a symmetric l × l matrix (cyclic Jacobi): eigenvalues and column eigenvectors. */
function symmetricEigen(a: Float64Array, l: number): { values: Float64Array; vectors: Float64Array } {
  const v = new Float64Array(l * l);
  for (let i = 0; i < l; i++) v[i * l + i] = 1;
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (let p = 0; p < l; p++) for (let q = p + 1; q < l; q++) off += a[p * l + q] ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < l; p++) {
      for (let q = p + 1; q < l; q++) {
        const apq = a[p * l + q];
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (a[q * l + q] - a[p * l + p]) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < l; k++) {
          const akp = a[k * l + p];
          const akq = a[k * l + q];
          a[k * l + p] = c * akp - s * akq;
          a[k * l + q] = s * akp + c * akq;
        }
        for (let k = 0; k < l; k++) {
          const apk = a[p * l + k];
          const aqk = a[q * l + k];
          a[p * l + k] = c * apk - s * aqk;
          a[q * l + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < l; k++) {
          const vkp = v[k * l + p];
          const vkq = v[k * l + q];
          v[k * l + p] = c * vkp - s * vkq;
          v[k * l + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(l);
  for (let i = 0; i < l; i++) values[i] = a[i * l + i];
  return { values, vectors: v };
}

/** Builds the model from a sample of documents. */
export function buildModel(docs: SemanticText[], options: BuildOptions = {}): LsiModel {
  const k = options.dims ?? 64;
  const maxTerms = options.maxTerms ?? 30_000;
  const minDf = options.minDf ?? 2;
  const counts = docs.map(termCounts);
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const terms = [...df.entries()]
    .filter(([, f]) => f >= minDf && f < n * 0.5)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxTerms)
    .map(([t]) => t)
    .sort();
  const index = new Map(terms.map((t, i) => [t, i]));
  const m = terms.length;
  const idf = new Float32Array(m);
  terms.forEach((t, i) => {
    idf[i] = Math.log(n / (df.get(t) ?? 1));
  });
  // Sparse columns (documents) of A: (term, weight), each column normalised.
  const cols = counts.map((c) => {
    const entries: [number, number][] = [];
    let norm = 0;
    for (const [t, tf] of c) {
      const i = index.get(t);
      if (i === undefined) continue;
      const w = (1 + Math.log(tf)) * idf[i];
      entries.push([i, w]);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const e of entries) e[1] /= norm;
    return entries;
  });
  const dims = Math.max(1, Math.min(k, m - 1, n - 1));
  const l = Math.min(dims + (options.oversample ?? 16), m, n);
  const rnd = random(options.seed ?? 7);
  const gauss = () => {
    const u = Math.max(rnd(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
  };
  // Y = A Ω (m × l)
  const mulA = (omega: Float64Array) => {
    const y = new Float64Array(m * l);
    cols.forEach((col, j) => {
      for (const [t, w] of col) for (let c = 0; c < l; c++) y[t * l + c] += w * omega[j * l + c];
    });
    return y;
  };
  // Z = Aᵀ Q (n × l)
  const mulAt = (q: Float64Array) => {
    const z = new Float64Array(n * l);
    cols.forEach((col, j) => {
      for (const [t, w] of col) for (let c = 0; c < l; c++) z[j * l + c] += w * q[t * l + c];
    });
    return z;
  };
  const omega = new Float64Array(n * l);
  for (let i = 0; i < omega.length; i++) omega[i] = gauss();
  let q = mulA(omega);
  orthonormalise(q, m, l);
  for (let it = 0; it < (options.powerIterations ?? 3); it++) {
    const z = mulAt(q);
    orthonormalise(z, n, l);
    q = mulA(z);
    orthonormalise(q, m, l);
  }
  // B = Qᵀ A (l × n); B Bᵀ = Qᵀ A Aᵀ Q (l × l), whose eigenvectors rotate Q into U.
  const bt = mulAt(q); // n × l = Bᵀ
  const bbt = new Float64Array(l * l);
  for (let j = 0; j < n; j++) {
    for (let a = 0; a < l; a++) {
      const x = bt[j * l + a];
      if (x === 0) continue;
      for (let b = a; b < l; b++) bbt[a * l + b] += x * bt[j * l + b];
    }
  }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) bbt[a * l + b] = bbt[b * l + a];
  const { values, vectors } = symmetricEigen(bbt, l);
  const order = [...values.keys()].sort((a, b) => values[b] - values[a]).slice(0, dims);
  const termVectors = new Float32Array(m * dims);
  for (let t = 0; t < m; t++) {
    for (let d = 0; d < dims; d++) {
      const e = order[d];
      let s = 0;
      for (let c = 0; c < l; c++) s += q[t * l + c] * vectors[c * l + e];
      termVectors[t * dims + d] = s;
    }
  }
  return {
    dims,
    terms,
    idf,
    termVectors,
    singularValues: Float32Array.from(order.map((e) => Math.sqrt(Math.max(values[e], 0)))),
    sampleSize: n,
  };
}

/** A prepared model: term → index. */
export function prepare(model: LsiModel) {
  const index = new Map(model.terms.map((t, i) => [t, i]));
  /** Concept vector of a text (unit length), or null when it has no known term. */
  function embed(doc: SemanticText): Float32Array | null {
    const v = new Float32Array(model.dims);
    let any = false;
    for (const [t, tf] of termCounts(doc)) {
      const i = index.get(t);
      if (i === undefined) continue;
      any = true;
      const w = (1 + Math.log(tf)) * model.idf[i];
      const row = i * model.dims;
      for (let d = 0; d < model.dims; d++) v[d] += w * model.termVectors[row + d];
    }
    if (!any) return null;
    let norm = 0;
    for (let d = 0; d < model.dims; d++) norm += v[d] * v[d];
    norm = Math.sqrt(norm);
    if (norm === 0) return null;
    for (let d = 0; d < model.dims; d++) v[d] /= norm;
    return v;
  }
  return { model, embed };
}

/** Unit vector → int8 (× 127); cosine of two quantised vectors ≈ dot / 127². */
export function quantise(v: Float32Array): Int8Array {
  const q = new Int8Array(v.length);
  for (let i = 0; i < v.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round(v[i] * 127)));
  return q;
}

/** Model ↔ bytes (for the database): little-endian float32 arrays. */
export function floatsToBytes(a: Float32Array): Buffer {
  return Buffer.from(a.buffer.slice(a.byteOffset, a.byteOffset + a.byteLength));
}

export function bytesToFloats(b: Uint8Array): Float32Array {
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Float32Array(copy.buffer);
}

// The semantic index in memory: every document's LSI vector as int8 (64 bytes a document) with its
// publisher, whether it is the newest edition and the norm of its tail, loaded at once and kept
// current by polling document_vectors for rows the workers' indexing job has changed.
import { bytesToFloats, type LsiModel, prepare } from "@norma/db/semantic";
import type { SemanticRepo } from "./semantic-repo.ts";

/** How often the index looks for changed vectors. */
const REFRESH_MS = 5_000;
/**
 * Vectors read per statement: the driver's buffers of a batch of 50,000 left the API's resident
 * set 60 MB larger for good at 200,000 documents (issue 29), a batch of 5,000 costs no more time.
 */
const LOAD_BATCH = 5_000;
/** Columns grow by a quarter once loaded (doubling a million vectors for one new one wastes 64 MB). */
const GROWTH = 1.25;

/**
 * The ranking multiplies this many leading dimensions first (LSI orders them by weight) and skips
 * a document when even a perfectly aligned rest (Cauchy–Schwarz: its stored tail norm times the
 * query's) could not lift it to the threshold or into the heap: exact, and most of the catalogue
 * stops there.
 */
export const HEAD_DIMS = 16;

export interface SemanticIndex {
  modelId: number;
  embed: ReturnType<typeof prepare>["embed"];
  dims: number;
  size: number;
  ids: Int32Array;
  publishers: Int32Array;
  latest: Uint8Array;
  vectors: Int8Array;
  /** Euclidean norm of each vector's dimensions from HEAD_DIMS on, rounded up (it bounds a dot product). */
  tails: Float32Array;
  /** Slot of a document id, -1 when it has no vector. */
  slotOf: Int32Array;
  seen: Date;
  checkedAt: number;
}

type Column = Int32Array | Uint8Array | Int8Array | Float32Array;

function grow<T extends Column>(a: T, length: number, fill = 0, growth = 2): T {
  if (a.length >= length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(length, Math.ceil(a.length * growth)));
  if (fill !== 0) next.fill(fill);
  next.set(a);
  return next;
}

/** One document's vector row written into its slot (a new slot when the document has none yet). */
function put(
  ix: SemanticIndex,
  row: { document_id: number; vector: Uint8Array; publisher_id: number; is_latest: boolean },
  growth: number,
) {
  ix.slotOf = grow(ix.slotOf, row.document_id + 1, -1, growth);
  let slot = ix.slotOf[row.document_id];
  if (slot < 0) {
    slot = ix.size++;
    ix.ids = grow(ix.ids, ix.size, 0, growth);
    ix.publishers = grow(ix.publishers, ix.size, 0, growth);
    ix.latest = grow(ix.latest, ix.size, 0, growth);
    ix.vectors = grow(ix.vectors, ix.size * ix.dims, 0, growth);
    ix.tails = grow(ix.tails, ix.size, 0, growth);
    ix.slotOf[row.document_id] = slot;
    ix.ids[slot] = row.document_id;
  }
  ix.publishers[slot] = row.publisher_id;
  ix.latest[slot] = row.is_latest ? 1 : 0;
  const v = new Int8Array(row.vector.buffer, row.vector.byteOffset, ix.dims);
  ix.vectors.set(v, slot * ix.dims);
  let tail = 0;
  for (let j = HEAD_DIMS; j < ix.dims; j++) tail += v[j] * v[j];
  // A float32 a little above the norm: the ranking's bound stays an upper bound.
  ix.tails[slot] = Math.fround(Math.sqrt(tail) * (1 + 2 ** -20));
}

/** The columns cut to what they hold and a sixteenth (loading grew them by doubling). */
function trim(ix: SemanticIndex) {
  const keep = ix.size + (ix.size >> 4) + 16;
  const cut = <T extends Column>(a: T, n: number): T => (a.length > n ? (a.slice(0, n) as T) : a);
  ix.ids = cut(ix.ids, keep);
  ix.publishers = cut(ix.publishers, keep);
  ix.latest = cut(ix.latest, keep);
  ix.vectors = cut(ix.vectors, keep * ix.dims);
  ix.tails = cut(ix.tails, keep);
}

/** The index of the latest model, and the check for changed vectors at most every refreshMs. */
export function createSemanticIndexCache(deps: { repo: SemanticRepo; refreshMs?: number }) {
  const { repo } = deps;
  const refreshMs = deps.refreshMs ?? REFRESH_MS;
  let current: Promise<SemanticIndex | null> | null = null;

  async function loadRows(ix: SemanticIndex, since?: Date) {
    for (let after = 0; ; ) {
      const rows = await repo.vectors({ afterId: after, limit: LOAD_BATCH, since });
      for (const r of rows) {
        if (r.model_id !== ix.modelId) continue;
        // Doubling while the first load fills the columns; a quarter at a time afterwards.
        put(ix, r, since ? GROWTH : 2);
        if (r.updated_at > ix.seen) ix.seen = r.updated_at;
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1].document_id;
    }
  }

  async function load(): Promise<SemanticIndex | null> {
    const m = await repo.latestModel();
    if (!m) return null;
    const model: LsiModel = {
      dims: m.dims,
      terms: m.terms,
      idf: bytesToFloats(m.idf),
      termVectors: bytesToFloats(m.termVectors),
      singularValues: bytesToFloats(m.singularValues),
      sampleSize: m.sampleSize,
    };
    const ix: SemanticIndex = {
      modelId: m.id,
      embed: prepare(model).embed,
      dims: m.dims,
      size: 0,
      ids: new Int32Array(1024),
      publishers: new Int32Array(1024),
      latest: new Uint8Array(1024),
      vectors: new Int8Array(1024 * m.dims),
      tails: new Float32Array(1024),
      slotOf: new Int32Array(1024).fill(-1),
      seen: new Date(0),
      checkedAt: Date.now(),
    };
    await loadRows(ix);
    trim(ix);
    return ix;
  }

  async function index(): Promise<SemanticIndex | null> {
    if (!current) {
      const loading = load();
      current = loading;
      loading.catch(() => {
        if (current === loading) current = null;
      });
      return loading;
    }
    const ix = await current;
    if (Date.now() - (ix?.checkedAt ?? 0) < refreshMs) return ix;
    // A new model replaces everything; otherwise only changed vectors are read.
    const m = await repo.latestModel();
    if (!ix || !m || m.id !== ix.modelId) {
      current = null;
      return index();
    }
    ix.checkedAt = Date.now();
    await loadRows(ix, ix.seen);
    return ix;
  }

  return {
    index,

    /** Drops the in-memory index (the next call loads it again). */
    reset() {
      current = null;
    },

    /** True once the index is in memory (or there is no model to load). */
    async loaded(): Promise<boolean> {
      if (!current) return false;
      const settled = await Promise.race([
        current.then(() => true),
        new Promise<false>((r) => setImmediate(() => r(false))),
      ]);
      return settled;
    },
  };
}

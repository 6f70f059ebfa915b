// Semantic (discovery) search, beta (spec 1 §2): for accounts with semanticSearchFlag. The query
// is folded into the LSI concept space of the catalogue (prisma/src/semantic) and compared by
// cosine with every document vector, held in memory as int8 (64 bytes a document) and kept
// current by polling document_vectors for rows the workers' indexing job has changed.
import { bytesToFloats, type LsiModel, prepare, quantise } from "@norma/db/semantic";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { RefinementsService, TenantLike } from "../refinements/refinements-service.ts";
import { formatHits } from "../search/search-format.ts";
import { assertSubmittable, sanitiseKeywords } from "../search/search-query.ts";
import type { SearchRepo } from "../search/search-repo.ts";
import type { SearchService } from "../search/search-service.ts";
import { PAGE_SIZES, type SearchReply } from "../search/search-types.ts";
import type { SemanticRepo } from "./semantic-repo.ts";

/** Cosine similarity a document needs to count as a result. */
export const MIN_SCORE = 0.35;
/** Results are the best this many (the reply's count never exceeds it). */
export const MAX_RESULTS = 500;
/** How often the index looks for changed vectors. */
const REFRESH_MS = 5_000;
const LOAD_BATCH = 50_000;
/**
 * The ranking multiplies this many leading dimensions first (LSI orders them by weight) and skips
 * a document when even a perfectly aligned rest (Cauchy–Schwarz: its stored tail norm times the
 * query's) could not lift it to the threshold or into the heap: exact, and most of the catalogue
 * stops there.
 */
const HEAD_DIMS = 16;

interface Index {
  modelId: number;
  embed: ReturnType<typeof prepare>["embed"];
  dims: number;
  size: number;
  ids: Int32Array;
  publishers: Int32Array;
  latest: Uint8Array;
  vectors: Int8Array;
  /** Euclidean norm of each vector's dimensions from HEAD_DIMS on. */
  tails: Float64Array;
  /** Slot of a document id, -1 when it has no vector. */
  slotOf: Int32Array;
  seen: Date;
  checkedAt: number;
}

function grow<T extends Int32Array | Uint8Array | Int8Array | Float64Array>(a: T, length: number, fill = 0): T {
  if (a.length >= length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(length, a.length * 2));
  if (fill !== 0) next.fill(fill);
  next.set(a);
  return next;
}

export function createSemanticService(deps: {
  repo: SemanticRepo;
  searchRepo: SearchRepo;
  search: SearchService;
  refinements: RefinementsService;
  refreshMs?: number;
}) {
  const { repo, searchRepo, search, refinements } = deps;
  const refreshMs = deps.refreshMs ?? REFRESH_MS;
  let current: Promise<Index | null> | null = null;
  let warmed: Promise<void> | null = null;

  function put(ix: Index, row: { document_id: number; vector: Uint8Array; publisher_id: number; is_latest: boolean }) {
    ix.slotOf = grow(ix.slotOf, row.document_id + 1, -1);
    let slot = ix.slotOf[row.document_id];
    if (slot < 0) {
      slot = ix.size++;
      ix.ids = grow(ix.ids, ix.size);
      ix.publishers = grow(ix.publishers, ix.size);
      ix.latest = grow(ix.latest, ix.size);
      ix.vectors = grow(ix.vectors, ix.size * ix.dims);
      ix.tails = grow(ix.tails, ix.size);
      ix.slotOf[row.document_id] = slot;
      ix.ids[slot] = row.document_id;
    }
    ix.publishers[slot] = row.publisher_id;
    ix.latest[slot] = row.is_latest ? 1 : 0;
    const v = new Int8Array(row.vector.buffer, row.vector.byteOffset, ix.dims);
    ix.vectors.set(v, slot * ix.dims);
    let tail = 0;
    for (let j = HEAD_DIMS; j < ix.dims; j++) tail += v[j] * v[j];
    ix.tails[slot] = Math.sqrt(tail);
  }

  async function loadRows(ix: Index, since?: Date) {
    for (let after = 0; ; ) {
      const rows = await repo.vectors({ afterId: after, limit: LOAD_BATCH, since });
      for (const r of rows) {
        if (r.model_id !== ix.modelId) continue;
        put(ix, r);
        if (r.updated_at > ix.seen) ix.seen = r.updated_at;
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1].document_id;
    }
  }

  async function load(): Promise<Index | null> {
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
    const ix: Index = {
      modelId: m.id,
      embed: prepare(model).embed,
      dims: m.dims,
      size: 0,
      ids: new Int32Array(1024),
      publishers: new Int32Array(1024),
      latest: new Uint8Array(1024),
      vectors: new Int8Array(1024 * m.dims),
      tails: new Float64Array(1024),
      slotOf: new Int32Array(1024).fill(-1),
      seen: new Date(0),
      checkedAt: Date.now(),
    };
    await loadRows(ix);
    return ix;
  }

  async function index(): Promise<Index | null> {
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

  /** The best documents (slot, score) of the tenant's publishers, newest editions only. */
  function rank(ix: Index, query: Int8Array, publisherIds: number[]) {
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

  return {
    /** POST /api/semantic-search/v1/query */
    async query(
      actor: Actor,
      tenant: TenantLike,
      input: { keywords?: string },
      page: { page?: number; size?: number },
    ): Promise<SearchReply> {
      await search.assertSemanticAllowed(actor);
      const size = page.size ?? 25;
      if (!(PAGE_SIZES as readonly number[]).includes(size)) {
        throw BadRequest.field("semanticQuery", "size", "Enum", "the page size is 25, 50, 75 or 100");
      }
      const pageNo = page.page ?? 0;
      const keywords = sanitiseKeywords(input.keywords);
      assertSubmittable(keywords, "semantic");
      const ix = await index();
      const vector = ix?.embed({ title: keywords });
      if (!ix || !vector) return { count: 0, result: [], nextPageFlag: false };
      const view = await refinements.tenantView(tenant);
      const { best, matches } = rank(
        ix,
        quantise(vector),
        view.publishers.map((p) => p.id),
      );
      const count = Math.min(matches, MAX_RESULTS);
      const slice = best.slice(pageNo * size, (pageNo + 1) * size);
      const rows = await searchRepo.hits(slice.map((b) => b.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = slice.flatMap((b) => {
        const r = byId.get(b.id);
        return r ? [r] : [];
      });
      const related = await searchRepo.related(ordered);
      return {
        count,
        result: formatHits(ordered, related, new Map(slice.map((b) => [b.id, b.score]))),
        nextPageFlag: (pageNo + 1) * size < count,
      };
    },

    /** Drops the in-memory index (tests; the next query reloads it). */
    reset() {
      current = null;
      warmed = null;
    },

    /**
     * Loads the index at server start, so that no reader's query waits for it (11 s at a million
     * documents) and a replica says it is ready only once it holds it.
     */
    warm(log?: { error(o: object, msg: string): void }): Promise<void> {
      warmed ??= index().then(
        () => undefined,
        (err) => {
          warmed = null;
          log?.error({ err }, "semantic index load failed");
        },
      );
      return warmed;
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

export type SemanticService = ReturnType<typeof createSemanticService>;

// The semantic index in the database: one LSI model (semantic_models) built from a sample of the
// catalogue, and a concept vector per document (document_vectors, int8). The seed builds it, the
// workers' indexing job refreshes the vectors of changed documents, and `npm run semantic:index`
// rebuilds the model (e.g. after the catalogue has grown a lot). The API reads both (modules/semantic).
import {
  buildModel,
  bytesToFloats,
  floatsToBytes,
  type LsiModel,
  prepare,
  quantise,
  type SemanticText,
} from "./lsi.ts";

export * from "./lsi.ts";

/** What the functions need of a connection: pg's Client, PoolClient and Pool all fit. */
export interface Queryable {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface IndexOptions {
  /** Documents the model is computed from (an even spread over the catalogue). */
  sample?: number;
  dims?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

interface TextRow {
  id: number;
  title: string;
  description: string | null;
  body: string | null;
}

const TEXT_SQL = `SELECT d.id, d.title, d.description, left(b.text, 4000) AS body
  FROM documents d LEFT JOIN document_bodies b ON b.document_id = d.id`;

export interface StoredModel extends LsiModel {
  id: number;
}

export async function loadModel(db: Queryable): Promise<StoredModel | null> {
  const { rows } = await db.query<{
    id: number;
    dims: number;
    terms: string[];
    idf: Uint8Array;
    term_vectors: Uint8Array;
    singular_values: Uint8Array;
    sample_size: number;
  }>(
    `SELECT id, dims, terms, idf, term_vectors, singular_values, sample_size
       FROM semantic_models ORDER BY id DESC LIMIT 1`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    dims: r.dims,
    terms: r.terms,
    idf: bytesToFloats(r.idf),
    termVectors: bytesToFloats(r.term_vectors),
    singularValues: bytesToFloats(r.singular_values),
    sampleSize: r.sample_size,
  };
}

/** Builds a new model from a sample of original English documents and stores it; vectors follow with refreshAll. */
export async function buildAndStoreModel(db: Queryable, options: IndexOptions = {}): Promise<StoredModel> {
  const sample = options.sample ?? 20_000;
  const { rows: stats } = await db.query<{ n: string; max: number | null }>(
    "SELECT count(*)::text AS n, max(id) AS max FROM documents WHERE translation_of_id IS NULL",
  );
  const total = Number(stats[0].n);
  const step = Math.max(1, Math.floor(total / sample));
  const { rows } = await db.query<TextRow>(
    `${TEXT_SQL} WHERE d.translation_of_id IS NULL AND d.language_code LIKE 'en%' AND d.id % $1 = 0
      ORDER BY d.id LIMIT $2`,
    [step, sample],
  );
  const started = performance.now();
  const model = buildModel(rows as SemanticText[], { dims: options.dims ?? 64 });
  options.log?.(
    `semantic model: ${model.terms.length} terms × ${model.dims} dimensions from ${rows.length} documents (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const { rows: inserted } = await db.query<{ id: number }>(
    `INSERT INTO semantic_models (dims, terms, idf, term_vectors, singular_values, sample_size)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      model.dims,
      model.terms,
      floatsToBytes(model.idf),
      floatsToBytes(model.termVectors),
      floatsToBytes(model.singularValues),
      rows.length,
    ],
  );
  return { ...model, id: inserted[0].id };
}

async function store(db: Queryable, modelId: number, rows: TextRow[], embed: ReturnType<typeof prepare>["embed"]) {
  const ids: number[] = [];
  const vectors: Buffer[] = [];
  const empty: number[] = [];
  for (const r of rows) {
    const v = embed(r);
    if (!v) {
      empty.push(r.id);
      continue;
    }
    ids.push(r.id);
    const q = quantise(v);
    vectors.push(Buffer.from(q.buffer, q.byteOffset, q.byteLength));
  }
  if (ids.length) {
    await db.query(
      `INSERT INTO document_vectors (document_id, model_id, vector, updated_at)
       SELECT u.id, $2, u.v, now() FROM unnest($1::int[], $3::bytea[]) AS u(id, v)
       ON CONFLICT (document_id) DO UPDATE SET model_id = EXCLUDED.model_id, vector = EXCLUDED.vector, updated_at = now()`,
      [ids, modelId, vectors],
    );
  }
  if (empty.length) await db.query("DELETE FROM document_vectors WHERE document_id = ANY($1::int[])", [empty]);
  return ids.length;
}

/** (Re)computes the vectors of some documents with the current model (building one if there is none). */
export async function refreshVectors(db: Queryable, documentIds: number[], options: IndexOptions = {}) {
  let model = await loadModel(db);
  if (!model) {
    model = await buildAndStoreModel(db, options);
    return { model: model.id, vectors: await refreshAll(db, model, options) };
  }
  const { embed } = prepare(model);
  const batch = options.batchSize ?? 2_000;
  let written = 0;
  for (let i = 0; i < documentIds.length; i += batch) {
    const { rows } = await db.query<TextRow>(`${TEXT_SQL} WHERE d.id = ANY($1::int[])`, [
      documentIds.slice(i, i + batch),
    ]);
    written += await store(db, model.id, rows, embed);
  }
  return { model: model.id, vectors: written };
}

/** Vectors of every document with the given model, in id batches. */
export async function refreshAll(db: Queryable, model: StoredModel, options: IndexOptions = {}): Promise<number> {
  const { embed } = prepare(model);
  const batch = options.batchSize ?? 5_000;
  const started = performance.now();
  let last = 0;
  let written = 0;
  for (;;) {
    const { rows } = await db.query<TextRow>(`${TEXT_SQL} WHERE d.id > $1 ORDER BY d.id LIMIT $2`, [last, batch]);
    if (rows.length === 0) break;
    last = rows[rows.length - 1].id;
    written += await store(db, model.id, rows, embed);
    if (options.log && written % 100_000 < batch) {
      const s = (performance.now() - started) / 1000;
      options.log(
        `semantic vectors: ${written.toLocaleString("en-US")} (${Math.round(written / Math.max(s, 0.001))}/s)`,
      );
    }
  }
  // Vectors of an older model are gone once every document has a new one.
  await db.query("DELETE FROM semantic_models WHERE id <> $1", [model.id]);
  return written;
}

/** A new model from the current catalogue, and every document's vector with it. */
export async function rebuildSemanticIndex(db: Queryable, options: IndexOptions = {}) {
  const model = await buildAndStoreModel(db, options);
  const vectors = await refreshAll(db, model, options);
  options.log?.(`semantic index: model ${model.id}, ${vectors.toLocaleString("en-US")} document vectors`);
  return { model: model.id, vectors };
}

// indexing.refresh recomputes the semantic vectors of changed documents (issue 4).

import type { IndexingJob } from "@norma/contracts/queues";
import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import type { Job } from "bullmq";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIndexingProcessor } from "./indexing-job.ts";

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const job = (documentIds: number[]) => ({ id: "t", data: { documentIds } }) as unknown as Job<IndexingJob>;

describe("indexing.refresh", () => {
  it("recomputes the vector of a document whose text changed", async () => {
    const process = createIndexingProcessor({ pool, log: pino({ level: "silent" }) });
    const { rows } = await pool.query<{ id: number; vector: Buffer; updated_at: Date }>(
      `SELECT d.id, v.vector, v.updated_at FROM documents d JOIN document_vectors v ON v.document_id = d.id
        WHERE d.content_code = 'ASTM|D3039_D3039M-17|en-US'`,
    );
    const before = rows[0];
    expect(before).toBeDefined();
    await pool.query(
      "UPDATE documents SET title = 'Standard Specification for Steel Water Pipe', description = 'Steel water pipe and fittings' WHERE id = $1",
      [before.id],
    );
    const result = await process(job([before.id, before.id]));
    expect(result).toMatchObject({ vectors: 1 });
    const after = (
      await pool.query<{ vector: Buffer; updated_at: Date }>(
        "SELECT vector, updated_at FROM document_vectors WHERE document_id = $1",
        [before.id],
      )
    ).rows[0];
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(Buffer.compare(after.vector, before.vector)).not.toBe(0);
  });

  it("builds the model first when there is none, and ignores an empty job", async () => {
    const process = createIndexingProcessor({ pool, log: pino({ level: "silent" }) });
    expect(await process(job([]))).toEqual({ vectors: 0 });
    await pool.query("DELETE FROM semantic_models");
    expect((await pool.query("SELECT count(*)::int AS n FROM document_vectors")).rows[0].n).toBe(0);
    const { rows } = await pool.query<{ id: number }>("SELECT id FROM documents ORDER BY id LIMIT 1");
    const result = (await process(job([rows[0].id]))) as { vectors: number };
    expect(result.vectors).toBeGreaterThan(100);
    expect((await pool.query("SELECT count(*)::int AS n FROM semantic_models")).rows[0].n).toBe(1);
  });
});

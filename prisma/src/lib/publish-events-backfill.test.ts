// The changes feed's history (issue 30): a freshly seeded database has the events of its
// catalogue's editions and withdrawals, in a stable order, and the backfill run again adds nothing.
import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKFILL_BATCH_ID, backfillPublishEvents } from "./publish-events-backfill.ts";

let database: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

interface EventRow {
  id: string;
  document_id: number;
  previous_document_id: number | null;
  kind: string;
  published_at: Date;
}
const events = async () =>
  (
    await client.query<EventRow>(
      "SELECT e.id::text AS id, document_id, previous_document_id, kind, published_at FROM publish_events e ORDER BY e.id",
    )
  ).rows;

describe("publish events backfill", () => {
  it("gives a freshly seeded catalogue one edition event per document and one per withdrawal", async () => {
    const rows = await events();
    const docs = await client.query<{ id: number; status: string }>("SELECT id, status FROM documents");
    expect(rows.length).toBeGreaterThan(0);
    const editions = rows.filter((r) => r.kind === "PUBLISHED" || r.kind === "REVISED");
    expect(new Set(editions.map((r) => r.document_id)).size).toBe(docs.rows.length);
    expect(editions).toHaveLength(docs.rows.length);
    const withdrawn = docs.rows.filter((d) => d.status.startsWith("Withdrawn")).map((d) => d.id);
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(
      rows
        .filter((r) => r.kind === "WITHDRAWN")
        .map((r) => r.document_id)
        .sort((a, b) => a - b),
    ).toEqual(withdrawn.sort((a, b) => a - b));
    const batch = await client.query("SELECT item_count FROM publish_batches WHERE id = $1", [BACKFILL_BATCH_ID]);
    expect(batch.rows[0].item_count).toBe(rows.length);
  });

  it("orders events by date, a revision after the edition it revises, a withdrawal after its edition", async () => {
    const rows = await events();
    const position = new Map<string, number>(rows.map((r, i) => [`${r.kind}:${r.document_id}`, i]));
    for (let i = 1; i < rows.length; i++)
      expect(rows[i].published_at.getTime()).toBeGreaterThanOrEqual(rows[i - 1].published_at.getTime());
    const revisions = rows.filter((r) => r.kind === "REVISED");
    expect(revisions.length).toBeGreaterThan(0);
    for (const r of revisions) {
      const previous =
        position.get(`PUBLISHED:${r.previous_document_id}`) ?? position.get(`REVISED:${r.previous_document_id}`);
      expect(previous, `revision of ${r.previous_document_id}`).toBeLessThan(position.get(`REVISED:${r.document_id}`)!);
    }
    const line = await client.query<{ id: number; previous: number | null }>(
      `SELECT id, lag(id) OVER (PARTITION BY publisher_id, family, language_code
                                 ORDER BY edition_year NULLS FIRST, published_date NULLS FIRST, id) AS previous
         FROM documents`,
    );
    const first = line.rows.filter((l) => l.previous === null).map((l) => l.id);
    expect(
      rows
        .filter((r) => r.kind === "PUBLISHED")
        .map((r) => r.document_id)
        .sort((a, b) => a - b),
    ).toEqual(first.sort((a, b) => a - b));
    for (const w of rows.filter((r) => r.kind === "WITHDRAWN")) {
      const edition = position.get(`PUBLISHED:${w.document_id}`) ?? position.get(`REVISED:${w.document_id}`);
      expect(edition).toBeLessThan(position.get(`WITHDRAWN:${w.document_id}`)!);
    }
  });

  it("adds nothing when run again, and only what is missing after a document's events are gone", async () => {
    const before = await events();
    expect(await backfillPublishEvents(client)).toBe(0);
    expect(await events()).toEqual(before);
    const withdrawal = before.find((r) => r.kind === "WITHDRAWN")!;
    await client.query("DELETE FROM publish_events WHERE document_id = $1", [withdrawal.document_id]);
    expect(await backfillPublishEvents(client)).toBe(2);
    const after = await events();
    expect(after).toHaveLength(before.length);
    expect(after.slice(-2).map((r) => [r.kind, r.document_id])).toEqual([
      [
        before.find((r) => r.document_id === withdrawal.document_id && r.kind !== "WITHDRAWN")!.kind,
        withdrawal.document_id,
      ],
      ["WITHDRAWN", withdrawal.document_id],
    ]);
    expect(await backfillPublishEvents(client)).toBe(0);
  });
});

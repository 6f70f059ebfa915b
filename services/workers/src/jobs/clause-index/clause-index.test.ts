// The clause index of the test catalogue (issue 29, real PostgreSQL): a catalogue run over the
// seed's documents and their stored HTML, in chunks with progress and resumable as the command
// runs it; each document with text gets its clauses from its HTML (the reader's HTML tab), the
// search vector is made in its language, the edition's row of the documents-first search
// (document_clause_search) is written and replaced with them, a second indexing replaces rather
// than adds, a deleted edition takes its clauses and its row with it, and the seed's way of queuing a run (a plain pg client).
import { ClauseIndexCatalogueJob } from "@norma/contracts/queues";
import { enqueueClauseIndexRun } from "@norma/db/clause-index-queue";
import { createLocalStorage } from "@norma/db/storage";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { indexEdition } from "./clause-index.ts";
import { latestClauseIndexRun, runClauseIndexChunk, startClauseIndexRun } from "./clause-index-run.ts";

const env = useWorkersEnv();

describe("the catalogue run of the clause index", () => {
  it("indexes every document in chunks with progress, resumes where it stopped, and reads the HTML", async () => {
    const deps = { db: env.db, storage: createLocalStorage(inject("templateStorageDir")) };
    const total = await env.db.document.count();
    const run = await startClauseIndexRun(env.db, { chunkSize: 100 });
    expect(run).toMatchObject({ resumed: false, total, processed: 0 });
    expect(await startClauseIndexRun(env.db)).toMatchObject({ runId: run.runId, resumed: true });
    const first = await runClauseIndexChunk(deps, run.runId);
    expect(first).toMatchObject({ status: "RUNNING", processed: 100 });
    await env.db.outboxEvent.deleteMany({ where: { type: "clause-index.catalogue" } });
    expect(await startClauseIndexRun(env.db)).toMatchObject({ runId: run.runId, resumed: true, processed: 100 });
    let p = first;
    while (p?.status === "RUNNING") p = await runClauseIndexChunk(deps, run.runId);
    expect(p).toMatchObject({ status: "DONE", processed: total, total });
    expect(await latestClauseIndexRun(env.db)).toMatchObject({ runId: run.runId, status: "DONE" });
    const clauses = await env.db.documentClause.count();
    expect(p?.clauses).toBe(clauses);
    expect(await env.db.documentClauseScan.count()).toBe(total);
    // Every edition with clauses has its row of the documents-first search, counting them.
    const withClauses = await env.db.documentClauseScan.count({ where: { clauses: { gt: 0 } } });
    expect(withClauses).toBeGreaterThan(0);
    expect(await env.db.documentClauseSearch.count()).toBe(withClauses);
    const [sums] = await env.db.$queryRaw<
      { clauses: bigint }[]
    >`SELECT sum(clauses) AS clauses FROM document_clause_search`;
    expect(Number(sums.clauses)).toBe(clauses);
    // The documents with files were read from their HTML, and found numbered clauses there.
    const html = await env.db.documentClause.groupBy({ by: ["source"], _count: true });
    expect(html.find((g) => g.source === "HTML")?._count).toBeGreaterThan(0);
    const withHtml = await env.db.documentAsset.findFirstOrThrow({
      where: { kind: "HTML" },
      select: { documentId: true },
    });
    const numbered = await env.db.documentClause.count({
      where: { documentId: withHtml.documentId, number: { not: "" } },
    });
    expect(numbered).toBeGreaterThan(3);
    await env.db.outboxEvent.deleteMany({ where: { type: "clause-index.catalogue" } });
  }, 300_000);

  it("replaces an edition's clauses, makes their vectors in its language, and forgets a deleted edition", async () => {
    const deps = { db: env.db, storage: null };
    const astm = await env.db.publisher.findUniqueOrThrow({ where: { key: "ASTM" } });
    const doc = await env.db.document.create({
      data: {
        contentCode: "ASTM|Z77-26|de-DE|clauses",
        publisherId: astm.id,
        family: "Z77",
        designation: "Z77-26",
        designationNo: "Z77",
        displayDesignation: "ASTM Z77-26",
        designationKey: "astmz7726",
        title: "Prüfung",
        documentType: "Standard",
        assetType: "STANDARD",
        contentType: "STANDARD",
        status: "Active",
        languageCode: "de-DE",
        body: { create: { text: "1. Anwendungsbereich\n1.1 Die Prüfkörper müssen gereinigt werden." } },
      },
    });
    expect(await indexEdition(deps, doc.id)).toEqual({ source: "BODY", clauses: 2 });
    expect(await indexEdition(deps, doc.id)).toEqual({ source: "BODY", clauses: 2 });
    expect(await env.db.documentClause.count({ where: { documentId: doc.id } })).toBe(2);
    const [hit] = await env.db.$queryRaw<{ number: string; states_requirement: boolean }[]>`
      SELECT number, states_requirement FROM document_clauses
       WHERE document_id = ${doc.id} AND search_vector @@ to_tsquery('german', 'Prüfkörpern & gereinigte')`;
    expect(hit).toEqual({ number: "1.1", states_requirement: true });
    // The edition's row of the documents-first search: the union of its clauses' vectors in its
    // configuration, and of its requirement clauses'.
    const searchRow = () =>
      env.db.$queryRaw<{ config: string; clauses: number; words: boolean; requirement: boolean; heading: boolean }[]>`
        SELECT config::text AS config, clauses,
               search_vector @@ to_tsquery('german', 'Prüfkörpern & Anwendungsbereich') AS words,
               requirement_vector @@ to_tsquery('german', 'gereinigte') AS requirement,
               requirement_vector @@ to_tsquery('german', 'Anwendungsbereich') AS heading
          FROM document_clause_search WHERE document_id = ${doc.id}`;
    expect(await searchRow()).toEqual([
      { config: "german", clauses: 2, words: true, requirement: true, heading: false },
    ]);
    // Indexed again from another text: the row is replaced, not added to.
    await env.db.documentBody.update({
      where: { documentId: doc.id },
      data: { text: "1. Zweck\n1.1 Die Prüfkörper werden gewogen.\n1.2 Anwendungsbereich nach Anhang A." },
    });
    expect(await indexEdition(deps, doc.id)).toEqual({ source: "BODY", clauses: 3 });
    expect(await searchRow()).toEqual([
      { config: "german", clauses: 3, words: true, requirement: false, heading: false },
    ]);
    await env.db.document.delete({ where: { id: doc.id } });
    expect(await env.db.documentClause.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await searchRow()).toEqual([]);
    expect(await indexEdition(deps, doc.id)).toEqual({ source: null, clauses: 0 });
  });

  it("the seed queues a run the same way (from a plain pg client), resuming one that runs", async () => {
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      const first = await enqueueClauseIndexRun(client, { chunk: 100 });
      expect(first).toMatchObject({ resumed: false, documents: await env.db.document.count() });
      expect(await enqueueClauseIndexRun(client)).toMatchObject({ runId: first.runId, resumed: true });
      const events = await env.db.outboxEvent.findMany({ where: { type: "clause-index.catalogue" } });
      expect(events.map((e) => [e.queue, ClauseIndexCatalogueJob.parse(e.payload).runId])).toEqual([
        ["clause-index", first.runId],
        ["clause-index", first.runId],
      ]);
    } finally {
      await client.end();
    }
  });
});

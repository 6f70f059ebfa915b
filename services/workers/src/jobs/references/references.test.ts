// The references of editions against the test catalogue (real PostgreSQL and Redis): resolution
// (dated to that edition, undated to the current one, originals before translations, unresolved
// kept as written), re-pointing when a family gets a new edition, a publish batch's detect job
// through the outbox, the relay and a sandboxed child, and a catalogue run resumed where it stopped.
import { parseJob, QUEUE_OF, ReferencesCatalogueJob } from "@norma/contracts/queues";
import type { Prisma } from "@norma/db";
import { enqueueReferencesRun } from "@norma/db/references-queue";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";
import { familyCandidates, repointCitations, storeReferences } from "./references.ts";
import { runCatalogueChunk, startCatalogueRun } from "./references-run.ts";

const env = useWorkersEnv();

const SOURCE_TEXT = [
  "Designation: A9999 − 24",
  "Standard Specification for Test Specimens",
  "1. Scope",
  "1.1 This specification covers specimens tested per ASTM D3039/D3039M.",
  "2. Referenced Documents",
  "2.1 ASTM Standards:",
  "D3039/D3039M Test Method for Tensile Properties of Polymer Matrix Composite Materials",
  "E8/E8M-16 Test Methods for Tension Testing of Metallic Materials",
  "E8/E8M-22a Test Methods for Tension Testing of Metallic Materials",
  "A9999 This specification itself is not a reference",
  "2.2 IEC Standards:",
  "IEC 60601-1:2005 Medical electrical equipment",
  "IEC 60099 Surge arresters",
  "3. Requirements",
  "3.1 Specimens shall be conditioned per ISO 291:2008 and DIN 50125.",
  "3.2 Tension tests per IEC 60601-1:1900 where agreed.",
].join("\n");

let sourceId: number;
let seq = 0;

/** A new ASTM edition with a body text (no files): the detection reads the body. */
async function newEdition(
  family: string,
  year: number,
  text: string,
  extra: Partial<Prisma.DocumentUncheckedCreateInput> = {},
) {
  const astm = await env.db.publisher.findUniqueOrThrow({ where: { key: "ASTM" } });
  seq++;
  const designation = `${family}-${String(year).slice(2)}`;
  return env.db.document.create({
    data: {
      contentCode: `ASTM|${designation}|en-US|refs${seq}`,
      publisherId: astm.id,
      family,
      designation,
      designationNo: family,
      displayDesignation: `ASTM ${designation}`,
      designationKey: `astm${designation}`.toLowerCase().replace(/[^a-z0-9]/g, ""),
      title: `Reference test ${family}`,
      documentType: "Standard",
      assetType: "STANDARD",
      contentType: "STANDARD",
      status: "Active",
      editionYear: year,
      body: { create: { text } },
      ...extra,
    },
  });
}

beforeAll(async () => {
  sourceId = (await newEdition("A9999", 2024, SOURCE_TEXT)).id;
});

const edgesOf = (documentId: number) =>
  env.db.documentReference.findMany({ where: { sourceDocumentId: documentId }, orderBy: { id: "asc" } });

describe("references of an edition, resolved to the catalogue", () => {
  it("stores one edge per cited document and edition, resolved by the rules", async () => {
    const stored = await storeReferences({ db: env.db, storage: null }, sourceId);
    expect(stored.source).toBe("BODY");
    const edges = await edgesOf(sourceId);
    const by = (key: string, year: number | null = null) =>
      edges.find((e) => e.targetKey === key && e.editionYear === year);
    const id = (designation: string, language = "en-US") =>
      env.db.document
        .findFirstOrThrow({ where: { designation, languageCode: language, translationOfId: null } })
        .then((d) => d.id);

    // Undated: the family's current edition, the original (not its es-ES or fr-FR translation).
    expect(by("astm:d3039")).toMatchObject({ kind: "normative", clause: "2.1", resolved: true, occurrences: 2 });
    expect(by("astm:d3039")?.targetDocumentId).toBe(await id("D3039/D3039M-17"));
    // Dated: that edition, even when it is not the current one; "-22a", not "-22", of 2022.
    expect(by("astm:e8", 2016)?.targetDocumentId).toBe(await id("E8/E8M-16"));
    expect(by("astm:e8", 2022)?.targetDocumentId).toBe(await id("E8/E8M-22a"));
    // Cross-publisher, dated and undated.
    expect(by("iec:60601-1", 2005)).toMatchObject({ clause: "2.2", resolved: true });
    expect(by("iec:60601-1", 2005)?.targetDocumentId).toBe(await id("60601-1:2005"));
    expect(by("iec:60099")?.targetDocumentId).toBe(await id("60099:2012"));
    // Not in the catalogue: kept as written, unresolved, counted.
    expect(by("iso:291", 2008)).toMatchObject({
      targetDesignation: "ISO 291:2008",
      targetDocumentId: null,
      resolved: false,
      kind: "informative",
      clause: "3.1",
    });
    expect(by("din:50125")).toMatchObject({ resolved: false });
    // An edition the catalogue does not hold of a family it holds: unresolved too.
    expect(by("iec:60601-1", 1900)).toMatchObject({ resolved: false });
    // Never itself.
    expect(edges.some((e) => e.targetKey === "astm:a9999")).toBe(false);
    expect(stored.references).toBe(edges.length);
    expect(stored.unresolved).toBe(edges.filter((e) => !e.resolved).length);
    expect(stored.unresolved).toBe(3);
    expect(await env.db.referenceScan.findUnique({ where: { documentId: sourceId } })).toMatchObject({
      source: "BODY",
      referencesFound: edges.length,
      unresolvedFound: 3,
    });
  });

  it("detecting again replaces the edges (a retried job does not duplicate them)", async () => {
    const before = await edgesOf(sourceId);
    await storeReferences({ db: env.db, storage: null }, sourceId);
    const after = await edgesOf(sourceId);
    expect(after.map((e) => [e.targetKey, e.editionYear])).toEqual(before.map((e) => [e.targetKey, e.editionYear]));
  });

  it("a new edition of a cited family takes its undated citations and resolves the dated ones that waited", async () => {
    // A family cited before the catalogue holds it, undated by one edition and dated by another.
    const undated = await newEdition("A9998", 2024, "1. Scope\n1.1 Tests per ASTM B9990 apply; see also ASTM D3039.");
    const dated = await newEdition("A9996", 2024, "1. Scope\n1.1 Tests per ASTM B9990-25 apply.");
    for (const d of [undated, dated]) await storeReferences({ db: env.db, storage: null }, d.id);
    const target = async (d: { id: number }) =>
      (await edgesOf(d.id)).find((e) => e.targetKey === "astm:b9990")?.targetDocumentId ?? null;
    expect([await target(undated), await target(dated)]).toEqual([null, null]);

    const first = await newEdition("B9990", 2024, "1. Scope\n1.1 First edition.");
    expect(await repointCitations(env.db, first.id)).toBe(1);
    expect([await target(undated), await target(dated)]).toEqual([first.id, null]);
    await env.db.document.update({ where: { id: first.id }, data: { isLatest: false, status: "Historical" } });
    const second = await newEdition("B9990", 2025, "1. Scope\n1.1 Second edition.");
    expect(await repointCitations(env.db, second.id)).toBe(2);
    expect([await target(undated), await target(dated)]).toEqual([second.id, second.id]);
    // A historical edition never takes the undated citations.
    expect(await repointCitations(env.db, first.id)).toBe(0);
  });

  it("looks families up under the values they are stored as", () => {
    expect(familyCandidates("ASTM", "E8/E8M")).toContain("E8");
    expect(familyCandidates("API", "5L")).toContain("Spec 5L");
    expect(familyCandidates("ISO", "TR 10400")).toContain("10400");
    expect(familyCandidates("CFR", "49 CFR 192")).toContain("49-192");
  });
});

describe("the catalogue run", () => {
  it("runs in chunks with progress, and resumes where it stopped", async () => {
    const total = await env.db.document.count();
    const run = await startCatalogueRun(env.db, { chunkSize: 150 });
    expect(run).toMatchObject({ resumed: false, total, processed: 0 });
    // The command again while it runs: the same run, resumed.
    expect(await startCatalogueRun(env.db)).toMatchObject({ runId: run.runId, resumed: true });
    const deps = { db: env.db, storage: null };
    const first = await runCatalogueChunk(deps, run.runId);
    expect(first).toMatchObject({ status: "RUNNING", processed: 150 });
    // Stopped here (the queued next chunks are lost): the command resumes from the cursor.
    await env.db.outboxEvent.deleteMany({ where: { type: "references.catalogue" } });
    const resumed = await startCatalogueRun(env.db);
    expect(resumed).toMatchObject({ runId: run.runId, resumed: true, processed: 150 });
    const queued = await env.db.outboxEvent.findMany({ where: { type: "references.catalogue" } });
    expect(queued.map((e) => e.payload)).toEqual([{ runId: run.runId }]);
    let p = first;
    while (p?.status === "RUNNING") p = await runCatalogueChunk(deps, run.runId);
    expect(p).toMatchObject({ status: "DONE", processed: total, total });
    expect(p?.references).toBeGreaterThan(0);
    // A chunk of a finished run does nothing more.
    expect(await runCatalogueChunk(deps, run.runId)).toMatchObject({ status: "DONE", processed: total });
    // Each chunk queued the next, and the last none.
    await env.db.outboxEvent.deleteMany({ where: { type: "references.catalogue" } });
    const again = await startCatalogueRun(env.db, { restart: true });
    expect(again.runId).not.toBe(run.runId);
    await env.db.referenceRun.update({ where: { id: again.runId }, data: { status: "CANCELLED" } });
    await env.db.outboxEvent.deleteMany({ where: { type: "references.catalogue" } });
  }, 120_000);

  it("the seed queues a run the same way (from a plain pg client), resuming one that runs", async () => {
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      const first = await enqueueReferencesRun(client, { chunk: 100 });
      expect(first).toMatchObject({ resumed: false, documents: await env.db.document.count() });
      expect(await enqueueReferencesRun(client)).toMatchObject({ runId: first.runId, resumed: true });
      const events = await env.db.outboxEvent.findMany({ where: { type: "references.catalogue" } });
      expect(events.map((e) => [e.queue, ReferencesCatalogueJob.parse(e.payload).runId])).toEqual([
        ["references", first.runId],
        ["references", first.runId],
      ]);
      expect(await env.db.referenceRun.findUniqueOrThrow({ where: { id: first.runId } })).toMatchObject({
        status: "RUNNING",
        chunkSize: 100,
      });
    } finally {
      await client.end();
      await env.db.referenceRun.updateMany({ where: { status: "RUNNING" }, data: { status: "CANCELLED" } });
      await env.db.outboxEvent.deleteMany({ where: { type: "references.catalogue" } });
    }
  });
});

describe("the references queue", () => {
  let runtime: WorkerRuntime;
  beforeAll(async () => {
    runtime = createWorkerRuntime(env.config());
    await runtime.start();
  }, 60_000);
  afterAll(async () => {
    await runtime?.stop();
  });

  it("a publish batch's detect job stores the new edition's references in a child process", async () => {
    const edition = await newEdition(
      "A9997",
      2025,
      "2. Referenced Documents\n2.1 ASTM Standards:\nE8/E8M-21 Tension Testing",
    );
    await env.db.outboxEvent.create({
      data: {
        queue: QUEUE_OF["references.detect"],
        type: "references.detect",
        payload: parseJob("references.detect", { documentIds: [edition.id] }) as unknown as Prisma.InputJsonObject,
      },
    });
    const edges = await eventually(async () => {
      const e = await edgesOf(edition.id);
      return e.length ? e : null;
    }, 90_000);
    expect(edges).toMatchObject([{ targetKey: "astm:e8", editionYear: 2021, kind: "normative", resolved: true }]);
  }, 120_000);
});

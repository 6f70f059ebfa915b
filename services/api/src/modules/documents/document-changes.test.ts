// What changed in an edition (issue 25 §2; GET /api/documents/changes/{contentId}): publishing a
// new edition asks the workers for its clause-level summary (a PENDING row and a change-summary
// job in the batch's transaction); the job computes it once from the editions' HTML (else body
// text); the call then answers the counts and the changed clauses, positioned in the HTML tab's
// text. A first edition says so; an edition from before summaries existed is asked for by its
// first reader; a withdrawn document names its replacement. Entitlement as the HTML; foreign
// and unknown ids 404; bad ids 400.
import type { ChangeSummaryJob } from "@norma/contracts/queues";
import { htmlAnchorText } from "@norma/documents/html/anchor-text";
import { useApi } from "@norma/tests/harness";
import { createChangeSummaryProcessor } from "@norma/workers/src/jobs/change-summary/change-summary-job.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { editionsWithFiles } from "./documents-fixtures.ts";

const api = useApi();
let entitled: string; // individual@astm.example: ASTM
let unentitled: string; // single@astm.example: one ASTM volume only
let awwa: string; // a tenant that does not present ACI

const get = (url: string, token = entitled) => api.request({ method: "GET", url, token });

const html = (clauses: string[]) =>
  `<html><body><h1>Hardness of plastics</h1>${clauses.map((c) => (/^\d+\.? [A-Z][a-z]+$/.test(c) ? `<h2>${c}</h2>` : `<p>${c}</p>`)).join("")}</body></html>`;

const V1 = [
  "1 Scope",
  "1.1 This method covers the indentation hardness of plastics by the Rockwell hardness tester.",
  "7 Loads",
  "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter.",
  "7.2 Scale B uses a load of 100 kgf applied for 2 s to the indenter.",
  "7.3 Scale C uses a load of 150 kgf applied for 2 s to the indenter.",
  "8 Report",
  "8.1 Report the scale, the load and the hardness number of each indentation.",
];
const V2 = [
  "1 Scope",
  "1.1 This method covers the indentation hardness of plastics by the Rockwell hardness tester.",
  "7 Loads",
  "7.1 Scale A uses a load of 60 kgf applied for 2 s to the indenter.",
  "7.2 Scale C uses a load of 150 kgf applied for 3 s to the indenter.",
  "8 Report",
  "8.1 Report the scale, the load and the hardness number of each indentation.",
  "8.2 Report the date of the test.",
];

let first: number;
let second: number;

async function runSummaryJobs() {
  const events = await api.db.outboxEvent.findMany({ where: { type: "change-summary.run" }, orderBy: { id: "asc" } });
  const run = createChangeSummaryProcessor({ db: api.db, storage: api.storage, log: pino({ level: "silent" }) });
  for (const e of events) await run({ data: e.payload as unknown as ChangeSummaryJob } as Job<ChangeSummaryJob>);
  return events;
}

beforeAll(async () => {
  [entitled, unentitled, awwa] = await Promise.all([
    api.login("individual@astm.example"),
    api.login("single@astm.example"),
    api.login("individual@awwa.example"),
  ]);
  const publish = api.app.services.publishing.publish;
  const common = { kind: "NEW_VERSION" as const, publisherKey: "ASTM", family: "CHG-D785" };
  const a = await publish("system", {
    batchId: "changes-v1",
    items: [
      {
        ...common,
        designation: "D785-20",
        designationNo: "D785",
        title: "Rockwell Hardness of Plastics",
        documentType: "Standard",
        assetType: "Standard",
        contentType: "Standard",
        editionYear: 2020,
        bodyText: V1.join("\n"),
        assets: [{ kind: "HTML", content: html(V1) }],
      },
    ],
  });
  first = a.changes[0].documentId;
  const b = await publish("system", {
    batchId: "changes-v2",
    items: [
      {
        ...common,
        designation: "D785-24",
        editionYear: 2024,
        bodyText: V2.join("\n"),
        assets: [{ kind: "HTML", content: html(V2) }],
      },
    ],
  });
  second = b.changes[0].documentId;
});

describe("GET /api/documents/changes/{contentId}", () => {
  it("publishing asks for the summary once: PENDING until the job computed it", async () => {
    const row = await api.db.documentChangeSummary.findUniqueOrThrow({ where: { documentId: second } });
    expect(row).toMatchObject({ previousDocumentId: first, status: "PENDING" });
    const res = await get(`/api/documents/changes/${second}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "PENDING", previous: { contentId: first }, clauses: [] });
    // The reader who came first did not ask again: one job, from the batch.
    const jobs = (await api.db.outboxEvent.findMany({ where: { type: "change-summary.run" } })).filter((e) =>
      JSON.stringify(e.payload).includes(`"documentId":${second}`),
    );
    expect(jobs).toHaveLength(1);
  });

  it("READY: counts, and each changed clause with its words, heading path and place in the HTML tab's text", async () => {
    await runSummaryJobs();
    const res = await get(`/api/documents/changes/${second}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      contentId: second,
      status: "READY",
      source: "HTML",
      withdrawal: null,
      previous: { contentId: first, displayDesignation: expect.stringContaining("D785-20") },
      counts: { added: 1, deleted: 1, revised: 1, moved: 0, renumbered: 0, unchanged: 6 },
      clauseCount: { previous: 8, current: 8 },
      truncated: false,
    });
    expect(
      body.clauses.map((c: { kind: string; number: string | null; previousNumber: string | null }) => [
        c.kind,
        c.previousNumber,
        c.number,
      ]),
    ).toEqual([
      ["DELETED", "7.2", null],
      ["REVISED", "7.3", "7.2"],
      ["ADDED", null, "8.2"],
    ]);
    const revised = body.clauses[1];
    expect(revised.heading).toEqual(["Loads"]);
    expect(revised.changes).toEqual([
      { before: "load of 150 kgf applied for", removed: "2", added: "3", after: "s to the indenter." },
    ]);
    // The position is an offset of the text the reader builds from the HTML tab.
    const text = htmlAnchorText(html(V2)).text;
    expect(text.slice(revised.position.start, revised.position.end)).toBe(
      "7.2 Scale C uses a load of 150 kgf applied for 3 s to the indenter.",
    );
    expect(body.clauses[0]).toMatchObject({
      position: null,
      excerpt: "Scale B uses a load of 100 kgf applied for 2 s to the indenter.",
    });
  });

  it("computed once: running the job again changes nothing", async () => {
    const before = await api.db.documentChangeSummary.findUniqueOrThrow({ where: { documentId: second } });
    await runSummaryJobs();
    const after = await api.db.documentChangeSummary.findUniqueOrThrow({ where: { documentId: second } });
    expect(after.computedAt).toEqual(before.computedAt);
  });

  it("the tracked-documents page shows what changed in each tracked line's latest edition", async () => {
    const code = (await api.db.document.findUniqueOrThrow({ where: { id: first } })).contentCode;
    const track = await api.request({
      method: "POST",
      url: `/api/tracked-documents?contentCode=${encodeURIComponent(code)}`,
      token: entitled,
    });
    expect([200, 201]).toContain(track.statusCode);
    const page = await get("/api/tracked-documents/page/current-user?page=0&size=50");
    expect(page.statusCode).toBe(200);
    const row = page.json().result.find((r: { document: { contentCode: string } }) => r.document.contentCode === code);
    expect(row.latestChange).toEqual({
      contentId: second,
      contentCode: expect.stringContaining("D785-24"),
      displayDesignation: expect.stringContaining("D785-24"),
      counts: { added: 1, deleted: 1, revised: 1, moved: 0, renumbered: 0, unchanged: 6 },
    });
  });

  it("a first edition has nothing to compare with", async () => {
    const res = await get(`/api/documents/changes/${first}`);
    expect(res.json()).toMatchObject({ status: "FIRST_EDITION", previous: null, counts: null, clauses: [] });
  });

  it("an edition published before summaries existed: its first reader asks for it, once", async () => {
    const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
    await api.db.documentChangeSummary.deleteMany({ where: { documentId: d3039.latest.id } });
    const [a, b] = await Promise.all([
      get(`/api/documents/changes/${d3039.latest.id}`),
      get(`/api/documents/changes/${d3039.latest.id}`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().status).toBe("PENDING");
    const jobs = (await api.db.outboxEvent.findMany({ where: { type: "change-summary.run" } })).filter((e) =>
      JSON.stringify(e.payload).includes(`"documentId":${d3039.latest.id},`),
    );
    expect(jobs).toHaveLength(1);
  });

  it("a withdrawn document says so, with its replacement", async () => {
    await api.app.services.publishing.publish("system", {
      batchId: "changes-withdraw",
      items: [
        {
          kind: "STATUS",
          contentCode: (await api.db.document.findUniqueOrThrow({ where: { id: first } })).contentCode,
          status: "Withdrawn Replaced",
          replacedByContentCode: (await api.db.document.findUniqueOrThrow({ where: { id: second } })).contentCode,
        },
      ],
    });
    const res = await get(`/api/documents/changes/${first}`);
    expect(res.json().withdrawal).toEqual({
      status: "Withdrawn Replaced",
      replacedBy: expect.objectContaining({ contentId: second }),
    });
  });

  it("refusals: not entitled 403, a document the tenant does not present or an unknown id 404, a bad id 400", async () => {
    expect((await get(`/api/documents/changes/${second}`, unentitled)).statusCode).toBe(403);
    const aci = await editionsWithFiles(api.db, "ACI", "318");
    const foreign = await get(`/api/documents/changes/${aci.latest.id}`, awwa);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe("Can not find content");
    expect((await get("/api/documents/changes/2147483647")).statusCode).toBe(404);
    for (const bad of ["0", "2147483648", "abc"]) {
      const res = await get(`/api/documents/changes/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
    }
  });
});

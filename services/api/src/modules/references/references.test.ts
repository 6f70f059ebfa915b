// The citation graph over HTTP (issue 27): editions published through the publishing service,
// their references detected by the workers' job (run here in-process), then
// GET /api/documents/references/{contentId} — each target's status (active, superseded by …,
// withdrawn, not in the catalogue), locks as search marks them, the tenant's catalogue only — and
// GET /api/documents/cited-by/{contentId} — current originals only, paged, refined by publisher,
// document type and kind, with their counts. Foreign and unknown ids 404; bad input 400 naming the field.

import type { ReferencesDetectJob } from "@norma/contracts/queues";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { useApi } from "@norma/tests/harness";
import { createReferencesProcessor } from "@norma/workers/src/jobs/references/references-job.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/actor.ts";
import { createEntitlementsRepo } from "../entitlements/entitlements-repo.ts";
import { createEntitlementsService } from "../entitlements/entitlements-service.ts";
import { entitledScope, seededUser } from "../tracking/tracking-fixtures.ts";
import { createReferencesRepo } from "./references-repo.ts";
import { createReferencesService } from "./references-service.ts";

const api = useApi();
let astm: string; // individual@astm.example: ASTM documents
let awwa: string; // individual@awwa.example: a tenant that presents AWWA, ASTM, ISO (not ACI nor UNE)

const get = (url: string, token = astm) => api.request({ method: "GET", url, token });

let citing: number;
let other: number;
let otherOld: number;
let d3039: number;

async function runDetectJobs() {
  const events = await api.db.outboxEvent.findMany({ where: { type: "references.detect" }, orderBy: { id: "asc" } });
  const run = createReferencesProcessor({ db: api.db, storage: api.storage, log: pino({ level: "silent" }) });
  for (const e of events)
    await run({
      name: "references.detect",
      data: e.payload as unknown as ReferencesDetectJob,
    } as Job<ReferencesDetectJob>);
}

const SPEC = [
  "1. Scope",
  "1.1 This specification covers reference test specimens.",
  "2. Referenced Documents",
  "2.1 ASTM Standards:",
  "D3039/D3039M Test Method for Tensile Properties of Polymer Matrix Composite Materials",
  "E8/E8M-16 Test Methods for Tension Testing of Metallic Materials",
  "2.2 Other Standards:",
  "ISO 9482 A withdrawn standard",
  "ACI 318 Building Code Requirements for Structural Concrete",
  "DIN 17100 Steels for general structural purposes",
  "3. Procedure",
  "3.1 Where agreed, specimens are conditioned per UNE 44563:2015.",
];

beforeAll(async () => {
  [astm, awwa] = await Promise.all([api.login("individual@astm.example"), api.login("individual@awwa.example")]);
  const publish = api.app.services.publishing.publish;
  const item = (family: string, designation: string, year: number, bodyText: string) => ({
    kind: "NEW_VERSION" as const,
    publisherKey: "ASTM",
    family,
    designation,
    designationNo: family,
    title: `Reference specimens ${family}`,
    documentType: "Specification",
    assetType: "Standard",
    contentType: "Standard",
    editionYear: year,
    bodyText,
  });
  const a = await publish("system", {
    batchId: "references-1",
    items: [
      item("Z901", "Z901-25", 2025, SPEC.join("\n")),
      item("Z902", "Z902-20", 2020, "1. Scope\n1.1 Tension tests per ASTM D3039/D3039M-17."),
    ],
  });
  citing = a.changes[0].documentId;
  otherOld = a.changes[1].documentId;
  const b = await publish("system", {
    batchId: "references-2",
    items: [item("Z902", "Z902-26", 2026, "1. Scope\n1.1 Tension tests per ASTM D3039/D3039M.")],
  });
  other = b.changes[0].documentId;
  await runDetectJobs();
  d3039 = (
    await api.db.document.findFirstOrThrow({
      where: { family: "D3039", isLatest: true, languageCode: "en-US", publisher: { key: "ASTM" } },
    })
  ).id;
});

type Ref = { designation: string; status: string; target: { displayDesignation: string; locked: boolean } | null };

describe("GET /api/documents/references/{contentId}", () => {
  it("lists each reference with its kind, clause and its target's status", async () => {
    const res = await get(`/api/documents/references/${citing}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      contentId: citing,
      detected: true,
      truncated: false,
      counts: { total: 6, normative: 5, informative: 1, bibliography: 0, notInCatalogue: 1 },
    });
    const by = (designation: string) => body.references.find((r: Ref) => r.designation === designation);
    // Undated: the current edition, active.
    expect(by("D3039/D3039M")).toMatchObject({
      kind: "normative",
      clause: "2.1",
      dated: false,
      status: "ACTIVE",
      target: { displayDesignation: expect.stringContaining("D3039/D3039M-17"), publisher: "ASTM", locked: false },
      supersededBy: null,
    });
    // Dated to an older edition: superseded by the line's current edition.
    expect(by("E8/E8M-16")).toMatchObject({
      dated: true,
      edition: "16",
      editionYear: 2016,
      status: "SUPERSEDED",
      target: { displayDesignation: expect.stringContaining("E8/E8M-16") },
      supersededBy: { displayDesignation: expect.stringContaining("E8/E8M-22a") },
    });
    // The current edition is withdrawn.
    expect(by("ISO 9482")).toMatchObject({ status: "WITHDRAWN", clause: "2.2", supersededBy: null });
    // Replaced by a later edition that the withdrawal names.
    expect(by("UNE 44563:2015")).toMatchObject({
      kind: "informative",
      clause: "3.1",
      status: "SUPERSEDED",
      supersededBy: { displayDesignation: expect.stringContaining("44563:2019") },
    });
    // Not in the catalogue: the designation as written.
    expect(by("DIN 17100")).toMatchObject({ status: "NOT_IN_CATALOGUE", target: null, publisher: "DIN" });
    expect(by("ACI 318")).toMatchObject({ status: "ACTIVE" });
  });

  it("marks what the user may not open with a lock, as search does", async () => {
    const refs: Ref[] = (await get(`/api/documents/references/${citing}`)).json().references;
    const scope = await entitledScope(api.db, (await seededUser(api.db, "individual@astm.example")).accountId);
    for (const r of refs.filter((x) => x.target)) {
      const doc = await api.db.document.findFirstOrThrow({
        where: { displayDesignation: r.target!.displayDesignation },
      });
      const covered =
        scope.publisherIds.includes(doc.publisherId) || doc.collectionIds.some((c) => scope.collectionIds.includes(c));
      expect(r.target!.locked, r.designation).toBe(!covered);
    }
    expect(refs.some((r) => r.target?.locked)).toBe(true);
    expect(refs.some((r) => r.target && !r.target.locked)).toBe(true);
  });

  it("a target of a publisher the tenant does not present is not in its catalogue", async () => {
    const res = await get(`/api/documents/references/${citing}`, awwa);
    expect(res.statusCode).toBe(200);
    const by = (d: string) => res.json().references.find((r: Ref) => r.designation === d);
    expect(by("ACI 318")).toMatchObject({ status: "NOT_IN_CATALOGUE", target: null });
    expect(by("UNE 44563:2015")).toMatchObject({ status: "NOT_IN_CATALOGUE", target: null, supersededBy: null });
    expect(res.json().counts.notInCatalogue).toBe(3);
  });

  it("an edition never read says so; one that cites nothing has an empty list", async () => {
    await api.db.referenceScan.deleteMany({ where: { documentId: d3039 } });
    await api.db.documentReference.deleteMany({ where: { sourceDocumentId: d3039 } });
    expect((await get(`/api/documents/references/${d3039}`)).json()).toMatchObject({ detected: false, references: [] });
  });

  it("the document page offers the References tab (position 6) where the graph has something, and only there", async () => {
    const tabsOf = async (id: number) => {
      const code = (await api.db.document.findUniqueOrThrow({ where: { id } })).contentCode;
      const res = await get(`/api/documents/metadata?contentCode=${encodeURIComponent(code)}`);
      return (res.json().tabs as { name: string; position: number }[]).filter((t) => t.name === "REFERENCES");
    };
    // It cites documents; D3039 is cited by it (whether or not D3039 itself was read).
    expect(await tabsOf(citing)).toEqual([{ name: "REFERENCES", position: 6 }]);
    expect(await tabsOf(d3039)).toEqual([{ name: "REFERENCES", position: 6 }]);
    // An edition that neither cites nor is cited: no tab.
    const lone = await api.db.document.findFirstOrThrow({
      where: {
        isLatest: true,
        publisher: { key: "ASTM" },
        family: { notIn: ["D3039", "Z901", "Z902", "E8", "ADJD3039"] },
      },
      orderBy: { id: "desc" },
    });
    await api.db.documentReference.deleteMany({
      where: {
        OR: [
          { sourceDocumentId: lone.id },
          { targetDocumentId: lone.id },
          { targetKey: referenceKey("ASTM", lone.designationNo) },
        ],
      },
    });
    expect(await tabsOf(lone.id)).toEqual([]);
  });

  it("refusals: a document the tenant does not present or an unknown id 404, a bad id 400", async () => {
    const aci = await api.db.document.findFirstOrThrow({ where: { publisher: { key: "ACI" } } });
    for (const url of [`/api/documents/references/${aci.id}`, `/api/documents/cited-by/${aci.id}`]) {
      const foreign = await get(url, awwa);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().detail).toBe("Can not find content");
    }
    expect((await get("/api/documents/references/2147483647")).statusCode).toBe(404);
    expect((await get("/api/documents/cited-by/2147483647")).statusCode).toBe(404);
    for (const bad of ["0", "2147483648", "abc"]) {
      const res = await get(`/api/documents/references/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: "contentId" })]);
    }
    expect((await api.request({ method: "GET", url: `/api/documents/references/${citing}` })).statusCode).toBe(401);
  });
});

describe("GET /api/documents/cited-by/{contentId}", () => {
  it("lists the current originals citing any edition of the document, with how they cite it", async () => {
    // Asked from an older edition of D3039: the same family.
    const older = await api.db.document.findFirstOrThrow({ where: { designation: "D3039/D3039M-08" } });
    for (const id of [d3039, older.id]) {
      const res = await get(`/api/documents/cited-by/${id}?size=100`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ids = body.citedBy.map((c: { document: { contentId: number } }) => c.document.contentId);
      expect(ids).toContain(citing);
      expect(ids).toContain(other);
      // A superseded edition that cited it is history, not a current citation.
      expect(ids).not.toContain(otherOld);
      expect(
        body.citedBy.find((c: { document: { contentId: number } }) => c.document.contentId === citing),
      ).toMatchObject({
        kind: "normative",
        clause: "2.1",
        editions: [null],
        document: { publisher: "ASTM", documentType: "Specification", locked: expect.any(Boolean) },
      });
      expect(body.publishers).toContainEqual({ value: "ASTM", count: body.total });
    }
  });

  it("pages, and refines by publisher, document type and kind with the counts of each", async () => {
    const all = (await get(`/api/documents/cited-by/${d3039}?size=100`)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const page1 = (await get(`/api/documents/cited-by/${d3039}?size=1&page=1`)).json();
    expect(page1).toMatchObject({ page: 1, size: 1, total: all.total });
    expect(page1.citedBy.map((c: { document: { contentId: number } }) => c.document.contentId)).toEqual([
      all.citedBy[1].document.contentId,
    ]);
    const iso = (await get(`/api/documents/cited-by/${d3039}?publisher=ISO`)).json();
    expect(iso).toMatchObject({ total: 0, citedBy: [] });
    expect(iso.publishers).toEqual(all.publishers);
    const specs = (await get(`/api/documents/cited-by/${d3039}?documentType=Specification&size=100`)).json();
    expect(specs.total).toBe(all.documentTypes.find((t: { value: string }) => t.value === "Specification").count);
    const normative = (await get(`/api/documents/cited-by/${d3039}?kind=normative&size=100`)).json();
    const normativeIds = normative.citedBy.map((c: { document: { contentId: number } }) => c.document.contentId);
    expect(normativeIds).toContain(citing);
    expect(normativeIds).not.toContain(other);
  });

  it("bad paging or refinements answer 400 naming the field", async () => {
    for (const [query, field] of [
      ["size=0", "size"],
      ["size=101", "size"],
      ["page=-1", "page"],
      ["page=10001", "page"],
      ["kind=cited", "kind"],
      [`publisher=${"X".repeat(41)}`, "publisher"],
    ]) {
      const res = await get(`/api/documents/cited-by/${d3039}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json().fieldErrors, query).toEqual([expect.objectContaining({ field })]);
    }
  });
});

describe("search for the documents that cite a document (citesContentId)", () => {
  const search = (body: Record<string, unknown>, token = astm, url = "/api/documents/search") =>
    api.request({ method: "POST", url, token, payload: body });
  const idsOf = (body: { result: { id: number }[] }) => body.result.map((d) => d.id);

  it("finds exactly the documents the cited-by list pages through, narrowed by the text, with counts to match", async () => {
    const citedBy = (await get(`/api/documents/cited-by/${d3039}?size=100`)).json();
    const citers = citedBy.citedBy.map((c: { document: { contentId: number } }) => c.document.contentId).sort();
    const res = await search({ keywords: "", citesContentId: d3039, size: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(citedBy.total);
    expect(idsOf(res.json()).sort()).toEqual(citers);
    expect(idsOf(res.json())).not.toContain(otherOld);

    // The text narrows further: the citing document's own designation leaves it alone.
    const doc = await api.db.document.findUniqueOrThrow({ where: { id: citing } });
    const narrowed = (
      await search({ keywords: doc.displayDesignation, searchField: "designation", citesContentId: d3039 })
    ).json();
    expect(idsOf(narrowed)).toEqual([citing]);
    expect((await search({ keywords: "zzqqxxnothing", citesContentId: d3039 })).json().count).toBe(0);

    // The refinement counts count the same set.
    const counts = (
      await search({ keywords: "", citesContentId: d3039 }, astm, "/api/refinement/publisher/count")
    ).json();
    const sum = [
      ...counts.publisherList,
      ...counts.otherContentList.filter((n: { root: string }) => n.root === "pub"),
    ].reduce((a: number, n: { count: number }) => a + n.count, 0);
    expect(sum).toBe(citedBy.total);
  });

  it("a document the tenant does not present answers 404; a bad id 400 naming the field", async () => {
    const aci = await api.db.document.findFirstOrThrow({ where: { publisher: { key: "ACI" } } });
    const foreign = await search({ keywords: "", citesContentId: aci.id }, awwa);
    expect(foreign.statusCode).toBe(404);
    expect((await search({ keywords: "", citesContentId: 2147483647 })).statusCode).toBe(404);
    for (const bad of [0, 2147483648, "abc", 1.5]) {
      const res = await search({ keywords: "", citesContentId: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(JSON.stringify(res.json()), String(bad)).toContain("citesContentId");
    }
  });
});

describe("the citing side copied onto each edge (migration 20261203130000)", () => {
  const edges = () =>
    api.db.documentReference.findMany({
      where: { sourceDocumentId: citing },
      select: { sourceCurrent: true, sourcePublisherId: true, sourceDocumentType: true },
    });
  const citedByIds = async () =>
    (await get(`/api/documents/cited-by/${d3039}?size=100`))
      .json()
      .citedBy.map((c: { document: { contentId: number } }) => c.document.contentId);

  it("follows its document at once: made historical or given another type, back again", async () => {
    const doc = await api.db.document.findUniqueOrThrow({ where: { id: citing } });
    const before = await edges();
    expect(before.length).toBeGreaterThan(0);
    for (const e of before)
      expect(e).toEqual({
        sourceCurrent: true,
        sourcePublisherId: doc.publisherId,
        sourceDocumentType: "Specification",
      });
    try {
      await api.db.document.update({ where: { id: citing }, data: { isLatest: false, documentType: "Test Method" } });
      for (const e of await edges())
        expect(e).toMatchObject({ sourceCurrent: false, sourceDocumentType: "Test Method" });
      expect(await citedByIds()).not.toContain(citing);
    } finally {
      await api.db.document.update({ where: { id: citing }, data: { isLatest: true, documentType: "Specification" } });
    }
    for (const e of await edges())
      expect(e).toMatchObject({ sourceCurrent: true, sourceDocumentType: "Specification" });
    expect(await citedByIds()).toContain(citing);
  });

  it("a new edge takes its source's side, whatever its writer sends", async () => {
    const made = await api.db.documentReference.create({
      data: {
        sourceDocumentId: otherOld,
        targetKey: "astm:zz1",
        targetDesignation: "ASTM ZZ1",
        targetPublisher: "ASTM",
        kind: "normative",
        sourceCurrent: true,
        sourceDocumentType: "Guide",
      },
    });
    try {
      // otherOld is a superseded edition: its edges do not cite.
      expect(made).toMatchObject({ sourceCurrent: false, sourceDocumentType: "Specification" });
    } finally {
      await api.db.documentReference.delete({ where: { id: made.id } });
    }
  });
});

describe("the counts of a much-cited family", () => {
  it("are kept a while once they reach the threshold; below it they are read each time", async () => {
    const user = await seededUser(api.db, "individual@astm.example");
    const actor: Actor = {
      userId: user.id,
      email: user.email,
      tenantId: user.tenantId,
      tenantCode: user.tenant.code,
      accountId: user.accountId,
      userType: "INDIVIDUAL",
      authType: "PWD",
      authorities: [],
      jti: "references-counts",
      exp: 0,
    };
    const repo = createReferencesRepo(api.db);
    let counted = 0;
    const countingRepo = {
      ...repo,
      citedByFacets: (...args: Parameters<typeof repo.citedByFacets>) => {
        counted++;
        return repo.citedByFacets(...args);
      },
    };
    const entitlements = createEntitlementsService({ repo: createEntitlementsRepo(api.db) });
    const total = (await get(`/api/documents/cited-by/${d3039}`)).json().total as number;
    expect(total).toBeGreaterThanOrEqual(2);

    const service = (manyCiting: number) =>
      createReferencesService({ repo: countingRepo, entitlements, citedByCounts: { manyCiting, ttlMs: 60_000 } });
    const above = service(total);
    expect((await above.citedBy(actor, d3039, {})).total).toBe(total);
    expect((await above.citedBy(actor, d3039, { page: 1, size: 1 })).total).toBe(total);
    expect(counted).toBe(1);
    // Another kind is another count.
    await above.citedBy(actor, d3039, { kind: "normative" });
    expect(counted).toBe(2);

    counted = 0;
    const below = service(total + 1);
    await below.citedBy(actor, d3039, {});
    await below.citedBy(actor, d3039, {});
    expect(counted).toBe(2);
  });
});

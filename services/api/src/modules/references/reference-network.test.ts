// The network around a document (issue 27; GET /api/documents/reference-network/{contentId}): two
// steps along references (what it cites, what those cite) and two along citations (what cites its
// family, what cites theirs), edges from citing to cited, locks as search marks them, only the
// tenant's documents; unknown and foreign ids 404, a bad id 400. The graph is written here as the
// workers' detection stores it (its rules are tested with the workers).
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let astm: string; // individual@astm.example: ASTM documents only
let awwa: string; // individual@awwa.example: a tenant that presents AWWA, ASTM and ISO (not ACI)

interface Doc {
  id: number;
  designationNo: string;
  publisherId: number;
}
let centre: Doc;
let cited: Doc; // ASTM, cited by the centre
let deeper: Doc; // ISO, cited by `cited`
let citer: Doc; // ASTM, cites the centre's family
let citerOfCiter: Doc; // ASTM, cites the citer's family
let aci: Doc; // ACI, cited by the centre: not in the AWWA tenant's catalogue

const get = (id: number, token = astm) =>
  api.request({ method: "GET", url: `/api/documents/reference-network/${id}`, token });

beforeAll(async () => {
  [astm, awwa] = await Promise.all([api.login("individual@astm.example"), api.login("individual@awwa.example")]);
  const db = api.db;
  const latest = async (key: string, skip: number) => {
    const p = await db.publisher.findUniqueOrThrow({ where: { key } });
    return db.document.findFirstOrThrow({
      where: { publisherId: p.id, isLatest: true, translationOfId: null },
      orderBy: { id: "asc" },
      skip,
    });
  };
  [centre, cited, citer, citerOfCiter, deeper, aci] = await Promise.all([
    latest("ASTM", 0),
    latest("ASTM", 1),
    latest("ASTM", 2),
    latest("ASTM", 3),
    latest("ISO", 0),
    latest("ACI", 0),
  ]);
  const publisherOf = new Map(
    (await db.publisher.findMany({ select: { id: true, key: true } })).map((p) => [p.id, p.key]),
  );
  const edge = (source: Doc, target: Doc, kind: string) => ({
    sourceDocumentId: source.id,
    targetDocumentId: target.id,
    targetDesignation: target.designationNo,
    targetPublisher: publisherOf.get(target.publisherId)!,
    targetKey: referenceKey(publisherOf.get(target.publisherId)!, target.designationNo),
    kind,
    clause: "2.1",
  });
  await db.documentReference.deleteMany({});
  await db.documentReference.createMany({
    data: [
      edge(centre, cited, "normative"),
      edge(centre, aci, "informative"),
      edge(cited, deeper, "normative"),
      edge(citer, centre, "normative"),
      edge(citerOfCiter, citer, "bibliography"),
    ],
  });
});

describe("the network around a document", () => {
  it("follows references and citations two steps each way, edges from citing to cited", async () => {
    const res = await get(centre.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      nodes: { document: { contentId: number; locked: boolean }; depth: number; side: string }[];
      edges: { from: number; to: number; kind: string }[];
    };
    const place = new Map(body.nodes.map((n) => [n.document.contentId, [n.side, n.depth]]));
    expect(Object.fromEntries(place)).toEqual({
      [centre.id]: ["centre", 0],
      [cited.id]: ["references", 1],
      [aci.id]: ["references", 1],
      [deeper.id]: ["references", 2],
      [citer.id]: ["citedBy", 1],
      [citerOfCiter.id]: ["citedBy", 2],
    });
    expect(body.edges).toEqual(
      expect.arrayContaining([
        { from: centre.id, to: cited.id, kind: "normative" },
        { from: centre.id, to: aci.id, kind: "informative" },
        { from: cited.id, to: deeper.id, kind: "normative" },
        { from: citer.id, to: centre.id, kind: "normative" },
        { from: citerOfCiter.id, to: citer.id, kind: "bibliography" },
      ]),
    );
    expect(body.edges).toHaveLength(5);
    // Locks as the document page's verification (and search) decides them, both kinds present.
    for (const n of body.nodes) {
      const d = await api.db.document.findUniqueOrThrow({ where: { id: n.document.contentId } });
      const verdict = await api.request({
        method: "GET",
        url: `/api/documents/verification/contentCode?contentCode=${encodeURIComponent(d.contentCode)}`,
        token: astm,
      });
      expect(n.document.locked, d.contentCode).toBe(verdict.headers.entitlementaccess !== "true");
    }
    expect(new Set(body.nodes.map((n) => n.document.locked))).toEqual(new Set([true, false]));
  });

  it("answers the tenant's documents only", async () => {
    const res = await get(centre.id, awwa);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { nodes: { document: { contentId: number } }[] }).nodes.map((n) => n.document.contentId);
    expect(ids).not.toContain(aci.id);
    expect(ids).toContain(deeper.id);
    // A document of a publisher the tenant does not present is not found at all.
    const foreign = await get(aci.id, awwa);
    expect(foreign.statusCode).toBe(404);
  });

  it("404s an unknown id and 400s a bad one, naming it", async () => {
    expect((await get(2_000_000_000)).statusCode).toBe(404);
    const bad = await api.request({ method: "GET", url: "/api/documents/reference-network/abc", token: astm });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["content-type"]).toMatch(/problem\+json/);
    expect(bad.body).toMatch(/contentId/);
  });
});

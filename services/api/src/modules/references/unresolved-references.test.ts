// The operator's list of unresolved references (issue 27): by cited publisher with counts, a page
// of designations most cited first with citing documents as examples, refinable by publisher;
// OPERATOR only; bad paging answers 400 naming the field.
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let operator: string;
let admin: string;
let reader: string;
let sources: { id: number; contentCode: string; displayDesignation: string }[];

const get = (query: string, token?: string) =>
  api.request({ method: "GET", url: `/api/admin/references/unresolved${query}`, ...(token ? { token } : {}) });

beforeAll(async () => {
  operator = await api.login("operator@astm.example");
  admin = await api.login("admin@astm.example");
  reader = await api.login("individual@astm.example");
  sources = await api.db.document.findMany({
    take: 4,
    orderBy: { id: "asc" },
    select: { id: true, contentCode: true, displayDesignation: true },
  });
  const edge = (
    sourceDocumentId: number,
    publisher: string,
    key: string,
    designation: string,
    editionYear: number | null,
  ) => ({
    sourceDocumentId,
    targetDocumentId: null,
    targetDesignation: designation,
    targetPublisher: publisher,
    targetKey: key,
    editionYear,
    kind: "normative",
  });
  await api.db.documentReference.deleteMany({});
  await api.db.documentReference.createMany({
    data: [
      // ZZQ X1 cited by four documents, X2 by one; ZZR Y1 by two (one of them twice: two editions).
      ...sources.map((s) => edge(s.id, "ZZQ", "zzq:x1", "ZZQ X1-19", 2019)),
      edge(sources[0]!.id, "ZZQ", "zzq:x2", "ZZQ X2", null),
      edge(sources[0]!.id, "ZZR", "zzr:y1", "ZZR Y1:2010", 2010),
      edge(sources[0]!.id, "ZZR", "zzr:y1", "ZZR Y1:2015", 2015),
      edge(sources[1]!.id, "ZZR", "zzr:y1", "ZZR Y1", null),
      // A resolved edge is no gap.
      { ...edge(sources[2]!.id, "ZZQ", "zzq:x3", "ZZQ X3", null), targetDocumentId: sources[3]!.id },
    ],
  });
});

describe("unresolved references (console)", () => {
  it("counts by publisher and lists the designations most cited first, with examples", async () => {
    const r = await get("", operator);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.publishers).toEqual([
      { publisher: "ZZQ", references: 5, designations: 2, documents: 4 },
      { publisher: "ZZR", references: 3, designations: 1, documents: 2 },
    ]);
    expect(body.count).toBe(3);
    expect(body.result.map((x: { key: string }) => x.key)).toEqual(["zzq:x1", "zzr:y1", "zzq:x2"]);
    const x1 = body.result[0];
    expect(x1).toMatchObject({ publisher: "ZZQ", designation: "ZZQ X1-19", references: 4, documents: 4 });
    expect(x1.examples).toHaveLength(3);
    expect(sources.map((s) => s.contentCode)).toEqual(
      expect.arrayContaining(x1.examples.map((e: { contentCode: string }) => e.contentCode)),
    );
    expect(body.result[1]).toMatchObject({ references: 3, documents: 2 });
  });

  it("pages and refines by publisher", async () => {
    const p1 = (await get("?size=1&page=1", operator)).json();
    expect(p1.count).toBe(3);
    expect(p1.result.map((x: { key: string }) => x.key)).toEqual(["zzr:y1"]);
    const zzq = (await get("?publisher=ZZQ", operator)).json();
    expect(zzq.count).toBe(2);
    expect(zzq.result.map((x: { key: string }) => x.key)).toEqual(["zzq:x1", "zzq:x2"]);
    expect((await get("?publisher=NOPE", operator)).json()).toMatchObject({ count: 0, result: [] });
  });

  it("is the operator's: 401 without a session, 403 for an administrator or a reader", async () => {
    expect((await get("")).statusCode).toBe(401);
    expect((await get("", admin)).statusCode).toBe(403);
    expect((await get("", reader)).statusCode).toBe(403);
  });

  it("bad input answers 400 naming the field", async () => {
    for (const [q, field] of [
      ["?size=0", "size"],
      ["?size=101", "size"],
      ["?page=10001", "page"],
      ["?page=-1", "page"],
      ["?publisher=", "publisher"],
      ["?publisher=%00", "publisher"],
    ] as const) {
      const r = await get(q, operator);
      expect(r.statusCode, q).toBe(400);
      expect(JSON.stringify(r.json().fieldErrors ?? r.json()), q).toContain(field);
    }
  });
});

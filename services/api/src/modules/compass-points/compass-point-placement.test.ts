// The owner confirms one of the candidates the re-anchoring kept for an orphaned carried point
// (issue 25 §1): the point takes the passage (quote with context, position, page, highlight),
// becomes CONFIRMED, and the change is audited; anything else is refused naming the field.
import type { Document } from "@norma/db";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let token: string;
let other: string;
let docs: Document[];

const EVIDENCE = {
  version: 1,
  reason: "look-alike-only",
  structure: true,
  clause: { old: { number: "6.3", heading: ["6 Speed of testing"] }, next: null },
  candidates: [
    {
      start: 120,
      end: 158,
      text: "shall be tested at a speed of 3 mm/min",
      prefix: "6.3 Type IV specimens ",
      suffix: " until the yield strength",
      page: 4,
      selectionData: '<contents page="3" coords="1,2,3,4,5,6,7,8">shall be tested</contents>',
      quote: 0.95,
      context: 0.7,
      structure: "look-alike",
      clause: { number: "6.3", heading: ["6 Speed of testing"] },
    },
    {
      start: 300,
      end: 338,
      text: "shall be tested at a speed of 2 mm/min",
      prefix: "6.4 Type V specimens ",
      suffix: " until the yield strength",
      page: null,
      selectionData: null,
      quote: 0.9,
      context: 0.6,
      structure: "moved-in",
      clause: null,
    },
  ],
};

async function orphan(doc: Document, t = token) {
  const made = await api.request({
    method: "POST",
    url: "/api/v1/compasspoint",
    token: t,
    payload: { name: "Speed", contentID: doc.id, selectionMetadata: { selectionText: "tested at a speed" } },
  });
  expect(made.statusCode).toBe(201);
  const id = made.json().compassPointID as number;
  await api.db.compassPoint.update({
    where: { id },
    data: { placement: "ORPHANED", anchorCandidates: EVIDENCE, pageNumber: null },
  });
  return id;
}

const confirm = (id: number, payload: object, t = token) =>
  api.request({ method: "POST", url: `/api/v1/compasspoint/${id}/confirm-placement`, token: t, payload });

beforeAll(async () => {
  const individual = await seededUser(api.db, "individual@astm.example");
  token = await api.login("individual@astm.example");
  const admin = await seededUser(api.db, "admin@astm.example");
  other = api.app.tokens.issue({
    userId: admin.id,
    accountId: admin.accountId!,
    tenantCode: "astm",
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities: ["COMPASS_USER"],
  }).token;
  docs = await entitledDocuments(api.db, individual, 3, {}, { includeMain: true });
});

describe("confirming a kept candidate of an orphaned point", () => {
  it("an orphaned point shows its candidates; confirming one places it there (CONFIRMED, audited)", async () => {
    const id = await orphan(docs[0]);
    const shown = await api.request({ method: "GET", url: `/api/v1/compasspoint/${id}`, token });
    expect(shown.json().anchorCandidates).toEqual([
      { index: 0, text: "shall be tested at a speed of 3 mm/min", clause: "6.3", page: 4, lookAlike: true },
      { index: 1, text: "shall be tested at a speed of 2 mm/min", clause: null, page: null, lookAlike: false },
    ]);
    const res = await confirm(id, { candidate: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.placement).toBe("CONFIRMED");
    expect(body.anchorCandidates).toEqual([]);
    expect(body.selectionMetadata.selectionText).toBe("shall be tested at a speed of 2 mm/min");
    expect(body.selectionMetadata.selectors).toEqual([
      {
        type: "TextQuoteSelector",
        exact: "shall be tested at a speed of 2 mm/min",
        prefix: "6.4 Type V specimens ",
        suffix: " until the yield strength",
      },
      { type: "TextPositionSelector", start: 300, end: 338 },
    ]);
    const audits = await api.db.compassPointAudit.findMany({ where: { compassPointId: id }, orderBy: { id: "asc" } });
    expect(audits.at(-1)).toMatchObject({ dbTransactionType: "UPDATE-SELECTION" });
    expect(audits.at(-1)!.auditData).toMatchObject({
      current: { selectionMetadata: { placement: "CONFIRMED" } },
      previous: { selectionMetadata: { placement: "ORPHANED" } },
    });
    // Confirmed once: a second confirmation is refused (it is no longer orphaned).
    const again = await confirm(id, { candidate: 0 });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors?.[0]?.field ?? JSON.stringify(again.json())).toContain("candidate");
  });

  it("takes a PDF candidate's page and highlight", async () => {
    const id = await orphan(docs[1]);
    const res = await confirm(id, { candidate: 0 });
    expect(res.statusCode).toBe(200);
    const row = await api.db.compassPoint.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ pageNumber: 4, placement: "CONFIRMED" });
    expect(row.selectionData).toContain('page="3"');
  });

  it("refuses a candidate the point does not have, bad input, a point of someone else, an unknown id", async () => {
    const id = await orphan(docs[2]);
    const missing = await confirm(id, { candidate: 2 });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain("candidate");
    for (const bad of [{}, { candidate: 3 }, { candidate: -1 }, { candidate: "one" }, { candidate: 1.5 }]) {
      const r = await confirm(id, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(r.json()), JSON.stringify(bad)).toContain("candidate");
    }
    expect([403, 404]).toContain((await confirm(id, { candidate: 0 }, other)).statusCode);
    expect((await confirm(2147483000, { candidate: 0 })).statusCode).toBe(404);
    // Nothing changed.
    expect((await api.db.compassPoint.findUniqueOrThrow({ where: { id } })).placement).toBe("ORPHANED");
  });
});

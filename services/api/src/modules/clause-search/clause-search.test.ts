// Search inside the documents over HTTP (issue 29 §1): editions published through the publishing
// service, their clauses indexed by the workers' job (run here in-process from the outbox), then
// POST /api/documents/search/clauses — documents whose text matches (words in one clause or in
// several), with their best clauses and structured highlights, stemming in each edition's
// language, phrases, the requirement filter, paging, the tenant's publishers only, and locked
// documents without their text. Bad input 400 naming the field.

import type { ClauseIndexJob } from "@norma/contracts/queues";
import { useApi } from "@norma/tests/harness";
import { createClauseIndexProcessor } from "@norma/workers/src/jobs/clause-index/clause-index-job.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledScope, seededUser } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let token: string;
let standard: number;
let other: number;
let german: number;
let lockedDoc: number;

interface Group {
  contentId: number;
  locked: boolean;
  matchingClauses: number;
  terms: string[];
  hasHtml: boolean;
  clauses: {
    number: string;
    heading: string | null;
    quote: string;
    statesRequirement: boolean | null;
    snippet: { text: string; highlights: { start: number; end: number }[] };
  }[];
}

const search = (payload: Record<string, unknown>, as = token) =>
  api.request({ method: "POST", url: "/api/documents/search/clauses", token: as, payload });
const groupsOf = async (payload: Record<string, unknown>): Promise<Group[]> => {
  const res = await search(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const highlighted = (c: Group["clauses"][number]) =>
  c.snippet.highlights.map((h) => c.snippet.text.slice(h.start, h.end));

async function runIndexJobs() {
  const events = await api.db.outboxEvent.findMany({
    where: { type: "clause-index.documents" },
    orderBy: { id: "asc" },
  });
  const run = createClauseIndexProcessor({ db: api.db, storage: api.storage, log: pino({ level: "silent" }) });
  for (const e of events)
    await run({ name: "clause-index.documents", data: e.payload as unknown as ClauseIndexJob } as Job<ClauseIndexJob>);
}

const STANDARD = [
  "Quivering flanges for the zorbulator",
  "1. Scope",
  "1.1 This method covers zorbulator flanges tested at room temperature.",
  "2. Procedure",
  "2.1 The zorbulator shall be clamped before the tensile strength is measured.",
  "2.2 Record the strength of each zorbulator; a tensile test of <b>two</b> flanges is optional.",
  "3. Report",
  "3.1 The report names the zorbulator.",
].join("\n");

beforeAll(async () => {
  token = await api.login("individual@astm.example");
  const user = await seededUser(api.db, "individual@astm.example");
  const scope = await entitledScope(api.db, user.accountId);
  const presented = await api.db.tenantPublisher.findMany({
    where: { tenantId: user.tenantId },
    select: { publisher: { select: { id: true, key: true } } },
  });
  const open = presented.find((p) => scope.publisherIds.includes(p.publisher.id))!.publisher.key;
  const closed = presented.find((p) => !scope.publisherIds.includes(p.publisher.id))!.publisher.key;
  const item = (publisherKey: string, family: string, bodyText: string, languageCode = "en-US") => ({
    kind: "NEW_VERSION" as const,
    publisherKey,
    family,
    designation: `${family}-26`,
    designationNo: family,
    title: `Zorbulator flanges ${family}`,
    documentType: "Standard",
    assetType: "Standard",
    contentType: "Standard",
    editionYear: 2026,
    languageCode,
    bodyText,
  });
  const out = await api.app.services.publishing.publish("system", {
    batchId: "clause-search-1",
    items: [
      item(open, "ZC1", STANDARD),
      item(open, "ZC2", "1. Scope\n1.1 A zorbulator is mentioned once here."),
      item(
        open,
        "ZC3",
        "1. Anwendungsbereich\n1.1 Die Prüfkörper müssen geprüft werden.\n1.2 Der Zorbulator muss gereinigt werden.",
        "de-DE",
      ),
      item(closed, "ZC4", "1. Scope\n1.1 The zorbulator shall be secret.\n1.2 Another zorbulator clause."),
    ],
  });
  [standard, other, german, lockedDoc] = out.changes.map((c) => c.documentId);
  await runIndexJobs();
});

describe("POST /api/documents/search/clauses", () => {
  it("groups the matching clauses by document, best document first, with highlighted words as ranges", async () => {
    const res = await search({ query: "zorbulator" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.countCapped).toBe(false);
    const groups: Group[] = body.result;
    expect(groups.map((g) => g.contentId)).toEqual(expect.arrayContaining([standard, other, german, lockedDoc]));
    const first = groups.find((g) => g.contentId === standard)!;
    // The four clauses that name it, and the title line before the first clause.
    expect(first.matchingClauses).toBe(5);
    expect(first.clauses).toHaveLength(3);
    expect(first.hasHtml).toBe(false);
    expect(first.terms).toContain("zorbulator");
    for (const c of first.clauses) {
      expect(
        highlighted(c).every((w) => w.toLowerCase() === "zorbulator"),
        c.snippet.text,
      ).toBe(true);
      expect(c.snippet.text.includes("\u0001") || c.snippet.text.includes("\u0002")).toBe(false);
    }
    expect(first.clauses.map((c) => c.number)).toEqual(expect.arrayContaining(["2.1"]));
    expect(first.clauses.find((c) => c.number === "2.1")!.quote).toMatch(/^2\.1 The zorbulator shall/);
    // More matching clauses rank a document above one with a single match.
    expect(groups.findIndex((g) => g.contentId === standard)).toBeLessThan(
      groups.findIndex((g) => g.contentId === other),
    );
  });

  it("stems the words in the edition's language", async () => {
    const english = await groupsOf({ query: "testing flange" });
    expect(english.map((g) => g.contentId)).toEqual([standard]);
    // Neighbouring highlighted words make one range.
    const words = english[0].clauses.flatMap(highlighted).join(" ").split(" ");
    expect(words).toEqual(expect.arrayContaining(["flanges", "tested"]));
    const deutsch = await groupsOf({ query: "Prüfkörper geprüft" });
    expect(deutsch.map((g) => g.contentId)).toEqual([german]);
  });

  it('finds a phrase in "…" only where its words stand together', async () => {
    const phrase = await groupsOf({ query: '"tensile strength"' });
    expect(phrase.map((g) => g.contentId)).toEqual([standard]);
    expect(phrase[0].clauses.map((c) => c.number)).toEqual(["2.1"]);
    expect(highlighted(phrase[0].clauses[0])).toEqual(["tensile strength"]);
    const words = await groupsOf({ query: "tensile strength" });
    expect(words[0].clauses.map((c) => c.number).sort()).toEqual(["2.1", "2.2"]);
  });

  it("finds a document whose words stand in different clauses, showing the clauses that hold them", async () => {
    // "room" is only in 1.1, "clamped" only in 2.1: no clause matches both, the document does.
    const [g, ...rest] = await groupsOf({ query: "room clamped" });
    expect(rest).toEqual([]);
    expect(g.contentId).toBe(standard);
    expect(g.clauses.map((c) => c.number).sort()).toEqual(["1.1", "2.1"]);
    expect(g.matchingClauses).toBe(2);
    expect(g.terms.sort()).toEqual(["clamped", "room"]);
    // A clause that matches all the words is shown alone.
    const both = await groupsOf({ query: "room temperature" });
    expect(both[0].clauses.map((c) => c.number)).toEqual(["1.1"]);
    expect(both[0].matchingClauses).toBe(1);
  });

  it("keeps only the clauses that state a requirement, in each language", async () => {
    const groups = await groupsOf({ query: "zorbulator", requirementsOnly: true });
    const mine = groups.find((g) => g.contentId === standard)!;
    expect(mine.clauses.map((c) => c.number)).toEqual(["2.1"]);
    expect(mine.clauses[0].statesRequirement).toBe(true);
    expect(groups.find((g) => g.contentId === other)).toBeUndefined();
    const de = groups.find((g) => g.contentId === german)!;
    expect(de.clauses.map((c) => c.number)).toEqual(["1.2"]);
  });

  it("lists a document the user may not open with its count and the lock, and none of its text", async () => {
    const res = await search({ query: "zorbulator secret" });
    const [g] = res.json().result as Group[];
    expect(g).toMatchObject({ contentId: lockedDoc, locked: true, matchingClauses: 1, clauses: [], terms: [] });
    expect(res.body).not.toContain("secret");
  });

  it("pages the documents and keeps the total; the matching clauses are the page's", async () => {
    const res = await search({ query: "zorbulator", size: 25 });
    const all: Group[] = res.json().result;
    expect(res.json().matchingClauses).toBe(all.reduce((n, g) => n + g.matchingClauses, 0));
    expect(res.json().matchingClauses).toBeGreaterThanOrEqual(8);
    const second = await search({ query: "zorbulator", size: 1, page: 1 });
    expect(second.json()).toMatchObject({ count: 4, page: 1, size: 1 });
    expect(second.json().result.map((g: Group) => g.contentId)).toEqual([all[1].contentId]);
    expect(second.json().matchingClauses).toBe(all[1].matchingClauses);
    const past = await search({ query: "zorbulator", size: 25, page: 3 });
    expect(past.json()).toMatchObject({ count: 4, result: [], matchingClauses: 0 });
  });

  it("searches only the publisher asked for", async () => {
    const other = await api.db.publisher.findFirstOrThrow({ where: { key: "AWWA" } });
    expect(await groupsOf({ query: "zorbulator", publisherId: other.id })).toEqual([]);
  });

  it("narrows by the search's refinements as the document search does", async () => {
    const open = await api.db.document.findUniqueOrThrow({ where: { id: standard }, select: { publisher: true } });
    const narrowed = await groupsOf({ query: "zorbulator", publisherRefinement: [open.publisher.key] });
    expect(narrowed.map((g) => g.contentId).sort()).toEqual([standard, other, german].sort());
    expect(await groupsOf({ query: "zorbulator", publisherRefinement: ["AWWA"] })).toEqual([]);
  });

  it("refuses bad input with 400 naming the field", async () => {
    for (const [payload, field] of [
      [{ query: "" }, "query"],
      [{ query: "!!! ---" }, "query"],
      [{ query: "x".repeat(501) }, "query"],
      [{ query: "zorbulator", size: 26 }, "size"],
      [{ query: "zorbulator", page: -1 }, "page"],
      [{ query: "zorbulator", clausesPerDocument: 11 }, "clausesPerDocument"],
      [{ query: "zorbulator", requirementsOnly: "yes" }, "requirementsOnly"],
      [{}, "query"],
    ] as const) {
      const res = await search(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers["content-type"]).toMatch(/problem\+json/);
      expect(res.body, JSON.stringify(payload)).toContain(field);
    }
  });

  it("reads odd queries as words, never as an error (quotes, operators, scripts)", async () => {
    for (const query of ['"unclosed', "zorbulator & | ! ( )", "-zorbulator", "or or", "😀 zorbulator", "يجب"]) {
      const res = await search({ query });
      expect(res.statusCode, query).toBe(200);
    }
  });

  it("asks for a sign-in", async () => {
    const res = await api.request({ method: "POST", url: "/api/documents/search/clauses", payload: { query: "x1" } });
    expect(res.statusCode).toBe(401);
  });
});

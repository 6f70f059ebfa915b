// The public API's tracking lists, change summaries and references, and usage (issue 30): each
// refuses a key without its scope (403), a document the tenant does not present (404) and bad
// input (400 naming the field), pages, and works through the reader's own services with the
// key's account's entitlement; a key of the whole tenant has no tracking list (403 naming why).
import type { ReferencesDetectJob } from "@norma/contracts/queues";
import { useApi } from "@norma/tests/harness";
import { createReferencesProcessor } from "@norma/workers/src/jobs/references/references-job.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { entitledDocuments, seededUser, unentitledDocument } from "../tracking/tracking-fixtures.ts";

const api = useApi();
let admin: string;
let user: Awaited<ReturnType<typeof seededUser>>;
let accountKey: string;
let tenantKey: string;
let otherScopes: string;
let foreignId: number;

const makeKey = async (payload: object, token = admin): Promise<string> => {
  const res = await api.request({ method: "POST", url: "/api/admin/api-keys", token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
};
const call = (secret: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  api.request({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });
const fieldsOf = (res: { json: () => { fieldErrors?: { field: string }[] } }) =>
  (res.json().fieldErrors ?? []).map((f) => f.field);

beforeAll(async () => {
  admin = await api.login("admin@astm.example");
  user = await seededUser(api.db, "individual@astm.example");
  const all = ["tracking", "summaries", "usage"];
  accountKey = await makeKey({ name: "more", scopes: all, accountId: user.accountId });
  tenantKey = await makeKey({ name: "more tenant", scopes: all });
  otherScopes = await makeKey({
    name: "others",
    scopes: ["search", "documents", "changes", "webhooks"],
    accountId: user.accountId,
  });
  // ASTM's tenant presents every seeded publisher: it stops presenting QCS, whose documents are
  // then not there for its keys.
  const tenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  await api.db.tenantPublisher.deleteMany({ where: { tenantId: tenant.id, publisher: { key: "QCS" } } });
  foreignId = (await api.db.document.findFirstOrThrow({ where: { publisher: { key: "QCS" } } })).id;
});

describe("scopes", () => {
  it("refuses each new operation to a key without its scope (403 naming the scope)", async () => {
    const doc = (await entitledDocuments(api.db, user, 1))[0];
    const cases: [string, "GET" | "POST" | "DELETE", string, object?][] = [
      ["tracking", "GET", "/api/public/v1/tracked-documents"],
      ["tracking", "POST", "/api/public/v1/tracked-documents", { documentId: doc.id, userId: user.id }],
      ["tracking", "DELETE", "/api/public/v1/tracked-documents/1"],
      ["summaries", "GET", `/api/public/v1/documents/${doc.id}/change-summary`],
      ["summaries", "GET", `/api/public/v1/documents/${doc.id}/references`],
      ["summaries", "GET", `/api/public/v1/documents/${doc.id}/cited-by`],
      ["usage", "GET", "/api/public/v1/usage"],
    ];
    for (const [scope, method, url, payload] of cases) {
      const res = await call(otherScopes, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("error.apiKey.scope");
      expect(res.json().detail, url).toContain(scope);
    }
  });
});

describe("tracking lists", () => {
  it("tracks for a member of the key's account, lists the account's trackings by page, and stops", async () => {
    const docs = await entitledDocuments(api.db, user, 3);
    expect(docs).toHaveLength(3);
    const before = (await call(accountKey, "GET", "/api/public/v1/tracked-documents?size=100")).json();
    const ids: number[] = [];
    for (const d of docs) {
      const res = await call(accountKey, "POST", "/api/public/v1/tracked-documents", {
        documentId: d.id,
        userId: user.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ userId: user.id, trackingFlag: true, document: { id: d.id, entitled: true } });
      ids.push(res.json().id);
    }
    // The same line again: that tracking, not a second one.
    const again = await call(accountKey, "POST", "/api/public/v1/tracked-documents", {
      documentId: docs[0].id,
      userId: user.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(ids[0]);
    // The reader sees them as the user's own.
    const mine = await api.request({
      method: "GET",
      url: "/api/tracked-documents/current-user",
      token: await api.login(user.email!),
    });
    expect(mine.json().result.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining(ids));

    const total = before.count + 3;
    const page0 = (await call(accountKey, "GET", "/api/public/v1/tracked-documents?size=2&page=0")).json();
    expect(page0).toMatchObject({ count: total, page: 0, size: 2, hasMore: true });
    expect(page0.results).toHaveLength(2);
    const seen: number[] = [];
    for (let page = 0; ; page++) {
      const p = (await call(accountKey, "GET", `/api/public/v1/tracked-documents?size=2&page=${page}`)).json();
      seen.push(...p.results.map((t: { id: number }) => t.id));
      if (!p.hasMore) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual(expect.arrayContaining(ids));
    const byUser = (
      await call(accountKey, "GET", `/api/public/v1/tracked-documents?userId=${user.id}&size=100`)
    ).json();
    expect(byUser.results.every((t: { userId: number }) => t.userId === user.id)).toBe(true);

    const stop = await call(accountKey, "DELETE", `/api/public/v1/tracked-documents/${ids[2]}`);
    expect(stop.statusCode, stop.body).toBe(204);
    expect(await api.db.trackedDocument.count({ where: { id: ids[2] } })).toBe(0);
    expect((await call(accountKey, "DELETE", `/api/public/v1/tracked-documents/${ids[2]}`)).statusCode).toBe(404);
  });

  it("refuses a key of the whole tenant with 403 naming why", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/public/v1/tracked-documents", undefined],
      ["POST", "/api/public/v1/tracked-documents", { documentId: 1, userId: 1 }],
      ["DELETE", "/api/public/v1/tracked-documents/1", undefined],
    ] as const) {
      const res = await call(tenantKey, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("error.apiKey.account");
      expect(res.json().detail).toContain("whole tenant");
    }
  });

  it("answers 404 for a document the tenant does not present, a non-member, another account's tracking", async () => {
    const doc = (await entitledDocuments(api.db, user, 4))[3];
    const foreign = await call(accountKey, "POST", "/api/public/v1/tracked-documents", {
      documentId: foreignId,
      userId: user.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers["content-type"]).toContain("application/problem+json");
    const stranger = await api.db.user.findFirstOrThrow({
      where: { tenantId: user.tenantId, memberships: { none: { accountId: user.accountId! } } },
    });
    const nonMember = await call(accountKey, "POST", "/api/public/v1/tracked-documents", {
      documentId: doc.id,
      userId: stranger.id,
    });
    expect(nonMember.statusCode).toBe(404);
    // A tracking made through another account (another tenant's user): not this key's.
    const other = await seededUser(api.db, "individual@awwa.example");
    const theirs = await api.db.trackedDocument.findFirst({ where: { accountId: other.accountId! } });
    const theirId =
      theirs?.id ??
      (
        await api.db.trackedDocument.create({
          data: { tenantId: other.tenantId, userId: other.id, accountId: other.accountId!, documentId: foreignId },
        })
      ).id;
    expect((await call(accountKey, "DELETE", `/api/public/v1/tracked-documents/${theirId}`)).statusCode).toBe(404);
    expect(await api.db.trackedDocument.count({ where: { id: theirId } })).toBe(1);
  });

  it("refuses what the account may not track and bad input, naming the field", async () => {
    const locked = await unentitledDocument(api.db, user);
    const refused = await call(accountKey, "POST", "/api/public/v1/tracked-documents", {
      documentId: locked.id,
      userId: user.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("content-no-access");
    const cases: [string, "GET" | "POST" | "DELETE", string, object | undefined][] = [
      ["size", "GET", "/api/public/v1/tracked-documents?size=101", undefined],
      ["page", "GET", "/api/public/v1/tracked-documents?page=-1", undefined],
      ["userId", "GET", "/api/public/v1/tracked-documents?userId=0", undefined],
      ["documentId", "POST", "/api/public/v1/tracked-documents", { userId: user.id }],
      ["documentId", "POST", "/api/public/v1/tracked-documents", { documentId: 2147483648, userId: user.id }],
      ["userId", "POST", "/api/public/v1/tracked-documents", { documentId: locked.id, userId: "x" }],
      ["id", "DELETE", "/api/public/v1/tracked-documents/0", undefined],
    ];
    for (const [field, method, url, payload] of cases) {
      const res = await call(accountKey, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(fieldsOf(res), url).toContain(field);
    }
  });
});

async function runDetectJobs() {
  const events = await api.db.outboxEvent.findMany({ where: { type: "references.detect" }, orderBy: { id: "asc" } });
  const run = createReferencesProcessor({ db: api.db, storage: api.storage, log: pino({ level: "silent" }) });
  for (const e of events)
    await run({
      name: "references.detect",
      data: e.payload as unknown as ReferencesDetectJob,
    } as Job<ReferencesDetectJob>);
}

describe("change summaries and references", () => {
  let citing: number;
  let cited: number;
  let citedEditions: { first: number; second: number };

  beforeAll(async () => {
    const publish = api.app.services.publishing.publish;
    const item = (family: string, year: number, bodyText: string) => ({
      kind: "NEW_VERSION" as const,
      publisherKey: "ASTM",
      family,
      designation: `${family}-${String(year).slice(2)}`,
      designationNo: family,
      title: `Public API specimens ${family}`,
      documentType: "Specification",
      assetType: "Standard",
      contentType: "Standard",
      editionYear: year,
      bodyText,
    });
    const first = await publish("system", {
      batchId: "public-more-1",
      items: [
        item("Y801", 2020, "1. Scope\n1.1 Specimens."),
        item(
          "Y802",
          2024,
          [
            "1. Scope",
            "2. Referenced Documents",
            "2.1 ASTM Standards:",
            "Y801 Public API specimens",
            "D3039/D3039M Test Method for Tensile Properties of Polymer Matrix Composite Materials",
            "E8/E8M-16 Test Methods for Tension Testing of Metallic Materials",
          ].join("\n"),
        ),
      ],
    });
    const second = await publish("system", {
      batchId: "public-more-2",
      items: [item("Y801", 2025, "1. Scope\n1.1 Specimens, revised.\n1.2 A new clause.")],
    });
    await runDetectJobs();
    const ids = (r: { changes: { documentId: number }[] }) => r.changes.map((c) => c.documentId);
    [cited, citing] = ids(first);
    citedEditions = { first: cited, second: ids(second)[0] };
  });

  it("gives an edition's change summary with the key's account's entitlement", async () => {
    const firstEdition = await call(
      accountKey,
      "GET",
      `/api/public/v1/documents/${citedEditions.first}/change-summary`,
    );
    expect(firstEdition.statusCode, firstEdition.body).toBe(200);
    expect(firstEdition.json()).toMatchObject({ contentId: citedEditions.first, status: "FIRST_EDITION" });
    const revised = await call(accountKey, "GET", `/api/public/v1/documents/${citedEditions.second}/change-summary`);
    expect(revised.statusCode).toBe(200);
    expect(["PENDING", "READY"]).toContain(revised.json().status);
    expect(revised.json().previous).toMatchObject({ contentId: citedEditions.first });
    // A key of the whole tenant is entitled to nothing: the summary quotes the document.
    const tenantWide = await call(tenantKey, "GET", `/api/public/v1/documents/${citedEditions.second}/change-summary`);
    expect(tenantWide.statusCode).toBe(403);
  });

  it("pages an edition's references, and what cites a document", async () => {
    const all = (await call(accountKey, "GET", `/api/public/v1/documents/${citing}/references?size=100`)).json();
    expect(all.detected).toBe(true);
    expect(all.references.length).toBeGreaterThanOrEqual(3);
    expect(all.hasMore).toBe(false);
    const pages: string[] = [];
    for (let page = 0; ; page++) {
      const p = (
        await call(accountKey, "GET", `/api/public/v1/documents/${citing}/references?size=1&page=${page}`)
      ).json();
      expect(p.references.length).toBeLessThanOrEqual(1);
      expect(p).toMatchObject({ contentId: citing, page, size: 1, counts: all.counts });
      pages.push(...p.references.map((r: { designation: string }) => r.designation));
      if (!p.hasMore) break;
    }
    expect(pages).toEqual(all.references.map((r: { designation: string }) => r.designation));

    const citedBy = await call(accountKey, "GET", `/api/public/v1/documents/${citedEditions.second}/cited-by?size=1`);
    expect(citedBy.statusCode, citedBy.body).toBe(200);
    expect(citedBy.json()).toMatchObject({ page: 0, size: 1, total: 1 });
    expect(citedBy.json().citedBy.map((c: { document: { contentId: number } }) => c.document.contentId)).toEqual([
      citing,
    ]);
    const past = (
      await call(accountKey, "GET", `/api/public/v1/documents/${citedEditions.second}/cited-by?size=1&page=1`)
    ).json();
    expect(past.citedBy).toEqual([]);
  });

  it("answers 404 for a document the tenant does not present and 400 naming bad parameters", async () => {
    for (const path of ["change-summary", "references", "cited-by"]) {
      for (const id of [foreignId, 2147483647]) {
        const res = await call(accountKey, "GET", `/api/public/v1/documents/${id}/${path}`);
        expect(res.statusCode, `${path} ${id}`).toBe(404);
        expect(res.headers["content-type"]).toContain("application/problem+json");
      }
      const bad = await call(accountKey, "GET", `/api/public/v1/documents/0/${path}`);
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toContain("id");
    }
    for (const [url, field] of [
      [`/api/public/v1/documents/${citing}/references?size=0`, "size"],
      [`/api/public/v1/documents/${citing}/references?page=1001`, "page"],
      [`/api/public/v1/documents/${citing}/cited-by?size=101`, "size"],
      [`/api/public/v1/documents/${citing}/cited-by?page=x`, "page"],
    ]) {
      const res = await call(accountKey, "GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(fieldsOf(res), url).toContain(field);
    }
  });
});

describe("usage", () => {
  it("gives the key's account's figures per month, and the whole tenant's to a tenant key", async () => {
    const doc = (await entitledDocuments(api.db, user, 1))[0];
    const other = await api.db.account.findFirstOrThrow({
      where: { tenantId: user.tenantId, id: { not: user.accountId! } },
    });
    const row = (accountId: number, day: string, metricType: string, count: number) => ({
      tenantId: user.tenantId,
      accountId,
      day: new Date(`${day}T00:00:00Z`),
      documentId: doc.id,
      dataType: "Standard",
      accessMethod: "Regular",
      metricType,
      count,
    });
    await api.db.counterUsageDaily.createMany({
      data: [
        row(user.accountId!, "2025-01-03", "Total_Item_Requests", 4),
        row(user.accountId!, "2025-01-20", "Total_Item_Requests", 2),
        row(user.accountId!, "2025-01-20", "Total_Item_Investigations", 7),
        row(user.accountId!, "2025-03-31", "Searches_Platform", 5),
        row(user.accountId!, "2025-03-31", "No_License", 1),
        row(other.id, "2025-03-01", "Total_Item_Requests", 100),
      ],
    });
    const res = await call(accountKey, "GET", "/api/public/v1/usage?from=2025-01&to=2025-04");
    expect(res.statusCode, res.body).toBe(200);
    const account = await api.db.account.findUniqueOrThrow({ where: { id: user.accountId! } });
    expect(res.json()).toEqual({
      account: { accountNumber: account.accountNumber, name: account.name },
      from: "2025-01",
      to: "2025-04",
      months: [
        { month: "2025-01", requests: 6, investigations: 7, searches: 0, denials: 0 },
        { month: "2025-02", requests: 0, investigations: 0, searches: 0, denials: 0 },
        { month: "2025-03", requests: 0, investigations: 0, searches: 5, denials: 1 },
        { month: "2025-04", requests: 0, investigations: 0, searches: 0, denials: 0 },
      ],
    });
    const tenant = (await call(tenantKey, "GET", "/api/public/v1/usage?from=2025-03&to=2025-03")).json();
    expect(tenant.account).toBeNull();
    expect(tenant.months[0].requests).toBeGreaterThanOrEqual(100);
    const byDefault = (await call(accountKey, "GET", "/api/public/v1/usage")).json();
    expect(byDefault.months).toHaveLength(12);
    expect(byDefault.to).toBe(new Date().toISOString().slice(0, 7));
  });

  it("refuses bad months with 400 naming the field", async () => {
    for (const [url, field] of [
      ["/api/public/v1/usage?from=2025-13", "from"],
      ["/api/public/v1/usage?to=2025-1", "to"],
      ["/api/public/v1/usage?from=2025-05&to=2025-04", "from"],
      ["/api/public/v1/usage?from=2024-01&to=2025-01", "from"],
    ]) {
      const res = await call(accountKey, "GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(fieldsOf(res), url).toContain(field);
    }
  });
});

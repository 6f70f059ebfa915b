// Publishing a new version, a withdrawal or a replacement: one transaction with its outbox events
// (revision alerts, redline ahead of time, index refresh).

import { useApi } from "@norma/tests/harness";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import { seededUser } from "../tracking/tracking-fixtures.ts";
import { contentCodeOf } from "./publishing-types.ts";

const api = useApi();
const publish = (...args: Parameters<typeof api.app.services.publishing.publish>) =>
  api.app.services.publishing.publish(...args);

/** A document line whose latest edition has a PDF (and whose publisher is not ASTM). */
async function lineWithPdf() {
  return api.db.document.findFirstOrThrow({
    where: { isLatest: true, status: "Active", assets: { some: { kind: "PDF" } }, publisher: { key: { not: "ASTM" } } },
    include: { publisher: true, assets: true },
    orderBy: { id: "asc" },
  });
}

async function outbox(type: string, since: bigint) {
  return api.db.outboxEvent.findMany({ where: { type, id: { gt: since } }, orderBy: { id: "asc" } });
}
async function lastOutboxId(): Promise<bigint> {
  return (await api.db.outboxEvent.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0n;
}

let admin: Actor;

/** A real PDF of n blank pages. */
async function pdfOfPages(n: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i++) doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  const a = await seededUser(api.db, "admin@astm.example");
  admin = {
    userId: a.id,
    email: a.email,
    tenantId: a.tenantId,
    tenantCode: "astm",
    accountId: a.accountId,
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities: a.authorities,
    jti: "t",
    exp: 0,
  };
});

describe("publishing", () => {
  it("a new version: the predecessor and its assets become Historical, trackings follow, and the outbox gets the alert, the redline and the index refresh", async () => {
    const prev = await lineWithPdf();
    const tracker = await seededUser(api.db, "single@astm.example");
    const tracking = await api.db.trackedDocument.create({
      data: { tenantId: tracker.tenantId, userId: tracker.id, accountId: tracker.accountId!, documentId: prev.id },
    });
    const since = await lastOutboxId();
    const pdf = await pdfOfPages(3);
    const result = await publish("system", {
      batchId: "batch-new-version",
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: prev.publisher.key,
          family: prev.family,
          languageCode: prev.languageCode,
          designation: `${prev.designation}-NEXT`,
          editionYear: 2026,
          publishedDate: "2026-11-20",
          bodyText: "revised body",
          assets: [
            // The page count the caller gives is not trusted: the file's own (3) is stored.
            { kind: "PDF", content: pdf, pageCount: 1 },
            { kind: "HTML", content: "<html><body>new</body></html>" },
          ],
        },
      ],
    });
    const change = result.changes[0];
    expect(change).toMatchObject({
      kind: "NEW_VERSION",
      contentCode: contentCodeOf(prev.publisher.key, `${prev.designation}-NEXT`, prev.languageCode),
      previousDocumentId: prev.id,
      previousStatus: "Active",
      status: "Active",
      redlineId: expect.any(Number),
    });
    const now = await api.db.document.findUniqueOrThrow({
      where: { id: change.documentId },
      include: { assets: true, body: true },
    });
    expect(now).toMatchObject({
      isLatest: true,
      title: prev.title,
      documentType: prev.documentType,
      assetType: prev.assetType,
      designationNo: prev.designationNo,
      displayDesignation: `${prev.publisher.key} ${prev.designation}-NEXT`,
      editionYear: 2026,
    });
    expect(now.publishedDate?.toISOString().slice(0, 10)).toBe("2026-11-20");
    expect(now.body?.text).toBe("revised body");
    expect(now.assets.map((a) => [a.kind, a.status]).sort()).toEqual([
      ["HTML", "Active"],
      ["PDF", "Active"],
    ]);
    expect(await api.storage.get(now.assets.find((a) => a.kind === "PDF")!.storageKey)).toEqual(pdf);
    expect(now.assets.find((a) => a.kind === "PDF")!.pageCount).toBe(3);
    expect(now.assets.find((a) => a.kind === "HTML")!.pageCount).toBeNull();
    const old = await api.db.document.findUniqueOrThrow({ where: { id: prev.id }, include: { assets: true } });
    expect(old).toMatchObject({ isLatest: false, status: "Historical" });
    expect(old.assets.every((a) => a.status === "Historical")).toBe(true);
    expect((await api.db.trackedDocument.findUniqueOrThrow({ where: { id: tracking.id } })).documentId).toBe(now.id);

    const [alert] = await outbox("tracking-alerts.fan-out", since);
    expect(alert.queue).toBe("tracking-alerts");
    expect(alert.payload).toEqual({
      batchId: "batch-new-version",
      publishedAt: result.publishedAt,
      changes: [
        {
          kind: "NEW_VERSION",
          documentId: now.id,
          previousDocumentId: prev.id,
          previousStatus: "Active",
          status: "Active",
          replacedByContentCode: null,
        },
      ],
    });
    const [redline] = await outbox("compare-pdf.run", since);
    expect(redline.payload).toMatchObject({
      newDocumentId: now.id,
      oldDocumentId: prev.id,
      redlineId: change.redlineId,
    });
    const [index] = await outbox("indexing.refresh", since);
    expect((index.payload as { documentIds: number[] }).documentIds.sort()).toEqual([prev.id, now.id].sort());
    // Its references are detected by the workers (jobs/references): the new edition only.
    const [references] = await outbox("references.detect", since);
    expect(references).toMatchObject({ queue: "references", payload: { documentIds: [now.id] } });
    // And its clauses indexed for the search inside the documents (jobs/clause-index).
    const [clauses] = await outbox("clause-index.documents", since);
    expect(clauses).toMatchObject({ queue: "clause-index", payload: { documentIds: [now.id] } });
  });

  it("a PDF's page count is read from the file, also for a file already in storage; a file that is not a PDF is refused with its field", async () => {
    const prev = await lineWithPdf();
    await api.storage.put("test/publish-stored.pdf", await pdfOfPages(7));
    const result = await publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: prev.publisher.key,
          family: prev.family,
          languageCode: prev.languageCode,
          designation: `${prev.designation}-STORED`,
          assets: [{ kind: "PDF", storageKey: "test/publish-stored.pdf", pageCount: 99_999 }],
        },
      ],
    });
    const asset = await api.db.documentAsset.findFirstOrThrow({ where: { documentId: result.changes[0].documentId } });
    expect(asset.pageCount).toBe(7);
    const before = await api.db.document.count();
    const refused = await publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: prev.publisher.key,
          family: prev.family,
          languageCode: prev.languageCode,
          designation: `${prev.designation}-FAKE`,
          assets: [
            { kind: "HTML", content: "<p>fine</p>" },
            { kind: "PDF", content: Buffer.from("%PDF-1.4\n% not really a PDF\n%%EOF\n"), pageCount: 1 },
          ],
        },
      ],
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BadRequest);
    expect((refused as BadRequest).fieldErrors).toEqual([
      expect.objectContaining({ objectName: "publishBatch", field: "items[0].assets[1].content" }),
    ]);
    expect(await api.db.document.count()).toBe(before);
  });

  it("a new edition keeps its predecessor's metadata but not its DOI or ISBN: its own, or none (issue 25 §4)", async () => {
    const prev = await lineWithPdf();
    await api.db.document.update({
      where: { id: prev.id },
      data: { extraMetadata: { doi: "10.1520/OLD-EDITION", isbnEb: "978-0-0000-0000-1", committeeSponsor: "D30" } },
    });
    const line = { publisherKey: prev.publisher.key, family: prev.family, languageCode: prev.languageCode };
    await publish("system", {
      batchId: "batch-doi-inherited",
      items: [{ kind: "NEW_VERSION", ...line, designation: `${prev.designation}-DOI1`, publishedDate: "2026-11-21" }],
    });
    const next = await api.db.document.findFirstOrThrow({ where: { designation: `${prev.designation}-DOI1` } });
    expect(next.extraMetadata).toEqual({ committeeSponsor: "D30" });
    // Given by the batch, the new edition's own DOI is kept.
    await publish("system", {
      batchId: "batch-doi-own",
      items: [
        {
          kind: "NEW_VERSION",
          ...line,
          designation: `${prev.designation}-DOI2`,
          publishedDate: "2026-11-22",
          extraMetadata: { doi: "10.1520/NEW-EDITION" },
        },
      ],
    });
    const own = await api.db.document.findFirstOrThrow({ where: { designation: `${prev.designation}-DOI2` } });
    expect(own.extraMetadata).toEqual({ doi: "10.1520/NEW-EDITION" });
  });

  it("no redline is scheduled when either edition has no PDF", async () => {
    const prev = await lineWithPdf();
    const since = await lastOutboxId();
    const r = await publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: prev.publisher.key,
          family: prev.family,
          languageCode: prev.languageCode,
          designation: `${prev.designation}-NOPDF`,
        },
      ],
    });
    expect(r.changes[0].redlineId).toBeNull();
    expect(await outbox("compare-pdf.run", since)).toEqual([]);
  });

  it("withdrawals and replacements change the status, name the replacement, and alert too", async () => {
    const [a, b, c] = await api.db.document.findMany({
      where: { isLatest: true, status: "Active" },
      include: { publisher: true },
      orderBy: { id: "desc" },
      take: 3,
    });
    const since = await lastOutboxId();
    const result = await publish("system", {
      publishedAt: new Date("2026-11-21T10:00:00Z"),
      items: [
        { kind: "STATUS", contentCode: a.contentCode, status: "Withdrawn" },
        {
          kind: "STATUS",
          contentCode: b.contentCode,
          status: "Withdrawn Replaced",
          replacedByContentCode: c.contentCode,
        },
      ],
    });
    expect(result.changes.map((ch) => [ch.kind, ch.previousStatus, ch.status, ch.replacedByContentCode])).toEqual([
      ["STATUS", "Active", "Withdrawn", null],
      ["STATUS", "Active", "Withdrawn Replaced", c.contentCode],
    ]);
    const after = await api.db.document.findUniqueOrThrow({ where: { id: b.id } });
    expect(after).toMatchObject({
      status: "Withdrawn Replaced",
      replacedByContentCode: c.contentCode,
      replacedByFamilyValue: c.family,
      isLatest: true,
    });
    expect(after.lastUpdateDate?.toISOString().slice(0, 10)).toBe("2026-11-21");
    const alerts = await outbox("tracking-alerts.fan-out", since);
    expect(alerts).toHaveLength(1);
    expect((alerts[0].payload as { changes: unknown[] }).changes).toHaveLength(2);
  });

  it("a replacement may be a new edition of the same batch; the batch is all or nothing", async () => {
    const prev = await lineWithPdf();
    const victim = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", id: { not: prev.id } },
    });
    const code = contentCodeOf(prev.publisher.key, `${prev.designation}-R`, prev.languageCode);
    const ok = await publish("system", {
      items: [
        { kind: "STATUS", contentCode: victim.contentCode, status: "Replaced", replacedByContentCode: code },
        {
          kind: "NEW_VERSION",
          publisherKey: prev.publisher.key,
          family: prev.family,
          languageCode: prev.languageCode,
          designation: `${prev.designation}-R`,
        },
      ],
    });
    expect(ok.changes.map((c) => c.kind)).toEqual(["NEW_VERSION", "STATUS"]);

    const before = await api.db.document.count();
    const since = await lastOutboxId();
    // The second item fails inside the transaction (a first edition without the fields it needs).
    await expect(
      publish("system", {
        items: [
          {
            kind: "NEW_VERSION",
            publisherKey: prev.publisher.key,
            family: prev.family,
            languageCode: prev.languageCode,
            designation: `${prev.designation}-Z`,
          },
          {
            kind: "NEW_VERSION",
            publisherKey: prev.publisher.key,
            family: "NEW-FAMILY-X",
            designation: "NEW-FAMILY-X-26",
          },
        ],
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: "items[1].designationNo" })],
    });
    expect(await api.db.document.count()).toBe(before);
    expect(await outbox("tracking-alerts.fan-out", since)).toEqual([]);
  });

  it("trackings of any edition of the line follow it to the new edition; a user with two of the line keeps the one turned on", async () => {
    const older = await api.db.document.findFirstOrThrow({
      where: { isLatest: false, publisher: { key: { not: "ASTM" } } },
      include: { publisher: true },
      orderBy: { id: "asc" },
    });
    const latest = await api.db.document.findFirstOrThrow({
      where: {
        isLatest: true,
        publisherId: older.publisherId,
        family: older.family,
        languageCode: older.languageCode,
      },
    });
    const [single, adm, individual] = await Promise.all(
      ["single@astm.example", "admin@astm.example", "individual@astm.example"].map((e) => seededUser(api.db, e)),
    );
    const trackOf = (u: typeof single, documentId: number, trackingFlag = true) =>
      api.db.trackedDocument.create({
        data: { tenantId: u.tenantId, userId: u.id, accountId: u.accountId!, documentId, trackingFlag },
      });
    const onOlder = await trackOf(single, older.id);
    const admOff = await trackOf(adm, older.id, false);
    const admOn = await trackOf(adm, latest.id);
    const indOn = await trackOf(individual, older.id);
    const indOff = await trackOf(individual, latest.id, false);

    const result = await publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: older.publisher.key,
          family: older.family,
          languageCode: older.languageCode,
          designation: `${latest.designation}-FOLLOW`,
        },
      ],
    });
    const next = result.changes[0].documentId;
    const line = await api.db.trackedDocument.findMany({
      where: {
        userId: { in: [single.id, adm.id, individual.id] },
        document: { publisherId: older.publisherId, family: older.family, languageCode: older.languageCode },
      },
      orderBy: { id: "asc" },
    });
    expect(line.map((t) => [t.id, t.documentId, t.trackingFlag])).toEqual(
      [
        [onOlder.id, next, true],
        [admOn.id, next, true],
        [indOn.id, next, true],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(await api.db.trackedDocument.count({ where: { id: { in: [admOff.id, indOff.id] } } })).toBe(0);
  });

  it("a batch id is used once: a reused id is refused naming the field, even racing; a batch that failed leaves its id free", async () => {
    const lines = await api.db.document.findMany({
      where: { isLatest: true, status: "Active", publisher: { key: { not: "ASTM" } } },
      include: { publisher: true },
      orderBy: { id: "desc" },
      take: 4,
    });
    const next = (d: (typeof lines)[number], suffix: string) => ({
      kind: "NEW_VERSION" as const,
      publisherKey: d.publisher.key,
      family: d.family,
      languageCode: d.languageCode,
      designation: `${d.designation}-${suffix}`,
    });
    await publish("system", { batchId: "used-once", items: [next(lines[0], "ONCE")] });
    expect(await api.db.publishBatch.findUniqueOrThrow({ where: { id: "used-once" } })).toMatchObject({
      itemCount: 1,
      publishedBy: null,
    });
    const before = await api.db.document.count();
    const since = await lastOutboxId();
    const again = await publish("system", { batchId: "used-once", items: [next(lines[1], "AGAIN")] }).catch(
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(BadRequest);
    expect(again).toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: "batchId", message: "Unique" })],
    });
    expect((again as Error).message).toContain("batch id used-once was used by the batch published on");
    expect(await api.db.document.count()).toBe(before);
    expect(await outbox("tracking-alerts.fan-out", since)).toEqual([]);

    // Two batches racing for one id: one publishes, the other is refused.
    const race = await Promise.allSettled([
      publish("system", { batchId: "raced", items: [next(lines[2], "RACE")] }),
      publish("system", { batchId: "raced", items: [next(lines[3], "RACE")] }),
    ]);
    expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = race.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ fieldErrors: [expect.objectContaining({ field: "batchId" })] });

    // A batch that failed published nothing, so its id is still free.
    await expect(
      publish("system", {
        batchId: "failed-first",
        items: [
          { kind: "NEW_VERSION", publisherKey: lines[0].publisher.key, family: "NEW-LINE-F", designation: "F-1" },
        ],
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await publish("system", { batchId: "failed-first", items: [next(lines[1], "F")] })).batchId).toBe(
      "failed-first",
    );

    for (const batchId of ["", "with space", "x".repeat(101), "semi;colon"]) {
      await expect(publish("system", { batchId, items: [next(lines[0], "BAD")] }), batchId).rejects.toMatchObject({
        fieldErrors: [expect.objectContaining({ field: "batchId", message: "Pattern" })],
      });
    }
  });

  it("a first edition of a new line has no predecessor and needs its own fields", async () => {
    const pub = await api.db.publisher.findFirstOrThrow({ where: { key: "ISO" } });
    const r = await publish("system", {
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: pub.key,
          family: "99999",
          designation: "99999:2026",
          designationNo: "99999",
          title: "A brand new standard",
          documentType: "Standard",
          assetType: "Standard",
          contentType: "Standard",
        },
      ],
    });
    expect(r.changes[0]).toMatchObject({ kind: "NEW_VERSION", previousDocumentId: null, previousStatus: null });
  });

  it("invalid batches answer field errors naming the item and field", async () => {
    const doc = await api.db.document.findFirstOrThrow({ where: { isLatest: true } });
    const cases: [unknown, string][] = [
      [{ items: [] }, "items"],
      [
        { items: [{ kind: "NEW_VERSION", publisherKey: "NOPE", family: "x", designation: "y" }] },
        "items[0].publisherKey",
      ],
      [{ items: [{ kind: "STATUS", contentCode: "NOPE|x|en-US", status: "Withdrawn" }] }, "items[0].contentCode"],
      [
        { items: [{ kind: "STATUS", contentCode: doc.contentCode, status: "Replaced" }] },
        "items[0].replacedByContentCode",
      ],
      [
        {
          items: [
            {
              kind: "STATUS",
              contentCode: doc.contentCode,
              status: "Withdrawn",
              replacedByContentCode: doc.contentCode,
            },
          ],
        },
        "items[0].replacedByContentCode",
      ],
      [{ items: [{ kind: "STATUS", contentCode: doc.contentCode, status: "Gone" }] }, "items[0].status"],
      [
        { items: [{ kind: "STATUS", contentCode: doc.contentCode, status: "Withdrawn", date: "2026-13-01" }] },
        "items[0].date",
      ],
      [
        {
          items: [
            { kind: "NEW_VERSION", publisherKey: "ISO", family: "1", designation: "x", contentCode: doc.contentCode },
          ],
        },
        "items[0].contentCode",
      ],
    ];
    for (const [batch, field] of cases) {
      const err = await publish("system", batch as never).catch((e) => e);
      expect(err, field).toBeInstanceOf(BadRequest);
      expect(
        (err as BadRequest).fieldErrors.map((f) => f.field),
        JSON.stringify(batch),
      ).toContain(field);
    }
  });

  it("a tenant ADMIN publishes only its own publisher's documents", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" }, include: { mainPublisher: true } });
    const own = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", publisherId: astm.mainPublisherId! },
    });
    const foreign = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", publisherId: { not: astm.mainPublisherId! } },
    });
    await expect(
      publish(admin, { items: [{ kind: "STATUS", contentCode: own.contentCode, status: "Withdrawn" }] }),
    ).resolves.toBeTruthy();
    await expect(
      publish(admin, { items: [{ kind: "STATUS", contentCode: foreign.contentCode, status: "Withdrawn" }] }),
    ).rejects.toMatchObject({ status: 403 });
    // That only administrators publish at all is the HTTP operation's guard (publishing-handlers.test.ts).
  });
});

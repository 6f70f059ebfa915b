// The workers' own job paths push their results (issue 29 §3): an HTML compare, a PDF redline and
// a re-anchoring run go outbox → relay → BullMQ → sandboxed child process, and once the result is
// stored the workers process publishes the event on the push channel — to the users waiting for
// that compare row (the set the API fills when a reader asks before the result exists), to the
// owners of the carried compass points for a re-anchoring run, and to no one else.

import { scheduleHtmlComparison, scheduleRedline } from "@norma/api/src/modules/compare/compare-scheduling.ts";
import { createPublishingService } from "@norma/api/src/modules/publishing/publishing-service.ts";
import {
  type PushMessage,
  type PushRecipient,
  parsePushMessage,
  pushChannel,
  waiterMember,
  waitersKey,
} from "@norma/contracts/push-events";
import { createTestStorage } from "@norma/tests/harness";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { Redis } from "ioredis";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";

const env = useWorkersEnv();
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let runtime: WorkerRuntime | null = null;
let subscriber: Redis;
/** Each message heard on the channel, with the state of the row it names at that moment. */
const heard: { message: PushMessage; rowStatus: string | null }[] = [];
let rowStatusOf: (m: PushMessage) => Promise<string | null> = async () => null;

const LINES_V1 = [
  "1. Scope. This practice covers the inspection of pressure vessel nozzles.",
  "4.1 Apparatus. The gauge shall be checked before each shift.",
  "5.3 Procedure. Measure the wall from both sides at two points.",
];
const LINES_V2 = ["0. Foreword. Revised edition.", ...LINES_V1];

async function pdfOf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 72, y: 600 - i * 18, size: 11, font });
  return Buffer.from(await doc.save());
}

/** Two consecutive editions of a family with files (oldest first). */
async function editionPair(family: string) {
  const docs = await env.db.document.findMany({
    where: { family, languageCode: "en-US", assets: { some: {} } },
    include: { assets: true },
    orderBy: { editionYear: "asc" },
  });
  const [older, newer] = docs.slice(-2);
  const html = (d: (typeof docs)[number]) => d.assets.find((a) => a.kind === "HTML")!;
  return { older, newer, oldHtml: html(older), newHtml: html(newer) };
}

beforeAll(async () => {
  storage = await createTestStorage();
  subscriber = new Redis(env.redisUrl);
  await subscriber.subscribe(pushChannel(env.redisPrefix));
  subscriber.on("message", (_channel, text) => {
    const message = parsePushMessage(text);
    if (!message) return;
    const entry = { message, rowStatus: null as string | null };
    heard.push(entry);
    void rowStatusOf(message).then((s) => {
      entry.rowStatus = s;
    });
  });
});
afterAll(async () => {
  await runtime?.stop();
  subscriber?.disconnect();
  await storage?.remove();
});

/** Two editions of a family published with PDFs, and a compass point of `owner` on the first. */
async function reanchorRun(owner: { id: number; tenantId: number }) {
  const db = env.db;
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: owner.tenantId } });
  const publisher = await db.publisher.findUniqueOrThrow({ where: { id: tenant.mainPublisherId! } });
  const publishing = createPublishingService({ db, storage: storage.storage });
  const item = (designation: string, lines: string[], pdf: Buffer) => ({
    kind: "NEW_VERSION" as const,
    publisherKey: publisher.key,
    family: "PUSH-REANCHOR",
    designation,
    designationNo: "PR1",
    title: "Inspection of nozzles",
    documentType: "Standard",
    assetType: "Standard",
    contentType: "Standard",
    bodyText: lines.join("\n"),
    assets: [{ kind: "PDF" as const, content: pdf }],
  });
  const first = await publishing.publish("system", {
    batchId: "pr-v1",
    items: [item("PR1-20", LINES_V1, await pdfOf(LINES_V1))],
  });
  const oldId = first.changes[0].documentId;
  const account = await db.account.findFirstOrThrow({ where: { tenantId: tenant.id, compassPointFlag: true } });
  const exact = "Measure the wall from both sides at two points.";
  await db.compassPoint.create({
    data: {
      tenantId: tenant.id,
      accountId: account.id,
      documentId: oldId,
      createdById: owner.id,
      name: "Procedure (push)",
      selectionText: exact,
      pageNumber: 1,
      selectors: [
        { type: "TextQuoteSelector", exact, prefix: "5.3 Procedure. ", suffix: "" },
        { type: "PageSelector", page: 1 },
      ],
    },
  });
  const second = await publishing.publish("system", {
    batchId: "pr-v2",
    items: [item("PR1-24", LINES_V2, await pdfOf(LINES_V2))],
  });
  return { newId: second.changes[0].documentId, newCode: second.changes[0].contentCode };
}

describe("the workers push what their jobs store", () => {
  it("HTML compare, PDF redline and re-anchoring: the waiting user (the points' owner) is told once stored; no one else", async () => {
    const db = env.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const [waiting, other] = await db.user.findMany({
      where: { tenantId: tenant.id, activated: true },
      orderBy: { id: "asc" },
      take: 2,
    });
    const me: PushRecipient = { tenantId: tenant.id, userId: waiting.id };
    const notMe: PushRecipient = { tenantId: tenant.id, userId: other.id };

    const htmlPair = await editionPair("D3039");
    const htmlId = await scheduleHtmlComparison(db, {
      newAssetId: htmlPair.newHtml.id,
      oldAssetId: htmlPair.oldHtml.id,
    });
    const pdfPair = await editionPair("Spec 5L");
    const redlineId = await scheduleRedline(db, { newDocumentId: pdfPair.newer.id, oldDocumentId: pdfPair.older.id });
    // The reader asked for both results before they existed (the API's push-service.waitFor).
    await env.redis.sadd(waitersKey(env.redisPrefix, "compare-html", htmlId), waiterMember(me));
    await env.redis.sadd(waitersKey(env.redisPrefix, "compare-pdf", redlineId), waiterMember(me));
    const reanchor = await reanchorRun({ id: waiting.id, tenantId: tenant.id });

    rowStatusOf = async (m) => {
      if (m.event.type === "compare-html")
        return (await db.htmlComparison.findUnique({ where: { id: htmlId } }))?.status ?? null;
      if (m.event.type === "compare-pdf")
        return (await db.pdfRedline.findUnique({ where: { id: redlineId } }))?.status ?? null;
      const carried = await db.compassPoint.count({
        where: { documentId: reanchor.newId, sourceCompassPointId: { not: null } },
      });
      return carried > 0 ? "CARRIED" : "NOT YET";
    };

    runtime = createWorkerRuntime(env.config({ STORAGE_DIR: storage.dir, PUBLIC_BASE_URL: "https://reader.example" }));
    await runtime.start();
    const of = (type: string) => heard.filter((h) => h.message.event.type === type);
    // Child processes start (and, in the source tree, compile their modules) before they work.
    await eventually(
      async () => (of("compare-html").length && of("compare-pdf").length && of("reanchor").length ? true : null),
      240_000,
    );
    await eventually(async () => (heard.every((h) => h.rowStatus !== null) ? true : null), 10_000);

    const [html] = of("compare-html");
    expect(html.message.to).toEqual([me]);
    expect(html.message.event).toEqual({
      type: "compare-html",
      newHtmlId: htmlPair.newHtml.id,
      oldHtmlId: htmlPair.oldHtml.id,
      status: "DONE",
    });
    expect(html.rowStatus).toBe("DONE");

    const [pdf] = of("compare-pdf");
    expect(pdf.message.to).toEqual([me]);
    expect(pdf.message.event).toEqual({
      type: "compare-pdf",
      leftContentId: pdfPair.older.id,
      rightContentId: pdfPair.newer.id,
      status: "DONE",
    });
    expect(pdf.rowStatus).toBe("DONE");

    const [moved] = of("reanchor");
    expect(moved.message.to).toEqual([me]);
    expect(moved.message.event).toEqual({ type: "reanchor", contentCodes: [reanchor.newCode] });
    expect(moved.rowStatus).toBe("CARRIED");

    // Told once each, to the waiting user only; the waiters were forgotten once told.
    expect(heard).toHaveLength(3);
    for (const h of heard) expect(h.message.to).not.toContainEqual(notMe);
    expect(await env.redis.exists(waitersKey(env.redisPrefix, "compare-html", htmlId))).toBe(0);
    expect(await env.redis.exists(waitersKey(env.redisPrefix, "compare-pdf", redlineId))).toBe(0);
  }, 300_000);
});

// The demo publication of a fresh install: the demo users track two documents, one batch publishes
// a new edition of one and withdraws the other through the publishing service, and the workers turn
// it into revision alerts (here into an in-process SMTP sink, in compose into Mailpit).

import { useApi } from "@norma/tests/harness";
import { type SmtpSink, startSmtpSink } from "@norma/tests/harness/smtp-sink.ts";
import { eventually } from "@norma/tests/harness/workers.ts";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import { createWorkerRuntime, type WorkerRuntime } from "@norma/workers/src/runtime.ts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_BATCH_ID, nextEdition, publishDemo, reviseHtml } from "./demo-publish.ts";

const api = useApi();
let sink: SmtpSink;
let workers: WorkerRuntime;

beforeAll(async () => {
  sink = await startSmtpSink();
  workers = createWorkerRuntime(
    loadWorkersConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: api.databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: api.config.redisPrefix,
      STORAGE_DIR: api.storageDir,
      SMTP_URL: sink.url,
      PUBLIC_BASE_URL: "http://reader.example",
      OUTBOX_POLL_MS: "100",
    }),
  );
  await workers.start();
}, 60_000);

afterAll(async () => {
  await workers?.stop();
  await sink?.close();
});

const fromDemo = () =>
  sink.messages.filter((m) => (m.headers["x-norma-delivery"] ?? "").startsWith(`tracking-alert:${DEMO_BATCH_ID}:`));

describe("demo publication", () => {
  it("the demo users track two documents; a new edition of one and the withdrawal of the other alert each of them once", async () => {
    const outcome = await publishDemo({ db: api.db, storage: api.storage });
    if (outcome.status !== "published") throw new Error(`not published: ${JSON.stringify(outcome)}`);
    expect(outcome.trackers).toContain("individual@astm.example");
    // The api tenant's tracker is off: its demo users are left out.
    expect(outcome.trackers.some((e) => e.endsWith("@api.example"))).toBe(false);
    // The cga tenant does not show the tracker (show-tracker off): its demo users are left out too.
    expect(outcome.trackers.some((e) => e.endsWith("@cga.example"))).toBe(false);
    const [edition, withdrawal] = outcome.changes;
    expect(edition).toMatchObject({ kind: "NEW_VERSION", previousDocumentId: expect.any(Number) });
    expect(withdrawal).toMatchObject({ kind: "STATUS", status: "Withdrawn", previousStatus: "Active" });

    // The new edition's HTML differs from its predecessor's, so the compare has something to show.
    const [oldHtml, newHtml] = await Promise.all(
      [edition.previousDocumentId!, edition.documentId].map((documentId) =>
        api.db.documentAsset.findFirstOrThrow({ where: { documentId, kind: "HTML" } }),
      ),
    );
    expect(newHtml.sha256).not.toBe(oldHtml.sha256);
    expect((await api.storage.get(newHtml.storageKey)).toString("utf8")).toContain("Summary of changes");

    await eventually(async () => fromDemo().length >= outcome.trackers.length, 60_000);
    await eventually(
      async () =>
        (await api.db.emailDelivery.count({
          where: { idempotencyKey: { startsWith: `tracking-alert:${DEMO_BATCH_ID}:` }, status: { not: "SENT" } },
        })) === 0,
      30_000,
    );
    const mails = fromDemo();
    expect(mails.flatMap((m) => m.to).sort()).toEqual([...outcome.trackers].sort());
    const toIndividual = mails.find((m) => m.to.includes("individual@astm.example"))!;
    expect(toIndividual.subject).toBe("2 documents you track have changed");
    expect(toIndividual.raw).toContain("compareWith=");

    // A second run (compose runs the step on every start) finds its batch and changes nothing.
    const documents = await api.db.document.count();
    expect(await publishDemo({ db: api.db, storage: api.storage })).toEqual({
      status: "already-published",
      batchId: DEMO_BATCH_ID,
    });
    expect(await api.db.document.count()).toBe(documents);
  }, 120_000);

  it("the new edition is named after the year of publication", () => {
    expect(nextEdition("D3039/D3039M-17", 2026)).toBe("D3039/D3039M-26");
    expect(nextEdition("A36/A36M-19a", 2026)).toBe("A36/A36M-26");
    expect(nextEdition("9001:2015/Amd 1:2019", 2026)).toBe("9001:2015/Amd 1:2026");
    expect(nextEdition("Spec 5L-2018", 2026)).toBe("Spec 5L-2026");
    expect(nextEdition("C150", 2026)).toBe("C150-26");
  });

  it("the revision adds a sentence to the first paragraph and a summary at the end", () => {
    const html = "<html><body><p>First.</p><p>Second.</p></body></html>";
    expect(reviseHtml(html, 2026)).toBe(
      '<html><body><p>First. This edition (2026) revises the requirements of this section.</p><p>Second.</p><section id="demo-revision"><h2>Summary of changes</h2><p>Revised in 2026: the first section was clarified and this summary added.</p></section></body></html>',
    );
  });
});

// The console's Re-anchoring page (issue 14), in Chromium: the operator sees the failed
// re-anchoring run with its edition, error and attempts, and Retry dispatches it again (the
// outbox gets the job once, the row turns Retrying and the button goes); a run with an automatic
// retry pending shows when, one with none left says it waits for the operator, in English and in
// Arabic; photographed into test-artifacts/e2e/console-reanchor{,-ar}.png.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("console re-anchoring page", { timeout: 300_000 }, () => {
  it("lists a failed run and retries it", async () => {
    const db = admin.reader.api.db;
    const [next, previous] = await db.document.findMany({ orderBy: { id: "asc" }, take: 2 });
    const failure = await db.compassReanchorFailure.create({
      data: {
        batchId: "console-batch-7",
        editions: [{ documentId: next.id, previousDocumentId: previous.id }],
        documentIds: [next.id],
        error: "PDF text unavailable: read budget exceeded",
        attempts: 8,
      },
    });
    const nextRetryAt = new Date(Date.now() + 300_000);
    await db.compassReanchorFailure.createMany({
      data: [
        {
          batchId: "console-batch-8",
          editions: [{ documentId: next.id, previousDocumentId: previous.id }],
          documentIds: [next.id],
          error: "object storage unreachable",
          attempts: 16,
          autoRetries: 1,
          nextRetryAt,
        },
        {
          batchId: "console-batch-9",
          editions: [{ documentId: next.id, previousDocumentId: previous.id }],
          documentIds: [next.id],
          error: "object storage unreachable",
          attempts: 40,
          autoRetries: 4,
        },
      ],
    });
    const page = await admin.reader.newPage();
    await page.setViewportSize({ width: 1400, height: 800 });
    await admin.signIn(page, "operator@astm.example");
    await page.getByRole("menuitem", { name: "Re-anchoring" }).click();
    const row = page.getByRole("row").filter({ hasText: "console-batch-7" });
    await row.getByText(next.displayDesignation).waitFor({ timeout: 60_000 });
    await row.getByText("PDF text unavailable: read budget exceeded").waitFor();
    await row.getByText("Failed", { exact: true }).waitFor();
    // Automatic retries: one pending (its time, in the browser's format), one exhausted.
    const pending = page.getByRole("row").filter({ hasText: "console-batch-8" });
    await pending.getByText("Retried automatically 1 time(s)").waitFor();
    const shown = await page.evaluate((iso) => new Date(iso).toLocaleString(), nextRetryAt.toISOString());
    await pending.getByText(shown).waitFor();
    const exhausted = page.getByRole("row").filter({ hasText: "console-batch-9" });
    await exhausted.getByText("Retried automatically 4 time(s)").waitFor();
    await exhausted.getByText("No automatic retry left: waiting for an operator").waitFor();
    await expect(row.getByText("No automatic retry left: waiting for an operator").count()).resolves.toBe(1);
    await expect(pending.getByText("No automatic retry left").count()).resolves.toBe(0);
    await admin.reader.screenshot(page, "console-reanchor");
    await row.getByRole("button", { name: "Retry the re-anchoring of batch console-batch-7" }).click();
    await page.getByText("The re-anchoring run was dispatched again.").waitFor();
    await row.getByText("Retrying", { exact: true }).waitFor();
    await expect(row.getByRole("button", { name: /^Retry/ }).count()).resolves.toBe(0);
    const stored = await db.compassReanchorFailure.findUniqueOrThrow({ where: { id: failure.id } });
    expect(stored.status).toBe("RETRYING");
    expect(stored.retriedBy).toBe("operator@astm.example");
    expect(await db.outboxEvent.count({ where: { type: "compass-reanchor.run" } })).toBe(1);

    // In Arabic: the column and the operator's note translated, right to left.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("columnheader", { name: "إعادة المحاولة التلقائية التالية" }).waitFor();
    await exhausted.getByText("لم تتبقَّ محاولات تلقائية: بانتظار المشغّل").waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await admin.reader.screenshot(page, "console-reanchor-ar");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});

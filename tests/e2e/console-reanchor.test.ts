// The console's Re-anchoring page (issue 14), in Chromium: the operator sees the failed
// re-anchoring run with its edition, error and attempts, and Retry dispatches it again (the
// outbox gets the job once, the row turns Retrying and the button goes); photographed into
// test-artifacts/e2e/console-reanchor.png.
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
    const page = await admin.reader.newPage();
    await admin.signIn(page, "operator@astm.example");
    await page.getByRole("menuitem", { name: "Re-anchoring" }).click();
    const row = page.getByRole("row").filter({ hasText: "console-batch-7" });
    await row.getByText(next.displayDesignation).waitFor({ timeout: 60_000 });
    await row.getByText("PDF text unavailable: read budget exceeded").waitFor();
    await row.getByText("Failed", { exact: true }).waitFor();
    await admin.reader.screenshot(page, "console-reanchor");
    await row.getByRole("button", { name: "Retry the re-anchoring of batch console-batch-7" }).click();
    await page.getByText("The re-anchoring run was dispatched again.").waitFor();
    await row.getByText("Retrying", { exact: true }).waitFor();
    await expect(row.getByRole("button", { name: /^Retry/ }).count()).resolves.toBe(0);
    const stored = await db.compassReanchorFailure.findUniqueOrThrow({ where: { id: failure.id } });
    expect(stored.status).toBe("RETRYING");
    expect(stored.retriedBy).toBe("operator@astm.example");
    expect(await db.outboxEvent.count({ where: { type: "compass-reanchor.run" } })).toBe(1);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});

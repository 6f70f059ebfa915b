/// <reference lib="dom" />
// An orphaned carried point (issue 25 §1) in Chromium, photographed into test-artifacts/e2e/: the
// document's compass points tab lists it with "Choose its place"; its dialog lists the places the
// re-anchoring kept (clause, page, a look-alike said to be one), and "Place it here" places it
// there (CONFIRMED, audited); then the same dialog in Arabic, right to left.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const EMAIL = "individual@astm.example";

async function orphanedPoint(name: string) {
  const db = reader.api.db;
  const user = await db.user.findFirstOrThrow({ where: { email: EMAIL }, include: { memberships: true } });
  const doc = await db.document.findFirstOrThrow({ where: { contentCode: CONTENT_CODE }, include: { body: true } });
  const text = (doc.body?.text ?? "").replace(/\s+/g, " ");
  const sentence = /[A-Z][^.]{40,120}\./.exec(text.slice(Math.floor(text.length / 3)))![0];
  const start = text.indexOf(sentence);
  return db.compassPoint.create({
    data: {
      tenantId: user.tenantId,
      accountId: user.memberships.find((m) => m.isDefault)?.accountId ?? user.memberships[0].accountId,
      documentId: doc.id,
      createdById: user.id,
      name,
      selectionText: "a passage of the previous edition",
      selectors: [{ type: "TextQuoteSelector", exact: "a passage of the previous edition" }],
      placement: "ORPHANED",
      anchorCandidates: {
        version: 1,
        reason: "look-alike-only",
        structure: true,
        clause: { old: { number: "7.2", heading: ["7 Procedure"] }, next: null },
        candidates: [
          {
            start,
            end: start + sentence.length,
            text: sentence,
            prefix: text.slice(Math.max(0, start - 32), start),
            suffix: text.slice(start + sentence.length, start + sentence.length + 32),
            page: 2,
            selectionData: null,
            quote: 0.9,
            context: 0.6,
            structure: "moved-in",
            clause: { number: "7.3", heading: ["7 Procedure"] },
          },
          {
            start: 0,
            end: 20,
            text: text.slice(0, 20),
            prefix: "",
            suffix: text.slice(20, 52),
            page: 1,
            selectionData: null,
            quote: 0.86,
            context: 0.4,
            structure: "look-alike",
            clause: null,
          },
        ],
      },
    },
  });
}

describe("an orphaned compass point", { timeout: 180_000 }, () => {
  it("its dialog lists the kept candidates; one click places it there", async () => {
    const point = await orphanedPoint("Orphaned speed rule");
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, {
      path: `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=COMPASS_POINTS`,
    });
    const row = page.getByRole("row").filter({ hasText: "Orphaned speed rule" });
    await row.getByRole("button", { name: "Choose its place" }).click();
    const dialog = page.getByRole("dialog", { name: "Compass point" });
    const list = dialog.getByRole("region", { name: "Where it may have gone" });
    await list.waitFor();
    await expect(list.getByRole("listitem").count()).resolves.toBe(2);
    await expect(list.getByRole("listitem").first().innerText()).resolves.toContain("Clause 7.3 · page 2");
    await expect(list.getByRole("listitem").nth(1).innerText()).resolves.toContain(
      "another clause with the same words",
    );
    await reader.screenshot(page, "compass-point-orphaned-candidates");
    await list.getByRole("button", { name: "Place it here" }).first().click();
    await page.getByText("The compass point is placed.").waitFor();
    await expect
      .poll(async () => (await reader.api.db.compassPoint.findUniqueOrThrow({ where: { id: point.id } })).placement)
      .toBe("CONFIRMED");
    const placed = await reader.api.db.compassPoint.findUniqueOrThrow({ where: { id: point.id } });
    expect(placed.pageNumber).toBe(2);
    await expect(list.count()).resolves.toBe(0);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("in Arabic the candidates are translated and right to left", async () => {
    await orphanedPoint("Arabic orphan");
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, {
      path: `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=COMPASS_POINTS`,
    });
    await page.getByRole("row").filter({ hasText: "Arabic orphan" }).waitFor();
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page
      .getByRole("row")
      .filter({ hasText: "Arabic orphan" })
      .getByRole("button", { name: "اختر موضعها" })
      .click();
    const list = page.getByRole("region", { name: "أين قد تكون انتقلت" });
    await list.waitFor();
    await expect(list.getByRole("button", { name: "ضعها هنا" }).count()).resolves.toBe(2);
    await reader.screenshot(page, "compass-point-orphaned-candidates-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

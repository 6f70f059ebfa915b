/// <reference lib="dom" />
// Revision reviews in Chromium (issue 28, docs/reviews.md), with the workers running (they work out
// the edition's change summary, whose clauses the review lists): the individual tracks the revised
// ASTM D3039/D3039M-17 from its document page, opens its review there, assigns themself with a due
// date, decides every item (one "action needed" with an owner and a due date, the others "no
// impact"), marks the action done, sees the sidebar's count of their open reviews, signs off, and
// finds the frozen record (no form left, who signed off) and the Reviews list. Then the list in
// Arabic, right to left and at phone width; and nothing of it where the tenant's feature is off.
// English and Arabic screenshots.
import { readFile } from "node:fs/promises";
import { extractText } from "@norma/documents/pdf/text";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axe } from "../harness/axe.ts";
import { useReader } from "../harness/browser.ts";

const reader = useReader({ workers: true });

const D3039 = "ASTM|D3039_D3039M-17|en-US";
/** The summary is computed by the workers' change-summary job (a child process), then polled. */
const SUMMARY_TIMEOUT_MS = 90_000;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Photographs the page from its top (a full-page capture of a scrolled page draws the fixed header mid-page). */
async function photograph(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await reader.screenshot(page, name);
}

/** A downloaded PDF's text, a line per line (the project's PDF text code, pdf.js). */
async function pdfText(path: string): Promise<string> {
  return (await extractText(new Uint8Array(await readFile(path)))).lines.map((l) => l.text).join("\n");
}

async function toArabic(page: Page) {
  await page.locator("header .header__language button").first().click();
  await page.getByRole("menuitem", { name: /العربية/ }).click();
  await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
}

/** Decides every undecided item: the first "Action needed" (owner: the first offered, due in 20 days), the rest "No impact". */
async function decideAll(page: Page) {
  const forms = page.locator(".review-decide");
  let first = true;
  while ((await forms.count()) > 0) {
    const form = forms.first();
    const before = await forms.count();
    if (first) {
      await form.getByRole("radio", { name: "Action needed" }).check();
      await form.getByLabel("Action owner").selectOption({ index: 1 });
      await form.getByLabel("Action due date").fill(day(20));
      await form.getByLabel("Comment").fill("Update the test procedure WI-12 to the new rate.");
      first = false;
    } else {
      await form.getByRole("radio", { name: "No impact" }).check();
    }
    await form.getByRole("button", { name: "Save the decision" }).click();
    await expect.poll(() => forms.count()).toBe(before - 1);
  }
}

describe("revision reviews", { timeout: 300_000 }, () => {
  it("opens a review from the document page, assigns, decides every item and signs off (English)", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(D3039)}`);
    const panel = page.locator("section.what-changed");
    await panel.locator(".what-changed__counts").waitFor({ timeout: SUMMARY_TIMEOUT_MS });
    // Not tracked yet: no "Open a review"; tracked: offered.
    const open = page.getByRole("button", { name: "Open a review of ASTM D3039/D3039M-17" });
    await expect(open.count()).resolves.toBe(0);
    await page.getByRole("toolbar", { name: "Document actions" }).getByRole("button", { name: "Track" }).click();
    await open.click();

    // The review page: the change, the changed clauses, the assignment and the sign-off.
    await page.waitForURL(/\/reviews\/\d+$/);
    await page.getByRole("heading", { name: /Review of ASTM D3039\/D3039M-17/, level: 1 }).waitFor();
    await expect(page.title()).resolves.toMatch(/^Revision review – /);
    await expect(page.locator(".review-facts").innerText()).resolves.toMatch(/replaces\s+ASTM D3039\/D3039M-14/);
    const clauses = page.locator("section.review-section", { hasText: "Changed clauses" });
    await clauses.waitFor();
    await expect(clauses.locator(".review-item").count()).resolves.toBeGreaterThanOrEqual(5);
    await expect(clauses.innerText()).resolves.toMatch(/Revised/);
    const signOff = page.getByRole("button", { name: "Sign off", exact: true });
    await expect(signOff.isDisabled()).resolves.toBe(true);
    await photograph(page, "review-open");
    // No serious or critical accessibility violation on the review with its forms (WCAG 2.2 AA).
    await expect(axe(page)).resolves.toEqual([]);
    // At phone width the review and its forms fit the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await photograph(page, "review-open-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Assign: the user, due in 10 days.
    const assignment = page.locator("section.review-assign");
    await assignment.getByRole("button", { name: "Add me" }).click();
    await assignment.getByLabel("Due date").fill(day(10));
    await assignment.getByRole("button", { name: "Save the assignment" }).click();
    await page.getByText("The assignment is saved.").waitFor();

    // A change whose e-mails a limit kept back (the API's emailsNotSent, put into the reply here:
    // this user e-mails nobody but themself) tells its author, in their language.
    await page.route("**/api/reviews/*/assignment", async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), emailsNotSent: { limit: "emailsPerUserPerHour" } };
      await route.fulfill({ response, json });
    });
    await assignment.getByRole("button", { name: "Save the assignment" }).click();
    await page.getByText("Your change is saved, but nobody was e-mailed about it: you have sent").waitFor();
    await reader.screenshot(page, "review-emails-not-sent", { viewport: true });
    await toArabic(page);
    // The English notice is re-translated on the switch: the Arabic save's own reply is awaited,
    // so that the route is not removed (below) while it is still being answered.
    const saved = page.waitForResponse((r) => r.url().includes("/assignment") && r.request().method() === "PUT");
    await assignment.getByRole("button", { name: "حفظ الإسناد" }).click();
    await saved;
    await page.getByText("حُفظ تغييرك، لكن لم يُرسل بريد إلكتروني إلى أحد بشأنه").waitFor();
    await reader.screenshot(page, "review-emails-not-sent-ar", { viewport: true });
    await page.unroute("**/api/reviews/*/assignment");
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /English/ }).click();
    await page.locator("html[dir='ltr'][lang='en']").waitFor({ state: "attached" });

    // The sidebar counts the user's open review.
    await page.getByRole("button", { name: "Show the main menu" }).click();
    const entry = page.locator("#sidebar").getByRole("link", { name: /Reviews/ });
    await expect.poll(() => entry.locator("[data-testid=reviews-badge]").innerText()).toMatch(/^1/);
    await reader.screenshot(page, "reviews-sidebar-badge", { viewport: true });
    await page.keyboard.press("Escape");

    await decideAll(page);
    await expect(page.locator(".review-item__undecided").count()).resolves.toBe(0);
    await expect(page.locator(".review-item", { hasText: "Action needed" }).innerText()).resolves.toMatch(
      /Action owner: .+ · due/,
    );
    await photograph(page, "review-decided");

    // The action is marked done (the user opened the review: they manage it), with what was done.
    const action = page.locator("[data-testid=review-action]");
    await expect(action.innerText()).resolves.toContain("Action not done yet");
    await expect(page.getByTestId("review-actions-open").innerText()).resolves.toBe("1 of 1 actions still to do");
    await action.getByRole("button", { name: "Mark the action done" }).click();
    await action.getByLabel("What was done").fill("WI-12 revision 4 issued.");
    await action.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(() => action.innerText()).toMatch(/Action done by .+ on /);
    await expect(action.innerText()).resolves.toContain("What was done: WI-12 revision 4 issued.");
    await expect.poll(() => page.getByTestId("review-actions-open").innerText()).toBe("0 of 1 actions still to do");
    await photograph(page, "review-action-done");
    // The action's state and its buttons keep the page accessible (WCAG 2.2 AA).
    await expect(axe(page)).resolves.toEqual([]);

    // Sign off: the frozen record, no form left.
    await page.getByLabel("Comment").last().fill("Reviewed in the quality meeting.");
    await signOff.click();
    await page.getByText("The review is signed off.").waitFor();
    const signed = page.locator(".review-signed");
    await expect(signed.innerText()).resolves.toMatch(/Signed off by .+ on /);
    await expect(signed.innerText()).resolves.toContain(
      "The decisions of this record can no longer change; actions can still be marked done.",
    );
    await expect(page.locator(".review-decide, section.review-assign, section.review-signoff").count()).resolves.toBe(
      0,
    );
    await expect(page.getByRole("button", { name: "Change the decision" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Show the history" }).click();
    // The history is asked for on opening; under the suite's load that call has taken over 20 s.
    await page.locator(".review-history__list").waitFor({ timeout: 60_000 });
    await expect(page.locator(".review-history__list").innerText()).resolves.toMatch(/signed the review off/);
    await expect(page.locator(".review-history__list").innerText()).resolves.toMatch(/marked an action done/);
    await photograph(page, "review-signed-off");
    // The record for auditors as PDF: the sign-off, the decisions, the tenant's name.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^review-\d+\.pdf$/);
    const pdf = await pdfText(await download.path());
    expect(pdf).toContain("Reviewed in the quality meeting.");
    expect(pdf).toContain("Action needed");
    expect(pdf).toMatch(/Action done by .+ on /);
    expect(pdf).toContain("What was done: WI-12 revision 4 issued.");
    expect(pdf).toMatch(/Signed off by .+ on /);
    expect(pdf).not.toMatch(/\bnorma\b/i);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await photograph(page, "review-signed-off-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The list: the review, signed off; nothing open left for the badge.
    await page.getByRole("link", { name: "All reviews" }).click();
    await page.getByRole("heading", { name: "Revision reviews", level: 1 }).waitFor();
    const row = page.locator("table.reviews__table tbody tr", { hasText: "ASTM D3039/D3039M-17" });
    await expect(row.innerText()).resolves.toMatch(/Signed off/);
    await photograph(page, "reviews-list");
    // The account's administrator (the seed makes each person that of their own account) switches
    // automatic reviews on.
    await page.locator("details.reviews__settings summary").click();
    await page.getByLabel(/Open a review by itself/).check();
    await page.getByLabel("Days to review (1 to 365)").fill("14");
    // The reminder days: empty is the platform's default (said beside it); out of range refused.
    const reminder = page.getByLabel(/^Reminder e-mails, days before a due date/);
    await expect(reminder.inputValue()).resolves.toBe("");
    await page.getByText("Leave empty for the default: 3.").waitFor();
    await reminder.fill("61");
    await page.getByText("Enter a number of days from 0 to 60, or leave it empty.").waitFor();
    await expect(page.getByRole("button", { name: "Save the settings" }).isDisabled()).resolves.toBe(true);
    await reminder.fill("7");
    await photograph(page, "reviews-settings");
    await page.getByRole("button", { name: "Save the settings" }).click();
    await page.getByText("The review settings are saved.").waitFor();
    // Saved, the form stays as it was left.
    await expect(page.getByLabel(/Open a review by itself/).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("Days to review (1 to 365)").inputValue()).resolves.toBe("14");
    await expect(reminder.inputValue()).resolves.toBe("7");
    await page.getByRole("button", { name: /^Open \(0\)$/ }).click();
    await page.getByText("No review matches this choice.").waitFor();
    await photograph(page, "reviews-list-empty");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("lists the reviews in Arabic, right to left", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await toArabic(page);
    await page.goto(`${reader.baseUrl}/reviews`);
    await page.getByRole("heading", { name: "مراجعات الإصدارات", level: 1 }).waitFor();
    const row = page.locator("table.reviews__table tbody tr").first();
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain("معتمدة");
    const dir = await page.evaluate(() => getComputedStyle(document.querySelector("table.reviews__table")!).direction);
    expect(dir).toBe("rtl");
    await photograph(page, "reviews-list-ar");
    await expect(axe(page)).resolves.toEqual([]);
    // At phone width the list fits the screen (no sideways scrolling of the page).
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await photograph(page, "reviews-list-ar-phone");
    // The settings in Arabic at phone width: the reminder days saved above, and the default's hint.
    await page.locator("details.reviews__settings summary").click();
    const reminder = page.getByLabel(/^رسائل التذكير/);
    await expect(reminder.inputValue()).resolves.toBe("7");
    await page.getByText("اتركه فارغًا لاستخدام القيمة الافتراضية: 3.").waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await photograph(page, "reviews-settings-ar-phone");
    await page.locator("details.reviews__settings summary").click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("link").click();
    await page.locator(".review-signed").waitFor();
    await expect(page.locator(".review-signed").innerText()).resolves.toContain(
      "لم يعد من الممكن تغيير قرارات هذا السجل؛ ولا يزال من الممكن تسجيل إنجاز الإجراءات.",
    );
    // The action as signed off: done, by whom, what was done; the decision has no form any more,
    // the action can still be reopened (the sign-off recorded it is needed; it is done after).
    const action = page.locator("[data-testid=review-action]");
    await expect(action.innerText()).resolves.toMatch(/أنجز .+ الإجراء في/);
    await expect(page.locator(".review-decide__choices").count()).resolves.toBe(0);
    await expect(action.getByRole("button").count()).resolves.toBe(1);
    await photograph(page, "review-signed-off-ar");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "تنزيل PDF" }).click(),
    ]);
    // pdf.js reads a line left to right: an Arabic line read from the right is the line reversed.
    const lines = (await pdfText(await download.path())).split("\n").map((l) => l.split(" ").reverse().join(" "));
    expect(lines).toContain("مراجعة إصدار");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await photograph(page, "review-signed-off-ar-phone");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("is not offered where the tenant's revision-reviews feature is off", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@awwa.example", { path: "/reviews?tenant=awwa" });
    await page.getByRole("heading", { name: "Not authorized" }).waitFor();
    await page.getByRole("button", { name: "Show the main menu" }).click();
    await page.locator("#sidebar").getByRole("link", { name: "Home" }).waitFor();
    await expect(
      page
        .locator("#sidebar")
        .getByRole("link", { name: /Reviews/ })
        .count(),
    ).resolves.toBe(0);
    await page.keyboard.press("Escape");
    await page.goto(`${reader.baseUrl}/tracked-documents?tenant=awwa`);
    await page.getByRole("heading", { name: "Tracked documents", level: 1 }).waitFor();
    await expect(page.getByRole("button", { name: /^Open a review/ }).count()).resolves.toBe(0);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

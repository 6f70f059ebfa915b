/// <reference lib="dom" />
// The compass point dialog in the document itself (issue 14), in Chromium, photographed into
// test-artifacts/e2e/: a point created from text selected in the HTML view (marked there), one
// from text selected in the PDF view (highlighted over the page, its quads stored in PDF user
// space), opened by a click on its highlight, edited, deactivated after confirming, and a link
// with compasspointuuid opening the PDF at the point's page at zoom 0.9, the point highlighted.
// Then a note added, edited and deleted in the PDF viewer, and the dialog in Arabic.
import { describe, expect, it, onTestFinished } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const EMAIL = "individual@astm.example";
const documentPath = (tab: string, extra = "") =>
  `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=${tab}${extra}`;

type Page = import("playwright-core").Page;

/** Closes every notice on screen (they sit over the page's top corner). */
async function closeNotices(page: Page) {
  const close = page.locator(".notifications .notification button");
  while ((await close.count()) > 0) await close.first().click();
}

async function pointNamed(name: string) {
  return reader.api.db.compassPoint.findFirst({
    where: { name, createdBy: { email: EMAIL } },
    include: { audits: { orderBy: { id: "asc" } } },
  });
}

/**
 * Drags the mouse across one span of the PDF's text layer (a real selection, ending in mouseup).
 * The text layer is drawn again once the page has its final size: a span that went away is
 * looked up again.
 */
async function selectPdfText(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      const span = page
        .locator(".pdf-stage .react-pdf__Page__textContent span")
        .filter({ hasText: /\w{4,}\s+\w{3,}\s+\w{3,}/ })
        .nth(2);
      await span.waitFor();
      await page.waitForTimeout(500);
      // In the middle of the window: at an edge the sticky header and PDF toolbar cover the text.
      await span.evaluate((el) => el.scrollIntoView({ block: "center" }), undefined, { timeout: 2_000 });
      await page.waitForTimeout(200);
      const box = await span.boundingBox({ timeout: 2_000 });
      if (!box) throw new Error("no box");
      await page.mouse.move(box.x + 1, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      const text = (await page.evaluate(() => window.getSelection()?.toString() ?? "")).replace(/\s+/g, " ").trim();
      if (!text) throw new Error("nothing selected");
      return text;
    } catch (err) {
      if (attempt >= 4) throw err;
    }
  }
}

describe("compass point dialog", { timeout: 240_000 }, () => {
  it("creates a point from a selection in the HTML view; it is marked there and opens on click", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("HTML") });
    const frame = page.frameLocator("iframe[sandbox]");
    const paragraph = frame
      .locator("p")
      .filter({ hasText: /\w+ \w+ \w+ \w+ \w+/ })
      .nth(3);
    await paragraph.waitFor();
    await paragraph.click({ clickCount: 3 });
    await page.locator(".cp-create-float").click();

    const dialog = page.getByRole("dialog", { name: "New compass point" });
    await dialog.waitFor();
    const selected = (await dialog.locator(".cp-dialog__quote").innerText()).trim();
    expect(selected.length).toBeGreaterThan(10);
    // Save waits for the required name; the limit message shows at the exact maximum.
    await expect(dialog.getByRole("button", { name: "Save" }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel("Overlay details").fill("x".repeat(500));
    await dialog.getByText("You have reached the limit of 500 characters.").waitFor();
    await dialog.getByLabel("Overlay details").fill("Check before the audit.");
    await dialog.getByLabel("Name").fill("HTML clause to remember");
    await dialog.getByLabel("Description").fill("Why it matters to us.");
    await reader.screenshot(page, "compass-point-dialog-create-html");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("The compass point was created.").waitFor();

    const saved = await pointNamed("HTML clause to remember");
    expect(saved).not.toBeNull();
    expect(saved!.selectionText!.replace(/\s+/g, " ")).toContain(selected.replace(/\s+/g, " ").slice(0, 40));
    expect(saved!.overlayDetails).toBe("Check before the audit.");
    expect((saved!.selectors as { type: string }[]).map((s) => s.type)).toEqual([
      "TextQuoteSelector",
      "TextPositionSelector",
    ]);
    expect(saved!.audits.map((a) => a.dbTransactionType)).toEqual(["INSERT"]);

    // Marked in the document; a click on the mark opens it in view mode.
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    const mark = frame.locator(`mark.norma-cp[data-cp="${saved!.uuid}"]`).first();
    await mark.waitFor();
    await mark.click();
    const view = page.getByRole("dialog", { name: "Compass point" });
    await view.getByText("HTML clause to remember").waitFor();
    await reader.screenshot(page, "compass-point-dialog-view-html");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("marks the points and offers the keyboard in an HTML document that arrives after its points", async () => {
    // The frame's first document is an empty about:blank, already "complete" when the page's
    // effects run; the srcdoc document replaces it later. Here the points are surely there first
    // (the document's HTML is held until their list has arrived), the order a busy machine gives:
    // the marks and the keyboard's tab stop must still be in the document the reader sees.
    const saved = await pointNamed("HTML clause to remember");
    expect(saved).not.toBeNull();
    const page = await reader.newPage();
    let listed!: () => void;
    const pointsListed = new Promise<void>((resolve) => {
      listed = resolve;
    });
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/v1/compasspoint/list") listed();
    });
    await page.route("**/api/documents/html/**", async (route) => {
      await pointsListed;
      await page.waitForTimeout(300);
      await route.continue();
    });
    await reader.signIn(page, EMAIL, { path: documentPath("HTML") });
    const frame = page.frameLocator("iframe[sandbox]");
    await frame.locator(`mark.norma-cp[data-cp="${saved!.uuid}"]`).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => frame.locator("body").getAttribute("tabindex")).toBe("0");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the panel leaves the page usable: beside the tabs, closed by Escape anywhere and by another tab (issue 26 §10)", async () => {
    const saved = await pointNamed("HTML clause to remember");
    expect(saved).not.toBeNull();
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, EMAIL, { path: documentPath("HTML") });
    const frame = page.frameLocator("iframe[sandbox]");
    const mark = frame.locator(`mark.norma-cp[data-cp="${saved!.uuid}"]`).first();
    await mark.click();
    const panel = page.getByRole("dialog", { name: "Compass point" });
    await panel.waitFor();
    // The tabs (a list that scrolls sideways when narrow) are beside the panel, none under it.
    const panelBox = (await panel.boundingBox())!;
    const tabsBox = (await page.getByRole("tablist", { name: "Document views" }).boundingBox())!;
    expect(
      tabsBox.x + tabsBox.width,
      `tabs ${JSON.stringify(tabsBox)}, panel ${JSON.stringify(panelBox)}`,
    ).toBeLessThanOrEqual(panelBox.x);
    await page.getByRole("tablist", { name: "Document views" }).scrollIntoViewIfNeeded();
    await reader.screenshot(page, "compass-point-panel-beside-tabs", { viewport: true });
    // Escape with the focus on the page, not in the panel.
    await page.locator("h1").first().click();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    // Opened again, then another tab: it closes rather than stand over the Compass Points table.
    await mark.click();
    await panel.waitFor();
    await page.getByRole("tab", { name: "Compass Points" }).click();
    await panel.waitFor({ state: "detached" });
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("creates a point from a PDF selection, edits it from its highlight, then deactivates it", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("PDF", "&page=2") });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    const text = await selectPdfText(page);
    expect(text.length).toBeGreaterThan(5);
    const float = page.locator(".cp-create-float");
    await float.click();
    const dialog = page.getByRole("dialog", { name: "New compass point" });
    await dialog.getByLabel("Name").fill("PDF clause");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("The compass point was created.").waitFor();

    const created = await pointNamed("PDF clause");
    expect(created?.pageNumber).toBe(2);
    expect(created!.selectionText).toBe(text);
    expect(created!.selectionData).toMatch(/^<contents page="1" coords="[\d.,-]+">/);
    const types = (created!.selectors as { type: string }[]).map((s) => s.type);
    expect(types).toEqual(["TextQuoteSelector", "TextPositionSelector", "PageSelector"]);

    // The highlight over the page; a click on it opens the point.
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await closeNotices(page);
    const highlight = page.locator(`.cp-hl[data-cp="${created!.uuid}"]`);
    await highlight.waitFor();
    // In the middle of the window (as the selection was made): at an edge the sticky header and
    // the PDF toolbar cover it.
    await highlight.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(200);
    const box = (await highlight.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const view = page.getByRole("dialog", { name: "Compass point" });
    await view.getByText("PDF clause", { exact: true }).waitFor();
    await reader.screenshot(page, "compass-point-dialog-view-pdf");

    // Edit: a server refusal naming a field is shown on that field; then a good save.
    await view.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit compass point" });
    let refused = false;
    await page.route("**/api/v1/compasspoint/*", async (route) => {
      if (route.request().method() !== "PUT" || refused) return route.fallback();
      refused = true;
      await route.fulfill({
        status: 400,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "about:blank",
          title: "Bad Request",
          status: 400,
          detail: "description is required by the compass point settings",
          fieldErrors: [
            { objectName: "compassPoint", field: "description", message: "NotBlank", detail: "must not be blank" },
          ],
        }),
      });
    });
    await edit.getByLabel("Name").fill("PDF clause, edited");
    await edit.getByRole("button", { name: "Save" }).click();
    await edit.getByText("The server refused this value: must not be blank").waitFor();
    await expect(edit.getByLabel("Description").getAttribute("aria-invalid")).resolves.toBe("true");
    await edit.getByLabel("Description").fill("Now explained.");
    await edit.getByRole("button", { name: "Save" }).click();
    await page.getByText("The compass point was saved.").waitFor();
    const edited = await pointNamed("PDF clause, edited");
    expect(edited?.description).toBe("Now explained.");
    expect(edited!.audits.map((a) => a.dbTransactionType)).toEqual(["INSERT", "UPDATE"]);

    // Deactivate after confirming: the highlight goes.
    await closeNotices(page);
    await page.getByRole("dialog", { name: "Compass point" }).getByRole("button", { name: "Deactivate" }).click();
    const confirm = page.locator("dialog[open]");
    await confirm.getByText('Deactivate the compass point "PDF clause, edited"?').waitFor();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await page.getByText("The compass point was deactivated.").waitFor();
    await highlight.waitFor({ state: "detached" });
    const off = await pointNamed("PDF clause, edited");
    expect(off?.status).toBe("INACTIVE");
    expect(off!.audits.map((a) => a.dbTransactionType)).toEqual(["INSERT", "UPDATE", "DEACTIVATE"]);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("a link with compasspointuuid opens the PDF at the point's page, zoom 90 %, the point highlighted", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("PDF", "&page=3") });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    await selectPdfText(page);
    await page
      .getByRole("toolbar", { name: "PDF tools" })
      .getByRole("button", { name: "Create compass point" })
      .click();
    const dialog = page.getByRole("dialog", { name: "New compass point" });
    await dialog.getByLabel("Name").fill("Jump target");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("The compass point was created.").waitFor();
    const point = await pointNamed("Jump target");
    expect(point?.pageNumber).toBe(3);

    const other = await reader.newPage();
    await reader.signIn(other, EMAIL, {
      path: `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&compasspointuuid=${point!.uuid}`,
    });
    const highlight = other.locator(`.cp-hl.cp-hl--focus[data-cp="${point!.uuid}"]`);
    await highlight.waitFor();
    await expect(other.getByLabel("Page number").inputValue()).resolves.toBe("3");
    await expect(other.locator(".pdf-toolbar__zoom").innerText()).resolves.toBe("90%");
    await expect.poll(() => highlight.isVisible()).toBe(true);
    await reader.screenshot(other, "compass-point-jump");
    expect(reader.pageErrors(other)).toEqual([]);
  });

  it("a colleague who opens a shared point's link saves it as one of their own", async () => {
    // Two compass point users of the same company account (seeded colleagues, COMPASS_USER only).
    const company = await reader.api.db.user.findFirstOrThrow({ where: { email: "admin@astm.example" } });
    const companyAccountId = (await reader.api.db.accountMembership.findFirstOrThrow({ where: { userId: company.id } }))
      .accountId;
    const [owner, colleague] = await reader.api.db.user.findMany({
      where: {
        tenant: { code: "astm" },
        activated: true,
        authorities: { equals: ["COMPASS_USER"] },
        memberships: { some: { accountId: companyAccountId } },
        email: { notIn: [EMAIL, "inactive@astm.example"] },
      },
      orderBy: { id: "asc" },
      take: 2,
    });
    expect(colleague).toBeDefined();
    // This document under view Own for the company account (the seed's default is view All,
    // under which everyone sees every point and shared-save is hidden): removed at the end.
    const document = await reader.api.db.document.findFirstOrThrow({ where: { contentCode: CONTENT_CODE } });
    const ownOnly = await reader.api.db.compassPointSetting.create({
      data: {
        tenantId: company.tenantId,
        accountId: companyAccountId,
        documentId: document.id,
        viewSetting: "Own",
        manageSetting: "Own",
      },
    });
    onTestFinished(async () => {
      await reader.api.db.compassPointSetting.delete({ where: { id: ownOnly.id } });
    });

    const page = await reader.newPage();
    await reader.signIn(page, owner.email, { path: documentPath("PDF", "&page=5") });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    await selectPdfText(page);
    await page
      .getByRole("toolbar", { name: "PDF tools" })
      .getByRole("button", { name: "Create compass point" })
      .click();
    const dialog = page.getByRole("dialog", { name: "New compass point" });
    await dialog.getByLabel("Name").fill("Shared with a colleague");
    await dialog.getByLabel("Description").fill("Why it matters to us");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("The compass point was created.").waitFor();
    const shared = await reader.api.db.compassPoint.findFirstOrThrow({
      where: { name: "Shared with a colleague", createdById: owner.id },
    });
    // Its owner is offered the share link, not to save it again; copying the link shares the
    // point (under view Own a colleague sees it only then, and only through the link).
    const own = page.getByRole("dialog", { name: "Compass point" });
    await expect(own.getByRole("button", { name: "Save to my compass points" }).count()).resolves.toBe(0);
    await own.getByRole("button", { name: "Share" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Copy link" }).click();
    await expect
      .poll(async () => (await reader.api.db.compassPoint.findUnique({ where: { id: shared.id } }))?.isShared)
      .toBe(true);

    const other = await reader.newPage();
    // The colleague's list (view Own: without the shared point) answers after the point the link
    // names: the list must not drop it (as it did, under load, when the answers came that way).
    let listsAsked = 0;
    await other.route(
      (url) => url.pathname.endsWith("/api/v1/compasspoint/list"),
      async (route) => {
        if (listsAsked++ === 0) await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    await reader.signIn(other, colleague.email, {
      path: `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&compasspointuuid=${shared.uuid}`,
    });
    const highlight = other.locator(`.cp-hl.cp-hl--focus[data-cp="${shared.uuid}"]`);
    await highlight.waitFor();
    await expect.poll(() => highlight.isVisible(), { timeout: 20_000 }).toBe(true);
    // Still there once the list has come (it was drawn before, then dropped).
    await expect.poll(() => listsAsked, { timeout: 10_000 }).toBeGreaterThan(0);
    await reader.networkQuiet(other);
    await expect(highlight.isVisible()).resolves.toBe(true);
    // Highlights are reached with Tab and opened with Enter (or a click).
    await highlight.focus();
    await other.keyboard.press("Enter");
    const view = other.getByRole("dialog", { name: "Compass point" });
    await view.getByRole("button", { name: "Save to my compass points" }).click();
    await other.getByText("The compass point was saved to your compass points.").waitFor();
    const copy = await reader.api.db.compassPoint.findFirst({
      where: { name: "Shared with a colleague", createdById: colleague.id },
    });
    expect(copy).not.toBeNull();
    expect(copy?.uuid).not.toBe(shared.uuid);
    expect(copy?.description).toBe("Why it matters to us");
    expect(copy?.pageNumber).toBe(shared.pageNumber);
    expect(copy?.selectionText).toBe(shared.selectionText);
    // The dialog now shows the colleague's own copy, without the offer.
    await expect.poll(() => view.getByRole("button", { name: "Save to my compass points" }).count()).toBe(0);
    await reader.screenshot(other, "compass-point-shared-save");
    expect(reader.pageErrors(other)).toEqual([]);
  });

  it("adds, edits and deletes a note in the PDF viewer", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("PDF", "&page=4") });
    const tools = page.getByRole("toolbar", { name: "PDF tools" });
    await tools.getByRole("button", { name: /^Notes/ }).click();
    const notes = page.getByRole("region", { name: "My notes on this document" });
    await notes.getByRole("button", { name: "Add a note on page 4" }).click();
    await notes.getByLabel("Add a note on page 4").fill("Ask the lab about specimen width.");
    await notes.getByRole("button", { name: "Save" }).click();
    await page.getByText("The note was saved.").waitFor();
    await notes.getByText("Ask the lab about specimen width.").waitFor();
    await reader.screenshot(page, "compass-point-notes");

    await notes.getByRole("button", { name: "Edit the note on page 4" }).click();
    await notes.getByLabel("Edit the note on page 4").fill("Ask the lab about specimen thickness.");
    await notes.getByRole("button", { name: "Save" }).click();
    await notes.getByText("Ask the lab about specimen thickness.").waitFor();
    const user = await reader.api.db.user.findFirstOrThrow({ where: { email: EMAIL } });
    // (Polled: the test's database client may read before the API's write is visible to it.)
    const stored = async () =>
      (await reader.api.db.userNote.findMany({ where: { userId: user.id } })).map((n) => [n.note, n.noteData]);
    await expect
      .poll(stored, { timeout: 10_000 })
      .toContainEqual(["Ask the lab about specimen thickness.", '<text page="3" />']);

    await notes.getByRole("button", { name: "Delete the note on page 4" }).click();
    await page.locator("dialog[open]").getByRole("button", { name: "Delete" }).click();
    await page.getByText("The note was deleted.").waitFor();
    await notes.getByText("You have no notes on this document yet.").waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("in Arabic the dialog is translated and right to left", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("PDF", "&page=2") });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    await selectPdfText(page);
    await page.locator(".cp-create-float").click();
    const dialog = page.getByRole("dialog", { name: "نقطة بوصلة جديدة" });
    await dialog.getByLabel("الاسم").fill("بند مهم");
    await reader.screenshot(page, "compass-point-dialog-arabic");
    const box = (await dialog.boundingBox())!;
    // Mirrored: the dialog sits at the reading end, the left side in Arabic.
    expect(box.x).toBeLessThan(100);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

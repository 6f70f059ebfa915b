/// <reference lib="dom" />
// Notes at a spot of a PDF page (issue 14, spec 2 §7 notes), in Chromium: a note placed with the
// mouse and one placed with the keyboard only are stored with their page and spot, drawn as
// markers there, reached with Tab and opened (focused in the notes list) with Enter; an older
// note on the whole page stays in the list without a marker. English and Arabic, photographed
// into test-artifacts/e2e/.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const EMAIL = "individual@astm.example";
const documentPath = (extra = "") => `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=PDF${extra}`;

type Page = import("playwright-core").Page;

async function notesOf(email: string) {
  const user = await reader.api.db.user.findFirstOrThrow({ where: { email } });
  const document = await reader.api.db.document.findFirstOrThrow({ where: { contentCode: CONTENT_CODE } });
  return { user, document };
}

async function openNotes(page: Page) {
  await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
  await page
    .getByRole("toolbar", { name: "PDF tools" })
    .getByRole("button", { name: /^Notes/ })
    .click();
  return page.getByRole("region", { name: "My notes on this document" });
}

describe("notes at a spot of the page", { timeout: 240_000 }, () => {
  it("places a note with a click and one with the keyboard; their markers open them", async () => {
    const { user, document: doc } = await notesOf(EMAIL);
    // An older note, on the whole page 2: listed, no marker.
    await reader.api.db.userNote.create({
      data: {
        tenantId: user.tenantId,
        userId: user.id,
        documentId: doc.id,
        annotationId: "older-page-note",
        noteData: '<text page="1" />',
        note: "Whole page note.",
      },
    });
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("&page=2") });
    const notes = await openNotes(page);
    await notes.getByText("Whole page note.").waitFor();
    await expect(page.locator(".cp-note-marker").count()).resolves.toBe(0);

    // With the mouse: the spot clicked, about a third across and halfway down.
    await notes.getByRole("button", { name: "Place a note on the page" }).click();
    const layer = page.locator(".cp-note-place");
    await layer.waitFor();
    const box = (await layer.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await notes.getByLabel("Add a note at the chosen spot on page 2").fill("Check the grip alignment here.");
    await notes.getByRole("button", { name: "Save" }).click();
    await page.getByText("The note was saved.").waitFor();
    const stored = async (text: string) =>
      (await reader.api.db.userNote.findFirst({ where: { userId: user.id, note: text } }))?.noteData ?? null;
    await expect
      .poll(() => stored("Check the grip alignment here."))
      .toMatch(/^<text page="1" x="[\d.]+" y="[\d.]+" \/>$/);
    const data = (await stored("Check the grip alignment here."))!;
    const x = Number(/x="([\d.]+)"/.exec(data)![1]);
    const y = Number(/y="([\d.]+)"/.exec(data)![1]);
    expect(x).toBeGreaterThan(0.25);
    expect(x).toBeLessThan(0.35);
    expect(y).toBeGreaterThan(0.45);
    expect(y).toBeLessThan(0.55);
    const marker = page.getByRole("button", { name: "Note on page 2: Check the grip alignment here." });
    await marker.waitFor();
    // The marker's corner is where the page was clicked (the page measured again: the editor
    // above it moved it down meanwhile).
    const m = (await marker.boundingBox())!;
    const now = (await page.locator(".pdf-page-frame").boundingBox())!;
    expect(Math.abs(m.x - (now.x + now.width * 0.3))).toBeLessThan(3);
    expect(Math.abs(m.y - (now.y + now.height * 0.5))).toBeLessThan(3);

    // With the keyboard only: the marker starts in the middle near the top; two steps right with
    // Shift (10 % each), three down (2 % each), Enter places it.
    await notes.getByRole("button", { name: "Place a note on the page" }).focus();
    await page.keyboard.press("Enter");
    const cursor = page.getByRole("button", { name: "Position of the new note on page 2" });
    await expect.poll(() => cursor.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    await reader.screenshot(page, "note-markers-placing");
    await page.keyboard.press("Enter");
    const editor = notes.getByLabel("Add a note at the chosen spot on page 2");
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("Measured with the keyboard.");
    await notes.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => stored("Measured with the keyboard.")).toBe('<text page="1" x="0.7" y="0.31" />');

    // Markers are reached with Tab and open their note: the notes list focuses it.
    const keyed = page.getByRole("button", { name: "Note on page 2: Measured with the keyboard." });
    await keyed.waitFor();
    await reader.screenshot(page, "note-markers");
    await keyed.focus();
    await page.keyboard.press("Enter");
    const item = notes.locator(".cp-notes__item--open");
    await item.getByText("Measured with the keyboard.").waitFor();
    await expect.poll(() => item.evaluate((el) => el === document.activeElement)).toBe(true);
    // A marker opens its note with the notes panel closed too.
    await page
      .getByRole("toolbar", { name: "PDF tools" })
      .getByRole("button", { name: /^Notes/ })
      .click();
    await notes.waitFor({ state: "detached" });
    await marker.focus();
    await page.keyboard.press("Enter");
    await notes.locator(".cp-notes__item--open").getByText("Check the grip alignment here.").waitFor();
    // Editing keeps the spot.
    await notes.getByRole("button", { name: "Edit the note on page 2" }).nth(1).click();
    await notes.getByRole("textbox", { name: "Edit the note on page 2" }).fill("Check the grip alignment here, twice.");
    await notes.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => stored("Check the grip alignment here, twice.")).toBe(data);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("in Arabic the markers and the placing hint are translated; the spot is where it was", async () => {
    const { user, document: doc } = await notesOf(EMAIL);
    await reader.api.db.userNote.create({
      data: {
        tenantId: user.tenantId,
        userId: user.id,
        documentId: doc.id,
        annotationId: "arabic-spot-note",
        noteData: '<text page="1" x="0.7" y="0.31" />',
        note: "تحقق من القياس.",
      },
    });
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("&page=2") });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    const marker = page.getByRole("button", { name: "ملاحظة في الصفحة 2: تحقق من القياس." });
    await marker.waitFor();
    const frame = (await page.locator(".pdf-page-frame").boundingBox())!;
    const m = (await marker.boundingBox())!;
    // Page coordinates are not mirrored: 70 % across from the page's left edge.
    expect(Math.abs(m.x - (frame.x + frame.width * 0.7))).toBeLessThan(4);
    await page.getByRole("button", { name: /^الملاحظات/ }).click();
    await page.getByRole("button", { name: "ضع ملاحظة على الصفحة" }).click();
    await page.locator(".cp-note-place__hint").getByText("انقر الموضع المطلوب للملاحظة", { exact: false }).waitFor();
    await reader.screenshot(page, "note-markers-arabic");
    await page.keyboard.press("Escape");
    await page.locator(".cp-note-place").waitFor({ state: "detached" });
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

// The document page in Chromium (spec 1 §2, §4, §5): a standard opened in its HTML view (a
// sandboxed frame) and its PDF view (react-pdf, page count, search in the text), then tracked and
// added to the favourites from the activity bar, and found again on the favourites and tracked
// documents pages.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const TITLE = "Standard Test Method for Tensile Properties of Polymer Matrix Composite Materials";
const documentUrl = (contentCode: string, tab?: string) =>
  `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(contentCode)}${tab ? `&tab=${tab}` : ""}`;

describe("document page", { timeout: 120_000 }, () => {
  it("opens a standard in HTML and in PDF", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(documentUrl(CONTENT_CODE));
    await page.getByRole("heading", { name: TITLE }).first().waitFor();
    const tabs = page.getByRole("tablist", { name: "Document views" });
    await tabs.getByRole("tab", { name: "HTML", exact: true }).click();
    // The document's own HTML, in a sandboxed frame.
    const frame = page.locator("iframe[sandbox]");
    await expect(frame.getAttribute("sandbox")).resolves.not.toContain("allow-scripts");
    const body = page.frameLocator("iframe[sandbox]").locator("h1.doc-title");
    await body.waitFor();
    await expect(body.textContent()).resolves.toContain(TITLE);
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")?.toUpperCase()).toBe("HTML");
    await reader.screenshot(page, "document-html");

    await tabs.getByRole("tab", { name: "PDF", exact: true }).click();
    // The first page drawn, its text layer filled, and the page count from the file (as the seed
    // recorded it: its length follows the synthetic content, several pages).
    const pdf = await reader.api.db.documentAsset.findFirstOrThrow({
      where: { kind: "PDF", document: { contentCode: CONTENT_CODE } },
    });
    expect(pdf.pageCount).toBeGreaterThan(1);
    await page.locator(".pdf-stage canvas").first().waitFor();
    await page.locator(".pdf-stage .textLayer span").first().waitFor();
    await expect(page.getByRole("toolbar", { name: "PDF tools" }).innerText()).resolves.toMatch(
      new RegExp(`of ${pdf.pageCount}\\b`),
    );
    await page.getByLabel("Search in the document").fill("tensile");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByText(/“tensile” found on \d+ pages?/).waitFor();
    await reader.screenshot(page, "document-pdf");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("tracks a document and adds it to the favourites, lists it on both pages, and the lists' actions undo both", async () => {
    // A document of another publisher than the tenant's own, whose Track button is always shown
    // (spec 1 §5), that may be tracked and favoured; the individual's default account has ISO.
    const doc = await reader.api.db.document.findFirstOrThrow({
      where: {
        publisher: { key: "ISO" },
        allowToTrack: true,
        allowToFavorite: true,
        languageCode: "en-US",
        isLatest: true,
      },
      orderBy: { id: "asc" },
    });
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(documentUrl(doc.contentCode));
    const actions = page.getByRole("toolbar", { name: "Document actions" });
    await actions.waitFor();

    await actions.getByRole("button", { name: "Track", exact: true }).click();
    await page.getByText("Tracking saved. You will be told when this document changes.").waitFor();
    await actions.getByRole("button", { name: "Stop tracking", exact: true }).waitFor();

    await actions.getByRole("button", { name: "Add to favorites", exact: true }).click();
    await page.getByText("The document was added to your favorites.").waitFor();
    await actions.getByRole("button", { name: "Remove from favorites", exact: true }).waitFor();
    await reader.screenshot(page, "document-tracked-favourite");

    // What the API stored for this user.
    const user = await reader.api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    await expect(
      reader.api.db.trackedDocument.count({ where: { userId: user.id, documentId: doc.id, trackingFlag: true } }),
    ).resolves.toBe(1);
    await expect(reader.api.db.favorite.count({ where: { userId: user.id, documentId: doc.id } })).resolves.toBe(1);

    await page.goto(`${reader.baseUrl}/favorites`);
    await page.getByText(doc.title).first().waitFor();
    await reader.screenshot(page, "favorites");

    await page.goto(`${reader.baseUrl}/tracked-documents`);
    await page.getByText(doc.displayDesignation).first().waitFor();
    await reader.screenshot(page, "tracked-documents");

    // The lists' own actions (issue 24: mutations that ask the lists again): a tracking turned
    // off, on again and deleted; the favourite removed.
    const row = (label: string) =>
      page.getByRole("button", { name: `${label} ${doc.displayDesignation}`, exact: true });
    await row("Turn off").click();
    await page.getByText("Tracking turned off").waitFor();
    await row("Turn on").click();
    await row("Turn off").waitFor();
    await row("Delete").click();
    await page.getByText("The tracking was deleted.").waitFor();
    await page.getByText("You are not tracking any documents.").waitFor();
    await expect(reader.api.db.trackedDocument.count({ where: { userId: user.id, documentId: doc.id } })).resolves.toBe(
      0,
    );

    await page.goto(`${reader.baseUrl}/favorites`);
    await row("Remove").click();
    await page.getByText("The favorite was deleted.").waitFor();
    await page.getByText("No favorites record found.").waitFor();
    await expect(reader.api.db.favorite.count({ where: { userId: user.id, documentId: doc.id } })).resolves.toBe(0);
    expect(reader.pageErrors(page)).toEqual([]);
  });
  it("switches a tracked document's cascade alerts on its page and on the tracking page (issue 27)", async () => {
    const doc = await reader.api.db.document.findFirstOrThrow({
      where: { publisher: { key: "ISO" }, allowToTrack: true, languageCode: "en-US", isLatest: true },
      orderBy: { id: "desc" },
    });
    const user = await reader.api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const stored = () =>
      reader.api.db.trackedDocument
        .findFirst({ where: { userId: user.id, documentId: doc.id } })
        .then((t) => t?.referenceAlerts);
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(documentUrl(doc.contentCode));
    const actions = page.getByRole("toolbar", { name: "Document actions" });
    const cascade = actions.getByRole("checkbox", {
      name: `Also tell me when a document ${doc.displayDesignation} references changes`,
    });
    await actions.getByRole("button", { name: "Track", exact: true }).waitFor();
    // Not tracked: no switch.
    await expect(cascade.count()).resolves.toBe(0);
    await actions.getByRole("button", { name: "Track", exact: true }).click();
    await actions.getByRole("button", { name: "Stop tracking", exact: true }).waitFor();
    // A new tracking starts with cascade alerts on (the switch shows once the tracking is read back).
    await expect.poll(() => cascade.isChecked()).toBe(true);
    await cascade.uncheck();
    await page.getByText("You will no longer hear when a document it references changes.").waitFor();
    await expect.poll(stored).toBe(false);
    await reader.screenshot(page, "document-reference-alerts", { viewport: true });

    // The tracking page shows the same switch, off; turned on there, the document page says so.
    await page.goto(`${reader.baseUrl}/tracked-documents`);
    const listed = page.getByRole("checkbox", {
      name: `Also tell me when a document ${doc.displayDesignation} references changes`,
    });
    await expect.poll(() => listed.isChecked()).toBe(false);
    await listed.check();
    await expect.poll(stored).toBe(true);
    await page.goto(documentUrl(doc.contentCode));
    await expect.poll(() => cascade.isChecked()).toBe(true);

    // Stopped: the switch goes with the tracking.
    await actions.getByRole("button", { name: "Stop tracking", exact: true }).click();
    await actions.getByRole("button", { name: "Track", exact: true }).waitFor();
    await expect.poll(() => cascade.count()).toBe(0);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

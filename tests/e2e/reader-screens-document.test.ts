// Issue 12, tests for the document screens that had none: the header (badges, designation and
// title, the date, translations and other versions), the work items, related content and
// e-learning tabs, the citation dialog with its RIS export, the 'Can not find content' dialog and
// the empty-download dialog. Each asserts the seeded catalogue's own data (read from the test
// database, not repeated by hand where it can be read); the header and work items are photographed
// in English and Arabic (right to left).
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const D3039 = "ASTM|D3039_D3039M-17|en-US";
const documentUrl = (contentCode: string) =>
  `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(contentCode)}`;

async function openDocument(page: Page, contentCode: string, language: "en" | "ar" = "en") {
  await reader.signIn(page);
  if (language === "ar") await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
  await page.goto(documentUrl(contentCode));
  await page.locator("h1.document__title").waitFor();
}

const d3039 = () =>
  reader.api.db.document.findFirstOrThrow({
    where: { contentCode: D3039 },
    include: { publisher: true, workItems: { include: { ballots: { orderBy: { id: "asc" } } } } },
  });

describe("document screens", { timeout: 180_000 }, () => {
  for (const language of ["en", "ar"] as const) {
    it(`header: badges, designation, title, date and the other versions (${language})`, async () => {
      const doc = await d3039();
      const page = await reader.newPage();
      await openDocument(page, D3039, language);
      const header = page.locator("header.document__header");
      await expect(header.locator(".document__designation").innerText()).resolves.toBe(doc.displayDesignation);
      await expect(header.locator(".document__name").innerText()).resolves.toBe(doc.title);
      await expect(header.locator(".badge--publisher").innerText()).resolves.toContain(doc.publisher.key);
      const time = header.locator(".document__meta time");
      await expect(time.getAttribute("datetime")).resolves.toBe(doc.lastUpdateDate?.toISOString().slice(0, 10));
      if (language === "en") {
        await expect(header.locator(".badge--type").innerText()).resolves.toContain(doc.documentType);
        await expect(header.locator(".badges").innerText()).resolves.toMatch(new RegExp(`Status:\\s*${doc.status}`));
        await expect(header.locator(".document__meta").innerText()).resolves.toContain("Last updated: Sep 26, 2017");
      } else {
        await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
        // The English designation and title line up with the badges at the page's start (right).
        for (const part of [".document__designation", ".document__name"]) {
          const gap = await header.locator(part).evaluate((el) => {
            const text = document.createRange();
            text.selectNodeContents(el);
            return el.getBoundingClientRect().right - text.getBoundingClientRect().right;
          });
          expect(Math.abs(gap)).toBeLessThan(2);
        }
        // The date is written in Arabic, never the raw ISO date.
        await expect(time.innerText()).resolves.not.toContain("2017-09-26");
      }
      // Every edition of the family, newest first, one option each.
      const editions = await reader.api.db.document.findMany({
        where: {
          family: doc.family,
          publisherId: doc.publisherId,
          languageCode: doc.languageCode,
          assetType: doc.assetType,
        },
        orderBy: { publishedDate: "desc" },
      });
      const options = header.locator(".inline-field select").last().locator("option");
      await expect(options.count()).resolves.toBe(editions.length);
      await expect(options.first().innerText()).resolves.toContain(editions[0].displayDesignation);
      // Each edition's status in the page's language (the badges' words), not the raw value.
      if (language === "ar")
        await expect(options.first().innerText()).resolves.not.toContain(String(editions[0].status));
      await reader.screenshot(page, `document-header-${language}`);
      expect(reader.pageErrors(page)).toEqual([]);
    });

    it(`work items: number, initiated date, technical contact and ballots (${language})`, async () => {
      const doc = await d3039();
      const item = doc.workItems[0];
      expect(item.ballots.length).toBeGreaterThan(1);
      const page = await reader.newPage();
      await openDocument(page, D3039, language);
      await page.getByRole("tab", { name: language === "en" ? "Work items" : "بنود العمل" }).click();
      const panel = page.locator(".work-items");
      await panel.locator(".work-item").waitFor();
      const facts = await panel.locator(".facts__row dd").allInnerTexts();
      expect(facts[0]).toContain(item.workItemNumber);
      expect(facts).toContain(item.title);
      expect(facts).toContain(item.technicalContact);
      const rows = await panel
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent)));
      expect(rows).toEqual(item.ballots.map((b) => [b.ballotNumber, b.itemStatus, b.itemNumber]));
      if (language === "en") {
        await expect(panel.innerText()).resolves.toContain(
          `Initiated\n${item.initiatedDate?.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`,
        );
        // 'What is this?' explains work items.
        await panel.getByRole("button", { name: "What is this?" }).click();
        const dialog = page.getByRole("dialog", { name: "Work items" });
        await dialog.getByText(/proposed new standard or a revision/).waitFor();
        await dialog.getByRole("button", { name: "OK" }).click();
        await dialog.waitFor({ state: "detached" });
      }
      await reader.screenshot(page, `document-work-items-${language}`);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }

  it("related content: the non-empty sections as designation/title tables that fold", async () => {
    // A document with two kinds of related content.
    const relations = await reader.api.db.documentRelation.findMany({
      include: { document: true, relatedDocument: true },
      orderBy: [{ documentId: "asc" }, { section: "asc" }, { position: "asc" }],
    });
    const byDoc = new Map<number, typeof relations>();
    for (const r of relations) byDoc.set(r.documentId, [...(byDoc.get(r.documentId) ?? []), r]);
    const [, rels] = [...byDoc].find(
      ([, rs]) => new Set(rs.map((r) => r.section)).size >= 2 && rs[0].document.publisherId === 1,
    ) ?? [0, []];
    expect(rels.length).toBeGreaterThan(1);
    const page = await reader.newPage();
    await openDocument(page, rels[0].document.contentCode);
    await page.getByRole("tab", { name: "Related content" }).click();
    const sections = page.locator(".accordion > li");
    await sections.first().waitFor();
    const heads = await page.locator(".accordion__button").allInnerTexts();
    const label = { CITED: "Standard References", SOP: "SOP", TMA: "TMA", SUPPLEMENTAL: "Supplemental Documents" };
    const expected = ["CITED", "SOP", "TMA", "SUPPLEMENTAL"]
      .map((s) => [s, rels.filter((r) => r.section === s).length] as const)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${label[s as keyof typeof label]} (${n})`);
    // Each heading: the chevron, then the section and its count.
    expect(heads.map((h) => h.split("\n").pop()?.trim())).toEqual(expected);
    // Each related document is listed by designation and title, linked to its page.
    for (const r of rels) {
      const row = page.locator("tbody tr", { hasText: r.relatedDocument.title }).first();
      await expect(row.innerText()).resolves.toContain(r.relatedDocument.displayDesignation);
    }
    await reader.screenshot(page, "document-related");
    // A section folds: its table goes, the other stays.
    const first = page.locator(".accordion__button").first();
    await first.click();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.locator(".accordion__panel:not([hidden]) table").count()).resolves.toBe(expected.length - 1);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("e-learning: the courses of the document's family with their product codes", async () => {
    const doc = await d3039();
    const courses = await reader.api.db.eLearningItem.findMany({
      where: { family: doc.family, publisherId: doc.publisherId },
      orderBy: { id: "asc" },
    });
    expect(courses.length).toBeGreaterThan(0);
    const page = await reader.newPage();
    await openDocument(page, D3039);
    await page.getByRole("tab", { name: "E-learning" }).click();
    const items = page.locator(".elearning__item");
    await items.first().waitFor();
    await expect(items.count()).resolves.toBe(courses.length);
    for (const c of courses) {
      const item = items.filter({ hasText: c.productCode });
      await expect(item.innerText()).resolves.toContain(c.title);
      await expect(item.getByRole("button", { name: /^Open course/ }).count()).resolves.toBe(1);
    }
    await reader.screenshot(page, "document-elearning");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("citation dialog: styles, the citation text of the journal article, and the RIS export saved as citation.ris", async () => {
    const article = await reader.api.db.document.findFirstOrThrow({
      where: { contentType: "JOURNALS", publisherId: 1, isLatest: true },
      orderBy: { id: "asc" },
    });
    const page = await reader.newPage();
    await openDocument(page, article.contentCode);
    await page.getByRole("button", { name: /^More/ }).click();
    await page.getByRole("menuitem", { name: "Citations" }).click();
    const dialog = page.getByRole("dialog", { name: "Citations" });
    await dialog.waitFor();
    const style = dialog.getByLabel("Citation style");
    await expect.poll(() => style.locator("option").count()).toBeGreaterThan(1);
    const text = dialog.locator(".citation__text");
    await dialog.locator(".citation__text", { hasText: article.title }).waitFor();
    const firstText = (await text.textContent()) ?? "";
    // Another style writes another citation of the same article.
    const second = await style.locator("option").nth(1).getAttribute("value");
    await style.selectOption(second ?? "");
    await page.waitForFunction(
      ([old, title]) => {
        const now = document.querySelector(".citation__text")?.textContent ?? "";
        return now !== old && now.includes(title);
      },
      [firstText, article.title],
    );
    await reader.screenshot(page, "document-citation");
    // The export menu stays inside the dialog with its title visible (issue 12, defect 9).
    await dialog.getByRole("button", { name: "Export", exact: true }).click();
    const ris = page.getByRole("menuitem", { name: "RIS" });
    await ris.waitFor();
    // Nothing scrolled: the title and the menu are both inside the dialog.
    const fit = await page.evaluate(() => {
      const dialog = document.querySelector("dialog[open]") as HTMLElement;
      const box = dialog.getBoundingClientRect();
      const title = dialog.querySelector(".modal__title")?.getBoundingClientRect();
      const menu = dialog.querySelector(".menu__list")?.getBoundingClientRect();
      return {
        scrolled: dialog.scrollTop + (dialog.querySelector(".modal__content")?.scrollTop ?? 0),
        titleInside: !!title && title.top >= box.top,
        menuInside: !!menu && menu.top >= box.top && menu.bottom <= box.bottom,
      };
    });
    expect(fit).toEqual({ scrolled: 0, titleInside: true, menuInside: true });
    await reader.screenshot(page, "document-citation-export");
    const [download] = await Promise.all([page.waitForEvent("download"), ris.click()]);
    expect(download.suggestedFilename()).toBe("citation.ris");
    const body = await readFile((await download.path()) ?? "", "utf8");
    expect(body).toMatch(/^TY {2}- /m);
    expect(body).toContain(article.title);
    expect(body).toMatch(/^ER {2}- ?$/m);
    // The footer's Close (the title bar has its own ×, also named Close).
    await dialog.locator(".button--primary", { hasText: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("'Can not find content': an unknown document says it has no content, then goes to the site root", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(documentUrl("ASTM|NO-SUCH-DOC-99|en-US"));
    const dialog = page.getByRole("dialog", { name: "No content" });
    await dialog.getByText("This document has no content.").waitFor();
    await reader.screenshot(page, "document-no-content");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByRole("tablist", { name: "Your documents" }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("an empty download shows the tenant's no-access message with its support contacts", async () => {
    const tenant = await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const page = await reader.newPage();
    await openDocument(page, D3039);
    // The API never answers an empty PDF on purpose; a proxy or storage fault can. The reply is
    // made empty on its way to the page, the rest is the real download call.
    await page.route("**/api/documents/download?**", async (route) => {
      const real = await route.fetch();
      expect(real.status()).toBe(200);
      await route.fulfill({ response: real, body: "" });
    });
    await page
      .locator(".activity-bar")
      .getByRole("button", { name: /^Download/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "No access" });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(tenant.tenantName);
    expect(text).toMatch(/E-mail \S+@\S+/);
    expect(text).not.toMatch(/norma/i);
    await reader.screenshot(page, "document-empty-download");
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

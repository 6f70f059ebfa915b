// The References tab in Chromium (issue 27): a document's references by kind with what became of
// each (active, superseded by its newer edition with a link, not in the catalogue), and the
// documents that cite it, refinable by publisher. The citation graph is written here as the
// workers' detection would store it (its rules are tested in packages/documents and the workers);
// this test is about what the reader shows. English and Arabic, photographed.
// Then the references in a seeded document's HTML, detected by the workers' own detection from its
// stored HTML: links to the right editions, locked where the user may not open the target, and
// opened from the keyboard.
import { createLocalStorage } from "@norma/db/storage";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { storeReferences } from "@norma/workers/src/jobs/references/references.ts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axe } from "../harness/axe.ts";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const D3039 = "ASTM|D3039_D3039M-17|en-US";

let cited: { displayDesignation: string; contentCode: string };
let superseded: { displayDesignation: string };
let citing: { displayDesignation: string };

beforeAll(async () => {
  const db = reader.api.db;
  const doc = await db.document.findUniqueOrThrow({ where: { contentCode: D3039 } });
  const astm = doc.publisherId;
  // An active ASTM standard it cites normatively, an older edition (superseded by a newer one) it
  // cites dated, and a document outside the catalogue in its bibliography.
  const active = await db.document.findFirstOrThrow({
    where: { publisherId: astm, isLatest: true, status: "Active", id: { not: doc.id }, family: { not: doc.family } },
    orderBy: { id: "asc" },
  });
  const old = await db.document.findFirstOrThrow({
    where: { publisherId: astm, isLatest: false, family: { notIn: [doc.family, active.family] } },
    orderBy: { id: "asc" },
  });
  const other = await db.document.findFirstOrThrow({
    where: {
      publisherId: astm,
      isLatest: true,
      status: "Active",
      family: { notIn: [doc.family, active.family, old.family] },
    },
    orderBy: { id: "desc" },
  });
  cited = active;
  superseded = old;
  citing = other;
  const edge = (
    source: number,
    target: { id: number; designationNo: string } | null,
    designation: string,
    kind: string,
    clause: string,
    year: number | null,
  ) => ({
    sourceDocumentId: source,
    targetDocumentId: target?.id ?? null,
    targetDesignation: designation,
    targetPublisher: "ASTM",
    targetKey: referenceKey("ASTM", target?.designationNo ?? designation.replace(/^ISO /, "")),
    edition: year ? String(year) : null,
    editionYear: year,
    kind,
    clause,
  });
  await db.documentReference.createMany({
    data: [
      edge(doc.id, active, `ASTM ${active.designationNo}`, "normative", "2.1", null),
      edge(doc.id, old, old.displayDesignation, "normative", "2.1", old.publishedDate?.getUTCFullYear() ?? 2001),
      { ...edge(doc.id, null, "ISO 99999:2020", "bibliography", "Bibliography", 2020), targetPublisher: "ISO" },
      edge(other.id, doc, `ASTM ${doc.designationNo}`, "normative", "2.1", null),
    ],
  });
  await db.referenceScan.createMany({
    data: [
      { documentId: doc.id, source: "HTML", referencesFound: 3, unresolvedFound: 1 },
      { documentId: other.id, source: "HTML", referencesFound: 1, unresolvedFound: 0 },
    ],
  });
});

describe("the References tab", { timeout: 180_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`lists the references with their status and the documents citing it (${locale})`, async () => {
      const page = await reader.newPage();
      await reader.signIn(page);
      if (locale === "ar") {
        await page.locator("header .header__language button").first().click();
        await page.getByRole("menuitem", { name: /العربية/ }).click();
        await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
      }
      await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(D3039)}&tab=REFERENCES`);
      const tab = page.getByRole("tab", { name: locale === "ar" ? "المراجع" : "References" });
      await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
      const refs = page.locator("section[aria-labelledby='references-title']");
      await refs.locator("table").first().waitFor();
      const text = await refs.innerText();
      expect(text).toContain(cited.displayDesignation);
      expect(text).toContain("ISO 99999:2020");
      if (locale === "en") {
        expect(text).toContain("Documents referenced: 3");
        expect(text).toContain("Normative (2)");
        expect(text).toContain("Bibliography (1)");
        expect(text).toContain("Not in the catalogue");
        expect(text).toMatch(/Superseded by/);
      } else {
        expect(text).toContain("غير موجود في الفهرس");
      }
      // The superseded edition's row names and links what replaced it.
      const row = refs.locator("tr", { hasText: superseded.displayDesignation });
      await expect(row.locator("a").count()).resolves.toBe(2);

      const citedBy = page.locator("section[aria-labelledby='cited-by-title']");
      await citedBy.locator("table").waitFor();
      await expect(citedBy.innerText()).resolves.toContain(citing.displayDesignation);
      await citedBy.locator("select").first().selectOption("ASTM");
      await expect.poll(() => citedBy.locator("tbody tr").count()).toBe(1);
      await reader.screenshot(page, `references-tab-${locale}`);

      if (locale === "en") {
        // "Cited by" as a search: the documents citing it, narrowed by text and refinements there.
        await citedBy.locator("select").first().selectOption("");
        const total = Number(/(\d+)/.exec(await citedBy.locator(".references__summary").innerText())?.[1]);
        await citedBy.getByRole("link", { name: "Search and refine them" }).click();
        await page.waitForURL(/\/content-search\/\?.*cites=/);
        const filter = page.getByRole("region", { name: "Citing filter" });
        await filter.getByRole("link", { name: "ASTM D3039/D3039M-17" }).waitFor();
        await page.locator("#search-summary", { hasText: new RegExp(`^${total} results?`) }).waitFor();
        await page.locator(".search-results__list", { hasText: citing.displayDesignation }).waitFor();
        await reader.screenshot(page, "search-cites");
        await filter.getByRole("button", { name: "Show all documents" }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get("cites")).toBe(null);
        await page.goBack();
        await page.goBack();
        await refs.locator("table").first().waitFor();
      }

      // A reference opens the cited document.
      await refs.getByRole("link", { name: cited.displayDesignation }).first().click();
      await page.waitForURL(new RegExp(`contentCode=${encodeURIComponent(cited.contentCode).replace(/\|/g, "\\|")}`));
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});

interface ListedReference {
  designation: string;
  edition: string | null;
  target: { contentCode: string; displayDesignation: string; locked: boolean } | null;
}

/**
 * A seeded document whose HTML cites, among what it references, a document the user may open, one
 * the user may not, and one dated edition: its references detected from its stored HTML.
 */
async function citingDocument(): Promise<{ contentCode: string; references: ListedReference[] }> {
  const { db, storageDir } = reader.api;
  const storage = createLocalStorage(storageDir);
  const token = await reader.api.login("individual@astm.example");
  const candidates = await db.document.findMany({
    where: { isLatest: true, languageCode: "en-US", assets: { some: { kind: "HTML" } }, family: { not: "D3039" } },
    orderBy: { id: "asc" },
    select: { id: true, contentCode: true },
  });
  for (const c of candidates) {
    await storeReferences({ db, storage }, c.id);
    const reply = await reader.api.request({ method: "GET", url: `/api/documents/references/${c.id}`, token });
    const references = (reply.json() as { references: ListedReference[] }).references;
    const targets = references.filter((r) => r.target);
    if (
      targets.some((r) => r.target?.locked) &&
      targets.some((r) => !r.target?.locked) &&
      targets.some((r) => r.edition !== null)
    )
      return { contentCode: c.contentCode, references };
  }
  throw new Error("no seeded document cites an open, a locked and a dated document");
}

async function chooseArabic(page: Page) {
  await page.locator("header .header__language button").first().click();
  await page.getByRole("menuitem", { name: /العربية/ }).click();
  await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
}

describe("references in the HTML", { timeout: 240_000 }, () => {
  let source: Awaited<ReturnType<typeof citingDocument>>;
  beforeAll(async () => {
    source = await citingDocument();
  }, 120_000);

  for (const locale of ["en", "ar"] as const) {
    it(`are links to the editions they resolve to, locked where the user may not open them (${locale})`, async () => {
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await reader.signIn(page);
      if (locale === "ar") await chooseArabic(page);
      await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(source.contentCode)}&tab=HTML`);
      const frame = page.frameLocator("iframe.html-frame");
      const links = frame.locator("a.norma-ref");
      await links.first().waitFor({ timeout: 30_000 });
      const shown = await links.evaluateAll((as) =>
        as.map((a) => ({
          text: a.textContent ?? "",
          href: a.getAttribute("href") ?? "",
          code: (a as HTMLElement).dataset.contentCode ?? "",
          locked: a.hasAttribute("data-locked"),
          label: a.getAttribute("aria-label"),
          tabIndex: (a as HTMLAnchorElement).tabIndex,
        })),
      );
      // Every resolved reference is linked, each to the edition the API resolved it to (a dated
      // one to that edition, an undated one to the current one), with the API's lock.
      const resolved = source.references.filter((r) => r.target);
      for (const r of resolved) {
        const link = shown.find((l) => l.code === r.target?.contentCode);
        expect(link, r.designation).toBeDefined();
        expect(link?.locked, r.designation).toBe(r.target?.locked);
      }
      for (const l of shown) {
        // Addresses made by the app from the content code: never a script URL.
        expect(l.href.startsWith("/document/?")).toBe(true);
        expect(new URLSearchParams(l.href.slice("/document/?".length)).get("contentCode")).toBe(l.code);
        expect(l.tabIndex).toBe(0);
        if (l.locked)
          expect(l.label).toBe(`${l.text}, ${locale === "ar" ? "غير مشمول في اشتراكك" : "Not in your subscription"}`);
      }
      // A dated reference links that edition (its designation ends with the edition cited).
      const dated = resolved.find((r) => r.edition !== null);
      expect(dated?.target?.displayDesignation.includes(dated?.edition ?? "?")).toBe(true);
      // What the catalogue does not hold stays text.
      for (const r of source.references.filter((x) => !x.target))
        expect(shown.some((l) => l.text === r.designation)).toBe(false);
      // The lock is drawn beside a locked link (by CSS: no text added to the document).
      const lock = frame.locator("a.norma-ref[data-locked]").first();
      const drawn = await lock.evaluate((a) => [
        getComputedStyle(a, "::after").width,
        getComputedStyle(a, "::before").width,
      ]);
      expect(drawn.every((w) => Number.parseFloat(w) > 3)).toBe(true);
      await lock.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `references-html-links-${locale}`, { viewport: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await lock.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `references-html-links-375-${locale}`, { viewport: true });

      // From the keyboard: a link takes focus and Enter opens its document in the app.
      const open = frame.locator("a.norma-ref:not([data-locked])").first();
      const code = (await open.getAttribute("data-content-code")) ?? "";
      await open.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => new URL(url).searchParams.get("contentCode") === code);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});

describe("the supersession line", { timeout: 240_000 }, () => {
  let edition: { contentCode: string; displayDesignation: string };
  let stops: string[];
  let replacement: { contentCode: string; displayDesignation: string };
  beforeAll(async () => {
    const db = reader.api.db;
    const astm = await db.publisher.findUniqueOrThrow({ where: { key: "ASTM" } });
    // E8/E8M's editions, oldest first; an older ASTM line replaced by it; and a newer one replacing it.
    const e8 = await db.document.findMany({
      where: { publisherId: astm.id, family: "E8", languageCode: "en-US" },
      orderBy: [{ editionYear: "asc" }, { id: "asc" }],
    });
    const latest = e8.find((d) => d.isLatest)!;
    const [replaced, replacing] = await db.document.findMany({
      where: { publisherId: astm.id, isLatest: true, status: "Active", family: { notIn: ["E8", "D3039"] } },
      orderBy: { id: "desc" },
      take: 2,
    });
    await db.document.update({
      where: { id: replaced.id },
      data: { status: "Withdrawn Replaced", replacedByContentCode: latest.contentCode, replacedByFamilyValue: "E8" },
    });
    await db.document.update({
      where: { id: latest.id },
      data: {
        status: "Withdrawn Replaced",
        replacedByContentCode: replacing.contentCode,
        replacedByFamilyValue: replacing.family,
      },
    });
    edition = e8[Math.floor(e8.length / 2)];
    replacement = replacing;
    stops = [replaced, ...e8, replacing].map((d) => d.displayDesignation);
  });

  for (const locale of ["en", "ar"] as const) {
    it(`shows what the line replaces, its editions and what replaces it, oldest first (${locale})`, async () => {
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await reader.signIn(page);
      if (locale === "ar") await chooseArabic(page);
      await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(edition.contentCode)}`);
      const line = page.getByRole("navigation", {
        name: locale === "ar" ? /يستبدل ويُستبدل بـ/ : /Replaces and replaced by/,
      });
      await line.locator("li").first().waitFor();
      await expect(line.locator("li").allInnerTexts()).resolves.toHaveLength(stops.length);
      const designations = await line.locator(".supersession__designation").allInnerTexts();
      expect(designations).toEqual(stops);
      // The page's edition is the current stop (not a link); the others link to their documents.
      await expect(line.locator("li[aria-current='page']").innerText()).resolves.toContain(edition.displayDesignation);
      await expect(line.getByRole("link").count()).resolves.toBe(stops.length - 1);
      const captions = await line.locator(".supersession__caption").allInnerTexts();
      expect(captions[0]).toBe(locale === "ar" ? "مُستبدَل" : "Replaced");
      expect(captions.at(-1)).toBe(locale === "ar" ? "البديل" : "Replacement");
      await line.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `references-supersession-${locale}`, { viewport: true });
      await expect(axe(page)).resolves.toEqual([]);
      // At phone width the line scrolls on its own; the page does not scroll sideways.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.reload();
      await line.locator("li").first().waitFor();
      await line.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // The line is scrolled to the page's own stop.
      const current = line.locator("li[aria-current='page']");
      const [stopBox, lineBox] = await Promise.all([current.boundingBox(), line.locator("ol").boundingBox()]);
      expect(stopBox!.x).toBeGreaterThanOrEqual(lineBox!.x);
      expect(stopBox!.x + stopBox!.width).toBeLessThanOrEqual(lineBox!.x + lineBox!.width + 1);
      await reader.screenshot(page, `references-supersession-375-${locale}`, { viewport: true });
      // From the keyboard: the last stop's link opens what replaces the line.
      const last = line.getByRole("link").last();
      await last.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => new URL(url).searchParams.get("contentCode") === replacement.contentCode);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});

describe("the network picture", { timeout: 240_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`draws the documents around this one as linked boxes, with a text alternative (${locale})`, async () => {
      const doc = await reader.api.db.document.findUniqueOrThrow({ where: { contentCode: D3039 } });
      const token = await reader.api.login("individual@astm.example");
      const reply = await reader.api.request({
        method: "GET",
        url: `/api/documents/reference-network/${doc.id}`,
        token,
      });
      const network = reply.json() as { nodes: { document: { contentCode: string; locked: boolean }; side: string }[] };
      expect(network.nodes.length).toBeGreaterThan(2);
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await reader.signIn(page);
      if (locale === "ar") await chooseArabic(page);
      await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(D3039)}&tab=REFERENCES`);
      const picture = page.getByRole("region", { name: locale === "ar" ? "شبكة الاستشهادات" : "Citation network" });
      await picture.locator("svg.network__svg").waitFor();
      // One box per document; every box but this document's own is a link to it.
      await expect(picture.locator(".network__node").count()).resolves.toBe(network.nodes.length);
      const links = picture.locator("a.network__node");
      await expect(links.count()).resolves.toBe(network.nodes.length - 1);
      // Each link is named with its document (and the lock where the user may not open it).
      const locked = network.nodes.filter((n) => n.document.locked).length;
      const lockWord = locale === "ar" ? "غير مشمول في اشتراكك" : "Not in your subscription";
      const names = await links.evaluateAll((as) => as.map((a) => a.getAttribute("aria-label") ?? ""));
      expect(names.filter((n) => n.endsWith(lockWord))).toHaveLength(locked);
      // The text alternative says what the picture holds and how to read it.
      const caption = await picture.locator("figcaption").innerText();
      expect(caption).toContain(String(network.nodes.length - 1));
      expect(caption).toContain(locale === "ar" ? "سهم" : "arrow");
      await picture.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `references-network-${locale}`, { viewport: true });
      // The tab with its picture: no serious or critical axe violation.
      await expect(axe(page)).resolves.toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.reload();
      await picture.locator("svg.network__svg").waitFor();
      await picture.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // The picture opens on this document's box.
      const [centre, frame] = await Promise.all([
        picture.locator("[aria-current='page']").boundingBox(),
        picture.locator(".network__scroll").boundingBox(),
      ]);
      expect(centre!.x).toBeGreaterThanOrEqual(frame!.x);
      expect(centre!.x + centre!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
      await reader.screenshot(page, `references-network-375-${locale}`, { viewport: true });
      // From the keyboard: a box takes focus and Enter opens its document.
      const first = links.first();
      const href = (await first.getAttribute("href")) ?? "";
      const code = new URLSearchParams(href.split("?")[1]).get("contentCode");
      await first.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => new URL(url).searchParams.get("contentCode") === code);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});

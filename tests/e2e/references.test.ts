// The References tab in Chromium (issue 27): a document's references by kind with what became of
// each (active, superseded by its newer edition with a link, not in the catalogue), and the
// documents that cite it, refinable by publisher. The citation graph is written here as the
// workers' detection would store it (its rules are tested in packages/documents and the workers);
// this test is about what the reader shows. English and Arabic, photographed.
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { beforeAll, describe, expect, it } from "vitest";
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

      // A reference opens the cited document.
      await refs.getByRole("link", { name: cited.displayDesignation }).first().click();
      await page.waitForURL(new RegExp(`contentCode=${encodeURIComponent(cited.contentCode).replace(/\|/g, "\\|")}`));
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});

// The revision alert e-mail as a mail client shows it (issue 25 §3): rendered by the workers'
// templates, then opened in Chromium at a desktop client's width (600 px) and a phone's (375 px),
// in English and in Arabic. It must fit (nothing sideways), read right to left in Arabic, and say
// what changed and what became of the recipient's compass points; photographed into
// test-artifacts/e2e/ to be looked at.
import type { Brand } from "@norma/workers/src/lib/mail/brand.ts";
import { renderEmail } from "@norma/workers/src/lib/mail/templates.tsx";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_DIR, SCREENSHOTS, workerChromium } from "../harness/browser.ts";

// A logo inline, so the picture does not depend on a network this test has not got.
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" fill="#00467f"/><text x="10" y="22" fill="#fff" font-family="sans-serif" font-size="16">Acme</text></svg>',
)}`;

const brand: Brand = {
  name: "Acme Standards Library",
  logoUrl: LOGO,
  primaryColor: "#00467f",
  accentColor: "#f2a900",
  supportEmail: "help@acme.example",
  supportPhone: "+1 555 0100",
  address: "1 Main Street, Springfield",
  privacyUrl: "https://acme.example/privacy",
};

const alert = {
  tenant: "Acme Standards Library",
  recipient: "Grace Whitfield",
  unsubscribeUrl: "https://reader.example/unsubscribe?t=x",
  items: [
    {
      change: "NEW_VERSION",
      designation: "ASTM D3039/D3039M-17",
      title: "Standard Test Method for Tensile Properties of Polymer Matrix Composite Materials",
      previousDesignation: "ASTM D3039/D3039M-14",
      documentUrl: "https://reader.example/document/?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US",
      compareUrl: "https://reader.example/document/?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US&compare=1",
      reason: "document",
      stopUrl: "https://reader.example/stop?t=y",
      clauseChanges: {
        added: 3,
        deleted: 0,
        revised: 2,
        revisedClauses: [
          { number: "13.1", changes: [{ removed: "35.60", added: "29.23" }] },
          { number: "14.1", changes: [{ removed: "Oct. 3, 2014", added: "Aug. 4, 2017" }] },
        ],
      },
      compassPoints: { carried: 2, toCheck: 1, pending: 0, listUrl: "https://reader.example/compass-points-list" },
    },
    {
      change: "WITHDRAWN",
      designation: "ASTM E4-20",
      title: "Standard Practices for Force Calibration and Verification of Testing Machines",
      statusFrom: "Active",
      statusTo: "Withdrawn",
      replacedBy: "ASTM E4-24",
      replacedByUrl: "https://reader.example/document/?contentCode=ASTM%7CE4-24%7Cen-US",
      documentUrl: "https://reader.example/document/?contentCode=ASTM%7CE4-20%7Cen-US",
      reason: "publisher",
      publisher: "ASTM",
      stopUrl: "https://reader.example/stop?t=z",
    },
  ],
};

describe("the revision alert e-mail in a mail client's window", { timeout: 120_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`fits 600 and 375 px and says what changed (${locale})`, async () => {
      const mail = await renderEmail("tracking-alert", locale, alert, brand);
      const browser = await workerChromium();
      const context = await browser.newContext({ viewport: { width: 600, height: 900 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.setContent(mail.html, { waitUntil: "load" });
        expect(await page.locator("html").getAttribute("dir")).toBe(locale === "ar" ? "rtl" : "ltr");
        const text = await page.locator("body").innerText();
        expect(text).toContain("ASTM D3039/D3039M-17");
        expect(text).toContain(locale === "ar" ? "البند 13.1" : "Clause 13.1");
        // Old before new in the reading direction: in Arabic the old date is right of the new one.
        const x = (words: string) =>
          page.evaluate((w) => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const at = n.textContent?.indexOf(w) ?? -1;
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(n, at);
              range.setEnd(n, at + w.length);
              return range.getBoundingClientRect().left;
            }
            return Number.NaN;
          }, words);
        const [older, newer] = [await x("Oct. 3, 2014"), await x("Aug. 4, 2017")];
        if (locale === "ar") expect(older).toBeGreaterThan(newer);
        else expect(older).toBeLessThan(newer);
        // The tenant's address reads as written, its house number first (left of the street).
        expect(await x("1 Main")).toBeLessThan(await x("Main Street"));
        for (const width of [600, 375]) {
          await page.setViewportSize({ width, height: 900 });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${locale} at ${width} px`).toBe(0);
          if (SCREENSHOTS)
            await page.screenshot({
              path: `${SCREENSHOT_DIR}/email-tracking-alert-${locale}-${width}.png`,
              fullPage: true,
            });
        }
      } finally {
        await context.close();
      }
    });
  }
});

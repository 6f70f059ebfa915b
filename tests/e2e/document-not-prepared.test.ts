// A document whose sanitised HTML is not prepared (issue 11): no stored copy, and the API's
// sanitiser fails, so GET /api/documents/html/{id} answers 503 problem+json document-not-prepared.
// The reader's HTML view says so in place — an alert, no frame, no error dialog, Print disabled —
// in English and in Arabic (right to left), and shows the document once the copy is there.

import type { HtmlSanitizer } from "@norma/api/src/modules/documents/sanitizer-pool.ts";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import { documentCopyKey } from "@norma/documents/html/sanitized-copies";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

/** A sanitiser that fails (as one that runs out of memory or time does). */
const failingSanitizer: HtmlSanitizer = {
  sanitize: () => Promise.reject(new Error("sanitiser unavailable")),
  close: async () => {},
};
const reader = useReader({ build: { sanitizer: failingSanitizer } });

const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const documentUrl = () => `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=html`;
const MESSAGES = {
  en: "This document could not be prepared for reading just now. Please try again in a minute.",
  ar: "تعذّر تجهيز هذا المستند للقراءة الآن. يُرجى المحاولة مرة أخرى بعد دقيقة.",
};

let copyKey: string;
let rawKey: string;
beforeAll(async () => {
  const doc = await reader.api.db.document.findUniqueOrThrow({
    where: { contentCode: CONTENT_CODE },
    include: { assets: { where: { kind: "HTML" } } },
  });
  copyKey = documentCopyKey(doc.assets[0].sha256);
  rawKey = doc.assets[0].storageKey;
  // Not prepared yet: no stored copy (the test catalogue may have one).
  await reader.api.storage.delete(copyKey);
});

async function openHtml(page: Page, language: "en" | "ar") {
  await reader.signIn(page);
  if (language === "ar") await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
  const answered = page.waitForResponse((r) => /\/api\/documents\/html\/\d+/.test(r.url()));
  await page.goto(documentUrl());
  return answered;
}

describe("a document whose sanitised HTML is not prepared", { timeout: 120_000 }, () => {
  for (const language of ["en", "ar"] as const) {
    it(`the HTML view says it could not be prepared and to try again (${language})`, async () => {
      const page = await reader.newPage();
      const response = await openHtml(page, language);
      expect(response.status()).toBe(503);
      expect(await response.json()).toMatchObject({
        type: "https://norma.example/problems/document-not-prepared",
        message: "error.document.not-prepared",
      });

      const alert = page.getByRole("alert").filter({ hasText: MESSAGES[language] });
      await alert.waitFor();
      await expect(alert.isVisible()).resolves.toBe(true);
      await expect(page.locator("iframe[sandbox]").count()).resolves.toBe(0);
      // Said in place: no error dialog over the page.
      await expect(page.getByRole("dialog").count()).resolves.toBe(0);
      const print = page.locator(".html-tab__tools button").first();
      await expect(print.isDisabled()).resolves.toBe(true);
      await expect(page.locator("html").getAttribute("dir")).resolves.toBe(language === "ar" ? "rtl" : "ltr");
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe(language);
      await reader.screenshot(page, `document-not-prepared-${language}`);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }

  it("once the copy is stored the same document opens in its frame", async () => {
    const raw = (await reader.api.storage.get(rawKey)).toString("utf8");
    await reader.api.storage.put(copyKey, sanitizeDocumentHtml(raw));
    try {
      const page = await reader.newPage();
      const response = await openHtml(page, "en");
      expect(response.status()).toBe(200);
      await page.frameLocator("iframe[sandbox]").locator("h1.doc-title").waitFor();
      await expect(page.getByText(MESSAGES.en).count()).resolves.toBe(0);
    } finally {
      await reader.api.storage.delete(copyKey);
    }
  });
});

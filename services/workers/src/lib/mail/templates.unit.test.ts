// Every template renders in each of the 14 interface locales with a tenant's brand: subject,
// HTML (lang, direction, logo, colours, support contact, address) and the plain-text part, every
// placeholder filled, what users typed escaped, and the tenant's name where a name belongs —
// never the product's.

import type { EmailTemplate } from "@norma/contracts/emails";
import { LOCALES } from "@norma/contracts/locales";
import { describe, expect, it } from "vitest";
import type { Brand } from "./brand.ts";
import { renderEmail } from "./templates.tsx";

const brand: Brand = {
  name: "Acme Standards Library",
  logoUrl: "https://reader.example/tenants/acme-logo.svg",
  primaryColor: "#123456",
  accentColor: "#abcdef",
  supportEmail: "help@acme.example",
  supportPhone: "+1 555 0100",
  address: "1 Main Street, Springfield",
  privacyUrl: "https://acme.example/privacy",
};

const DATA: Record<EmailTemplate, Record<string, unknown>> = {
  "compass-reanchor": {
    recipient: "Ada <b>Lovelace</b>",
    exactCount: 1,
    listUrl: "https://r.example/compass-points-list",
    items: [
      {
        name: "Calibration <interval>",
        placement: "MOVED",
        designation: "ISO 2",
        title: "Two",
        page: 4,
        pointUrl: "https://r.example/compasspoint/u",
        documentUrl: "https://r.example/document/?contentCode=c",
      },
    ],
  },
  "document-shared": {
    sender: "Ada <b>Lovelace</b>",
    designation: "ISO 9001:2015",
    title: "Quality",
    url: "https://r.example/d",
  },
  "share-invitation": {
    sender: "Ada",
    senderEmail: "ada@example.org",
    designation: "ISO 9001:2015",
    title: "Quality",
    url: "https://r.example/d",
    signInUrl: "https://r.example/?returnUrl=x",
  },
  "group-documents-shared": {
    sender: "Ada",
    recipient: "Grace",
    group: "Composites",
    groupUrl: "https://r.example/g",
    items: [
      { designation: "ISO 1", title: "One", url: "https://r.example/1" },
      { designation: "ISO 2", title: "Two", url: "https://r.example/2" },
    ],
  },
  "group-message": {
    sender: "Ada",
    group: "Composites",
    subject: "Hello",
    message: "Line one\n\nLine <two>",
    copy: false,
  },
  "user-invitation": {
    recipient: "Grace Hopper",
    email: "grace@acme.example",
    url: "https://r.example/set-password?key=abc&tenant=acme",
    expiresAt: "2026-12-01T10:30:00.000Z",
  },
  "webhook-endpoint-disabled": {
    recipient: "Grace Hopper",
    url: "https://erp.acme.example/hooks/standards",
    description: "ERP <sync>",
    failures: 50,
    lastError: "HTTP 503",
    disabledAt: "2026-12-01T10:30:00.000Z",
    consoleUrl: "https://r.example/admin/#/webhook-endpoints/7",
  },
  "revision-review": {
    kind: "assigned",
    recipient: "Grace Hopper",
    by: "Ada <b>Lovelace</b>",
    change: "NEW_VERSION",
    designation: "ASTM D3039-25",
    title: "Tensile properties",
    previousDesignation: "ASTM D3039-17",
    dueDate: "2026-12-15",
    reviewUrl: "https://r.example/reviews/7?tenant=acme",
  },
  "tracking-alert": {
    recipient: "Ada",
    unsubscribeUrl: "https://r.example/u",
    items: [
      {
        change: "NEW_VERSION",
        designation: "ISO 2",
        title: "Two",
        previousDesignation: "ISO 1",
        documentUrl: "https://r.example/2",
        reason: "document",
        stopUrl: "https://r.example/s",
      },
    ],
  },
};

describe("e-mail templates", () => {
  for (const template of Object.keys(DATA) as (keyof typeof DATA)[]) {
    it(`${template}: every locale, branded, placeholders filled, no product name`, async () => {
      const english = await renderEmail(template, "en", DATA[template], brand);
      for (const locale of LOCALES) {
        const mail = await renderEmail(template, locale, DATA[template], brand);
        const all = mail.subject + mail.html + mail.text;
        expect(all, locale).not.toMatch(/\{\{?\w+\}\}?/);
        expect(all, locale).not.toMatch(/Norma/);
        expect(mail.html, locale).toContain(`lang="${locale}"`);
        expect(mail.html, locale).toContain(`dir="${locale === "ar" ? "rtl" : "ltr"}"`);
        expect(mail.html).toContain(brand.logoUrl);
        expect(mail.html).toContain(brand.primaryColor);
        expect(mail.html).toContain("help@acme.example · +1 555 0100");
        expect(mail.html).toContain(brand.address);
        expect(mail.text).toContain(brand.name);
        expect(mail.text.length).toBeGreaterThan(40);
        if (locale !== "en") expect(mail.text, locale).not.toBe(english.text);
      }
    });
  }

  it("webhook-endpoint-disabled names the endpoint, when (in the reader's language), the last error and the console's page", async () => {
    const en = await renderEmail("webhook-endpoint-disabled", "en", DATA["webhook-endpoint-disabled"], brand);
    expect(en.subject).toBe("A webhook endpoint of Acme Standards Library was disabled");
    expect(en.text).toContain("https://erp.acme.example/hooks/standards");
    expect(en.text).toContain("failed 50 delivery attempts in a row");
    expect(en.text).toContain("December 1, 2026");
    expect(en.text).toContain("HTTP 503");
    expect(en.text).toContain("https://r.example/admin/#/webhook-endpoints/7");
    expect(en.html).toContain("ERP &lt;sync&gt;");
    const de = await renderEmail("webhook-endpoint-disabled", "de", DATA["webhook-endpoint-disabled"], brand);
    expect(de.subject).toBe("Ein Webhook-Endpunkt von Acme Standards Library wurde deaktiviert");
    expect(de.text).toContain("1. Dezember 2026");
    const ar = await renderEmail("webhook-endpoint-disabled", "ar", DATA["webhook-endpoint-disabled"], brand);
    expect(ar.subject).toContain("webhook");
    expect(ar.html).toContain('dir="ltr"');
    await expect(
      renderEmail(
        "webhook-endpoint-disabled",
        "en",
        { ...DATA["webhook-endpoint-disabled"], disabledAt: "soon" },
        brand,
      ),
    ).rejects.toThrow(/disabledAt/);
  });

  it("escapes what users typed", async () => {
    const shared = await renderEmail("document-shared", "en", DATA["document-shared"], brand);
    expect(shared.html).not.toContain("<b>Lovelace</b>");
    const message = await renderEmail("group-message", "en", DATA["group-message"], brand);
    expect(message.html).toContain("Line &lt;two&gt;");
    expect(message.text).toContain("Line <two>");
    const reanchor = await renderEmail("compass-reanchor", "en", DATA["compass-reanchor"], brand);
    expect(reanchor.html).not.toContain("<interval>");
    expect(reanchor.html).toContain("Calibration &lt;interval&gt;");
    expect(reanchor.html).not.toContain("<b>Lovelace</b>");
  });

  it("compass-reanchor says what happened (moved to a clause, could not be found), its links apart in plain text", async () => {
    const items = [
      { ...(DATA["compass-reanchor"].items as object[])[0], clause: "6.3" },
      {
        name: "Gone",
        placement: "ORPHANED",
        designation: "ISO 2",
        title: "Two",
        page: null,
        pointUrl: "https://r.example/compasspoint/v",
        documentUrl: "https://r.example/document/?contentCode=d",
      },
    ];
    const mail = await renderEmail("compass-reanchor", "en", { ...DATA["compass-reanchor"], items }, brand);
    expect(mail.text).toContain("Moved to clause 6.3: please check");
    expect(mail.text).toContain("Could not be found in the new edition");
    // Every link on a line of its own, never run into the next button's words.
    expect(mail.text).toMatch(/https:\/\/r\.example\/compasspoint\/u\n/);
    expect(mail.text).not.toMatch(/compasspoint\/u\S*Open/);
    const ar = await renderEmail("compass-reanchor", "ar", { ...DATA["compass-reanchor"], items }, brand);
    expect(ar.text).toContain("البند 6.3");
  });

  it("without a tenant row the job's tenant name brands the e-mail", async () => {
    const mail = await renderEmail("document-shared", "en", { ...DATA["document-shared"], tenant: "Plain Tenant" });
    expect(mail.html).toContain("Plain Tenant");
    expect(mail.subject).toContain("shared ISO 9001:2015");
  });

  it("user-invitation: the link, the address and the expiry in the recipient's language", async () => {
    const en = await renderEmail("user-invitation", "en", DATA["user-invitation"], brand);
    expect(en.subject).toBe("Your account on Acme Standards Library: choose your password");
    expect(en.html).toContain('href="https://r.example/set-password?key=abc&amp;tenant=acme"');
    expect(en.text).toContain("grace@acme.example");
    expect(en.text).toContain("December 1, 2026");
    const de = await renderEmail("user-invitation", "de", DATA["user-invitation"], brand);
    expect(de.text).toContain("1. Dezember 2026");
    await expect(
      renderEmail("user-invitation", "en", { ...DATA["user-invitation"], expiresAt: "soon" }, brand),
    ).rejects.toThrow("template data 'expiresAt' is not a date");
  });

  it("refuses incomplete data before rendering", async () => {
    await expect(
      renderEmail("group-documents-shared", "en", { ...DATA["group-documents-shared"], items: [] }, brand),
    ).rejects.toThrow("template data 'items' is required");
    await expect(renderEmail("share-invitation", "en", { sender: "x" }, brand)).rejects.toThrow(
      "template data 'senderEmail' is required",
    );
  });
});

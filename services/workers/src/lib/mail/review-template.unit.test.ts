// The revision review e-mail (issue 28, docs/reviews.md "E-mails") in each of its kinds: rendered
// in English and Arabic (right to left) with the tenant's brand and never the product's name, the
// document and its change, the due date in the reader's language, the action's item, the
// sign-off's comment, and the link to the reader's review page; incomplete data refused.
import type { ReviewMailKind } from "@norma/contracts/emails";
import { describe, expect, it } from "vitest";
import type { Brand } from "./brand.ts";
import { renderEmail } from "./templates.tsx";

const brand: Brand = {
  name: "Acme Standards Library",
  logoUrl: null,
  primaryColor: "#123456",
  accentColor: "#abcdef",
  supportEmail: null,
  supportPhone: null,
  address: null,
  privacyUrl: null,
};

const base = {
  recipient: "Grace Hopper",
  change: "NEW_VERSION",
  designation: "ASTM D3039-25",
  title: "Tensile properties",
  previousDesignation: "ASTM D3039-17",
  dueDate: "2026-12-15",
  reviewUrl: "https://r.example/reviews/7?tenant=acme",
};

const DATA: Record<ReviewMailKind, Record<string, unknown>> = {
  assigned: { ...base, kind: "assigned", by: "Ada Lovelace" },
  action: { ...base, kind: "action", by: "Ada Lovelace", item: "Clause 6.3 Specimens", dueDate: "2027-01-20" },
  reminder: { ...base, kind: "reminder" },
  overdue: { ...base, kind: "overdue" },
  "signed-off": { ...base, kind: "signed-off", by: "Ada Lovelace", comment: "No impact on our <procedures>" },
  "action-reminder": { ...base, kind: "action-reminder", item: "Clause 6.3 Specimens", dueDate: "2027-01-20" },
  "action-overdue": { ...base, kind: "action-overdue", item: "Clause 6.3 Specimens", dueDate: "2027-01-20" },
};

const SUBJECTS: Record<ReviewMailKind, string> = {
  assigned: "Please review ASTM D3039-25",
  action: "Action needed on ASTM D3039-25",
  reminder: "The review of ASTM D3039-25 is due on December 15, 2026",
  overdue: "The review of ASTM D3039-25 is overdue",
  "signed-off": "The review of ASTM D3039-25 has been signed off",
  "action-reminder": "An action on ASTM D3039-25 is due on January 20, 2027",
  "action-overdue": "An action on ASTM D3039-25 is overdue",
};

describe("revision review e-mail", () => {
  for (const kind of Object.keys(DATA) as ReviewMailKind[]) {
    it(`${kind}: English and Arabic, the tenant's brand, the review's link`, async () => {
      const en = await renderEmail("revision-review", "en", DATA[kind], brand);
      expect(en.subject).toBe(SUBJECTS[kind]);
      const ar = await renderEmail("revision-review", "ar", DATA[kind], brand);
      for (const mail of [en, ar]) {
        const all = mail.subject + mail.html + mail.text;
        expect(all).not.toMatch(/Norma/);
        expect(all).not.toMatch(/\{\{?\w+\}\}?/);
        expect(mail.text).toContain("Acme Standards Library");
        expect(mail.text).toContain("ASTM D3039-25");
        expect(mail.text).toContain("Tensile properties");
        expect(mail.html).toContain('href="https://r.example/reviews/7?tenant=acme"');
      }
      expect(en.html).toContain('dir="ltr"');
      expect(ar.html).toContain('dir="rtl"');
      expect(ar.html).toContain('lang="ar"');
      expect(ar.subject).not.toBe(en.subject);
      expect(ar.text).toContain("فتح المراجعة");
      expect(en.text).toContain("Open the review");
      expect(en.text).toContain("New edition ASTM D3039-25 replaces ASTM D3039-17.");
      expect(en.text).toContain("Hello Grace Hopper,");
    });
  }

  it("says who did it, the due date in the reader's language, the action's item and the comment", async () => {
    const assigned = await renderEmail("revision-review", "en", DATA.assigned, brand);
    expect(assigned.text).toContain("Ada Lovelace\u2069 has made you a reviewer");
    expect(assigned.text).toContain("Due date: December 15, 2026");
    const action = await renderEmail("revision-review", "en", DATA.action, brand);
    expect(action.text).toContain("Action on: \u2068Clause 6.3 Specimens\u2069");
    expect(action.text).toContain("Action due on January 20, 2027");
    for (const kind of ["action-reminder", "action-overdue"] as const) {
      const mail = await renderEmail("revision-review", "en", DATA[kind], brand);
      expect(mail.text).toContain("Action on: \u2068Clause 6.3 Specimens\u2069");
      expect(mail.text).toContain("Action due on January 20, 2027");
      expect(mail.text).toContain("An action you own in a review on Acme Standards Library");
      const ar = await renderEmail("revision-review", "ar", DATA[kind], brand);
      expect(ar.text).toContain("Clause 6.3 Specimens");
      expect(ar.text).toContain("مسؤول عنه");
    }
    const actionDe = await renderEmail("revision-review", "de", DATA["action-overdue"], brand);
    expect(actionDe.subject).toBe("Eine Maßnahme zu ASTM D3039-25 ist überfällig");
    expect(actionDe.text).toContain("20. Januar 2027");
    const overdue = await renderEmail("revision-review", "de", DATA.overdue, brand);
    expect(overdue.text).toContain("15. Dezember 2026");
    const signed = await renderEmail("revision-review", "en", DATA["signed-off"], brand);
    expect(signed.html).toContain("No impact on our &lt;procedures&gt;");
    expect(signed.text).not.toContain("Due date");
    const withdrawn = await renderEmail(
      "revision-review",
      "en",
      { ...DATA.reminder, change: "WITHDRAWN", previousDesignation: undefined },
      brand,
    );
    expect(withdrawn.text).toContain("ASTM D3039-25 has been withdrawn.");
  });

  it("refuses incomplete data before rendering", async () => {
    await expect(renderEmail("revision-review", "en", { ...DATA.assigned, kind: "other" }, brand)).rejects.toThrow(
      "template data 'kind' is invalid",
    );
    await expect(renderEmail("revision-review", "en", { ...DATA.assigned, by: "" }, brand)).rejects.toThrow(
      "template data 'by' is required",
    );
    await expect(renderEmail("revision-review", "en", { ...DATA.reminder, dueDate: undefined }, brand)).rejects.toThrow(
      "template data 'dueDate' is required",
    );
    await expect(
      renderEmail("revision-review", "en", { ...DATA["action-reminder"], item: undefined }, brand),
    ).rejects.toThrow("template data 'item' is required");
    await expect(
      renderEmail("revision-review", "en", { ...DATA["action-overdue"], dueDate: undefined }, brand),
    ).rejects.toThrow("template data 'dueDate' is required");
    await expect(renderEmail("revision-review", "en", { ...DATA.overdue, dueDate: "soon" }, brand)).rejects.toThrow(
      "template data 'dueDate' is not a date",
    );
  });
});

// The review's PDF for auditors (issue 28): read back with the project's PDF text code
// (@norma/documents/pdf/text, pdf.js), it holds the tenant's name and never the product's, the
// document and the change, every item with its decision, comment, action owner and due date, who
// decided when, the sign-off and the history; in Arabic the labels are Arabic, set right to left
// (the words come back in reading order and the lines end at the right margin); a language the
// fonts cannot write falls back to English labels; every locale's catalogue has every key. An
// action's done state (who, when, comment) is in its item and the history. CJK text and the
// tenant's logo: reviews-pdf-cjk.unit.test.ts.
import { LOCALES } from "@norma/contracts/locales";
import { reportFonts } from "@norma/documents/pdf/report-fonts";
import { extractText } from "@norma/documents/pdf/text";
import { describe, expect, it } from "vitest";
import { PDF_CATALOGUES, reviewPdf } from "./reviews-pdf.ts";
import type { Review, ReviewAuditEntry } from "./reviews-shapes.ts";

const sara = { userId: 7, name: "Sara Ahmed", email: "sara@example.com" };
const omar = { userId: 8, name: "عمر الفاروق", email: "omar@example.com" };

const review: Review = {
  id: 41,
  document: {
    contentId: 2,
    contentCode: "D1234-24",
    designation: "ASTM D1234-24",
    title: "Tensile Testing",
    status: "Active",
  },
  previousDocument: {
    contentId: 1,
    contentCode: "D1234-19",
    designation: "ASTM D1234-19",
    title: "Tensile Testing",
    status: "Historical",
  },
  change: "NEW_VERSION",
  origin: "MANUAL",
  status: "SIGNED_OFF",
  dueDate: "2026-12-31",
  overdue: false,
  openedAt: "2026-11-02T09:15:00.000Z",
  openedBy: sara,
  signedOffAt: "2026-11-20T16:40:00.000Z",
  items: { total: 3, decided: 3, actionNeeded: 1, actionsOpen: 0 },
  reviewers: [sara, omar],
  reviewerGroup: { id: 3, name: "Quality team" },
  clausesPending: false,
  signOff: { name: "Sara Ahmed", userId: 7, at: "2026-11-20T16:40:00.000Z", comment: "Checked against QP-12" },
  itemList: [
    {
      id: 101,
      kind: "CLAUSE",
      label: "5.2",
      detail: {
        change: "REVISED",
        number: "5.2",
        previousNumber: "5.1",
        heading: "Specimen conditioning",
        quote: "Condition the specimens for 40 h at 23 °C.",
      },
      decision: "ACTION_NEEDED",
      comment: "يجب تحديث الإجراء QP-12 قبل التدقيق",
      actionOwner: omar,
      actionDueDate: "2027-01-15",
      actionDone: { at: "2026-11-18T14:05:00.000Z", by: sara, comment: "QP-12 rev. C issued" },
      decidedBy: omar,
      decidedAt: "2026-11-10T11:00:00.000Z",
      version: 2,
    },
    {
      id: 102,
      kind: "COMPASS_POINT",
      label: "Torque limit",
      detail: { name: "Torque limit", placement: "FUZZY", carried: true, needsCheck: true },
      decision: "NO_IMPACT",
      comment: "Still valid",
      actionOwner: null,
      actionDueDate: null,
      actionDone: null,
      decidedBy: sara,
      decidedAt: "2026-11-11T08:30:00.000Z",
      version: 1,
    },
    {
      id: 103,
      kind: "REFERENCE",
      label: "ASTM E4-21",
      detail: { designation: "ASTM E4-21", title: "Force Verification", kind: "normative", clause: "7.3" },
      decision: "NOT_APPLICABLE",
      comment: null,
      actionOwner: null,
      actionDueDate: null,
      actionDone: null,
      decidedBy: sara,
      decidedAt: "2026-11-12T08:30:00.000Z",
      version: 1,
    },
  ],
  permissions: { assign: false, decide: false, signOff: false, actions: false },
};

const history: ReviewAuditEntry[] = [
  { id: 1, action: "OPEN", itemId: null, user: sara, at: "2026-11-02T09:15:00.000Z", data: {} },
  {
    id: 2,
    action: "DECIDE",
    itemId: 101,
    user: omar,
    at: "2026-11-10T11:00:00.000Z",
    data: { current: { decision: "ACTION_NEEDED" } },
  },
  {
    id: 3,
    action: "ACTION_DONE",
    itemId: 101,
    user: sara,
    at: "2026-11-18T14:05:00.000Z",
    data: { current: { done: true, comment: "QP-12 rev. C issued" } },
  },
  { id: 4, action: "SIGN_OFF", itemId: null, user: sara, at: "2026-11-20T16:40:00.000Z", data: {} },
];

const brand = { name: "Acme Standards Portal", primaryColor: "#00447c", accentColor: "#f7a800" };

async function read(locale: Parameters<typeof reviewPdf>[0]["locale"]) {
  const bytes = await reviewPdf({ review, history, brand, locale, now: new Date("2026-11-29T12:00:00Z") });
  const text = await extractText(bytes);
  return { bytes, text, all: text.lines.map((l) => l.text).join("\n") };
}

describe("the review's PDF", () => {
  it("holds the record an auditor asks for, in the tenant's name", async () => {
    const { bytes, all } = await read("en");
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    // Nor in its metadata (title, author, producer).
    expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/\bnorma\b|pdf-lib/i);
    for (const expected of [
      "Acme Standards Portal",
      "Revision review",
      "ASTM D1234-24 Tensile Testing",
      "New edition, replaces ASTM D1234-19",
      "Due date: December 31, 2026",
      "Reviewers: Sara Ahmed, ",
      "Reviewer group: Quality team",
      "Signed off by Sara Ahmed on November 20, 2026",
      "Comment: Checked against QP-12",
      "Revised: 5.1 → 5.2 Specimen conditioning",
      "Condition the specimens for 40 h at 23 °C.",
      "Action needed",
      "Action owner: ",
      " · due January 15, 2027",
      "Decided by Sara Ahmed on November 11, 2026 at 8:30 AM UTC",
      "Action done by Sara Ahmed on November 18, 2026 at 2:05 PM UTC",
      "What was done: QP-12 rev. C issued",
      "marked an action done — Revised: 5.1 → 5.2",
      "Torque limit",
      "Carried, needs a check",
      "No impact",
      "Still valid",
      "ASTM E4-21 Force Verification",
      "normative reference · clause 7.3",
      "Not applicable",
      "History",
      "opened the review",
      "recorded a decision — Revised: 5.1 → 5.2",
      "signed the review off",
      "Exported on November 29, 2026",
      "Page 1 of",
    ])
      expect(all, expected).toContain(expected);
    // Arabic inside English lines: its words come back right to left (pdf.js reads a line left to right).
    expect(all).toContain("Comment: التدقيق قبل QP-12 ");
    expect(all).toContain("Reviewers: Sara Ahmed, الفاروق عمر");
    expect(all).not.toMatch(/\bnorma\b/i);
  });

  it("is written in Arabic right to left, the words in reading order from the right", async () => {
    const { text, all } = await read("ar");
    // pdf.js gives each line's words left to right: an Arabic line read from the right is the line reversed.
    const fromRight = text.lines.map((l) => l.text.split(" ").reverse().join(" "));
    for (const expected of ["مراجعة إصدار", "يلزم إجراء", "تم البت في 3 من 3", "السجل"])
      expect(fromRight, expected).toContain(expected);
    // Names, designations and comments keep their own direction inside the Arabic sentences.
    expect(all).toContain("ASTM D1234-24 Tensile Testing");
    expect(all).toContain("ASTM D1234-19");
    expect(all).toContain("Sara Ahmed");
    // Right-aligned: the decision ends at the right margin less its indent (A4 595 pt, margin 50, indent 12).
    const line = text.lines.find((l) => l.text === "إجراء يلزم")!;
    const words = text.words.slice(line.start, line.end);
    expect(Math.max(...words.map((w) => w.x1))).toBeGreaterThan(595 - 50 - 14);
    expect(words.find((w) => w.text === "يلزم")!.x0).toBeGreaterThan(words.find((w) => w.text === "إجراء")!.x0);
    expect(all).not.toMatch(/\bnorma\b/i);
  });

  it("gives English labels where the fonts cannot write the language, the review's words as they are", async () => {
    // The machine's fonts less Noto Sans CJK (a machine without fonts-noto-cjk).
    const all = reportFonts();
    const fonts = {
      regular: all.regular.filter((f) => !/CJK/.test(f.file)),
      bold: all.bold.filter((f) => !/CJK/.test(f.file)),
    };
    const bytes = await reviewPdf({ review, history, brand, locale: "ja", fonts });
    const text = (await extractText(bytes)).lines.map((l) => l.text).join("\n");
    expect(text).toContain("Revision review");
    expect(text).toContain("Acme Standards Portal");
  });
});

describe("the PDF's labels", () => {
  const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const locale of LOCALES)
    it(`${locale}: every key of English with the same placeholders`, () => {
      const own = PDF_CATALOGUES[locale];
      expect(Object.keys(own).sort()).toEqual(Object.keys(PDF_CATALOGUES.en).sort());
      for (const [k, v] of Object.entries(PDF_CATALOGUES.en))
        expect(placeholders(own[k as keyof typeof own] ?? ""), `${locale} ${k}`).toEqual(placeholders(v));
    });
});

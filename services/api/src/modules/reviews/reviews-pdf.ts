// A review for auditors as PDF (issue 28, docs/reviews.md): the tenant's branding (its logo and
// name on a band of its primary colour, an accent rule; never the product's name), the document and the
// change, the state, due date and reviewers, the sign-off, every item — the changed clauses of the
// change summary with their change and words, the compass points, the citing documents — with its
// decision, comment, action owner and due date (and whether the action is done: by whom, when,
// with what comment) and who decided when, then the history (who did what, when). In the reader's language: Arabic right to left (flow-writer.ts orders each line by
// the bidirectional algorithm and sets Arabic in a font that has it); Chinese, Japanese and Korean
// in Noto Sans CJK (report-fonts.ts). A language the machine's fonts cannot write (CJK without
// fonts-noto-cjk) gets English labels, the review's own words as they are.
import { directionOf, type Locale } from "@norma/contracts/locales";
import { createTranslator } from "@norma/contracts/translator";
import type { Rgb } from "@norma/documents/pdf/annotations";
import { FlowWriter, hexColour } from "@norma/documents/pdf/flow-writer";
import { type ReportFonts, reportFonts } from "@norma/documents/pdf/report-fonts";
import { PDFDocument, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import type { PdfLogo } from "./reviews-logo.ts";
import catalogues from "./reviews-pdf.i18n.json" with { type: "json" };
import type { Review, ReviewAuditEntry, ReviewItem } from "./reviews-shapes.ts";

type Key = keyof typeof catalogues.en;

/** Every locale's labels (the tests hold them to the English source). */
export const PDF_CATALOGUES: Record<Locale, Partial<Record<Key, string>>> = catalogues;

const translatorFor = createTranslator(PDF_CATALOGUES);

export interface PdfBrand {
  name: string;
  primaryColor: string;
  accentColor: string;
}

export interface ReviewPdfInput {
  review: Review;
  history: ReviewAuditEntry[];
  brand: PdfBrand;
  locale: Locale;
  now?: Date;
  fonts?: ReportFonts;
  /** Folders to look in first for the fonts (the API's PDF_FONT_DIRS). */
  fontDirs?: readonly string[];
  /** The tenant's logo rendered for the band (reviews-logo.ts); none when absent. */
  logo?: PdfLogo | null;
}

/** A name or designation inside a sentence keeps its own direction (FSI … PDI). */
const iso = (s: string) => `\u2068${s}\u2069`;

const GREY: Rgb = [0.35, 0.35, 0.35];
const COLOUR = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

/** Black or white, whichever reads on the colour. */
function inkOn([r, g, b]: Rgb): Rgb {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? [0, 0, 0] : [1, 1, 1];
}

const CHANGE_KINDS = ["ADDED", "DELETED", "REVISED", "MOVED", "RENUMBERED"];
const CITATION_KINDS = ["normative", "informative", "bibliography"];
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

interface Ctx {
  w: FlowWriter;
  t: (key: Key, params?: Record<string, unknown>) => string;
  day: (iso: string | null) => string;
  moment: (iso: string | null) => string;
  primary: Rgb;
}

/** The labels' language: the reader's, unless the fonts cannot write it. */
function labelsLocale(locale: Locale, fonts: ReportFonts): Locale {
  const sample = translatorFor(locale)("title") + translatorFor(locale)("history");
  const covered = Array.from(sample).every((ch) => fonts.regular.some((f) => f.hasGlyph(ch.codePointAt(0)!)));
  return covered ? locale : "en";
}

function itemHeading(ctx: Ctx, item: ReviewItem): { heading: string; detail: string | null } {
  const d = item.detail as Record<string, unknown>;
  if (item.kind === "CLAUSE") {
    const change = CHANGE_KINDS.includes(String(d.change)) ? ctx.t(`changeKind.${d.change}` as Key) : null;
    const before = str(d.previousNumber);
    const now = str(d.number);
    const number = before && now && before !== now ? `${before} → ${now}` : (now ?? before ?? "");
    const heading = [change ? `${change}:` : null, number ? iso(number) : null, str(d.heading) ?? item.label]
      .filter(Boolean)
      .join(" ");
    return { heading, detail: str(d.quote) };
  }
  if (item.kind === "COMPASS_POINT") {
    const state =
      d.carried === false ? "point.notCarried" : d.needsCheck === true ? "point.needsCheck" : "point.carried";
    return { heading: str(d.name) ?? item.label, detail: ctx.t(state) };
  }
  const cited = CITATION_KINDS.includes(String(d.kind)) ? ctx.t(`reference.${d.kind}` as Key) : null;
  const clause = str(d.clause) ? ctx.t("reference.clause", { clause: iso(String(d.clause)) }) : null;
  return {
    heading: [str(d.designation) ?? item.label, str(d.title)].filter(Boolean).join(" "),
    detail: [cited, clause].filter(Boolean).join(" · ") || null,
  };
}

/** An action's owner and due date, and whether it is done: by whom, when, with what comment. */
function writeAction(ctx: Ctx, item: ReviewItem): void {
  const { w, t } = ctx;
  w.text(t("action", { owner: iso(item.actionOwner?.name ?? "—"), date: iso(ctx.day(item.actionDueDate)) }), {
    indent: 12,
    dir: w.direction,
  });
  const done = item.actionDone;
  if (!done) {
    w.text(t("actionNotDone"), { indent: 12, color: GREY, dir: w.direction });
    return;
  }
  w.text(t("actionDone", { name: iso(done.by.name), date: iso(ctx.moment(done.at)) }), {
    indent: 12,
    bold: true,
    dir: w.direction,
  });
  if (done.comment) w.text(`${t("actionDoneComment")}: ${iso(done.comment)}`, { indent: 12, dir: w.direction });
}

function writeItem(ctx: Ctx, item: ReviewItem): void {
  const { w, t } = ctx;
  const { heading, detail } = itemHeading(ctx, item);
  w.ensure(60);
  w.text(heading, { bold: true, size: 10.5 });
  if (detail) w.text(detail, { color: GREY, indent: 12, size: 9.5 });
  w.text(item.decision ? t(`decision.${item.decision}`) : t("undecided"), {
    bold: !!item.decision,
    color: item.decision ? ctx.primary : GREY,
    indent: 12,
    dir: w.direction,
  });
  if (item.comment) w.text(`${t("comment")}: ${iso(item.comment)}`, { indent: 12, dir: w.direction });
  if (item.decision === "ACTION_NEEDED") writeAction(ctx, item);
  if (item.decidedBy)
    w.text(t("decidedBy", { name: iso(item.decidedBy.name), date: iso(ctx.moment(item.decidedAt)) }), {
      indent: 12,
      color: GREY,
      size: 9,
      dir: w.direction,
    });
  w.rule([0.88, 0.88, 0.88], 0.5, 8);
}

function section(ctx: Ctx, title: string): void {
  ctx.w.ensure(50);
  ctx.w.gap(8);
  ctx.w.text(title, { bold: true, size: 12.5, color: ctx.primary, dir: ctx.w.direction, after: 4 });
}

function writeFacts(ctx: Ctx, r: Review): void {
  const { w, t } = ctx;
  const fact = (label: string, value: string) => w.text(`${label}: ${value}`, { dir: w.direction });
  w.text(`${r.document.designation} ${r.document.title}`, { bold: true, size: 15, after: 4 });
  w.text(
    r.change === "NEW_VERSION"
      ? t("change.NEW_VERSION", { previous: iso(r.previousDocument?.designation ?? "—") })
      : t("change.WITHDRAWN"),
    { dir: w.direction, after: 8 },
  );
  const state = r.status === "SIGNED_OFF" ? "state.signedOff" : r.overdue ? "state.overdue" : "state.open";
  fact(t("state"), t(state));
  fact(
    t("opened"),
    r.openedBy
      ? t("openedBy", { name: iso(r.openedBy.name), date: iso(ctx.moment(r.openedAt)) })
      : t("openedAuto", { date: iso(ctx.moment(r.openedAt)) }),
  );
  fact(t("due"), iso(ctx.day(r.dueDate)));
  fact(t("reviewers"), r.reviewers.length ? r.reviewers.map((p) => iso(p.name)).join(", ") : t("noReviewer"));
  if (r.reviewerGroup) fact(t("group"), iso(r.reviewerGroup.name));
  w.text(t("decided", { decided: r.items.decided, total: r.items.total }), { dir: w.direction });
}

function writeSignOff(ctx: Ctx, r: Review): void {
  const { w, t } = ctx;
  section(ctx, t("signOff"));
  if (!r.signOff) {
    w.text(t("notSignedOff"), { color: GREY, dir: w.direction });
    return;
  }
  w.text(t("signedOffBy", { name: iso(r.signOff.name), date: iso(ctx.moment(r.signOff.at)) }), {
    bold: true,
    dir: w.direction,
  });
  if (r.signOff.comment) w.text(`${t("comment")}: ${iso(r.signOff.comment)}`, { dir: w.direction });
  w.text(t("frozen"), { color: GREY, size: 9, dir: w.direction });
}

function writeItems(ctx: Ctx, r: Review): void {
  const { t } = ctx;
  if (!r.itemList.length && !r.clausesPending) {
    section(ctx, t("kind.CLAUSE"));
    ctx.w.text(t("noItems"), { color: GREY, dir: ctx.w.direction });
  }
  for (const kind of ["CLAUSE", "COMPASS_POINT", "REFERENCE"] as const) {
    const items = r.itemList.filter((i) => i.kind === kind);
    if (kind === "CLAUSE" && r.clausesPending) {
      section(ctx, t("kind.CLAUSE"));
      ctx.w.text(t("clausesPending"), { color: GREY, dir: ctx.w.direction });
    }
    if (!items.length) continue;
    section(ctx, `${t(`kind.${kind}`)} (${items.length})`);
    for (const item of items) writeItem(ctx, item);
  }
}

function writeHistory(ctx: Ctx, r: Review, history: ReviewAuditEntry[]): void {
  const { w, t } = ctx;
  section(ctx, t("history"));
  const labels = new Map(r.itemList.map((i) => [i.id, itemHeading(ctx, i).heading]));
  for (const h of history) {
    const who = h.user ? h.user.name : t("history.system");
    const item = h.itemId !== null ? labels.get(h.itemId) : undefined;
    const decision = (h.data as { current?: { decision?: string } }).current?.decision;
    const decided =
      decision && ["NO_IMPACT", "ACTION_NEEDED", "NOT_APPLICABLE"].includes(decision)
        ? `: ${t(`decision.${decision}` as Key)}`
        : "";
    const what = [t(`history.${h.action}`), item ? `— ${iso(item)}${decided}` : null].filter(Boolean).join(" ");
    w.text(`${iso(ctx.moment(h.at))} · ${iso(who)} ${what}`, { dir: w.direction, size: 9.5 });
  }
}

/** Each page's band: the tenant's logo (on a white tile) and name at the start, the title at the end. */
function bandOf(
  input: ReviewPdfInput,
  t: (key: Key) => string,
  colours: { primary: Rgb; accent: Rgb },
  logo: { image: PDFImage; width: number; height: number } | null,
  rtl: boolean,
) {
  return (page: PDFPage, w: FlowWriter) => {
    const { width, height } = page.getSize();
    page.drawRectangle({ x: 0, y: height - 44, width, height: 44, color: rgb(...colours.primary) });
    page.drawRectangle({ x: 0, y: height - 48, width, height: 4, color: rgb(...colours.accent) });
    const at = { y: height - 28, x0: w.margin.side, x1: width - w.margin.side, size: 14, bold: true };
    let nameAt = at;
    if (logo) {
      const tile = { width: logo.width + 8, height: logo.height + 8 };
      const x = rtl ? width - w.margin.side - tile.width : w.margin.side;
      const y = height - 22 - tile.height / 2;
      page.drawRectangle({ x, y, ...tile, color: rgb(1, 1, 1) });
      page.drawImage(logo.image, { x: x + 4, y: y + 4, width: logo.width, height: logo.height });
      nameAt = rtl ? { ...at, x1: x - 10 } : { ...at, x0: x + tile.width + 10 };
    }
    w.line(page, input.brand.name, { ...nameAt, align: "start" }, inkOn(colours.primary));
    w.line(page, t("title"), { ...at, size: 10, bold: false, align: "end" }, inkOn(colours.primary));
    return height - 72;
  };
}

/** The logo embedded once in the document; null (and no logo) when its PNG does not embed. */
async function embedLogo(doc: PDFDocument, logo: PdfLogo | null | undefined) {
  if (!logo) return null;
  try {
    return { image: await doc.embedPng(logo.png), width: logo.width, height: logo.height };
  } catch {
    return null;
  }
}

/** The review's record for auditors as a PDF. */
export async function reviewPdf(input: ReviewPdfInput): Promise<Uint8Array> {
  const fonts = input.fonts ?? reportFonts(input.fontDirs, input.locale);
  const locale = labelsLocale(input.locale, fonts);
  const translate = translatorFor(locale);
  const t = (key: Key, params?: Record<string, unknown>) => translate(key, params ?? {});
  const dates = new Intl.DateTimeFormat(input.locale, { dateStyle: "long", timeZone: "UTC" });
  const times = new Intl.DateTimeFormat(input.locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const primary = hexColour(COLOUR.test(input.brand.primaryColor) ? input.brand.primaryColor : "#1f4e79");
  const accent = hexColour(COLOUR.test(input.brand.accentColor) ? input.brand.accentColor : "#c5cdd6");
  const doc = await PDFDocument.create();
  const title = `${t("title")}: ${input.review.document.designation}`;
  doc.setTitle(title);
  doc.setAuthor(input.brand.name);
  doc.setCreator(input.brand.name);
  doc.setProducer(input.brand.name);
  doc.setLanguage(locale);
  const direction = directionOf(locale);
  const logo = await embedLogo(doc, input.logo);
  const band = bandOf(input, t, { primary, accent }, logo, direction === "rtl");
  const writer = await FlowWriter.create(doc, fonts, { direction, onPage: band });
  const ctx: Ctx = {
    w: writer,
    t,
    day: (d) => (d ? dates.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)) : "—"),
    moment: (d) => (d ? `${times.format(new Date(d))} UTC` : "—"),
    primary,
  };
  writeFacts(ctx, input.review);
  writeSignOff(ctx, input.review);
  writeItems(ctx, input.review);
  writeHistory(ctx, input.review, input.history);
  const exported = t("exported", { date: iso(ctx.moment((input.now ?? new Date()).toISOString())) });
  writer.pages.forEach((page, i) => {
    const footer = `${input.brand.name} · ${exported} · ${t("page", { page: i + 1, pages: writer.pages.length })}`;
    const at = { y: 28, x0: writer.margin.side, x1: page.getWidth() - writer.margin.side, size: 8 };
    writer.line(page, footer, { ...at, align: "center" }, GREY);
  });
  return doc.save();
}

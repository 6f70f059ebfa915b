// E-mail templates: each renders subject, text and HTML in the recipient's locale.
import { renderReanchorEmail } from "../../jobs/compass-reanchor/reanchor-email.ts";
import type { EmailTemplate, Locale } from "../../queues/contracts.ts";
import { escapeHtml, layout } from "./html.ts";
import { type MessageKey, translate } from "./messages.ts";
import { TRACKING_MESSAGES } from "./tracking-messages.ts";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export class TemplateDataError extends Error {}

const RTL = new Set<Locale>(["ar"]);

function need(data: Record<string, unknown>, ...keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = data[k];
    if (typeof v !== "string" || v.trim() === "") throw new TemplateDataError(`template data '${k}' is required`);
    out[k] = v;
  }
  return out;
}

function frame(locale: Locale, tenant: string, title: string, body: string) {
  return layout({
    lang: locale,
    dir: RTL.has(locale) ? "rtl" : "ltr",
    title,
    body,
    footer: escapeHtml(translate(locale, "footer.automatic", { tenant })),
  });
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

type Renderer = (locale: Locale, data: Record<string, unknown>) => RenderedEmail;

/** One changed document of a revision alert (built by jobs/tracking-alerts). */
export interface AlertItem {
  /** FIRST: first edition of a line (publisher trackers); NEW_VERSION: a new edition. */
  change: "FIRST" | "NEW_VERSION" | "WITHDRAWN" | "REPLACED" | "STATUS";
  designation: string;
  title: string;
  /** The superseded edition (NEW_VERSION). */
  previousDesignation?: string;
  /** The status change, of the superseded edition for a new version, else of the document. */
  statusFrom?: string;
  statusTo?: string;
  replacedBy?: string;
  replacedByUrl?: string;
  documentUrl: string;
  /** The compare view of the two editions (NEW_VERSION). */
  compareUrl?: string;
  reason: "document" | "publisher" | "workItem";
  publisher?: string;
  workItem?: string;
  /** Signed link that stops this tracking (the document, publisher or work item). */
  stopUrl: string;
}

const CHANGES = new Set(["FIRST", "NEW_VERSION", "WITHDRAWN", "REPLACED", "STATUS"]);
const REASONS = new Set(["document", "publisher", "workItem"]);

function alertItems(data: Record<string, unknown>): AlertItem[] {
  const items = data.items;
  if (!Array.isArray(items) || items.length === 0) throw new TemplateDataError("template data 'items' is required");
  return items.map((raw, i) => {
    const it = raw as Record<string, unknown>;
    for (const k of ["designation", "title", "documentUrl", "stopUrl"]) {
      if (typeof it?.[k] !== "string" || (it[k] as string).trim() === "")
        throw new TemplateDataError(`template data 'items[${i}].${k}' is required`);
    }
    if (!CHANGES.has(it.change as string)) throw new TemplateDataError(`template data 'items[${i}].change' is invalid`);
    if (!REASONS.has(it.reason as string)) throw new TemplateDataError(`template data 'items[${i}].reason' is invalid`);
    return it as unknown as AlertItem;
  });
}

/** A catalogue status in the reader's language (unknown statuses as they are). */
function statusLabel(locale: Locale, status: string): string {
  const key = `status.${status}`;
  return key in TRACKING_MESSAGES.en ? translate(locale, key as MessageKey) : status;
}

function alertSubject(locale: Locale, items: AlertItem[]): string {
  if (items.length > 1) return translate(locale, "alert.subject.digest", { count: items.length });
  const it = items[0];
  const p = {
    designation: it.designation,
    replacedBy: it.replacedBy ?? "",
    status: statusLabel(locale, it.statusTo ?? ""),
  };
  switch (it.change) {
    case "FIRST":
      return translate(locale, "alert.subject.first", p);
    case "NEW_VERSION":
      return translate(locale, "alert.subject.new", p);
    case "WITHDRAWN":
      return translate(locale, "alert.subject.withdrawn", p);
    case "REPLACED":
      return translate(locale, "alert.subject.replaced", p);
    default:
      return translate(locale, "alert.subject.status", p);
  }
}

/** The lines saying what changed, as text (the HTML escapes them). */
function alertLines(locale: Locale, it: AlertItem): string[] {
  const lines: string[] = [];
  if (it.change === "NEW_VERSION" && it.previousDesignation)
    lines.push(translate(locale, "alert.new", { designation: it.designation, previous: it.previousDesignation }));
  if (it.change === "FIRST") lines.push(translate(locale, "alert.first", { designation: it.designation }));
  if (it.statusFrom && it.statusTo && it.statusFrom !== it.statusTo) {
    const change = translate(locale, "alert.statusChange", {
      from: statusLabel(locale, it.statusFrom),
      to: statusLabel(locale, it.statusTo),
    });
    lines.push(
      it.change === "NEW_VERSION" && it.previousDesignation ? `${it.previousDesignation} — ${change}` : change,
    );
  }
  if (it.replacedBy) lines.push(translate(locale, "alert.replacedBy", { replacedBy: it.replacedBy }));
  return lines;
}

const reasonOf = (locale: Locale, it: AlertItem) =>
  translate(locale, `alert.reason.${it.reason}`, { publisher: it.publisher ?? "", workItem: it.workItem ?? "" });
const stopLabel = (locale: Locale, it: AlertItem) =>
  translate(locale, `alert.stop.${it.reason}`, { publisher: it.publisher ?? "" });

const BUTTON =
  "display:inline-block;margin:0 8px 8px 0;padding:8px 14px;background:#0b4f8a;color:#fff;text-decoration:none;border-radius:4px";
const SECONDARY =
  "display:inline-block;margin:0 8px 8px 0;padding:7px 13px;border:1px solid #0b4f8a;color:#0b4f8a;text-decoration:none;border-radius:4px";

const TEMPLATES: Record<EmailTemplate, Renderer> = {
  /** Compass points a new edition moved or orphaned (jobs/compass-reanchor; its own file). */
  "compass-reanchor": (locale, data) => renderReanchorEmail(locale, data),
  /** A document shared with a user by e-mail (spec 2: sharing). */
  "document-shared": (locale, data) => {
    const d = need(data, "sender", "tenant", "designation", "title", "url");
    const message = typeof data.message === "string" && data.message.trim() ? data.message.trim() : null;
    const subject = translate(locale, "shared.subject", d);
    const intro = translate(locale, "shared.intro", d);
    const text = [
      intro,
      "",
      `${d.designation} — ${d.title}`,
      d.url,
      ...(message ? ["", translate(locale, "shared.message", d), message] : []),
      "",
      translate(locale, "footer.automatic", d),
    ].join("\n");
    const body = `<p>${escapeHtml(intro)}</p>
<p style="font-size:16px"><strong>${escapeHtml(d.designation)}</strong><br>${escapeHtml(d.title)}</p>
${message ? `<p>${escapeHtml(translate(locale, "shared.message", d))}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #c5cdd6">${paragraphs(message)}</blockquote>` : ""}
<p><a href="${escapeHtml(d.url)}" style="display:inline-block;padding:10px 18px;background:#0b4f8a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(translate(locale, "shared.open", d))}</a></p>`;
    return { subject, text, html: frame(locale, d.tenant, subject, body) };
  },

  /** A member's message to every member of a group (spec 2: email group). */
  "group-message": (locale, data) => {
    const d = need(data, "sender", "tenant", "group", "subject", "message");
    const subject = translate(locale, "group.subject", d);
    const intro = translate(locale, "group.intro", d);
    const text = [intro, "", d.message, "", translate(locale, "footer.automatic", d)].join("\n");
    const body = `<p>${escapeHtml(intro)}</p>${paragraphs(d.message)}`;
    return { subject, text, html: frame(locale, d.tenant, subject, body) };
  },

  /** Revision alert: one e-mail per user and publish batch, a digest when several documents changed. */
  "tracking-alert": (locale, data) => {
    const d = need(data, "tenant", "recipient", "unsubscribeUrl");
    const items = alertItems(data);
    const subject = alertSubject(locale, items);
    const greeting = translate(locale, "alert.greeting", d);
    const intro =
      items.length > 1
        ? translate(locale, "alert.intro.many", { ...d, count: items.length })
        : translate(locale, "alert.intro.one", d);
    const text = [greeting, "", intro, ""];
    const blocks: string[] = [];
    for (const it of items) {
      const lines = alertLines(locale, it);
      text.push(
        `* ${it.designation} — ${it.title}`,
        ...lines.map((l) => `  ${l}`),
        `  ${translate(locale, "alert.open")}: ${it.documentUrl}`,
        ...(it.compareUrl ? [`  ${translate(locale, "alert.compare")}: ${it.compareUrl}`] : []),
        ...(it.replacedByUrl ? [`  ${it.replacedBy}: ${it.replacedByUrl}`] : []),
        `  ${reasonOf(locale, it)} ${stopLabel(locale, it)}: ${it.stopUrl}`,
        "",
      );
      blocks.push(`<div style="margin:0 0 20px;padding:14px 16px;border:1px solid #e4e7eb;border-radius:6px">
<p style="margin:0 0 8px;font-size:16px"><strong>${escapeHtml(it.designation)}</strong><br>${escapeHtml(it.title)}</p>
${lines.map((l) => `<p style="margin:0 0 6px">${escapeHtml(l)}</p>`).join("\n")}
<p style="margin:12px 0 4px"><a href="${escapeHtml(it.documentUrl)}" style="${BUTTON}">${escapeHtml(translate(locale, "alert.open"))}</a>${
        it.compareUrl
          ? `<a href="${escapeHtml(it.compareUrl)}" style="${SECONDARY}">${escapeHtml(translate(locale, "alert.compare"))}</a>`
          : ""
      }${it.replacedByUrl ? `<a href="${escapeHtml(it.replacedByUrl)}" style="${SECONDARY}">${escapeHtml(it.replacedBy ?? "")}</a>` : ""}</p>
<p style="margin:4px 0 0;font-size:12px;color:#6b7785">${escapeHtml(reasonOf(locale, it))} <a href="${escapeHtml(it.stopUrl)}" style="color:#6b7785">${escapeHtml(stopLabel(locale, it))}</a></p>
</div>`);
    }
    const unsubscribe = translate(locale, "alert.unsubscribe");
    text.push(`${unsubscribe}: ${d.unsubscribeUrl}`, "", translate(locale, "footer.automatic", d));
    const body = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
${blocks.join("\n")}
<p style="font-size:12px"><a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#6b7785">${escapeHtml(unsubscribe)}</a></p>`;
    return { subject, text: text.join("\n"), html: frame(locale, d.tenant, subject, body) };
  },
};

export function renderEmail(template: EmailTemplate, locale: Locale, data: Record<string, unknown>): RenderedEmail {
  const render = TEMPLATES[template];
  if (!render) throw new TemplateDataError(`unknown e-mail template '${template}'`);
  return render(locale, data);
}

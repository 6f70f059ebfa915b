/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas pin the automatic JSX runtime: tsx in forked worker processes runs from the
// repository root, where no tsconfig sets it.)
// The e-mail templates: one React Email component per message, in the shared branded layout,
// translated with the server's i18next (i18n.ts). renderEmail gives the subject, the HTML and its
// plain-text alternative.

import type { AlertItem, EmailTemplate, ReanchorItem, SharedItem } from "@norma/contracts/emails";
import type { Locale } from "@norma/contracts/locales";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { TFunction } from "i18next";
import { type Brand, plainBrand } from "./brand.ts";
import { CATALOGUES, type MessageKey, translatorFor } from "./i18n.ts";
import { ActionButton, BrandedLayout, Paragraphs, SecondaryButton } from "./layout.tsx";
import { revisionReview } from "./review-template.tsx";
import { type Data, need, strong, type Template, TemplateDataError } from "./template-kit.ts";

export { TemplateDataError };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

// ── sharing ──

/** A document shared with a user of the tenant. */
const documentShared: Template = ({ t, brand }, data) => {
  const d = need(data, "sender", "designation", "title", "url");
  const p = { ...d, tenant: brand.name };
  return {
    subject: t("shared.subject", p),
    body: (
      <>
        <Text>{t("shared.intro", p)}</Text>
        <Text style={strong}>{d.designation}</Text>
        <Text style={{ marginTop: 0 }}>{d.title}</Text>
        <ActionButton href={d.url} brand={brand}>
          {t("shared.open")}
        </ActionButton>
      </>
    ),
  };
};

/** An e-mail address that is no user of the tenant: who shared what, and how to get in. */
const shareInvitation: Template = ({ t, brand }, data) => {
  const d = need(data, "sender", "senderEmail", "designation", "title", "url", "signInUrl");
  const p = { ...d, tenant: brand.name };
  return {
    subject: t("invite.subject", p),
    body: (
      <>
        <Text>{t("invite.intro", p)}</Text>
        <Text style={strong}>{d.designation}</Text>
        <Text style={{ marginTop: 0 }}>{d.title}</Text>
        <Text>{t("invite.howTo", p)}</Text>
        <ActionButton href={d.signInUrl} brand={brand}>
          {t("invite.signIn")}
        </ActionButton>
        <SecondaryButton href={d.url} brand={brand}>
          {t("shared.open")}
        </SecondaryButton>
      </>
    ),
  };
};

function sharedItems(data: Data): SharedItem[] {
  const items = data.items;
  if (!Array.isArray(items) || items.length === 0) throw new TemplateDataError("template data 'items' is required");
  return items.map((raw, i) => {
    const it = raw as Record<string, unknown>;
    for (const k of ["designation", "title", "url"])
      if (typeof it?.[k] !== "string" || (it[k] as string).trim() === "")
        throw new TemplateDataError(`template data 'items[${i}].${k}' is required`);
    return it as unknown as SharedItem;
  });
}

/** Documents shared with a group, to one member. */
const groupDocumentsShared: Template = ({ t, brand }, data) => {
  const d = need(data, "sender", "recipient", "group", "groupUrl");
  const items = sharedItems(data);
  const p = { ...d, tenant: brand.name, designation: items[0].designation, count: items.length };
  return {
    subject: items.length === 1 ? t("groupShare.subject.one", p) : t("groupShare.subject.many", p),
    body: (
      <>
        <Text>{t("layout.greeting", p)}</Text>
        <Text>{t("groupShare.intro", p)}</Text>
        {items.map((it) => (
          <Section
            key={it.url}
            style={{ margin: "0 0 14px", padding: "12px 14px", border: "1px solid #e4e7eb", borderRadius: "6px" }}
          >
            <Text style={strong}>{it.designation}</Text>
            <Text style={{ margin: "0 0 8px" }}>{it.title}</Text>
            <ActionButton href={it.url} brand={brand}>
              {t("shared.open")}
            </ActionButton>
          </Section>
        ))}
        <SecondaryButton href={d.groupUrl} brand={brand}>
          {t("groupShare.openGroup")}
        </SecondaryButton>
      </>
    ),
  };
};

/** A member's message to the group (or the sender's copy of it). */
const groupMessage: Template = ({ t, brand }, data) => {
  const d = need(data, "sender", "group", "subject", "message");
  const p = { ...d, tenant: brand.name };
  const groupUrl = typeof data.groupUrl === "string" && data.groupUrl ? data.groupUrl : null;
  return {
    subject: t("group.subject", p),
    body: (
      <>
        <Text>{data.copy === true ? t("group.copy", p) : t("group.intro", p)}</Text>
        <Paragraphs text={d.message} quoted={brand} />
        {groupUrl && (
          <SecondaryButton href={groupUrl} brand={brand}>
            {t("groupShare.openGroup")}
          </SecondaryButton>
        )}
      </>
    ),
  };
};

// ── revision alerts ──

// AlertItem (one changed document) is the contract's: @norma/contracts/emails.
const CHANGES = new Set(["FIRST", "NEW_VERSION", "WITHDRAWN", "REPLACED", "STATUS"]);
const REASONS = new Set(["document", "publisher", "workItem", "reference"]);

function alertItems(data: Data): AlertItem[] {
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
function statusLabel(t: TFunction, status: string): string {
  const key = `status.${status}`;
  return key in CATALOGUES.en ? t(key) : status;
}

function alertSubject(t: TFunction, items: AlertItem[]): string {
  if (items.length > 1) return t("alert.subject.digest", { count: items.length });
  const it = items[0];
  const p = { designation: it.designation, replacedBy: it.replacedBy ?? "", status: statusLabel(t, it.statusTo ?? "") };
  const key: Record<AlertItem["change"], MessageKey> = {
    FIRST: "alert.subject.first",
    NEW_VERSION: "alert.subject.new",
    WITHDRAWN: "alert.subject.withdrawn",
    REPLACED: "alert.subject.replaced",
    STATUS: "alert.subject.status",
  };
  return t(key[it.change] ?? "alert.subject.status", p);
}

/** The lines saying what changed. */
function alertLines(t: TFunction, it: AlertItem): string[] {
  const lines: string[] = [];
  if (it.change === "NEW_VERSION" && it.previousDesignation)
    lines.push(t("alert.new", { designation: it.designation, previous: it.previousDesignation }));
  if (it.change === "FIRST") lines.push(t("alert.first", { designation: it.designation }));
  if (it.statusFrom && it.statusTo && it.statusFrom !== it.statusTo) {
    const change = t("alert.statusChange", { from: statusLabel(t, it.statusFrom), to: statusLabel(t, it.statusTo) });
    lines.push(
      it.change === "NEW_VERSION" && it.previousDesignation ? `${it.previousDesignation} — ${change}` : change,
    );
  }
  if (it.replacedBy) lines.push(t("alert.replacedBy", { replacedBy: it.replacedBy }));
  return lines;
}

/** A new edition's clause changes: the counts, then the first revised clauses with their words (old → new). */
function clauseLines(t: TFunction, it: AlertItem): string[] {
  const c = it.clauseChanges;
  if (!c || c.added + c.deleted + c.revised === 0) return [];
  // Each quoted text is isolated (FSI … PDI): the document's words are often in another direction
  // than the message's, and without isolation an Arabic line "«old» ← «new»" around English words
  // is laid out as one left-to-right run whose arrow then points from the new text to the old.
  const isolated = (text: string) => (text ? `\u2068${text}\u2069` : text);
  const words = (raw: { removed: string; added: string }) => {
    const w = { removed: isolated(raw.removed), added: isolated(raw.added) };
    return raw.removed && raw.added
      ? t("alert.clauses.replaced", w)
      : raw.added
        ? t("alert.clauses.inserted", w)
        : t("alert.clauses.removed", w);
  };
  return [
    t("alert.clauses.counts", c),
    ...c.revisedClauses.map((r) =>
      t("alert.clauses.revised", { number: r.number, changes: r.changes.map(words).join("; ") }),
    ),
  ];
}

/** Revision alert: one e-mail per user and publish batch, a digest when several documents changed. */
const trackingAlert: Template = ({ t, brand }, data) => {
  const d = need(data, "recipient", "unsubscribeUrl");
  const items = alertItems(data);
  const p = { ...d, tenant: brand.name, count: items.length };
  const muted = { color: "#6b7785", fontSize: "12px" } as const;
  return {
    subject: alertSubject(t, items),
    body: (
      <>
        <Text>{t("alert.greeting", p)}</Text>
        <Text>{items.length > 1 ? t("alert.intro.many", p) : t("alert.intro.one", p)}</Text>
        {items.map((it) => (
          <Section
            key={`${it.designation}|${it.documentUrl}`}
            style={{ margin: "0 0 20px", padding: "14px 16px", border: "1px solid #e4e7eb", borderRadius: "6px" }}
          >
            <Text style={strong}>{it.designation}</Text>
            <Text style={{ margin: "0 0 8px" }}>{it.title}</Text>
            {alertLines(t, it).map((line) => (
              <Text key={line} style={{ margin: "0 0 6px" }}>
                {line}
              </Text>
            ))}
            {clauseLines(t, it).map((line, i) => (
              <Text key={line} style={i === 0 ? { margin: "8px 0 4px", fontWeight: 600 } : { margin: "0 0 4px 12px" }}>
                {line}
              </Text>
            ))}
            {it.compassPoints && (
              <Text style={{ margin: "8px 0 4px" }}>
                {it.compassPoints.carried + it.compassPoints.toCheck > 0 && t("alert.points.summary", it.compassPoints)}
                {it.compassPoints.pending > 0 && ` ${t("alert.points.pending", it.compassPoints)}`}{" "}
                <a href={it.compassPoints.listUrl}>{t("alert.points.open")}</a>
              </Text>
            )}
            <Section style={{ margin: "12px 0 4px" }}>
              <ActionButton href={it.documentUrl} brand={brand}>
                {t("alert.open")}
              </ActionButton>
              {it.compareUrl && (
                <SecondaryButton href={it.compareUrl} brand={brand}>
                  {t("alert.compare")}
                </SecondaryButton>
              )}
              {it.replacedByUrl && (
                <SecondaryButton href={it.replacedByUrl} brand={brand}>
                  {it.replacedBy ?? ""}
                </SecondaryButton>
              )}
            </Section>
            <Text style={{ margin: "4px 0 0", ...muted }}>
              {t(`alert.reason.${it.reason}`, {
                publisher: it.publisher ?? "",
                workItem: it.workItem ?? "",
                referencedBy: (it.referencedBy ?? []).join(", "),
              })}{" "}
              <a href={it.stopUrl} style={muted}>
                {t(`alert.stop.${it.reason}`, {
                  publisher: it.publisher ?? "",
                  referencedBy: (it.referencedBy ?? [])[0] ?? "",
                })}
              </a>
            </Text>
          </Section>
        ))}
        <Text style={muted}>
          <a href={d.unsubscribeUrl} style={muted}>
            {t("alert.unsubscribe")}
          </a>
        </Text>
      </>
    ),
  };
};

// ── compass points carried to a new edition ──

// ReanchorItem (a moved or orphaned compass point) is the contract's: @norma/contracts/emails.
function reanchorItems(data: Data): ReanchorItem[] {
  const items = data.items;
  if (!Array.isArray(items) || items.length === 0) throw new TemplateDataError("template data 'items' is required");
  return items.map((raw, i) => {
    const it = raw as Record<string, unknown>;
    for (const k of ["name", "designation", "pointUrl", "documentUrl"])
      if (typeof it?.[k] !== "string" || (it[k] as string).trim() === "")
        throw new TemplateDataError(`template data 'items[${i}].${k}' is required`);
    if (it.placement !== "MOVED" && it.placement !== "ORPHANED")
      throw new TemplateDataError(`template data 'items[${i}].placement' is invalid`);
    return it as unknown as ReanchorItem;
  });
}

/**
 * The owner's compass points a new edition moved (placed on changed text, in the clause named
 * when known) or orphaned (could not be found): one e-mail per owner and publish batch, each
 * point with its link, a moved one also with the document opened at it; how many more were
 * placed on unchanged text; all their points. A point orphaned before is not listed again.
 */
const compassReanchor: Template = ({ t, brand }, data) => {
  const d = need(data, "recipient");
  const items = reanchorItems(data);
  const exactCount = Math.max(0, Math.floor(Number(data.exactCount ?? 0)) || 0);
  const listUrl = typeof data.listUrl === "string" && data.listUrl ? data.listUrl : null;
  const muted = { color: "#3e4c59" } as const;
  return {
    subject: t("reanchor.subject", { count: items.length }),
    body: (
      <>
        <Text>{t("layout.greeting", d)}</Text>
        <Text>{t("reanchor.intro")}</Text>
        {items.map((it) => (
          <Section
            key={it.pointUrl}
            style={{ margin: "0 0 16px", padding: "12px 14px", border: "1px solid #e4e7eb", borderRadius: "6px" }}
          >
            <Text style={strong}>{it.name}</Text>
            <Text style={{ margin: "0 0 6px", ...muted }}>
              {it.designation}
              {it.title ? ` — ${it.title}` : ""}
              {it.page ? ` (${t("reanchor.page", { page: it.page })})` : ""}
            </Text>
            <Text style={{ margin: "0 0 10px" }}>
              {it.placement === "ORPHANED"
                ? t("reanchor.orphaned")
                : typeof it.clause === "string" && it.clause
                  ? t("reanchor.movedClause", { clause: it.clause })
                  : t("reanchor.moved")}
            </Text>
            {/* Each link in a block of its own: the plain-text part keeps them on separate lines. */}
            <div>
              <ActionButton href={it.pointUrl} brand={brand}>
                {t("reanchor.openPoint")}
              </ActionButton>
            </div>
            {it.placement === "MOVED" && (
              <div>
                <SecondaryButton href={it.documentUrl} brand={brand}>
                  {t("reanchor.openDocument")}
                </SecondaryButton>
              </div>
            )}
          </Section>
        ))}
        {exactCount > 0 && <Text style={muted}>{t("reanchor.exact", { count: exactCount })}</Text>}
        {listUrl && (
          <SecondaryButton href={listUrl} brand={brand}>
            {t("reanchor.list")}
          </SecondaryButton>
        )}
      </>
    ),
  };
};

// ── accounts ──

/**
 * An administrator created the user: a single-use link to choose the first password (the API
 * keeps only its SHA-256), with the date it stops working in the recipient's language.
 */
const userInvitation: Template = ({ locale, t, brand }, data) => {
  const d = need(data, "recipient", "email", "url", "expiresAt");
  const expiresAt = new Date(d.expiresAt);
  if (Number.isNaN(expiresAt.getTime())) throw new TemplateDataError("template data 'expiresAt' is not a date");
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    expiresAt,
  );
  const p = { ...d, tenant: brand.name, expires: `${expires} UTC` };
  return {
    subject: t("userInvite.subject", p),
    body: (
      <>
        <Text>{t("layout.greeting", p)}</Text>
        <Text>{t("userInvite.intro", p)}</Text>
        <Text>{t("userInvite.howTo", p)}</Text>
        <ActionButton href={d.url} brand={brand}>
          {t("userInvite.action")}
        </ActionButton>
        <Text style={{ color: "#6b7785", fontSize: "12px" }}>{t("userInvite.ignore", p)}</Text>
      </>
    ),
  };
};

// ── webhooks ──

/**
 * A webhook endpoint the workers disabled after persistent failure, to its owner: which one, when
 * (in the recipient's language), the last error, what to do, and the console's page of it.
 */
const webhookEndpointDisabled: Template = ({ locale, t, brand }, data) => {
  const d = need(data, "recipient", "url", "lastError", "disabledAt", "consoleUrl");
  const at = new Date(d.disabledAt);
  if (Number.isNaN(at.getTime())) throw new TemplateDataError("template data 'disabledAt' is not a date");
  const failures = Math.max(0, Math.floor(Number(data.failures ?? 0)) || 0);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at);
  const description = typeof data.description === "string" ? data.description.trim() : "";
  const p = { ...d, tenant: brand.name, failures, disabledAt: `${when} UTC` };
  return {
    subject: t("webhookDisabled.subject", p),
    body: (
      <>
        <Text>{t("layout.greeting", p)}</Text>
        <Text>{t("webhookDisabled.intro", p)}</Text>
        <Section style={{ margin: "0 0 16px", padding: "12px 14px", border: "1px solid #e4e7eb", borderRadius: "6px" }}>
          {/* A URL reads left to right in every language. */}
          <Text style={{ ...strong, wordBreak: "break-all" }} dir="ltr">
            {d.url}
          </Text>
          {description && <Text style={{ margin: "0 0 6px" }}>{description}</Text>}
          <Text style={{ margin: 0, color: "#3e4c59" }}>
            {t("webhookDisabled.lastError", { error: `\u2068${d.lastError}\u2069` })}
          </Text>
        </Section>
        <Text>{t("webhookDisabled.howTo", p)}</Text>
        <ActionButton href={d.consoleUrl} brand={brand}>
          {t("webhookDisabled.action")}
        </ActionButton>
      </>
    ),
  };
};

const TEMPLATES: Record<EmailTemplate, Template> = {
  "compass-reanchor": compassReanchor,
  "document-shared": documentShared,
  "share-invitation": shareInvitation,
  "group-documents-shared": groupDocumentsShared,
  "group-message": groupMessage,
  "tracking-alert": trackingAlert,
  "user-invitation": userInvitation,
  "webhook-endpoint-disabled": webhookEndpointDisabled,
  "revision-review": revisionReview,
};

/**
 * Renders a template in a locale with a tenant's brand (without one, a neutral brand named by
 * the job's `tenant`). Template data errors throw TemplateDataError before anything is rendered.
 */
export async function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  data: Data,
  brand?: Brand | null,
): Promise<RenderedEmail> {
  const make = TEMPLATES[template];
  if (!make) throw new TemplateDataError(`unknown e-mail template '${template}'`);
  const b = brand ?? plainBrand(need(data, "tenant").tenant);
  const t = translatorFor(locale);
  const message = make({ locale, t, brand: b }, data);
  const element = (
    <BrandedLayout locale={locale} t={t} brand={b} preview={message.subject}>
      {message.body}
    </BrandedLayout>
  );
  // One render: the plain-text alternative is derived from the HTML (rendering twice doubled the
  // cost of a 1,000-recipient alert fan-out).
  const html = await render(element);
  return { subject: message.subject, html, text: toPlainText(html) };
}

// The tenant's access messages (spec 1 §6, §8; 3 §8): no access (with the support contacts and
// the sales link), no PDF, no content, the generic error. Keys come from the tenant's
// content-access-messages; their texts interpolate the tenant name and support contacts.
import type { TenantConfig } from "../../api/types.ts";
import i18n from "../../i18n/index.ts";
import { translateKey } from "../../i18n/translate-key.ts";
import { type DialogResult, showDialog } from "../notify/notify-store.ts";
import { messageParams, tenantText } from "../tenant/tenant-config.ts";

export const CAN_NOT_FIND_CONTENT = "Can not find content";

export type MessageKind = "content-no-access-i18n-key" | "content-no-pdf" | "feature-no-access" | "generic-error";

const DEFAULT_KEYS: Record<MessageKind, string> = {
  "content-no-access-i18n-key": "error.content-no-access",
  "content-no-pdf": "error.content-no-pdf",
  "feature-no-access": "error.feature-no-access",
  "generic-error": "error.generic",
};

/** `{{name}}` placeholders of a tenant's own text, filled like the translated messages' ones. */
export function fillParams(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? params[name] : whole));
}

/**
 * The message of `kind` in the reader's language: the tenant's own text for that language
 * (tenant texts `access.<kind>`, edited in the console), else the translation of the key the
 * tenant names, else the product's default.
 */
export function tenantMessage(config: TenantConfig, kind: MessageKind, language = i18n.language): string {
  const params = messageParams(config);
  const own = tenantText(config, `access.${kind}`, null, language);
  if (own) return fillParams(own.text, params);
  const key = config["content-access-messages"][kind];
  return translateKey(key, params) ?? translateKey(DEFAULT_KEYS[kind], params) ?? "";
}

function contactLinks(config: TenantConfig, withSales: boolean) {
  const p = messageParams(config);
  const links: { label: string; href: string }[] = [];
  if (p.supportEmail)
    links.push({ label: i18n.t("access.email", { email: p.supportEmail }), href: `mailto:${p.supportEmail}` });
  if (p.supportPhone)
    links.push({
      label: i18n.t("access.phone", { phone: p.supportPhone }),
      href: `tel:${p.supportPhone.replace(/[^+0-9]/g, "")}`,
    });
  if (p.contactLink && /^https?:\/\//.test(p.contactLink))
    links.push({ label: i18n.t("access.contact"), href: p.contactLink });
  if (withSales && p.salesLink && /^https?:\/\//.test(p.salesLink))
    links.push({ label: i18n.t("access.sales"), href: p.salesLink });
  return links;
}

/** Where the document was opened from: a search's text offers the same search in the user's subscriptions. */
export interface OpenedFrom {
  searchQuery?: string | null;
}

export function showNoAccess(config: TenantConfig, from: OpenedFrom = {}): Promise<DialogResult> {
  const links = contactLinks(config, true);
  const query = from.searchQuery?.trim();
  // Issue 12: a result the user cannot open was found by a search of all content; the same
  // search in the user's own subscriptions is one step away.
  if (query)
    links.unshift({
      label: i18n.t("access.searchMySubscriptions", { query }),
      href: `/mysubscription-search/?content=${encodeURIComponent(query)}`,
    });
  return showDialog({
    kind: "info",
    title: i18n.t("access.noAccessTitle"),
    message: tenantMessage(config, "content-no-access-i18n-key"),
    links,
  });
}

export function showNoPdf(config: TenantConfig): Promise<DialogResult> {
  return showDialog({
    kind: "info",
    title: i18n.t("access.noPdfTitle"),
    message: tenantMessage(config, "content-no-pdf"),
    links: contactLinks(config, false),
  });
}

export function showNoContent(): Promise<DialogResult> {
  return showDialog({ kind: "info", title: i18n.t("access.noContentTitle"), message: i18n.t("access.noContent") });
}

export function showGenericError(config: TenantConfig): Promise<DialogResult> {
  return showDialog({
    kind: "info",
    title: i18n.t("access.errorTitle"),
    message: tenantMessage(config, "generic-error"),
  });
}

/** The API could not sanitise the HTML for reading (503 document-not-prepared): worth a retry later. */
export const NOT_PREPARED = "error.document.not-prepared";

/**
 * A failed document fetch: 'Can not find content' → no content; 403 → no access; HTML that could
 * not be prepared → "not-prepared" with no dialog (the view says so in place); else the generic message.
 */
export async function documentFailure(
  config: TenantConfig,
  status: number,
  problem: { detail?: string; message?: string } | null | undefined,
  from: OpenedFrom = {},
): Promise<"no-content" | "no-access" | "no-pdf" | "not-prepared" | "error"> {
  if (status === 503 && problem?.message === NOT_PREPARED) return "not-prepared";
  if (problem?.detail?.includes(CAN_NOT_FIND_CONTENT)) {
    await showNoContent();
    return "no-content";
  }
  const pdfKey = config["content-access-messages"]["content-no-pdf"];
  if (problem?.message && (problem.message === pdfKey || problem.message.startsWith("error.content-no-pdf"))) {
    await showNoPdf(config);
    return "no-pdf";
  }
  if (status === 403) {
    await showNoAccess(config, from);
    return "no-access";
  }
  await showGenericError(config);
  return "error";
}

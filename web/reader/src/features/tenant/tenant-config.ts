// Reading the tenant configuration (spec 3 §3, 1 §3): feature switches, search types, access
// messages, branding.
import type { FeatureCode } from "@norma/contracts/features";
import { isHttpUrl, isLinkUrl } from "@norma/contracts/tenant-links";
import type { TenantConfig } from "../../api/types.ts";

export type { FeatureCode } from "@norma/contracts/features";

export function hasFeature(config: TenantConfig | null | undefined, code: FeatureCode): boolean {
  return config?.features.some((f) => f.code === code && f.enabled) ?? false;
}

export type SearchTypeCode = "content" | "mysubscription" | "semantic";

/** The tenant's enabled search types, in the tenant's order. */
export function enabledSearchTypes(config: TenantConfig | null | undefined): SearchTypeCode[] {
  return (config?.["search-types-configuration"] ?? [])
    .filter((s) => s.enabled)
    .map((s) => s.code)
    .filter((c): c is SearchTypeCode => c === "content" || c === "mysubscription" || c === "semantic");
}

/** An http(s) URL, a path on this site or mailto: (the older link fields), else null. */
function link(value: string | null | undefined): string | null {
  return isLinkUrl(value) ? value : null;
}

const http = (value: string | null | undefined): string | null => (isHttpUrl(value) ? value : null);

/**
 * The configuration with every address the reader may turn into a link, a redirect or a script
 * kept only when it is http(s) (or, for the older link fields, a path on this site or mailto:),
 * else null. The API refuses other schemes when a tenant is saved (issue 23 §6) and withholds a
 * stored cookie-consent script or footer home that fails; this is the defence in depth for rows
 * stored before or around those checks (seed, SQL), so no migration or start-up check of stored
 * rows is needed: a javascript: or data: address never reaches an href here.
 */
export function withSafeUrls(config: TenantConfig): TenantConfig {
  const sso = config["authentication-methods"]?.sso;
  const logout = sso?.["logout-config"] as { redirectUrl?: unknown } | undefined;
  return {
    ...config,
    clUrl: http(config.clUrl),
    "tracker-url": http(config["tracker-url"]),
    elearning: http(config.elearning),
    "onetrust-script":
      typeof config["onetrust-script"] === "string" && /^https:/i.test(config["onetrust-script"])
        ? http(config["onetrust-script"])
        : null,
    profileManagementUrl: http(config.profileManagementUrl),
    memberLinkUrl: http(config.memberLinkUrl),
    helpMenu: config.helpMenu.map((h) => ({ ...h, url: link(h.url) })),
    ...(config.footer
      ? {
          footer: {
            ...config.footer,
            home: http(config.footer.home),
            about: link(config.footer.about),
            contact: link(config.footer.contact),
            privacy: link(config.footer.privacy),
            policies: link(config.footer.policies),
            copyright: link(config.footer.copyright),
          },
        }
      : {}),
    ...(config.userManagement
      ? { userManagement: { ...config.userManagement, url: http(config.userManagement.url) } }
      : {}),
    ...(config["tips-tricks"]
      ? {
          "tips-tricks": config["tips-tricks"].map((tip) => ({
            ...tip,
            // A DOWNLOAD tip names a help file by its key (no scheme); any other opens the address.
            linkUrl:
              tip.linkKind === "DOWNLOAD" && tip.linkUrl && !tip.linkUrl.includes(":")
                ? tip.linkUrl
                : http(tip.linkUrl),
          })),
        }
      : {}),
    ...(sso && logout && "redirectUrl" in logout
      ? {
          "authentication-methods": {
            ...config["authentication-methods"],
            sso: {
              ...sso,
              "logout-config": { ...logout, redirectUrl: isHttpUrl(logout.redirectUrl) ? logout.redirectUrl : null },
            },
          },
        }
      : {}),
  };
}

/** Where the tenant's logo is served (static files of the reader, public/tenants/). */
export function logoUrl(config: TenantConfig): string | null {
  const logo = config.branding?.logo;
  return logo && /^[\w.-]+$/.test(logo) ? `/tenants/${logo}` : null;
}

export function faviconUrl(config: TenantConfig): string {
  const code = config.tenantCode;
  return config["has-favicon"] && code && /^[a-z0-9_-]+$/.test(code) ? `/tenants/${code}-favicon.svg` : "/favicon.svg";
}

/** The values the tenant's message keys interpolate ({hash} parameters of spec 1 §3). */
export function messageParams(config: TenantConfig): Record<string, string> {
  const m = config["content-access-messages"];
  return {
    tenantName: config.tenantName,
    supportEmail: config.supportEmail,
    supportPhone: m["support-phone"] ?? config.supportPhone ?? "",
    contactLink: m["contact-link"] ?? config.footer?.contact ?? "",
    salesLink: m["sales-link"] ?? "",
  };
}

/** True for the main tenant; 'astmrr' is treated like the main publisher branding (spec 3 §5). */
export function isMainTenant(config: TenantConfig | null | undefined): boolean {
  return config?.isMainTenant === true || config?.tenantCode === "astmrr";
}

/** A colour the contract allows in a CSS custom property (#rgb or #rrggbb). */
export function safeColor(value: string | null | undefined): string | null {
  return value && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(value) ? value : null;
}

/** A darker shade of #rrggbb for hover states. */
export function darken(hex: string, amount = 0.15): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.max(0, Math.round(c * (1 - amount))));
  return `#${ch.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** The primary language subtag, lower case ('es-ES' → 'es', 'zh-Hans' → 'zh'). */
function primary(tag: string): string {
  return tag.split(/[-_]/)[0].toLowerCase();
}

/**
 * The `lang` attribute for a text in `textLanguage` shown in an interface in `uiLanguage`:
 * undefined when both are the same language (no attribute needed), else the text's language.
 */
export function langAttribute(textLanguage: string | null | undefined, uiLanguage: string): string | undefined {
  if (!textLanguage) return undefined;
  return primary(textLanguage) === primary(uiLanguage) ? undefined : textLanguage;
}

/** A tenant text and the language it is written in. */
export interface TenantText {
  text: string;
  lang: string;
}

/**
 * A tenant text (greeting, banner, tip part, help topic) in the interface language: the
 * configuration's texts of that language, else of its primary language ('es' for 'es-ES'), else
 * English, else the tenant's own text (`own`, written in the tenant's default language).
 */
export function tenantText(
  config: Pick<TenantConfig, "texts" | "defaultLanguage">,
  field: string,
  own: string | null | undefined,
  uiLanguage: string,
): TenantText | null {
  const base = config.defaultLanguage ?? "en";
  const texts = config.texts ?? {};
  const candidates = [uiLanguage, primary(uiLanguage), "en"];
  for (const language of candidates) {
    // The tenant's own language is its own text.
    if (primary(language) === primary(base) && own) return { text: own, lang: base };
    const text = texts[language]?.[field];
    if (typeof text === "string" && text.trim()) return { text, lang: language };
  }
  return own ? { text: own, lang: base } : null;
}

/** #rgb or #rrggbb as [r, g, b] (0–255). */
function rgbOf(hex: string): [number, number, number] {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const TEXT_DARK = "#1b2430";
export const TEXT_LIGHT = "#ffffff";

/** The text colour (dark or white) that reads best on a background. */
export function readableOn(background: string): string {
  return contrastRatio(TEXT_LIGHT, background) >= contrastRatio(TEXT_DARK, background) ? TEXT_LIGHT : TEXT_DARK;
}

/** `color` darkened (never lightened) until it has `min` contrast against `against` (white by default). */
export function withContrast(color: string, min: number, against = TEXT_LIGHT): string {
  let c = color;
  for (let i = 0; i < 40 && contrastRatio(c, against) < min; i++) c = darken(c, 0.06);
  return c;
}

/**
 * The colours the reader paints with, derived from the tenant's palette so that every control
 * meets WCAG AA (issue 12): text on primary and accent backgrounds 4.5:1, primary as a link on
 * white 4.5:1, focus rings 3:1 on white.
 */
export function palette(primary: string, accent: string) {
  const link = withContrast(primary, 4.5);
  return {
    "--color-primary": primary,
    "--color-primary-hover": darken(primary),
    "--color-primary-contrast": readableOn(primary),
    "--color-link": link,
    "--color-accent": accent,
    "--color-accent-contrast": readableOn(accent),
    "--color-focus": withContrast(primary, 3),
  };
}

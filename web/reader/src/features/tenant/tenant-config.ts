// Reading the tenant configuration (spec 3 §3, 1 §3): feature switches, search types, access
// messages, branding.
import type { TenantConfig } from "../../api/types.ts";

export type FeatureCode =
  | "search-refinement"
  | "version-compare"
  | "content-share"
  | "type-ahead-search"
  | "language-selection"
  | "show-tracker"
  | "user-management"
  | "tenant-publisher-only"
  | "home-page-toc"
  | "group-enable";

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

// The tenant's branding every e-mail carries (Norma is white-label: an e-mail names the tenant,
// never the product): name, logo, colours, support contact and footer address, taken from the
// tenant settings read model (@norma/db/tenant-settings, the API's too) when the e-mail is
// rendered. The e-mail job caches the brand per tenant for a minute (jobs/email/email-job.ts).
import type { Db } from "@norma/db";
import { loadTenantSettings, type TenantSettings } from "@norma/db/tenant-settings";

export interface Brand {
  name: string;
  /** Absolute URL of the tenant's logo (the reader serves /tenants/<file>), or null. */
  logoUrl: string | null;
  primaryColor: string;
  accentColor: string;
  supportEmail: string | null;
  supportPhone: string | null;
  /** Postal address of the footer, when the tenant shows one. */
  address: string | null;
  privacyUrl: string | null;
}

const COLOUR = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;
const FILE = /^[\w.-]+$/;

/** A brand for an e-mail without a tenant row: the tenant name the job carries, neutral colours. */
export function plainBrand(name: string): Brand {
  return {
    name,
    logoUrl: null,
    primaryColor: "#1f4e79",
    accentColor: "#c5cdd6",
    supportEmail: null,
    supportPhone: null,
    address: null,
    privacyUrl: null,
  };
}

/** The branding of a tenant's settings (pure; shared read model of @norma/db/tenant-settings). */
export function brandOf(t: TenantSettings, publicBaseUrl: string): Brand {
  const base = publicBaseUrl.replace(/\/+$/, "");
  const address = t.footer.address;
  return {
    name: t.name,
    logoUrl: t.logoFileName && FILE.test(t.logoFileName) ? `${base}/tenants/${t.logoFileName}` : null,
    // Colours go into style attributes: only plain hex colours are let through.
    primaryColor: COLOUR.test(t.primaryColor) ? t.primaryColor : "#1f4e79",
    accentColor: COLOUR.test(t.accentColor) ? t.accentColor : "#c5cdd6",
    supportEmail: t.supportEmail || null,
    supportPhone: t.supportPhone || null,
    address: typeof address === "string" && address.trim() ? address.trim() : null,
    privacyUrl: t.privacyUrl && /^https?:\/\//.test(t.privacyUrl) ? t.privacyUrl : null,
  };
}

/** The tenant's branding now, or null when no tenant has that id. */
export async function loadBrand(db: Db, tenantId: number, publicBaseUrl: string): Promise<Brand | null> {
  const settings = await loadTenantSettings(db, { id: tenantId });
  return settings ? brandOf(settings, publicBaseUrl) : null;
}

// The tenant's branding every e-mail carries (Norma is white-label: an e-mail names the tenant,
// never the product): name, logo, colours, support contact and footer address, read from the
// tenant's configuration when the e-mail is rendered.
import type { Db } from "@norma/db";

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

export async function loadBrand(db: Db, tenantId: number, publicBaseUrl: string): Promise<Brand | null> {
  const t = await db.tenant.findUnique({
    where: { id: tenantId },
    select: {
      tenantName: true,
      logoFileName: true,
      primaryColor: true,
      accentColor: true,
      supportEmail: true,
      supportPhone: true,
      privacyUrl: true,
      footer: true,
    },
  });
  if (!t) return null;
  const footer = (t.footer ?? {}) as Record<string, unknown>;
  const base = publicBaseUrl.replace(/\/+$/, "");
  return {
    name: t.tenantName,
    logoUrl: t.logoFileName && FILE.test(t.logoFileName) ? `${base}/tenants/${t.logoFileName}` : null,
    // Colours go into style attributes: only plain hex colours are let through.
    primaryColor: COLOUR.test(t.primaryColor) ? t.primaryColor : "#1f4e79",
    accentColor: COLOUR.test(t.accentColor) ? t.accentColor : "#c5cdd6",
    supportEmail: t.supportEmail || null,
    supportPhone: t.supportPhone || null,
    address: typeof footer.address === "string" && footer.address.trim() ? footer.address.trim() : null,
    privacyUrl: t.privacyUrl && /^https?:\/\//.test(t.privacyUrl) ? t.privacyUrl : null,
  };
}

// A tenant's settings as the services read them (issue 24 §2, "one home for each rule"): the
// tenant row and its setting tables (features, search types, help menu, access messages, tips,
// texts, links, identity providers, presented publishers) loaded by one query and turned into one
// typed read model. The API (modules/tenants/tenant-settings.ts) and the workers (e-mail
// branding) both read tenants through it; each service caches it its own way. Writing a tenant
// (the console's tenants and tenant-texts resources) reads the rows itself: that is editing, not
// settings.
import type { FeatureCode } from "@norma/contracts/features";
import type { Db, Prisma, TenantIdentityProvider } from "./index.ts";

/**
 * Feature code -> enabled, for the codes the tenant has a row for. A code without a row is
 * absent (undefined), not false: some rules treat "never set" differently from "switched off"
 * (user management is on unless switched off). Codes are the contract's (@norma/contracts/features);
 * the guard of openapi.yaml's x-features looks codes up by name, so the map takes any string too.
 */
export type FeatureMap = Readonly<Partial<Record<FeatureCode, boolean>> & Record<string, boolean | undefined>>;

/** tenant_features rows as the feature map: the one place the map is built. */
export function featureMap(rows: readonly { code: string; enabled: boolean }[]): FeatureMap {
  return Object.fromEntries(rows.map((f) => [f.code, f.enabled]));
}

export const TENANT_SETTINGS_INCLUDE = {
  mainPublisher: {
    select: {
      key: true,
      name: true,
      searchKey: true,
      logoFileName: true,
      billboardLogo: true,
      billboardTitle: true,
      billboardName: true,
    },
  },
  features: { orderBy: { code: "asc" } },
  searchTypes: { orderBy: { position: "asc" } },
  helpMenu: { orderBy: { position: "asc" } },
  accessMessages: { orderBy: { key: "asc" } },
  tips: { orderBy: { position: "asc" } },
  texts: { orderBy: [{ language: "asc" }, { field: "asc" }] },
  links: { orderBy: [{ position: "asc" }, { id: "asc" }] },
  // Disabled providers sign nobody in and are not offered: they are not settings in force.
  identityProviders: { where: { enabled: true }, orderBy: { id: "asc" } },
  publishers: {
    select: { publisherId: true, isOwn: true, position: true },
    orderBy: [{ position: "asc" }, { publisherId: "asc" }],
  },
} satisfies Prisma.TenantInclude;

export type TenantSettingsRow = Prisma.TenantGetPayload<{ include: typeof TENANT_SETTINGS_INCLUDE }>;

export interface TenantSettings {
  readonly id: number;
  readonly code: string;
  /** The tenant's display name (tenant_name): e-mails and pages name the tenant, never the product. */
  readonly name: string;
  readonly title: string;
  readonly isMain: boolean;
  readonly mainPublisherId: number | null;
  readonly features: FeatureMap;

  // Branding and pages
  readonly hasFavicon: boolean;
  readonly logoFileName: string | null;
  readonly primaryColor: string;
  readonly accentColor: string;
  readonly greeting: string | null;
  readonly defaultLanguage: string;
  /** footer: { address, home, show-tenant-footer-logo } as stored (checked where it is used). */
  readonly footer: Readonly<Record<string, unknown>>;
  readonly footerTipsTricksKey: string | null;
  readonly bannerText: string | null;
  readonly bannerStartDate: Date | null;
  readonly bannerEndDate: Date | null;
  readonly onetrustScript: string | null;

  // Contact and links
  readonly supportEmail: string;
  readonly supportPhone: string | null;
  readonly contactLink: string | null;
  readonly salesLink: string | null;
  readonly aboutUrl: string | null;
  readonly privacyUrl: string | null;
  readonly policiesUrl: string | null;
  readonly copyrightUrl: string | null;
  readonly trackerUrl: string | null;
  readonly elearningUrl: string | null;
  readonly clUrl: string | null;
  readonly profileManagementUrl: string | null;
  readonly progressiveProfilingUrl: string | null;
  readonly memberLinkUrl: string | null;
  readonly userManagementEnabled: boolean;
  readonly userManagementUrl: string | null;

  // Switches
  readonly trackerAvailable: boolean;
  readonly enableCompassPoints: boolean;
  /** Cascade alerts (issue 27): trackers hear of changes to what their documents reference normatively. */
  readonly referenceAlerts: boolean;
  /** The most documents one bulk action on search results may take (issue 29 §2). */
  readonly bulkSelectionLimit: number;
  readonly drmView: boolean;

  // Sign-in
  readonly iamServerVersion: string;
  readonly passwordLoginEnabled: boolean;
  readonly ipLoginEnabled: boolean;
  /** authentication-methods.sso.logout-config: { confirm, message, redirectUrl } as stored. */
  readonly logoutConfig: Readonly<Record<string, unknown>>;
  /**
   * The enabled identity providers, whole: the sign-in checks need their keys. Secrets
   * (sharedSecret) stay on the server: the configuration the clients get picks public fields.
   */
  readonly identityProviders: readonly Readonly<Omit<TenantIdentityProvider, "tenantId" | "enabled">>[];

  /** The tenant's overrides of the e-mail limits (issue 23 §3); null follows the API's default. */
  readonly emailLimits: {
    readonly recipientsPerShare: number | null;
    readonly perUserPerHour: number | null;
    readonly invitationsPerAddressPerDay: number | null;
    readonly perTenantPerHour: number | null;
  };

  readonly mainPublisher: Readonly<NonNullable<TenantSettingsRow["mainPublisher"]>> | null;
  /** Publishers the tenant presents, in its order (position, then id), its own one marked. */
  readonly publishers: readonly { readonly publisherId: number; readonly isOwn: boolean; readonly position: number }[];
  readonly searchTypes: readonly { readonly code: string; readonly labelKey: string; readonly enabled: boolean }[];
  readonly helpMenu: readonly {
    readonly id: number;
    readonly key: string;
    readonly topic: string;
    readonly kind: string;
    readonly url: string | null;
    readonly language: string | null;
  }[];
  /** content-access-messages: key -> text, in key order. */
  readonly accessMessages: Readonly<Record<string, string>>;
  readonly tips: readonly {
    readonly title: string;
    readonly content: string;
    readonly linkText: string | null;
    readonly linkUrl: string | null;
    readonly linkKind: string | null;
  }[];
  /** tenant_texts rows, by language then field. */
  readonly texts: readonly { readonly language: string; readonly field: string; readonly text: string }[];
  /** External links (sidebar, footer, header), by position then id. */
  readonly links: readonly {
    readonly id: number;
    readonly title: string;
    readonly url: string;
    readonly placement: string;
    readonly position: number;
  }[];
}

const asObject = (v: Prisma.JsonValue): Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

// One object serves every request of the tenant until the cache drops it: frozen, so no reader can
// change what the next one reads.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !(value instanceof Date) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The read model of a loaded row (pure: no database, no cache). */
export function toTenantSettings(t: TenantSettingsRow): TenantSettings {
  return deepFreeze({
    id: t.id,
    code: t.code,
    name: t.tenantName,
    title: t.title,
    isMain: t.isMain,
    mainPublisherId: t.mainPublisherId,
    features: featureMap(t.features),
    hasFavicon: t.hasFavicon,
    logoFileName: t.logoFileName,
    primaryColor: t.primaryColor,
    accentColor: t.accentColor,
    greeting: t.greeting,
    defaultLanguage: t.defaultLanguage,
    footer: asObject(t.footer),
    footerTipsTricksKey: t.footerTipsTricksKey,
    bannerText: t.bannerText,
    bannerStartDate: t.bannerStartDate,
    bannerEndDate: t.bannerEndDate,
    onetrustScript: t.onetrustScript,
    supportEmail: t.supportEmail,
    supportPhone: t.supportPhone,
    contactLink: t.contactLink,
    salesLink: t.salesLink,
    aboutUrl: t.aboutUrl,
    privacyUrl: t.privacyUrl,
    policiesUrl: t.policiesUrl,
    copyrightUrl: t.copyrightUrl,
    trackerUrl: t.trackerUrl,
    elearningUrl: t.elearningUrl,
    clUrl: t.clUrl,
    profileManagementUrl: t.profileManagementUrl,
    progressiveProfilingUrl: t.progressiveProfilingUrl,
    memberLinkUrl: t.memberLinkUrl,
    userManagementEnabled: t.userManagementEnabled,
    userManagementUrl: t.userManagementUrl,
    trackerAvailable: t.trackerAvailable,
    enableCompassPoints: t.enableCompassPoints,
    referenceAlerts: t.referenceAlerts,
    bulkSelectionLimit: t.bulkSelectionLimit,
    drmView: t.drmView,
    iamServerVersion: t.iamServerVersion,
    passwordLoginEnabled: t.passwordLoginEnabled,
    ipLoginEnabled: t.ipLoginEnabled,
    logoutConfig: asObject(t.logoutConfig),
    identityProviders: t.identityProviders.map(({ tenantId: _tenant, enabled: _enabled, ...p }) => p),
    emailLimits: {
      recipientsPerShare: t.emailRecipientsPerShare,
      perUserPerHour: t.emailPerUserPerHour,
      invitationsPerAddressPerDay: t.emailInvitationsPerAddressPerDay,
      perTenantPerHour: t.emailPerTenantPerHour,
    },
    mainPublisher: t.mainPublisher,
    publishers: t.publishers,
    searchTypes: t.searchTypes.map((s) => ({ code: s.code, labelKey: s.labelKey, enabled: s.enabled })),
    helpMenu: t.helpMenu.map((h) => ({
      id: h.id,
      key: h.key,
      topic: h.topic,
      kind: h.kind,
      url: h.url,
      language: h.language,
    })),
    accessMessages: Object.fromEntries(t.accessMessages.map((m) => [m.key, m.value])),
    tips: t.tips.map((tip) => ({
      title: tip.title,
      content: tip.content,
      linkText: tip.linkText,
      linkUrl: tip.linkUrl,
      linkKind: tip.linkKind,
    })),
    texts: t.texts.map((r) => ({ language: r.language, field: r.field, text: r.text })),
    links: t.links.map((l) => ({ id: l.id, title: l.title, url: l.url, placement: l.placement, position: l.position })),
  });
}

/** One tenant's settings from the database, or null when no tenant has that id or code. */
export async function loadTenantSettings(
  db: Pick<Db, "tenant">,
  where: { id: number } | { code: string },
): Promise<TenantSettings | null> {
  const row = await db.tenant.findUnique({ where, include: TENANT_SETTINGS_INCLUDE });
  return row ? toTenantSettings(row) : null;
}

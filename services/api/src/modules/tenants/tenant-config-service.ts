// The tenant configuration the clients brand and configure themselves with (spec 3 §3, 1 §3).
// Built from the tenant settings read model (tenant-settings.ts); of the identity providers only
// public fields leave (issuer, client id), never a partner key.

import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { NotFound, Unauthorized } from "../../lib/errors.ts";
import { isUsableSamlProvider, samlSpUrls } from "./saml-settings.ts";
import type { TenantContext } from "./tenant-resolver.ts";
import type { TenantSettings, TenantSettingsReader } from "./tenant-settings.ts";
import { isAllowedScriptUrl, isHttpUrl } from "./tenant-urls.ts";

/** tenant_texts rows as language -> field -> text (the banner's only while the banner shows). */
export function textsByLanguage(rows: readonly { language: string; field: string; text: string }[], bannerOn: boolean) {
  const out: Record<string, Record<string, string>> = {};
  for (const r of rows) {
    if (!bannerOn && r.field === "banner") continue;
    const texts = out[r.language] ?? {};
    texts[r.field] = r.text;
    out[r.language] = texts;
  }
  return out;
}

/** The first external link titled `title` (any case), in placement then position order. */
function linkTitled(links: TenantSettings["links"], title: string): string | null {
  const ordered = [...links].sort((a, b) =>
    a.placement < b.placement ? -1 : a.placement > b.placement ? 1 : a.position - b.position,
  );
  return ordered.find((l) => l.title.toLowerCase() === title)?.url ?? null;
}

/** The footer: the address, the home link (http(s) only), the logo switch and the legal links. */
function footerConfig(t: TenantSettings) {
  const footer = t.footer;
  return {
    address: (footer.address as string | undefined) ?? null,
    home: typeof footer.home === "string" && isHttpUrl(footer.home) ? footer.home : null,
    "show-tenant-footer-logo": footer["show-tenant-footer-logo"] === true,
    about: t.aboutUrl ?? linkTitled(t.links, "about"),
    contact: t.contactLink,
    privacy: t.privacyUrl,
    policies: t.policiesUrl,
    copyright: t.copyrightUrl,
  };
}

/** The tips and tricks, in their order. */
function tipsConfig(t: TenantSettings) {
  return t.tips.map((tip) => ({
    title: tip.title,
    content: tip.content,
    linkText: tip.linkText,
    linkUrl: tip.linkUrl,
    linkKind: tip.linkKind,
  }));
}

/** The messages of refused content, with the tenant's support and sales contacts. */
function accessMessagesConfig(t: TenantSettings) {
  return {
    ...t.accessMessages,
    ...(t.supportPhone ? { "support-phone": t.supportPhone } : {}),
    ...(t.contactLink ? { "contact-link": t.contactLink } : {}),
    ...(t.salesLink ? { "sales-link": t.salesLink } : {}),
  };
}

/** The tenant's main publisher as the billboard, or null. */
function publisherConfig(t: TenantSettings) {
  const features = t.features;
  return t.mainPublisher
    ? {
        "tenant-publisher-only": features["tenant-publisher-only"] === true,
        PublisherSearchKey: t.mainPublisher.searchKey,
        PublisherLogoFileName: t.mainPublisher.billboardLogo ?? t.mainPublisher.logoFileName,
        BillBoardTitle: t.mainPublisher.billboardTitle ?? t.mainPublisher.billboardName,
        "publisher-code": t.mainPublisher.key,
      }
    : null;
}

/** Whether any active company account of the tenant can sign in by address. */
async function hasIpRanges(db: Db, tenantId: number): Promise<boolean> {
  const n = await db.accountIpRange.count({ where: { account: { tenantId, active: true, type: "COMPANY" } } });
  return n > 0;
}

/** The banner of a tenant whose banner shows now. */
function bannerConfig(t: TenantSettings) {
  return {
    text: t.bannerText!,
    "start-date": t.bannerStartDate?.toISOString() ?? null,
    "end-date": t.bannerEndDate?.toISOString() ?? null,
  };
}

/** What the tenant offers, as the sign-in calls enforce it. */
async function authenticationMethods(db: Db, t: TenantSettings, sso: boolean) {
  const partner = (kind: "JWT" | "APPLET") => t.identityProviders.some((p) => p.kind === kind);
  return {
    pwd: t.passwordLoginEnabled,
    ip: t.ipLoginEnabled && (await hasIpRanges(db, t.id)),
    jwt: partner("JWT"),
    applet: partner("APPLET"),
    sso: { enabled: sso, "logout-config": t.logoutConfig },
  };
}

/** Single sign-on starts with the first OIDC or SAML provider (auth-service.ts startSso). */
const ssoProvider = (t: TenantSettings) =>
  t.identityProviders.find(
    (p) => (p.kind === "OIDC" && p.clientId) || (p.kind === "SAML" && isUsableSamlProvider(p)),
  ) ?? null;

/** What the clients may know of it; for SAML the IdP knows Norma by the SP's entity id (clientId). */
function publicProvider(sso: ReturnType<typeof ssoProvider>, publicBaseUrl: string, code: string) {
  if (!sso) return null;
  return {
    issuer: sso.issuer,
    clientId: sso.kind === "SAML" ? samlSpUrls(publicBaseUrl, code).entityId : (sso.clientId ?? ""),
    federated: sso.federated,
    protocol: sso.kind === "SAML" ? ("SAML" as const) : ("OIDC" as const),
  };
}

/** Switches and limits of what the reader offers a signed-in user. */
function readerSwitches(t: TenantSettings) {
  return {
    enable_compass_points: t.enableCompassPoints,
    // Cascade alerts (issue 27): the reader offers the per-tracking switch only when on.
    reference_alerts: t.referenceAlerts,
    // Bulk actions (issue 29 §2): the reader shows the cap of "select all matching".
    bulk_selection_limit: t.bulkSelectionLimit,
  };
}

export function createTenantConfigService(deps: {
  /** Only for the count of IP ranges: accounts, not settings. */
  db: Db;
  settings: TenantSettingsReader;
  clock?: () => Date;
  /** COOKIE_CONSENT_SCRIPT_HOSTS: a stored script on another host is not handed to the clients. */
  cookieConsentScriptHosts?: readonly string[];
  /** PUBLIC_BASE_URL: a SAML provider's client id is the SP's entity id under it. */
  publicBaseUrl?: string;
}) {
  const { db, settings } = deps;
  const scriptHosts = deps.cookieConsentScriptHosts ?? [];
  const clock = deps.clock ?? (() => new Date());

  return {
    /** `requestedCode` (body tenantName) may name the tenant for anonymous callers. */
    async configFor(resolved: TenantContext, actor: Actor | null, requestedCode?: string) {
      const code = requestedCode?.trim().toLowerCase() || resolved.code;
      if (actor && code !== actor.tenantCode)
        throw new Unauthorized("The token belongs to another tenant", "error.token.tenant");
      const t = await settings.byCode(code);
      if (!t) throw new NotFound(`Unknown tenant '${code}'`, "error.tenant.invalid");
      const now = clock();
      const features = t.features;
      const oidc = t.identityProviders.find((p) => p.kind === "OIDC" && p.clientId) ?? null;
      const sso = ssoProvider(t);
      const bannerOn =
        t.bannerText &&
        (!t.bannerStartDate || t.bannerStartDate <= now) &&
        (!t.bannerEndDate || t.bannerEndDate >= now);
      return {
        tenantName: t.name,
        tenantCode: t.code,
        title: t.title,
        isMainTenant: t.isMain,
        "has-favicon": t.hasFavicon,
        defaultLanguage: t.defaultLanguage,
        branding: { logo: t.logoFileName, primaryColor: t.primaryColor, accentColor: t.accentColor },
        greeting: t.greeting,
        // In code order: the map was built from the rows in that order, and keeps it.
        features: Object.entries(features).map(([code, enabled]) => ({ code, enabled: enabled === true })),
        "search-types-configuration": t.searchTypes.map((s) => ({
          code: s.code,
          "label-i18n-key": s.labelKey,
          enabled: s.enabled,
        })),
        // The read model's help items are already the contract's shape.
        helpMenu: [...t.helpMenu],
        identityProvider: publicProvider(sso, deps.publicBaseUrl ?? "", t.code),
        okta: oidc ? { issuer: oidc.issuer, clientId: oidc.clientId! } : null,
        clUrl: t.clUrl,
        "tracker-url": features["show-tracker"] ? t.trackerUrl : null,
        elearning: t.elearningUrl,
        "iam-server-version": t.iamServerVersion,
        // Checked again here, not only when written: a row from the seed or from before the
        // check, or a host the operator has since removed from the list.
        "onetrust-script":
          t.onetrustScript && isAllowedScriptUrl(t.onetrustScript, scriptHosts) ? t.onetrustScript : null,
        supportEmail: t.supportEmail,
        supportPhone: t.supportPhone,
        footer: footerConfig(t),
        "footer-tips-tricks": t.footerTipsTricksKey,
        userManagement: {
          enable: t.userManagementEnabled && features["user-management"] !== false,
          url: t.userManagementUrl,
        },
        "tips-tricks": tipsConfig(t),
        "authentication-methods": await authenticationMethods(db, t, sso !== null),
        // The greeting, banner, tips and help topics in other interface languages than the
        // tenant's own (defaultLanguage): language -> field -> text.
        texts: textsByLanguage(t.texts, Boolean(bannerOn)),
        "content-access-messages": accessMessagesConfig(t),
        ...readerSwitches(t),
        banner: bannerOn ? bannerConfig(t) : null,
        publisher: publisherConfig(t),
        profileManagementUrl: t.profileManagementUrl,
        memberLinkUrl: t.memberLinkUrl,
      };
    },

    async externalUrls(tenant: TenantContext) {
      const { links } = await settings.of(tenant.id);
      return links.map((l) => ({ title: l.title, url: l.url, position: l.position, placement: l.placement }));
    },

    async progressiveProfilingUrl(tenant: TenantContext) {
      const t = await settings.of(tenant.id);
      return { progressiveProfilingUrl: t.progressiveProfilingUrl };
    },

    /** Groups need the tenant's group-enable feature and are never for company users. */
    groupEnable(tenant: TenantContext, actor: Actor) {
      return {
        groupEnable: tenant.features["group-enable"] === true && actor.userType !== "COMPANY" && actor.userId !== null,
      };
    },
  };
}

export type TenantConfigService = ReturnType<typeof createTenantConfigService>;

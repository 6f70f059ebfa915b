// Tenants in the console: the whole configuration, read and changed in one transaction, the
// change audited (before and after, secrets never in either) and the tenant settings cache
// emptied in every API process (onTenantChanged: the tenant-change bus) so readers see the change
// on their next call. This module reads the tenant tables itself, on purpose: it edits the rows
// (every column and secret, for the console), which the read model (tenants/tenant-settings.ts)
// never serves.

import type { Locale } from "@norma/contracts/locales";
import type { Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { columnsOf, type EmailLimitName, type EmailLimitValues, overridesOf } from "../../lib/email-limits.ts";
import { BadRequest, type FieldError, NotFound } from "../../lib/errors.ts";
import { attributeMappingOf, isCertificate, type SamlAttributeMapping } from "../auth/saml-providers.ts";
import type { AuditService } from "../management/audit-service.ts";
import { tenantUrlErrors } from "../tenants/tenant-urls.ts";
import { contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";

const include = {
  domains: { orderBy: { host: "asc" } },
  features: { orderBy: { code: "asc" } },
  searchTypes: { orderBy: { position: "asc" } },
  helpMenu: { orderBy: { position: "asc" } },
  accessMessages: { orderBy: { key: "asc" } },
  tips: { orderBy: { position: "asc" } },
  links: { orderBy: { position: "asc" } },
  identityProviders: { orderBy: { id: "asc" } },
} satisfies Prisma.TenantInclude;

type TenantRow = Prisma.TenantGetPayload<{ include: typeof include }>;

export const TENANT_SORTS = ["id", "code", "tenantName", "title", "updatedAt"] as const;

/** The console's view of a tenant: every setting, identity providers without their secrets. */
export function toAdminTenant(t: TenantRow) {
  return {
    id: t.id,
    code: t.code,
    isMain: t.isMain,
    domains: t.domains.map((d) => d.host),
    tenantName: t.tenantName,
    title: t.title,
    logoFileName: t.logoFileName,
    hasFavicon: t.hasFavicon,
    primaryColor: t.primaryColor,
    accentColor: t.accentColor,
    greeting: t.greeting,
    supportEmail: t.supportEmail,
    supportPhone: t.supportPhone,
    contactLink: t.contactLink,
    salesLink: t.salesLink,
    aboutUrl: t.aboutUrl,
    privacyUrl: t.privacyUrl,
    policiesUrl: t.policiesUrl,
    copyrightUrl: t.copyrightUrl,
    trackerUrl: t.trackerUrl,
    trackerAvailable: t.trackerAvailable,
    elearningUrl: t.elearningUrl,
    clUrl: t.clUrl,
    iamServerVersion: t.iamServerVersion,
    onetrustScript: t.onetrustScript,
    profileManagementUrl: t.profileManagementUrl,
    progressiveProfilingUrl: t.progressiveProfilingUrl,
    memberLinkUrl: t.memberLinkUrl,
    userManagementEnabled: t.userManagementEnabled,
    userManagementUrl: t.userManagementUrl,
    passwordLoginEnabled: t.passwordLoginEnabled,
    ipLoginEnabled: t.ipLoginEnabled,
    defaultLanguage: t.defaultLanguage as Locale,
    enableCompassPoints: t.enableCompassPoints,
    referenceAlerts: t.referenceAlerts,
    bulkSelectionLimit: t.bulkSelectionLimit,
    drmView: t.drmView,
    footer: (t.footer ?? {}) as Record<string, unknown>,
    footerTipsTricksKey: t.footerTipsTricksKey,
    logoutConfig: (t.logoutConfig ?? {}) as Record<string, unknown>,
    bannerText: t.bannerText,
    bannerStartDate: t.bannerStartDate?.toISOString() ?? null,
    bannerEndDate: t.bannerEndDate?.toISOString() ?? null,
    // The tenant's own limits on e-mails users trigger; null follows the platform default.
    emailLimits: overridesOf(t),
    features: t.features.map((f) => ({ code: f.code, enabled: f.enabled })),
    searchTypes: t.searchTypes.map((s) => ({
      code: s.code,
      labelKey: s.labelKey,
      enabled: s.enabled,
      position: s.position,
    })),
    helpMenu: t.helpMenu.map((h) => ({
      key: h.key,
      topic: h.topic,
      kind: h.kind as "VIDEO" | "RESOURCES" | "GUIDE" | "PDF",
      url: h.url,
      language: h.language,
      position: h.position,
    })),
    accessMessages: t.accessMessages.map((m) => ({ key: m.key, value: m.value })),
    tips: t.tips.map((x) => ({
      title: x.title,
      content: x.content,
      linkText: x.linkText,
      linkUrl: x.linkUrl,
      linkKind: x.linkKind as "DOWNLOAD" | "EXTERNAL" | null,
      position: x.position,
    })),
    links: t.links.map((l) => ({
      title: l.title,
      url: l.url,
      placement: l.placement as "SIDEBAR" | "FOOTER" | "HEADER",
      position: l.position,
    })),
    identityProviders: t.identityProviders.map((p) => ({
      id: p.id,
      kind: p.kind,
      issuer: p.issuer,
      clientId: p.clientId,
      jwksUri: p.jwksUri,
      allowedIssuers: p.allowedIssuers,
      publicKeyPem: p.publicKeyPem,
      profileCompletionUrl: p.profileCompletionUrl,
      federated: p.federated,
      enabled: p.enabled,
      ssoUrl: p.ssoUrl,
      signingCertificates: p.signingCertificates,
      attributeMapping: attributeMappingOf(p.attributeMapping),
      hasSharedSecret: Boolean(p.sharedSecret),
    })),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type AdminTenant = ReturnType<typeof toAdminTenant>;

type Nullable<T> = T | null | undefined;
export interface TenantUpdate {
  [k: string]: unknown;
  bannerStartDate?: Nullable<string>;
  bannerEndDate?: Nullable<string>;
  emailLimits?: Partial<Record<EmailLimitName, number | null>>;
  features?: { code: string; enabled: boolean }[];
  searchTypes?: { code: string; labelKey: string; enabled: boolean; position?: number }[];
  helpMenu?: {
    key: string;
    topic: string;
    kind: string;
    url?: Nullable<string>;
    language?: Nullable<string>;
    position?: number;
  }[];
  accessMessages?: { key: string; value: string }[];
  tips?: {
    title: string;
    content: string;
    linkText?: Nullable<string>;
    linkUrl?: Nullable<string>;
    linkKind?: Nullable<string>;
    position?: number;
  }[];
  links?: { title: string; url: string; placement: string; position?: number }[];
  identityProviders?: {
    id?: number;
    kind: "OIDC" | "JWT" | "APPLET" | "SAML";
    issuer: string;
    ssoUrl?: Nullable<string>;
    signingCertificates?: string[];
    attributeMapping?: SamlAttributeMapping;
    clientId?: Nullable<string>;
    jwksUri?: Nullable<string>;
    allowedIssuers?: string[];
    publicKeyPem?: Nullable<string>;
    sharedSecret?: Nullable<string>;
    profileCompletionUrl?: Nullable<string>;
    federated?: boolean;
    enabled?: boolean;
  }[];
}

const SCALARS = [
  "tenantName",
  "title",
  "logoFileName",
  "hasFavicon",
  "primaryColor",
  "accentColor",
  "greeting",
  "supportEmail",
  "supportPhone",
  "contactLink",
  "salesLink",
  "aboutUrl",
  "privacyUrl",
  "policiesUrl",
  "copyrightUrl",
  "trackerUrl",
  "trackerAvailable",
  "elearningUrl",
  "clUrl",
  "iamServerVersion",
  "onetrustScript",
  "profileManagementUrl",
  "progressiveProfilingUrl",
  "memberLinkUrl",
  "userManagementEnabled",
  "userManagementUrl",
  "passwordLoginEnabled",
  "ipLoginEnabled",
  "defaultLanguage",
  "enableCompassPoints",
  "referenceAlerts",
  "bulkSelectionLimit",
  "drmView",
  "footer",
  "footerTipsTricksKey",
  "logoutConfig",
  "bannerText",
] as const;

/** Positions default to the order given. */
const pos = (p: number | undefined, i: number) => p ?? i;

export function createTenantsAdminService(deps: {
  db: Db;
  audit: AuditService;
  onTenantChanged: () => void;
  /** COOKIE_CONSENT_SCRIPT_HOSTS: where a tenant's cookie-consent script may come from. */
  cookieConsentScriptHosts?: readonly string[];
  /** The platform's EMAIL_LIMIT_* defaults, shown next to the tenant's overrides. */
  emailLimitDefaults: EmailLimitValues;
}) {
  const { db, audit } = deps;
  // The console shows what an empty limit means: the platform default.
  const view = (t: TenantRow) => ({ ...toAdminTenant(t), emailLimitDefaults: deps.emailLimitDefaults });

  async function findScoped(scope: number | null, id: number): Promise<TenantRow> {
    const t = await db.tenant.findUnique({ where: { id }, include });
    if (!t || (scope !== null && t.id !== scope)) throw new NotFound(`No tenant ${id}`);
    return t;
  }

  return {
    async list(scope: number | null, q: ListQuery) {
      const text = textFilter(q.filter, "q");
      const where = tenantListWhere(scope, text, idsFilter(q.filter));
      const [total, rows] = await Promise.all([
        db.tenant.count({ where }),
        db.tenant.findMany({
          where,
          include,
          orderBy: [{ [q.sortField]: q.sortOrder }, { id: "asc" }],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return { items: rows.map(view), range: contentRange("tenants", q.skip, rows.length, total) };
    },

    async get(scope: number | null, id: number) {
      return view(await findScoped(scope, id));
    },

    async update(actor: Actor, scope: number | null, id: number, body: TenantUpdate, remoteAddress: string) {
      const before = toAdminTenant(await findScoped(scope, id));
      // The links, redirects and script the reader will use: http(s) only (tenant-urls.ts), as
      // openapi.yaml's patterns say, checked here too for the fields no pattern can decide (an
      // EXTERNAL tip's address) and the script's host. The console sends the whole tenant back on
      // every save: a script already stored is not refused again (the clients are not handed it
      // unless its host is allowed: tenant-config-service.ts).
      const checked = body.onetrustScript === before.onetrustScript ? { ...body, onetrustScript: undefined } : body;
      const urlErrors = [
        ...tenantUrlErrors(checked, deps.cookieConsentScriptHosts ?? []),
        ...samlProviderErrors(body.identityProviders ?? []),
      ];
      if (urlErrors.length)
        throw new BadRequest(urlErrors.map((f) => `${f.field} ${f.detail}`).join("; "), { fieldErrors: urlErrors });
      const data = tenantColumns(body);

      await db.$transaction(async (tx) => {
        await tx.tenant.update({ where: { id }, data });
        await replaceTenantLists(tx, id, body);
        if (body.identityProviders) await syncIdentityProviders(tx, id, body.identityProviders);
        const after = toAdminTenant(await tx.tenant.findUniqueOrThrow({ where: { id }, include }));
        await audit.record(
          actor,
          id,
          {
            type: "ADMIN_TENANT_UPDATE",
            message: `tenant ${before.code} changed`,
            resource: "tenants",
            resourceId: id,
            before,
            after,
            remoteAddress,
          },
          tx,
        );
      });
      deps.onTenantChanged();
      return view(await findScoped(scope, id));
    },
  };
}

/** The tenants a list shows: the admin's own (a tenant admin's scope), by ids, by text in code, name or title. */
function tenantListWhere(
  scope: number | null,
  text: string | undefined,
  ids: number[] | undefined,
): Prisma.TenantWhereInput {
  return {
    ...(scope !== null ? { id: scope } : {}),
    ...(ids ? { id: { in: scope !== null ? ids.filter((i) => i === scope) : ids } } : {}),
    ...(text
      ? {
          OR: [
            { code: { contains: text, mode: "insensitive" } },
            { tenantName: { contains: text, mode: "insensitive" } },
            { title: { contains: text, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/** The tenant's own columns an update sets: the scalars given, the banner dates, the e-mail limits. */
function tenantColumns(body: TenantUpdate): Prisma.TenantUpdateInput {
  const data: Prisma.TenantUpdateInput = {};
  for (const k of SCALARS) if (k in body && body[k] !== undefined) (data as Record<string, unknown>)[k] = body[k];
  for (const k of ["bannerStartDate", "bannerEndDate"] as const)
    if (body[k] !== undefined) data[k] = body[k] === null ? null : new Date(body[k]);
  if (body.emailLimits) Object.assign(data, columnsOf(body.emailLimits));
  return data;
}

/** The tenant's lists the update gives, each replaced whole, positions defaulting to the order given. */
async function replaceTenantLists(tx: Prisma.TransactionClient, id: number, body: TenantUpdate): Promise<void> {
  if (body.features) {
    await tx.tenantFeature.deleteMany({ where: { tenantId: id } });
    await tx.tenantFeature.createMany({ data: body.features.map((f) => ({ tenantId: id, ...f })) });
  }
  if (body.searchTypes) {
    await tx.tenantSearchType.deleteMany({ where: { tenantId: id } });
    await tx.tenantSearchType.createMany({
      data: body.searchTypes.map((s, i) => ({ tenantId: id, ...s, position: pos(s.position, i) })),
    });
  }
  if (body.helpMenu) {
    await tx.tenantHelpMenuItem.deleteMany({ where: { tenantId: id } });
    await tx.tenantHelpMenuItem.createMany({
      data: body.helpMenu.map((h, i) => ({
        tenantId: id,
        key: h.key,
        topic: h.topic,
        kind: h.kind,
        url: h.url ?? null,
        language: h.language ?? null,
        position: pos(h.position, i),
      })),
    });
  }
  if (body.accessMessages) {
    await tx.tenantAccessMessage.deleteMany({ where: { tenantId: id } });
    await tx.tenantAccessMessage.createMany({ data: body.accessMessages.map((m) => ({ tenantId: id, ...m })) });
  }
  if (body.tips) {
    await tx.tenantTip.deleteMany({ where: { tenantId: id } });
    await tx.tenantTip.createMany({
      data: body.tips.map((t, i) => ({
        tenantId: id,
        title: t.title,
        content: t.content,
        linkText: t.linkText ?? null,
        linkUrl: t.linkUrl ?? null,
        linkKind: t.linkKind ?? null,
        position: pos(t.position, i),
      })),
    });
  }
  if (body.links) {
    await tx.tenantExternalLink.deleteMany({ where: { tenantId: id } });
    await tx.tenantExternalLink.createMany({
      data: body.links.map((l, i) => ({ tenantId: id, ...l, position: pos(l.position, i) })),
    });
  }
}

/** A SAML provider needs its SSO URL and at least one certificate node can read. */
function samlProviderErrors(providers: NonNullable<TenantUpdate["identityProviders"]>): FieldError[] {
  const errors: FieldError[] = [];
  providers.forEach((p, i) => {
    if (p.kind !== "SAML") return;
    const at = `identityProviders.${i}`;
    if (!p.ssoUrl)
      errors.push({ objectName: "body", field: `${at}.ssoUrl`, message: "NotNull", detail: "is required for SAML" });
    const certs = p.signingCertificates ?? [];
    if (certs.length === 0)
      errors.push({
        objectName: "body",
        field: `${at}.signingCertificates`,
        message: "Size",
        detail: "a SAML provider needs the certificate its assertions are signed with",
      });
    certs.forEach((c, j) => {
      if (!isCertificate(c))
        errors.push({
          objectName: "body",
          field: `${at}.signingCertificates.${j}`,
          message: "Pattern",
          detail: "is not a PEM X.509 certificate",
        });
    });
  });
  return errors;
}

/**
 * The tenant's identity providers as given: one with an id is updated (it must be the tenant's),
 * one without is created, the others are deleted.
 */
async function syncIdentityProviders(
  tx: Prisma.TransactionClient,
  id: number,
  providers: NonNullable<TenantUpdate["identityProviders"]>,
): Promise<void> {
  const existing = await tx.tenantIdentityProvider.findMany({ where: { tenantId: id } });
  const byId = new Map(existing.map((p) => [p.id, p]));
  const kept = new Set<number>();
  for (const p of providers) {
    const old = p.id !== undefined ? byId.get(p.id) : undefined;
    if (p.id !== undefined && !old) throw new NotFound(`No identity provider ${p.id} in this tenant`);
    const fields = {
      kind: p.kind,
      issuer: p.issuer,
      clientId: p.clientId ?? null,
      jwksUri: p.jwksUri ?? null,
      allowedIssuers: p.allowedIssuers ?? [],
      publicKeyPem: p.publicKeyPem ?? null,
      profileCompletionUrl: p.profileCompletionUrl ?? null,
      federated: p.federated ?? false,
      enabled: p.enabled ?? true,
      ssoUrl: p.ssoUrl ?? null,
      signingCertificates: (p.signingCertificates ?? []).map((c) => c.trim()),
      attributeMapping: attributeMappingOf(p.attributeMapping) as Prisma.InputJsonObject,
      // Write-only: absent keeps the stored secret, null removes it.
      ...(p.sharedSecret !== undefined ? { sharedSecret: p.sharedSecret } : {}),
    };
    if (old) {
      kept.add(old.id);
      await tx.tenantIdentityProvider.update({ where: { id: old.id }, data: fields });
    } else {
      const made = await tx.tenantIdentityProvider.create({ data: { tenantId: id, ...fields } });
      kept.add(made.id);
    }
  }
  await tx.tenantIdentityProvider.deleteMany({ where: { tenantId: id, id: { notIn: [...kept] } } });
}

export type TenantsAdminService = ReturnType<typeof createTenantsAdminService>;

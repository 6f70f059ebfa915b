// Tenants and everything configured per tenant: domains, features, search types, help menu,
// access messages, tips, links, identity providers, publishers, licence agreements, help PDFs,
// products with their grants, and tutorial videos.
import type pg from "pg";
import type { BlobStorage } from "../lib/storage.ts";
import { REFERENCE_DATE } from "./catalogue.ts";
import { tenantTexts } from "./data/tenant-texts.ts";
import { COLLECTIONS, PARTNER_RS256_PUBLIC_KEY, TENANTS, type TenantDef } from "./data/tenants.ts";
import { copyRows, type Row } from "./db.ts";
import { spanishGuidePdf, supportHelpPdf } from "./help.ts";
import type { Rng } from "./rng.ts";

const REF = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const DAY = 86_400_000;
const at = (days: number) => new Date(REF + days * DAY).toISOString();
// Banners are dated from the day the seed runs, not from the catalogue's reference date: a banner
// meant to be current (or past, or future) stays so however long after the reference date the
// seed runs.
const SEEDED_AT = Date.now();
const fromSeedDay = (days: number) => new Date(SEEDED_AT + days * DAY).toISOString();

export interface TenantIds {
  tenantId: Map<string, number>;
  /** tenant code -> product abbreviation -> product id */
  productId: Map<string, Map<string, number>>;
  /** tenant code -> publisher keys the tenant's products entitle, per product */
  productGrants: Map<string, Map<string, string[]>>;
  tutorialVideos: number;
}

/** An address of the tenant's own site (white-label: its own domain, never the product's). */
export function tenantUrl(t: TenantDef, sub = "www"): string {
  return `https://${sub}.${t.mailDomain}`;
}

function licenseText(t: TenantDef, version: number): string {
  const lines = [
    `${t.tenantName} — Licence Agreement (version ${version})`,
    "1. Grant. Your organization grants you a personal, non-transferable right to view, search and print the documents included in its subscriptions, for internal use.",
    "2. Restrictions. You may not redistribute documents, remove copyright notices, or share your credentials. Automated downloading is not permitted.",
    "3. Copies. You may print or save single copies of documents for your own work. Copies must keep the publisher's notices.",
    "4. Compass Points and notes. Annotations you create are stored with your account and may be seen by other users of that account.",
    "5. Privacy. Usage of the service is recorded to produce usage reports for your organization and to improve the service.",
    "6. Termination. Access ends when your organization's subscription ends or your account is deactivated.",
  ];
  if (version > 1)
    lines.push(
      "7. Changes in this version. Clause 4 now covers shared annotations; clause 5 now describes usage reports.",
    );
  return lines.join("\n\n");
}

export async function seedTenants(
  client: pg.ClientBase,
  deps: { rng: Rng; storage: BlobStorage; publisherIds: Map<string, number>; collectionIds: Map<string, number> },
): Promise<TenantIds> {
  const { rng, storage, publisherIds, collectionIds } = deps;
  const tenants: Row[] = [];
  const domains: Row[] = [];
  const features: Row[] = [];
  const searchTypes: Row[] = [];
  const help: Row[] = [];
  const messages: Row[] = [];
  const tips: Row[] = [];
  const texts: Row[] = [];
  const links: Row[] = [];
  const idps: Row[] = [];
  const tenantPublishers: Row[] = [];
  const licences: Row[] = [];
  const helpDocs: Row[] = [];
  const products: Row[] = [];
  const grants: Row[] = [];
  const videos: Row[] = [];
  const ids: TenantIds = { tenantId: new Map(), productId: new Map(), productGrants: new Map(), tutorialVideos: 0 };

  const counters = {
    domain: 0,
    help: 0,
    tip: 0,
    link: 0,
    idp: 0,
    licence: 0,
    helpDoc: 0,
    product: 0,
    grant: 0,
    video: 0,
  };

  // Tutorial videos for all tenants (tenant_id null) come first.
  const globalTutorials = [
    ["Getting started with the library", 184],
    ["Searching by keyword and designation", 241],
    ["Using the refinement panel", 206],
    ["Comparing two versions of a standard", 263],
    ["Tracking documents and publishers", 158],
  ] as const;
  for (const [name, seconds] of globalTutorials) {
    const id = ++counters.video;
    videos.push({
      id,
      hashed_id: `tut${rng.token(5)}${id.toString(36).padStart(2, "0")}`,
      name,
      duration_seconds: seconds,
      section: "Tutorials",
      is_tutorial: true,
      tenant_id: null,
      position: id - 1,
    });
  }

  for (const [i, t] of TENANTS.entries()) {
    const tenantId = i + 1;
    ids.tenantId.set(t.code, tenantId);
    const base = tenantUrl(t);
    tenants.push({
      id: tenantId,
      code: t.code,
      tenant_name: t.tenantName,
      title: t.title,
      is_main: t.isMain,
      has_favicon: t.hasFavicon,
      logo_file_name: t.logoFileName,
      primary_color: t.primaryColor,
      accent_color: t.accentColor,
      greeting: t.greeting,
      support_email: `support@${t.mailDomain}`,
      support_phone: t.supportPhone,
      contact_link: `${base}/contact`,
      sales_link: `${base}/sales`,
      about_url: `${base}/about`,
      privacy_url: `${base}/privacy`,
      policies_url: `${base}/policies`,
      copyright_url: `${base}/copyright`,
      tracker_url: tenantUrl(t, "tracker"),
      tracker_available: t.trackerAvailable,
      elearning_url: t.elearning ? tenantUrl(t, "elearning") : null,
      cl_url: tenantUrl(t, "login"),
      iam_server_version: t.iamServerVersion,
      onetrust_script: `https://cdn.cookielaw.example/consent/${rng.token(8)}-${rng.token(4)}-${rng.token(12)}/otSDKStub.js`,
      profile_management_url: `${tenantUrl(t, "profile")}/account`,
      progressive_profiling_url: `${tenantUrl(t, "profile")}/complete-profile`,
      member_link_url: tenantUrl(t, "members"),
      user_management_enabled: t.userManagementEnabled,
      user_management_url: t.userManagementEnabled ? `${tenantUrl(t, "admin")}/users` : null,
      // A federated tenant's users come only through its identity provider (README, issue 12).
      password_login_enabled: !t.idps.includes("OIDC-FEDERATED"),
      ip_login_enabled: t.ipLogin,
      default_language: t.language,
      enable_compass_points: t.enableCompassPoints,
      drm_view: t.drmView,
      footer: { address: t.address, home: base, "show-tenant-footer-logo": t.showFooterLogo },
      footer_tips_tricks_key: `footer.tips-tricks.${t.code}`,
      logout_config: {
        confirm: t.logout.confirm,
        message: t.logout.message,
        redirectUrl: t.logout.redirect ? `${tenantUrl(t, "login")}/logout` : null,
      },
      banner_text: t.banner?.text ?? null,
      banner_start_date: t.banner ? fromSeedDay(t.banner.startDays) : null,
      banner_end_date: t.banner ? fromSeedDay(t.banner.endDays) : null,
      main_publisher_id: t.mainPublisher ? publisherIds.get(t.mainPublisher) : null,
      created_at: at(-400),
      updated_at: at(-10),
    });

    for (const host of [`${t.code}.norma.localhost`, `${t.code}.norma.example`])
      domains.push({ id: ++counters.domain, tenant_id: tenantId, host });

    for (const [code, enabled] of Object.entries(t.features)) features.push({ tenant_id: tenantId, code, enabled });

    (["content", "mysubscription", "semantic"] as const).forEach((code, position) => {
      searchTypes.push({
        tenant_id: tenantId,
        code,
        label_key: code === "mysubscription" ? "search.type.my-subscription" : `search.type.${code}`,
        enabled: t.searchTypes[code],
        position,
      });
    });

    const menu: [key: string, topic: string, kind: string, url: string | null, language: string | null][] = [
      ["help.video-tutorials", "Video tutorials", "VIDEO", "/video", null],
    ];
    if (t.isMain) menu.push(["help.more-resources", "More resources", "RESOURCES", "/user-resources", null]);
    menu.push(
      ["help.guide.searching", "Searching the library", "GUIDE", `${base}/help/searching`, null],
      ["help.guide.reading", "Reading, comparing and downloading", "GUIDE", `${base}/help/reading`, null],
    );
    if (t.enableCompassPoints)
      menu.push([
        "help.guide.compass-points",
        "Working with Compass Points",
        "GUIDE",
        `${base}/help/compass-points`,
        null,
      ]);
    if (t.bilingualGuides) {
      menu.push(
        [
          "help.user-guide.en",
          "User guide (English)",
          "GUIDE",
          "/api/documents/getHelpDocument?title=support_help&format=pdf",
          "en",
        ],
        [
          "help.user-guide.es-419",
          "Guía del usuario (español de Latinoamérica)",
          "GUIDE",
          "/api/documents/getHelpDocument?title=guia_de_usuario&format=pdf",
          "es-419",
        ],
      );
    }
    menu.push([
      "help.support-help",
      "Support guide (PDF)",
      "PDF",
      "/api/documents/getHelpDocument?title=support_help&format=pdf",
      null,
    ]);
    menu.forEach(([key, topic, kind, url, language], position) => {
      help.push({ id: ++counters.help, tenant_id: tenantId, key, topic, kind, url, language, position });
    });

    const own = (key: string) => (t.ownMessages ? `${key}.${t.code}` : key);
    const msg: [string, string][] = [
      ["content-no-access-i18n-key", own("error.content-no-access")],
      ["content-no-pdf", own("error.content-no-pdf")],
      ["feature-no-access", own("error.feature-no-access")],
      ["generic-error", own("error.generic")],
      ["support-phone", t.supportPhone],
      ["contact-link", `${base}/contact`],
      ["sales-link", `${base}/sales`],
    ];
    for (const [key, value] of msg) messages.push({ tenant_id: tenantId, key, value });

    t.tips.forEach((tip, position) => {
      const download = tip.link === "DOWNLOAD";
      tips.push({
        id: ++counters.tip,
        tenant_id: tenantId,
        title: tip.title,
        content: tip.content,
        link_text: tip.linkText ?? null,
        link_url: tip.link ? (download ? "support_help" : tip.link) : null,
        link_kind: tip.link ? (download ? "DOWNLOAD" : "EXTERNAL") : null,
        position,
      });
    });

    for (const text of tenantTexts(t)) texts.push({ tenant_id: tenantId, ...text });

    const linkRows: [string, string, string][] = [
      ...t.sidebarLinks.map(([title, url]) => [title, url, "SIDEBAR"] as [string, string, string]),
      ["About", `${base}/about`, "FOOTER"],
      ["Contact", `${base}/contact`, "FOOTER"],
      ["Privacy", `${base}/privacy`, "FOOTER"],
      ["Policies", `${base}/policies`, "FOOTER"],
      ["Copyright", `${base}/copyright`, "FOOTER"],
      ["Contact us", `${base}/contact`, "HEADER"],
    ];
    const positions = new Map<string, number>();
    for (const [title, url, placement] of linkRows) {
      const position = positions.get(placement) ?? 0;
      positions.set(placement, position + 1);
      links.push({ id: ++counters.link, tenant_id: tenantId, title, url, placement, position });
    }

    for (const kind of t.idps) {
      if (kind === "OIDC" || kind === "OIDC-FEDERATED") {
        const issuer = tenantUrl(t, "login");
        idps.push({
          id: ++counters.idp,
          tenant_id: tenantId,
          kind: "OIDC",
          issuer,
          client_id: `norma-reader-${t.code}`,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          allowed_issuers: [issuer, `${issuer}/oauth2/default`],
          public_key_pem: null,
          shared_secret: null,
          profile_completion_url: `${tenantUrl(t, "profile")}/complete-profile`,
          federated: kind === "OIDC-FEDERATED",
          enabled: true,
        });
      } else {
        const rs256 = kind === "JWT-RS256";
        const dbKind = kind === "APPLET" ? "APPLET" : "JWT";
        const issuer = dbKind === "JWT" ? tenantUrl(t, "partners") : `${t.code}-applet`;
        idps.push({
          id: ++counters.idp,
          tenant_id: tenantId,
          kind: dbKind,
          issuer,
          client_id: dbKind === "JWT" ? "partner-portal" : "applet",
          jwks_uri: null,
          allowed_issuers: [issuer],
          // A partner signs either with its RSA key (only the public key is configured) or with a
          // secret shared with us.
          public_key_pem: rs256 ? PARTNER_RS256_PUBLIC_KEY : null,
          shared_secret: rs256 ? null : `${t.code}-${dbKind.toLowerCase()}-hs256-${rng.token(40)}`,
          profile_completion_url: null,
          federated: false,
          enabled: true,
        });
      }
    }

    t.publishers.forEach((key, position) => {
      tenantPublishers.push({
        tenant_id: tenantId,
        publisher_id: publisherIds.get(key),
        is_own: key === t.mainPublisher,
        position,
      });
    });

    for (let v = 1; v <= t.licenseVersions; v++) {
      licences.push({
        id: ++counters.licence,
        tenant_id: tenantId,
        version: v,
        content: licenseText(t, v),
        effective_at: at(v === 1 ? -400 : -60),
      });
    }

    const helpFiles: [string, Uint8Array][] = [["support_help", await supportHelpPdf(t)]];
    if (t.bilingualGuides) helpFiles.push(["guia_de_usuario", await spanishGuidePdf(t)]);
    for (const [title, bytes] of helpFiles) {
      const stored = await storage.put(`help/${t.code}/${title}.pdf`, Buffer.from(bytes));
      helpDocs.push({
        id: ++counters.helpDoc,
        tenant_id: tenantId,
        title,
        format: "pdf",
        content_type: "application/pdf",
        storage_key: stored.key,
        byte_size: stored.byteSize,
      });
    }

    const productIds = new Map<string, number>();
    const productGrants = new Map<string, string[]>();
    t.products.forEach((p, position) => {
      const id = ++counters.product;
      productIds.set(p.abbr, id);
      const publisherGrants = p.grants.filter((g) => !g.startsWith("collection:"));
      productGrants.set(p.abbr, p.grants);
      products.push({
        id,
        tenant_id: tenantId,
        subscription_name: p.name,
        subscription_abbr_name: p.abbr,
        publisher_search_key: publisherGrants.length === 1 ? publisherGrants[0] : null,
        subscription_image_path: p.image,
        description: p.description,
        position,
      });
      for (const g of p.grants) {
        const collection = g.startsWith("collection:") ? collectionIds.get(g.slice(11)) : undefined;
        if (g.startsWith("collection:") && !collection) throw new Error(`unknown collection ${g}`);
        grants.push({
          id: ++counters.grant,
          product_id: id,
          publisher_id: collection ? null : publisherIds.get(g),
          collection_id: collection ?? null,
        });
      }
    });
    ids.productId.set(t.code, productIds);
    ids.productGrants.set(t.code, productGrants);

    // One or two tutorials of the tenant's own.
    const own1 = ++counters.video;
    videos.push({
      id: own1,
      hashed_id: `tut${rng.token(5)}${own1.toString(36).padStart(2, "0")}`,
      name: `Welcome to ${t.tenantName}`,
      duration_seconds: 95 + i * 7,
      section: "Tutorials",
      is_tutorial: true,
      tenant_id: tenantId,
      position: 0,
    });
    if (t.enableCompassPoints) {
      const own2 = ++counters.video;
      videos.push({
        id: own2,
        hashed_id: `tut${rng.token(5)}${own2.toString(36).padStart(2, "0")}`,
        name: "Creating and sharing Compass Points",
        duration_seconds: 212,
        section: "Tutorials",
        is_tutorial: true,
        tenant_id: tenantId,
        position: 1,
      });
    }
  }
  ids.tutorialVideos = counters.video;

  await copyRows(client, "tenants", tenants);
  await copyRows(client, "tenant_domains", domains);
  await copyRows(client, "tenant_features", features);
  await copyRows(client, "tenant_search_types", searchTypes);
  await copyRows(client, "tenant_help_menu_items", help);
  await copyRows(client, "tenant_access_messages", messages);
  await copyRows(client, "tenant_tips", tips);
  await copyRows(client, "tenant_texts", texts);
  await copyRows(client, "tenant_external_links", links);
  await copyRows(client, "tenant_identity_providers", idps);
  await copyRows(client, "tenant_publishers", tenantPublishers);
  await copyRows(client, "license_agreements", licences);
  await copyRows(client, "help_documents", helpDocs);
  await copyRows(client, "products", products);
  await copyRows(client, "product_grants", grants);
  await copyRows(client, "videos", videos);
  return ids;
}

/** Content collections (before documents, which refer to them). */
export function collectionRows(publisherIds: Map<string, number>): { rows: Row[]; ids: Map<string, number> } {
  const ids = new Map<string, number>();
  const rows = COLLECTIONS.map((c, i) => {
    ids.set(c.key, i + 1);
    return { id: i + 1, key: c.key, name: c.name, publisher_id: c.publisher ? publisherIds.get(c.publisher) : null };
  });
  return { rows, ids };
}

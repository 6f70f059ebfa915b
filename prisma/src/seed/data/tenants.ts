// The seven tenants of the spec, each configured differently across every tenant table.
// Dates are relative to the seed's reference date (2026-11-01).

import { FEATURE_CODES, type FeatureCode } from "@norma/contracts/features";

// The codes are the contract's (@norma/contracts/features); the seed only chooses each tenant's set.
export { FEATURE_CODES, type FeatureCode };

export interface ProductDef {
  abbr: string;
  name: string;
  description: string;
  /** Publisher keys and/or collection keys (prefixed "collection:"). */
  grants: string[];
  image: string;
}

export interface PersonDef {
  first: string;
  last: string;
}

export interface TenantDef {
  code: string;
  tenantName: string;
  title: string;
  isMain: boolean;
  hasFavicon: boolean;
  /** The tenant's own mail domain (support address): never the product's. */
  mailDomain: string;
  logoFileName: string;
  primaryColor: string;
  accentColor: string;
  greeting: string;
  supportPhone: string;
  trackerAvailable: boolean;
  elearning: boolean;
  iamServerVersion: string;
  userManagementEnabled: boolean;
  enableCompassPoints: boolean;
  drmView: boolean;
  showFooterLogo: boolean;
  address: string;
  logout: { confirm: boolean; message: string; redirect: boolean };
  /** Banner text and its window in days relative to the day the seed runs. */
  banner?: { text: string; startDays: number; endDays: number };
  mainPublisher: string | null;
  /** The tenant's default language (sessions without a user, new users). */
  language: "en" | "es";
  /** Anonymous company sign-in by address (authentication-methods.ip). */
  ipLogin: boolean;
  features: Record<FeatureCode, boolean>;
  searchTypes: { content: boolean; mysubscription: boolean; semantic: boolean };
  publishers: string[];
  products: ProductDef[];
  subscriptions: { individual: string[]; company: string[]; single: string[]; expired?: string[] };
  company: { name: string; acronym: string; city: string; state: string | null; postalCode: string; country: string };
  people: Record<"individual" | "admin" | "single" | "noaccess" | "inactive", PersonDef>;
  /** English and Latin-American Spanish user guides in the help menu. */
  bilingualGuides: boolean;
  tips: { title: string; content: string; linkText?: string; link?: "DOWNLOAD" | string }[];
  sidebarLinks: [title: string, path: string][];
  /**
   * Identity providers: OIDC single sign-on (FEDERATED: users come only through it), partner
   * tokens signed with a shared secret (JWT, HS256) or with the partner's RSA key (JWT-RS256),
   * or the applet's tokens (APPLET).
   */
  idps: ("OIDC" | "OIDC-FEDERATED" | "JWT" | "JWT-RS256" | "APPLET")[];
  licenseVersions: number;
  /** Tenant-specific error message keys (six tenants have them). */
  ownMessages: boolean;
  refinementSections?: string[];
}

/**
 * Public half of the RSA key a partner portal signs its tokens with (JWT-RS256 providers). Only
 * the public key is configured, as in production; its private key is not kept anywhere.
 */
export const PARTNER_RS256_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArLHGY4Ak/XnieNRGLP6N
T+NrE9dEKOkjwgqnOpnYCL6maBhSnLEW3S8n1OhfA0PtEHJopinhiOiafL1MdNZ/
7XiPyAf1qTMDKfUg5+SOgrRAnaqlZOht8KzUxYmBnvAmIj4v+UCjPTdS5uCwxuXe
mPTkZSyUO2uvNwYnMcV+0CQDSpXnKw7Vr5gZmYLDJaBjZxB7YE0VZpvD8JQBHoPs
jud349Ha+I3Z3jHzdKsdc4zrRqwO8wA8Wy1WY4E0+tgXf8YpnDgyDgALpyd8GZxs
LFko25Ylwlrwb9wHgTwOPcuk1SiSVztPWQUXsmVgi5O3j6IgWVAQKJfKEg+swBvC
7wIDAQAB
-----END PUBLIC KEY-----
`;

const f = (on: FeatureCode[]): Record<FeatureCode, boolean> =>
  Object.fromEntries(FEATURE_CODES.map((c) => [c, on.includes(c)])) as Record<FeatureCode, boolean>;

export const TENANTS: TenantDef[] = [
  {
    code: "astm",
    tenantName: "ASTM Compass",
    title: "ASTM Compass — Standards and Digital Library",
    isMain: true,
    hasFavicon: true,
    mailDomain: "astm-compass.example",
    logoFileName: "astm-compass-logo.svg",
    primaryColor: "#00447c",
    accentColor: "#f7a800",
    greeting: "Welcome to ASTM Compass",
    supportPhone: "+1 877 555 0142",
    trackerAvailable: true,
    elearning: true,
    iamServerVersion: "classic",
    userManagementEnabled: true,
    enableCompassPoints: true,
    drmView: false,
    showFooterLogo: true,
    address: "100 Harbor View Drive, West Conshohocken, PA 19428, USA",
    logout: { confirm: true, message: "logout.sso.confirm-message", redirect: true },
    banner: {
      text: "Scheduled maintenance: the library may be briefly unavailable on Sundays from 02:00 to 04:00 UTC.",
      startDays: -7,
      endDays: 365,
    },
    mainPublisher: "ASTM",
    language: "en",
    ipLogin: true,
    features: f([
      "search-refinement",
      "version-compare",
      "content-share",
      "type-ahead-search",
      "language-selection",
      "show-tracker",
      "user-management",
      "group-enable",
      "revision-reviews",
    ]),
    searchTypes: { content: true, mysubscription: true, semantic: true },
    publishers: [
      "ASTM",
      "ISO",
      "IEC",
      "API",
      "SAE",
      "AASHTO",
      "ACI",
      "AWS",
      "AWWA",
      "AATCC",
      "CGA",
      "IES",
      "UNE",
      "UOP",
      "CFR",
      "QCS",
    ],
    products: [
      {
        abbr: "ASTM-COMPASS",
        name: "ASTM Compass Standards & Digital Library",
        description: "All ASTM standards, journals, manuals, symposia papers and data series.",
        grants: ["ASTM"],
        image: "subscriptions/astm-compass.png",
      },
      {
        abbr: "ISO-ALL",
        name: "ISO Standards Collection",
        description: "The complete ISO catalogue.",
        grants: ["ISO"],
        image: "subscriptions/iso.png",
      },
      {
        abbr: "IEC-ALL",
        name: "IEC Standards Collection",
        description: "The complete IEC catalogue.",
        grants: ["IEC"],
        image: "subscriptions/iec.png",
      },
      {
        abbr: "SAE-ALL",
        name: "SAE Mobility Standards",
        description: "SAE ground vehicle and aerospace standards.",
        grants: ["SAE"],
        image: "subscriptions/sae.png",
      },
      {
        abbr: "API-ALL",
        name: "API Standards",
        description: "American Petroleum Institute standards.",
        grants: ["API"],
        image: "subscriptions/api.png",
      },
      {
        abbr: "OILGAS",
        name: "Oil & Gas Collection",
        description: "Petroleum standards of ASTM, API, ISO and UOP in one collection.",
        grants: ["collection:OIL-GAS"],
        image: "subscriptions/oil-gas.png",
      },
      {
        abbr: "ENG-WB",
        name: "Engineering Workbench",
        description: "AASHTO, ACI and AWS standards for civil and structural engineers.",
        grants: ["AASHTO", "ACI", "AWS"],
        image: "subscriptions/engineering.png",
      },
      {
        abbr: "VOL-08.01",
        name: "ASTM Volume 08.01 Plastics (I)",
        description: "The ASTM plastics standards of Committee D20.",
        grants: ["collection:ASTM-VOL-08.01"],
        image: "subscriptions/vol-08-01.png",
      },
      {
        abbr: "AWWA-ALL",
        name: "AWWA Standards",
        description: "Water works standards.",
        grants: ["AWWA"],
        image: "subscriptions/awwa.png",
      },
    ],
    subscriptions: {
      individual: ["ASTM-COMPASS", "ISO-ALL"],
      company: ["ASTM-COMPASS", "ISO-ALL", "IEC-ALL", "API-ALL", "ENG-WB", "OILGAS"],
      single: ["VOL-08.01"],
      expired: ["SAE-ALL"],
    },
    company: {
      name: "Acme Engineering Inc.",
      acronym: "ACME",
      city: "Philadelphia",
      state: "PA",
      postalCode: "19103",
      country: "US",
    },
    people: {
      individual: { first: "Grace", last: "Whitfield" },
      admin: { first: "Daniel", last: "Okafor" },
      single: { first: "Priya", last: "Raman" },
      noaccess: { first: "Tom", last: "Lindqvist" },
      inactive: { first: "Ellen", last: "Marsh" },
    },
    bilingualGuides: true,
    tips: [
      {
        title: "Search by designation",
        content: "Type a designation such as D3039 or 'D 3039' to go straight to a standard and all its versions.",
      },
      {
        title: "Track a standard",
        content: "Use Track on any document page to be told when a new version is published.",
        linkText: "Open the tracker",
        link: "https://tracker.astm-compass.example",
      },
      {
        title: "Compass Points",
        content: "Highlight text in a PDF and save it as a Compass Point that colleagues in your account can see.",
        linkText: "Download the guide",
        link: "DOWNLOAD",
      },
      {
        title: "Compare versions",
        content: "Select two versions of a standard and compare them side by side or as a redline.",
      },
    ],
    sidebarLinks: [
      ["ASTM Standards Store", "https://store.astm-compass.example"],
      ["Member portal", "https://members.astm-compass.example"],
    ],
    idps: ["OIDC"],
    licenseVersions: 2,
    ownMessages: true,
  },
  {
    code: "api",
    tenantName: "API Standards Library",
    title: "API Standards Library",
    isMain: false,
    hasFavicon: true,
    mailDomain: "api-standards.example",
    logoFileName: "api-library-logo.svg",
    primaryColor: "#1d3f8a",
    accentColor: "#c8102e",
    greeting: "Welcome to the API Standards Library",
    supportPhone: "+1 202 555 0173",
    trackerAvailable: false,
    elearning: false,
    iamServerVersion: "ie",
    userManagementEnabled: false,
    enableCompassPoints: true,
    drmView: false,
    showFooterLogo: true,
    address: "200 Massachusetts Avenue NW, Washington, DC 20001, USA",
    logout: { confirm: true, message: "logout.applet.confirm-message", redirect: false },
    banner: { text: "New editions of API Spec 5L and API 650 are now available.", startDays: -150, endDays: -120 },
    mainPublisher: "API",
    language: "en",
    ipLogin: true,
    features: f([
      "search-refinement",
      "version-compare",
      "content-share",
      "type-ahead-search",
      "show-tracker",
      "tenant-publisher-only",
      "revision-reviews",
    ]),
    searchTypes: { content: true, mysubscription: true, semantic: false },
    publishers: ["API", "ASTM", "ISO"],
    products: [
      {
        abbr: "API-ONLINE",
        name: "API Standards Online",
        description: "Every API standard, current and historical.",
        grants: ["API"],
        image: "subscriptions/api-online.png",
      },
      {
        abbr: "API-PETRO",
        name: "Petroleum Collection",
        description: "API standards with the ASTM, ISO and UOP petroleum methods they cite.",
        grants: ["collection:OIL-GAS"],
        image: "subscriptions/petroleum.png",
      },
      {
        abbr: "API-ISO",
        name: "ISO Petroleum Standards",
        description: "ISO standards for the oil and gas industries.",
        grants: ["ISO"],
        image: "subscriptions/iso.png",
      },
    ],
    subscriptions: { individual: ["API-ONLINE"], company: ["API-ONLINE", "API-PETRO"], single: ["API-ONLINE"] },
    company: {
      name: "Gulf Coast Drilling LLC",
      acronym: "GCD",
      city: "Houston",
      state: "TX",
      postalCode: "77002",
      country: "US",
    },
    people: {
      individual: { first: "Marcus", last: "Reed" },
      admin: { first: "Sofia", last: "Delgado" },
      single: { first: "Hiro", last: "Tanaka" },
      noaccess: { first: "Liam", last: "Foster" },
      inactive: { first: "Ruth", last: "Callahan" },
    },
    bilingualGuides: false,
    tips: [
      {
        title: "Upstream, midstream, downstream",
        content: "Filter your search by committee to find standards for your segment.",
      },
      {
        title: "Partner sign-in",
        content: "Your company portal can sign you in directly; ask your administrator.",
        linkText: "Support guide",
        link: "DOWNLOAD",
      },
      { title: "Addenda and errata", content: "Addenda are listed with the edition they amend under Supplements." },
    ],
    sidebarLinks: [["API Publications Store", "https://publications.api-standards.example"]],
    idps: ["JWT"],
    licenseVersions: 1,
    ownMessages: true,
  },
  {
    code: "awwa",
    tenantName: "AWWA Standards Online",
    title: "AWWA Standards Online",
    isMain: false,
    hasFavicon: true,
    mailDomain: "awwa-online.example",
    logoFileName: "awwa-online-logo.svg",
    primaryColor: "#005eb8",
    accentColor: "#00a3e0",
    greeting: "Welcome to AWWA Standards Online",
    supportPhone: "+1 303 555 0119",
    trackerAvailable: true,
    elearning: false,
    iamServerVersion: "classic",
    userManagementEnabled: false,
    enableCompassPoints: false,
    drmView: false,
    showFooterLogo: false,
    address: "6666 Quincy Avenue, Denver, CO 80235, USA",
    logout: { confirm: false, message: "logout.confirm-message", redirect: false },
    mainPublisher: "AWWA",
    language: "en",
    ipLogin: true,
    features: f(["search-refinement", "type-ahead-search", "show-tracker", "tenant-publisher-only"]),
    searchTypes: { content: false, mysubscription: true, semantic: false },
    publishers: ["AWWA", "ASTM", "ISO"],
    products: [
      {
        abbr: "AWWA-ONLINE",
        name: "AWWA Standards Online",
        description: "All AWWA standards and manuals.",
        grants: ["AWWA"],
        image: "subscriptions/awwa-online.png",
      },
      {
        abbr: "WATER",
        name: "Water & Wastewater Collection",
        description: "Water standards of AWWA, ASTM and ISO.",
        grants: ["collection:WATER"],
        image: "subscriptions/water.png",
      },
    ],
    subscriptions: { individual: ["AWWA-ONLINE"], company: ["AWWA-ONLINE", "WATER"], single: ["AWWA-ONLINE"] },
    company: {
      name: "Metro Water District",
      acronym: "MWD",
      city: "Denver",
      state: "CO",
      postalCode: "80202",
      country: "US",
    },
    people: {
      individual: { first: "Nina", last: "Alvarez" },
      admin: { first: "George", last: "Whitaker" },
      single: { first: "Amara", last: "Mensah" },
      noaccess: { first: "Peter", last: "Novak" },
      inactive: { first: "Joan", last: "Ferris" },
    },
    bilingualGuides: false,
    tips: [
      {
        title: "Find a pipe standard",
        content: "Search for C900 or C906 to see every edition of the PVC and PE pipe standards.",
      },
      {
        title: "Need help?",
        content: "Our support guide explains searching, reading and downloading.",
        linkText: "Download the guide",
        link: "DOWNLOAD",
      },
    ],
    sidebarLinks: [["AWWA Store", "https://store.awwa-online.example"]],
    idps: ["JWT-RS256"],
    licenseVersions: 1,
    ownMessages: true,
    refinementSections: ["publisher", "documentType", "ics", "committee"],
  },
  {
    code: "cga",
    tenantName: "CGA Publications Portal",
    title: "CGA Publications Portal",
    isMain: false,
    hasFavicon: true,
    mailDomain: "cga-portal.example",
    logoFileName: "cga-portal-logo.svg",
    primaryColor: "#2b5f3a",
    accentColor: "#e87722",
    greeting: "Welcome to the CGA Publications Portal",
    supportPhone: "+1 703 555 0188",
    trackerAvailable: true,
    elearning: false,
    iamServerVersion: "classic",
    userManagementEnabled: false,
    enableCompassPoints: false,
    drmView: false,
    showFooterLogo: true,
    address: "8484 Westpark Drive, McLean, VA 22102, USA",
    logout: { confirm: false, message: "logout.confirm-message", redirect: false },
    banner: { text: "Holiday support hours apply from December 20 to January 2.", startDays: 30, endDays: 62 },
    mainPublisher: "CGA",
    language: "en",
    ipLogin: false,
    features: f(["search-refinement", "version-compare", "tenant-publisher-only"]),
    searchTypes: { content: true, mysubscription: true, semantic: false },
    publishers: ["CGA", "CFR", "ISO", "ASTM"],
    products: [
      {
        abbr: "CGA-PUBS",
        name: "CGA Publications",
        description: "All CGA safety standards and guidelines.",
        grants: ["CGA"],
        image: "subscriptions/cga.png",
      },
      {
        abbr: "CFR-REGS",
        name: "Federal Regulations",
        description: "Code of Federal Regulations titles for gases.",
        grants: ["CFR"],
        image: "subscriptions/cfr.png",
      },
      {
        abbr: "ISO-GAS",
        name: "ISO Gas Cylinder Standards",
        description: "ISO standards of TC 58.",
        grants: ["ISO"],
        image: "subscriptions/iso.png",
      },
    ],
    subscriptions: {
      individual: ["CGA-PUBS", "CFR-REGS"],
      company: ["CGA-PUBS", "CFR-REGS", "ISO-GAS"],
      single: ["CGA-PUBS"],
    },
    company: {
      name: "Polar Industrial Gases Corp.",
      acronym: "PIGC",
      city: "Atlanta",
      state: "GA",
      postalCode: "30303",
      country: "US",
    },
    people: {
      individual: { first: "Owen", last: "Park" },
      admin: { first: "Leila", last: "Haddad" },
      single: { first: "Victor", last: "Costa" },
      noaccess: { first: "Anna", last: "Berg" },
      inactive: { first: "Frank", last: "Doyle" },
    },
    bilingualGuides: false,
    tips: [
      {
        title: "Cylinder safety",
        content: "Start with the safe handling publications before any other cylinder standard.",
      },
      {
        title: "Regulations side by side",
        content: "CFR parts are listed under Other content in the refinement panel.",
      },
    ],
    sidebarLinks: [["CGA Bookstore", "https://bookstore.cga-portal.example"]],
    idps: ["APPLET"],
    licenseVersions: 1,
    ownMessages: true,
  },
  {
    code: "aenor",
    tenantName: "AENOR Normas",
    title: "AENOR Normas — Biblioteca de normas",
    isMain: false,
    hasFavicon: true,
    mailDomain: "aenor-normas.example",
    logoFileName: "aenor-normas-logo.svg",
    primaryColor: "#e30613",
    accentColor: "#3c3c3b",
    greeting: "Bienvenido a AENOR Normas",
    supportPhone: "+34 915 550 123",
    trackerAvailable: true,
    elearning: false,
    iamServerVersion: "classic",
    userManagementEnabled: true,
    enableCompassPoints: true,
    drmView: false,
    showFooterLogo: true,
    address: "Calle Génova 6, 28004 Madrid, España",
    logout: { confirm: true, message: "logout.sso.confirm-message", redirect: true },
    banner: { text: "Nueva colección de normas de construcción disponible.", startDays: -20, endDays: 40 },
    mainPublisher: "UNE",
    language: "es",
    ipLogin: false,
    features: f([
      "search-refinement",
      "version-compare",
      "content-share",
      "type-ahead-search",
      "language-selection",
      "user-management",
      "group-enable",
    ]),
    searchTypes: { content: true, mysubscription: true, semantic: false },
    publishers: ["UNE", "ISO", "IEC", "ASTM"],
    products: [
      {
        abbr: "UNE-ALL",
        name: "Normas UNE",
        description: "Todas las normas UNE vigentes y anuladas.",
        grants: ["UNE"],
        image: "subscriptions/une.png",
      },
      {
        abbr: "ISO-ES",
        name: "Normas ISO",
        description: "Catálogo completo de normas ISO.",
        grants: ["ISO"],
        image: "subscriptions/iso.png",
      },
      {
        abbr: "IEC-ES",
        name: "Normas IEC",
        description: "Catálogo completo de normas IEC.",
        grants: ["IEC"],
        image: "subscriptions/iec.png",
      },
      {
        abbr: "CONSTRUCCION",
        name: "Colección Construcción",
        description: "Normas de construcción de UNE, ASTM, ACI, AASHTO y QCS.",
        grants: ["collection:CONSTRUCTION"],
        image: "subscriptions/construccion.png",
      },
    ],
    subscriptions: {
      individual: ["UNE-ALL", "ISO-ES"],
      company: ["UNE-ALL", "ISO-ES", "IEC-ES", "CONSTRUCCION"],
      single: ["UNE-ALL"],
    },
    company: {
      name: "Construcciones Ibéricas S.A.",
      acronym: "CISA",
      city: "Madrid",
      state: null,
      postalCode: "28004",
      country: "ES",
    },
    people: {
      individual: { first: "Lucía", last: "Fernández" },
      admin: { first: "Javier", last: "Morales" },
      single: { first: "Carmen", last: "Ruiz" },
      noaccess: { first: "Pablo", last: "Navarro" },
      inactive: { first: "Elena", last: "Ortega" },
    },
    bilingualGuides: true,
    tips: [
      { title: "Busque por código", content: "Escriba UNE-EN 1090-2 para ver todas las ediciones de la norma." },
      {
        title: "Guía de usuario",
        content: "Descargue la guía de usuario en español.",
        linkText: "Descargar",
        link: "DOWNLOAD",
      },
      {
        title: "Normas relacionadas",
        content: "En cada norma encontrará las normas citadas y las que la sustituyen.",
        linkText: "Más información",
        link: "https://www.aenor-normas.example/ayuda",
      },
    ],
    sidebarLinks: [
      ["Tienda AENOR", "https://tienda.aenor-normas.example"],
      ["Certificación", "https://certificacion.aenor-normas.example"],
    ],
    idps: ["OIDC-FEDERATED"],
    licenseVersions: 1,
    ownMessages: true,
  },
  {
    code: "ies",
    tenantName: "IES Lighting Library",
    title: "IES Lighting Library",
    isMain: false,
    hasFavicon: true,
    mailDomain: "ies-library.example",
    logoFileName: "ies-library-logo.svg",
    primaryColor: "#4a2c6f",
    accentColor: "#ffc845",
    greeting: "Welcome to the IES Lighting Library",
    supportPhone: "+1 212 555 0156",
    trackerAvailable: true,
    elearning: false,
    iamServerVersion: "classic",
    userManagementEnabled: false,
    enableCompassPoints: false,
    drmView: false,
    showFooterLogo: false,
    address: "85 Broad Street, New York, NY 10004, USA",
    logout: { confirm: false, message: "logout.confirm-message", redirect: false },
    mainPublisher: "IES",
    language: "en",
    ipLogin: true,
    features: f(["type-ahead-search", "home-page-toc"]),
    searchTypes: { content: true, mysubscription: false, semantic: false },
    publishers: ["IES", "IEC", "ASTM", "ISO"],
    products: [
      {
        abbr: "IES-LIB",
        name: "IES Standards",
        description: "Recommended practices, test methods and design guides.",
        grants: ["IES"],
        image: "subscriptions/ies.png",
      },
      {
        abbr: "IEC-LIGHT",
        name: "IEC Lighting Standards",
        description: "IEC standards for lamps and luminaires.",
        grants: ["IEC"],
        image: "subscriptions/iec.png",
      },
    ],
    subscriptions: { individual: ["IES-LIB"], company: ["IES-LIB", "IEC-LIGHT"], single: ["IES-LIB"] },
    company: {
      name: "Brightline Lighting Design",
      acronym: "BLD",
      city: "New York",
      state: "NY",
      postalCode: "10017",
      country: "US",
    },
    people: {
      individual: { first: "Hannah", last: "Brooks" },
      admin: { first: "Kenji", last: "Sato" },
      single: { first: "Maya", last: "Lowell" },
      noaccess: { first: "Chris", last: "Dunn" },
      inactive: { first: "Irene", last: "Voss" },
    },
    bilingualGuides: false,
    tips: [
      {
        title: "Table of contents",
        content: "Browse the library by topic from the table of contents on the home page.",
      },
      {
        title: "Measurement methods",
        content: "The LM series describes how lighting products are measured.",
        linkText: "Support guide",
        link: "DOWNLOAD",
      },
    ],
    sidebarLinks: [["IES Bookstore", "https://store.ies-library.example"]],
    idps: ["OIDC", "JWT"],
    licenseVersions: 1,
    ownMessages: true,
    refinementSections: ["publisher", "documentType", "topic"],
  },
  {
    code: "demowl",
    tenantName: "Demo Standards Library",
    title: "Demo Standards Library (white label)",
    isMain: false,
    hasFavicon: true,
    mailDomain: "demo-standards.example",
    logoFileName: "demo-logo.svg",
    primaryColor: "#3a3a3a",
    accentColor: "#18a999",
    greeting: "Welcome to the demo library",
    supportPhone: "+1 555 010 0199",
    trackerAvailable: true,
    elearning: false,
    iamServerVersion: "classic",
    userManagementEnabled: false,
    enableCompassPoints: true,
    drmView: true,
    showFooterLogo: false,
    address: "1 Demo Plaza, Springfield, USA",
    logout: { confirm: false, message: "logout.confirm-message", redirect: false },
    banner: { text: "This is a demonstration library: all documents are synthetic.", startDays: -365, endDays: 365 },
    mainPublisher: null,
    language: "en",
    ipLogin: true,
    features: f(["search-refinement", "version-compare", "content-share", "type-ahead-search", "group-enable"]),
    searchTypes: { content: true, mysubscription: true, semantic: true },
    publishers: ["SAE", "AATCC", "ACI", "AWS", "AASHTO", "UOP", "QCS", "CFR", "ISO", "IEC", "ASTM"],
    products: [
      {
        abbr: "DEMO-SAE",
        name: "Demo: SAE Standards",
        description: "SAE standards for the demo.",
        grants: ["SAE"],
        image: "subscriptions/demo-sae.png",
      },
      {
        abbr: "DEMO-AATCC",
        name: "Demo: AATCC Test Methods",
        description: "Textile test methods.",
        grants: ["AATCC"],
        image: "subscriptions/demo-aatcc.png",
      },
      {
        abbr: "DEMO-ACI",
        name: "Demo: ACI Concrete",
        description: "ACI codes and guides.",
        grants: ["ACI"],
        image: "subscriptions/demo-aci.png",
      },
      {
        abbr: "DEMO-UOP",
        name: "Demo: UOP Methods",
        description: "UOP analytical methods.",
        grants: ["UOP"],
        image: "subscriptions/demo-uop.png",
      },
      {
        abbr: "DEMO-QCS",
        name: "Demo: Qatar Construction Specifications",
        description: "QCS sections.",
        grants: ["QCS"],
        image: "subscriptions/demo-qcs.png",
      },
      {
        abbr: "DEMO-AUTO",
        name: "Demo: Automotive Collection",
        description: "Vehicle standards of SAE and ISO.",
        grants: ["collection:AUTOMOTIVE"],
        image: "subscriptions/demo-auto.png",
      },
    ],
    subscriptions: {
      individual: ["DEMO-SAE", "DEMO-AATCC"],
      company: ["DEMO-SAE", "DEMO-AATCC", "DEMO-ACI", "DEMO-UOP", "DEMO-QCS", "DEMO-AUTO"],
      single: ["DEMO-ACI"],
    },
    company: {
      name: "Demo Manufacturing Co.",
      acronym: "DMC",
      city: "Columbus",
      state: "OH",
      postalCode: "43215",
      country: "US",
    },
    people: {
      individual: { first: "Alex", last: "Morgan" },
      admin: { first: "Jordan", last: "Blake" },
      single: { first: "Casey", last: "Quinn" },
      noaccess: { first: "Riley", last: "Hayes" },
      inactive: { first: "Taylor", last: "Grant" },
    },
    bilingualGuides: false,
    tips: [
      {
        title: "Protected viewing",
        content: "Documents in this library open in the protected viewer and cannot be downloaded.",
      },
      {
        title: "Try the semantic search",
        content: "Ask a question in plain words and let the discovery search find the standards.",
        linkText: "Learn more",
        link: "https://demo.norma.example/semantic",
      },
    ],
    sidebarLinks: [["Demo company website", "https://www.demo-standards.example"]],
    idps: ["OIDC"],
    licenseVersions: 1,
    ownMessages: false,
  },
];

/** Content collections (granted by some products), with their membership rules. */
export interface CollectionDef {
  key: string;
  name: string;
  publisher: string | null;
  /** Publishers whose documents may belong. */
  publishers: string[];
  /** Domains (data/domains.ts) of the documents; empty = any. */
  domains: string[];
  /** Committee codes (for ASTM volumes). */
  committees?: string[];
}

export const COLLECTIONS: CollectionDef[] = [
  {
    key: "ASTM-VOL-08.01",
    name: "ASTM Volume 08.01 Plastics (I)",
    publisher: "ASTM",
    publishers: ["ASTM"],
    domains: [],
    committees: ["D20"],
  },
  {
    key: "ASTM-VOL-15.03",
    name: "ASTM Volume 15.03 Composite Materials",
    publisher: "ASTM",
    publishers: ["ASTM"],
    domains: [],
    committees: ["D30"],
  },
  {
    key: "ASTM-VOL-04.02",
    name: "ASTM Volume 04.02 Concrete and Aggregates",
    publisher: "ASTM",
    publishers: ["ASTM"],
    domains: [],
    committees: ["C09"],
  },
  {
    key: "ASTM-VOL-01.01",
    name: "ASTM Volume 01.01 Steel — Piping, Tubing, Fittings",
    publisher: "ASTM",
    publishers: ["ASTM"],
    domains: [],
    committees: ["A01"],
  },
  {
    key: "ASTM-VOL-05.01",
    name: "ASTM Volume 05.01 Petroleum Products, Liquid Fuels, and Lubricants (I)",
    publisher: "ASTM",
    publishers: ["ASTM"],
    domains: [],
    committees: ["D02"],
  },
  {
    key: "OIL-GAS",
    name: "Oil & Gas collection",
    publisher: null,
    publishers: ["ASTM", "API", "ISO", "UOP"],
    domains: ["petroleum"],
  },
  {
    key: "WATER",
    name: "Water & Wastewater collection",
    publisher: null,
    publishers: ["ASTM", "AWWA", "ISO"],
    domains: ["waterquality", "pipes"],
  },
  {
    key: "CONSTRUCTION",
    name: "Construction collection",
    publisher: null,
    publishers: ["ASTM", "ACI", "AASHTO", "UNE", "QCS"],
    domains: ["concrete", "construction", "roads"],
  },
  {
    key: "MEDICAL-DEVICES",
    name: "Medical Devices collection",
    publisher: null,
    publishers: ["ASTM", "ISO", "IEC"],
    domains: ["medical"],
  },
  {
    key: "AUTOMOTIVE",
    name: "Automotive & Mobility collection",
    publisher: null,
    publishers: ["SAE", "ISO"],
    domains: ["automotive"],
  },
];

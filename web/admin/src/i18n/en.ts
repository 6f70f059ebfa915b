// English messages of the console: react-admin's own, plus Norma's under `norma.*`.
import englishMessages from "ra-language-english";
import type { TranslationMessages } from "react-admin";

export const norma = {
  app: {
    title: "Administration console",
  },
  auth: {
    // spec 3 §8: "Unauthorized: 'You are not authorized to access this page.'"
    notAuthorized: "You are not authorized to access this page.",
    unreachable: "Server not reachable",
    failed: "Sign-in failed. Please try again.",
  },
  dashboard: {
    title: "Dashboard",
  },
  tenants: {
    colorHint: "A colour as #rrggbb",
    footerAddress: "Footer address",
    footerHome: "Footer home link",
    footerLogo: "Show the tenant's logo in the footer",
    logoutConfirm: "Ask before signing out of SSO",
    logoutMessage: "SSO sign-out message",
    logoutRedirect: "After SSO sign-out, go to",
    secretHint: "Write-only: leave empty to keep the stored secret",
    tabs: {
      branding: "Branding",
      banner: "Banner",
      features: "Features and search",
      help: "Help and tips",
      messages: "Access messages",
      links: "Links",
      signIn: "Sign-in",
    },
  },
  accounts: {
    rangeHint: "IPv4 or IPv6 address or network (CIDR)",
  },
  feedback: {
    from: "From",
    to: "To",
    exportCsv: "Export CSV",
    exportFailed: "The export failed",
  },
  audits: {
    menu: "Audits",
    title: "Audits",
    from: "From",
    to: "To",
    date: "Date",
    user: "User",
    state: "State",
    extraData: "Extra data",
    none: "No audit found",
    change: "Before and after",
    pages: "Pages",
  },
  logs: {
    menu: "Logs",
    title: "Logs",
    filter: "Filter",
    name: "Name",
    level: "Level",
    inherited: "inherited",
  },
  metrics: {
    menu: "Metrics",
    title: "Application metrics",
    refresh: "Refresh",
    memory: "Memory",
    threads: "Threads (event loop)",
    loopP50: "Event-loop delay, median",
    loopP99: "Event-loop delay, 99th percentile",
    loopMax: "Event-loop delay, longest",
    handles: "Active handles",
    threadPool: "Thread pool size",
    process: "Process",
    cpus: "CPUs",
    uptime: "Uptime",
    files: "Open files",
    gc: "Garbage collection",
    http: "HTTP requests (count · mean · max)",
    total: "Total",
    endpoints: "Endpoints (count · mean · max)",
    cache: "Cache (hits / misses)",
    datasource: "Datasource",
    poolMax: "Pool size",
    disk: "Disk space",
    diskTotal: "Total",
    diskFree: "Free",
  },
  configuration: {
    menu: "Configuration",
    title: "Configuration",
    filter: "Filter",
    prefix: "Prefix",
    properties: "Properties",
  },
  apiDocs: {
    menu: "API",
    title: "API documentation",
  },
  health: {
    title: "API health",
    menu: "Health",
    subtitle: "The API and the services it depends on",
    refresh: "Refresh",
    checkedAt: "Checked at %{time}",
    component: "Component",
    status: "Status",
    details: "Details",
    noComponents: "No components reported.",
    unreachable: "The API did not answer (%{reason}).",
    loading: "Checking…",
    statuses: {
      UP: "UP",
      DOWN: "DOWN",
      UNKNOWN: "UNKNOWN",
    },
  },
};

export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: {
      ...englishMessages.ra.auth,
      username: "E-mail",
    },
  },
  norma,
  resources: {
    feedback: { name: "Feedback |||| Feedback" },
  },
};

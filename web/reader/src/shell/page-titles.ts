// One title per route (issue 12, WCAG 2.4.2): "<page> – <tenant's title>"; the routes without a
// name of their own here (home, search, document) keep the tenant's title (the document page
// names its document itself).
const PAGE_TITLES: [RegExp, string][] = [
  [/^\/favorites/, "favorites.title"],
  [/^\/recently-accessed/, "recent.title"],
  [/^\/tracked-documents/, "tracking.title"],
  [/^\/myAccount/, "myAccount.title"],
  [/^\/video/, "videos.title"],
  [/^\/user-resources\/marc/, "marc.title"],
  [/^\/user-resources/, "resources.title"],
  [/^\/switch-account/, "switchAccount.title"],
  [/^\/auth-verified/, "authVerified.title"],
  [/^\/links-management/, "shareLinks.pageTitle"],
  [/^\/reviews\/[^/]+/, "reviews.review"],
  [/^\/reviews/, "reviews.title"],
];

/** The i18n key of the page's name, or null for the tenant's title alone. */
export function pageTitleKey(pathname: string): string | null {
  return PAGE_TITLES.find(([re]) => re.test(pathname))?.[1] ?? null;
}

/** The document title: the page's name first, then the library's. */
export function documentTitle(page: string | null, library: string): string {
  return page ? `${page} – ${library}` : library;
}

// The pages this reader has (the paths of App.tsx's routes). Menus (sidebar, account menu) show an
// entry only when its page is in this list: the spec's menus also name pages that later issues
// build (usage report, custom collections, groups, compass points and their admin and report,
// shared with me), and a link to them would only show 'The page does not exist.'. Adding a page
// to App.tsx and here turns its menu entry on; built-routes.test.ts checks that the two agree.
export const BUILT_ROUTES: ReadonlySet<string> = new Set([
  "/",
  "/home",
  "/home/:key",
  "/content-search",
  "/mysubscription-search",
  "/semantic-search",
  "/clause-search",
  "/document",
  "/document-view",
  "/favorites",
  "/tracked-documents",
  "/recently-accessed",
  "/trackChanges",
  "/sharedWithMe",
  "/publicationsShared",
  "/share/:token",
  "/links-management",
  "/custom-collections",
  "/groups",
  "/group-detail",
  "/reviews",
  "/reviews/:reviewId",
  "/myAccount",
  "/switch-account",
  "/auth-verified",
  "/video",
  "/user-resources",
  "/user-resources/marc",
  "/usage-report",
  "/compass-points-report",
  "/embed/usage-report",
  "/resolve/:type",
  "/compass-points-list",
  "/compass-points-admin-list",
  "/compass-points-change-history/:id/:contentId/:contentCode",
  "/compasspoint/:uuid",
  "/proxy-error",
]);

function matches(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((part, i) => part === b[i] || (part.startsWith(":") && b[i] !== ""));
}

/** True when the reader has a page at this address (external addresses are not ours to judge). */
export function isBuilt(to: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return true;
  const path = to.split(/[?#]/)[0].replace(/(.)\/$/, "$1") || "/";
  for (const pattern of BUILT_ROUTES) if (matches(pattern, path)) return true;
  return false;
}

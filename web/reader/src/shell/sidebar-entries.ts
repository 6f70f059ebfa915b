// The sidebar's entries (spec 1 §2, 3 §2) as a pure function of the session, the tenant and the
// user's menu list (each entry also needs its menu item's isShowed), in their order:
// Home; Subscriptions (expandable, more than one subscription); Tracker (feature show-tracker and
// a tracker address); Favorites (not for anonymous company sessions); Compass Points (individual
// users with the compass point flag, placed fourth); Groups (the group-enable flag); E-learning
// (main tenant); usage report (ADMIN or REPORT_VIEW, not DRM); custom collection (the account has
// one); Reviews (issue 28: the tenant's revision-reviews feature, a signed-in person); Compass Points admin and report (compass point flag and admin authority).
// An entry whose page this reader does not have yet (built-routes.ts) is left out.
import type { AccountSession, TenantConfig } from "../api/types.ts";
import { isBuilt } from "../built-routes.ts";
import { allowed, type GuardedPath, ROUTE_RULES } from "../features/auth/route-rules.ts";
import { isAnonymous } from "../features/auth/session.ts";
import { hasFeature, isMainTenant } from "../features/tenant/tenant-config.ts";

export type SidebarEntry =
  | { key: "home"; to: "/" }
  | { key: "subscriptions" }
  | { key: "tracker"; href: string }
  | { key: "elearning" }
  | {
      key: "favorites" | "compass-points" | "reviews" | "groups" | "usage" | "custom" | "cp-admin" | "cp-report";
      to: GuardedPath;
    };

export interface SidebarInput {
  account: AccountSession;
  config: TenantConfig;
  /** How many subscriptions the user has (the Subscriptions entry needs more than one). */
  subscriptions: number;
  /** GET /api/group/getGroupEnable (undefined while unknown). */
  groupEnable: boolean | undefined;
  /** Whether the reader has a page at an address (built-routes.ts; replaceable in tests). */
  built?: (path: string) => boolean;
}

export function sidebarEntries({
  account,
  config,
  subscriptions,
  groupEnable,
  built = isBuilt,
}: SidebarInput): SidebarEntry[] {
  const shown = (menuName: string) =>
    account.userMenuList.find((m) => m.menu.menuName === menuName)?.isShowed !== false;
  const page = (path: GuardedPath) => built(path) && allowed(ROUTE_RULES[path], account, config);
  const anonymous = isAnonymous(account);
  const entries: SidebarEntry[] = [{ key: "home", to: "/" }];
  if (subscriptions > 1) entries.push({ key: "subscriptions" });
  const trackerUrl = config["tracker-url"];
  if (hasFeature(config, "show-tracker") && trackerUrl && shown("Tracker"))
    entries.push({ key: "tracker", href: trackerUrl });
  if (shown("Favorites") && !anonymous && page("/favorites")) entries.push({ key: "favorites", to: "/favorites" });
  const individual = account.userType === "INDIVIDUAL" && !anonymous;
  if (individual && shown("Compass Points") && page("/compass-points-list"))
    // Placed fourth (spec 1 §2).
    entries.splice(Math.min(3, entries.length), 0, { key: "compass-points", to: "/compass-points-list" });
  // Issue 28: revision reviews (the tenant's switch, a signed-in person), after the personal lists.
  if (page("/reviews")) entries.push({ key: "reviews", to: "/reviews" });
  if (groupEnable && shown("Group") && page("/groups")) entries.push({ key: "groups", to: "/groups" });
  if (isMainTenant(config) && config.elearning && shown("E-Learning")) entries.push({ key: "elearning" });
  if (shown("Subscription Usage") && page("/usage-report")) entries.push({ key: "usage", to: "/usage-report" });
  if (shown("Custom Collection") && page("/custom-collections"))
    entries.push({ key: "custom", to: "/custom-collections" });
  if (page("/compass-points-admin-list")) entries.push({ key: "cp-admin", to: "/compass-points-admin-list" });
  if (page("/compass-points-report")) entries.push({ key: "cp-report", to: "/compass-points-report" });
  return entries;
}

// The account menu's entries (spec 1 §2, 3 §2), as a pure function of the session and the tenant
// (AccountMenu.tsx labels them and signs in or out; account-menu-entries.unit.test.ts tests them):
// my account (or the external profile address), switch account (more than one account, not for
// JWT, applet or SSO sessions), user management for administrators when the tenant enables it,
// the administration console for those it admits, the member link, shared with me and the share
// links (feature content-share, pages this reader has), sign out. Anonymous company users get sign
// in, and register when the tenant has a login site.
import type { AccountSession, TenantConfig } from "../api/types.ts";
import { isBuilt } from "../built-routes.ts";
import { canSwitchAccount } from "../features/auth/route-rules.ts";
import { hasAuthority, isAnonymous } from "../features/auth/session.ts";
import { hasFeature } from "../features/tenant/tenant-config.ts";

/** The administration console, served at /admin/ of the reader's own origin (web/nginx). */
export const CONSOLE_PATH = "/admin/";
/**
 * Who the console admits (web/admin/src/providers/authProvider.ts, REQUIRED_AUTHORITY); anyone
 * else would meet its sign-in refusal. The platform operator holds ADMIN too.
 */
export const CONSOLE_AUTHORITY = "ADMIN";

export type AccountEntryKey =
  | "sign-in"
  | "register"
  | "my-account"
  | "switch"
  | "users"
  | "administration"
  | "member"
  | "shared"
  | "share-links"
  | "sign-out";

export interface AccountEntry {
  key: AccountEntryKey;
  /** A route, or an address (external: a new tab; page: this origin outside the app). */
  href?: string;
  external?: boolean;
  page?: boolean;
}

export function accountMenuEntries(
  account: AccountSession,
  config: TenantConfig,
  origin: string,
  built: (path: string) => boolean = isBuilt,
): AccountEntry[] {
  if (isAnonymous(account)) {
    const entries: AccountEntry[] = [{ key: "sign-in" }];
    if (config.clUrl)
      entries.push({
        key: "register",
        href: `${config.clUrl.replace(/\/$/, "")}/register?redirectUrl=${encodeURIComponent(origin)}`,
        external: true,
      });
    return entries;
  }
  const entries: AccountEntry[] = [];
  const profile = account.profileManagementUrl ?? config.profileManagementUrl ?? null;
  entries.push(
    profile ? { key: "my-account", href: profile, external: true } : { key: "my-account", href: "/myAccount" },
  );
  if (canSwitchAccount(account)) entries.push({ key: "switch", href: "/switch-account" });
  if (hasAuthority(account, "ADMIN") && config.userManagement?.enable && config.userManagement.url)
    entries.push({ key: "users", href: config.userManagement.url, external: true });
  // A page load in the same tab: the console reads the session this tab holds and opens signed in
  // (session storage is per origin and tab).
  if (hasAuthority(account, CONSOLE_AUTHORITY)) entries.push({ key: "administration", href: CONSOLE_PATH, page: true });
  if (config.memberLinkUrl) entries.push({ key: "member", href: config.memberLinkUrl, external: true });
  const sharing = hasFeature(config, "content-share");
  if (sharing && built("/sharedWithMe")) entries.push({ key: "shared", href: "/sharedWithMe" });
  // Issue 15: the user's share links (beyond the spec), under shared with me.
  if (sharing && built("/links-management")) entries.push({ key: "share-links", href: "/links-management" });
  entries.push({ key: "sign-out" });
  return entries;
}

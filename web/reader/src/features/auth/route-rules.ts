// Who may open which page (spec 1 §6, 3 §5), as data: the rule of each guarded route, for the
// route's <Guard> (guards.tsx) and for the menus that link to it, so that a menu never offers a
// page its guard would refuse. Pure functions, tested in route-rules.unit.test.ts.
import type { AccountSession, TenantConfig } from "../../api/types.ts";
import { type FeatureCode, hasFeature, isMainTenant } from "../tenant/tenant-config.ts";
import { hasAuthority, isAnonymous } from "./session.ts";

export interface GuardRule {
  /** Any one of these authorities. */
  authorities?: string[];
  features?: FeatureCode[];
  mainTenant?: boolean;
  /** A person, not an anonymous company session. */
  signedIn?: boolean;
  /** Routes that show no DRM content refuse DRM sessions. */
  noDrm?: boolean;
  check?: (account: AccountSession, config: TenantConfig) => boolean;
}

export function isDrm(account: AccountSession | null): boolean {
  return account?.contentSecurity["drm-view"] === true;
}

export function allowed(rule: GuardRule, account: AccountSession, config: TenantConfig): boolean {
  if (rule.authorities && !hasAuthority(account, ...rule.authorities)) return false;
  if (rule.features?.some((f) => !hasFeature(config, f))) return false;
  if (rule.mainTenant && !isMainTenant(config)) return false;
  if (rule.signedIn && isAnonymous(account)) return false;
  if (rule.noDrm && isDrm(account)) return false;
  if (rule.check && !rule.check(account, config)) return false;
  return true;
}

/** Sign-in kinds whose account is chosen elsewhere: they never switch accounts here (spec 1 §2, 3 §2). */
export const NO_SWITCH_AUTH_TYPES: ReadonlySet<string> = new Set(["JWT", "APPLET", "SSO"]);

/** Spec 3 §2: switch account only with more than one account, and not for token-based or SSO sessions. */
export function canSwitchAccount(account: { cgEntitlements: unknown[]; authType: string } | null): boolean {
  return account !== null && account.cgEntitlements.length > 1 && !NO_SWITCH_AUTH_TYPES.has(account.authType);
}

/** Authorities of a Compass Points administrator (spec 1 §6: COMPASS_POINT_ADMIN, also CP_ADMIN). */
export const COMPASS_POINT_ADMIN = ["COMPASS_POINT_ADMIN", "CP_ADMIN"];

/** Spec 1 §6, 2 §1, 3 §6: groups need the tenant's group-enable feature and a person who is not a company user. */
const GROUPS_RULE: GuardRule = {
  signedIn: true,
  features: ["group-enable"],
  check: (account) => account.userType !== "COMPANY",
};

/** The rule of each guarded page, by path. Pages of later issues are declared too (see built-routes.ts). */
export const ROUTE_RULES = {
  "/favorites": { signedIn: true },
  "/tracked-documents": { signedIn: true },
  "/recently-accessed": { signedIn: true },
  "/trackChanges": { signedIn: true },
  "/myAccount": { signedIn: true },
  "/switch-account": { check: (account) => canSwitchAccount(account) },
  "/user-resources": { mainTenant: true },
  "/user-resources/marc": { mainTenant: true },
  // Spec 3 §2, §5: ADMIN or REPORT_VIEW; no DRM.
  "/usage-report": { authorities: ["ADMIN", "REPORT_VIEW"], noDrm: true },
  // Spec 3 §2: Compass Points admin; no DRM (and the account's compass point flag, spec 3 §2 sidebar).
  "/compass-points-report": {
    authorities: COMPASS_POINT_ADMIN,
    noDrm: true,
    check: (account) => account.compassPointFlag,
  },
  "/compass-points-admin-list": {
    authorities: COMPASS_POINT_ADMIN,
    noDrm: true,
    check: (account) => account.compassPointFlag,
  },
  // Spec 1 §6: compass point pages need the flag and a non-anonymous user.
  "/compass-points-list": { signedIn: true, check: (account) => account.compassPointFlag },
  "/compass-points-change-history": { signedIn: true, check: (account) => account.compassPointFlag },
  // Spec 2 §2: the shared landing page is for logged-in users (the API refuses company sessions with its 401).
  // The shared point's page takes every session: a company session meets the API's own 401 and
  // its sentence in a dialog that closes to / (spec 2 §8), not the guard's "not authorized".
  "/compasspoint": {},
  // Spec 1 §6: custom-collections needs a custom collection.
  "/custom-collections": { check: (account) => account.customCollection },
  // Spec 1 §6: groups need the group feature (and groups are off for company users, 3 §6).
  "/groups": GROUPS_RULE,
  // Spec 2 §2: the group detail has the guard of /groups.
  "/group-detail": GROUPS_RULE,
  // Spec 1 §6: sharedWithMe needs content-share.
  "/sharedWithMe": { signedIn: true, features: ["content-share"] },
  // Spec 2 §2: the guard of /publicationsShared is not shown; its call is a sharing call.
  "/publicationsShared": { signedIn: true, features: ["content-share"] },
  // Issue 15: a share link opens for signed-in users of the tenant (the API checks the rest); the
  // page of the user's links is a sharing page too.
  "/share": { signedIn: true, features: ["content-share"] },
  "/links-management": { signedIn: true, features: ["content-share"] },
  // Issue 28: revision reviews need the tenant's switch and a person (the API refuses company sessions).
  "/reviews": { signedIn: true, features: ["revision-reviews"] },
} satisfies Record<string, GuardRule>;

export type GuardedPath = keyof typeof ROUTE_RULES;

export function ruleOf(path: GuardedPath): GuardRule {
  return ROUTE_RULES[path];
}

// Who may do what, as far as authorities and the contract's guards decide it: the one module that
// names an authority or compares a list of them (access-policy-home.unit.test.ts fails when another
// file of the API does).
//
// - Each operation's guards are declared in openapi.yaml (security, x-signed-in, x-user-types,
//   x-authorities, x-features); plugins/access.ts resolves the actor and the tenant and asks
//   assertOperationAdmits.
// - The rules that depend on the data (the whole tenant's usage, another user's share link, who
//   gives OPERATOR, which tenants a console user sees) are asked by the services, by name, below.
//
// The authorities themselves are the contract's list (@norma/contracts/authorities), which the
// console grants from; the questions take `Authority` so a misspelt one fails the type check.
import type { Authority } from "@norma/contracts/authorities";
import { isAuthority } from "@norma/contracts/authorities";
import type { Actor } from "./actor.ts";
import { Forbidden, Unauthorized } from "./errors.ts";

/** What holds authorities: a session's actor, a user row read from the database, a menu's facts. */
export interface AuthorityHolder {
  readonly authorities: readonly string[];
}

const holdsAny = (holder: AuthorityHolder | null, wanted: readonly Authority[]): boolean =>
  holder !== null && wanted.some((a) => holder.authorities.includes(a));

/** CP_ADMIN is another name of COMPASS_POINT_ADMIN: holding one grants both. Unknown names are dropped. */
export function normaliseAuthorities(list: readonly string[]): string[] {
  const set = new Set(list.filter(isAuthority));
  if (set.has("CP_ADMIN") || set.has("COMPASS_POINT_ADMIN")) {
    set.add("CP_ADMIN");
    set.add("COMPASS_POINT_ADMIN");
  }
  return [...set].sort();
}

/** The refusal's detail when none of `required` is held (the contract's wording, asserted by clients' tests). */
export const authoritiesRequired = (required: readonly string[]) =>
  `One of these authorities is required: ${required.join(", ")}`;

// ---- The contract's guards of one operation -------------------------------------------------

/** The guards openapi.yaml declares on an operation (plugins/openapi.ts reads them). */
export interface OperationGuards {
  security: "required" | "optional" | "none" | "apiKey" | "scim";
  /** x-signed-in: anonymous company sessions are refused. */
  signedIn: boolean;
  /** x-user-types: allowed user types (none listed: every type). */
  userTypes: readonly string[];
  /** x-authorities: any one of them (none listed: no authority needed). */
  authorities: readonly string[];
  /** x-features: tenant feature switches that must all be on. */
  features: readonly string[];
}

/** Does the x-authorities list admit this actor? An empty list admits everyone, even no actor. */
export const authoritiesAdmit = (required: readonly string[], actor: AuthorityHolder | null): boolean =>
  required.length === 0 || (actor !== null && required.some((a) => actor.authorities.includes(a)));

/**
 * Throws the refusal of the first guard the request fails, in this order: no session where one is
 * required (401); an anonymous company session where a user must be signed in (403, told to sign
 * in first, as the reader sends it to the login); the user type; the authorities; the tenant's
 * features. A user type or authority refusal is the same whatever the tenant's switches are.
 */
export function assertOperationAdmits(
  op: OperationGuards,
  actor: Pick<Actor, "userId" | "userType" | "authorities"> | null,
  tenantFeatures: Readonly<Record<string, boolean | undefined>>,
): void {
  if ((op.security === "required" || op.security === "apiKey") && !actor) throw new Unauthorized();
  if (op.signedIn && actor && actor.userId === null) {
    throw new Forbidden("Sign in to use this", { messageKey: "error.signed-in-required" });
  }
  if (actor && op.userTypes.length && !op.userTypes.includes(actor.userType)) {
    throw new Forbidden(`This is not available to ${actor.userType.toLowerCase()} users`, {
      messageKey: "error.userType",
    });
  }
  if (!authoritiesAdmit(op.authorities, actor)) throw new Forbidden(authoritiesRequired(op.authorities));
  const off = op.features.filter((f) => tenantFeatures[f] !== true);
  if (off.length) {
    throw new Forbidden(`The feature ${off.join(", ")} is not enabled for this tenant`, {
      title: "Feature not enabled",
      messageKey: "feature-no-access",
    });
  }
}

// ---- The platform operator ------------------------------------------------------------------

const PLATFORM_OPERATOR: readonly Authority[] = ["OPERATOR"];

/** The platform operator: every tenant's administration, the queues and the operational pages. */
export const isPlatformOperator = (holder: AuthorityHolder | null) => holdsAny(holder, PLATFORM_OPERATOR);

/** The refusal's detail for pages only the platform operator opens (the queue dashboard). */
export const PLATFORM_OPERATOR_REQUIRED = authoritiesRequired(PLATFORM_OPERATOR);

/** The tenant a console user administers: their own, or null (every tenant) for the platform operator. */
export const administeredTenantScope = (actor: Actor): number | null =>
  isPlatformOperator(actor) ? null : actor.tenantId;

/**
 * May the actor (already admitted to the user console by its x-authorities) save a user whose
 * authorities go from `current` to `requested`? Only an operator makes (or unmakes) an operator.
 */
export const mayChangeAuthorities = (
  actor: AuthorityHolder,
  requested: readonly string[],
  current: readonly string[],
): boolean =>
  isPlatformOperator({ authorities: requested }) === isPlatformOperator({ authorities: current }) ||
  isPlatformOperator(actor);

// ---- The tenant administrator ---------------------------------------------------------------

const TENANT_ADMIN: readonly Authority[] = ["ADMIN"];

/** The tenant's administrator: every user's share links, the whole tenant's usage, the console. */
export const isTenantAdmin = (holder: AuthorityHolder | null) => holdsAny(holder, TENANT_ADMIN);

// ---- Usage reports --------------------------------------------------------------------------

const USAGE_REPORT_READERS: readonly Authority[] = ["ADMIN", "REPORT_VIEW"];

/** May the actor read usage reports (the usage page, its embed, COUNTER with a token, the menu entry)? */
export const mayReadUsageReports = (holder: AuthorityHolder | null) => holdsAny(holder, USAGE_REPORT_READERS);

/** The usage page's refusal: the same 403 as an operation whose x-authorities are ADMIN, REPORT_VIEW. */
export function assertMayReadUsageReports(holder: AuthorityHolder): void {
  if (!mayReadUsageReports(holder)) throw new Forbidden(authoritiesRequired(USAGE_REPORT_READERS));
}

// ---- Compass points -------------------------------------------------------------------------

const COMPASS_POINT_ADMIN: readonly Authority[] = ["COMPASS_POINT_ADMIN", "CP_ADMIN"];

/**
 * A Compass Points admin: sees and manages every point of the tenant whatever the settings
 * (compass-points-access.ts applies it) and the Manage Compass Links entry. Either name counts,
 * also on a list that was not normalised.
 */
export const isCompassPointAdmin = (holder: AuthorityHolder | null) => holdsAny(holder, COMPASS_POINT_ADMIN);

const AUDIT_HISTORY_READERS: readonly Authority[] = [...COMPASS_POINT_ADMIN, "COMPASS_USER_ADMIN"];

/**
 * The audit-history permission of spec 2 (§2 "a change-history link needs audit-history
 * permission"; §6 the row menu shows for "audit history, compass point admin, or the creator"):
 * the spec names the permission but no authority for it. Norma gives it to the authorities that
 * administer compass points or their users — COMPASS_POINT_ADMIN (CP_ADMIN) and COMPASS_USER_ADMIN
 * — for every point they may see; compass-points-access.ts adds a point's creator for that point.
 */
export const holdsAuditHistory = (holder: AuthorityHolder | null) => holdsAny(holder, AUDIT_HISTORY_READERS);

// ---- Account roles (revision reviews, issue 28) ----------------------------------------------

/**
 * An account's own administrator: `account_memberships.role` ADMIN (not an authority of the user:
 * the role is per account). Reviews let such a member switch automatic reviews on, assign and sign
 * off (modules/reviews/reviews-access.ts).
 */
export const isAccountAdministrator = (membershipRole: string | null) => membershipRole === "ADMIN";

/** The `account_memberships.role` that makes a member the account's administrator or not (the console's users). */
export const accountMembershipRole = (administrator: boolean) => (administrator ? "ADMIN" : "MEMBER");

// ---- API keys (the public API, issue 30) ----------------------------------------------------

/** The refusal when a key lacks a scope an operation's x-api-scopes names. */
export const apiScopesRequired = (required: readonly string[]) =>
  `This API key lacks the scope${required.length > 1 ? "s" : ""}: ${required.join(", ")}`;

/** Throws 403 unless the key holds every scope the operation names. */
export function assertApiKeyScopes(required: readonly string[], held: readonly string[]): void {
  const missing = required.filter((s) => !held.includes(s));
  if (missing.length) throw new Forbidden(apiScopesRequired(missing), { messageKey: "error.apiKey.scope" });
}

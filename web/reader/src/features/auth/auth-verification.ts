// The auth-verification screens (spec 3 §2), as pure rules: the verifying screen's message, the
// verified screen's sign-in method and where its Continue leads.
import type { AccountSession } from "../../api/types.ts";

/** The auth-verified screen's address. */
export const AUTH_VERIFIED_PATH = "/auth-verified";

/** The message key of each sign-in method (the session's authType). */
export const METHOD_KEYS = {
  PWD: "authVerified.method.PWD",
  IP: "authVerified.method.IP",
  SSO: "authVerified.method.SSO",
  JWT: "authVerified.method.JWT",
  APPLET: "authVerified.method.APPLET",
} as const satisfies Record<AccountSession["authType"], string>;

/**
 * Where Continue leads: `returnTo` when it is an address of this reader (a path, not another site,
 * not the verified screen itself), else home. Protocol-relative (`//host`), backslash tricks and
 * schemes are refused.
 */
export function continueTarget(returnTo: string | null): string {
  if (!returnTo || returnTo.length > 2000) return "/";
  if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.includes("\\")) return "/";
  if ([...returnTo].some((c) => c.charCodeAt(0) < 0x20)) return "/";
  const path = returnTo.split(/[?#]/)[0].replace(/(.)\/$/, "$1");
  if (path === AUTH_VERIFIED_PATH) return "/";
  return returnTo;
}

/** The account the access was verified for (the selected one), if any. */
export function verifiedAccount(
  account: Pick<AccountSession, "cgEntitlements" | "selectedAccountId">,
): { name: string; number: string } | null {
  const chosen = account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId);
  return chosen ? { name: chosen.accountName, number: chosen.accountNumber } : null;
}

/**
 * Spec 3 §8: the dialog of a failed validation — title APPLETIP, or its single sign-on variant when
 * the tenant signs in only through a federated identity provider; its message names the address.
 */
export function validationFailedKeys(identityProvider: { federated?: boolean } | null | undefined): {
  title: "auth.validationFailedSsoTitle" | "auth.validationFailedTitle";
  message: "auth.validationFailedSso" | "auth.validationFailed";
} {
  return identityProvider?.federated === true
    ? { title: "auth.validationFailedSsoTitle", message: "auth.validationFailedSso" }
    : { title: "auth.validationFailedTitle", message: "auth.validationFailed" };
}

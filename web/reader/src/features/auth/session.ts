// The signed-in session as the UI sees it: the token's claims, or null when signed out.

import { decodeClaims, isExpired, type TokenClaims } from "@norma/web-shared/jwt";
import { clearToken, getToken } from "../../api/client.ts";
import type { AccountSession } from "../../api/types.ts";

export interface Session {
  token: string;
  claims: TokenClaims;
}

/** Renew this long before the token expires. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** The session kept in session storage; an unreadable or expired token is dropped. */
export function loadSession(): Session | null {
  const token = getToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    clearToken();
    return null;
  }
  return { token, claims };
}

/** Milliseconds until the token should be renewed (at least 5 s), or null without an expiry. */
export function renewDelay(claims: TokenClaims, nowMs: number, before = RENEW_BEFORE_EXPIRY_MS): number | null {
  if (typeof claims.exp !== "number") return null;
  return Math.max(5_000, claims.exp * 1000 - before - nowMs);
}

export const NAME_LIMIT = 40;

/** Spec 3 §5: user names longer than 40 characters are shortened with an ellipsis. */
export function shorten(name: string, limit = NAME_LIMIT): string {
  return name.length > limit ? `${name.slice(0, limit - 1).trimEnd()}…` : name;
}

/** What to call the user: the person's name (individual) or the company's acronym or name. */
export function displayName(account: AccountSession | null, claims?: TokenClaims): string {
  if (account) {
    if (account.userType === "COMPANY" || account.id === null) {
      const selected = account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId);
      return shorten(selected?.accountSetting.acronym || selected?.accountName || account.login);
    }
    const name = [account.firstName, account.lastName].filter(Boolean).join(" ").trim();
    return shorten(name || account.email || account.login);
  }
  return shorten(claims?.email ?? claims?.sub ?? "");
}

/** An anonymous company session (IP sign-in): read-only for personal features. */
export function isAnonymous(account: AccountSession | null): boolean {
  return account !== null && account.id === null;
}

export function hasAuthority(account: AccountSession | null, ...authorities: string[]): boolean {
  return account?.authorities.some((a) => authorities.includes(a)) ?? false;
}

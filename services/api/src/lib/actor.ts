// Who is acting: taken from a verified Norma token, passed explicitly to every service method.
import { Forbidden } from "./errors.ts";

export const USER_TYPES = ["INDIVIDUAL", "COMPANY"] as const;
export type UserTypeCode = (typeof USER_TYPES)[number];

export const AUTH_TYPES = ["PWD", "IP", "SSO", "JWT", "APPLET"] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export interface Actor {
  /** Null for anonymous company sessions (IP sign-in). */
  userId: number | null;
  email: string | null;
  tenantId: number;
  tenantCode: string;
  /** The selected account; null until the user picks one of several. */
  accountId: number | null;
  userType: UserTypeCode;
  /** How the session was begun; KEY: a call of the public API with an API key (issue 30), no session. */
  authType: AuthType | "KEY";
  /** Normalised (lib/access-policy.ts normaliseAuthorities); compared only by the access policy. */
  authorities: string[];
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** When the session began (sign-in), seconds since the epoch; renewals keep it. */
  authTime?: number;
  /** The session was started with "remember me": renewals keep the longer lifetime. */
  rememberMe?: boolean;
  /** COUNTER Access_Method of this request: TDM when the client says so (header X-Access-Method: TDM). */
  accessMethod?: "Regular" | "TDM";
  /** The API key of a public API call (authType KEY); absent for sessions. */
  apiKeyId?: number;
}

export const isAnonymous = (actor: Actor) => actor.userId === null;

/**
 * The id of the signed-in user; an anonymous company session (IP sign-in) gets 403
 * error.signed-in-required, which the reader answers by sending it to sign in. `purpose`
 * completes the detail: "Sign in to <purpose>".
 */
export function requireUser(actor: Actor, purpose: string): number {
  if (actor.userId === null) throw new Forbidden(`Sign in to ${purpose}`, { messageKey: "error.signed-in-required" });
  return actor.userId;
}

/**
 * The session's auth type, for what only sessions have (the session object, account switching):
 * an API key's call has none, and such an operation never admits one (its security is bearerAuth).
 */
export function sessionAuthType(actor: Actor): AuthType {
  if (actor.authType === "KEY")
    throw new Forbidden("This is not available to API keys", { messageKey: "error.apiKey.session" });
  return actor.authType;
}

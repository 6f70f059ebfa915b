// Reads the claims of a Norma token in the browser. The signature is not checked here (only the
// API can); the claims only decide what the UI shows, never what the user may do.

/** Claims of a Norma token (see services/api/src/lib/tokens.ts). */
export interface TokenClaims {
  /** User id, or "account:<id>" for an anonymous company session. */
  sub: string;
  /** Tenant code. */
  tid?: string;
  /** Selected account id (null until chosen). */
  acc?: number | null;
  /** User type: INDIVIDUAL or COMPANY. */
  utp?: string;
  /** Sign-in kind: PWD, IP, SSO, JWT, APPLET. */
  atp?: string;
  /** Authorities, e.g. ADMIN. */
  auth?: string[];
  email?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeClaims(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!payload || typeof payload !== "object" || typeof (payload as TokenClaims).sub !== "string") return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** True when the token's `exp` has passed (with a little slack for clock skew). */
export function isExpired(claims: TokenClaims, nowMs = Date.now(), skewSeconds = 5): boolean {
  return typeof claims.exp === "number" && claims.exp + skewSeconds <= Math.floor(nowMs / 1000);
}

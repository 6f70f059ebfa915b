// Signed links in e-mails (unsubscribe). The workers sign them (services/workers/src/lib/mail/
// link-token.ts, the same format); the API verifies them without a session:
//   v1.<key id>.<base64url JSON payload>.<base64url HMAC-SHA256 over "v1.<key id>.<payload>">
// Keys live in link_signing_keys; a link verifies while its key is not retired and it has not
// expired.
import { createHmac, timingSafeEqual } from "node:crypto";

export const UNSUBSCRIBE_SCOPES = ["all", "document", "publisher", "workItem"] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

export interface UnsubscribeClaims {
  userId: number;
  tenantId: number;
  scope: UnsubscribeScope;
  /** Tracked document id, publisher id or work item id (null for scope all). */
  targetId: number | null;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

const TOKEN = /^v1\.(\d{1,9})\.([A-Za-z0-9_-]{1,1000})\.([A-Za-z0-9_-]{43})$/;

export async function verifyLinkToken(
  token: string,
  secretOf: (keyId: number) => Promise<string | null>,
  now: Date,
): Promise<UnsubscribeClaims | null> {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, kid, payload, signature] = m;
  const secret = await secretOf(Number(kid));
  if (!secret) return null;
  const expected = createHmac("sha256", secret).update(`v1.${kid}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { u?: unknown; t?: unknown; s?: unknown; i?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const int = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null);
  const userId = int(claims.u);
  const tenantId = int(claims.t);
  const expiresAt = int(claims.x);
  const scope = UNSUBSCRIBE_SCOPES.find((s) => s === claims.s);
  const targetId = claims.i === undefined || claims.i === null ? null : int(claims.i);
  if (!userId || !tenantId || !expiresAt || !scope) return null;
  if ((scope === "all") !== (targetId === null)) return null;
  if (expiresAt * 1000 <= now.getTime()) return null;
  return { userId, tenantId, scope, targetId, expiresAt };
}

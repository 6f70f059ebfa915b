// Signed links in e-mails (unsubscribe), verified by the API without a session
// (services/api/src/modules/tracking/link-token.ts reads the same format):
//   v1.<key id>.<base64url JSON payload>.<base64url HMAC-SHA256 over "v1.<key id>.<payload>">
// The payload: u user id, t tenant id, s scope (all, document, publisher, workItem), i target id,
// x expiry (seconds since the epoch).
import { createHmac } from "node:crypto";
import type { Db } from "@norma/db";

export type LinkScope = "all" | "document" | "publisher" | "workItem";

export interface SigningKey {
  id: number;
  secret: string;
}

/** The newest unretired key of a purpose (migrations create the first one). */
export async function currentSigningKey(db: Db, purpose: string): Promise<SigningKey> {
  const key = await db.linkSigningKey.findFirst({
    where: { purpose, retiredAt: null },
    orderBy: { id: "desc" },
    select: { id: true, secret: true },
  });
  if (!key) throw new Error(`no link-signing key for '${purpose}' (link_signing_keys is empty)`);
  return key;
}

export function signLinkToken(
  key: SigningKey,
  claims: { userId: number; tenantId: number; scope: LinkScope; targetId: number | null; expiresAt: number },
): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: claims.userId,
      t: claims.tenantId,
      s: claims.scope,
      ...(claims.targetId !== null ? { i: claims.targetId } : {}),
      x: claims.expiresAt,
    }),
  ).toString("base64url");
  const signed = `v1.${key.id}.${payload}`;
  return `${signed}.${createHmac("sha256", key.secret).update(signed).digest("base64url")}`;
}

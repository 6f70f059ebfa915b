// Share-link tokens at rest (issue 23). Why sealed and not only hashed: the reader's links page
// (web/reader ShareLinksPanel: ShareLinkList → CopyField on every ACTIVE link) copies an existing
// link's address again, and the contract's ShareLink returns `token` and `url` in every list. A
// hash alone would make that impossible, so each row keeps
//   - token_hash: SHA-256 of the token, by which /share/{token} finds the link (a lookup never
//     decrypts anything), and
//   - token_sealed: the token under AES-256-GCM with a key the database does not hold
//     (SHARE_LINK_KEY, else derived from the JWT signing key): a copy of the database alone
//     reveals no working link.
// Links migrated from clear tokens (migration 20261128110000) are sealed by sealLegacyShareLinks
// at the API's start.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Db } from "@norma/db";
import type { Config } from "../../config.ts";

export const hashShareToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** SHARE_LINK_KEY, else a key derived from the JWT signing key (which the database never holds either). */
export function shareLinkKey(config: Pick<Config, "shareLinkKey" | "jwt">): Buffer {
  if (config.shareLinkKey) return config.shareLinkKey;
  const material = config.jwt.secret ?? config.jwt.privateKey ?? "";
  return Buffer.from(hkdfSync("sha256", material, "norma", "share-link token v1", 32));
}

const VERSION = "v1";
// Bound into every seal: a sealed value of some other purpose under the same key does not open here.
const AAD = Buffer.from("norma share-link token");

export function createShareTokenSealer(key: Buffer) {
  if (key.length !== 32) throw new Error("the share-link key must be 32 bytes");
  return {
    seal(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
    /** The token, or null when the value was sealed under another key or altered. */
    open(sealed: string): string | null {
      const [version, data, extra] = sealed.split(".");
      if (version !== VERSION || !data || extra !== undefined) return null;
      const raw = Buffer.from(data, "base64url");
      if (raw.length < 12 + 16 + 1) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12)).setAAD(AAD);
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

export type ShareTokenSealer = ReturnType<typeof createShareTokenSealer>;

/**
 * Seals the clear tokens migration 20261128110000 left in legacy_token, in batches; each row's
 * update names its clear token, so two API instances starting together write one valid seal each
 * and nothing is lost. Returns how many rows it sealed.
 */
export async function sealLegacyShareLinks(db: Db, sealer: ShareTokenSealer): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db.shareLink.findMany({
      where: { legacyToken: { not: null } },
      select: { id: true, legacyToken: true },
      orderBy: { id: "asc" },
      take: 500,
    });
    if (rows.length === 0) return sealed;
    for (const r of rows) {
      const token = r.legacyToken!;
      const done = await db.shareLink.updateMany({
        where: { id: r.id, legacyToken: token },
        data: { tokenSealed: sealer.seal(token), tokenHash: hashShareToken(token), legacyToken: null },
      });
      sealed += done.count;
    }
  }
}

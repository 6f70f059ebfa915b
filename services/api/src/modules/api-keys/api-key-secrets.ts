// The secrets of API keys (issue 30). A secret is `nk_` + 8 characters of public prefix (shown in
// the console to tell keys apart) + `_` + 43 characters of randomness (32 bytes, base64url): it is
// guessed by nobody, so a keyed hash is enough (no slow hash is needed against a dictionary). The
// database keeps only HMAC-SHA256(secret) under the API's key — API_KEY_PEPPER, else a key
// derived from the JWT signing key, which the database does not hold either — so a copy of the
// database opens nothing. The secret is in the reply that creates or rotates a key, and nowhere
// else: never logged (Authorization is redacted, @norma/contracts/log-redaction), never stored.
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../../config.ts";

export const SECRET_PATTERN = /^nk_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

/** API_KEY_PEPPER, else derived from the JWT signing key (as the share-link key is). */
export function apiKeyPepper(config: Pick<Config, "jwt" | "apiKeyPepper">): Buffer {
  if (config.apiKeyPepper) return config.apiKeyPepper;
  const material = config.jwt.secret ?? config.jwt.privateKey ?? "";
  return Buffer.from(hkdfSync("sha256", material, "norma", "api key hash v1", 32));
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function createApiKeySecrets(pepper: Buffer) {
  const hash = (secret: string) => createHmac("sha256", pepper).update(secret, "utf8").digest("hex");
  return {
    hash,
    /** A new secret and what is stored of it. */
    generate(): { secret: string; prefix: string; hash: string } {
      // 8 characters from 62 (the modulo bias of 256 % 62 does not matter for a public prefix).
      const prefix = [...randomBytes(8)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("");
      const secret = `nk_${prefix}_${randomBytes(32).toString("base64url")}`;
      return { secret, prefix: `nk_${prefix}`, hash: hash(secret) };
    },
    /** The hash to look a presented secret up by, or null when it cannot be one of ours. */
    lookupHash(presented: string): string | null {
      return SECRET_PATTERN.test(presented) ? hash(presented) : null;
    },
  };
}

export type ApiKeySecrets = ReturnType<typeof createApiKeySecrets>;

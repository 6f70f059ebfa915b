// The secrets of SCIM provisioning tokens (issue 31), made and hashed as API keys' secrets are
// (api-keys/api-key-secrets.ts): 32 random bytes, so a keyed hash suffices, under the same pepper,
// and only the hash is stored. Their own beginning (`nsc_`) keeps them apart from API keys, so a
// secret of one kind can never be taken for the other.
import { createHmac, randomBytes } from "node:crypto";

export const SCIM_SECRET_PATTERN = /^nsc_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function createScimTokenSecrets(pepper: Buffer) {
  const hash = (secret: string) => createHmac("sha256", pepper).update(secret, "utf8").digest("hex");
  return {
    hash,
    /** A new secret and what is stored of it. */
    generate(): { secret: string; prefix: string; hash: string } {
      // The modulo bias of 256 % 62 does not matter for a public prefix.
      const prefix = [...randomBytes(8)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("");
      const secret = `nsc_${prefix}_${randomBytes(32).toString("base64url")}`;
      return { secret, prefix: `nsc_${prefix}`, hash: hash(secret) };
    },
  };
}

export type ScimTokenSecrets = ReturnType<typeof createScimTokenSecrets>;

// Who calls the public API (issue 30): the key a presented secret belongs to. The access hook
// (plugins/access.ts) asks this for every operation whose security is apiKeyAuth, then makes the
// key's actor. A key is refused (401) when unknown, revoked, expired, or presented with a secret
// whose grace period after a rotation has ended. Unknown secrets count as guesses of the caller's
// address (lib/guess-throttle.ts); every admitted call counts against the key's rate limit
// (per minute, shared by every API instance through Redis: 429 with Retry-After), and is
// recorded on the key (last used, from where, how many calls).

import { Unauthorized } from "../../lib/errors.ts";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { ApiKeySecrets } from "./api-key-secrets.ts";
import type { ApiKeysRepo, PresentedKey } from "./api-keys-repo.ts";

const invalid = () => new Unauthorized("The API key is not valid", "error.apiKey.invalid");

export function createApiKeyAuth(deps: {
  repo: ApiKeysRepo;
  secrets: ApiKeySecrets;
  limiter: RateLimiter;
  guesses: GuessThrottle;
  clock?: () => Date;
}) {
  const { repo, secrets, limiter, guesses } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function lookUp(presented: string): Promise<PresentedKey> {
    const hash = secrets.lookupHash(presented);
    const key = hash ? await repo.bySecretHash(hash) : null;
    if (!key) throw invalid();
    return key;
  }

  return {
    /** The key of `Authorization: Bearer <secret>`, counted as one call from `ip`. */
    async authenticate(authorization: string | undefined, ip: string): Promise<PresentedKey> {
      const m = authorization?.match(/^Bearer (\S+)$/i);
      if (!m) throw new Unauthorized("An API key is required: 'Authorization: Bearer <key>'", "error.apiKey.required");
      const key = await guesses.guard(
        "api-key",
        ip,
        () => lookUp(m[1]),
        (err) => err instanceof Unauthorized,
      );
      const now = clock();
      if (key.revokedAt) throw new Unauthorized("The API key has been revoked", "error.apiKey.revoked");
      if (key.expiresAt && key.expiresAt <= now)
        throw new Unauthorized("The API key has expired", "error.apiKey.expired");
      if (key.secretExpiresAt && key.secretExpiresAt <= now) throw invalid();
      await limiter.hit({ name: "api-key", limit: key.rateLimitPerMinute, windowSeconds: 60 }, String(key.id));
      await repo.markUsed(key.id, now, ip);
      return key;
    },
  };
}

export type ApiKeyAuth = ReturnType<typeof createApiKeyAuth>;

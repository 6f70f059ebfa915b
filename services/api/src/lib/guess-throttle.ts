// Secrets a caller may present without a session — share-link tokens, set-password (invitation)
// keys, usage-embed tokens, queue-dashboard tickets — are long and random, but nothing stopped a
// client from trying them by the thousand (issue 23). Failed tries are counted per client address
// and kind in the shared rate limiter (Redis; this process's counters while Redis is away): past
// SECRET_GUESS_LIMIT failures within SECRET_GUESS_WINDOW_SECONDS the address gets 429 with
// Retry-After for that kind, before the secret is even looked at, so a right guess then is refused
// like a wrong one and the answer tells nothing. Successful uses are not counted: an office behind
// one address opening many good links is never throttled.
import { isIP } from "node:net";
import type { RateLimiter } from "./rate-limit.ts";

export type SecretKind = "share-link" | "invitation-key" | "usage-embed" | "queue-ticket" | "api-key" | "scim-token";

/**
 * The subject counted for an address: an IPv4 address as itself (IPv4-mapped IPv6 too); an IPv6
 * address by its /64, the smallest block a host is usually given (one host has all 2^64).
 */
export function addressBucket(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head, tail = ""] = address.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (…:1.2.3.4) is two groups; only the first four groups matter here.
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function createGuessThrottle(deps: { limiter: RateLimiter; limit: number; windowSeconds: number }) {
  const rule = (kind: SecretKind) => ({ name: `guess-${kind}`, limit: deps.limit, windowSeconds: deps.windowSeconds });
  return {
    /**
     * Runs the check of a presented secret for the caller at address: 429 when the address has no
     * failed tries of this kind left; a failure (isGuessFailure says which errors are a wrong
     * secret rather than, say, a revoked link or a weak password) is counted and rethrown.
     */
    async guard<T>(
      kind: SecretKind,
      address: string,
      fn: () => Promise<T>,
      isGuessFailure: (err: unknown) => boolean,
    ): Promise<T> {
      const subject = addressBucket(address);
      await deps.limiter.check(rule(kind), subject);
      try {
        return await fn();
      } catch (err) {
        if (isGuessFailure(err)) await deps.limiter.hit(rule(kind), subject);
        throw err;
      }
    },
  };
}

export type GuessThrottle = ReturnType<typeof createGuessThrottle>;

// What single sign-on keeps in Redis, shared by every API instance:
//   - each begun sign-in (flow): the PKCE code verifier, state, nonce and where to return, under a
//     random flow id the browser holds, for SSO_FLOW_TTL_SECONDS and one use; a used flow leaves a
//     marker for as long, so a second callback is told apart (replayed) from a late one (expired);
//   - per SSO session (user + the session's auth_time, which renewals and account switches keep):
//     the provider's ID token, the id_token_hint of RP-initiated logout.
// While Redis is unreachable the same records are kept in this process (lib/redis-guard.ts): a
// sign-in begun and finished on the same instance still works, and a flow used on this instance
// is refused here again; a flow used on one instance during an outage could be used once more on
// another (the outage's limit, as for partner-token ids in auth-store.ts).
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { RedisGuard } from "../../lib/redis-guard.ts";

/** How long a begun sign-in may take at the provider (the user types a password, maybe MFA). */
export const SSO_FLOW_TTL_SECONDS = 600;

/** Records this process keeps while Redis is out (flows, used markers, session hints). */
const MAX_LOCAL_RECORDS = 10_000;

export interface SsoFlow {
  tenantId: number;
  providerId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
}

export interface SsoSessionHint {
  providerId: number;
  idToken: string;
}

// Takes a flow and marks it used in one step; answers the flow ("" when none) and whether it was used before.
const TAKE_FLOW = `
local v = redis.call('GETDEL', KEYS[1])
if v then
  redis.call('SET', KEYS[2], '1', 'EX', ARGV[1])
  return {v, 0}
end
return {'', redis.call('EXISTS', KEYS[2])}
`;

export type TakenFlow = { ok: true; flow: SsoFlow } | { ok: false; reason: "replayed" | "expired" };

/** A small expiring map: the fallback while Redis cannot be used. */
function localRecords() {
  const records = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const r = records.get(key);
    if (r && r.until <= Date.now()) records.delete(key);
    return records.get(key)?.value ?? null;
  };
  return {
    set(key: string, value: string, ttlSeconds: number) {
      // Expired records go when the map is written; past the bound the oldest go first (sign-ins
      // are rate-limited per address, so the bound is only reached under attack).
      for (const [k, r] of records) if (r.until <= Date.now()) records.delete(k);
      while (records.size >= MAX_LOCAL_RECORDS) records.delete(records.keys().next().value as string);
      records.set(key, { value, until: Date.now() + ttlSeconds * 1000 });
    },
    get: live,
    take(key: string) {
      const value = live(key);
      records.delete(key);
      return value;
    },
  };
}

export function createSsoFlowStore(deps: { redis: Redis; prefix: string; guard: RedisGuard }) {
  const { redis, prefix, guard } = deps;
  const local = localRecords();
  const flowKey = (id: string) => `${prefix}:sso:flow:${id}`;
  const usedKey = (id: string) => `${prefix}:sso:used:${id}`;
  const sessionKey = (tenantId: number, userId: number, authTime: number) =>
    `${prefix}:sso:session:${tenantId}:${userId}:${authTime}`;

  const onceKey = (kind: string, id: string) => `${prefix}:sso:${kind}:${id}`;

  async function put(key: string, value: string, ttl: number) {
    local.set(key, value, ttl);
    await guard.run(
      "sso-put",
      async () => void (await redis.set(key, value, "EX", ttl)),
      () => undefined,
    );
  }

  /** The value of a key, once, leaving a "used" marker (usedKey) for SSO_FLOW_TTL_SECONDS. */
  async function takeOnce(
    key: string,
    usedKey: string,
  ): Promise<{ ok: true; value: string } | { ok: false; reason: "replayed" | "expired" }> {
    const localValue = local.take(key);
    // Used here already (perhaps while Redis was out and still holds the value): not again.
    if (local.get(usedKey) !== null) return { ok: false, reason: "replayed" };
    const shared = await guard.run(
      "sso-take",
      async () => {
        const [value, used] = (await redis.eval(TAKE_FLOW, 2, key, usedKey, SSO_FLOW_TTL_SECONDS)) as [string, number];
        return { value: value || null, replayed: used === 1 };
      },
      () => null,
    );
    // Redis decides when it knows the key (another instance may have taken it: this process's
    // copy must not let it be used again); a key Redis never saw was kept here during an outage.
    const value = shared && (shared.value || shared.replayed) ? shared.value : localValue;
    if (value) {
      local.set(usedKey, "1", SSO_FLOW_TTL_SECONDS);
      return { ok: true, value };
    }
    const replayed = (shared?.replayed ?? false) || local.get(usedKey) !== null;
    return { ok: false, reason: replayed ? "replayed" : "expired" };
  }

  return {
    /** Keeps a begun sign-in; the answer is the flow id the browser sends back. */
    async begin(flow: SsoFlow): Promise<string> {
      const id = randomBytes(24).toString("base64url");
      await put(flowKey(id), JSON.stringify(flow), SSO_FLOW_TTL_SECONDS);
      return id;
    },

    /** The flow of an id, once: GETDEL, so two concurrent callbacks cannot both have it. */
    async take(id: string): Promise<TakenFlow> {
      const taken = await takeOnce(flowKey(id), usedKey(id));
      return taken.ok ? { ok: true, flow: JSON.parse(taken.value) as SsoFlow } : taken;
    },

    /**
     * Keeps a record of a SAML sign-in under its id (an AuthnRequest's id, or the ticket the
     * assertion consumer service hands the reader) for `ttl` seconds and one use.
     */
    async keepOnce(kind: "saml-request" | "saml-ticket", id: string, value: unknown, ttl: number): Promise<void> {
      await put(onceKey(kind, id), JSON.stringify(value), ttl);
    },

    /** A record kept by keepOnce, once; a second take is told apart (replayed) from a late one. */
    async takeOnce<T>(
      kind: "saml-request" | "saml-ticket",
      id: string,
    ): Promise<{ ok: true; value: T } | { ok: false; reason: "replayed" | "expired" }> {
      const taken = await takeOnce(onceKey(kind, id), `${onceKey(kind, id)}:used`);
      return taken.ok ? { ok: true, value: JSON.parse(taken.value) as T } : taken;
    },

    async keepSession(tenantId: number, userId: number, authTime: number, hint: SsoSessionHint, ttl: number) {
      await put(sessionKey(tenantId, userId, authTime), JSON.stringify(hint), Math.max(1, ttl));
    },

    async takeSession(tenantId: number, userId: number, authTime: number): Promise<SsoSessionHint | null> {
      const key = sessionKey(tenantId, userId, authTime);
      const localValue = local.take(key);
      const shared = await guard.run(
        "sso-take-session",
        () => redis.getdel(key),
        () => localValue,
      );
      const value = shared ?? localValue;
      return value ? (JSON.parse(value) as SsoSessionHint) : null;
    },
  };
}

export type SsoFlowStore = ReturnType<typeof createSsoFlowStore>;

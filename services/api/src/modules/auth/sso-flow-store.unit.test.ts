// While Redis cannot be used (the guard answers every call with its fallback) a sign-in begun and
// finished on this instance still works, once: the flow is taken once and a second callback is
// told apart as a replay.
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import type { RedisGuard } from "../../lib/redis-guard.ts";
import { createSsoFlowStore, type SsoFlow } from "./sso-flow-store.ts";

const down: RedisGuard = {
  run: async (_what, _fn, fallback) => fallback(),
  degraded: true,
  shutdown: () => {},
};
const store = () => createSsoFlowStore({ redis: {} as Redis, prefix: "t", guard: down });
const flow: SsoFlow = {
  tenantId: 1,
  providerId: 2,
  state: "s",
  nonce: "n",
  codeVerifier: "v",
  redirectUri: "http://localhost/implicit/callback",
  returnTo: "/",
};

describe("SSO flow store without Redis", () => {
  it("answers a begun flow once, then says it was replayed", async () => {
    const s = store();
    const id = await s.begin(flow);
    expect(id.length).toBeGreaterThanOrEqual(32);
    expect(await s.take(id)).toEqual({ ok: true, flow });
    expect(await s.take(id)).toEqual({ ok: false, reason: "replayed" });
  });

  it("tells an unknown flow (expired) from a used one", async () => {
    expect(await store().take("never-begun")).toEqual({ ok: false, reason: "expired" });
  });

  it("keeps a session's hint for one logout", async () => {
    const s = store();
    await s.keepSession(1, 7, 1000, { providerId: 2, idToken: "t" }, 60);
    expect(await s.takeSession(1, 7, 1000)).toEqual({ providerId: 2, idToken: "t" });
    expect(await s.takeSession(1, 7, 1000)).toBeNull();
  });
});

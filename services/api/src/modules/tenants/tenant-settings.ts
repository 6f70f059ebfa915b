// The API's one reader of tenant settings (issue 24 §2): every module asks it for a tenant's
// branding, features, search types, help menu, access messages, sign-in settings, e-mail limits
// and so on, instead of reading the tenant tables. Settings change rarely and are read on almost
// every request, so each process keeps them in a short cache; when an administrator changes a
// tenant, the tenant-change bus (admin/tenant-change-bus.ts) calls invalidate() in every API
// process. A change written to the tables by other means (a test, SQL by hand) is seen within
// the cache's lifetime.
//
// The row -> read model step is @norma/db/tenant-settings, shared with the workers (e-mail
// branding), which cache it their own way.
import type { Db } from "@norma/db";
import { loadTenantSettings, type TenantSettings } from "@norma/db/tenant-settings";
import { createTtlCache } from "@norma/db/ttl-cache";
import { NotFound } from "../../lib/errors.ts";

export type { FeatureMap, TenantSettings } from "@norma/db/tenant-settings";

const TTL_MS = 30_000;
// Tenants are few, but codes and Host headers come from requests (unknown ones are cached as
// null too): the bound keeps made-up ones from growing the caches without end.
const MAX_CACHED = 10_000;

export function createTenantSettings(deps: { db: Db; ttlMs?: number }) {
  const { db } = deps;
  const ttlMs = deps.ttlMs ?? TTL_MS;
  // The read models by tenant id (named "tenants" in the metrics, as before).
  const byId = createTtlCache<number, TenantSettings | null>({ name: "tenants", max: MAX_CACHED, ttlMs });
  // Tenant code -> id, so a tenant named by its code (X-Tenant, tokens) shares the model above.
  const idByCode = createTtlCache<string, number | null>({ name: "tenant-codes", max: MAX_CACHED, ttlMs });
  const codeByHost = createTtlCache<string, string | null>({ name: "tenant-hosts", max: MAX_CACHED, ttlMs });
  // Bumped by invalidate(): a load that started before a change must not store what it read.
  let generation = 0;

  function remember(settings: TenantSettings, loadedIn: number): void {
    if (loadedIn !== generation) return;
    byId.set(settings.id, settings);
    idByCode.set(settings.code, settings.id);
  }

  async function byCode(code: string): Promise<TenantSettings | null> {
    const loadedIn = generation;
    // One query on a miss: the model is loaded by code and remembered under both keys.
    const id = await idByCode.getOrLoad(code, async () => {
      const settings = await loadTenantSettings(db, { code });
      if (settings) remember(settings, loadedIn);
      return settings?.id ?? null;
    });
    return id === null ? null : reader.byId(id);
  }

  const reader = {
    /** The tenant's settings, or null when no tenant has that id. */
    async byId(id: number): Promise<TenantSettings | null> {
      const loadedIn = generation;
      return byId.getOrLoad(id, async () => {
        const settings = await loadTenantSettings(db, { id });
        if (settings) remember(settings, loadedIn);
        return settings;
      });
    },

    /**
     * The settings of a tenant that must exist (the actor's): a tenant deleted meanwhile is a
     * 404, as the findUniqueOrThrow reads this replaces answered.
     */
    async of(id: number): Promise<TenantSettings> {
      const settings = await reader.byId(id);
      if (!settings) throw new NotFound(`Unknown tenant ${id}`, "error.tenant.invalid");
      return settings;
    },

    /** The tenant a request names by code (X-Tenant, a token's tenant), or null. */
    byCode,

    /** The tenant code configured for a host name, if any (tenant_domains). */
    async codeForHost(host: string): Promise<string | null> {
      const name = host.toLowerCase().replace(/:\d+$/, "");
      return codeByHost.getOrLoad(name, async () => {
        const d = await db.tenantDomain.findUnique({
          where: { host: name },
          select: { tenant: { select: { code: true } } },
        });
        return d?.tenant.code ?? null;
      });
    },

    /** Forget every cached tenant (an administrator changed one: called by the tenant-change bus). */
    invalidate(): void {
      generation++;
      byId.clear();
      idByCode.clear();
      codeByHost.clear();
    },
  };
  return reader;
}

export type TenantSettingsReader = ReturnType<typeof createTenantSettings>;

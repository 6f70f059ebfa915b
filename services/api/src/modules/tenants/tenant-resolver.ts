// Resolves a request's tenant (by code or by host name) with a short in-process cache: tenant
// settings change rarely and are read on every request.
import type { Db } from "@norma/db";
import { createTtlCache } from "@norma/db/ttl-cache";

export interface TenantContext {
  id: number;
  code: string;
  name: string;
  isMain: boolean;
  mainPublisherId: number | null;
  features: Record<string, boolean>;
}

const TTL_MS = 30_000;
// Tenants and their host names are few, but codes and Host headers come from requests (unknown
// ones are cached as null too): the bound keeps made-up ones from growing the cache without end.
const MAX_CACHED = 10_000;

export function createTenantResolver(deps: { db: Db; ttlMs?: number }) {
  const { db } = deps;
  const ttl = deps.ttlMs ?? TTL_MS;
  const byCode = createTtlCache<string, TenantContext | null>({ name: "tenants", max: MAX_CACHED, ttlMs: ttl });
  const byHost = createTtlCache<string, string | null>({ name: "tenant-hosts", max: MAX_CACHED, ttlMs: ttl });

  async function loadByCode(code: string): Promise<TenantContext | null> {
    const t = await db.tenant.findUnique({
      where: { code },
      select: { id: true, code: true, tenantName: true, isMain: true, mainPublisherId: true, features: true },
    });
    if (!t) return null;
    return {
      id: t.id,
      code: t.code,
      name: t.tenantName,
      isMain: t.isMain,
      mainPublisherId: t.mainPublisherId,
      features: Object.fromEntries(t.features.map((f) => [f.code, f.enabled])),
    };
  }

  return {
    async byCode(code: string): Promise<TenantContext | null> {
      return byCode.getOrLoad(code, () => loadByCode(code));
    },

    /** The tenant code configured for a host name, if any. */
    async codeForHost(host: string): Promise<string | null> {
      const name = host.toLowerCase().replace(/:\d+$/, "");
      return byHost.getOrLoad(name, async () => {
        const d = await db.tenantDomain.findUnique({
          where: { host: name },
          select: { tenant: { select: { code: true } } },
        });
        return d?.tenant.code ?? null;
      });
    },

    /** Hits and misses of the tenant cache since start (metrics). */
    stats() {
      return byCode.stats();
    },

    /** Forget cached values (after an admin changes a tenant). */
    invalidate(): void {
      byCode.clear();
      byHost.clear();
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;

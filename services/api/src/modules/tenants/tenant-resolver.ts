// Resolves a request's tenant (by code or by host name) with a short in-process cache: tenant
// settings change rarely and are read on every request.
import type { Db } from "@norma/db";

export interface TenantContext {
  id: number;
  code: string;
  name: string;
  isMain: boolean;
  mainPublisherId: number | null;
  features: Record<string, boolean>;
}

const TTL_MS = 30_000;

export function createTenantResolver(deps: { db: Db; ttlMs?: number }) {
  const { db } = deps;
  const ttl = deps.ttlMs ?? TTL_MS;
  const byCode = new Map<string, { at: number; value: TenantContext | null }>();
  const byHost = new Map<string, { at: number; value: string | null }>();
  const counts = { hits: 0, misses: 0 };

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
      const hit = byCode.get(code);
      if (hit && Date.now() - hit.at < ttl) {
        counts.hits++;
        return hit.value;
      }
      counts.misses++;
      const value = await loadByCode(code);
      byCode.set(code, { at: Date.now(), value });
      return value;
    },

    /** The tenant code configured for a host name, if any. */
    async codeForHost(host: string): Promise<string | null> {
      const name = host.toLowerCase().replace(/:\d+$/, "");
      const hit = byHost.get(name);
      if (hit && Date.now() - hit.at < ttl) return hit.value;
      const d = await db.tenantDomain.findUnique({
        where: { host: name },
        select: { tenant: { select: { code: true } } },
      });
      const value = d?.tenant.code ?? null;
      byHost.set(name, { at: Date.now(), value });
      return value;
    },

    /** Hits and misses of the tenant cache since start (metrics). */
    stats() {
      return { ...counts, size: byCode.size };
    },

    /** Forget cached values (after an admin changes a tenant). */
    invalidate(): void {
      byCode.clear();
      byHost.clear();
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;

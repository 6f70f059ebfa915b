// Where the reader of a sign-in is, for the provider to send the browser back to: the host the
// browser began on when that host is one of the tenant's own domains (tenant_domains), else
// PUBLIC_BASE_URL. It must be the same origin: the reader keeps the sign-in's flow id in session
// storage, which is per origin, so a white-label tenant on its own domain sent back to
// PUBLIC_BASE_URL could never finish. Only a host registered to that tenant is used (a forged
// Host header names no tenant's domain, or another's, and gets PUBLIC_BASE_URL), and it keeps
// PUBLIC_BASE_URL's scheme (a deployment behind TLS serves its tenants' domains behind it too).
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

/** A host name with an optional port, as a Host header carries it (no user info, path or spaces). */
const HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/i;

export function createReaderBase(deps: { settings: Pick<TenantSettingsReader, "codeForHost">; publicBaseUrl: string }) {
  const fallback = deps.publicBaseUrl.replace(/\/+$/, "");
  const scheme = new URL(fallback).protocol;
  /** The reader's origin for a sign-in of `tenantCode` begun on `host`. */
  return async function readerBaseFor(tenantCode: string, host: string | undefined): Promise<string> {
    if (!host || !HOST.test(host)) return fallback;
    return (await deps.settings.codeForHost(host)) === tenantCode ? `${scheme}//${host.toLowerCase()}` : fallback;
  };
}

export type ReaderBaseFor = ReturnType<typeof createReaderBase>;

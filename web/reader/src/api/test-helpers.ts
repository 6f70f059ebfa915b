// Reader fixtures for the unit tests (a session, a tenant configuration); the generic helpers
// (storage, fake JWTs, a pretend location) come from the shared web workspace.
import { QueryClient } from "@tanstack/react-query";
import type { AccountSession, TenantConfig } from "./types.ts";

export { at, fakeJwt, MemoryStorage } from "@norma/web-shared/test-helpers";

/** A session object (GET /api/account) of a signed-in individual with one selected account. */
export function anAccount(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 7,
    login: "individual@astm.example",
    email: "individual@astm.example",
    firstName: "Grace",
    lastName: "Whitfield",
    userType: "INDIVIDUAL",
    authType: "PWD",
    tenant: "astm",
    selectedAccountId: 1,
    sessionState: "READY",
    userAccounts: [],
    cgEntitlements: [entitlement(1), entitlement(2)],
    authorities: ["COMPASS_USER"],
    langKey: "en",
    lcaAgreementFlag: true,
    contentSecurity: { "drm-view": false },
    refinementSections: [],
    activated: true,
    userMenuList: [],
    customCollection: false,
    compassPointFlag: false,
    semanticSearchFlag: false,
    ...overrides,
  } as AccountSession;
}

export function entitlement(accountId: number): AccountSession["cgEntitlements"][number] {
  return {
    accountId,
    accountNumber: `A-${accountId}`,
    accountName: `Account ${accountId}`,
    accountType: "COMPANY",
    accountSetting: { acronym: `AC${accountId}` },
  } as AccountSession["cgEntitlements"][number];
}

/** A tenant configuration with these features enabled (the main tenant unless told). */
export function aTenant(features: string[] = [], overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    tenantName: "ASTM Compass",
    tenantCode: "astm",
    isMainTenant: true,
    features: features.map((code) => ({ code, enabled: true })),
    "search-types-configuration": [],
    helpMenu: [],
    ...overrides,
  } as unknown as TenantConfig;
}

/**
 * The keys among `keys` that invalidating `prefix` marks stale, by TanStack Query's own prefix
 * matching (a query-key factory's tests: what a change reaches).
 */
export async function keysInvalidatedBy(
  prefix: readonly unknown[],
  keys: readonly (readonly unknown[])[],
): Promise<unknown[][]> {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, "cached");
  await client.invalidateQueries({ queryKey: prefix, refetchType: "none" });
  return client
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => [...query.queryKey]);
}

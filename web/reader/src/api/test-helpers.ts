// Helpers for the unit tests (node environment: no sessionStorage, no location).
import { vi } from "vitest";
import type { AccountSession, TenantConfig } from "./types.ts";

export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** An unsigned JWT with these claims (the browser never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

/** Pretends the page is at `url`. */
export function at(url: string) {
  const u = new URL(url);
  vi.stubGlobal("location", { hostname: u.hostname, search: u.search });
}

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

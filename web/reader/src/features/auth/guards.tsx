// Route guards (spec 1 §6, 3 §5): authorities, tenant features, the main tenant, signed-in users
// (not anonymous company sessions), account flags, and DRM (a route that does not allow DRM
// content is refused to DRM sessions). A refused route shows 'You are not authorized to access
// this page.'
import type { ReactNode } from "react";
import type { AccountSession, TenantConfig } from "../../api/types.ts";
import { NotAuthorizedPage } from "../../pages/NotAuthorized/NotAuthorizedPage.tsx";
import { useTenant } from "../tenant/TenantContext.tsx";
import { type FeatureCode, hasFeature, isMainTenant } from "../tenant/tenant-config.ts";
import { useAuth } from "./AuthContext.tsx";
import { hasAuthority, isAnonymous } from "./session.ts";

export interface GuardRule {
  /** Any one of these authorities. */
  authorities?: string[];
  features?: FeatureCode[];
  mainTenant?: boolean;
  /** A person, not an anonymous company session. */
  signedIn?: boolean;
  /** Routes that show no DRM content refuse DRM sessions. */
  noDrm?: boolean;
  check?: (account: AccountSession, config: TenantConfig) => boolean;
}

export function isDrm(account: AccountSession | null): boolean {
  return account?.contentSecurity["drm-view"] === true;
}

export function allowed(rule: GuardRule, account: AccountSession, config: TenantConfig): boolean {
  if (rule.authorities && !hasAuthority(account, ...rule.authorities)) return false;
  if (rule.features?.some((f) => !hasFeature(config, f))) return false;
  if (rule.mainTenant && !isMainTenant(config)) return false;
  if (rule.signedIn && isAnonymous(account)) return false;
  if (rule.noDrm && isDrm(account)) return false;
  if (rule.check && !rule.check(account, config)) return false;
  return true;
}

export function Guard({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const { account } = useAuth();
  const { config } = useTenant();
  if (!account) return null;
  return allowed(rule, account, config) ? children : <NotAuthorizedPage />;
}

// Route guards (spec 1 §6, 3 §5): authorities, tenant features, the main tenant, signed-in users
// (not anonymous company sessions), account flags, and DRM (a route that does not allow DRM
// content is refused to DRM sessions). A refused route shows 'You are not authorized to access
// this page.' The rules themselves are data in route-rules.ts.
import { lazy, type ReactNode } from "react";
import { useTenant } from "../tenant/TenantContext.tsx";
import { useAuth } from "./AuthContext.tsx";
import { allowed, type GuardedPath, type GuardRule, ROUTE_RULES } from "./route-rules.ts";

// On demand (the page's Suspense shows meanwhile): the first screen is seldom a refusal.
const NotAuthorizedPage = lazy(async () => ({
  default: (await import("../../pages/NotAuthorized/NotAuthorizedPage.tsx")).NotAuthorizedPage,
}));

export { allowed, canSwitchAccount, type GuardRule, isDrm, ROUTE_RULES } from "./route-rules.ts";

export function Guard({ rule, path, children }: { rule?: GuardRule; path?: GuardedPath; children: ReactNode }) {
  const { account } = useAuth();
  const { config } = useTenant();
  if (!account) return null;
  const effective = rule ?? (path ? ROUTE_RULES[path] : {});
  return allowed(effective, account, config) ? children : <NotAuthorizedPage />;
}

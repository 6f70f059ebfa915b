// The session (spec 3 §3), account switching and its outcomes (spec 3 §4), sign-out, the
// licence agreement, and the user's contact details (spec 3 §5), each in its own file; this
// composes them into the one service the handlers use.
import type { TokenService } from "../../lib/tokens.ts";
import type { SessionIssuer } from "../auth/session-issuer.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createContactDetailsOps } from "./account-contact-service.ts";
import { createLicenseAgreementOps } from "./account-license-service.ts";
import type { AccountRepo } from "./account-repo.ts";
import { createAccountSessionOps } from "./account-session-service.ts";

export type { UserAccountInput } from "./account-contact-service.ts";
export { MENU_NAMES, type MenuFacts, type MenuName, menuVisibility } from "./account-menus.ts";

export function createAccountService(deps: {
  repo: AccountRepo;
  /** The tenant's settings (features, billboard publisher, switches) come from the read model. */
  settings: TenantSettingsReader;
  tokens: TokenService;
  sessions: SessionIssuer;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    ...createAccountSessionOps({ ...deps, clock }),
    ...createLicenseAgreementOps(deps),
    ...createContactDetailsOps(deps),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

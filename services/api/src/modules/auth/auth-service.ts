// Sign-in for every authType of spec 3: PWD (e-mail + password, lockout and rate limits), IP
// (anonymous company session by address), SSO (the tenant's OIDC provider, code flow), JWT and
// APPLET (a partner's signed token). Each ends in a Norma token; SSO and partner sign-ins may end
// in the profile-completion or sign-out outcome instead.
//
// Rules besides the signatures:
//   - the per-address limit counts every sign-in kind of every tenant together;
//   - a locked e-mail answers the same whether or not a user has it (unknown ones lock too);
//   - the tenant decides whether password and address sign-in are offered at all;
//   - SSO refuses an ID token whose e-mail is explicitly unverified, and binds a user to the
//     provider's issuer + subject at the first sign-in: later the identity is matched on them,
//     and another subject presenting the same e-mail is refused;
//   - partner tokens carry jti, iat and exp, are at most PARTNER_TOKEN_MAX_AGE_SECONDS old, and
//     each jti is accepted once (kept in Redis while the token could still be accepted).
//
// Composed of its sub-services, each in its own file:
//   - sign-in-common.ts: the per-address limit, the Norma token, the end of SSO and partner sign-ins;
//   - password-login-service.ts: PWD; ip-login-service.ts: IP and the sign-in page's address data;
//   - sso-login-service.ts: SSO (OIDC code flow with PKCE; oidc-providers.ts, sso-flow-store.ts);
//     saml-login-service.ts: SSO by SAML 2.0 (SP- and IdP-initiated; saml-providers.ts);
//     partner-login-service.ts: JWT and APPLET.
import type { Config } from "../../config.ts";
import type { Actor } from "../../lib/actor.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AuthRepo } from "./auth-repo.ts";
import type { AuthStore } from "./auth-store.ts";
import { createIpLoginService } from "./ip-login-service.ts";
import { createOidcProviders } from "./oidc-providers.ts";
import { createPartnerLoginService } from "./partner-login-service.ts";
import { createPasswordLoginService } from "./password-login-service.ts";
import { createReaderBase } from "./reader-base.ts";
import { createSamlLoginService } from "./saml-login-service.ts";
import type { SessionIssuer } from "./session-issuer.ts";
import { createSignInCommon } from "./sign-in-common.ts";
import type { SsoFlowStore } from "./sso-flow-store.ts";
import { createSsoLoginService } from "./sso-login-service.ts";

export { partnerKey } from "./partner-login-service.ts";
export type { PasswordLogin } from "./password-login-service.ts";
export { type ExternalLoginResult, normaliseAddress } from "./sign-in-common.ts";

export interface AuthServiceDeps {
  repo: AuthRepo;
  /** The tenant's sign-in settings (methods offered, identity providers) come from the read model. */
  settings: TenantSettingsReader;
  tokens: TokenService;
  limiter: RateLimiter;
  store: AuthStore;
  sessions: SessionIssuer;
  /** Begun single sign-ins and the provider ID tokens of SSO sessions. */
  ssoStore: SsoFlowStore;
  config: Config;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, settings, tokens, limiter, store, sessions, ssoStore, config } = deps;
  const common = createSignInCommon({ repo, settings, tokens, limiter, config });
  const readerBaseFor = createReaderBase({ settings, publicBaseUrl: config.publicBaseUrl });
  const oidc = createSsoLoginService({
    repo,
    common,
    store: ssoStore,
    providers: createOidcProviders(),
    tokens,
    config,
    readerBaseFor,
  });
  const saml = createSamlLoginService({ repo, common, store: ssoStore, settings, config, readerBaseFor });
  return {
    ...createPasswordLoginService({ repo, settings, limiter, store, config, common }),
    ...createIpLoginService({ repo, settings, tokens, common }),
    ...oidc,
    ...saml,
    /** Single sign-on begins with the tenant's first provider: OIDC (code flow) or SAML (AuthnRequest). */
    async startSso(...args: Parameters<typeof oidc.startSso>) {
      return (await saml.firstSsoProviderIsSaml(args[0].id)) ? saml.startSaml(...args) : oidc.startSso(...args);
    },
    ...createPartnerLoginService({ repo, store, config, common }),

    /**
     * A new token for the same session; the presented one is revoked. The user is read again
     * (refused when deactivated or no longer a member of the account); the session keeps its
     * start and remember-me lifetime and ends at SESSION_MAX_AGE_SECONDS.
     */
    async renew(actor: Actor) {
      const issued = await sessions.reissue(actor);
      return { id_token: issued.token };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

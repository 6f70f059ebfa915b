// Single sign-on with the OIDC ID token of the tenant's provider (auth-service.ts): the token
// verified against the provider's keys, an e-mail the provider says is unverified refused, and
// the user bound to the provider's issuer + subject (sign-in-common.ts).
import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from "jose";
import { Unauthorized } from "../../lib/errors.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { AuthRepo } from "./auth-repo.ts";
import type { ExternalLoginResult, SignInCommon } from "./sign-in-common.ts";

export interface SsoLoginServiceDeps {
  repo: AuthRepo;
  common: SignInCommon;
}

export function createSsoLoginService({ repo, common }: SsoLoginServiceDeps) {
  const { hitAddress, identityProviders, signInExternal } = common;
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  return {
    async authenticateWithSso(
      tenant: TenantContext,
      idToken: string,
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult> {
      await hitAddress(meta.remoteAddress);
      const providers = (await identityProviders(tenant.id, ["OIDC"])).filter((p) => p.jwksUri && p.clientId);
      if (providers.length === 0)
        throw new Unauthorized("Single sign-on is not configured for this tenant", "error.sso.not-configured");
      let unverifiedIssuer: string | undefined;
      try {
        unverifiedIssuer = decodeJwt(idToken).iss;
      } catch {
        throw new Unauthorized("The ID token is not valid", "error.sso.invalid-token");
      }
      const provider = providers.find(
        (p) => p.issuer === unverifiedIssuer || p.allowedIssuers.includes(unverifiedIssuer ?? ""),
      );
      if (!provider) throw new Unauthorized("The ID token's issuer is not allowed for this tenant", "error.sso.issuer");
      let keys = jwks.get(provider.jwksUri!);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(provider.jwksUri!), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
        jwks.set(provider.jwksUri!, keys);
      }
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keys, {
          issuer: [provider.issuer, ...provider.allowedIssuers],
          audience: provider.clientId!,
          algorithms: ["RS256", "RS384", "RS512", "ES256", "ES384", "PS256"],
          requiredClaims: ["exp", "iat", "sub"],
        }));
      } catch (err) {
        await repo.audit(tenant.id, String(unverifiedIssuer), "AUTHENTICATION_FAILURE", {
          message: `SSO: ${(err as Error).message}`,
          remoteAddress: meta.remoteAddress,
        });
        throw new Unauthorized("The ID token is not valid", "error.sso.invalid-token");
      }
      // OIDC says e-mail_verified false means the provider has not verified the address: it
      // cannot identify anyone (some providers send the boolean as a string).
      if (claims.email_verified === false || claims.email_verified === "false") {
        await repo.audit(tenant.id, String(claims.email ?? claims.sub), "AUTHENTICATION_FAILURE", {
          message: "SSO: e-mail not verified by the identity provider",
          remoteAddress: meta.remoteAddress,
        });
        throw new Unauthorized(
          "The identity provider has not verified the e-mail address",
          "error.sso.email-unverified",
        );
      }
      // Aliases in allowedIssuers name the same provider: the link is to its canonical issuer.
      const link = { issuer: provider.issuer, subject: String(claims.sub) };
      return signInExternal(tenant, provider, claims, "SSO", meta.remoteAddress, link);
    },
  };
}

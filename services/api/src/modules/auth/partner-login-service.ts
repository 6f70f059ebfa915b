// Sign-in with a partner's signed token, JWT or APPLET (auth-service.ts): tokens carry jti, iat
// and exp, are at most PARTNER_TOKEN_MAX_AGE_SECONDS old, and each jti is accepted once (kept in
// Redis while the token could still be accepted).
import { createPublicKey, type KeyObject } from "node:crypto";
import { decodeJwt, type JWTPayload, jwtVerify } from "jose";
import type { Config } from "../../config.ts";
import { Unauthorized } from "../../lib/errors.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { AuthRepo } from "./auth-repo.ts";
import type { AuthStore } from "./auth-store.ts";
import type { ExternalLoginResult, SignInCommon } from "./sign-in-common.ts";

/** Leeway for clocks of other systems (partner tokens' iat). */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The algorithms a partner's public key can verify, from the key itself (never from the token):
 * RSA → RS256/384/512, RSA-PSS → PS256/384/512, EC by curve → ES256/ES384/ES512, Ed25519 → EdDSA.
 */
export function partnerKey(pem: string): { key: KeyObject; algorithms: string[] } {
  const key = createPublicKey(pem);
  switch (key.asymmetricKeyType) {
    case "rsa":
      return { key, algorithms: ["RS256", "RS384", "RS512"] };
    case "rsa-pss":
      return { key, algorithms: ["PS256", "PS384", "PS512"] };
    case "ec": {
      const curve = key.asymmetricKeyDetails?.namedCurve;
      const alg = { prime256v1: "ES256", secp384r1: "ES384", secp521r1: "ES512" }[curve ?? ""];
      if (!alg) throw new Error(`the partner's EC key uses an unsupported curve (${curve})`);
      return { key, algorithms: [alg] };
    }
    case "ed25519":
      return { key, algorithms: ["EdDSA"] };
    default:
      throw new Error(`the partner's key type is not supported (${key.asymmetricKeyType})`);
  }
}

export interface PartnerLoginServiceDeps {
  repo: AuthRepo;
  store: AuthStore;
  config: Config;
  common: SignInCommon;
}

export function createPartnerLoginService({ repo, store, config, common }: PartnerLoginServiceDeps) {
  const { hitAddress, identityProviders, signInExternal } = common;
  const partnerKeys = new Map<string, ReturnType<typeof partnerKey>>();

  function keyOf(pem: string) {
    let k = partnerKeys.get(pem);
    if (!k) {
      k = partnerKey(pem);
      partnerKeys.set(pem, k);
    }
    return k;
  }

  return {
    async authenticateWithPartnerToken(
      tenant: TenantContext,
      token: string,
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult> {
      await hitAddress(meta.remoteAddress);
      let issuer: string | undefined;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        throw new Unauthorized("The token is not valid", "error.partner.invalid-token");
      }
      const provider = (await identityProviders(tenant.id, ["JWT", "APPLET"])).find((p) => p.issuer === issuer);
      if (!provider)
        throw new Unauthorized("The token's issuer is not a partner of this tenant", "error.partner.issuer");
      const maxAge = config.auth.partnerTokenMaxAgeSeconds;
      const refuse = async (reason: string, messageKey = "error.partner.invalid-token") => {
        await repo.audit(tenant.id, String(issuer), "AUTHENTICATION_FAILURE", {
          message: `${provider.kind}: ${reason}`,
          remoteAddress: meta.remoteAddress,
        });
        return new Unauthorized(
          messageKey === "error.partner.replayed" ? "The token has been used already" : "The token is not valid",
          messageKey,
        );
      };
      let claims: JWTPayload;
      try {
        const options = {
          issuer: provider.issuer,
          audience: provider.clientId ?? tenant.code,
          requiredClaims: ["exp", "iat", "jti"],
          maxTokenAge: maxAge,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        };
        if (provider.sharedSecret) {
          ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(provider.sharedSecret), {
            ...options,
            algorithms: ["HS256"],
          }));
        } else if (provider.publicKeyPem) {
          const { key, algorithms } = keyOf(provider.publicKeyPem);
          ({ payload: claims } = await jwtVerify(token, key, { ...options, algorithms }));
        } else {
          throw new Error("the partner has no key configured");
        }
      } catch (err) {
        throw await refuse((err as Error).message);
      }
      const jti = claims.jti;
      if (typeof jti !== "string" || !jti || jti.length > 200) throw await refuse("jti must be 1 to 200 characters");
      // Kept until the token is too old to be accepted anyway (iat + max age, with the leeway).
      const keepSeconds = claims.iat! + maxAge + CLOCK_TOLERANCE_SECONDS - Math.floor(Date.now() / 1000);
      if (!(await store.claimTokenId(`${tenant.id}:${provider.id}`, jti, keepSeconds))) {
        throw await refuse(`replayed token (jti ${jti})`, "error.partner.replayed");
      }
      return signInExternal(
        tenant,
        provider,
        claims,
        provider.kind === "APPLET" ? "APPLET" : "JWT",
        meta.remoteAddress,
        null,
      );
    },
  };
}

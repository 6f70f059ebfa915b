// Who is calling, for which tenant, and may they: one onRequest hook per operation that
//   1. verifies the bearer token (@fastify/jwt: algorithm pinned, iss/aud/exp) and the deny-list,
//   2. resolves the tenant (token, else X-Tenant, else host name, else DEFAULT_TENANT) and
//      refuses a token presented for another tenant,
//   3. checks that the token's user and account still exist ('account id not exist'),
//   4. for the public API (security apiKeyAuth) takes the API key instead of a token: the key's
//      tenant, its account's entitlement, its scopes (x-api-scopes), its rate limit; for SCIM
//      provisioning (security scimBearer) the SCIM token: its tenant, no actor,
//   5. has the operation's guards (security, x-signed-in, x-user-types, x-authorities, x-features)
//      enforced by the access policy (lib/access-policy.ts, where every authority rule lives).
import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { assertApiKeyScopes, assertOperationAdmits, normaliseAuthorities } from "../lib/access-policy.ts";
import type { Actor, AuthType, UserTypeCode } from "../lib/actor.ts";
import { InternalError, NotFound, Unauthorized } from "../lib/errors.ts";
import { type NormaClaims, sessionExpired, type TokenService } from "../lib/tokens.ts";
import type { ApiKeyAuth } from "../modules/api-keys/api-key-auth.ts";
import type { ActorLoader } from "../modules/auth/actor-loader.ts";
import type { ScimCaller, ScimTokenAuth } from "../modules/scim/scim-token-auth.ts";
import type { TenantContext, TenantResolver } from "../modules/tenants/tenant-resolver.ts";
import type { OperationSpec } from "./openapi.ts";

declare module "fastify" {
  interface FastifyRequest {
    tenant: TenantContext;
    actor: Actor | null;
    /** The SCIM token of a /scim/v2 call (security scimBearer), else null. */
    scimCaller: ScimCaller | null;
  }
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: NormaClaims;
    user: NormaClaims & { exp: number; iat: number };
  }
}

export interface AccessOptions {
  config: Config;
  tenants: TenantResolver;
  actors: ActorLoader;
  tokens: () => TokenService;
  apiKeys: ApiKeyAuth;
  scimTokens: ScimTokenAuth;
}

/** How far a token's iat may be ahead of this server's clock (clocks of two hosts differ a little). */
export const IAT_CLOCK_SKEW_SECONDS = 60;

/**
 * Operations that work without a tenant: operational endpoints, the publishers' logos (their
 * own images, the same for every tenant; an <img> names no tenant), and SAML's endpoints (their
 * path names the tenant; the service resolves it).
 */
const TENANTLESS = new Set([
  "getHealth",
  "getPrometheusMetrics",
  "getPublisherLogo",
  // SAML's SP endpoints name their tenant in the path (an IdP's form post carries no header).
  "getSamlMetadata",
  "consumeSamlResponse",
]);

/** A call of the public API: the key is the caller, as a company session of its account would be. */
async function admitApiKey(
  request: FastifyRequest,
  op: OperationSpec,
  opts: Pick<AccessOptions, "tenants" | "apiKeys">,
) {
  const key = await opts.apiKeys.authenticate(request.headers.authorization, request.ip);
  const tenant = await opts.tenants.byId(key.tenantId);
  if (!tenant) throw new Unauthorized("The API key's tenant does not exist", "error.apiKey.invalid");
  const header = request.headers["x-tenant"];
  const hinted = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || null;
  if (hinted && hinted !== tenant.code)
    throw new Unauthorized("The API key belongs to another tenant", "error.apiKey.tenant");
  request.tenant = tenant;
  request.actor = {
    userId: null,
    email: null,
    tenantId: tenant.id,
    tenantCode: tenant.code,
    accountId: key.accountId,
    userType: "COMPANY",
    authType: "KEY",
    authorities: [],
    // COUNTER counts a key's calls as one session per key (usage-session-state.ts reads jti).
    jti: `api-key:${key.id}`,
    exp: Math.floor(Date.now() / 1000) + 60,
    apiKeyId: key.id,
    accessMethod: String(request.headers["x-access-method"] ?? "").toUpperCase() === "TDM" ? "TDM" : "Regular",
  };
  assertApiKeyScopes(op.apiScopes, key.scopes);
  assertOperationAdmits(op, request.actor, tenant.features);
}

/**
 * A SCIM call: the token's tenant, and that tenant only (an X-Tenant naming another is refused).
 * No user acts: the token is the caller, named in the audit log by its prefix.
 */
async function admitScimToken(request: FastifyRequest, opts: Pick<AccessOptions, "tenants" | "scimTokens">) {
  const caller = await opts.scimTokens.authenticate(request.headers.authorization, request.ip);
  const tenant = await opts.tenants.byId(caller.tenantId);
  if (!tenant) throw new Unauthorized("The SCIM token's tenant does not exist", "error.scim.token-invalid");
  const header = request.headers["x-tenant"];
  const hinted = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || null;
  if (hinted && hinted !== tenant.code)
    throw new Unauthorized("The SCIM token belongs to another tenant", "error.scim.token-tenant");
  request.tenant = tenant;
  request.scimCaller = caller;
}

function decorateRequests(app: FastifyInstance) {
  app.decorateRequest("tenant", null as unknown as TenantContext);
  app.decorateRequest("actor", null);
  app.decorateRequest("scimCaller", null);
}

async function accessPlugin(app: FastifyInstance, opts: AccessOptions) {
  const { config, tenants, actors } = opts;
  const jwt = config.jwt;
  await app.register(fastifyJwt, {
    secret: jwt.algorithm === "HS256" ? jwt.secret! : { private: jwt.privateKey!, public: jwt.publicKey! },
    sign: { algorithm: jwt.algorithm, iss: jwt.issuer, aud: jwt.audience },
    verify: {
      algorithms: [jwt.algorithm],
      allowedIss: jwt.issuer,
      allowedAud: jwt.audience,
      // iss is only compared when present unless required; iat is checked below (not in the future).
      requiredClaims: ["iss", "aud", "iat", "exp", "sub", "tid", "jti", "utp", "atp"],
    },
  });
  decorateRequests(app);

  type Verified = NormaClaims & { exp: number; iat: number };

  async function verifyToken(request: FastifyRequest): Promise<Verified | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    if (!/^Bearer \S+$/i.test(header)) throw new Unauthorized("The Authorization header must be 'Bearer <token>'");
    let claims: Verified;
    try {
      claims = await request.jwtVerify<Verified>();
    } catch (err) {
      const code = (err as { code?: string }).code ?? "";
      throw new Unauthorized(
        code.includes("EXPIRED") ? "The token has expired" : "The token is not valid",
        code.includes("EXPIRED") ? "error.token.expired" : "error.token.invalid",
      );
    }
    // A token "issued" later than now was not issued by this clock: forged or from a host whose
    // clock is wrong, and it would outlive its lifetime by as much.
    if (typeof claims.iat !== "number" || claims.iat > Math.floor(Date.now() / 1000) + IAT_CLOCK_SKEW_SECONDS)
      throw new Unauthorized("The token is not valid", "error.token.invalid");
    if (sessionExpired(claims, jwt.sessionMaxAgeSeconds))
      throw new Unauthorized("The session has reached its maximum age; sign in again", "error.session.expired");
    if (await opts.tokens().isRevoked(claims.jti))
      throw new Unauthorized("The token has been revoked", "error.token.revoked");
    return claims;
  }

  async function resolveTenant(request: FastifyRequest, claims: NormaClaims | null): Promise<TenantContext> {
    const header = request.headers["x-tenant"];
    const hinted = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || null;
    const byHost = hinted ? null : await tenants.codeForHost(request.hostname ?? "");
    const requested = hinted ?? byHost;
    if (claims && requested && requested !== claims.tid) {
      throw new Unauthorized("The token belongs to another tenant", "error.token.tenant");
    }
    const code = claims?.tid ?? requested ?? config.defaultTenant;
    const tenant = await tenants.byCode(code);
    if (!tenant) {
      if (claims) throw new Unauthorized("The token's tenant does not exist", "error.token.tenant");
      throw new NotFound(`Unknown tenant '${code}'`, "error.tenant.invalid");
    }
    return tenant;
  }

  app.addHook("onRequest", async (request) => {
    const op = request.routeOptions.config.operation;
    if (!op) return; // 404s and non-spec routes
    if (op.security === "apiKey") return admitApiKey(request, op, opts);
    if (op.security === "scim") return admitScimToken(request, opts);
    const claims = op.security === "none" ? null : await verifyToken(request);
    if (TENANTLESS.has(op.operationId)) return;
    request.tenant = await resolveTenant(request, claims);

    if (claims) {
      const userId = /^\d+$/.test(claims.sub) ? Number(claims.sub) : null;
      const state = await actors.check(request.tenant.id, userId, claims.acc);
      if (state === "user-gone")
        throw new Unauthorized("The user no longer exists or is not activated", "error.user.inactive");
      // The clients sign the user out on exactly this detail (spec 3 §8).
      if (state === "account-gone")
        throw new InternalError("account id not exist", { messageKey: "error.account.gone" });
      request.actor = {
        userId,
        email: claims.email ?? null,
        tenantId: request.tenant.id,
        tenantCode: request.tenant.code,
        accountId: claims.acc,
        userType: claims.utp as UserTypeCode,
        authType: claims.atp as AuthType,
        authorities: normaliseAuthorities(claims.auth ?? []),
        jti: claims.jti,
        exp: claims.exp,
        // Tokens issued before auth_time existed: their session began no later than their iat.
        authTime: claims.auth_time ?? claims.iat,
        rememberMe: claims.rem === true,
        // Text and data mining is counted apart in COUNTER reports (Access_Method TDM).
        accessMethod: String(request.headers["x-access-method"] ?? "").toUpperCase() === "TDM" ? "TDM" : "Regular",
      };
    }

    assertOperationAdmits(op, request.actor, request.tenant.features);
  });
}

export default fp(accessPlugin, { name: "access" });

// A real OpenID provider (panva's oidc-provider) on 127.0.0.1 for the tests and a local trial
// (scripts/oidc-dev-provider.ts): discovery, JWKS, authorization code flow with PKCE, token
// endpoint, RP-initiated logout. What a browser would do at it (the login and consent pages) is
// answered here at once for the account the caller chose (signInAs), so tests need no forms.
//
// For refusals a real provider does not produce on demand, `tamper` rewrites the ID token of the
// next token response and signs it again with the provider's own key (a wrong audience, nonce or
// expiry as a faulty or hostile provider would send). `rotateKeys` replaces the signing key (the
// old one is no longer published); `pause` makes every connection fail (an unreachable provider).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";

export interface OidcAccount {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

export interface OidcClientRegistration {
  client_id: string;
  client_secret?: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  /** The account the next login is for (a browser's user typing their password). */
  signInAs(account: OidcAccount): void;
  /**
   * Rewrites the claims of the next ID token, signed again with the provider's current key (or,
   * with `foreignKey`, with a key the provider does not publish, under the current key's kid).
   */
  tamper(
    change: (claims: Record<string, unknown>) => Record<string, unknown>,
    options?: { foreignKey?: boolean },
  ): void;
  /** A new signing key; the old one is no longer published. */
  rotateKeys(): Promise<void>;
  /** The kid of the key ID tokens are signed with now. */
  readonly currentKid: string;
  /** While paused every connection is dropped at once, as an unreachable provider's. */
  pause(): void;
  resume(): void;
  /**
   * Follows the provider's redirects from an authorization URL as a browser with its own cookies
   * would, until the provider sends it to the client's redirect URI; answers that URL.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

async function newSigningKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
}

/** The cookie jar of one simulated browser: name -> value (paths ignored; the provider reads by name). */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";");
        const eq = pair.indexOf("=");
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) < Date.now());
        if (!value || expired) jar.delete(name);
        else jar.set(name, value);
      }
    },
  };
}

export async function startOidcProvider(options: {
  clients: OidcClientRegistration[];
  port?: number;
  accounts?: OidcAccount[];
}): Promise<TestOidcProvider> {
  let paused = false;
  let next: OidcAccount | null = null;
  let change: ((claims: Record<string, unknown>) => Record<string, unknown>) | null = null;
  let signWithForeignKey = false;
  const accounts = new Map((options.accounts ?? []).map((a) => [a.sub, a]));
  let keyCount = 1;
  let key = await newSigningKey(`key-${keyCount}`);
  let provider: Provider;

  const server: Server = createServer((req, res) => {
    if (paused) {
      req.socket.destroy();
      return;
    }
    void handle(req, res).catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, "127.0.0.1", r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function build(): Provider {
    const config: Configuration = {
      clients: options.clients.map((c) => ({
        ...c,
        token_endpoint_auth_method: c.client_secret ? "client_secret_basic" : "none",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      })),
      jwks: { keys: [key as never] },
      findAccount: async (_ctx, id) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined;
      },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
      pkce: { required: () => true },
      // The ID token carries the claims (the reader's API reads no userinfo).
      conformIdTokenClaims: false,
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ["test-provider-cookie-key-not-a-secret"] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    };
    const p = new Provider(issuer, config);
    p.use(async (ctx: KoaContextWithOIDC, nextMw: () => Promise<void>) => {
      await nextMw();
      const body = ctx.body as { id_token?: string } | undefined;
      if (ctx.path === "/token" && change && body?.id_token) {
        const rewrite = change;
        change = null;
        ctx.body = { ...body, id_token: await resign(body.id_token, rewrite) };
      }
    });
    return p;
  }

  async function resign(idToken: string, rewrite: (c: Record<string, unknown>) => Record<string, unknown>) {
    const header = decodeProtectedHeader(idToken);
    const claims = rewrite({ ...decodeJwt(idToken) });
    const signer = signWithForeignKey ? await newSigningKey(String(header.kid)) : key;
    signWithForeignKey = false;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: header.kid })
      .sign(await importJWK(signer, "RS256"));
  }

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (!next) throw new Error("signInAs() was not called");
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
    grant!.addOIDCScope(String(details.params.scope));
    const grantId = await grant!.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.url?.startsWith("/interaction/")) return interaction(req, res);
    return provider.callback()(req, res);
  }

  provider = build();

  return {
    issuer,
    get currentKid() {
      return String(key.kid);
    },
    signInAs(account) {
      next = account;
    },
    tamper(rewrite, tamperOptions) {
      change = rewrite;
      signWithForeignKey = tamperOptions?.foreignKey === true;
    },
    async rotateKeys() {
      key = await newSigningKey(`key-${++keyCount}`);
      provider = build();
    },
    pause() {
      paused = true;
      server.closeAllConnections();
    },
    resume() {
      paused = false;
    },
    async authorize(authorizationUrl) {
      const jar = cookieJar();
      let url = new URL(authorizationUrl);
      const redirectUris = options.clients.flatMap((c) => c.redirect_uris);
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
        jar.take(res);
        const location = res.headers.get("location");
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
        if (redirectUris.includes(`${url.origin}${url.pathname}`)) return url;
      }
      throw new Error("too many redirects at the provider");
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

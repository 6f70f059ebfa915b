// Single sign-on by the authorization code flow with PKCE, state and nonce against a real OpenID
// provider (oidc-provider on 127.0.0.1, tests/harness/oidc-provider.ts): sign-in, the session's
// RP-initiated logout, the provider's key rotation, and every refusal (a 401 problem with its
// own message key and an audit entry, never a 5xx).
import { useApi } from "@norma/tests/harness";
import { type OidcAccount, startOidcProvider, type TestOidcProvider } from "@norma/tests/harness/oidc-provider.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const api = useApi();
const CLIENT_ID = "norma-astm";
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
const now = () => Math.floor(Date.now() / 1000);

let idp: TestOidcProvider;
let redirectUri: string;
const individual: OidcAccount = {
  sub: "idp-individual",
  email: "individual@astm.example",
  email_verified: true,
  given_name: "Ada",
  family_name: "Individual",
};

/** The tenant's own domain (tenant_domains): a sign-in begun there returns there. */
const OWN_HOST = "reader.astm-sso.test:8443";
let ownBase: string;

beforeAll(async () => {
  const base = api.config.publicBaseUrl.replace(/\/+$/, "");
  redirectUri = `${base}/implicit/callback`;
  ownBase = `${new URL(base).protocol}//${OWN_HOST}`;
  idp = await startOidcProvider({
    clients: [
      {
        client_id: CLIENT_ID,
        redirect_uris: [redirectUri, `${ownBase}/implicit/callback`],
        post_logout_redirect_uris: [`${base}/`, `${ownBase}/`],
      },
    ],
  });
  const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  const apiTenant = await api.db.tenant.findUniqueOrThrow({ where: { code: "api" } });
  await api.db.tenantDomain.createMany({
    data: [
      { tenantId: astm.id, host: OWN_HOST.replace(/:\d+$/, "") },
      { tenantId: apiTenant.id, host: "reader.api-sso.test" },
    ],
  });
  await api.db.tenantIdentityProvider.deleteMany({ where: { tenantId: astm.id, kind: "OIDC" } });
  await api.db.tenantIdentityProvider.create({
    data: {
      tenantId: astm.id,
      kind: "OIDC",
      issuer: idp.issuer,
      clientId: CLIENT_ID,
      federated: true,
      profileCompletionUrl: "https://profile.test.norma.example/complete",
    },
  });
  api.app.tenantSettings.invalidate();
});
afterAll(() => idp?.close());
afterEach(() => idp.resume());

const start = (payload: object = {}, tenant = "astm", host?: string) =>
  api.request({
    method: "POST",
    url: "/api/authenticate/sso/start",
    tenant,
    payload,
    ...(host ? { headers: { host } } : {}),
  });
const callback = (flowId: string, callbackQuery: string, tenant = "astm") =>
  api.request({ method: "POST", url: "/api/authenticate/sso/callback", tenant, payload: { flowId, callbackQuery } });

/** Begins a sign-in, signs in at the provider as the account, answers the flow id and the callback query. */
async function atProvider(account: OidcAccount = individual, payload: object = {}) {
  const begun = await start(payload);
  expect(begun.statusCode, begun.body).toBe(200);
  idp.signInAs(account);
  const back = await idp.authorize(begun.json().authorizationUrl);
  return { flowId: begun.json().flowId as string, query: back.search, url: new URL(begun.json().authorizationUrl) };
}

async function lastFailure() {
  const row = await api.db.managementAuditEvent.findFirst({
    where: { type: "AUTHENTICATION_FAILURE" },
    orderBy: { id: "desc" },
  });
  return JSON.stringify(row?.data ?? null);
}

async function expectRefused(res: Awaited<ReturnType<typeof callback>>, key: string) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.headers["content-type"]).toMatch(/application\/problem\+json/);
  expect(res.json().message).toBe(`error.sso.${key}`);
  expect(await lastFailure()).toContain(`SSO ${key}`);
}

describe("POST /api/authenticate/sso/start", () => {
  it("sends the browser to the provider with PKCE (S256), state, nonce and the spec's callback", async () => {
    const res = await start({ redirectUrl: "/search?q=steel", force: true });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: "code",
      redirect_uri: redirectUri,
      code_challenge_method: "S256",
      prompt: "login",
    });
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)?.length).toBeGreaterThan(20);
    expect(url.searchParams.has("code_verifier")).toBe(false);
  });

  it("returns to the tenant's own domain it began on, and only to one of the tenant's", async () => {
    const redirectOf = async (host: string) =>
      new URL((await start({}, "astm", host)).json().authorizationUrl).searchParams.get("redirect_uri");
    expect(await redirectOf(OWN_HOST)).toBe(`${ownBase}/implicit/callback`);
    expect(await redirectOf(OWN_HOST.toUpperCase())).toBe(`${ownBase}/implicit/callback`);
    // Another tenant's domain, a host of nobody's, or a forged Host: PUBLIC_BASE_URL.
    expect(await redirectOf("reader.api-sso.test")).toBe(redirectUri);
    expect(await redirectOf("evil.example")).toBe(redirectUri);
    expect(await redirectOf("reader.astm-sso.test@evil.example")).toBe(redirectUri);
  });

  it("refuses a tenant without single sign-on", async () => {
    const res = await start({}, "api");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.sso.not-configured");
  });

  it("refuses unknown fields and over-long values with 400 naming the field", async () => {
    const res = await start({ redirectUrl: "x".repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("redirectUrl");
  });
});

describe("POST /api/authenticate/sso/callback", () => {
  it("signs in by code + PKCE, links the identity and returns to the start's path", async () => {
    const { flowId, query } = await atProvider(individual, { redirectUrl: "/favorites" });
    expect(query).toContain("code=");
    const res = await callback(flowId, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "SIGNED_IN", returnTo: "/favorites" });
    expect(claimsOf(res.json().id_token)).toMatchObject({ atp: "SSO", email: individual.email, tid: "astm" });
    const user = await api.db.user.findFirstOrThrow({ where: { email: individual.email, tenant: { code: "astm" } } });
    expect(user).toMatchObject({ externalIssuer: idp.issuer, externalSubject: individual.sub });
    const audit = await api.db.managementAuditEvent.findFirst({
      where: { type: "AUTHENTICATION_SUCCESS", principal: individual.email },
      orderBy: { id: "desc" },
    });
    expect(audit?.data).toMatchObject({ message: "SSO" });
  });

  it("signs in begun on the tenant's own domain: the code is exchanged with that redirect URI", async () => {
    const begun = await start({}, "astm", OWN_HOST);
    idp.signInAs(individual);
    const back = await idp.authorize(begun.json().authorizationUrl);
    expect(back.origin).toBe(ownBase);
    const res = await callback(begun.json().flowId, back.search);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "SIGNED_IN" });
  });

  it("returns to the home page when the start named another site", async () => {
    const { flowId, query } = await atProvider(individual, { redirectUrl: "//evil.example/x" });
    expect((await callback(flowId, query)).json().returnTo).toBe("/");
  });

  it("refuses a state that is not the flow's", async () => {
    const { flowId, query } = await atProvider();
    const forged = new URLSearchParams(query);
    forged.set("state", "someone-elses-state-0123456789");
    await expectRefused(await callback(flowId, forged.toString()), "state");
    // The flow is spent: the right answer cannot be tried after a wrong one.
    await expectRefused(await callback(flowId, query), "replayed");
  });

  it("refuses a replayed callback (the flow is used once)", async () => {
    const { flowId, query } = await atProvider();
    expect((await callback(flowId, query)).statusCode).toBe(200);
    await expectRefused(await callback(flowId, query), "replayed");
  });

  it("refuses two concurrent callbacks of one flow but one (404/409-free: one 200, one 401)", async () => {
    const { flowId, query } = await atProvider();
    const codes = (await Promise.all([callback(flowId, query), callback(flowId, query)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 401]);
  });

  it("refuses an unknown flow id as expired", async () => {
    const { query } = await atProvider();
    await expectRefused(await callback("no-such-flow-0123456789abcdef", query), "flow-expired");
  });

  it("refuses a flow begun on another tenant", async () => {
    const { flowId, query } = await atProvider();
    await expectRefused(await callback(flowId, query, "demowl"), "flow-expired");
  });

  it("refuses the provider's error answer (the user cancelled)", async () => {
    const { flowId, url } = await atProvider();
    const answer = new URLSearchParams({
      error: "access_denied",
      state: url.searchParams.get("state")!,
      iss: idp.issuer,
    });
    await expectRefused(await callback(flowId, answer.toString()), "provider-error");
  });

  const tampered: [string, string, (c: Record<string, unknown>) => Record<string, unknown>][] = [
    ["an ID token for another nonce", "nonce", (c) => ({ ...c, nonce: "another-sign-in-nonce" })],
    ["an ID token for another client (audience)", "audience", (c) => ({ ...c, aud: "someone-else" })],
    [
      "an expired ID token (past the clock tolerance)",
      "expired",
      (c) => ({ ...c, iat: now() - 900, exp: now() - 120 }),
    ],
    ["an ID token of another issuer", "issuer", (c) => ({ ...c, iss: "https://evil.example" })],
  ];
  for (const [name, key, change] of tampered) {
    it(`refuses ${name}`, async () => {
      const { flowId, query } = await atProvider();
      idp.tamper(change);
      await expectRefused(await callback(flowId, query), key);
    });
  }

  it("refuses an ID token whose signature is not the provider's key (same kid, another key)", async () => {
    const { flowId, query } = await atProvider();
    idp.tamper((c) => c, { foreignKey: true });
    await expectRefused(await callback(flowId, query), "invalid-token");
  });

  it("tolerates a provider clock a little ahead (iat 30 s in the future)", async () => {
    const { flowId, query } = await atProvider();
    idp.tamper((c) => ({ ...c, iat: now() + 30 }));
    expect((await callback(flowId, query)).json().outcome).toBe("SIGNED_IN");
  });

  it("refuses a code exchanged twice at the provider (a stolen code without the flow)", async () => {
    const first = await atProvider();
    expect((await callback(first.flowId, first.query)).statusCode).toBe(200);
    // A new flow of this browser, answered with the old code: the provider refuses the code.
    const second = await atProvider();
    const mixed = new URLSearchParams(second.query);
    mixed.set("code", new URLSearchParams(first.query).get("code")!);
    await expectRefused(await callback(second.flowId, mixed.toString()), "code-refused");
  });

  it("refuses with 401 (not 5xx) when the provider cannot be reached at the code exchange", async () => {
    const { flowId, query } = await atProvider();
    idp.pause();
    await expectRefused(await callback(flowId, query), "provider-unreachable");
  });

  it("refuses an e-mail the provider has not verified", async () => {
    const { flowId, query } = await atProvider({ ...individual, sub: "unverified", email_verified: false });
    const res = await callback(flowId, query);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.sso.email-unverified");
  });

  it("refuses another subject presenting the e-mail of a linked user", async () => {
    const { flowId, query } = await atProvider({ ...individual, sub: "someone-else-at-the-idp" });
    const res = await callback(flowId, query);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.sso.identity-mismatch");
  });

  it("sends an unknown federated identity to profile completion", async () => {
    const { flowId, query } = await atProvider({
      sub: "newcomer",
      email: "newcomer@example.org",
      email_verified: true,
    });
    expect((await callback(flowId, query)).json()).toMatchObject({
      outcome: "PROFILE_COMPLETION",
      redirectUrl: "https://profile.test.norma.example/complete",
    });
  });

  it("keeps signing in after the provider rotates its signing key", async () => {
    const before = idp.currentKid;
    await idp.rotateKeys();
    expect(idp.currentKid).not.toBe(before);
    // openid-client fetches the provider's keys again for an unknown kid once the keys it holds
    // are a minute old (a guard against being made to fetch on every forged token): two minutes on.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 120_000 });
    try {
      const { flowId, query } = await atProvider();
      const res = await callback(flowId, query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().outcome).toBe("SIGNED_IN");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a provider that switches keys at once", () => {
  it("refuses the sign-in within a minute of the last key fetch (unknown key), and the next one works", async () => {
    // Keys fetched just now: a sign-in with the current key.
    const first = await atProvider();
    expect((await callback(first.flowId, first.query)).statusCode).toBe(200);
    await idp.rotateKeys();
    // openid-client will not fetch the keys again yet: refused, and the configuration dropped.
    const second = await atProvider();
    await expectRefused(await callback(second.flowId, second.query), "unknown-key");
    const third = await atProvider();
    const res = await callback(third.flowId, third.query);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("unreachable provider at the start", () => {
  it("refuses with 401 and an audit entry, never a 5xx", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const row = await api.db.tenantIdentityProvider.findFirstOrThrow({ where: { tenantId: astm.id, kind: "OIDC" } });
    // A port nothing listens on: the provider's own, once it is closed.
    const gone = await startOidcProvider({ clients: [] });
    await gone.close();
    await api.db.tenantIdentityProvider.update({ where: { id: row.id }, data: { issuer: gone.issuer } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await start();
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("error.sso.provider-unreachable");
      expect(await lastFailure()).toContain("SSO provider-unreachable");
    } finally {
      await api.db.tenantIdentityProvider.update({ where: { id: row.id }, data: { issuer: idp.issuer } });
      api.app.tenantSettings.invalidate();
    }
  });
});

describe("POST /api/authenticate/sso/logout", () => {
  it("revokes the token and answers the provider's end-session URL with the sign-in's ID token", async () => {
    const { flowId, query } = await atProvider();
    const token = (await callback(flowId, query)).json().id_token;
    const res = await api.request({ method: "POST", url: "/api/authenticate/sso/logout", token });
    expect(res.statusCode, res.body).toBe(200);
    const end = new URL(res.json().endSessionUrl);
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${redirectUri.replace("/implicit/callback", "")}/`);
    expect(claimsOf(end.searchParams.get("id_token_hint")!)).toMatchObject({ iss: idp.issuer, aud: CLIENT_ID });
    const after = await api.request({ method: "GET", url: "/api/account", token });
    expect(after.statusCode).toBe(401);
  });

  it("sends the provider back to the tenant's own domain the sign-out was asked on", async () => {
    const { flowId, query } = await atProvider();
    const token = (await callback(flowId, query)).json().id_token;
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate/sso/logout",
      token,
      headers: { host: OWN_HOST },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(new URL(res.json().endSessionUrl).searchParams.get("post_logout_redirect_uri")).toBe(`${ownBase}/`);
  });

  it("answers null for a session not begun by single sign-on", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({ method: "POST", url: "/api/authenticate/sso/logout", token });
    expect(res.json()).toEqual({ endSessionUrl: null });
  });
});

// SAML 2.0 single sign-on against an identity provider the test runs (tests/harness/saml-idp.ts:
// its own key and self-signed certificate, assertions signed with xml-crypto): the SP's metadata,
// SP-initiated sign-in (AuthnRequest + RelayState, InResponseTo), IdP-initiated sign-in, the
// attribute mapping, and every refusal (a redirect to the reader's callback page with the
// refusal's message key and an audit entry, never a 5xx).
import { useApi } from "@norma/tests/harness";
import { samlId, samlKeyPair, startSamlIdp, type TestSamlIdp } from "@norma/tests/harness/saml-idp.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { signInConsoleUsers, tenantIdsByCode } from "../admin/admin-test-fixtures.ts";

const api = useApi();
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

let idp: TestSamlIdp;
let acsUrl: string;
let entityId: string;
let callbackBase: string;
const EMAIL = "individual@astm.example";

beforeAll(async () => {
  const base = api.config.publicBaseUrl.replace(/\/+$/, "");
  acsUrl = `${base}/saml/astm/acs`;
  entityId = `${base}/saml/astm/metadata`;
  callbackBase = `${base}/implicit/callback`;
  idp = await startSamlIdp();
  const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  // SAML is the tenant's single sign-on: the sign-in starts there.
  await api.db.tenantIdentityProvider.deleteMany({ where: { tenantId: astm.id, kind: "OIDC" } });
  await api.db.tenantIdentityProvider.create({
    data: {
      tenantId: astm.id,
      kind: "SAML",
      issuer: idp.entityId,
      ssoUrl: idp.ssoUrl,
      signingCertificates: [idp.keys.cert],
      attributeMapping: { email: "mail", firstName: "givenName", lastName: "sn", account: "org" },
    },
  });
  api.app.tenantSettings.invalidate();
});

const post = (samlResponse: string, relayState?: string, tenant = "astm") =>
  api.request({
    method: "POST",
    url: `/saml/${tenant}/acs`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      SAMLResponse: samlResponse,
      ...(relayState !== undefined ? { RelayState: relayState } : {}),
    }).toString(),
  });
const complete = (payload: object, tenant = "astm") =>
  api.request({ method: "POST", url: "/api/authenticate/saml/complete", tenant, payload });
const start = (payload: object = {}) =>
  api.request({ method: "POST", url: "/api/authenticate/sso/start", tenant: "astm", payload });

const response = (o: Partial<Parameters<TestSamlIdp["response"]>[0]> = {}) =>
  idp.response({
    acsUrl,
    audience: entityId,
    nameId: "idp-individual",
    attributes: { mail: EMAIL, givenName: "Ada", sn: "Lovelace" },
    ...o,
  });

/** The redirect's query: the ticket, or the refusal's key. */
function redirected(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(callbackBase);
  return location.searchParams;
}

async function lastFailure() {
  const row = await api.db.managementAuditEvent.findFirst({
    where: { type: "AUTHENTICATION_FAILURE" },
    orderBy: { id: "desc" },
  });
  return { data: JSON.stringify(row?.data ?? null), tenantId: row?.tenantId ?? null };
}

async function expectRefused(res: Awaited<ReturnType<typeof post>>, reason: string) {
  const query = redirected(res);
  expect(query.get("saml")).toBeNull();
  expect(query.get("error_key")).toBe(`error.sso.${reason}`);
  expect(query.get("tenant")).toBe("astm");
  expect((await lastFailure()).data).toContain(`SAML ${reason}`);
}

/** Begins an SP-initiated sign-in: the flow id and the AuthnRequest as the IdP reads it. */
async function begin(payload: object = {}) {
  const res = await start(payload);
  expect(res.statusCode, res.body).toBe(200);
  const { authorizationUrl, flowId } = res.json();
  return { flowId: flowId as string, request: idp.readRequest(authorizationUrl), url: new URL(authorizationUrl) };
}

describe("GET /saml/{tenant}/metadata", () => {
  it("describes the SP: entity id, the ACS by HTTP-POST, signed assertions wanted", async () => {
    const res = await api.request({ method: "GET", url: "/saml/astm/metadata" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/samlmetadata\+xml/);
    expect(res.body).toContain(`entityID="${entityId}"`);
    expect(res.body).toMatch(/WantAssertionsSigned="true"/);
    expect(res.body).toContain(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${acsUrl}"`);
  });

  it("is 404 for an unknown tenant and a tenant without SAML", async () => {
    for (const tenant of ["nosuchtenant", "api"]) {
      const res = await api.request({ method: "GET", url: `/saml/${tenant}/metadata` });
      expect(res.statusCode, tenant).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/problem\+json/);
    }
  });

  it("refuses a malformed tenant code with 400", async () => {
    const res = await api.request({ method: "GET", url: "/saml/NOT%20A%20CODE/metadata" });
    expect(res.statusCode).toBe(400);
  });
});

describe("SP-initiated sign-in", () => {
  it("sends the browser to the IdP with an AuthnRequest for this SP and a RelayState", async () => {
    const { request, url } = await begin({ redirectUrl: "/favorites", force: true });
    expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
    expect(request.acsUrl).toBe(acsUrl);
    expect(request.issuer).toBe(entityId);
    expect(request.forceAuthn).toBe(true);
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(request.relayState?.length).toBeGreaterThan(15);
  });

  it("signs in: the answer to the request, the ticket in the browser that began it, the user linked and named", async () => {
    const { flowId, request } = await begin({ redirectUrl: "/favorites" });
    const query = redirected(await post(response({ inResponseTo: request.id }), request.relayState ?? undefined));
    expect(query.get("tenant")).toBe("astm");
    const ticket = query.get("saml");
    expect(ticket).toBeTruthy();
    const res = await complete({ ticket, flowId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "SIGNED_IN", returnTo: "/favorites" });
    const claims = claimsOf(res.json().id_token);
    expect(claims).toMatchObject({ atp: "SSO", email: EMAIL, tid: "astm" });
    const user = await api.db.user.findFirstOrThrow({ where: { email: EMAIL, tenant: { code: "astm" } } });
    expect(user).toMatchObject({
      externalIssuer: idp.entityId,
      externalSubject: "idp-individual",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    // The ticket is used once.
    const again = await complete({ ticket, flowId });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("error.sso.replayed");
  });

  it("returns to the tenant's own domain the sign-in began on (where the browser keeps its flow id)", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await api.db.tenantDomain.create({ data: { tenantId: astm.id, host: "reader.astm-saml.test" } });
    const begun = await api.request({
      method: "POST",
      url: "/api/authenticate/sso/start",
      tenant: "astm",
      payload: {},
      headers: { host: "reader.astm-saml.test:8443" },
    });
    expect(begun.statusCode, begun.body).toBe(200);
    const request = idp.readRequest(begun.json().authorizationUrl);
    const res = await post(response({ inResponseTo: request.id }), request.relayState ?? undefined);
    expect(res.statusCode, res.body).toBe(303);
    const location = new URL(String(res.headers.location));
    const scheme = new URL(api.config.publicBaseUrl).protocol;
    expect(`${location.origin}${location.pathname}`).toBe(`${scheme}//reader.astm-saml.test:8443/implicit/callback`);
    const done = await complete({ ticket: location.searchParams.get("saml"), flowId: begun.json().flowId });
    expect(done.statusCode, done.body).toBe(200);
    // A sign-in begun on a host that is not the tenant's returns to PUBLIC_BASE_URL.
    const other = await begin();
    const back = await post(response({ inResponseTo: other.request.id }), other.request.relayState ?? undefined);
    expect(redirected(back).get("saml")).toBeTruthy();
  });

  it("finishes an SP-initiated sign-in only in the browser that began it (flow id)", async () => {
    const { request } = await begin();
    const ticket = redirected(await post(response({ inResponseTo: request.id }), request.relayState ?? undefined)).get(
      "saml",
    );
    const res = await complete({ ticket, flowId: "another-browsers-flow-id" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.sso.state");
    expect((await lastFailure()).data).toContain("SAML ticket state");
  });

  it("refuses an answer to a request this API did not make, and a second answer to one", async () => {
    await expectRefused(await post(response({ inResponseTo: samlId() }), "relay"), "flow-expired");
    const { request } = await begin();
    const relay = request.relayState ?? undefined;
    redirected(await post(response({ inResponseTo: request.id }), relay));
    await expectRefused(await post(response({ inResponseTo: request.id }), relay), "replayed");
  });

  it("refuses an answer with another RelayState than the request's", async () => {
    const { request } = await begin();
    await expectRefused(await post(response({ inResponseTo: request.id }), "tampered-relay-state"), "state");
  });

  it("refuses a ticket of another tenant, and an unknown one", async () => {
    const { flowId, request } = await begin();
    const ticket = redirected(await post(response({ inResponseTo: request.id }), request.relayState ?? undefined)).get(
      "saml",
    );
    const other = await complete({ ticket, flowId }, "ies");
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe("error.sso.flow-expired");
    const unknown = await complete({ ticket: "x".repeat(32) });
    expect(unknown.json().message).toBe("error.sso.flow-expired");
  });
});

describe("IdP-initiated sign-in", () => {
  it("signs in without a request, returning to a RelayState that is a reader path", async () => {
    const query = redirected(await post(response(), "/search?q=steel"));
    const res = await complete({ ticket: query.get("saml") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "SIGNED_IN", returnTo: "/search?q=steel" });
  });

  it("returns to the home page for a RelayState that is not a reader path", async () => {
    const query = redirected(await post(response(), "https://evil.example/"));
    const res = await complete({ ticket: query.get("saml") });
    expect(res.json().returnTo).toBe("/");
  });

  it("acts for the account the mapped attribute names, and refuses one the user is not a member of", async () => {
    const user = await api.db.user.findFirstOrThrow({
      where: { email: EMAIL, tenant: { code: "astm" } },
      select: { memberships: { select: { accountId: true, account: { select: { name: true } } } } },
    });
    const member = user.memberships[0];
    const named = redirected(
      await post(response({ attributes: { mail: EMAIL, givenName: "Ada", sn: "Lovelace", org: member.account.name } })),
    );
    const signedIn = await complete({ ticket: named.get("saml") });
    expect(claimsOf(signedIn.json().id_token).acc).toBe(member.accountId);
    const stranger = redirected(
      await post(response({ attributes: { mail: EMAIL, givenName: "Ada", sn: "Lovelace", org: "No Such Account" } })),
    );
    const refused = await complete({ ticket: stranger.get("saml") });
    expect(refused.json()).toMatchObject({ outcome: "SIGN_OUT", message: "error.sso.no-entitlement" });
  });

  it("accepts an assertion that ended within the clock skew (60 s)", async () => {
    const query = redirected(await post(response({ notBefore: -600, notOnOrAfter: -30 })));
    expect(query.get("saml")).toBeTruthy();
  });
});

describe("refusals of the assertion consumer service", () => {
  it("refuses an assertion signed with another key", async () => {
    await expectRefused(await post(response({ sign: await samlKeyPair("attacker.example") })), "invalid-token");
  });

  it("refuses an unsigned assertion", async () => {
    await expectRefused(await post(response({ sign: false })), "invalid-token");
  });

  it("refuses an assertion edited after it was signed", async () => {
    const xml = Buffer.from(response(), "base64").toString("utf8").replace(EMAIL, "admin@astm.example");
    await expectRefused(await post(Buffer.from(xml).toString("base64")), "invalid-token");
  });

  it("refuses an expired assertion and one not valid yet", async () => {
    await expectRefused(await post(response({ notBefore: -900, notOnOrAfter: -300 })), "expired");
    await expectRefused(await post(response({ notBefore: 300, notOnOrAfter: 900 })), "expired");
  });

  it("refuses a replayed assertion", async () => {
    const once = response({ assertionId: samlId() });
    redirected(await post(once));
    await expectRefused(await post(once), "replayed");
  });

  it("refuses an assertion for another audience", async () => {
    await expectRefused(await post(response({ audience: "https://other-sp.example/metadata" })), "audience");
  });

  it("refuses another recipient or destination", async () => {
    await expectRefused(await post(response({ recipient: "https://other-sp.example/acs" })), "recipient");
    await expectRefused(await post(response({ destination: "https://other-sp.example/acs" })), "recipient");
  });

  it("refuses an identity provider the tenant does not use", async () => {
    await expectRefused(await post(response({ issuer: "https://unknown-idp.example" })), "issuer");
  });

  it("refuses the IdP's error status", async () => {
    await expectRefused(
      await post(response({ status: "urn:oasis:names:tc:SAML:2.0:status:Requester" })),
      "provider-error",
    );
  });

  it("refuses what is no SAML response", async () => {
    await expectRefused(await post(Buffer.from("<html>not saml</html>").toString("base64")), "invalid-token");
    await expectRefused(await post(""), "invalid-token");
  });

  it("refuses a tenant without SAML and an unknown tenant (audited without a tenant)", async () => {
    const none = redirected(await post(response(), undefined, "api"));
    expect(none.get("error_key")).toBe("error.sso.not-configured");
    const unknown = redirected(await post(response(), undefined, "nosuchtenant"));
    expect(unknown.get("error_key")).toBe("error.tenant.invalid");
    const audited = await lastFailure();
    expect(audited.data).toContain("SAML unknown tenant");
    expect(audited.tenantId).toBeNull();
  });

  it("answers bad form input with 400, never a 5xx", async () => {
    const res = await api.request({
      method: "POST",
      url: "/saml/astm/acs",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "SAMLResponse=%00%01",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("a SAML provider in the console's tenant settings", () => {
  it("needs an SSO URL and readable certificates (400 naming the fields), then is the tenant's single sign-on", async () => {
    const { operator } = await signInConsoleUsers(api);
    const ids = await tenantIdsByCode(api);
    // The row made above, changed (a new row for the same IdP would be a duplicate).
    const { id } = await api.db.tenantIdentityProvider.findFirstOrThrow({
      where: { kind: "SAML", tenantId: ids.astm },
    });
    const put = (provider: object) =>
      api.request({
        method: "PUT",
        url: `/api/admin/tenants/${ids.astm}`,
        token: operator,
        payload: { identityProviders: [{ id, kind: "SAML", issuer: idp.entityId, ...provider }] },
      });
    const bad = await put({ signingCertificates: ["not a certificate"] });
    expect(bad.statusCode, bad.body).toBe(400);
    const fields = bad.json().fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(["identityProviders.0.ssoUrl", "identityProviders.0.signingCertificates.0"]),
    );
    const good = await put({
      ssoUrl: idp.ssoUrl,
      signingCertificates: [idp.keys.cert],
      attributeMapping: { email: "mail", account: "org" },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().identityProviders[0]).toMatchObject({
      kind: "SAML",
      ssoUrl: idp.ssoUrl,
      signingCertificates: [idp.keys.cert.trim()],
      attributeMapping: { email: "mail", account: "org" },
    });
    const config = await api.request({
      method: "POST",
      url: "/api/tenant/get-tenant-config-for-ui",
      tenant: "astm",
      payload: {},
    });
    expect(config.json().identityProvider).toEqual({
      issuer: idp.entityId,
      clientId: entityId,
      federated: false,
      protocol: "SAML",
    });
    expect(config.json()["authentication-methods"].sso.enabled).toBe(true);
    // Signed in through the provider as the console left it.
    const query = redirected(await post(response({ attributes: { mail: EMAIL } })));
    const res = await complete({ ticket: query.get("saml") });
    expect(res.json().outcome).toBe("SIGNED_IN");
  });
});

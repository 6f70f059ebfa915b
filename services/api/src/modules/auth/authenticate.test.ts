// POST /api/authenticate (PWD) against the seeded users of every tenant.

import { DEMO_PASSWORD, useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi();
const TENANTS = ["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"];
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

describe("POST /api/authenticate", () => {
  // aenor's users come only through its federated identity provider (no password sign-in).
  for (const tenant of TENANTS.filter((t) => t !== "aenor")) {
    it(`signs in the seeded individual and admin of ${tenant}`, async () => {
      for (const who of ["individual", "admin"]) {
        const res = await api.request({
          method: "POST",
          url: "/api/authenticate",
          tenant,
          payload: { email: `${who}@${tenant}.example`, password: DEMO_PASSWORD },
        });
        expect(res.statusCode, `${who}@${tenant}`).toBe(200);
        const claims = claimsOf(res.json().id_token);
        expect(claims).toMatchObject({ tid: tenant, atp: "PWD", utp: "INDIVIDUAL", iss: "norma", aud: "norma-web" });
        expect(claims.exp - claims.iat).toBe(900);
        if (who === "admin")
          expect(claims.auth).toEqual(
            expect.arrayContaining(["ADMIN", "COMPASS_POINT_ADMIN", "CP_ADMIN", "REPORT_VIEW"]),
          );
        else expect(claims.auth).toEqual(["COMPASS_USER"]);
      }
    });
  }

  it("selects the user's default account", async () => {
    const claims = claimsOf(await api.login("individual@astm.example"));
    const membership = await api.db.accountMembership.findFirstOrThrow({
      where: { user: { email: "individual@astm.example", tenant: { code: "astm" } }, isDefault: true },
    });
    expect(claims.acc).toBe(membership.accountId);
  });

  it("accepts the e-mail in any case", async () => {
    const token = await api.login("Individual@ASTM.example", { tenant: "astm" });
    expect(claimsOf(token).email).toBe("individual@astm.example");
  });

  it("lasts longer when the user asks to be remembered", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email: "individual@astm.example", password: DEMO_PASSWORD, rememberMe: true },
    });
    const claims = claimsOf(res.json().id_token);
    expect(claims.exp - claims.iat).toBe(86_400);
  });

  it("tells a deactivated user with the right password so (not that the password is wrong)", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email: "inactive@astm.example", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ detail: "Your user has been deactivated", message: "error.user.inactive" });
    const wrong = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email: "inactive@astm.example", password: "wrong-password" },
    });
    expect(wrong.json()).toMatchObject({ message: "error.login.bad-credentials" });
  });

  it("refuses a wrong password and an unknown user alike, and audits each", async () => {
    for (const email of ["individual@astm.example", "nobody@astm.example", "inactive@astm.example"]) {
      const res = await api.request({
        method: "POST",
        url: "/api/authenticate",
        tenant: "astm",
        payload: { email, password: email.startsWith("nobody") ? DEMO_PASSWORD : "wrong-password" },
      });
      expect(res.statusCode, email).toBe(401);
      expect(res.json()).toMatchObject({
        status: 401,
        detail: "Bad credentials",
        message: "error.login.bad-credentials",
      });
    }
    const failures = await api.db.managementAuditEvent.count({ where: { type: "AUTHENTICATION_FAILURE" } });
    expect(failures).toBeGreaterThanOrEqual(3);
  });

  it("does not let a user of one tenant sign in on another", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "api",
      payload: { email: "individual@astm.example", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it("explains bad input field by field", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "email", message: "Email" }),
        expect.objectContaining({ field: "password", message: "NotNull" }),
      ]),
    );
  });

  it("answers an unknown tenant with the tenant error", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "nope",
      payload: { email: "individual@astm.example", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("error.tenant.invalid");
  });

  it("refuses a password sign-in on aenor, whose users come only through its federated provider", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "aenor",
      payload: { email: "individual@aenor.example", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("error.login.method-disabled");
    const config = await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "aenor" });
    expect(config.json()["authentication-methods"]).toMatchObject({ pwd: false, ip: false, sso: { enabled: true } });
    expect(config.json().identityProvider).toMatchObject({ federated: true });
  });

  it("refuses password sign-in on a tenant that does not offer it (and says so in its configuration)", async () => {
    const awwa = await api.db.tenant.findUniqueOrThrow({ where: { code: "awwa" } });
    const methods = async () =>
      (await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "awwa" })).json()[
        "authentication-methods"
      ];
    expect((await methods()).pwd).toBe(true);
    await api.db.tenant.update({ where: { id: awwa.id }, data: { passwordLoginEnabled: false } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await api.request({
        method: "POST",
        url: "/api/authenticate",
        tenant: "awwa",
        payload: { email: "individual@awwa.example", password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("error.login.method-disabled");
      expect((await methods()).pwd).toBe(false);
      // Other tenants are not affected.
      expect(await api.login("individual@cga.example")).toBeTruthy();
    } finally {
      await api.db.tenant.update({ where: { id: awwa.id }, data: { passwordLoginEnabled: true } });
      api.app.tenantSettings.invalidate();
    }
  });

  it("keeps the password sign-in for the platform operator when the tenant signs in by its provider only", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await api.db.tenant.update({ where: { id: astm.id }, data: { passwordLoginEnabled: false } });
    api.app.tenantSettings.invalidate();
    const signIn = (email: string, password = DEMO_PASSWORD) =>
      api.request({ method: "POST", url: "/api/authenticate", tenant: "astm", payload: { email, password } });
    try {
      const individual = await signIn("individual@astm.example");
      expect(individual.statusCode).toBe(403);
      expect(individual.json().message).toBe("error.login.method-disabled");
      const operator = await signIn("operator@astm.example");
      expect(operator.statusCode).toBe(200);
      expect(claimsOf(operator.json().id_token).auth).toContain("OPERATOR");
      // The operator's wrong password is still a wrong password.
      expect((await signIn("operator@astm.example", "wrong-password")).statusCode).toBe(401);
    } finally {
      await api.db.tenant.update({ where: { id: astm.id }, data: { passwordLoginEnabled: true } });
      api.app.tenantSettings.invalidate();
    }
  });

  it("resolves the tenant from the host name when no X-Tenant header is sent", async () => {
    const domain = await api.db.tenantDomain.findFirstOrThrow({ where: { tenant: { code: "awwa" } } });
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      headers: { host: domain.host },
      payload: { email: "individual@awwa.example", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().id_token).tid).toBe("awwa");
  });
});

// Licence agreement (validate, accept, versions) and the contact-details form (spec 3 §5).

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi();

describe("licence agreement", () => {
  it("shows the tenant's current agreement, records acceptance and flips the session flag", async () => {
    const token = await api.login("admin@astm.example");
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const current = await api.db.licenseAgreement.findFirstOrThrow({
      where: { tenantId: astm.id },
      orderBy: { version: "desc" },
    });
    await api.db.licenseAcceptance.deleteMany({ where: { user: { email: "admin@astm.example" } } });

    const before = await api.request({ method: "GET", url: "/api/v1/lca/validate", token });
    expect(before.json().responseData.value).toMatchObject({
      licenseContent: current.content,
      version: current.version,
      accepted: false,
    });
    expect((await api.request({ method: "GET", url: "/api/account", token })).json().lcaAgreementFlag).toBe(false);

    const accept = await api.request({
      method: "POST",
      url: "/api/v1/lca/create",
      token,
      payload: { version: current.version },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().responseData.value.accepted).toBe(true);
    expect((await api.request({ method: "GET", url: "/api/account", token })).json().lcaAgreementFlag).toBe(true);
  });

  it("asks again when a new version is published, and refuses acceptance of an outdated one", async () => {
    const token = await api.login("admin@astm.example");
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const latest = await api.db.licenseAgreement.findFirstOrThrow({
      where: { tenantId: astm.id },
      orderBy: { version: "desc" },
    });
    await api.request({ method: "POST", url: "/api/v1/lca/create", token });
    await api.db.licenseAgreement.create({
      data: { tenantId: astm.id, version: latest.version + 1, content: "Revised terms." },
    });
    expect((await api.request({ method: "GET", url: "/api/account", token })).json().lcaAgreementFlag).toBe(false);
    const stale = await api.request({
      method: "POST",
      url: "/api/v1/lca/create",
      token,
      payload: { version: latest.version },
    });
    expect(stale.statusCode).toBe(409);
    const ok = await api.request({
      method: "POST",
      url: "/api/v1/lca/create",
      token,
      payload: { version: latest.version + 1 },
    });
    expect(ok.json().responseData.value).toMatchObject({
      version: latest.version + 1,
      accepted: true,
      licenseContent: "Revised terms.",
    });
  });

  it("cannot be accepted by an anonymous company session", async () => {
    const token = (
      await api.app.inject({
        method: "POST",
        url: "/api/authenticate/ip",
        remoteAddress: "127.0.0.1",
        headers: { "x-tenant": "astm" },
      })
    ).json().id_token;
    expect((await api.request({ method: "POST", url: "/api/v1/lca/create", token })).statusCode).toBe(403);
  });
});

describe("PUT /api/user-accounts", () => {
  const valid = {
    address1: "100 Barr Harbor Drive",
    city: "West Conshohocken",
    state: "PA",
    postalCode: "19428",
    country: "US",
    mobile: "+1 610 832 9500",
  };

  it("saves the details for the selected account (state for the US)", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({
      method: "PUT",
      url: "/api/user-accounts",
      token,
      payload: { ...valid, address2: "  Suite 4  " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, address2: "Suite 4" });
    const s = (await api.request({ method: "GET", url: "/api/account", token })).json();
    expect(s.userAccounts.find((u: { accountId: number }) => u.accountId === s.selectedAccountId)).toMatchObject(valid);
  });

  it("drops nothing silently: a state outside the US is refused, a US address needs one", async () => {
    const token = await api.login("individual@astm.example");
    const fr = await api.request({
      method: "PUT",
      url: "/api/user-accounts",
      token,
      payload: { ...valid, country: "FR", postalCode: "75001", city: "Paris" },
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().fieldErrors).toEqual([expect.objectContaining({ field: "state" })]);
    const { state: _state, ...noState } = valid;
    const us = await api.request({ method: "PUT", url: "/api/user-accounts", token, payload: noState });
    expect(us.json().fieldErrors).toEqual([expect.objectContaining({ field: "state", message: "NotNull" })]);
    const frOk = await api.request({
      method: "PUT",
      url: "/api/user-accounts",
      token,
      payload: { ...noState, country: "FR", city: "Paris" },
    });
    expect(frOk.statusCode).toBe(200);
    expect(frOk.json().state).toBeNull();
  });

  it("refuses unknown countries and states, blank fields and letters in the phone number", async () => {
    const token = await api.login("individual@astm.example");
    const cases: [Record<string, string>, string][] = [
      [{ country: "XX" }, "country"],
      [{ state: "ZZ" }, "state"],
      [{ address1: "   " }, "address1"],
      [{ mobile: "call me" }, "mobile"],
      [{ country: "usa" }, "country"],
    ];
    for (const [change, field] of cases) {
      const res = await api.request({
        method: "PUT",
        url: "/api/user-accounts",
        token,
        payload: { ...valid, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it("lists the ISO 3166 countries and the US states", async () => {
    const countries = (await api.request({ method: "GET", url: "/api/meta-data/type/COUNTRY" })).json();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ id: expect.any(Number), code: "DE", value: expect.stringMatching(/Germany/) });
    const states = (await api.request({ method: "GET", url: "/api/meta-data/type/STATE" })).json();
    expect(states.length).toBe(51);
    expect(states).toContainEqual({ id: expect.any(Number), code: "PA", value: "Pennsylvania" });
  });
});

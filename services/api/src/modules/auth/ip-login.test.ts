// POST /api/authenticate/ip: anonymous company sessions by address, and the proxy rules.

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi({ env: { TRUSTED_PROXIES: "10.0.0.0/8" } });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

async function ipLogin(remoteAddress: string, headers: Record<string, string> = {}, tenant = "astm") {
  return api.app.inject({
    method: "POST",
    url: "/api/authenticate/ip",
    remoteAddress,
    headers: { "x-tenant": tenant, ...headers },
  });
}

describe("POST /api/authenticate/ip", () => {
  it("gives an anonymous COMPANY session to an IPv4 address inside the company's ranges", async () => {
    const res = await ipLogin("127.0.0.1");
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().id_token);
    const company = await api.db.account.findFirstOrThrow({
      where: { tenant: { code: "astm" }, type: "COMPANY", ipRanges: { some: {} } },
    });
    expect(claims).toMatchObject({
      utp: "COMPANY",
      atp: "IP",
      acc: company.id,
      sub: `account:${company.id}`,
      auth: [],
    });
  });

  it("does the same for IPv6 and for IPv4-mapped IPv6 addresses", async () => {
    expect((await ipLogin("::1")).statusCode).toBe(200);
    expect((await ipLogin("::ffff:127.0.0.2")).statusCode).toBe(200);
  });

  it("matches addresses anywhere inside an IPv6 range, not only a single address", async () => {
    // api's company account has 2001:db8:1::/48 (and 198.51.100.0/27): first, inner and last addresses
    for (const address of ["2001:db8:1::", "2001:db8:1:abcd:1234::42", "2001:db8:1:ffff:ffff:ffff:ffff:ffff"]) {
      const res = await ipLogin(address, {}, "api");
      expect(res.statusCode, address).toBe(200);
      expect(claimsOf(res.json().id_token)).toMatchObject({ utp: "COMPANY", atp: "IP" });
    }
    // awwa's range, just below the range, another prefix, the loopback's neighbour
    for (const address of ["2001:db8:2::1", "2001:db8:0:ffff::1", "2001:db9:1::1", "::2"]) {
      expect((await ipLogin(address, {}, "api")).statusCode, address).toBe(401);
    }
    expect((await ipLogin("198.51.100.31", {}, "api")).statusCode).toBe(200);
    expect((await ipLogin("198.51.100.32", {}, "api")).statusCode).toBe(401);
  });

  it("prefers the most specific range when an address is inside several", async () => {
    const api2 = await api.db.tenant.findUniqueOrThrow({ where: { code: "api" } });
    const other = await api.db.account.create({
      data: {
        tenantId: api2.id,
        accountNumber: "API-C-NARROW",
        name: "Narrow Range Labs",
        type: "COMPANY",
      },
    });
    await api.db.$executeRaw`INSERT INTO account_ip_ranges (account_id, range, label)
                              VALUES (${other.id}, '2001:db8:1:abcd::/64'::cidr, 'lab')`;
    try {
      expect(claimsOf((await ipLogin("2001:db8:1:abcd::9", {}, "api")).json().id_token).acc).toBe(other.id);
      expect(claimsOf((await ipLogin("2001:db8:1:abce::9", {}, "api")).json().id_token).acc).not.toBe(other.id);
    } finally {
      await api.db.account.delete({ where: { id: other.id } });
    }
  });

  it("refuses an address outside every range, naming the address", async () => {
    const res = await ipLogin("203.0.113.50");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "error.login.ip", params: "203.0.113.50" });
  });

  it("ignores a forged X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const res = await ipLogin("203.0.113.50", { "x-forwarded-for": "127.0.0.1" });
    expect(res.statusCode).toBe(401);
  });

  it("believes X-Forwarded-For from a trusted proxy", async () => {
    expect((await ipLogin("10.1.2.3", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(200);
    expect((await ipLogin("10.1.2.3", { "x-forwarded-for": "203.0.113.50" })).statusCode).toBe(401);
  });

  it("takes the first untrusted address from the right: a forged first entry of a chain does not log in", async () => {
    // The client sent 'X-Forwarded-For: 127.0.0.1'; the trusted proxy appended the real address.
    const forged = await ipLogin("10.1.2.3", { "x-forwarded-for": "127.0.0.1, 203.0.113.50" });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().params).toBe("203.0.113.50");
    // Through two trusted proxies the client is the address before them.
    expect((await ipLogin("10.1.2.3", { "x-forwarded-for": "127.0.0.1, 10.9.9.9" })).statusCode).toBe(200);
    const twice = await ipLogin("10.1.2.3", { "x-forwarded-for": "127.0.0.1, 203.0.113.50, 10.9.9.9" });
    expect(twice.json().params).toBe("203.0.113.50");
    // IPv6 clients behind the proxy, and a forged IPv6 entry.
    expect((await ipLogin("10.1.2.3", { "x-forwarded-for": "::1" })).statusCode).toBe(200);
    expect((await ipLogin("10.1.2.3", { "x-forwarded-for": "::1, 2001:db8:99::1" })).statusCode).toBe(401);
  });

  it("refuses address sign-in on a tenant that does not offer it (and says so in its configuration)", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const config = async () =>
      (await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "astm" })).json()[
        "authentication-methods"
      ].ip;
    expect(await config()).toBe(true);
    await api.db.tenant.update({ where: { id: astm.id }, data: { ipLoginEnabled: false } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await ipLogin("127.0.0.1");
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("error.login.method-disabled");
      expect(await config()).toBe(false);
    } finally {
      await api.db.tenant.update({ where: { id: astm.id }, data: { ipLoginEnabled: true } });
      api.app.tenantSettings.invalidate();
    }
  });

  it("only matches company accounts of the requested tenant", async () => {
    // Every tenant's company account takes loopback: each tenant signs its own company in.
    const onApi = await ipLogin("127.0.0.1", {}, "api");
    expect(onApi.statusCode).toBe(200);
    const apiCompany = await api.db.account.findFirstOrThrow({
      where: { tenant: { code: "api" }, type: "COMPANY", ipRanges: { some: {} } },
    });
    expect(claimsOf(onApi.json().id_token)).toMatchObject({ tid: "api", acc: apiCompany.id });
    // An address only the api tenant's company has is refused on astm.
    expect((await ipLogin("198.51.100.7", {}, "api")).statusCode).toBe(200);
    expect((await ipLogin("198.51.100.7", {}, "astm")).statusCode).toBe(401);
    expect((await ipLogin("2001:db8:1::7", {}, "astm")).statusCode).toBe(401);
  });

  it("the company session reads the session and cannot switch accounts", async () => {
    const token = (await ipLogin("127.0.0.1")).json().id_token;
    const session = await api.request({ method: "GET", url: "/api/account", token });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      id: null,
      email: null,
      userType: "COMPANY",
      authType: "IP",
      sessionState: "READY",
    });
    expect(session.json().cgEntitlements).toHaveLength(1);
    const sw = await api.request({ method: "POST", url: "/api/account/switch", token, payload: { accountId: 1 } });
    expect(sw.statusCode).toBe(403);
  });

  it("reports the address and the whitelisted account in authenticationData", async () => {
    const res = await api.app.inject({
      method: "GET",
      url: "/login/api/v1/authenticationData",
      remoteAddress: "127.0.0.1",
      headers: { "x-tenant": "astm", requestid: "req-42" },
    });
    expect(res.statusCode).toBe(200);
    const company = await api.db.account.findFirstOrThrow({
      where: { tenant: { code: "astm" }, type: "COMPANY", ipRanges: { some: {} } },
    });
    expect(res.json()).toEqual({
      authType: "IP",
      requestId: "req-42",
      originatedIpAddress: "127.0.0.1",
      originatedWhiteListedAccount: company.name,
    });
    const outside = await api.app.inject({
      method: "GET",
      url: "/login/api/v1/authenticationData",
      remoteAddress: "203.0.113.7",
    });
    expect(outside.json()).toMatchObject({
      authType: null,
      originatedWhiteListedAccount: null,
      originatedIpAddress: "203.0.113.7",
    });
  });

  it("names no account to sign in as on a tenant that does not offer sign-in by address (aenor)", async () => {
    const res = await api.app.inject({
      method: "GET",
      url: "/login/api/v1/authenticationData",
      remoteAddress: "127.0.0.1",
      headers: { "x-tenant": "aenor" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authType: null, originatedWhiteListedAccount: null });
  });
});

import { at, fakeJwt, MemoryStorage } from "@norma/web-shared/test-helpers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient, getToken, setToken } from "../api/client.ts";
import { fetchHealth } from "../health/health.ts";
import { AUTH_MESSAGES, createAuthProvider } from "./authProvider.ts";
import { httpClient } from "./httpClient.ts";

const PROBLEM = "application/problem+json";

function apiAnswering(status: number, body: unknown, contentType = "application/json") {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: "http://norma.test",
    fetch: async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": contentType } });
    },
  });
  return { api, requests };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  at("https://cga.norma.example/");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("authProvider", () => {
  it("signs an ADMIN in and keeps the token in session storage", async () => {
    const token = fakeJwt({ sub: "1", email: "admin@norma.example", auth: ["ADMIN"], atp: "PWD", exp: inAnHour() });
    const { api, requests } = apiAnswering(200, { id_token: token });
    const auth = createAuthProvider(api);
    await auth.login({ username: " admin@norma.example ", password: "secret" });
    expect(await requests[0].json()).toEqual({ email: "admin@norma.example", password: "secret" });
    expect(requests[0].headers.get("X-Tenant")).toBe("cga");
    expect(getToken()).toBe(token);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions?.({})).toEqual(["ADMIN"]);
    expect(await auth.getIdentity?.()).toEqual({ id: "1", fullName: "admin@norma.example" });
  });

  it("refuses a user without the ADMIN authority and keeps no token", async () => {
    const token = fakeJwt({ sub: "2", auth: ["REPORT_VIEW"], exp: inAnHour() });
    const auth = createAuthProvider(apiAnswering(200, { id_token: token }).api);
    await expect(auth.login({ username: "u@norma.example", password: "x" })).rejects.toThrow(
      AUTH_MESSAGES.notAuthorized,
    );
    expect(getToken()).toBeNull();
  });

  it("shows the problem's detail when sign-in fails", async () => {
    const problem = { type: "about:blank", title: "Unauthorized", status: 401, detail: "Bad credentials" };
    const auth = createAuthProvider(apiAnswering(401, problem, PROBLEM).api);
    await expect(auth.login({ username: "a@norma.example", password: "bad" })).rejects.toThrow("Bad credentials");
  });

  it("says the server is not reachable when there is no answer", async () => {
    const api = createApiClient({
      baseUrl: "http://norma.test",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(createAuthProvider(api).login({ username: "a@b.c", password: "x" })).rejects.toThrow(
      AUTH_MESSAGES.unreachable,
    );
  });

  it("checkAuth rejects quietly without a token, and drops an expired token", async () => {
    const auth = createAuthProvider(apiAnswering(200, {}).api);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    setToken(fakeJwt({ sub: "1", auth: ["ADMIN"], exp: Math.floor(Date.now() / 1000) - 60 }));
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(getToken()).toBeNull();
  });

  it("refuses the reader's session without ADMIN (shared origin) but leaves it to the reader, even through logout", async () => {
    const auth = createAuthProvider(apiAnswering(200, {}).api);
    const reader = fakeJwt({ sub: "1", auth: ["COMPASS_USER"], exp: inAnHour() });
    setToken(reader);
    await expect(auth.checkAuth({})).rejects.toThrow(AUTH_MESSAGES.notAuthorized);
    expect(getToken()).toBe(reader);
    // react-admin signs out after a refused checkAuth: the reader's session survives it.
    await auth.logout({});
    expect(getToken()).toBe(reader);
  });

  it("opens signed in with the session the reader signed in with (an administrator's)", async () => {
    const auth = createAuthProvider(apiAnswering(200, {}).api);
    setToken(fakeJwt({ sub: "7", email: "admin@astm.example", auth: ["ADMIN", "REPORT_VIEW"], exp: inAnHour() }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getIdentity?.()).toEqual({ id: "7", fullName: "admin@astm.example" });
  });

  it("checkError signs out on 401 only", async () => {
    const auth = createAuthProvider(apiAnswering(200, {}).api);
    setToken(fakeJwt({ sub: "1", auth: ["ADMIN"], exp: inAnHour() }));
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getToken()).not.toBeNull();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ status: 401 });
    expect(getToken()).toBeNull();
  });

  it("logout forgets the token", async () => {
    const auth = createAuthProvider(apiAnswering(200, {}).api);
    setToken(fakeJwt({ sub: "1", auth: ["ADMIN"] }));
    await auth.logout({});
    expect(getToken()).toBeNull();
  });
});

describe("httpClient (ra-data-simple-rest)", () => {
  it("adds the bearer token, RequestId, AuthMode and X-Tenant", async () => {
    const token = fakeJwt({ sub: "1", auth: ["ADMIN"], atp: "PWD" });
    setToken(token);
    const seen: Request[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify([{ id: 1 }]), {
        headers: { "Content-Type": "application/json", "Content-Range": "tenants 0-0/1" },
      });
    });
    const { json } = await httpClient("http://norma.test/api/admin/tenants");
    expect(json).toEqual([{ id: 1 }]);
    const headers = seen[0].headers;
    expect(headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(headers.get("AuthMode")).toBe("PWD");
    expect(headers.get("X-Tenant")).toBe("cga");
    expect(headers.get("RequestId")).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("reports a problem's detail as the error message", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { type: "about:blank", title: "Conflict", status: 409, detail: "The code is taken", message: "error.conflict" },
        { status: 409, headers: { "Content-Type": PROBLEM } },
      ),
    );
    await expect(httpClient("http://norma.test/api/admin/tenants")).rejects.toMatchObject({
      status: 409,
      message: "The code is taken",
    });
  });

  it("reports a refusal (403) as one translated sentence, not the API's detail naming authorities", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        {
          type: "about:blank",
          title: "Forbidden",
          status: 403,
          detail: "Requires one of COMPASS_POINT_ADMIN, CP_ADMIN",
          message: "error.forbidden",
        },
        { status: 403, headers: { "Content-Type": PROBLEM } },
      ),
    );
    await expect(httpClient("http://norma.test/api/admin/tenants")).rejects.toMatchObject({
      status: 403,
      message: "norma.auth.notAuthorized",
    });
  });
});

describe("fetchHealth", () => {
  it("returns the report on 200 and on 503", async () => {
    const up = { status: "UP", components: { db: { status: "UP" } } };
    expect(await fetchHealth(apiAnswering(200, up).api)).toEqual(up);
    const down = { status: "DOWN", components: { db: { status: "UP" }, redis: { status: "DOWN" } } };
    expect(await fetchHealth(apiAnswering(503, down).api)).toEqual(down);
  });

  it("fails on any other answer", async () => {
    await expect(fetchHealth(apiAnswering(502, "Bad Gateway", "text/plain").api)).rejects.toThrow("HTTP 502");
  });
});

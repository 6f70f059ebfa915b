import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANONYMOUS_AUTH_MODE,
  clearToken,
  createApiClient,
  getToken,
  newRequestId,
  resolveTenant,
  setToken,
  TENANT_KEY,
} from "./client.ts";
import { at, fakeJwt, MemoryStorage } from "./test-helpers.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A client whose fetch records each request and answers with `body`. */
function recordingClient(status = 200, body: unknown = { status: "UP", components: {} }) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: "http://norma.test",
    fetch: async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    },
  });
  return { api, requests };
}

beforeEach(() => {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  at("http://localhost:5173/");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("client middleware", () => {
  it("adds a fresh RequestId (a UUID) to every request", async () => {
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    await api.GET("/management/health");
    const ids = requests.map((r) => r.headers.get("RequestId"));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("sends no Authorization and AuthMode ANONYMOUS before sign-in", async () => {
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("Authorization")).toBeNull();
    expect(requests[0].headers.get("AuthMode")).toBe(ANONYMOUS_AUTH_MODE);
  });

  it("adds the bearer token from session storage and the token's sign-in kind as AuthMode", async () => {
    const token = fakeJwt({ sub: "7", tid: "astm", atp: "PWD", auth: [] });
    setToken(token);
    expect(sessionStorage.getItem("norma.token")).toBe(token);
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(requests[0].headers.get("AuthMode")).toBe("PWD");
  });

  it("stops sending the token after clearToken", async () => {
    setToken(fakeJwt({ sub: "7", atp: "PWD" }));
    clearToken();
    expect(getToken()).toBeNull();
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("Authorization")).toBeNull();
  });

  it("keeps a header the caller set for one call", async () => {
    setToken(fakeJwt({ sub: "7", atp: "PWD" }));
    const { api, requests } = recordingClient();
    await api.GET("/management/health", { headers: { Authorization: "Bearer other" } });
    expect(requests[0].headers.get("Authorization")).toBe("Bearer other");
  });

  it("posts the typed body and returns the typed answer", async () => {
    const { api, requests } = recordingClient(200, { id_token: "t" });
    const { data, error } = await api.POST("/api/authenticate", { body: { email: "a@b.example", password: "pw" } });
    expect(error).toBeUndefined();
    expect(data?.id_token).toBe("t");
    expect(requests[0].method).toBe("POST");
    expect(new URL(requests[0].url).pathname).toBe("/api/authenticate");
    expect(await requests[0].json()).toEqual({ email: "a@b.example", password: "pw" });
    expect(requests[0].headers.get("RequestId")).toMatch(UUID);
  });

  it("returns the problem of a failed call as `error`", async () => {
    const problem = { type: "about:blank", title: "Unauthorized", status: 401, detail: "Bad credentials" };
    const { api } = recordingClient(401, problem);
    const { data, error } = await api.POST("/api/authenticate", { body: { email: "a@b.example", password: "x" } });
    expect(data).toBeUndefined();
    expect(error).toEqual(problem);
  });
});

describe("tenant resolution (X-Tenant)", () => {
  async function tenantHeader(): Promise<string | null> {
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    return requests[0].headers.get("X-Tenant");
  }

  it("sends no X-Tenant on a host that names no tenant (the API uses its default)", async () => {
    at("http://localhost:5173/");
    expect(await tenantHeader()).toBeNull();
    at("http://www.norma.example/");
    expect(await tenantHeader()).toBeNull();
    at("http://10.0.0.5:8081/");
    expect(await tenantHeader()).toBeNull();
  });

  it.each(["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"])(
    "takes '%s' from the host's first label",
    async (code) => {
      at(`https://${code}.norma.example/search`);
      expect(await tenantHeader()).toBe(code);
    },
  );

  it("matches the host label case-insensitively", async () => {
    at("https://AWWA.Norma.example/");
    expect(await tenantHeader()).toBe("awwa");
  });

  it("prefers ?tenant= over the host name and remembers it for the session", async () => {
    at("https://astm.norma.example/?tenant=CGA");
    expect(await tenantHeader()).toBe("cga");
    expect(sessionStorage.getItem(TENANT_KEY)).toBe("cga");
    at("https://astm.norma.example/documents");
    expect(await tenantHeader()).toBe("cga");
  });

  it("forgets the remembered tenant on an empty ?tenant=", async () => {
    at("http://localhost:5173/?tenant=ies");
    expect(await tenantHeader()).toBe("ies");
    at("http://localhost:5173/?tenant=");
    expect(await tenantHeader()).toBeNull();
    at("http://localhost:5173/");
    expect(await tenantHeader()).toBeNull();
  });

  it("ignores a ?tenant= value that is not a tenant code", async () => {
    at("https://awwa.norma.example/?tenant=a%20b%0D%0AX-Evil:1");
    expect(await tenantHeader()).toBe("awwa");
    expect(sessionStorage.getItem(TENANT_KEY)).toBeNull();
  });

  it("works without session storage (storage disabled)", () => {
    vi.stubGlobal("sessionStorage", undefined);
    expect(resolveTenant({ hostname: "localhost", search: "?tenant=aenor" })).toBe("aenor");
    expect(resolveTenant({ hostname: "ies.norma.example", search: "" })).toBe("ies");
    setToken("x");
    expect(getToken()).toBeNull();
  });
});

describe("newRequestId", () => {
  it("falls back to getRandomValues where crypto.randomUUID is missing (plain http)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const a = newRequestId();
    const b = newRequestId();
    expect(a).toMatch(UUID);
    expect(a).not.toBe(b);
  });
});

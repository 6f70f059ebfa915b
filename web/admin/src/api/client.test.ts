import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_AUTH_MODE, createApiClient, getToken, setToken, TENANT_KEY } from "./client.ts";
import { at, fakeJwt, MemoryStorage } from "./test-helpers.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function recordingClient() {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: "http://norma.test",
    fetch: async (request: Request) => {
      requests.push(request);
      return Response.json({ status: "UP", components: {} });
    },
  });
  return { api, requests };
}

beforeEach(() => {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  at("http://localhost:5174/");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("client middleware", () => {
  it("adds RequestId, AuthMode and no Authorization before sign-in", async () => {
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("RequestId")).toMatch(UUID);
    expect(requests[0].headers.get("AuthMode")).toBe(ANONYMOUS_AUTH_MODE);
    expect(requests[0].headers.get("Authorization")).toBeNull();
    expect(requests[0].headers.get("X-Tenant")).toBeNull();
  });

  it("adds the bearer token kept in session storage", async () => {
    const token = fakeJwt({ sub: "1", atp: "PWD", auth: ["ADMIN"] });
    setToken(token);
    expect(sessionStorage.getItem("norma.token")).toBe(token);
    expect(getToken()).toBe(token);
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("Authorization")).toBe(`Bearer ${token}`);
    expect(requests[0].headers.get("AuthMode")).toBe("PWD");
  });

  it("takes the tenant from the host's first label, a remembered ?tenant= winning", async () => {
    at("https://awwa.norma.example/");
    let { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("X-Tenant")).toBe("awwa");

    at("https://awwa.norma.example/?tenant=demowl");
    ({ api, requests } = recordingClient());
    await api.GET("/management/health");
    at("https://awwa.norma.example/#/");
    await api.GET("/management/health");
    expect(requests.map((r) => r.headers.get("X-Tenant"))).toEqual(["demowl", "demowl"]);
    expect(sessionStorage.getItem(TENANT_KEY)).toBe("demowl");
  });

  it("ignores a host label that is not a tenant code", async () => {
    at("https://console.norma.example/");
    const { api, requests } = recordingClient();
    await api.GET("/management/health");
    expect(requests[0].headers.get("X-Tenant")).toBeNull();
  });
});

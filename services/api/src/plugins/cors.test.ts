// CORS with CORS_ORIGINS set (issue 11 item 12): an allowed origin gets Allow-Origin (its own),
// Allow-Credentials and the exposed headers; any other origin gets no CORS header at all, above
// all no Access-Control-Allow-Credentials.

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const ALLOWED = "https://reader.example";
const api = useApi({ env: { CORS_ORIGINS: `${ALLOWED},https://admin.example` } });

const get = (origin?: string) =>
  api.request({ method: "GET", url: "/api/meta-data/type/COUNTRY", headers: origin ? { origin } : {} });
const preflight = (origin: string) =>
  api.request({
    method: "OPTIONS",
    url: "/api/account",
    headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
  });

describe("CORS", () => {
  it("an allowed origin gets its own Allow-Origin, Allow-Credentials and the exposed headers", async () => {
    for (const origin of [ALLOWED, "https://admin.example"]) {
      const res = await get(origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBe(origin);
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
      expect(String(res.headers["access-control-expose-headers"])).toContain("app-error");
      expect(String(res.headers.vary)).toMatch(/origin/i);
    }
  });

  it("another origin gets no CORS header, and no Allow-Credentials", async () => {
    for (const origin of ["https://evil.example", "https://reader.example.evil.example", "null"]) {
      const res = await get(origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(res.headers["access-control-expose-headers"]).toBeUndefined();
    }
    const none = await get();
    expect(none.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("preflights: allowed with credentials, others without any CORS header", async () => {
    const ok = await preflight(ALLOWED);
    expect(ok.statusCode).toBeLessThan(300);
    expect(ok.headers["access-control-allow-origin"]).toBe(ALLOWED);
    expect(ok.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(ok.headers["access-control-allow-methods"])).toContain("GET");
    const evil = await preflight("https://evil.example");
    expect(evil.statusCode).toBeLessThan(500);
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
    expect(evil.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});

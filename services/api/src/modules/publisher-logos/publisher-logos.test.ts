// Billboard publishers (spec 1 §2, §3): their refinement nodes carry showBillboard, billboardName
// and billboardLogo, the search billboard names the logo, and the logo is a real image the API
// serves (type, caching, ETag revalidation), the same for every tenant.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { logoContentType, matchesEtag } from "./publisher-logos.ts";

const api = useApi();
let token: string;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  token = await api.login("individual@astm.example");
});

describe("publisher refinement nodes", () => {
  it("carry the billboard's name and logo of a billboard publisher, and none for the others", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/refinement/publisher/count",
      token,
      payload: { keywords: "", searchField: "keyword" },
    });
    expect(res.statusCode).toBe(200);
    const nodes: {
      key: string;
      showBillboard?: boolean;
      billboardName?: string | null;
      billboardLogo?: string | null;
    }[] = res.json().publisherList;
    const astm = nodes.find((n) => n.key === "ASTM");
    expect(astm).toMatchObject({
      showBillboard: true,
      billboardName: "ASTM Compass Standards",
      billboardLogo: "billboard-astm.png",
    });
    const plain = nodes.find((n) => n.key === "AASHTO");
    expect(plain).toMatchObject({ showBillboard: false, billboardName: null, billboardLogo: null });
  });

  it("the billboard of a scoped search names the logo file and the billboard's name", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/documents/search",
      token,
      payload: { keywords: "", publisherId: "ASTM" },
    });
    expect(res.json().billboard).toMatchObject({
      PublisherLogoFileName: "billboard-astm.png",
      billboardName: "ASTM Compass Standards",
      "publisher-code": "ASTM",
    });
  });
});

describe("GET /api/publishers/{publisherCode}/logo", () => {
  it("serves the seeded PNG with its type, a day of caching and an ETag, to anyone", async () => {
    const res = await api.request({ method: "GET", url: "/api/publishers/ASTM/logo" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The image the seed stored, byte for byte.
    expect(res.rawPayload.equals(await api.storage.get("publishers/billboard-astm.png"))).toBe(true);
    // PNG header: 320 × 96.
    expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([320, 96]);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it("answers 304 to a current If-None-Match and the image to a stale one", async () => {
    const first = await api.request({ method: "GET", url: "/api/publishers/AWWA/logo" });
    const etag = String(first.headers.etag);
    const again = await api.request({
      method: "GET",
      url: "/api/publishers/AWWA/logo",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await api.request({
      method: "GET",
      url: "/api/publishers/AWWA/logo",
      headers: { "if-none-match": '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("each billboard publisher has its own logo; every tenant gets the same one", async () => {
    const astm = await api.request({ method: "GET", url: "/api/publishers/ASTM/logo", tenant: "astm" });
    const fromAenor = await api.request({ method: "GET", url: "/api/publishers/ASTM/logo", tenant: "aenor" });
    const une = await api.request({ method: "GET", url: "/api/publishers/UNE/logo", tenant: "aenor" });
    expect(fromAenor.rawPayload.equals(astm.rawPayload)).toBe(true);
    expect(une.statusCode).toBe(200);
    expect(une.rawPayload.equals(astm.rawPayload)).toBe(false);
  });

  it("answers 404 for a publisher without a billboard or unknown, 400 for a malformed code", async () => {
    const none = await api.request({ method: "GET", url: "/api/publishers/AASHTO/logo" });
    expect(none.statusCode).toBe(404);
    expect(none.headers["content-type"]).toContain("application/problem+json");
    expect((await api.request({ method: "GET", url: "/api/publishers/NOPE/logo" })).statusCode).toBe(404);
    const bad = await api.request({ method: "GET", url: "/api/publishers/a%2E%2E%2Fx/logo" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors?.[0]?.field ?? bad.body).toContain("publisherCode");
  });
});

describe("logo helpers", () => {
  it("types only plain image file names", () => {
    expect(logoContentType("billboard-astm.png")).toBe("image/png");
    expect(logoContentType("x.SVG")).toBe("image/svg+xml");
    expect(logoContentType("../x.png")).toBeNull();
    expect(logoContentType(".png")).toBeNull();
    expect(logoContentType("x.exe")).toBeNull();
    expect(logoContentType(null)).toBeNull();
  });

  it("matches an ETag in If-None-Match lists, weak forms and *", () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

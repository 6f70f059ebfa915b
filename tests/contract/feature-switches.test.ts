// Tenant feature switches of 1 §6 are enforced by the API, not only hidden by the reader:
// a switched-off feature's calls answer 403 'Feature not enabled', and a search that carries
// refinements on a tenant without search-refinement is refused field by field (400), never
// answered as if it had been narrowed.
import { describe, expect, it } from "vitest";
import { useApi } from "../harness/index.ts";

const api = useApi();

const featureOf = async (tenant: string, code: string) =>
  (await api.db.tenantFeature.findFirstOrThrow({ where: { tenant: { code: tenant }, code } })).enabled;

describe("search-refinement", () => {
  it("is off for ies and on for astm in the seed", async () => {
    expect(await featureOf("ies", "search-refinement")).toBe(false);
    expect(await featureOf("astm", "search-refinement")).toBe(true);
  });

  it("refuses a search carrying refinements where it is off, naming each refinement field", async () => {
    const token = await api.login("individual@ies.example");
    for (const url of ["/api/documents/search", "/api/documents/entitled-documents/search"]) {
      const res = await api.request({
        method: "POST",
        url,
        token,
        payload: {
          keywords: "steel",
          refinements: [{ k: "IES", r: "pub" }],
          categoryRefinement: ["standards"],
          topicRefinement: [" "],
        },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json()).toMatchObject({ message: "feature-no-access" });
      expect(res.json().fieldErrors.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
        ["refinements", "FeatureNotEnabled"],
        ["categoryRefinement", "FeatureNotEnabled"],
      ]);
    }
  });

  it("answers the same search without refinements, or with empty ones, where it is off", async () => {
    const token = await api.login("individual@ies.example");
    for (const payload of [{ keywords: "steel" }, { keywords: "steel", refinements: [], topicRefinement: ["  "] }]) {
      const res = await api.request({ method: "POST", url: "/api/documents/search", token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
    }
  });

  it("narrows the search by the refinements where it is on", async () => {
    const token = await api.login("individual@astm.example");
    const search = async (payload: object) =>
      (await api.request({ method: "POST", url: "/api/documents/search?size=100", token, payload })).json();
    const all = await search({ keywords: "*" });
    const astmOnly = await search({ keywords: "*", refinements: [{ k: "ASTM", r: "pub" }] });
    expect(astmOnly.count).toBeGreaterThan(0);
    expect(astmOnly.count).toBeLessThan(all.count);
    expect(astmOnly.result.every((d: { publisherCode: string }) => d.publisherCode === "ASTM")).toBe(true);
  });

  it("refuses the refinement calls themselves with 403 where it is off", async () => {
    const token = await api.login("individual@ies.example");
    const res = await api.request({ method: "GET", url: "/api/refinement/document-types", token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ title: "Feature not enabled", message: "feature-no-access" });
  });
});

describe("type-ahead-search", () => {
  it("refuses suggestions with 403 where it is off (cga) and answers them where it is on (astm)", async () => {
    expect(await featureOf("cga", "type-ahead-search")).toBe(false);
    const payload = { keywords: "standard", "search-type": "content" };
    for (const url of ["/api/documents/search/type-ahead", "/api/documents/search/type-ahead/publisher"]) {
      const off = await api.request({
        method: "POST",
        url,
        token: await api.login("individual@cga.example"),
        payload: { ...payload, publisher: "CGA" },
      });
      expect(off.statusCode, url).toBe(403);
      expect(off.json()).toMatchObject({ title: "Feature not enabled", message: "feature-no-access" });
    }
    const on = await api.request({
      method: "POST",
      url: "/api/documents/search/type-ahead",
      token: await api.login("individual@astm.example"),
      payload,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().length).toBeGreaterThan(0);
  });
});

describe("show-tracker", () => {
  it("refuses the tracker's calls where it is off, keeps the e-mails' unsubscribe links working", async () => {
    expect(await featureOf("aenor", "show-tracker")).toBe(false);
    const token = await api.login("individual@aenor.example");
    for (const [method, url] of [
      ["GET", "/api/tracked-documents/current-user"],
      ["GET", "/api/publishers/current-user"],
      ["GET", "/api/trackers/workItem?publisher=UNE&workItemNumber=1"],
    ] as const) {
      const res = await api.request({ method, url, token });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("feature-no-access");
    }
    // The unsubscribe link needs no sign-in and no feature: a bad link is a 400, not a 403.
    const link = await api.request({
      method: "GET",
      url: "/api/trackers/unsubscribe?token=v1.1.e30.x",
      tenant: "aenor",
    });
    expect(link.statusCode).toBe(400);
  });

  it("keeps 'Tracker Service Unavailable' (503) where the feature is on but the tracker is down (api)", async () => {
    expect(await featureOf("api", "show-tracker")).toBe(true);
    const doc = await api.db.document.findFirstOrThrow({ where: { isLatest: true, publisher: { key: "API" } } });
    const res = await api.request({
      method: "POST",
      url: `/api/tracked-documents?contentCode=${encodeURIComponent(doc.contentCode)}`,
      token: await api.login("individual@api.example"),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe("Tracker Service Unavailable");
  });
});

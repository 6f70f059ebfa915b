import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi({ env: { FEEDBACK_RATE_LIMIT_PER_USER: "10", FEEDBACK_RATE_LIMIT_PER_IP: "15" } });

describe("POST /api/user/feedback", () => {
  it("stores the trimmed feedback with the search it is about", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({
      method: "POST",
      url: "/api/user/feedback",
      token,
      payload: {
        q1Response: "  fatigue of welded joints  ",
        q2Response: "nothing relevant",
        searchQuery: "weld fatigue",
        searchType: "K",
        refinements: [{ k: "ASTM", r: "pub" }],
        version: "classic",
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await api.db.feedback.findUniqueOrThrow({ where: { id: res.json().id } });
    expect(row).toMatchObject({
      kind: "GENERAL",
      q1Response: "fatigue of welded joints",
      searchQuery: "weld fatigue",
      version: "classic",
    });
    expect(row.refinements).toEqual([{ k: "ASTM", r: "pub" }]);
  });

  it("requires the first answer (blank is refused) and keeps the limits 100 and 500", async () => {
    const token = await api.login("individual@astm.example");
    const post = (payload: object) => api.request({ method: "POST", url: "/api/user/feedback", token, payload });
    // The message key the clients translate (spec 1 §5: feedbackform.required, as the search feedback).
    expect((await post({ q1Response: "   " })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "q1Response", message: "NotBlank", detail: "feedbackform.required" }),
    ]);
    expect((await post({})).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "q1Response", message: "NotNull" }),
    ]);
    expect((await post({ q1Response: "x".repeat(101) })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "q1Response", message: "Size" }),
    ]);
    expect((await post({ q1Response: "ok", q2Response: "y".repeat(501) })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "q2Response", message: "Size" }),
    ]);
    expect((await post({ q1Response: "x".repeat(100), q2Response: "y".repeat(500) })).statusCode).toBe(201);
  });

  it("bounds the refinements: at most 50 items of the search's categories list, each a known shape", async () => {
    const token = await api.login("single@astm.example");
    const post = (refinements: unknown) =>
      api.request({ method: "POST", url: "/api/user/feedback", token, payload: { q1Response: "x", refinements } });
    const item = { k: "ASTM", r: "pub" };
    const cases: [unknown, string, string][] = [
      [Array.from({ length: 51 }, () => item), "refinements", "Size"],
      // a bare string is read as a one-item list (the query-string convention), whose item is no object
      ["ASTM", "refinements.0", "Type"],
      [{ k: "ASTM" }, "refinements", "Type"],
      [[{ r: "pub" }], "refinements.0.k", "NotNull"],
      [[{ k: "ASTM", r: "nonsense" }], "refinements.0.r", "Enum"],
      [[{ k: "x".repeat(1001), r: "pub" }], "refinements.0.k", "Size"],
      [[42], "refinements.0", "Type"],
    ];
    for (const [refinements, field, message] of cases) {
      const res = await post(refinements);
      expect(res.statusCode, field).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json().fieldErrors, JSON.stringify(refinements).slice(0, 60)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
    expect((await post(Array.from({ length: 50 }, () => item))).statusCode).toBe(201);
  });

  it("limits submissions per user (whatever the address) with 429 and Retry-After", async () => {
    const token = await api.login("admin@astm.example");
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.request({
        method: "POST",
        url: "/api/user/feedback",
        token,
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { q1Response: `attempt ${i}` },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(codes).toEqual([...Array(10).fill(201), 429]);
    // Another user is not affected.
    const other = await api.request({
      method: "POST",
      url: "/api/user/feedback",
      token: await api.login("admin@api.example"),
      remoteAddress: "192.0.2.200",
      payload: { q1Response: "mine" },
    });
    expect(other.statusCode).toBe(201);
  });

  it("limits submissions per client address (whoever sends them)", async () => {
    const tokens = await Promise.all(
      ["individual@api.example", "individual@awwa.example", "individual@cga.example"].map((e) => api.login(e)),
    );
    const codes: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await api.request({
        method: "POST",
        url: "/api/user/feedback",
        token: tokens[i % 3],
        remoteAddress: "198.51.100.77",
        payload: { q1Response: `from the shared address ${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(15).fill(201), 429]);
  });
});

import { describe, expect, it } from "vitest";
import { useApi } from "../../../../../tests/harness/index.ts";

const api = useApi();

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
    expect((await post({ q1Response: "   " })).json().fieldErrors).toEqual([
      expect.objectContaining({ field: "q1Response", message: "NotBlank" }),
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
});

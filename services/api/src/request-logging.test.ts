// Every log line of a request carries its request id (the one echoed in the RequestId header) and
// the client's AuthMode and originatedIpAddress headers — Fastify's own "incoming request" and
// "request completed" lines included, which are written before any hook runs and through reply.log.
import { describe, expect, it } from "vitest";
import { useApi } from "../../../tests/harness/index.ts";

type Line = Record<string, unknown> & { msg?: string };
const lines: Line[] = [];
// A pino destination: every line the app writes, parsed.
const stream = { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Line) };

const api = useApi({ build: { logger: { level: "info", stream } } });

const linesOf = (requestId: string) => lines.filter((l) => l.requestId === requestId);

describe("per-request log lines", () => {
  it("carry the echoed RequestId, AuthMode and originatedIpAddress from the first line to the last", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      tenant: "astm",
      headers: { requestid: "log-test-1", authmode: "SSO", originatedipaddress: "203.0.113.7" },
      payload: { email: "individual@astm.example", password: "wrong-password" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers.requestid).toBe("log-test-1");

    const mine = linesOf("log-test-1");
    const incoming = mine.find((l) => l.msg === "incoming request");
    const completed = mine.find((l) => l.msg === "request completed");
    expect(incoming, "the incoming request line").toMatchObject({
      requestId: "log-test-1",
      authMode: "SSO",
      originatedIpAddress: "203.0.113.7",
    });
    expect(completed, "the request completed line").toMatchObject({
      requestId: "log-test-1",
      authMode: "SSO",
      originatedIpAddress: "203.0.113.7",
      res: { statusCode: 401 },
    });
    // Whatever else the request logged carries them too.
    for (const l of mine) expect(l).toMatchObject({ authMode: "SSO", originatedIpAddress: "203.0.113.7" });
  });

  it("log the generated id when the client sends none (or an unusable one), and no empty header fields", async () => {
    const res = await api.request({ method: "GET", url: "/api/account", headers: { requestid: "bad id with spaces" } });
    const id = res.headers.requestid as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    for (const l of mine) {
      expect(l).not.toHaveProperty("authMode");
      expect(l).not.toHaveProperty("originatedIpAddress");
    }
  });

  it("do the same for a route that does not exist", async () => {
    const res = await api.request({
      method: "GET",
      url: "/api/nothing-here",
      headers: { requestid: "log-test-404", authmode: "PWD", originatedipaddress: "2001:db8::5" },
    });
    expect(res.statusCode).toBe(404);
    const mine = linesOf("log-test-404");
    expect(mine.find((l) => l.msg === "incoming request")).toMatchObject({
      authMode: "PWD",
      originatedIpAddress: "2001:db8::5",
    });
    expect(mine.find((l) => l.msg === "request completed")).toMatchObject({
      authMode: "PWD",
      originatedIpAddress: "2001:db8::5",
      res: { statusCode: 404 },
    });
  });

  it("cut an overlong header value instead of logging it whole", async () => {
    await api.request({
      method: "GET",
      url: "/api/account",
      headers: { requestid: "log-test-long", authmode: "x".repeat(5_000) },
    });
    const incoming = linesOf("log-test-long").find((l) => l.msg === "incoming request");
    expect(incoming?.authMode).toBe("x".repeat(200));
  });
});

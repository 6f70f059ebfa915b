// The redaction the API's and the workers' loggers share (issue 23 §2): URLs lose the values of
// secret query parameters and secret path segments, errors lose them from their message and
// stack, and pino's redact removes credentials from headers and secret fields of logged objects.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { isSecretParam, logRedaction, REDACTED, redactText, redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it.each([
    ["/api/account/invitation?key=k3yk3yk3y&tenant=astm", "/api/account/invitation?key=[REDACTED]&tenant=astm"],
    [
      "/api/sushi/r51/reports/tr?customer_id=1&api_key=s3cr3t",
      "/api/sushi/r51/reports/tr?customer_id=1&api_key=[REDACTED]",
    ],
    ["/api/usage/embed/summary?token=v1.abc.def", "/api/usage/embed/summary?token=[REDACTED]"],
    ["/management/queues-session?ticket=t1ck3t", "/management/queues-session?ticket=[REDACTED]"],
    ["/api/contentShare/links/open/T0K3N", "/api/contentShare/links/open/[REDACTED]"],
    ["/api/contentShare/links/open/T0K3N?x=1", "/api/contentShare/links/open/[REDACTED]?x=1"],
    ["//api//contentShare/links/open/T0K3N/", "//api//contentShare/links/open/[REDACTED]/"],
    ["/API/CONTENTSHARE/LINKS/OPEN/T0K3N", "/API/CONTENTSHARE/LINKS/OPEN/[REDACTED]"],
    ["/share/T0K3N?from=mail", "/share/[REDACTED]?from=mail"],
    // Any case, a percent-encoded name, an array form, a repeated parameter.
    [
      "/x?API_KEY=a&%6Bey=b&key[]=c&key=d&key=e",
      "/x?API_KEY=[REDACTED]&%6Bey=[REDACTED]&key[]=[REDACTED]&key=[REDACTED]&key=[REDACTED]",
    ],
  ])("%s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves other URLs and look-alike names as they are", () => {
    for (const url of [
      "/api/search?q=key%3Dvalue&monkey=1&keys=2&tokens=3",
      "/api/contentShare/links/12",
      "/api/contentShare/links/open/",
      "/shared/abc",
      "/api/account?key",
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it("names the secret parameters, however spelt", () => {
    expect(["key", "KEY", "api_key", "Api%5FKey", "token", "ticket", "key[]", "ke%79"].every(isSecretParam)).toBe(true);
    expect(["keys", "monkey", "tokenType", "apikey", "q"].some(isSecretParam)).toBe(false);
  });
});

describe("redactText", () => {
  it("redacts the secrets of URLs inside a message, and nothing else", () => {
    expect(
      redactText(
        'failed GET /api/usage/embed/summary?token=v1.a.b (see "https://r.example/share/T0K3N") and http://r.example/set-password?key=K3Y&tenant=astm; idempotency_key=user-invitation:1',
      ),
    ).toBe(
      'failed GET /api/usage/embed/summary?token=[REDACTED] (see "https://r.example/share/[REDACTED]") and http://r.example/set-password?key=[REDACTED]&tenant=astm; idempotency_key=user-invitation:1',
    );
  });
});

describe("a logger with logRedaction()", () => {
  function logger() {
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: "trace", ...logRedaction() },
      { write: (chunk: string) => void lines.push(JSON.parse(chunk)) },
    );
    return { log, lines };
  }

  it("writes a request's URL redacted and none of its headers", () => {
    const { log, lines } = logger();
    log.info(
      {
        req: {
          method: "GET",
          url: "/api/account/invitation?key=K3Yvalue",
          headers: { authorization: "Bearer jwt.jwt.jwt" },
        },
      },
      "incoming request",
    );
    expect(lines[0].req).toEqual({ method: "GET", url: `/api/account/invitation?key=${REDACTED}` });
  });

  it("redacts credentials in headers and secret fields of logged objects", () => {
    const { log, lines } = logger();
    log.warn({
      headers: { authorization: "Bearer a", cookie: "s=b", accept: "*/*" },
      upstream: { headers: { "set-cookie": "s=c", "proxy-authorization": "Basic d" } },
      data: { password: "p", apiKey: "k", token: "t", ticket: "x", name: "kept" },
      token: "top",
    });
    expect(lines[0]).toMatchObject({
      headers: { authorization: REDACTED, cookie: REDACTED, accept: "*/*" },
      upstream: { headers: { "set-cookie": REDACTED, "proxy-authorization": REDACTED } },
      data: { password: REDACTED, apiKey: REDACTED, token: REDACTED, ticket: REDACTED, name: "kept" },
      token: REDACTED,
    });
  });

  it("redacts URLs in an error's message, stack and cause, in an error string and in the message", () => {
    const { log, lines } = logger();
    const err = new Error("could not open /share/S3CR3T", { cause: new Error("GET /x?api_key=S3CR3T failed") });
    log.error({ err }, "Route GET:/api/contentShare/links/open/S3CR3T not found");
    log.warn({ err: "550 refused: http://r.example/set-password?key=S3CR3T" }, "job failed");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("S3CR3T");
    expect(lines[0]).toMatchObject({
      msg: `Route GET:/api/contentShare/links/open/${REDACTED} not found`,
      // pino's serializer appends the cause's message to the error's.
      err: { message: `could not open /share/${REDACTED} GET /x?api_key=${REDACTED} failed`, type: "Error" },
    });
    expect(lines[1].err).toBe(`550 refused: http://r.example/set-password?key=${REDACTED}`);
  });
});

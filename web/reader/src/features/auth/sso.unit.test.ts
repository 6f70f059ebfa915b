// The SSO callback (spec 3 §1, §4): the fragment must answer the flow started here.
import { describe, expect, it } from "vitest";
import { fakeJwt } from "../../api/test-helpers.ts";
import { authorizeUrl, parseCallback } from "./sso.ts";

const flow = { state: "state-1", nonce: "nonce-1", returnTo: "/content-search/?content=x" };
const stored = JSON.stringify(flow);
const idToken = (nonce: string) => fakeJwt({ sub: "u1", nonce });

describe("parseCallback", () => {
  it("accepts an ID token whose state and nonce match the flow", () => {
    const hash = `#id_token=${idToken("nonce-1")}&state=state-1`;
    expect(parseCallback(hash, stored)).toEqual({ ok: true, idToken: idToken("nonce-1"), returnTo: flow.returnTo });
  });

  it("refuses another state (a callback this browser did not start)", () => {
    expect(parseCallback(`#id_token=${idToken("nonce-1")}&state=other`, stored)).toEqual({ ok: false, error: "state" });
  });

  it("refuses a callback when no flow was started", () => {
    expect(parseCallback(`#id_token=${idToken("nonce-1")}&state=state-1`, null)).toEqual({ ok: false, error: "state" });
    expect(parseCallback(`#id_token=${idToken("nonce-1")}&state=state-1`, "not json")).toEqual({
      ok: false,
      error: "state",
    });
  });

  it("refuses a token with another nonce (replayed)", () => {
    expect(parseCallback(`#id_token=${idToken("nonce-2")}&state=state-1`, stored)).toEqual({
      ok: false,
      error: "nonce",
    });
  });

  it("refuses a fragment without a token", () => {
    expect(parseCallback("#state=state-1", stored)).toEqual({ ok: false, error: "missing" });
  });

  it("reports the provider's error", () => {
    expect(parseCallback("#error=access_denied&error_description=Denied", stored)).toEqual({
      ok: false,
      error: "provider",
      detail: "Denied",
    });
  });

  it("returns only to a path of this site", () => {
    const away = JSON.stringify({ ...flow, returnTo: "//evil.example/" });
    expect(parseCallback(`#id_token=${idToken("nonce-1")}&state=state-1`, away)).toMatchObject({ returnTo: "/" });
  });
});

describe("authorizeUrl", () => {
  it("asks for an ID token in the fragment with the flow's state and nonce", () => {
    const url = new URL(authorizeUrl("https://idp.example/authorize", "client-1", "https://astm.norma.example", flow));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "client-1",
      response_type: "id_token",
      response_mode: "fragment",
      redirect_uri: "https://astm.norma.example/implicit/callback",
      state: "state-1",
      nonce: "nonce-1",
    });
  });
});

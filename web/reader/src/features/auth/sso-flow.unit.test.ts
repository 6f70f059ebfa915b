// The SSO flow id is kept for one callback only, and the callback returns only to this site.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { safeReturnTo, takeFlow } from "./sso-flow.ts";

class MemoryStorage {
  #items = new Map<string, string>();
  getItem = (k: string) => this.#items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.#items.set(k, v);
  removeItem = (k: string) => void this.#items.delete(k);
  clear = () => this.#items.clear();
}

describe("takeFlow", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("answers the flow this tab began, once", () => {
    sessionStorage.setItem("norma.sso.flow", "flow-1");
    expect(takeFlow()).toBe("flow-1");
    expect(takeFlow()).toBeNull();
  });
});

describe("safeReturnTo", () => {
  it("keeps a path of this site and replaces anything else by the home page", () => {
    expect(safeReturnTo("/search?q=x")).toBe("/search?q=x");
    for (const bad of [undefined, "", "https://evil.example/", "//evil.example/", "/\\evil.example"])
      expect(safeReturnTo(bad)).toBe("/");
  });
});

describe("signed out here", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("stays set (over the provider's logout page) until a sign-in begins", async () => {
    const { clearSignedOut, markSignedOut, signedOutHere } = await import("./sso-flow.ts");
    expect(signedOutHere()).toBe(false);
    markSignedOut();
    expect(signedOutHere()).toBe(true);
    expect(signedOutHere()).toBe(true);
    clearSignedOut();
    expect(signedOutHere()).toBe(false);
  });
});

// Keys from the server and the tenant configuration (spec 1 §3, 3 §8: tenant-specific messages).
import { beforeAll, describe, expect, it } from "vitest";
import { loadLocale } from "./index.ts";
import { translateKey } from "./translate-key.ts";

// English is loaded on demand (i18n/index.ts), as the app does before its first render.
beforeAll(() => loadLocale("en"));

describe("translateKey", () => {
  it("translates a known key with its parameters", () => {
    expect(translateKey("logout.confirm-message", { tenantName: "ASTM Compass" })).toBe(
      "Do you want to sign out of ASTM Compass?",
    );
  });

  it("reads a tenant's own variant of a message", () => {
    expect(translateKey("error.content-no-access.astm", { supportPhone: "+1 877", supportEmail: "s@x" })).toContain(
      "ASTM Compass",
    );
  });

  it("reads the default variant when the key names the group", () => {
    expect(
      translateKey("error.content-no-access", { tenantName: "Demo", supportEmail: "s@x", supportPhone: "1" }),
    ).toBe("Your subscription to Demo does not include this document. To add it, contact us at s@x or 1.");
    expect(translateKey("error.http")).toBe("The request failed.");
  });

  it("is null for unknown keys, groups without a default and empty keys, so callers use their fallback", () => {
    expect(translateKey("error.nothing.like.this")).toBeNull();
    expect(translateKey("error.login")).toBeNull();
    expect(translateKey("")).toBeNull();
    expect(translateKey(null)).toBeNull();
    expect(translateKey("The documents are too large to be compare")).toBeNull();
  });
});

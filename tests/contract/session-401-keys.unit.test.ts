// The reader signs the user out on a 401 only when its message key is one of the session's
// (web/reader api/session-401.ts, used by global-errors.ts); any other 401 is a message (issue 26 §18).
// Every key the API's access layer answers a refused session with must be in that list, or a
// revoked or expired session would leave the user signed in to a page that fails: read from the
// places that refuse sessions (plugins/access.ts, lib/tokens.ts).
import { readFileSync } from "node:fs";
import { SESSION_401_KEYS } from "@norma/reader/src/api/session-401.ts";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const keysIn = (path: string) =>
  [...readFileSync(new URL(path, root), "utf8").matchAll(/new Unauthorized\([^)]*?"(error\.[a-z0-9.-]+)"/gs)].map(
    (m) => m[1],
  );

describe("the 401s that end a session", () => {
  it("are every key the access layer refuses a session with, and the default one", () => {
    // A SCIM token's refusals (error.scim.*) answer an identity provider, never a reader's session.
    const keys = [...keysIn("services/api/src/plugins/access.ts"), ...keysIn("services/api/src/lib/tokens.ts")].filter(
      (key) => !key.startsWith("error.scim."),
    );
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) expect(SESSION_401_KEYS.has(key), key).toBe(true);
    // Unauthorized() without a key (no or a bad token) answers error.http.401.
    expect(SESSION_401_KEYS.has("error.http.401")).toBe(true);
  });

  it("do not include the compass points' user-type refusal, which is a message", () => {
    expect(SESSION_401_KEYS.has("error.compass-points.user-type")).toBe(false);
  });
});

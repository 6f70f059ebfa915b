// The stored sanitised copies are keyed by the sanitiser's fingerprint; it must change whenever
// what the sanitiser does can change. These fail after an upgrade of DOMPurify, jsdom or postcss,
// or an edit of html-safety.ts, until SANITIZER_INPUTS is brought up to date — which changes the
// fingerprint, so the copies made by the old sanitiser are never served again.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  compareCopyKey,
  documentCopyKey,
  SANITIZER_FINGERPRINT,
  SANITIZER_INPUTS,
  sanitizerFingerprint,
} from "./sanitized-copies.ts";

const require = createRequire(import.meta.url);

/** The installed version of a package (its package.json, found from its entry file). */
function installed(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      if (pkg.name === name) return pkg.version;
    } catch {}
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json of ${name}`);
    dir = up;
  }
}

describe("the sanitiser's fingerprint", () => {
  it("names the installed DOMPurify, jsdom and postcss", () => {
    expect({
      dompurify: SANITIZER_INPUTS.dompurify,
      jsdom: SANITIZER_INPUTS.jsdom,
      postcss: SANITIZER_INPUTS.postcss,
    }).toEqual({ dompurify: installed("dompurify"), jsdom: installed("jsdom"), postcss: installed("postcss") });
  });

  it("names html-safety.ts as it is (its allow-lists, CSS rules and hooks)", () => {
    const source = readFileSync(join(import.meta.dirname, "html-safety.ts"));
    expect(SANITIZER_INPUTS.source, "html-safety.ts changed: put its sha256 in SANITIZER_INPUTS.source").toBe(
      createHash("sha256").update(source).digest("hex"),
    );
  });

  it("changes with any input, and is in every key", () => {
    expect(SANITIZER_FINGERPRINT).toMatch(/^[0-9a-f]{16}$/);
    expect(sanitizerFingerprint({ ...SANITIZER_INPUTS, dompurify: "3.4.19" })).not.toBe(SANITIZER_FINGERPRINT);
    expect(sanitizerFingerprint({ ...SANITIZER_INPUTS, source: "0" })).not.toBe(SANITIZER_FINGERPRINT);
    expect(documentCopyKey("ab".repeat(32))).toBe(`sanitized/${SANITIZER_FINGERPRINT}/html/${"ab".repeat(32)}.html`);
    expect(compareCopyKey(7, new Date(1_000))).toBe(`sanitized/${SANITIZER_FINGERPRINT}/compare/7-1000.html`);
    expect(documentCopyKey("ab", "other")).not.toBe(documentCopyKey("ab"));
  });
});

// pdf.js safety on the server: a version with CVE-2024-4367 fixed, and font programs never
// compiled with eval (isEvalSupported off) whatever the version.
import { describe, expect, it } from "vitest";
import { assertPdfjsPatched, PDFJS_MIN_SAFE_VERSION, PDFJS_VERSION, SAFE_LOAD_OPTIONS } from "./pdfjs.ts";

describe("pdf.js safety", () => {
  it("the installed pdf.js has the CVE-2024-4367 fix; older versions are refused", () => {
    expect(() => assertPdfjsPatched(PDFJS_VERSION)).not.toThrow();
    expect(PDFJS_MIN_SAFE_VERSION).toBe("4.2.67");
    expect(() => assertPdfjsPatched("4.2.66")).toThrow(/CVE-2024-4367/);
    expect(() => assertPdfjsPatched("3.11.174")).toThrow(/CVE-2024-4367/);
    expect(() => assertPdfjsPatched("4.2.67")).not.toThrow();
    expect(() => assertPdfjsPatched("4.10.38")).not.toThrow();
  });

  it("every server-side load has eval, XFA and system fonts off", () => {
    expect(SAFE_LOAD_OPTIONS).toMatchObject({ isEvalSupported: false, enableXfa: false, useSystemFonts: false });
  });
});

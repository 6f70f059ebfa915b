// pdf.js safety on the server: a version with CVE-2024-4367 fixed, and font programs never
// compiled with eval (isEvalSupported off) whatever the version — checked on what openPdf
// actually hands pdf.js, not only on the constant.

import { PDFDocument } from "pdf-lib";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  assertPdfjsPatched,
  openPdf,
  PDFJS_MIN_SAFE_VERSION,
  PDFJS_VERSION,
  pdfPageCount,
  SAFE_LOAD_OPTIONS,
  UnreadablePdf,
} from "./pdfjs.ts";

// The real pdf.js, with getDocument watched (every call goes through to it).
vi.mock("pdfjs-dist/legacy/build/pdf.mjs", async (importOriginal) => {
  const real = await importOriginal<typeof import("pdfjs-dist/legacy/build/pdf.mjs")>();
  return { ...real, getDocument: vi.fn(real.getDocument) };
});

async function pdfOfPages(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i++) doc.addPage([612, 792]);
  return doc.save();
}

afterEach(() => {
  vi.mocked(pdfjs.getDocument).mockClear();
});

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

  it("openPdf hands pdf.js exactly those options, on a copy of the bytes", async () => {
    const bytes = await pdfOfPages(2);
    const pdf = await openPdf(bytes);
    expect(pdf.numPages).toBe(2);
    await pdf.destroy();
    expect(pdfjs.getDocument).toHaveBeenCalledTimes(1);
    const params = vi.mocked(pdfjs.getDocument).mock.calls[0][0] as Record<string, unknown>;
    expect(params).toMatchObject({
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
    });
    // pdf.js takes the buffer it is given: the caller's bytes are left alone.
    expect(params.data === bytes).toBe(false);
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  });

  it("the page count of a stored file comes through the same safe load; a non-PDF is refused", async () => {
    expect(await pdfPageCount(await pdfOfPages(5))).toBe(5);
    expect(vi.mocked(pdfjs.getDocument).mock.calls[0][0]).toMatchObject({ isEvalSupported: false });
    await expect(pdfPageCount(new TextEncoder().encode("<html>not a PDF</html>"))).rejects.toBeInstanceOf(
      UnreadablePdf,
    );
  });
});

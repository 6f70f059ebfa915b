// pdf.js (pdfjs-dist) for reading PDFs on the server: text with positions, annotations.
// Safety: the version must contain the fix of CVE-2024-4367 (arbitrary JavaScript through a
// crafted font, fixed in 4.2.67), and isEvalSupported is always off, so font programs are never
// compiled with eval/Function whatever the version.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

/** The first pdf.js release with CVE-2024-4367 fixed. */
export const PDFJS_MIN_SAFE_VERSION = "4.2.67";

function versionAtLeast(version: string, minimum: string): boolean {
  const a = version.split(".").map(Number);
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

export const PDFJS_VERSION: string = pdfjs.version;

/** Throws when the installed pdf.js is older than the CVE-2024-4367 fix. */
export function assertPdfjsPatched(version = PDFJS_VERSION): void {
  if (!versionAtLeast(version, PDFJS_MIN_SAFE_VERSION)) {
    throw new Error(`pdf.js ${version} is affected by CVE-2024-4367; ${PDFJS_MIN_SAFE_VERSION} or later is required`);
  }
}
assertPdfjsPatched();

export type PdfJsDocument = Awaited<ReturnType<typeof pdfjs.getDocument>["promise"]>;

/** The options every server-side load uses. */
export const SAFE_LOAD_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  enableXfa: false,
  verbosity: 0,
} as const;

/** Opens a PDF (the bytes are copied: pdf.js takes ownership of the buffer it is given). */
export async function openPdf(bytes: Uint8Array): Promise<PdfJsDocument> {
  const data = new Uint8Array(bytes);
  return pdfjs.getDocument({ data, ...SAFE_LOAD_OPTIONS }).promise;
}

/** The bytes are not a PDF pdf.js can read. */
export class UnreadablePdf extends Error {}

/**
 * The number of pages of a PDF, as pdf.js reads it (its page tree; no page is parsed). Used
 * when a file is stored, so the compare limits rest on the file and not on what a caller said.
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  let pdf: PdfJsDocument;
  try {
    pdf = await openPdf(bytes);
  } catch (err) {
    throw new UnreadablePdf(`not a readable PDF: ${(err as Error).message}`);
  }
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

// The reader's pdf.js (react-pdf) never compiles font programs with eval: the viewer hands
// react-pdf's <Document> options with isEvalSupported off, and the pdf.js react-pdf brings is a
// version with CVE-2024-4367 fixed.
import { createRequire } from "node:module";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// react-pdf's <Document> is replaced by one that records what the viewer gives it.
const seen = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock("react-pdf", () => ({
  Document: (props: Record<string, unknown>) => {
    seen.props.push(props);
    return null;
  },
  Page: () => null,
  Thumbnail: () => null,
  pdfjs: { GlobalWorkerOptions: {}, version: "test" },
}));

vi.mock("react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { default: PdfViewer, PDF_OPTIONS, zoomStep } = await import("./PdfViewer.tsx");

function versionAtLeast(version: string, minimum: string): boolean {
  const a = version.split(".").map(Number);
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

describe("the reader's pdf.js options", () => {
  it("isEvalSupported is off, and the viewer gives <Document> exactly these options", () => {
    expect(PDF_OPTIONS.isEvalSupported).toBe(false);
    renderToString(<PdfViewer data={new ArrayBuffer(16)} title="ASTM D3039" />);
    expect(seen.props).toHaveLength(1);
    expect(seen.props[0].options).toBe(PDF_OPTIONS);
    expect(seen.props[0].options).toMatchObject({ isEvalSupported: false });
    // The bytes given to pdf.js are a copy (pdf.js takes ownership of what it is given).
    expect((seen.props[0].file as { data: Uint8Array }).data).toBeInstanceOf(Uint8Array);
  });

  it("the pdf.js react-pdf uses has the CVE-2024-4367 fix (4.2.67 or later)", () => {
    const fromReactPdf = createRequire(createRequire(import.meta.url).resolve("react-pdf"));
    const { version } = fromReactPdf("pdfjs-dist/package.json") as { version: string };
    expect(versionAtLeast(version, "4.2.67")).toBe(true);
    expect(versionAtLeast("4.2.66", "4.2.67")).toBe(false);
  });
});

describe("zoom steps", () => {
  it("steps through the list from any zoom, the 0.9 of a jump to a compass point included", () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(1, -1)).toBe(0.75);
    expect(zoomStep(0.9, 1)).toBe(1);
    expect(zoomStep(0.9, -1)).toBe(0.75);
    expect(zoomStep(3, 1)).toBe(3);
    expect(zoomStep(0.5, -1)).toBe(0.5);
  });
});

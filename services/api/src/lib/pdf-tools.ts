// The PDF tools the API uses now and then — a published PDF's page count, compass points drawn
// into a downloaded PDF — load pdf.js and the native canvas it brings: about 160 MB of resident
// memory (measured: tests/bench/search-bench.ts prints the API's memory). They are loaded on
// first use, so an API that only reads and searches never pays for them.
type Pdfjs = typeof import("@norma/documents/pdf/pdfjs");
type CompassPoints = typeof import("@norma/documents/pdf/compass-points");

let pdfjs: Promise<Pdfjs> | null = null;
let compassPoints: Promise<CompassPoints> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import("@norma/documents/pdf/pdfjs");
  return pdfjs;
}

export function loadCompassPoints(): Promise<CompassPoints> {
  compassPoints ??= import("@norma/documents/pdf/compass-points");
  return compassPoints;
}

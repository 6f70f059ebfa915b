// What the re-anchoring tests publish: an edition whose only file is a one-page PDF of some lines
// (each a clause), so a compass point on the first edition has a passage to be carried to on the
// next one. Shared by the sandbox test and the push test (the same publication, two questions).
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A one-page PDF with the lines in the middle of the page (no running header or footer). */
export async function pdfOfLines(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 72, y: 600 - i * 18, size: 11, font });
  return Buffer.from(await doc.save());
}

/** A NEW_VERSION publication item of the family with the lines as its body text and its PDF. */
export async function pdfEditionItem(edition: {
  publisherKey: string;
  family: string;
  designationNo: string;
  designation: string;
  lines: string[];
}) {
  return {
    kind: "NEW_VERSION" as const,
    publisherKey: edition.publisherKey,
    family: edition.family,
    designation: edition.designation,
    designationNo: edition.designationNo,
    title: "Inspection of nozzles",
    documentType: "Standard",
    assetType: "Standard",
    contentType: "Standard",
    bodyText: edition.lines.join("\n"),
    assets: [{ kind: "PDF" as const, content: await pdfOfLines(edition.lines) }],
  };
}

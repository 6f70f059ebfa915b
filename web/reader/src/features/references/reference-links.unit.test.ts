// The references found again in the HTML's text: as written, a dated one's number without its
// edition, a number without its publisher when it has letters — never inside another designation,
// never an unresolved reference, never a bare number.
import { describe, expect, it } from "vitest";
import { referenceMatcher, writtenForms } from "./reference-links.ts";
import type { DocumentReference } from "./reference-queries.ts";

const target = (contentCode: string) => ({
  contentId: 1,
  contentCode,
  displayDesignation: contentCode,
  title: "T",
  status: "Active",
  publisher: "ASTM",
  documentType: "Standard",
  locked: false,
});

const ref = (
  designation: string,
  publisher: string,
  edition: string | null,
  code: string | null,
): DocumentReference => ({
  designation,
  publisher,
  edition,
  editionYear: edition ? 2016 : null,
  dated: edition !== null,
  kind: "normative",
  clause: "2.1",
  occurrences: 1,
  status: code ? "ACTIVE" : "NOT_IN_CATALOGUE",
  target: code ? target(code) : null,
  supersededBy: null,
});

const E8_16 = ref("E8/E8M-16", "ASTM", "16", "e8-16");
const D638 = ref("ASTM D638", "ASTM", null, "d638");
const ISO527 = ref("ISO 527-1:2012", "ISO", "2012", "iso527");
const UOP163 = ref("UOP 163", "UOP", null, "uop163");
const OUTSIDE = ref("EN 10204", "EN", null, null);

const found = (text: string, refs: DocumentReference[]) =>
  referenceMatcher(refs)(text).map((m) => [text.slice(m.start, m.end), m.reference.target?.contentCode]);

describe("references in the text", () => {
  it("lists the forms: as written first, then the number without edition or publisher", () => {
    const forms = writtenForms([E8_16, D638, ISO527, UOP163, OUTSIDE]).map(([f]) => f);
    expect(forms.slice(0, 4)).toEqual(["ISO 527-1:2012", "E8/E8M-16", "ASTM D638", "UOP 163"]);
    expect(forms).toContain("E8/E8M");
    expect(forms).toContain("D638");
    expect(forms).toContain("ISO 527-1");
    // A bare number without letters is not a citation; what did not resolve is not linked.
    expect(forms).not.toContain("527-1");
    expect(forms).not.toContain("163");
    expect(forms).not.toContain("EN 10204");
  });

  it("finds each mention with the document it resolves to", () => {
    const text = "Tension tests per E8/E8M-16 and ASTM D638; condition per ISO 527-1:2012 and EN 10204.";
    expect(found(text, [E8_16, D638, ISO527, OUTSIDE])).toEqual([
      ["E8/E8M-16", "e8-16"],
      ["ASTM D638", "d638"],
      ["ISO 527-1:2012", "iso527"],
    ]);
    // Later mentions without the edition or the publisher name the same documents.
    expect(found("as required by E8/E8M and D638, see ISO 527-1.", [E8_16, D638, ISO527])).toEqual([
      ["E8/E8M", "e8-16"],
      ["D638", "d638"],
      ["ISO 527-1", "iso527"],
    ]);
  });

  it("never inside another designation, a word or a number", () => {
    const refs = [ref("E8/E8M", "ASTM", null, "e8"), D638, UOP163];
    expect(found("E8/E8M-22a, D6380, AD638, D638M, D638-1, UOP 1630, UOP 163.", refs)).toEqual([["UOP 163", "uop163"]]);
  });
});

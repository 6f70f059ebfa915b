// The references an edition makes (issue 27): one rule per test — the designation grammar across
// publishers, dated vs undated, the kind by the clause cited in, a list of references is not
// clauses, no self-reference, duplicates collapsed.
import { buildAnchorText } from "@norma/contracts/anchor-text";
import { describe, expect, it } from "vitest";
import {
  referenceKey,
  scanBareDesignation,
  scanDesignations,
  splitEdition,
  yearOf,
} from "../designations/designation-scan.ts";
import { detectReferences } from "./references.ts";

/** An edition as the workers see it: one line per block, normalised. */
const edition = (lines: string[]) => {
  const t = buildAnchorText(lines.map((text) => ({ text, breakBefore: true })));
  return { text: t.text, breaks: t.breaks };
};

const pick = (text: string) =>
  scanDesignations(text).map((d) => ({
    publisher: d.publisher,
    number: d.number,
    edition: d.edition,
    year: d.editionYear,
  }));

describe("designations in running text", () => {
  it("reads each publisher's designations, with and without an edition", () => {
    expect(
      pick(
        "Tested per ASTM A370, ISO 9001:2015, IEC 60068-2-1, EN 10025-2, DIN 17100, API 5L, AWWA C151 and ASTM E8/E8M-22a.",
      ),
    ).toEqual([
      { publisher: "ASTM", number: "A370", edition: null, year: null },
      { publisher: "ISO", number: "9001", edition: "2015", year: 2015 },
      { publisher: "IEC", number: "60068-2-1", edition: null, year: null },
      { publisher: "EN", number: "10025-2", edition: null, year: null },
      { publisher: "DIN", number: "17100", edition: null, year: null },
      { publisher: "API", number: "5L", edition: null, year: null },
      { publisher: "AWWA", number: "C151", edition: null, year: null },
      { publisher: "ASTM", number: "E8/E8M", edition: "22a", year: 2022 },
    ]);
  });

  it("a hyphen is a part for colon-dated publishers and an edition for hyphen-dated ones", () => {
    expect(pick("EN 10025-2")[0]).toMatchObject({ number: "10025-2", edition: null });
    expect(pick("ASTM A370-19")[0]).toMatchObject({ number: "A370", edition: "19", year: 2019 });
    expect(pick("IEC 60068-2-1:2007")[0]).toMatchObject({ number: "60068-2-1", edition: "2007", year: 2007 });
    expect(pick("ASME B31.3-2020")[0]).toMatchObject({ number: "B31.3", year: 2020 });
    expect(pick("ASTM D1234-98(2021)")[0]).toMatchObject({ number: "D1234", edition: "98(2021)", year: 1998 });
    expect(pick("AWWA C151/A21.51-17")[0]).toMatchObject({ number: "C151/A21.51", year: 2017 });
  });

  it("adoptions keep the adopted body in the number; a joint publisher does not", () => {
    expect(pick("DIN EN ISO 6892-1:2020")[0]).toMatchObject({ publisher: "DIN", number: "EN ISO 6892-1", year: 2020 });
    expect(pick("UNE-EN 1090-2:2019")[0]).toMatchObject({ publisher: "UNE", number: "EN 1090-2" });
    expect(pick("ISO/IEC 17025:2017")[0]).toMatchObject({ publisher: "ISO", number: "17025", year: 2017 });
    expect(pick("ISO/TR 10400:2007")[0]).toMatchObject({ publisher: "ISO", number: "TR 10400" });
    expect(pick("API Spec 5L")[0]).toMatchObject({ number: "Spec 5L" });
    expect(pick("49 CFR 192 applies")[0]).toMatchObject({ publisher: "CFR", number: "49 CFR 192" });
  });

  it("keys the same document the same way however it is written", () => {
    expect(referenceKey("API", "Spec 5L")).toBe(referenceKey("API", "5L"));
    expect(referenceKey("ASTM", "E8/E8M")).toBe("astm:e8");
    expect(referenceKey("IEC", "60068-2-1")).not.toBe(referenceKey("IEC", "60068-21"));
    expect(referenceKey("UNE", "EN 1090-2")).toBe("une:en1090-2");
  });

  it("is not fooled by words, lower-case text or values", () => {
    expect(pick("The isolation of 12 specimens, iso 9001 in lower case, DINING 12, ASTMA 370")).toEqual([]);
  });

  it("a title set against the designation without a space ends it", () => {
    expect(pick("ISO 291:2019Plastics — Standard atmospheres")[0]).toMatchObject({ number: "291", year: 2019 });
    expect(pick("ASTM D3039/D3039MTest Method")[0]).toMatchObject({ number: "D3039/D3039M" });
    expect(scanBareDesignation("E8/E8M-22aTest Methods", "ASTM")).toMatchObject({ number: "E8/E8M", edition: "22a" });
    expect(pick("ASTM A370X2")).toEqual([]);
  });

  it("two-digit years pivot at 49; SAE dates by year and month", () => {
    expect(yearOf("49")).toBe(2049);
    expect(yearOf("50")).toBe(1950);
    expect(splitEdition("SAE", "J1939-21_202207")).toEqual({
      number: "J1939-21",
      edition: "202207",
      editionYear: 2022,
    });
  });

  it("a bare designation in a publisher's list needs letters or three digits", () => {
    expect(scanBareDesignation("E4 Practices for Force Verification", "ASTM")).toMatchObject({ number: "E4" });
    expect(scanBareDesignation("6892-1 Metallic materials", "ISO")).toMatchObject({ number: "6892-1" });
    expect(scanBareDesignation("12 specimens", "ASTM")).toBeNull();
  });
});

const ASTM_SPEC = [
  "Standard Specification for Carbon Structural Steel",
  "Designation: A36/A36M − 19",
  "1. Scope",
  "1.1 This specification ASTM A36/A36M covers carbon steel shapes. Tension tests follow ASTM A370.",
  "2. Referenced Documents",
  "2.1 ASTM Standards:",
  "A6/A6M Specification for General Requirements for Rolled Structural Steel",
  "A370 Test Methods and Definitions for Mechanical Testing of Steel Products",
  "E8/E8M-22a Test Methods for Tension Testing of Metallic Materials",
  "D1.1 Structural Welding Code",
  "2.2 Other Standards:",
  "ISO 6892-1:2019 Metallic materials — Tensile testing",
  "3. Materials and Manufacture",
  "3.1 Welding shall comply with AWS D1.1/D1.1M:2020 and, where specified, EN 1011-2.",
  "3.2 Mechanical testing to E8/E8M as required by A370.",
  "Bibliography",
  "IEC 60068-2-1:2007 Environmental testing — Cold",
  "ISO 9001:2015 Quality management systems",
];

describe("the references of an edition", () => {
  const refs = detectReferences(edition(ASTM_SPEC), {
    publishers: ["ASTM", "ISO", "AWS"],
    self: { publisher: "ASTM", designationNo: "A36/A36M" },
  });
  const by = (key: string) => refs.filter((r) => r.key === key);

  it("the referenced-documents clause is normative, with the clause each is listed in", () => {
    expect(by("astm:a6")[0]).toMatchObject({ kind: "normative", clause: "2.1", edition: null });
    expect(by("iso:6892-1")[0]).toMatchObject({ kind: "normative", clause: "2.2", editionYear: 2019 });
  });

  it("dated vs undated: a dated citation keeps its edition, an undated one has none", () => {
    expect(by("astm:e8")).toEqual([expect.objectContaining({ edition: "22a", editionYear: 2022, kind: "normative" })]);
    expect(by("astm:a370")).toEqual([expect.objectContaining({ edition: null, editionYear: null })]);
  });

  it("duplicates collapse to one reference of the strongest kind, counting its mentions", () => {
    // A370: in the scope (informative), in the list (normative), in 3.2 (informative).
    expect(by("astm:a370")).toHaveLength(1);
    expect(by("astm:a370")[0]).toMatchObject({ kind: "normative", clause: "2.1", occurrences: 3 });
    // E8/E8M: dated in the list, undated in 3.2: one reference, the dated edition.
    expect(by("astm:e8")[0].occurrences).toBe(2);
  });

  it("inline citations elsewhere are informative; cross-publisher ones are found too", () => {
    expect(by("aws:d1.1")[0]).toMatchObject({ kind: "informative", clause: "3.1", editionYear: 2020 });
    expect(by("en:1011-2")[0]).toMatchObject({ kind: "informative", clause: "3.1", publisher: "EN" });
  });

  it("a bibliography's citations are of kind bibliography", () => {
    expect(by("iec:60068-2-1")[0]).toMatchObject({ kind: "bibliography", editionYear: 2007 });
    expect(by("iso:9001")[0]).toMatchObject({ kind: "bibliography" });
  });

  it("the edition never references itself", () => {
    expect(by("astm:a36")).toEqual([]);
  });

  it("a list of references is not clauses: its entries belong to the list's clause", () => {
    // "D1.1 Structural Welding Code" looks like a clause number; it is an entry of 2.1.
    expect(by("astm:d1.1")[0]).toMatchObject({ clause: "2.1", kind: "normative" });
    expect(refs.every((r) => r.clause === "Bibliography" || /^\d/.test(r.clause ?? ""))).toBe(true);
  });

  it("two editions of one document cited are two references", () => {
    const two = detectReferences(edition(["1. Scope", "1.1 Use ISO 9001:2008 or ISO 9001:2015; see ISO 9001."]));
    expect(two.map((r) => [r.key, r.editionYear, r.occurrences])).toEqual([
      ["iso:9001", 2008, 2],
      ["iso:9001", 2015, 1],
    ]);
  });

  it("a number alone counts only once the text has named the document, and only with letters", () => {
    const refs = detectReferences(
      edition(["1. Scope", "1.1 See ASTM C151 and ISO 9001. Use C151 twice; 9001 pieces; C1510 is not C151."]),
    );
    expect(refs.map((r) => [r.key, r.occurrences])).toEqual([
      ["astm:c151", 3],
      ["iso:9001", 1],
    ]);
  });

  it("reads the headings of translated editions (accents and case aside)", () => {
    const fr = detectReferences(
      edition([
        "1. Domaine d'application",
        "2. Références normatives",
        "2.1 Normes ASTM :",
        "E8/E8M Essais de traction",
        "3. Termes",
        "3.1 Selon ISO 291.",
      ]),
    );
    expect(fr.map((r) => [r.key, r.kind, r.clause])).toEqual([
      ["astm:e8", "normative", "2.1"],
      ["iso:291", "informative", "3.1"],
    ]);
    const de = detectReferences(
      edition([
        "1. Anwendungsbereich",
        "2. Normative Verweisungen",
        "2.1 ASTM-Normen:",
        "D3039/D3039M Zugversuch",
        "Literaturhinweise",
        "ISO 9001:2015",
      ]),
    );
    expect(de.map((r) => [r.key, r.kind])).toEqual([
      ["astm:d3039", "normative"],
      ["iso:9001", "bibliography"],
    ]);
    const es = detectReferences(
      edition(["1. Objeto", "2. Normas para consulta", "2.1 Normas UNE:", "EN 1090-2:2019 Ejecución"]),
      {
        publishers: ["UNE"],
      },
    );
    expect(es.map((r) => [r.key, r.kind])).toEqual([["en:1090-2", "normative"]]);
  });

  it("an ISO-style normative references clause and an unnumbered bibliography", () => {
    const iso = detectReferences(
      edition([
        "1 Scope",
        "This document specifies requirements.",
        "2 Normative references",
        "The following documents are referred to in the text. ISO 6892-1, Metallic materials — Tensile testing. IEC 60068-2-1:2007, Environmental testing.",
        "3 Terms and definitions",
        "3.1 For the purposes of this document, the terms of ISO 80000-1 apply.",
        "Bibliography",
        "[1] ASTM E8/E8M, Test Methods for Tension Testing",
      ]),
    );
    expect(iso.map((r) => [r.key, r.kind, r.clause])).toEqual([
      ["iso:6892-1", "normative", "2"],
      ["iec:60068-2-1", "normative", "2"],
      ["iso:80000-1", "informative", "3.1"],
      ["astm:e8", "bibliography", "Bibliography"],
    ]);
  });
});

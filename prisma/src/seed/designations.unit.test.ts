import { describe, expect, it } from "vitest";
import { bumpDesignation } from "./content/revise.ts";
import { COMMITTEES } from "./data/committees.ts";
import { PUBLISHERS } from "./data/publishers.ts";
import { contentCodeOf, designationKeyOf, editionOf, NumberPool, newFamily } from "./designations.ts";
import { Rng } from "./rng.ts";

/** The display designation of every publisher's format. */
const FORMATS: Record<string, RegExp> = {
  ASTM: /^ASTM [A-G]\d{3,5}(\/[A-G]\d{3,5}M)?-\d{2}[a-z]?(\(\d{4}\))?$/,
  ISO: /^ISO(\/(TR|TS))? \d{3,5}(-\d)?:\d{4}$/,
  IEC: /^IEC \d{5}(-\d(-\d{1,2})?)?:\d{4}(\+AMD\d:\d{4})*$/,
  API: /^API (Spec|RP|Std|TR|MPMS) (Ch\. \d+\.)?\d+([A-Z]|-\d)?:\d{4}$/,
  AWWA: /^AWWA [BCDGM]\d{1,3}-\d{2}$/,
  SAE: /^SAE (J\d{3,4}(-\d{1,2})?_\d{6}|(AMS|AS)\d{4}[A-Z]?)$/,
  UNE: /^UNE(-EN( ISO)? \d{3,5}(-\d)?| \d{5,6}):\d{4}$/,
  AASHTO: /^AASHTO (M|T|R|PP) \d{1,3}-\d{2}$/,
  ACI: /^ACI (PRC-)?\d{3}(\.\d)?-\d{2}$/,
  AWS: /^AWS [ABCD]\d{1,2}\.\d{1,2}(\/[ABCD]\d{1,2}\.\d{1,2}M)?:\d{4}$/,
  AATCC: /^AATCC (TM|LP|EP) \d{1,3}-\d{4}$/,
  CGA: /^CGA [CGPSVMHE]-\d{1,2}(\.\d)?-\d{4}$/,
  IES: /^IES (LM|TM|RP|LP|DG)-\d{1,3}-\d{2}$/,
  UOP: /^UOP \d{1,4}-\d{2}$/,
  CFR: /^(16|29|40|49) CFR \d{1,4} \(\d{4}\)$/,
  QCS: /^QCS \d{4} Section \d{1,2} Part \d{1,2}$/,
};

const DOC_TYPES: Record<string, string> = {
  ASTM: "Test Method",
  ISO: "Standard",
  IEC: "Standard",
  API: "Specification",
  AWWA: "Standard",
  SAE: "Recommended Practice",
  UNE: "Standard",
  AASHTO: "Test Method",
  ACI: "Code",
  AWS: "Specification",
  AATCC: "Test Method",
  CGA: "Standard",
  IES: "Test Method",
  UOP: "Test Method",
  CFR: "Regulation",
  QCS: "Construction Specification",
};

describe("designations", () => {
  it.each(PUBLISHERS.map((p) => p.key))("follow the %s format", (key) => {
    const rng = new Rng(`designations/${key}`);
    const pool = new NumberPool();
    for (const committee of COMMITTEES[key]) {
      for (let i = 0; i < 20; i++) {
        const f = newFamily({
          rng,
          pool,
          publisherKey: key,
          committeeCode: committee.code,
          documentType: DOC_TYPES[key],
          kind: key === "CFR" ? "regulation" : key === "QCS" ? "construction-spec" : "standard",
          salt: 99,
        });
        if (key === "ASTM") f.parts.kind = "standard";
        const year = key === "QCS" ? 2014 : 2019;
        const e = editionOf(f, { year, month: 7, index: i % 3 });
        expect(e.displayDesignation).toMatch(FORMATS[key]);
        expect(contentCodeOf(key, e.designation, "en-US")).toMatch(new RegExp(`^${key}\\|[A-Za-z0-9._-]+\\|en-US$`));
      }
    }
  });

  it("writes the examples of the spec", () => {
    const astm = { publisherKey: "ASTM", family: "D3039", designationNo: "D3039/D3039M", parts: { kind: "standard" } };
    expect(editionOf(astm, { year: 2017, month: 3, index: 2 }).displayDesignation).toBe("ASTM D3039/D3039M-17");
    expect(contentCodeOf("ASTM", "D3039/D3039M-17", "en-US")).toBe("ASTM|D3039_D3039M-17|en-US");
    expect(designationKeyOf("ASTM D3039/D3039M-17")).toBe("astmd3039d3039m17");
    const iec = { publisherKey: "IEC", family: "60601-1", designationNo: "60601-1", parts: {} };
    expect(
      editionOf(iec, { year: 2012, month: 1, index: 2, baseYear: 2005, amendments: [2012] }).displayDesignation,
    ).toBe("IEC 60601-1:2005+AMD1:2012");
    const sae = { publisherKey: "SAE", family: "J1939-21", designationNo: "J1939-21", parts: { series: "J" } };
    expect(editionOf(sae, { year: 2022, month: 7, index: 2 }).displayDesignation).toBe("SAE J1939-21_202207");
    const une = { publisherKey: "UNE", family: "EN 1090-2", designationNo: "EN 1090-2", parts: { prefix: "UNE-" } };
    expect(editionOf(une, { year: 2019, month: 1, index: 1 }).displayDesignation).toBe("UNE-EN 1090-2:2019");
    const cfr = { publisherKey: "CFR", family: "49-192", designationNo: "49 CFR 192", parts: {} };
    expect(editionOf(cfr, { year: 2024, month: 1, index: 2 }).displayDesignation).toBe("49 CFR 192 (2024)");
  });

  it("hands out unique numbers", () => {
    const pool = new NumberPool();
    pool.reserve("X", "150");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(pool.next("X", 100, 999, 5));
    expect(seen.size).toBe(2000);
    expect(seen.has(150)).toBe(false);
  });

  it("bumps edition years", () => {
    expect(bumpDesignation("D3039/D3039M-14", 2014, 2017)).toBe("D3039/D3039M-17");
    expect(bumpDesignation("9001:2008", 2008, 2015)).toBe("9001:2015");
    expect(bumpDesignation("D2240-15(2021)", 2015, 2023)).toBe("D2240-23");
  });
});

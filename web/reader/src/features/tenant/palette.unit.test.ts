// Colours derived from each tenant's palette meet WCAG AA (issue 12): the hero Search button was
// 1.41:1 on aenor (dark text on #3c3c3b) and 2.66:1 on api; focus rings were 2.06:1 on white.
import { describe, expect, it } from "vitest";
import { contrastRatio, palette, readableOn, withContrast } from "./tenant-config.ts";

// The seeded tenants' primary and accent colours (prisma/src/seed/data/tenants.ts).
const TENANTS: Record<string, [primary: string, accent: string]> = {
  astm: ["#00447c", "#f7a800"],
  api: ["#1d3f8a", "#c8102e"],
  awwa: ["#005eb8", "#00a3e0"],
  cga: ["#2b5f3a", "#e87722"],
  aenor: ["#e30613", "#3c3c3b"],
  ies: ["#4a2c6f", "#ffc845"],
  demowl: ["#3a3a3a", "#18a999"],
};

describe("contrastRatio", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // The measurements.
    expect(contrastRatio("#1b2430", "#3c3c3b")).toBeLessThan(1.6);
    expect(contrastRatio("#93b4ff", "#ffffff")).toBeCloseTo(2.06, 1);
  });
});

describe("palette per tenant", () => {
  for (const [code, [primary, accent]] of Object.entries(TENANTS)) {
    it(`${code}: text on primary and accent 4.5:1, links 4.5:1 and focus rings 3:1 on white`, () => {
      const p = palette(primary, accent);
      expect(contrastRatio(p["--color-primary-contrast"], primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p["--color-accent-contrast"], accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p["--color-link"], "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p["--color-focus"], "#ffffff")).toBeGreaterThanOrEqual(3);
      // The hero's white focus ring and text on the primary colour.
      if (p["--color-primary-contrast"] === "#ffffff")
        expect(contrastRatio("#ffffff", primary)).toBeGreaterThanOrEqual(3);
    });
  }

  it("puts white text on aenor's dark accent (the hero Search button)", () => {
    expect(readableOn("#3c3c3b")).toBe("#ffffff");
    expect(readableOn("#f7a800")).toBe("#1b2430");
  });

  it("darkens a light colour until it contrasts, and leaves a dark one alone", () => {
    expect(contrastRatio(withContrast("#93b4ff", 3), "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(withContrast("#00447c", 3)).toBe("#00447c");
  });
});

// Spec 3 §9: the layout changes at the breakpoints 576, 768, 992 and 1200 px, the desktop layout
// from 993 px. This reads every stylesheet of the reader and the widths its scripts ask
// matchMedia and window.innerWidth about, so a width of its own (e.g. 1100 px) fails here.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../", import.meta.url));
const BREAKPOINTS = [576, 768, 992, 1200];

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return files(`${path}/`, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** A width in px of a media query (rem at 16 px). */
const px = (value: string, unit: string) => (unit === "rem" || unit === "em" ? Number(value) * 16 : Number(value));

/**
 * One of the spec's breakpoints, on either side of it: `min-width: 576px` and `max-width: 575.98px`
 * (Bootstrap's form) or `max-width: 576px` and `min-width: 577px` (the spec's desktop at 993).
 */
function atBreakpoint(width: number): boolean {
  return BREAKPOINTS.some((b) => width === b || width === b + 1 || width === b - 0.02);
}

/** The media-query widths of a text (CSS, or a script's matchMedia string). */
function mediaWidths(text: string): number[] {
  return [...text.matchAll(/\((?:min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)].map((m) => px(m[1], m[2]));
}

/** The widths a script compares the window with, or names as a layout's minimum width. */
function scriptWidths(text: string): number[] {
  return [...text.matchAll(/(?:innerWidth\s*[<>]=?|MIN_WIDTH\s*=)\s*(\d+)/g)].map((m) => Number(m[1]));
}

describe("the breakpoints (spec 3 §9)", () => {
  it("the rule itself: the four breakpoints on either side, nothing between", () => {
    for (const w of [576, 575.98, 577, 768, 769, 992, 993, 1200, 1199.98])
      expect(atBreakpoint(w), String(w)).toBe(true);
    for (const w of [480, 600, 1024, 1100, 1280]) expect(atBreakpoint(w), String(w)).toBe(false);
  });

  it("every media query of the stylesheets is at one of them", () => {
    const off: string[] = [];
    for (const file of files(SRC, /\.css$/)) {
      const css = readFileSync(file, "utf8");
      for (const w of mediaWidths(css)) if (!atBreakpoint(w)) off.push(`${file.slice(SRC.length)}: ${w}px`);
    }
    expect(off).toEqual([]);
  });

  it("the scripts' layout widths too, and the desktop layout starts at 993 px", () => {
    const sidebar = readFileSync(`${SRC}shell/Sidebar.tsx`, "utf8");
    expect(scriptWidths(sidebar)).toEqual([993]);
    expect(readFileSync(`${SRC}pages/Search/SearchPage.tsx`, "utf8")).toContain('"(min-width: 993px)"');
    const off: string[] = [];
    for (const file of files(SRC, /\.tsx?$/)) {
      if (file.includes(".test.")) continue;
      const source = readFileSync(file, "utf8");
      for (const w of [...mediaWidths(source), ...scriptWidths(source)])
        if (!atBreakpoint(w)) off.push(`${file.slice(SRC.length)}: ${w}px`);
    }
    expect(off).toEqual([]);
  });
});

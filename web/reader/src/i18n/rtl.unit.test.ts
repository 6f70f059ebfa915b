// Arabic is written right to left: the layout mirrors because the stylesheets only use logical
// properties (margin-inline-start, inset-inline-end, text-align: start, …) and every glyph that
// points sideways is turned round under [dir="rtl"]. These tests read the reader's stylesheets and
// components, so a physical left/right that creeps in fails here.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../", import.meta.url));

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return files(`${path}/`, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

interface Declaration {
  file: string;
  line: number;
  selectors: string[]; // the enclosing preludes, outermost first
  property: string;
  value: string;
}

/** The declarations of a stylesheet with the selectors (and at-rules) around each. */
function declarations(file: string, css: string): Declaration[] {
  const out: Declaration[] = [];
  const stack: string[] = [];
  let text = "";
  let line = 1;
  let start = 1;
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  for (const ch of source) {
    if (ch === "{") {
      stack.push(text.trim());
      text = "";
    } else if (ch === "}" || ch === ";") {
      const colon = text.indexOf(":");
      if (colon > 0 && stack.length > 0) {
        out.push({
          file,
          line: start,
          selectors: [...stack],
          property: text.slice(0, colon).trim().toLowerCase(),
          value: text
            .slice(colon + 1)
            .trim()
            .toLowerCase(),
        });
      }
      if (ch === "}") stack.pop();
      text = "";
    } else {
      if (text.trim() === "" && ch.trim() !== "") start = line;
      text += ch;
    }
    if (ch === "\n") line++;
  }
  return out;
}

const PHYSICAL_PROPERTY =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)$/;
const PHYSICAL_VALUE = /^(?:text-align|float|clear|caption-side)$/;

/** A declaration that would not mirror in a right-to-left page. */
function isPhysical(d: Declaration): boolean {
  if (d.selectors.some((s) => /\[dir\b|:dir\(/.test(s))) return false; // written for one direction on purpose
  if (PHYSICAL_PROPERTY.test(d.property)) return true;
  return PHYSICAL_VALUE.test(d.property) && /\b(?:left|right)\b/.test(d.value);
}

describe("the layout mirrors for Arabic", () => {
  const sheets = files(SRC, /\.css$/);

  it("finds the reader's stylesheets", () => {
    expect(sheets.some((f) => f.endsWith("styles/global.css"))).toBe(true);
  });

  it("uses only logical properties for sides (no margin-left, right:, text-align: left, …)", () => {
    const physical = sheets
      .flatMap((f) => declarations(f, readFileSync(f, "utf8")))
      .filter(isPhysical)
      .map((d) => `${d.file.slice(SRC.length)}:${d.line} ${d.property}: ${d.value}`);
    expect(physical).toEqual([]);
  });

  it("turns every sideways triangle round in right-to-left pages", () => {
    // Components that show ▸ or ◂ do so in an element with a __chevron class; each such class
    // needs a [dir="rtl"] rule (▸ is not mirrored by the browser, unlike ‹ and ›).
    const classes = new Set<string>();
    for (const f of files(SRC, /\.tsx$/)) {
      const text = readFileSync(f, "utf8");
      if (!/[▸◂▶◀►◄]/.test(text)) continue;
      for (const m of text.matchAll(/className="([^"]*)"/g)) {
        for (const c of m[1].split(/\s+/)) if (c.endsWith("__chevron")) classes.add(c);
      }
    }
    expect(classes.size).toBeGreaterThan(0);
    const rtlSelectors = sheets
      .flatMap((f) => declarations(f, readFileSync(f, "utf8")))
      .filter((d) => d.property === "transform" && d.selectors.some((s) => /\[dir=["']?rtl/.test(s)))
      .map((d) => d.selectors.join(" "));
    const unmirrored = [...classes].filter((c) => !rtlSelectors.some((s) => s.includes(`.${c}`)));
    expect(unmirrored).toEqual([]);
  });
});

describe("the stylesheet reader of these tests", () => {
  it("sees nested rules, comments and the [dir] exemption", () => {
    const css = `/* margin-left: 1px */
.a { margin-inline-start: 1px; padding-right: 2px }
@media (min-width: 576px) { .b { text-align: left; } .c { text-align: start } }
[dir="rtl"] .d { transform: scaleX(-1); left: 0 }`;
    const found = declarations("x.css", css).filter(isPhysical);
    expect(found.map((d) => `${d.line} ${d.property}`)).toEqual(["2 padding-right", "3 text-align"]);
  });
});

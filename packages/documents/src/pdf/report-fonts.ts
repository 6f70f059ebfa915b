// The fonts of the PDFs the platform writes itself (a review's record for auditors): Latin and
// Arabic glyphs, regular and bold. pdf-lib's standard fonts know WinAnsi only, so the text is set
// in TrueType fonts of the machine, embedded as subsets through fontkit (which also shapes Arabic:
// joined letter forms, ligatures). Which fonts: Noto Sans and Noto Sans Arabic (Debian's
// fonts-noto-core, which .ci/run and the back-end image install), else DejaVu Sans (Latin and
// Arabic in one file, fonts-dejavu-core); after them Noto Sans CJK (fonts-noto-cjk, also installed
// by both) for Chinese, Japanese and Korean names, comments and titles: one face of its collection
// (.ttc) chosen by the report's language (Japanese and Korean readers get their own forms of the
// characters the languages share; any other language the Simplified Chinese face, which has every
// CJK glyph). Its outlines are CFF, whose
// subsets need cff-subset-fix.ts. Without it CJK characters are missing glyphs and the PDF's labels
// fall back to English. The API's PDF_FONT_DIRS (its config, colon-separated) adds folders to look
// in first. The files are read once per process.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as Fontkit from "@pdf-lib/fontkit";
import fontkit from "@pdf-lib/fontkit";
import { mendCffSubsets } from "./cff-subset-fix.ts";

export const FONT_DIRS = [
  "/usr/share/fonts/truetype/noto",
  "/usr/share/fonts/truetype/dejavu",
  "/usr/share/fonts/opentype/noto",
  "/usr/share/fonts/noto",
  "/usr/share/fonts/dejavu",
  "/usr/share/fonts/TTF",
];

/** One face: its bytes for pdf-lib and its fontkit font to ask which characters it has. */
export interface FontFace {
  file: string;
  bytes: Uint8Array;
  /** The parsed font, shared by every document (parsing its tables is most of a report's time). */
  kit: Fontkit.Font;
  hasGlyph(codePoint: number): boolean;
  /** OpenType features to switch off: fontkit's kerning and ligature passes cost more than a report needs. */
  features?: Record<string, boolean>;
}

/** Latin-only faces: set without kerning and ligatures (fontkit's layout is several times faster). */
const PLAIN_LATIN = /^NotoSans-/;
const PLAIN = { kern: false, liga: false, calt: false };

/** The faces to try in order for each character (the first that has its glyph sets it). */
export interface ReportFonts {
  regular: FontFace[];
  bold: FontFace[];
}

export class ReportFontsMissing extends Error {
  constructor(dirs: string[]) {
    super(`No font for the PDF reports in ${dirs.join(", ")} (install fonts-noto-core or fonts-dejavu-core)`);
  }
}

const CHAINS = {
  regular: [["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf"], ["DejaVuSans.ttf"]],
  bold: [["NotoSans-Bold.ttf", "NotoSansArabic-Bold.ttf"], ["DejaVuSans-Bold.ttf"]],
};
/** Symbols the Noto pair lacks (arrows, some math): DejaVu Sans after it, when it is there. */
const EXTRA = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" };
/** Chinese, Japanese and Korean: a face of the Noto Sans CJK collection, last in each chain. */
const CJK_FILES = { regular: "NotoSansCJK-Regular.ttc", bold: "NotoSansCJK-Bold.ttc" };
/**
 * The collection's face for a language: the same code point is drawn differently in Japanese,
 * Korean and Chinese (骨, 直, 角…), so a Japanese reader's report is set in the Japanese face.
 */
function cjkFace(locale: string | undefined, weight: "Regular" | "Bold"): string {
  const region = locale?.startsWith("ja") ? "jp" : locale?.startsWith("ko") ? "kr" : "sc";
  return `NotoSansCJK${region}-${weight}`;
}

/** A font file's face (`face`: its PostScript name in a collection), or null where it is not found. */
function parse(bytes: Uint8Array, face?: string): Fontkit.Font | null {
  const font = face ? fontkit.create(bytes, face) : fontkit.create(bytes);
  if (!font || typeof (font as { hasGlyphForCodePoint?: unknown }).hasGlyphForCodePoint !== "function") return null;
  mendCffSubsets(font);
  return font;
}

/** Font files read once per process (a CJK collection is about 20 MB and holds every face). */
const fileBytes = new Map<string, Uint8Array>();

function readBytes(path: string): Uint8Array | null {
  let bytes = fileBytes.get(path);
  if (bytes) return bytes;
  try {
    bytes = new Uint8Array(readFileSync(path));
  } catch {
    return null;
  }
  fileBytes.set(path, bytes);
  return bytes;
}

function readFace(dirs: string[], name: string, face?: string): FontFace | null {
  for (const dir of dirs) {
    const bytes = readBytes(join(dir, name));
    if (!bytes) continue;
    const font = parse(bytes, face);
    if (!font) continue;
    return {
      file: join(dir, name),
      bytes,
      kit: font,
      hasGlyph: (cp) => font.hasGlyphForCodePoint(cp),
      ...(PLAIN_LATIN.test(name) ? { features: PLAIN } : {}),
    };
  }
  return null;
}

/** The first chain whose every file is found (Noto's pair, else DejaVu). */
function chain(dirs: string[], options: string[][], extra: string): FontFace[] | null {
  for (const names of options) {
    const faces = names.map((n) => readFace(dirs, n));
    if (!faces.every((f): f is FontFace => f !== null)) continue;
    const more = names.includes(extra) ? null : readFace(dirs, extra);
    return more ? [...faces, more] : faces;
  }
  return null;
}

let base: { dirs: string[]; regular: FontFace[]; bold: FontFace[] } | null = null;
/** Per CJK face name: the face, or null where the machine has no such collection. */
const cjkFaces = new Map<string, FontFace | null>();

function cjk(dirs: string[], weight: "Regular" | "Bold", locale: string | undefined): FontFace | null {
  const face = cjkFace(locale, weight);
  if (!cjkFaces.has(face)) {
    cjkFaces.set(face, readFace(dirs, weight === "Bold" ? CJK_FILES.bold : CJK_FILES.regular, face));
  }
  return cjkFaces.get(face) ?? null;
}

/**
 * The report fonts of this machine for a report in `locale` (cached); ReportFontsMissing when it
 * has none. The Latin and Arabic chains are the same for every language; the CJK face last in
 * each chain is the language's (see cjkFace).
 */
export function reportFonts(extraDirs: readonly string[] = [], locale?: string): ReportFonts {
  if (!base) {
    const dirs = [...extraDirs, ...FONT_DIRS];
    const regular = chain(dirs, CHAINS.regular, EXTRA.regular);
    const bold = chain(dirs, CHAINS.bold, EXTRA.bold) ?? regular;
    if (!regular || !bold) throw new ReportFontsMissing(dirs);
    base = { dirs, regular, bold };
  }
  const cjkRegular = cjk(base.dirs, "Regular", locale);
  const cjkBold = cjk(base.dirs, "Bold", locale) ?? cjkRegular;
  return {
    regular: cjkRegular ? [...base.regular, cjkRegular] : base.regular,
    bold: cjkBold ? [...base.bold, cjkBold] : base.bold,
  };
}

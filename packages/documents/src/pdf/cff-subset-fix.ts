// Two faults of @pdf-lib/fontkit's CFF subsetting (its CFFSubset), met with the CFF-outlined CJK
// fonts (Noto Sans CJK, fonts-noto-cjk) that the review PDFs embed:
//   - the subset's CFF header is written with an offSize outside 1..4, so poppler, Acrobat and
//     others refuse the embedded font ("Embedded font file may be invalid") and draw the text in a
//     font of the reader's machine, or not at all where it has no CJK font;
//   - a CID-keyed font's glyphs are given the wrong font dict (FDSelect) when their dict was met
//     before another: kana, ideographs and Hangul are in different dicts of Noto Sans CJK, so a
//     line that mixes them takes another dict's private subroutines;
//   - a subset of .notdef alone (a face no character of the document needed) fails to encode.
// Both are mended once per process on the subset class, which fontkit does not export: it is
// reached through a subset of the CFF font itself. TrueType fonts' subsets are not touched.
import { PassThrough } from "node:stream";
import type * as Fontkit from "@pdf-lib/fontkit";

interface CffSubset {
  glyphs: number[];
  includeGlyph(gid: number): number;
  font: { getGlyph(gid: number): { path: unknown; _usedSubrs?: Record<string, boolean> } };
  cff: { fdForGlyph(gid: number): number | null; topDict: { FDArray: FontDict[] } };
  subsetSubrs(subrs: unknown[], used: Record<string, boolean>): unknown[];
  encodeStream(): NodeJS.ReadableStream;
}
interface FontDict {
  FontName?: unknown;
  Private?: { Subrs?: unknown[] } & Record<string, unknown>;
}
interface TopDict {
  FDArray: FontDict[];
  FDSelect: { version: number; fds: number[] };
}

const mended = new WeakSet<object>();

/** Each glyph gets the index of its own font dict in the subset; each dict keeps the subroutines its glyphs use. */
function subsetFontdict(this: CffSubset, topDict: TopDict): void {
  topDict.FDArray = [];
  topDict.FDSelect = { version: 0, fds: [] };
  const index = new Map<number, number>();
  const usedSubrs: Record<string, boolean>[] = [];
  for (const gid of this.glyphs) {
    const fd = this.cff.fdForGlyph(gid);
    if (fd === null || fd === undefined) continue;
    let at = index.get(fd);
    if (at === undefined) {
      topDict.FDArray.push({ ...this.cff.topDict.FDArray[fd] });
      usedSubrs.push({});
      at = topDict.FDArray.length - 1;
      index.set(fd, at);
    }
    topDict.FDSelect.fds.push(at);
    const glyph = this.font.getGlyph(gid);
    void glyph.path; // parsing the outline records the subroutines it calls
    for (const subr in glyph._usedSubrs) usedSubrs[at]![subr] = true;
  }
  topDict.FDArray.forEach((dict, i) => {
    delete dict.FontName;
    if (dict.Private?.Subrs)
      dict.Private = { ...dict.Private, Subrs: this.subsetSubrs(dict.Private.Subrs, usedSubrs[i]!) };
  });
}

/** The subset's bytes with the header's offSize set to 4 (any offset fits in four bytes). */
function encodeStreamWith(original: () => NodeJS.ReadableStream) {
  return function encodeStream(this: CffSubset): NodeJS.ReadableStream {
    // A subset of .notdef alone (a face embedded but not used) would write its charset's count as
    // -1: one more glyph keeps it well-formed.
    if (this.glyphs.length < 2) this.includeGlyph(1);
    const out = new PassThrough();
    const parts: Buffer[] = [];
    original
      .call(this)
      .on("data", (b: Uint8Array) => parts.push(Buffer.from(b)))
      .on("end", () => {
        const bytes = Buffer.concat(parts);
        if (bytes.length > 3) bytes[3] = 4;
        out.end(bytes);
      })
      .on("error", (err: Error) => out.destroy(err));
    return out;
  };
}

/** Mends the CFF subset class of `font`'s fontkit (once); a TrueType font is left alone. */
export function mendCffSubsets(font: Fontkit.Font): void {
  if (!(font as unknown as Record<string, unknown>)["CFF "]) return;
  const proto = Object.getPrototypeOf(font.createSubset()) as CffSubset & Record<string, unknown>;
  if (mended.has(proto)) return;
  mended.add(proto);
  proto.subsetFontdict = subsetFontdict;
  proto.encodeStream = encodeStreamWith(proto.encodeStream);
}

// PDF annotations written with pdf-lib's low-level API: highlights (with quad points), carets
// with pop-up notes, free-text margin notes, sticky notes and links. Every annotation carries its
// own appearance stream, so every viewer shows the same marks (pdf.js, browsers, Acrobat).
import {
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  StandardFonts,
} from "pdf-lib";

export type Rgb = [number, number, number];

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const n = (v: number) => Math.round(v * 100) / 100;

export function unionBox(boxes: Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Makes text drawable with a standard font (WinAnsi): other characters become '?'. */
export function drawable(font: PDFFont, text: string): string {
  const supported = charsetOf(font);
  let out = "";
  for (const ch of text.replace(/\s+/g, " ")) {
    const cp = ch.codePointAt(0)!;
    out += supported.has(cp) ? ch : "?";
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let s = charsets.get(font);
  if (!s) {
    s = new Set(font.getCharacterSet());
    charsets.set(font, s);
  }
  return s;
}

/** Greedy word wrap to `width` points; at most `maxLines` lines, the last one ellipsised. */
export function wrapText(font: PDFFont, text: string, size: number, width: number, maxLines: number): string[] {
  const words = drawable(font, text).split(" ").filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const candidate = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
      // A single word wider than the box is cut.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) line = line.slice(0, -1);
    } else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1]}…`;
    while (font.widthOfTextAtSize(drawable(font, last), size) > width && last.length > 2)
      last = `${last.slice(0, -2)}…`;
    kept[maxLines - 1] = drawable(font, last);
    return kept;
  }
  return lines;
}

/** Writes annotations into one document; create one per document. */
export class Annotator {
  private counter = 0;
  private helvetica: PDFFont | null = null;
  private multiply: PDFRef | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly author = "Norma",
  ) {}

  font(): PDFFont {
    if (!this.helvetica) this.helvetica = this.doc.embedStandardFont(StandardFonts.Helvetica);
    return this.helvetica;
  }

  private name(prefix: string): PDFHexString {
    return PDFHexString.fromText(`${prefix}-${++this.counter}`);
  }

  private appearance(bbox: Box, content: string, resources: Record<string, unknown> = {}): PDFRef {
    const ctx = this.doc.context;
    const stream = ctx.flateStream(content, {
      Type: "XObject",
      Subtype: "Form",
      BBox: [n(bbox.x0), n(bbox.y0), n(bbox.x1), n(bbox.y1)],
      Resources: resources,
    } as never);
    return ctx.register(stream);
  }

  private multiplyState(): PDFRef {
    if (!this.multiply) {
      this.multiply = this.doc.context.register(
        this.doc.context.obj({ Type: "ExtGState", BM: "Multiply", CA: 1, ca: 1 } as never),
      );
    }
    return this.multiply;
  }

  private add(page: PDFPage, dict: Record<string, unknown>): PDFRef {
    const ref = this.doc.context.register(this.doc.context.obj(dict as never));
    page.node.addAnnot(ref);
    return ref;
  }

  /** Highlight over the given line boxes (one quad each). */
  highlight(page: PDFPage, boxes: Box[], o: { color: Rgb; contents: string; subject?: string }): PDFRef {
    const rect = unionBox(boxes);
    const quads: number[] = [];
    for (const b of boxes) quads.push(n(b.x0), n(b.y1), n(b.x1), n(b.y1), n(b.x0), n(b.y0), n(b.x1), n(b.y0));
    const fill = boxes.map((b) => `${n(b.x0)} ${n(b.y0)} ${n(b.x1 - b.x0)} ${n(b.y1 - b.y0)} re f`).join("\n");
    const ap = this.appearance(rect, `q /GSm gs ${o.color.join(" ")} rg\n${fill}\nQ`, {
      ExtGState: { GSm: this.multiplyState() },
    });
    return this.add(page, {
      Type: "Annot",
      Subtype: "Highlight",
      Rect: [n(rect.x0), n(rect.y0), n(rect.x1), n(rect.y1)],
      QuadPoints: quads,
      C: o.color,
      F: 4,
      NM: this.name("hl"),
      T: PDFHexString.fromText(this.author),
      Subj: PDFHexString.fromText(o.subject ?? "Highlight"),
      Contents: PDFHexString.fromText(o.contents),
      AP: { N: ap },
    });
  }

  /** Strike-out over the given line boxes (a line through their middle). */
  strikeOut(page: PDFPage, boxes: Box[], o: { color: Rgb; contents: string; subject?: string }): PDFRef {
    const rect = unionBox(boxes);
    const quads: number[] = [];
    for (const b of boxes) quads.push(n(b.x0), n(b.y1), n(b.x1), n(b.y1), n(b.x0), n(b.y0), n(b.x1), n(b.y0));
    const lines = boxes
      .map((b) => {
        const y = n((b.y0 + b.y1) / 2);
        return `${n(b.x0)} ${y} m ${n(b.x1)} ${y} l S`;
      })
      .join("\n");
    const ap = this.appearance(rect, `q ${o.color.join(" ")} RG 0.8 w\n${lines}\nQ`);
    return this.add(page, {
      Type: "Annot",
      Subtype: "StrikeOut",
      Rect: [n(rect.x0), n(rect.y0), n(rect.x1), n(rect.y1)],
      QuadPoints: quads,
      C: o.color,
      F: 4,
      NM: this.name("so"),
      T: PDFHexString.fromText(this.author),
      Subj: PDFHexString.fromText(o.subject ?? "Strikeout"),
      Contents: PDFHexString.fromText(o.contents),
      AP: { N: ap },
    });
  }

  /** A caret at (x, y0..y1) with a closed pop-up note holding `contents`. */
  caret(
    page: PDFPage,
    at: { x: number; y0: number; y1: number },
    o: { color: Rgb; contents: string; subject?: string; popup?: Box },
  ): PDFRef {
    const h = Math.max(4, at.y1 - at.y0);
    const rect: Box = { x0: at.x - h * 0.35, y0: at.y0 - h * 0.15, x1: at.x + h * 0.35, y1: at.y0 + h * 0.55 };
    const ap = this.appearance(
      rect,
      `q ${o.color.join(" ")} rg ${n(rect.x0)} ${n(rect.y0)} m ${n(at.x)} ${n(rect.y1)} l ${n(rect.x1)} ${n(rect.y0)} l f Q`,
    );
    const ref = this.add(page, {
      Type: "Annot",
      Subtype: "Caret",
      Rect: [n(rect.x0), n(rect.y0), n(rect.x1), n(rect.y1)],
      C: o.color,
      F: 4,
      NM: this.name("ca"),
      T: PDFHexString.fromText(this.author),
      Subj: PDFHexString.fromText(o.subject ?? "Deleted"),
      Contents: PDFHexString.fromText(o.contents),
      AP: { N: ap },
    });
    if (o.popup) this.popup(page, ref, o.popup);
    return ref;
  }

  /** A sticky note (Text annotation) with a pop-up. */
  note(page: PDFPage, at: { x: number; y: number }, o: { color: Rgb; contents: string; title?: string; popup?: Box }) {
    const rect: Box = { x0: at.x, y0: at.y - 14, x1: at.x + 14, y1: at.y };
    const c = o.color.join(" ");
    const ap = this.appearance(
      rect,
      `q ${c} rg 0 0 0 RG 0.6 w ${n(rect.x0 + 1)} ${n(rect.y0 + 1)} 12 12 re B 0 0 0 RG ${n(rect.x0 + 3)} ${n(rect.y0 + 9)} m ${n(rect.x0 + 11)} ${n(rect.y0 + 9)} l ${n(rect.x0 + 3)} ${n(rect.y0 + 6)} m ${n(rect.x0 + 11)} ${n(rect.y0 + 6)} l ${n(rect.x0 + 3)} ${n(rect.y0 + 3)} m ${n(rect.x0 + 9)} ${n(rect.y0 + 3)} l S Q`,
    );
    const ref = this.add(page, {
      Type: "Annot",
      Subtype: "Text",
      Rect: [n(rect.x0), n(rect.y0), n(rect.x1), n(rect.y1)],
      Name: "Comment",
      C: o.color,
      F: 4 | 8 | 16, // print, no zoom, no rotate
      NM: this.name("nt"),
      T: PDFHexString.fromText(o.title ?? this.author),
      Contents: PDFHexString.fromText(o.contents),
      AP: { N: ap },
    });
    if (o.popup) this.popup(page, ref, o.popup);
    return ref;
  }

  private popup(page: PDFPage, parent: PDFRef, box: Box): PDFRef {
    const ref = this.add(page, {
      Type: "Annot",
      Subtype: "Popup",
      Rect: [n(box.x0), n(box.y0), n(box.x1), n(box.y1)],
      Parent: parent,
      Open: false,
      F: 4,
    });
    const parentDict = this.doc.context.lookup(parent) as unknown as { set(k: PDFName, v: PDFRef): void };
    parentDict.set(PDFName.of("Popup"), ref);
    return ref;
  }

  /**
   * A free-text note showing `lines` (already wrapped) at `size`, optionally struck through:
   * deleted wording in the margin.
   */
  freeText(
    page: PDFPage,
    box: Box,
    o: { lines: string[]; size: number; color: Rgb; struck?: boolean; contents: string; subject?: string },
  ): PDFRef {
    const font = this.font();
    const leading = o.size * 1.2;
    const c = o.color.join(" ");
    const ops: string[] = ["q", `${c} rg`, `${c} RG`, "0.5 w"];
    o.lines.forEach((line, i) => {
      const y = box.y1 - leading * (i + 1) + (leading - o.size) / 2 + o.size * 0.2;
      const text = drawable(font, line);
      ops.push(`BT /Helv ${o.size} Tf ${n(box.x0 + 1)} ${n(y)} Td ${font.encodeText(text).toString()} Tj ET`);
      if (o.struck) {
        const w = font.widthOfTextAtSize(text, o.size);
        const ym = n(y + o.size * 0.3);
        ops.push(`${n(box.x0 + 1)} ${ym} m ${n(box.x0 + 1 + w)} ${ym} l S`);
      }
    });
    ops.push("Q");
    const ap = this.appearance(box, ops.join("\n"), { Font: { Helv: font.ref } });
    return this.add(page, {
      Type: "Annot",
      Subtype: "FreeText",
      Rect: [n(box.x0), n(box.y0), n(box.x1), n(box.y1)],
      C: o.color,
      F: 4,
      NM: this.name("ft"),
      T: PDFHexString.fromText(this.author),
      Subj: PDFHexString.fromText(o.subject ?? "Note"),
      Contents: PDFHexString.fromText(o.contents),
      DA: PDFHexString.fromText(`/Helv ${o.size} Tf ${c} rg`),
      AP: { N: ap },
    });
  }

  /** A link on `box` of `page` to the top of `target`. */
  link(page: PDFPage, box: Box, target: PDFPage): PDFRef {
    return this.add(page, {
      Type: "Annot",
      Subtype: "Link",
      Rect: [n(box.x0), n(box.y0), n(box.x1), n(box.y1)],
      Border: [0, 0, 0],
      F: 4,
      Dest: [target.ref, "XYZ", null, null, null],
    });
  }
}

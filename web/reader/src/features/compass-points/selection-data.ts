// A PDF selection's data (spec 2 §3 selectionData: XML with a contents element), the form the
// PDF download and the re-anchoring job read: <contents page="0-based" coords="…">quote</contents>,
// one quad per line in PDF user space (origin at the bottom left, y upwards; x0,y1,x1,y1,x0,y0,x1,y0).
// The viewer draws pages at a scale, with y downwards from the page's top: these convert both ways.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The page's view box ([x0, y0, x1, y1] in PDF user space, pdf.js's page.view) and its scale on screen. */
export interface PageGeometry {
  view: readonly number[];
  scale: number;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The selection data of boxes drawn on a page (CSS pixels from the page's top left). */
export function selectionDataOf(page: number, boxes: Box[], g: PageGeometry, quote: string): string | null {
  if (!boxes.length || !(g.scale > 0)) return null;
  const [vx0, , , vy1] = g.view;
  const n = (v: number) => Number(v.toFixed(2));
  const coords = boxes
    .flatMap((b) => {
      const x0 = vx0 + b.left / g.scale;
      const x1 = vx0 + (b.left + b.width) / g.scale;
      const yTop = vy1 - b.top / g.scale;
      const yBottom = vy1 - (b.top + b.height) / g.scale;
      return [x0, yTop, x1, yTop, x0, yBottom, x1, yBottom].map(n);
    })
    .join(",");
  return `<contents page="${page - 1}" coords="${coords}">${esc(quote)}</contents>`;
}

/** The boxes of selection data on screen (CSS pixels from the page's top left), with its 1-based page. */
export function boxesOf(
  data: string | null | undefined,
  g: PageGeometry,
): { page: number | null; boxes: Box[] } | null {
  if (!data) return null;
  const attr = (name: string) => data.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1];
  const nums = (s: string | undefined) =>
    (s ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
  const pageAttr = attr("page");
  const page = pageAttr !== undefined && /^\d+$/.test(pageAttr) ? Number(pageAttr) + 1 : null;
  const [vx0, , , vy1] = g.view;
  const toBox = (xs: number[], ys: number[]): Box => {
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    return {
      left: (x0 - vx0) * g.scale,
      top: (vy1 - y1) * g.scale,
      width: (x1 - x0) * g.scale,
      height: (y1 - y0) * g.scale,
    };
  };
  const coords = nums(attr("coords"));
  const boxes: Box[] = [];
  if (coords.length >= 8 && coords.length % 8 === 0 && coords.every(Number.isFinite)) {
    for (let i = 0; i < coords.length; i += 8)
      boxes.push(
        toBox(
          [coords[i], coords[i + 2], coords[i + 4], coords[i + 6]],
          [coords[i + 1], coords[i + 3], coords[i + 5], coords[i + 7]],
        ),
      );
  } else {
    const r = nums(attr("rect"));
    if (r.length === 4 && r.every(Number.isFinite)) boxes.push(toBox([r[0], r[2]], [r[1], r[3]]));
  }
  return boxes.length ? { page, boxes } : null;
}

/** The 1-based page selection data is on (null when it names none). */
export function pageOfSelectionData(data: string | null | undefined): number | null {
  const m = data?.match(/\bpage\s*=\s*"(\d+)"/i);
  return m ? Number(m[1]) + 1 : null;
}

// A note's data (spec 2 §7 notes: the viewer's annotation of the note): the page it is on,
// 0-based, and since issue 14 optionally the spot on that page as fractions of the page's width
// and height from its top left corner — <text page="3" x="0.25" y="0.4" />. Notes with the page
// alone (<text page="3" />, every older note) stay valid: they have no spot.
import type { UserNote } from "./CompassPointsContext.tsx";

/** The 1-based page a note is on. */
export function notePage(n: Pick<UserNote, "noteData">): number | null {
  const m = n.noteData?.match(/\bpage\s*=\s*"(\d+)"/);
  return m ? Number(m[1]) + 1 : null;
}

const fraction = (data: string, name: string) => {
  const m = data.match(new RegExp(`\\b${name}\\s*=\\s*"([0-9]*\\.?[0-9]+)"`));
  const v = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(v) && v >= 0 && v <= 1 ? v : null;
};

/** The note's spot on its page, or null for a note on the whole page. */
export function notePoint(n: Pick<UserNote, "noteData">): { x: number; y: number } | null {
  if (!n.noteData) return null;
  const x = fraction(n.noteData, "x");
  const y = fraction(n.noteData, "y");
  return x !== null && y !== null ? { x, y } : null;
}

/** The data of a note on a 1-based page, at a spot when given. */
export function noteDataOf(page: number, at?: { x: number; y: number } | null): string {
  return at ? `<text page="${page - 1}" x="${at.x}" y="${at.y}" />` : `<text page="${page - 1}" />`;
}

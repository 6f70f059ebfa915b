// Where the references of an edition are written in its text (issue 27): the designations the
// references API lists (as first written: "ASTM A370-19", bare in a list: "E8/E8M-16"), found
// again in the HTML's text so that each becomes a link to the document it resolves to (a dated
// reference to that edition, an undated one to the current edition: the API's `target`). Also
// found: a dated reference's number without its edition ("E8/E8M" after "E8/E8M-16" was listed)
// and a designation's number without its publisher ("D638" for "ASTM D638"), when the number has
// letters and digits (as the detection reads them: a bare "163" or "9001" is never a citation).
import type { DocumentReference } from "./reference-queries.ts";

export interface ReferenceMatch {
  start: number;
  end: number;
  reference: DocumentReference;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form read as a citation: written with its publisher, or a number with letters and digits. */
const citable = (form: string, publisher: string) =>
  form.startsWith(`${publisher} `) || (/[A-Za-z]/.test(form) && /\d/.test(form));

/** The ways a reference may be written, most specific first, each with the reference it names. */
export function writtenForms(references: readonly DocumentReference[]): [form: string, DocumentReference][] {
  const exact = new Map<string, DocumentReference>();
  const loose = new Map<string, DocumentReference>();
  for (const r of references) {
    if (!r.target) continue;
    const written = r.designation.trim();
    if (!written) continue;
    if (!exact.has(written)) exact.set(written, r);
    const numbers = [written];
    if (r.edition && written.endsWith(r.edition))
      numbers.push(written.slice(0, written.length - r.edition.length).replace(/[-:_\s(]+$/, ""));
    const forms = new Set<string>();
    for (const n of numbers) {
      forms.add(n);
      if (n.startsWith(`${r.publisher} `)) forms.add(n.slice(r.publisher.length + 1));
    }
    for (const f of forms) if (f !== written && citable(f, r.publisher) && !loose.has(f)) loose.set(f, r);
  }
  for (const f of exact.keys()) loose.delete(f);
  const byLength = (a: [string, DocumentReference], b: [string, DocumentReference]) => b[0].length - a[0].length;
  return [...[...exact].sort(byLength), ...[...loose].sort(byLength)];
}

/**
 * A matcher for one text: the mentions of the references in it, not overlapping, in text order.
 * A mention stands alone: not inside a word or number, and not followed by an edition, a part or
 * a second designation ("E8/E8M" is not a mention inside "E8/E8M-16", nor "A370" in "A370M").
 */
export function referenceMatcher(references: readonly DocumentReference[]) {
  const forms = writtenForms(references);
  if (!forms.length) return () => [] as ReferenceMatch[];
  const of = new Map(forms);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}/.-])(?:${forms.map(([f]) => escapeRegExp(f)).join("|")})(?![\\p{L}\\p{N}/]|[-:_.]\\p{N})`,
    "gu",
  );
  return (text: string): ReferenceMatch[] => {
    const out: ReferenceMatch[] = [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const reference = of.get(m[0]);
      if (reference) out.push({ start: m.index, end: m.index + m[0].length, reference });
    }
    return out;
  };
}

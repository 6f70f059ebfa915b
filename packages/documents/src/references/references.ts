// The documents an edition cites (issue 27), found in its anchor text (the text the reader and the
// workers share; see ../clauses): every designation written with its publisher, and in a list of
// referenced documents also those written bare under a heading that names their publisher
// ("2.1 ASTM Standards:" then "A370 Test Methods …"). Each citation has a kind:
//   normative     in the clause of referenced documents / normative references (and its subclauses),
//   bibliography  in a bibliography (or a clause of informative references),
//   informative   anywhere else in the text.
// One edge per cited document and edition: a document cited in several places is one reference,
// of its strongest kind (normative, then bibliography, then informative) and the clause where it
// is first cited so; an undated mention of a document also cited with its edition is that edition.
// The document never cites itself (its own designation in its header and scope is not a reference).

import { type Clause, type ClauseSource, clausesOf } from "../clauses/clauses.ts";
import {
  escapeRegExp,
  KNOWN_PUBLISHERS,
  referenceKey,
  type ScannedDesignation,
  scanBareDesignation,
  scanDesignations,
} from "../designations/designation-scan.ts";

export type ReferenceKind = "normative" | "bibliography" | "informative";

export interface DetectedReference {
  /** The designation as first written ("ASTM A370-19"; bare in a list: "A370"). */
  designation: string;
  publisher: string;
  /** Number without edition ("A370", "EN 10025-2"). */
  number: string;
  /** referenceKey(publisher, number): how the catalogue's families are keyed too. */
  key: string;
  /** The edition as written ("19", "2015"), null for an undated reference. */
  edition: string | null;
  editionYear: number | null;
  kind: ReferenceKind;
  /** The number of the clause it is cited in ("2.1"), null before the first clause. */
  clause: string | null;
  /** Where it is first cited so, in the text. */
  start: number;
  end: number;
  /** How many times the text cites it (all kinds). */
  occurrences: number;
}

export interface DetectOptions {
  /** Publishers to look for (the catalogue's, upper case); KNOWN_PUBLISHERS are always looked for. */
  publishers?: readonly string[];
  /** The edition's own publisher and designation number: never a reference of itself. */
  self?: { publisher: string; designationNo: string } | null;
}

// Headings are compared without accents and case ("Références normatives" → "references normatives").
const NORMATIVE_HEADING =
  /\b(?:referenced documents|normative references?|references normatives|normative verweisungen|referencias normativas|normas para consulta|documents de reference|documentos de referencia|mitgeltende dokumente|applicable documents)\b/;
const BIBLIOGRAPHY_HEADING = /\b(?:bibliography|bibliographie|bibliografia|literaturhinweise|informative references)\b/;
/**
 * A heading naming the publisher of a list: "ASTM Standards:", "Normes ASTM :", "Normas ASTM:",
 * "ASTM-Normen:" (the seed's translations and the publishers' own).
 */
const LIST_PUBLISHER = [
  /^(?:\d+(?:\.\d+)*\.?\s+)?([A-Z]{2,6})(?:\s+|-)(?:Standards?|Specifications?|Documents?|Publications?|Normen)\b/,
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:Normes|Normas|Norme)\s+([A-Z]{2,6})\s*:/,
];
const plain = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const RANK: Record<ReferenceKind, number> = { normative: 3, bibliography: 2, informative: 1 };

interface Section {
  start: number;
  end: number;
  kind: Exclude<ReferenceKind, "informative">;
  /** An unnumbered section's heading ("Bibliography"): the clause its citations are in. */
  label?: string;
}

/**
 * The sections of referenced documents and bibliography: a clause whose heading names one, with its
 * subclauses; an unnumbered heading line ("Bibliography" at the end of an ISO standard) runs to the
 * next clause or the end.
 */
function sectionsOf(source: ClauseSource, clauses: Clause[]): Section[] {
  const sections: Section[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i];
    const kind = kindOfHeading(c.heading ?? firstWords(source.text, c.bodyStart));
    if (!kind) continue;
    let end = c.end;
    // Its subclauses: the clauses that follow with a longer number under it.
    for (let j = i + 1; j < clauses.length && under(clauses[j], c); j++) end = clauses[j].end;
    sections.push({ start: c.start, end, kind });
  }
  const starts = [0, ...source.breaks];
  for (let i = 0; i < starts.length; i++) {
    const lineEnd = i + 1 < starts.length ? starts[i + 1] : source.text.length;
    // (Words are single-spaced: a line longer than this is no short heading, and is not copied.)
    if (lineEnd - starts[i] > 44) continue;
    const line = source.text.slice(starts[i], lineEnd).trim();
    if (line.length > 40 || !/^[\p{L} ]+$/u.test(line)) continue;
    const kind = kindOfHeading(line);
    if (!kind) continue;
    // A heading inside a section of the other kind ends it ("Bibliography" after the last clause
    // of the normative references, which would otherwise run to the end of the text).
    const within = sections.find((s) => s.start <= starts[i] && starts[i] < s.end);
    if (within?.kind === kind) continue;
    if (within) within.end = starts[i];
    const next = clauses.find((c) => c.start > starts[i]);
    sections.push({ start: starts[i], end: next ? next.start : source.text.length, kind, label: line });
  }
  return sections.sort((a, b) => a.start - b.start);
}

const firstWords = (text: string, at: number) => text.slice(at, at + 60);

function kindOfHeading(heading: string): Section["kind"] | null {
  const text = plain(heading);
  if (NORMATIVE_HEADING.test(text)) return "normative";
  if (BIBLIOGRAPHY_HEADING.test(text)) return "bibliography";
  return null;
}

function under(c: Clause, parent: Clause): boolean {
  const p = parent.segments;
  return c.segments.length > p.length && p.every((s, k) => c.segments[k] === s);
}

/**
 * The clauses that are clauses: in a list of references, a line that starts with a designation
 * ("D1.1 Structural Welding Code", "A.1"-like numbers of a bare list) is an entry of the list, not
 * a clause, so a reference found there belongs to the list's clause.
 */
function realClauses(clauses: Clause[], sections: Section[], text: string): Clause[] {
  return clauses.filter((c) => {
    const inSection = sections.some((s) => s.start < c.start && c.start < s.end);
    if (!inSection) return true;
    // Numbered subclauses of the section ("2.1", "2.2") stay; letter-led numbers are designations.
    if (/^[A-Z]/.test(c.number) && !/^(?:annex|appendix)/i.test(text.slice(c.start, c.start + 8))) return false;
    return true;
  });
}

function clauseNumberAt(clauses: Clause[], offset: number): string | null {
  let found: Clause | null = null;
  for (const c of clauses) {
    if (c.start > offset) break;
    found = c;
  }
  return found ? found.number : null;
}

interface Found extends ScannedDesignation {
  kind: ReferenceKind;
}

/** The references an edition's text makes, one per cited document and edition, in text order. */
export function detectReferences(source: ClauseSource, options: DetectOptions = {}): DetectedReference[] {
  const { text } = source;
  const publishers = [...new Set([...KNOWN_PUBLISHERS, ...(options.publishers ?? []).map((p) => p.toUpperCase())])];
  const allClauses = clausesOf(source);
  const sections = sectionsOf(source, allClauses);
  const clauses = realClauses(allClauses, sections, text);
  const sectionAt = (offset: number) => sections.find((s) => s.start <= offset && offset < s.end) ?? null;
  const found: Found[] = scanDesignations(text, publishers).map((d) => ({
    ...d,
    kind: sectionAt(d.start)?.kind ?? "informative",
  }));
  // Bare designations at the start of a line of a list, under a heading that names their publisher.
  const starts = [0, ...source.breaks.filter((b) => b > 0 && b < text.length)];
  const known = new Set(publishers);
  const foundStarts = new Set(found.map((f) => f.start));
  for (const section of sections) {
    let listPublisher: string | null = null;
    for (let i = 0; i < starts.length; i++) {
      const at = starts[i];
      if (at < section.start || at >= section.end) continue;
      const line = text.slice(at, i + 1 < starts.length ? starts[i + 1] : text.length).trim();
      const named = LIST_PUBLISHER.map((re) => re.exec(line)).find((m) => m && known.has(m[1]));
      if (named) {
        listPublisher = named[1];
        continue;
      }
      if (!listPublisher) continue;
      // A new numbered subclause of the section that names no publisher ends the list.
      if (/^\d+(?:\.\d+)+\.?\s/.test(line)) {
        listPublisher = null;
        continue;
      }
      if (foundStarts.has(at)) continue;
      const bare = scanBareDesignation(line, listPublisher);
      if (bare) found.push({ ...bare, start: at, end: at + bare.end, kind: section.kind });
    }
  }
  // Once a list or a citation has named a document, the text cites it by its number alone ("tested
  // to E8/E8M as required by A370"): those mentions count too. Only numbers with letters and digits
  // ("A370", "C151"), so that a value ("9001 pieces") is never read as a citation.
  const named = new Map<string, Found>();
  for (const f of found) if (/[A-Za-z]/.test(f.number) && /\d/.test(f.number)) named.set(f.number, f);
  if (named.size) {
    // The designations already found, in text order: a bare match inside one is part of it. The
    // matches come in text order too, so one pointer walks both (no search per match).
    const taken = found.map((f) => [f.start, f.end] as const).sort((a, b) => a[0] - b[0]);
    let t = 0;
    const alternatives = [...named.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const bare = new RegExp(`(?<![\\p{L}\\p{N}/.-])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}/]|[.-]\\p{N})`, "gu");
    for (let m = bare.exec(text); m; m = bare.exec(text)) {
      const at = m.index;
      while (t < taken.length && taken[t][1] <= at) t++;
      if (t < taken.length && taken[t][0] <= at) continue;
      const of = named.get(m[0]) as Found;
      found.push({
        ...of,
        text: m[0],
        start: at,
        end: at + m[0].length,
        edition: null,
        editionYear: null,
        kind: sectionAt(at)?.kind ?? "informative",
      });
    }
  }
  found.sort((a, b) => a.start - b.start);

  const selfKey = options.self ? referenceKey(options.self.publisher, options.self.designationNo) : null;
  const byKey = new Map<string, Found[]>();
  for (const f of found) {
    if (f.key === selfKey || /:$/.test(f.key)) continue;
    const list = byKey.get(f.key) ?? [];
    list.push(f);
    byKey.set(f.key, list);
  }
  const out: DetectedReference[] = [];
  for (const [key, list] of byKey) {
    const years = [...new Set(list.filter((f) => f.editionYear !== null).map((f) => f.editionYear as number))];
    // Undated mentions merge into the edition cited (the first, when several editions are cited).
    const groups: Found[][] = years.length
      ? years.map((y, k) => list.filter((f) => f.editionYear === y || (k === 0 && f.editionYear === null)))
      : [list];
    for (const group of groups) {
      const best = group.reduce((a, b) => (RANK[b.kind] > RANK[a.kind] ? b : a));
      const dated = group.find((f) => f.editionYear !== null) ?? null;
      const first = group[0];
      out.push({
        designation: (dated ?? first).text,
        publisher: first.publisher,
        number: first.number,
        key,
        edition: dated?.edition ?? null,
        editionYear: dated?.editionYear ?? null,
        kind: best.kind,
        clause: sectionAt(best.start)?.label ?? clauseNumberAt(clauses, best.start),
        start: best.start,
        end: best.end,
        occurrences: group.length,
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

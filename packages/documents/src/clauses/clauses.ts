// The clauses of an edition, found in its anchor text (the normalised text the reader and the
// workers share, @norma/contracts/anchor-text) and its line starts: a clause begins at a line that
// starts with a clause number ("6.3", "6.", "A.2", "X1.1", "Annex B") followed by a word, and
// runs to the next clause. The same rules read an edition's HTML, its PDF lines and its body text,
// so the clauses of two editions compare whatever their sources.
//
// A number alone is weak evidence (table cells "12.5 mm", a wrapped line "1. The"), so a line is
// a clause only when the number is followed by a word that does not start in lower case (a unit,
// a wrapped sentence) and the numbering stays plausible: numbers of a level rise, by a bounded
// step, under the clause they belong to. Standards number their clauses that way; a line that
// breaks the sequence is text of the clause before it.

export interface Clause {
  /** Unique within its edition: the number, with a suffix for a repeated one. */
  key: string;
  /** As printed, without a trailing full stop: "6.3", "A.2", "Annex B". */
  number: string;
  /** The number's segments ("6.3" → ["6", "3"]; "Annex B" → ["B"]). */
  segments: string[];
  /** The clause's own heading (a short title line), else null for a numbered paragraph. */
  heading: string | null;
  /** The headings of the clause and of the clauses above it, outermost first. */
  headingPath: string[];
  /** [start, end) in the edition's text: from its number to the next clause. */
  start: number;
  end: number;
  /** Where the clause's text begins (after its number). */
  bodyStart: number;
}

export interface ClauseSource {
  /** Normalised text: words separated by single spaces. */
  text: string;
  /** Offsets where a line of the layout begins (0 is implied). */
  breaks: readonly number[];
}

/** A heading is a short line: at most this many words after its number. */
const HEADING_MAX_WORDS = 12;
/** A level's number may skip this many (sections left out of a part, "reserved" clauses). */
const MAX_STEP = 12;

const ANNEX = /^(?:annex|appendix)\s+([A-Z]{1,2}\d*)\b\.?/i;
const NUMBERED = /^((?:\d{1,3}|[A-Z]{1,2}\d{0,2})(?:\.\d{1,3})*)\.?(?=\s|$)/;

interface NumberToken {
  number: string;
  segments: string[];
  /** Offset in the line just after the number (and its full stop). */
  end: number;
  annex: boolean;
}

function numberAt(line: string): NumberToken | null {
  const annex = ANNEX.exec(line);
  if (annex)
    return {
      number: line.slice(0, annex[0].length).replace(/\.$/, ""),
      segments: [annex[1]],
      end: annex[0].length,
      annex: true,
    };
  const m = NUMBERED.exec(line);
  if (!m) return null;
  const segments = m[1].split(".");
  // A bare letter ("A Scale", "I 12.5 mm") is a word, not a clause; lettered clauses need a digit ("A.1", "A1", "X1.2").
  if (!/\d/.test(m[1])) return null;
  // A letter-led single segment must be letter+digits (A1, X2), and "1.5" style numbers with a letter first must be A.1.
  if (/^[A-Z]/.test(segments[0]) && segments.length === 1 && !/^[A-Z]{1,2}\d{1,2}$/.test(segments[0])) return null;
  // A lettered top-level clause is printed with its full stop ("A1. Heat treatment"); without
  // one it is a designation in a list of references ("E4", "D883").
  if (/^[A-Z]/.test(segments[0]) && segments.length === 1 && !m[0].endsWith(".")) return null;
  return { number: m[1], segments, end: m[0].length, annex: false };
}

/**
 * The next word must not start with a digit (a value) nor in lower case (a unit, a wrapped
 * sentence), except after a subclause number, where a defined term may start in lower case
 * ("2.1 yield strength, n—…"): a word of three letters or more, not a unit.
 */
function startsWord(rest: string, subclause: boolean): boolean {
  const text = rest.trimStart();
  const ch = text.charAt(0);
  if (!ch || /\p{Nd}/u.test(ch)) return false;
  if (/\p{Ll}/u.test(ch)) return subclause && /^\p{Ll}{3,}/u.test(text);
  return /[\p{L}("'[]/u.test(ch);
}

/** Whether a line starts like a clause (its number and a word), before the sequence is checked. */
function startsClause(line: string, token: NumberToken | null): boolean {
  if (!token) return false;
  const rest = line.slice(token.end).trim();
  // A number alone on its line (set in its own element) starts a clause too.
  return token.annex || !rest || startsWord(rest, token.segments.length > 1);
}

const numeric = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);

/** Whether two numbers' segments are the same ("6.3" and "6.3"), without joining them into strings. */
function sameSegments(a: readonly string[] | undefined, b: readonly string[], length = b.length): boolean {
  if (!a || a.length !== length) return false;
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether `segments` continue the numbering seen so far (`open`: the numbers of the clauses that
 * contain the current position, outermost first).
 */
function plausible(segments: string[], open: string[][]): boolean {
  const depth = segments.length;
  const parent = segments.slice(0, -1);
  const last = segments[depth - 1];
  const n = numeric(last);
  if (depth > 1 && !sameSegments(open[depth - 2], parent)) {
    // Its parent is not the open clause at that level: a parent that is not printed as a clause
    // of its own (a heading set as an image, a section whose title line was lost) is implied,
    // when it would have been plausible itself; the clause is then the first of its level. An
    // annex is never implied: "D1.1" with no annex D1 open is a designation in a list of
    // references ("D1.1 Structural Welding Code"), not a clause.
    if (/^[A-Z]/.test(parent[0])) return false;
    return plausible(parent, open) && (n === null || n <= MAX_STEP);
  }
  const sibling = open[depth - 1];
  if (!sibling || !sameSegments(sibling.slice(0, -1), parent)) {
    // The first clause of its level: a small number (or a letter).
    return n === null ? true : n <= MAX_STEP;
  }
  const prev = sibling[depth - 1];
  const p = numeric(prev);
  if (n !== null && p !== null) return n > p && n - p <= MAX_STEP;
  if (n === null && p === null) return last > prev;
  // From numbered sections to lettered annexes ("A1" after "12"): only at the top level.
  return depth === 1 && n === null;
}

/** The clauses of an edition, in text order. */
export function clausesOf(source: ClauseSource): Clause[] {
  const { text } = source;
  const starts = [0, ...source.breaks.filter((b) => b > 0 && b < text.length)];
  const clauses: Clause[] = [];
  const open: string[][] = [];
  const openHeadings: (string | null)[] = [];
  const seen = new Map<string, number>();
  // Each line and its number are read once: the line after a clause's is read again to tell a
  // heading from a wrapped paragraph, and most lines of a standard are numbered paragraphs.
  const lines: (string | undefined)[] = new Array(starts.length);
  const tokens: (NumberToken | null | undefined)[] = new Array(starts.length);
  const lineAt = (k: number): string => {
    if (k >= starts.length) return "";
    let line = lines[k];
    if (line === undefined) {
      line = text.slice(starts[k], k + 1 < starts.length ? starts[k + 1] : text.length).trimEnd();
      lines[k] = line;
    }
    return line;
  };
  const tokenAt = (k: number): NumberToken | null => {
    let token = tokens[k];
    if (token === undefined) {
      token = numberAt(lineAt(k));
      tokens[k] = token;
    }
    return token;
  };
  for (let i = 0; i < starts.length; i++) {
    const lineStart = starts[i];
    const line = lineAt(i);
    const token = tokenAt(i);
    if (!token) continue;
    let rest = line.slice(token.end).trim();
    // A number set in its own element ("<span>6.3</span>Type II…") is a line of its own: the
    // clause's words are on the next line.
    const restLine = rest ? i : i + 1;
    if (!rest) rest = lineAt(i + 1);
    if (!token.annex && !startsWord(rest, token.segments.length > 1)) continue;
    if (token.annex) {
      // An annex restarts the numbering: its clauses are "A.1", "A1.1" under it.
      open.length = 0;
      openHeadings.length = 0;
    } else if (!plausible(token.segments, open)) continue;
    const depth = token.annex ? 1 : token.segments.length;
    const words = wordsUpTo(rest, HEADING_MAX_WORDS + 1);
    const lastChar = rest.slice(-1);
    // A short line that does not end a sentence, and is not a paragraph's first line wrapped
    // onto the next one (a PDF line: the next line then goes on in lower case).
    const nextLine = lineAt(restLine + 1);
    const wraps =
      /^[\p{Ll}\p{Nd}]/u.test(nextLine) &&
      !(restLine + 1 < starts.length && startsClause(nextLine, tokenAt(restLine + 1)));
    const heading = words > 0 && words <= HEADING_MAX_WORDS && !/[.:;,]/.test(lastChar) && !wraps ? rest : null;
    // The clause and its ancestors are now the open clauses (an implied ancestor has no heading).
    const segments = token.annex ? [token.segments[0]] : token.segments;
    open.length = depth;
    openHeadings.length = depth;
    for (let k = 0; k < depth; k++) {
      if (k === depth - 1 || !sameSegments(open[k], segments, k + 1)) {
        open[k] = segments.slice(0, k + 1);
        openHeadings[k] = k === depth - 1 ? heading : null;
      }
    }
    const count = (seen.get(token.number) ?? 0) + 1;
    seen.set(token.number, count);
    const bodyStart =
      restLine > i && restLine < starts.length
        ? starts[restLine]
        : lineStart + token.end + (text[lineStart + token.end] === " " ? 1 : 0);
    clauses.push({
      key: count === 1 ? token.number : `${token.number}#${count}`,
      number: token.number,
      segments: token.annex ? [token.segments[0]] : token.segments,
      heading,
      headingPath: openHeadings.filter((h): h is string => h !== null),
      start: lineStart,
      end: text.length,
      bodyStart,
    });
  }
  for (let i = 0; i + 1 < clauses.length; i++) clauses[i].end = trimEnd(text, clauses[i + 1].start);
  if (clauses.length) clauses[clauses.length - 1].end = trimEnd(text, text.length);
  return clauses;
}

/**
 * How many words a line has, counted up to `limit` only: a clause's line is often its whole
 * paragraph, and splitting it into words to learn that it is longer than a heading was most of
 * the time of reading a long edition's clauses (references-bench).
 */
function wordsUpTo(line: string, limit: number): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < line.length && words < limit; i++) {
    const space = line.charCodeAt(i) === 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** Offsets end before the space that separates a clause from the next. */
function trimEnd(text: string, end: number): number {
  let e = end;
  while (e > 0 && text[e - 1] === " ") e--;
  return e;
}

/** A clause's own text (after its number). */
export function bodyOf(text: string, c: Clause): string {
  return text.slice(c.bodyStart, Math.max(c.bodyStart, c.end));
}

/** The clause holding `offset` (null: before the first clause). Clauses in text order. */
export function clauseAtOffset(clauses: readonly Clause[], offset: number): Clause | null {
  let lo = 0;
  let hi = clauses.length - 1;
  let found: Clause | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (clauses[mid].start <= offset) {
      found = clauses[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && offset < Math.max(found.end, found.start + 1) ? found : null;
}

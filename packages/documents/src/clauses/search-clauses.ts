// The clauses of an edition as the search inside the documents indexes them (issue 29): the same
// clauses the compare, the change summaries and the references read (clausesOf), each with its own
// text and whether it states a requirement in the edition's language. The text before the first
// clause (title, foreword, a document without numbered clauses) is kept as clause 0 without a
// number, so its words are found too.
import { bodyOf, type ClauseSource, clausesOf } from "./clauses.ts";

export interface SearchClause {
  /** 0: the text before the first clause (no number); then 1, 2, … in text order. */
  ordinal: number;
  number: string;
  heading: string | null;
  /** The clause's first words as they are in the text, number included (the reader looks for them). */
  quote: string;
  /** The clause's own text, after its number and heading. */
  text: string;
  /** [start, end) of the clause in the edition's text. */
  start: number;
  end: number;
  /** Whether it states a requirement; null when the language's requirement words are not known. */
  statesRequirement: boolean | null;
}

/**
 * A clause's text is cut here: PostgreSQL keeps word positions up to 16,383 and a tsvector up to
 * 1 MB, and a clause longer than this is a table or an annex set without numbering.
 */
export const MAX_CLAUSE_CHARS = 100_000;
/** Clauses of an edition indexed at most (the rest of the text stays in the last one). */
export const MAX_CLAUSES = 5_000;

// Characters a snippet's highlight markers are made of (see the API's clause search): never in
// the indexed text, so a marker in a snippet is always one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const clean = (s: string) => s.replace(CONTROL, " ").slice(0, MAX_CLAUSE_CHARS).trim();

/** Characters of a clause's quote (as the change summaries' quotes). */
const QUOTE_CHARS = 80;

function quoteOf(text: string, start: number, end: number): string {
  const whole = clean(text.slice(start, Math.min(end, start + QUOTE_CHARS * 2)));
  if (whole.length <= QUOTE_CHARS) return whole;
  const at = whole.lastIndexOf(" ", QUOTE_CHARS);
  return whole.slice(0, at > QUOTE_CHARS / 2 ? at : QUOTE_CHARS);
}

/** Letters either side: the words are whole words (JavaScript's \b knows only ASCII letters). */
const words = (list: string[], flags = "iu") =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join("|")})(?![\\p{L}\\p{N}])`, flags);

/**
 * Requirement words of each language (its base tag), as standards write requirements: the modal
 * verb ("shall", "muss", "doit", "должен") or the fixed phrase ("is required to"). Languages
 * written without spaces between words, or whose words take prefixes (Arabic's wa-, fa-), are
 * matched inside words.
 */
const REQUIREMENT: Record<string, RegExp> = {
  en: words(["shall", "must", "(?:is|are) required to", "(?:is|are) to be"]),
  de: words(["muss", "müssen", "(?:ist|sind) erforderlich", "darf nicht", "dürfen nicht", "(?:hat|haben) zu"]),
  fr: words(["doit", "doivent", "(?:est|sont) tenus? de", "(?:est|sont) exigée?s?", "(?:est|sont) requise?s?"]),
  es: words(["debe", "deben", "deberá", "deberán", "se requiere", "es obligatorio"]),
  it: words(["deve", "devono", "dovrà", "dovranno", "è richiesto", "è obbligatorio"]),
  pt: words(["deve", "devem", "deverá", "deverão", "é obrigatório", "é exigido"]),
  nl: words(["moet", "moeten", "(?:is|zijn) vereist"]),
  sv: words(["ska", "skall", "måste"]),
  da: words(["skal", "må ikke"]),
  nb: words(["skal", "må"]),
  nn: words(["skal", "må"]),
  no: words(["skal", "må"]),
  fi: words(["on oltava", "täytyy", "tulee", "pitää"]),
  pl: words(["musi", "muszą", "należy"]),
  cs: words(["musí", "je nutné"]),
  el: words(["πρέπει", "απαιτείται"]),
  hu: words(["kell", "szükséges"]),
  ro: words(["trebuie", "este obligatoriu"]),
  ru: words(["должен", "должна", "должно", "должны", "необходимо", "обязан", "обязаны", "следует"]),
  tr: words(["zorunludur", "gerekir", "gereklidir", "\\p{L}+(?:malı|meli)(?:dır|dir)?"]),
  ar: /يجب|يلزم|ينبغي|لا بد/u,
  ja: /なければならない|ねばならない|ものとする|必要がある/u,
  ko: /(?:하여야|해야|되어야|돼야) ?(?:한다|하며|함)/u,
  zh: /必须|应当|不得|须|应(?![用对答力变急])/u,
};

/** Whether a clause's text states a requirement; null when the language's words are not known. */
export function statesRequirement(text: string, language: string): boolean | null {
  const base = language.toLowerCase().split(/[-_]/)[0];
  const pattern = REQUIREMENT[base];
  return pattern ? pattern.test(text) : null;
}

/** Whether the requirement filter knows a language (else its clauses are never requirements). */
export function requirementLanguageKnown(language: string): boolean {
  return language.toLowerCase().split(/[-_]/)[0] in REQUIREMENT;
}

/** The clauses of an edition's text, ready to index. */
export function searchClausesOf(source: ClauseSource, language: string): SearchClause[] {
  const clauses = clausesOf(source);
  const out: SearchClause[] = [];
  const first = clauses.length ? clauses[0].start : source.text.length;
  const before = clean(source.text.slice(0, first));
  if (before) out.push(row(0, "", null, before, 0, first, language, quoteOf(source.text, 0, first)));
  const kept = clauses.slice(0, MAX_CLAUSES);
  kept.forEach((c, i) => {
    // The last clause kept runs to the end of the text (a cut list loses no words).
    const end = i === kept.length - 1 ? Math.max(c.end, clauses[clauses.length - 1].end) : c.end;
    let body = bodyOf(source.text, { ...c, end });
    if (c.heading && body.startsWith(c.heading)) body = body.slice(c.heading.length);
    const heading = c.heading ? clean(c.heading) : null;
    out.push(row(i + 1, c.number, heading, clean(body), c.start, end, language, quoteOf(source.text, c.start, end)));
  });
  return out;
}

function row(
  ordinal: number,
  number: string,
  heading: string | null,
  text: string,
  start: number,
  end: number,
  language: string,
  quote: string,
): SearchClause {
  return {
    ordinal,
    number,
    heading,
    quote,
    text,
    start,
    end,
    statesRequirement: statesRequirement(`${heading ?? ""} ${text}`, language),
  };
}

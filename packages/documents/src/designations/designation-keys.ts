// The designation grammar, in one home: how a designation is keyed (documents.designation_key,
// the search index's number keys and trigrams: services/api modules/search), how one is read out
// of a search text (parseDesignation), and how the designations a document cites are found in its
// running text (designation-scan.ts, used by the reference detection of the workers).

/** Whole numbers of a designation ('12' and '87' of 'A12.87'). */
export const WHOLE_NUMBER = /[0-9]+/g;
/** Whole numbers this short get postings of their own ('12'): a contained search would scan every key. */
export const SHORT_NUMBER_DIGITS = 2;
export const SEP = "\u0001";
/** Trigrams of designation keys (letters and digits: 36 characters) as numbers. */
export const TRIGRAMS = 36 * 36 * 36;
const code36 = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1);
export function trigramAt(s: string, i: number): number {
  const a = code36(s.charCodeAt(i));
  const b = code36(s.charCodeAt(i + 1));
  const c = code36(s.charCodeAt(i + 2));
  return a < 0 || b < 0 || c < 0 ? -1 : (a * 36 + b) * 36 + c;
}

/** Letters and digits of a designation number, lower case (as the designation keys are built). */
export const numberKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** Lower-case letters and digits, as documents.designation_key is built. */
export const designationKey = (s: string) =>
  s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

export interface DesignationQuery {
  /** Letters and digits of the whole text, publisher prefix included ('astmd303917'). */
  full: string;
  /** Without a leading publisher key ('d303917'); equals `full` when none was given. */
  bare: string;
  /** The publisher key named at the start ('ASTM'), if any. */
  publisherKey: string | null;
  /** `bare` without a trailing edition year ('d3039' for 'D3039-17'); null when none. */
  withoutEdition: string | null;
  /** The edition named at the end ('17', '2015'), if any. */
  edition: string | null;
  /** Bare key is digits only ('3039'): matched as a whole number inside designations. */
  digitsOnly: boolean;
  /** The whole numbers typed after the publisher key, in order ('1090', '2' of '1090-2'). */
  numbers: string[];
}

/**
 * Reads a designation out of free text: 'D3039', 'd 3039', 'ASTM D3039-17', '3039', 'ISO 9001:2015'.
 * Returns null when the text holds no digit (designations always have one) or is too long to be one.
 */
export function parseDesignation(keywords: string, publisherKeys: readonly string[]): DesignationQuery | null {
  const text = keywords.normalize("NFKD").trim();
  if (!/\d/.test(text) || text.length > 60) return null;
  const tokens = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 8) return null;
  const full = designationKey(text);
  if (full.length < 2) return null;
  let publisherKey: string | null = null;
  let rest = tokens;
  const first = tokens[0].toUpperCase();
  const known = publisherKeys.find((k) => designationKey(k) === designationKey(first));
  if (known && tokens.length > 1) {
    publisherKey = known;
    rest = tokens.slice(1);
  }
  const bare = designationKey(rest.join(""));
  if (!bare) return null;
  // A trailing 2- or 4-digit token after a separator is the edition ('-17', ':2015', ' 2015').
  let edition: string | null = null;
  let withoutEdition: string | null = null;
  const last = rest[rest.length - 1];
  // The part before it must itself look like a designation (letters and digits: 'D3039', '9001'),
  // so 'd 3039' stays one designation.
  const before = rest.slice(0, -1).join("");
  if (rest.length > 1 && /^(\d{2}|\d{4})[a-z]?$/i.test(last) && /\d/.test(before)) {
    edition = last.toLowerCase();
    withoutEdition = designationKey(rest.slice(0, -1).join(""));
  }
  const numbers = (rest.join(" ").match(/\d+/g) ?? []).map((n) => n.replace(/^0+(?=\d)/, ""));
  return { full, bare, publisherKey, withoutEdition, edition, digitsOnly: /^\d+$/.test(bare), numbers };
}

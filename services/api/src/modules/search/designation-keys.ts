// How the search index reads designations (index-slots.ts, index-matching.ts): the letters and
// digits of a designation number as a key, its whole numbers, and trigrams of the keys.

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

// The evaluation's own way of comparing texts (independent of the code under test): Unicode
// NFKC, typographic quotes and dashes unified, every whitespace removed (and the " | " the
// seed's body text puts between table cells), with a map from each character of the key back to
// its offset in the text.
const FOLD: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  "\u00ad": "",
};

export function keyOf(text: string): { key: string; map: number[] } {
  let key = "";
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch) || ch === "|") continue;
    const folded = (FOLD[ch] ?? ch).normalize("NFKC");
    for (const c of folded) {
      if (/\s/.test(c)) continue;
      key += c;
      map.push(i);
    }
  }
  return { key, map };
}

/** Words of a text after the same folding (for the one-word-changed rule). */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2014\u2212]/g, "-")
    .split(/\s+/)
    .filter(Boolean);
}

// The lexemes of a built search index (index-slots.ts) and their ids, held compactly: the
// lexemes joined in one string in id order, where each starts, and an open-addressing hash table
// of ids. A Map of a lexeme string to its id cost about 55 bytes a lexeme beside the lexeme
// itself (a string object each, and the map's entry); this costs its characters and about 10
// bytes (issue 29).

/** Between two lexemes of the joined text (a tsvector lexeme holds no control character). */
const SEP = "\u0001";

/** FNV-1a over the UTF-16 code units. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Lexicon {
  /** The lexemes in id order, each followed by SEP. */
  private text = "";
  /** Where each lexeme starts in `text`, and where the next would (one more entry than lexemes). */
  private at = new Int32Array(1);
  /** id + 1 of the lexeme hashed to each place, or 0 (a power of two long, at most two thirds full). */
  private table = new Int32Array(1);

  /** The lexicon of `lexemes`, whose ids are their places. */
  static of(lexemes: string[]): Lexicon {
    const lx = new Lexicon();
    const at = new Int32Array(lexemes.length + 1);
    let pos = 0;
    for (let i = 0; i < lexemes.length; i++) {
      at[i] = pos;
      pos += lexemes[i].length + 1;
    }
    at[lexemes.length] = pos;
    let capacity = 2;
    while (capacity < lexemes.length * 1.5) capacity *= 2;
    const table = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let id = 0; id < lexemes.length; id++) {
      let h = hash(lexemes[id]) & mask;
      while (table[h] !== 0) h = (h + 1) & mask;
      table[h] = id + 1;
    }
    lx.at = at;
    lx.table = table;
    // join gives one flat string; the empty last part ends the last lexeme as SEP ends the others.
    lx.text = lexemes.length ? lexemes.concat("").join(SEP) : "";
    return lx;
  }

  get size(): number {
    return this.at.length - 1;
  }

  /** The id of a lexeme, or undefined. */
  id(lexeme: string): number | undefined {
    if (this.size === 0) return undefined;
    const mask = this.table.length - 1;
    for (let h = hash(lexeme) & mask; ; h = (h + 1) & mask) {
      const slot = this.table[h];
      if (slot === 0) return undefined;
      const id = slot - 1;
      const from = this.at[id];
      if (this.at[id + 1] - from - 1 === lexeme.length && this.text.startsWith(lexeme, from)) return id;
    }
  }
}

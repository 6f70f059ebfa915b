// The search index's documents (search-index.ts): one slot per newest edition (and per older
// edition a designation query named), its columns as typed arrays, its postings — the compact
// part laid out by a build (seal), the appended part written by apply — and the built sort
// orders, trigram and short-number postings the lookups use (index-matching.ts).
//
// Slots are never changed in place: a changed document gets a new slot and its old one dies,
// so postings stay sorted by slot.
import {
  numberKey,
  SEP,
  SHORT_NUMBER_DIGITS,
  TRIGRAMS,
  trigramAt,
  WHOLE_NUMBER,
} from "@norma/documents/designations/designation-keys";
import { Lexicon } from "./index-lexicon.ts";
import { type DeltaPostings, growFilled, grown, IntVec, ownString, parseTsvector, posting } from "./index-postings.ts";
import type { IndexRow } from "./search-index-types.ts";

/** A per-slot column. */
type Column = Int32Array | Uint8Array | Uint16Array | Float32Array | Float64Array;
/** How much a column grows when a slot is added past its end (see `grown`). */
const COLUMN_GROWTH = 1.25;
/** Room kept past the last slot when a build is sealed: a sixteenth, and some. */
const headroom = (n: number) => n + (n >> 4) + 16;

export class IndexSlots {
  /** Slots in use; slots below `builtSize` are in the compact postings. */
  size = 0;
  builtSize = 0;
  dead = 0;
  deltaPostings = 0;
  /** Newest updated_at read so far (ms). */
  seen = 0;
  /** Grows with every change applied (caches of results compare it). */
  version = 0;

  ids = new Int32Array(1024);
  publisher = new Int32Array(1024);
  translated = new Uint8Array(1024);
  /** 1 for a live newest edition, 0 for a dead slot or an older edition kept for a designation query. */
  alive = new Uint8Array(1024);
  updatedAt = new Float64Array(1024);
  lastUpdate = new Float64Array(1024);
  published = new Float64Array(1024);
  /**
   * Live newest editions per publisher and designation number (its languages): by publisher,
   * then by the slots' own number keys (no key string of its own per line).
   */
  protected languagesOfLine = new Map<number, Map<string, number>>();
  /** Primary language of each slot, as an index into `languages`. */
  languageOf = new Uint8Array(1024);
  protected languages: string[] = [];
  /** Number of lexeme positions outside the body (the document length of the ranking's normalisation). */
  docLength = new Uint16Array(1024);
  nodeStart = new Int32Array(1024);
  nodeCount = new Uint16Array(1024);
  nodes = new IntVec(1 << 16);
  collectionStart = new Int32Array(1024);
  collectionCount = new Uint16Array(1024);
  collections = new IntVec(1024);
  /** Letters and digits of the designation with its publisher ('astmd3039d3039m17'). */
  designationKey: string[] = [];
  /** … of the designation number ('d3039d3039m'), of its first part ('d3039'), of the designation ('d3039d3039m17'). */
  numberKey: string[] = [];
  firstKey: string[] = [];
  bareKey: string[] = [];
  /** First word of the displayed designation, lower case ('astm'). */
  displayLead: string[] = [];
  titleKey: string[] = [];
  /**
   * Sort positions of the designation key and the title (a half below the next for slots added
   * after the build): 32-bit floats hold such halves exactly up to 8 million slots.
   */
  keyRank = new Float32Array(1024);
  titleRank = new Float32Array(1024);
  protected leads = new Map<string, string>();
  /** Built slots in designation-key and in bare-key order (prefix lookups of the type-ahead). */
  protected keyOrder = new Int32Array(0);
  protected bareOrder = new Int32Array(0);
  protected numberOrder = new Int32Array(0);
  /** Built slots whose designation key holds each trigram, in slot order. */
  protected trigramStart = new Int32Array(TRIGRAMS + 1);
  protected trigramSlot = new Int32Array(0);
  protected titleOrder = new Int32Array(0);
  /** Built slots by each one- or two-digit whole number of their designation ('12' → A12.87, ISO 12). */
  protected shortNumbers = new Map<string, Int32Array>();
  /** The whole numbers of each slot's designation number, joined by spaces (' 12 87 '). */
  protected numbersText: string[] = [];
  /** Slot of a newest edition by document id (-1 none). */
  protected slotById: Int32Array = new Int32Array(1024).fill(-1);
  /** Slots of older editions read for designation queries, by document id. */
  protected olderById = new Map<number, number>();

  // Compact postings of the built part.
  protected lexicon = new Lexicon();
  protected postingStart = new Int32Array(1);
  /** Each lexeme's postings (slot and weight bits in one word, see `posting`), lexeme after lexeme. */
  protected postingList = new Int32Array(0);
  protected delta = new Map<string, DeltaPostings>();

  // Texts of the built part searched with indexOf: keys joined by SEP, and where each slot's starts.
  protected keyText = SEP;
  protected titleText = SEP;
  protected keyAt = new Int32Array(0);
  protected titleAt = new Int32Array(0);

  /** Lays the collected postings out by lexeme, joins the searched key texts and sorts; yields between phases. */
  protected *seal(lexicon: string[], lexemeOf: IntVec, postingOf: IntVec): Generator<string> {
    const n = postingOf.length;
    this.lexicon = Lexicon.of(lexicon);
    // Counting sort by lexeme; slots were appended in increasing order, so each list stays sorted.
    const lexemes = lexicon.length;
    const start = new Int32Array(lexemes + 1);
    for (let i = 0; i < n; i++) start[lexemeOf.data[i] + 1]++;
    for (let l = 0; l < lexemes; l++) start[l + 1] += start[l];
    const fill = start.slice(0, lexemes);
    const postingList = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const at = fill[lexemeOf.data[i]]++;
      postingList[at] = postingOf.data[i];
    }
    this.postingStart = start;
    this.postingList = postingList;
    this.builtSize = this.size;
    this.trimColumns();
    yield "postings";
    const joined = (keys: string[]) => {
      const at = new Int32Array(this.size);
      let pos = 1;
      for (let s = 0; s < this.size; s++) {
        at[s] = pos;
        pos += keys[s].length + 1;
      }
      // One flat string (join makes it so), separators at both ends.
      const parts = keys.slice(0, this.size);
      parts.unshift("");
      parts.push("");
      return { text: parts.join(SEP), at };
    };
    const k = joined(this.designationKey);
    this.keyText = k.text;
    this.keyAt = k.at;
    const t = joined(this.titleKey);
    this.titleText = t.text;
    this.titleAt = t.at;
    this.shareTitles();
    yield "texts";
    this.indexTrigrams();
    this.indexShortNumbers();
    yield "trigrams";
    // Sort orders of the built part; a slot's rank is its place (key, then id).
    const order = (keys: string[]) => {
      const o = Int32Array.from({ length: this.size }, (_, i) => i);
      o.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : this.ids[a] - this.ids[b]));
      return o;
    };
    this.keyOrder = order(this.designationKey);
    yield "designation order";
    this.bareOrder = order(this.bareKey);
    yield "bare designation order";
    this.numberOrder = order(this.numberKey);
    yield "designation number order";
    this.titleOrder = order(this.titleKey);
    this.keyOrder.forEach((slot, i) => {
      this.keyRank[slot] = i;
    });
    this.titleOrder.forEach((slot, i) => {
      this.titleRank[slot] = i;
    });
  }

  /**
   * Each built slot's title as a piece of the joined title text (V8 keeps a piece of 13
   * characters or more as a view of its parent): the titles are then held once, not twice.
   * Called when a build is sealed and when an index is loaded from a snapshot.
   */
  shareTitles(): void {
    const text = this.titleText;
    for (let s = 0; s < this.builtSize; s++) {
      const from = this.titleAt[s];
      this.titleKey[s] = text.slice(from, from + this.titleKey[s].length);
    }
  }

  /**
   * What a snapshot (search-snapshot.ts) cannot carry: strings shared between fields come back
   * as copies of their own. Shares them again and counts the document lines afresh.
   */
  restoreSharing(): void {
    this.shareTitles();
    for (let s = 0; s < this.size; s++) {
      const no = this.numberKey[s];
      if (this.firstKey[s] === no) this.firstKey[s] = no;
      if (this.bareKey[s] === no) this.bareKey[s] = no;
    }
    this.languagesOfLine = new Map();
    for (let s = 0; s < this.size; s++) if (this.alive[s] === 1) this.countLine(s, 1);
  }

  /** Every per-slot column, handed to `resize` and replaced by what it returns. */
  private resizeColumns(resize: <T extends Column>(a: T) => T): void {
    this.languageOf = resize(this.languageOf);
    this.ids = resize(this.ids);
    this.publisher = resize(this.publisher);
    this.translated = resize(this.translated);
    this.alive = resize(this.alive);
    this.updatedAt = resize(this.updatedAt);
    this.lastUpdate = resize(this.lastUpdate);
    this.published = resize(this.published);
    this.docLength = resize(this.docLength);
    this.nodeStart = resize(this.nodeStart);
    this.nodeCount = resize(this.nodeCount);
    this.collectionStart = resize(this.collectionStart);
    this.collectionCount = resize(this.collectionCount);
    this.keyRank = resize(this.keyRank);
    this.titleRank = resize(this.titleRank);
  }

  /** Drops the room the build's growth left in the columns (up to half of each). */
  private trimColumns(): void {
    const keep = headroom(this.size);
    this.resizeColumns((a) => (a.length > keep ? (a.slice(0, keep) as typeof a) : a));
    this.nodes.trim();
    this.collections.trim();
    let maxId = -1;
    for (let s = 0; s < this.size; s++) if (this.ids[s] > maxId) maxId = this.ids[s];
    const ids = headroom(maxId + 1);
    if (this.slotById.length > ids) this.slotById = this.slotById.slice(0, ids);
  }

  /** Trigram postings of the built designation keys (each trigram once per key). */
  protected indexTrigrams(): void {
    const size = this.builtSize;
    const start = new Int32Array(TRIGRAMS + 1);
    const stamp = new Int32Array(TRIGRAMS).fill(-1);
    const each = (fn: (code: number, slot: number) => void, mark: number) => {
      for (let slot = 0; slot < size; slot++) {
        const key = this.designationKey[slot];
        for (let i = 0; i + 3 <= key.length; i++) {
          const code = trigramAt(key, i);
          if (code < 0 || stamp[code] === slot + mark) continue;
          stamp[code] = slot + mark;
          fn(code, slot);
        }
      }
    };
    each((code) => start[code + 1]++, 0);
    for (let t = 0; t < TRIGRAMS; t++) start[t + 1] += start[t];
    const fill = start.slice(0, TRIGRAMS);
    const slots = new Int32Array(start[TRIGRAMS]);
    each((code, slot) => {
      slots[fill[code]++] = slot;
    }, size);
    this.trigramStart = start;
    this.trigramSlot = slots;
  }

  /** Postings of the short whole numbers of the built designations. */
  protected indexShortNumbers(): void {
    const lists = new Map<string, IntVec>();
    for (let slot = 0; slot < this.builtSize; slot++) {
      const text = this.numbersText[slot];
      if (text === "") continue;
      for (const n of new Set(text.trim().split(" "))) {
        if (n.length > SHORT_NUMBER_DIGITS) continue;
        let v = lists.get(n);
        if (!v) {
          v = new IntVec(64);
          lists.set(n, v);
        }
        v.push(slot);
      }
    }
    this.shortNumbers = new Map([...lists].map(([n, v]) => [n, v.data.slice(0, v.length)]));
  }

  /** First place in a built order whose key is ≥ `key`. */
  protected lowerBound(order: Int32Array, keys: string[], key: string): number {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[order[mid]] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A newest edition in a new slot, its postings handed to `posting` (built or appended part). */
  protected addLive(row: IndexRow, posting: (lexeme: string, slot: number, mask: number) => void): void {
    const slot = this.addSlot(row);
    this.alive[slot] = 1;
    this.countLine(slot, 1);
    this.live++;
    this.slotById = growFilled(this.slotById, row.id + 1, -1, COLUMN_GROWTH);
    this.slotById[row.id] = slot;
    // The ranking's length is that of the designation, title and description: a document with
    // its full text must not rank below a metadata-only one for the same title words.
    let length = 0;
    if (row.tsv) {
      parseTsvector(row.tsv, (lexeme, mask, _positions, metadata) => {
        posting(lexeme, slot, mask);
        length += metadata;
      });
    }
    this.docLength[slot] = Math.min(length, 65535);
  }

  protected addSlot(row: IndexRow): number {
    const slot = this.size++;
    if (slot >= this.ids.length) this.resizeColumns((a) => grown(a, slot + 1, COLUMN_GROWTH));
    this.ids[slot] = row.id;
    this.publisher[slot] = row.publisher_id;
    this.translated[slot] = row.translated ? 1 : 0;
    this.languageOf[slot] = this.languageIndex(row.language_code);
    this.alive[slot] = 0;
    this.updatedAt[slot] = row.updated_at.getTime();
    this.lastUpdate[slot] = row.last_update_date ? row.last_update_date.getTime() : Number.NaN;
    this.published[slot] = row.published_date ? row.published_date.getTime() : Number.NaN;
    this.nodeStart[slot] = this.nodes.length;
    this.nodeCount[slot] = row.refinement_node_ids.length;
    for (const id of row.refinement_node_ids) this.nodes.push(id);
    this.collectionStart[slot] = this.collections.length;
    this.collectionCount[slot] = row.collection_ids.length;
    for (const id of row.collection_ids) this.collections.push(id);
    this.designationKey[slot] = row.designation_key;
    // The three keys are often equal (no second part, no edition): one string then serves all.
    const no = numberKey(row.designation_no);
    const first = numberKey(row.designation_no.split("/")[0]);
    const bare = numberKey(row.designation);
    this.numberKey[slot] = no;
    this.firstKey[slot] = first === no ? no : first;
    this.bareKey[slot] = bare === no ? no : bare;
    const numbers = row.designation_no.match(WHOLE_NUMBER);
    this.numbersText[slot] = numbers ? ` ${numbers.map((n) => n.replace(/^0+(?=\d)/, "")).join(" ")} ` : "";
    const lead = row.display_designation.split(" ")[0].toLowerCase();
    let interned = this.leads.get(lead);
    if (interned === undefined) {
      interned = lead;
      this.leads.set(lead, lead);
    }
    this.displayLead[slot] = interned;
    this.titleKey[slot] = row.title_key;
    // Built slots get their ranks when the build is sealed; later ones fall between them.
    if (this.builtSize > 0) {
      this.keyRank[slot] = this.lowerBound(this.keyOrder, this.designationKey, row.designation_key) - 0.5;
      this.titleRank[slot] = this.lowerBound(this.titleOrder, this.titleKey, row.title_key) - 0.5;
    }
    const t = row.updated_at.getTime();
    if (t > this.seen) this.seen = t;
    return slot;
  }

  /** The index of a primary language ('es' of 'es-ES') in `languages` (255: too many to tell apart). */
  protected languageIndex(code: string): number {
    const primary = code.split(/[-_]/)[0].toLowerCase();
    let i = this.languages.indexOf(primary);
    if (i < 0 && this.languages.length < 255) {
      i = this.languages.length;
      this.languages.push(primary);
    }
    return i < 0 ? 255 : i;
  }

  /** Live newest editions of a slot's document line (its publisher and designation number). */
  protected languagesOfSlot(s: number): number | undefined {
    return this.languagesOfLine.get(this.publisher[s])?.get(this.numberKey[s]);
  }

  protected countLine(s: number, by: 1 | -1): void {
    const p = this.publisher[s];
    let lines = this.languagesOfLine.get(p);
    if (!lines) {
      lines = new Map();
      this.languagesOfLine.set(p, lines);
    }
    const key = this.numberKey[s];
    const n = (lines.get(key) ?? 0) + by;
    if (n > 0) lines.set(key, n);
    else lines.delete(key);
  }

  /** Newest editions the index holds. */
  live = 0;

  /** Whether the appended or dead part is large enough that a fresh build pays. */
  get worn(): boolean {
    const appended = this.size - this.builtSize;
    return this.dead + appended > Math.max(1_000, this.builtSize * 0.2) || this.deltaPostings > 2_000_000;
  }

  /**
   * Applies changed rows (newest editions and others): an unchanged row is skipped, a changed
   * one replaces its slot, a row that is no longer a newest edition leaves the index.
   */
  apply(rows: IndexRow[]): number {
    let changed = 0;
    for (const row of rows) {
      const t = row.updated_at.getTime();
      if (t > this.seen) this.seen = t;
      const old = row.id < this.slotById.length ? this.slotById[row.id] : -1;
      if (old >= 0 && this.updatedAt[old] === t && row.is_latest) continue;
      const older = this.olderById.get(row.id);
      if (older !== undefined && this.updatedAt[older] !== t) {
        this.olderById.delete(row.id);
        this.dead++;
      }
      if (old >= 0) {
        this.alive[old] = 0;
        this.countLine(old, -1);
        this.live--;
        this.slotById[row.id] = -1;
        this.dead++;
      }
      changed++;
      this.version++;
      if (!row.is_latest) continue;
      this.addLive(row, (lexeme, slot, mask) => {
        let d = this.delta.get(lexeme);
        if (!d) {
          d = { postings: [] };
          this.delta.set(ownString(lexeme), d);
        }
        d.postings.push(posting(slot, mask));
        this.deltaPostings++;
      });
    }
    return changed;
  }

  /**
   * Slots for older editions a designation query names (read from the database by the caller):
   * they never take part in other queries.
   */
  olderSlots(rows: IndexRow[]): number[] {
    return rows.map((row) => {
      const known = this.olderById.get(row.id);
      if (known !== undefined && this.updatedAt[known] === row.updated_at.getTime()) return known;
      if (known !== undefined) this.dead++;
      const slot = this.addSlot(row);
      this.olderById.set(row.id, slot);
      return slot;
    });
  }

  /** Document id of a slot. */
  idOf(slot: number): number {
    return this.ids[slot];
  }
}

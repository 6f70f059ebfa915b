// Makes the next edition of a standard from its predecessor's content tree by realistic edits:
// reworded clauses, added and removed clauses and notes, changed table values, updated
// references and keywords. The edits are returned, so a compare of the two renderings can be
// checked against them. Edition data (designation, dates) changes too.
import { DOMAIN_BY_KEY } from "../data/domains.ts";
import type { Rng } from "../rng.ts";
import { formatNumber, TextSource } from "./generate.ts";
import { EN, NUMBER_WORDS } from "./lexicon.ts";
import type {
  Block,
  Clause,
  ContentMeta,
  Note,
  RefList,
  Section,
  SectionKey,
  StandardContent,
  Table,
} from "./model.ts";

export type EditKind =
  | "reword"
  | "add-clause"
  | "remove-clause"
  | "add-note"
  | "remove-note"
  | "table-values"
  | "reference-update"
  | "keyword-change";

export interface ContentEdit {
  kind: EditKind;
  /** Section the edit is in. */
  section: SectionKey;
  /** Id of the edited, added or removed block (for table edits: the table). */
  blockId: string;
  before?: string;
  after?: string;
}

export interface ReviseOptions {
  /** Edition data of the new edition; by default the year advances 1 to 4 years. */
  meta?: Partial<ContentMeta>;
  /** Number of content edits (default 3 to 8). */
  edits?: number;
  /** Restrict the kinds of edits. */
  kinds?: EditKind[];
}

export interface Revision {
  content: StandardContent;
  edits: ContentEdit[];
}

const WEIGHTS: [EditKind, number][] = [
  ["reword", 40],
  ["add-clause", 14],
  ["remove-clause", 8],
  ["add-note", 8],
  ["remove-note", 5],
  ["table-values", 12],
  ["reference-update", 8],
  ["keyword-change", 5],
];

const SYNONYMS: [string, string][] = [
  ["not less than", "at least"],
  ["before", "prior to"],
  ["shall be recorded", "shall be noted"],
  ["each series of tests", "each test series"],
  ["in accordance with", "as specified in"],
  ["approximately", "about"],
  ["shall be used", "shall be employed"],
  ["specimens", "test specimens"],
  ["determine", "establish"],
  ["Record", "Note"],
];

const REPORT_ADDITIONS = [
  "Any retest performed and the reason for it.",
  "Name of the operator.",
  "Environmental conditions during the test.",
  "Software version used for data reduction.",
  "Calibration date of the apparatus.",
  "Photographs of typical failures, if requested.",
];

const ADDABLE: SectionKey[] = [
  "procedure",
  "apparatus",
  "specimens",
  "significance",
  "scope",
  "report",
  "requirements",
  "materials",
  "sampling",
  "inspection",
  "conditioning",
];

/** Replaces the edition year in a designation: D3039-17 -> D3039-21, 9001:2015 -> 9001:2019. */
export function bumpDesignation(designation: string, oldYear: number, newYear: number): string {
  const four = String(oldYear);
  const i = designation.lastIndexOf(four);
  if (i >= 0) return designation.slice(0, i) + String(newYear) + designation.slice(i + 4);
  const two = String(oldYear % 100).padStart(2, "0");
  const m = designation.match(new RegExp(`-${two}([a-z]?)(\\(\\d{4}\\))?$`));
  if (m) return designation.slice(0, m.index) + `-${String(newYear % 100).padStart(2, "0")}`;
  return `${designation}-${String(newYear % 100).padStart(2, "0")}`;
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=\.)\s+(?=[A-Z])/);
}

/** Next edition of `previous`. Only English content is revised; translate the result for other languages. */
export function reviseContent(rng: Rng, previous: StandardContent, options: ReviseOptions = {}): Revision {
  if (previous.lang !== "en") throw new Error("revise the English original, then translate it");
  const content = structuredClone(previous);
  content.revision = previous.revision + 1;
  content.meta = nextMeta(rng, previous.meta, options.meta);
  const text = new TextSource(rng, content.meta);
  const touched = new Set<string>();
  const edits: ContentEdit[] = [];
  const newId = () => `b${content.nextId++}`;
  const wanted = options.edits ?? rng.int(3, 8);
  const kinds = options.kinds ? WEIGHTS.filter(([k]) => options.kinds!.includes(k)) : WEIGHTS;

  let attempts = 0;
  while (edits.length < wanted && attempts++ < wanted * 30) {
    const kind = rng.weighted(
      kinds.map(([k]) => k),
      kinds.map(([, w]) => w),
    );
    const edit = apply(kind);
    if (edit) edits.push(edit);
  }
  if (edits.length === 0) {
    // Always change at least one clause.
    const edit = apply("add-clause") ?? apply("reword");
    if (edit) edits.push(edit);
  }
  return { content, edits };

  function apply(kind: EditKind): ContentEdit | null {
    switch (kind) {
      case "reword":
        return reword();
      case "add-clause":
        return addClause();
      case "remove-clause":
        return removeClause();
      case "add-note":
        return addNote();
      case "remove-note":
        return removeNote();
      case "table-values":
        return tableValues();
      case "reference-update":
        return referenceUpdate();
      case "keyword-change":
        return keywordChange();
    }
  }

  function clauses(): { clause: Clause; section: Section }[] {
    const out: { clause: Clause; section: Section }[] = [];
    const walk = (blocks: Block[], section: Section) => {
      for (const b of blocks) {
        if (b.kind === "clause") {
          out.push({ clause: b, section });
          walk(b.children, section);
        }
      }
    };
    for (const s of content.sections) walk(s.blocks, s);
    return out;
  }

  function reword(): ContentEdit | null {
    const candidates = clauses().filter(
      ({ clause, section }) =>
        !touched.has(clause.id) &&
        clause.text.length > 40 &&
        !clause.text.endsWith(":") &&
        section.key !== "keywords" &&
        section.key !== "terminology",
    );
    if (!candidates.length) return null;
    const { clause, section } = rng.pick(candidates);
    const before = clause.text;
    let after = before;
    const op = rng.int(0, 4);
    const sentences = splitSentences(before);
    if (op === 0) {
      // Change a number.
      const numbers = [...before.matchAll(/\b\d+(\.\d+)?\b/g)];
      const words = NUMBER_WORDS.slice(3, 7).filter((w) => new RegExp(`\\b${w}\\b`).test(before));
      if (numbers.length) {
        const m = rng.pick(numbers);
        const value = Number(m[0]);
        const decimals = m[1] ? m[1].length - 1 : 0;
        let next = value;
        while (formatNumber(next, decimals) === m[0]) next = value * rng.float(0.6, 1.6) + (decimals ? 0 : 1);
        after = before.slice(0, m.index) + formatNumber(next, decimals) + before.slice(m.index! + m[0].length);
      } else if (words.length) {
        const w = rng.pick(words);
        const other = rng.pick(NUMBER_WORDS.slice(3, 7).filter((x) => x !== w));
        after = before.replace(new RegExp(`\\b${w}\\b`), other);
      } else {
        after = `${before} ${text.sentence(EN.generic)}`;
      }
    } else if (op === 1) {
      after = `${before} ${text.sentence(EN.additions)}`;
    } else if (op === 2 && sentences.length > 1) {
      const i = rng.int(0, sentences.length - 1);
      sentences[i] = text.sentence(EN.generic);
      after = sentences.join(" ");
    } else if (op === 3 && sentences.length > 1) {
      sentences.splice(rng.int(1, sentences.length - 1), 1);
      after = sentences.join(" ");
    } else {
      const pairs = SYNONYMS.filter(([a, b]) => before.includes(a) || before.includes(b));
      if (pairs.length) {
        const [a, b] = rng.pick(pairs);
        after = before.includes(a) ? before.replace(a, b) : before.replace(b, a);
      } else {
        after = `${before} ${text.sentence(EN.additions)}`;
      }
    }
    if (after === before) after = `${before} ${text.sentence(EN.additions)}`;
    clause.text = after;
    touched.add(clause.id);
    return { kind: "reword", section: section.key, blockId: clause.id, before, after };
  }

  function addClause(): ContentEdit | null {
    const sections = content.sections.filter((s) => ADDABLE.includes(s.key));
    if (!sections.length) return null;
    const section = rng.pick(sections);
    const pool = section.key === "procedure" ? EN.procedure : EN.additions;
    const clause: Clause = { kind: "clause", id: newId(), text: text.sentence(pool), children: [] };
    if (section.key === "report") {
      const intro = section.blocks.find((b): b is Clause => b.kind === "clause" && b.children.length > 0);
      if (!intro) return null;
      const existing = new Set(intro.children.map((c) => (c.kind === "clause" ? c.text : "")));
      const fresh = REPORT_ADDITIONS.filter((t) => !existing.has(t));
      if (!fresh.length) return null;
      clause.text = rng.pick(fresh);
      intro.children.push(clause);
    } else {
      section.blocks.push(clause);
    }
    touched.add(clause.id);
    return { kind: "add-clause", section: section.key, blockId: clause.id, after: clause.text };
  }

  function removeClause(): ContentEdit | null {
    const options = content.sections.filter((s) => {
      if (!["procedure", "apparatus", "specimens", "significance", "scope", "materials", "sampling"].includes(s.key))
        return false;
      const top = s.blocks.filter((b) => b.kind === "clause");
      return top.length >= 3;
    });
    if (!options.length) return null;
    const section = rng.pick(options);
    let idx = -1;
    for (let i = section.blocks.length - 1; i > 0; i--) {
      const b = section.blocks[i];
      if (b.kind === "clause" && !touched.has(b.id)) {
        idx = i;
        break;
      }
    }
    if (idx <= 0) return null;
    const [removed] = section.blocks.splice(idx, 1) as Clause[];
    touched.add(removed.id);
    return { kind: "remove-clause", section: section.key, blockId: removed.id, before: removed.text };
  }

  function addNote(): ContentEdit | null {
    const sections = content.sections.filter((s) => !["references", "keywords", "terminology"].includes(s.key));
    const section = rng.pick(sections);
    const note: Note = { kind: "note", id: newId(), text: text.sentence(EN.noteText) };
    section.blocks.push(note);
    touched.add(note.id);
    return { kind: "add-note", section: section.key, blockId: note.id, after: note.text };
  }

  function removeNote(): ContentEdit | null {
    const sections = content.sections.filter((s) => s.blocks.some((b) => b.kind === "note" && !touched.has(b.id)));
    if (!sections.length) return null;
    const section = rng.pick(sections);
    let idx = -1;
    section.blocks.forEach((b, i) => {
      if (b.kind === "note" && !touched.has(b.id)) idx = i;
    });
    const [removed] = section.blocks.splice(idx, 1) as Note[];
    touched.add(removed.id);
    return { kind: "remove-note", section: section.key, blockId: removed.id, before: removed.text };
  }

  function tableValues(): ContentEdit | null {
    const tables: { table: Table; section: Section }[] = [];
    for (const s of content.sections)
      for (const b of s.blocks) if (b.kind === "table" && !touched.has(b.id)) tables.push({ table: b, section: s });
    if (!tables.length) return null;
    const { table, section } = rng.pick(tables);
    const cells: [number, number][] = [];
    table.rows.forEach((r, i) => {
      r.forEach((c, j) => {
        if (/^±?-?\d+(\.\d+)?$/.test(c)) cells.push([i, j]);
      });
    });
    if (!cells.length) return null;
    const before = table.rows.map((r) => r.join(" | ")).join("\n");
    for (const [i, j] of rng.sample(cells, rng.int(1, 3))) {
      const cell = table.rows[i][j];
      const sign = cell.startsWith("±") ? "±" : "";
      const raw = sign ? cell.slice(1) : cell;
      const decimals = raw.includes(".") ? raw.split(".")[1].length : 0;
      const value = Number(raw);
      let next = formatNumber(value * (1 + (rng.chance(0.5) ? 1 : -1) * rng.float(0.05, 0.25)), decimals);
      // Small values may round to themselves: then move by one unit of the last decimal.
      if (next === raw) next = formatNumber(value + 10 ** -decimals, decimals);
      table.rows[i][j] = sign + next;
    }
    touched.add(table.id);
    return {
      kind: "table-values",
      section: section.key,
      blockId: table.id,
      before,
      after: table.rows.map((r) => r.join(" | ")).join("\n"),
    };
  }

  function referenceUpdate(): ContentEdit | null {
    const lists: { list: RefList; section: Section }[] = [];
    for (const s of content.sections)
      for (const b of s.blocks) if (b.kind === "refs" && !touched.has(b.id)) lists.push({ list: b, section: s });
    if (!lists.length) return null;
    const { list, section } = rng.pick(lists);
    const before = list.items.map((i) => i.designation).join("; ");
    const dated = list.items.filter((i) => /(\d{4})$/.test(i.designation));
    const r = rng.next();
    if (r < 0.4 && dated.length) {
      const item = rng.pick(dated);
      const year = Number(item.designation.slice(-4));
      item.designation = `${item.designation.slice(0, -4)}${Math.min(year + rng.int(1, 6), content.meta.editionYear)}`;
      if (item.designation.slice(-4) === String(year)) item.designation = `${item.designation.slice(0, -4)}${year - 1}`;
    } else if (r < 0.7 && list.items.length > 2) {
      list.items.splice(rng.int(0, list.items.length - 1), 1);
    } else {
      const d = DOMAIN_BY_KEY.get(content.meta.domain);
      const prefix = list.heading.startsWith("Other") ? "ISO" : content.meta.publisherKey;
      const designation = `${prefix === "ASTM" ? String.fromCharCode(65 + rng.int(0, 6)) : `${prefix} `}${rng.int(100, 9999)}`;
      if (list.items.some((i) => i.designation === designation)) return null;
      const title = d
        ? `${rng.pick(["Test Method for", "Practice for", "Guide for", "Specification for"])} ${rng.pick(d.activities.concat(d.products))}`
        : "Related Document";
      list.items.push({ designation, title });
      list.items.sort((a, b) => a.designation.localeCompare(b.designation));
    }
    touched.add(list.id);
    return {
      kind: "reference-update",
      section: section.key,
      blockId: list.id,
      before,
      after: list.items.map((i) => i.designation).join("; "),
    };
  }

  function keywordChange(): ContentEdit | null {
    const section = content.sections.find((s) => s.key === "keywords");
    const clause = section?.blocks.find((b): b is Clause => b.kind === "clause");
    if (!section || !clause || touched.has(clause.id)) return null;
    const before = clause.text;
    const kws = before.split("; ");
    const d = DOMAIN_BY_KEY.get(content.meta.domain);
    const extra = (d?.keywords ?? []).concat([
      "interlaboratory study",
      "test method",
      "conditioning",
      "specimen preparation",
    ]);
    const fresh = extra.filter((k) => !kws.includes(k));
    if (fresh.length && (kws.length < 4 || rng.chance(0.6))) kws.push(rng.pick(fresh));
    else if (kws.length > 2) kws.splice(rng.int(0, kws.length - 1), 1);
    else return null;
    clause.text = kws.join("; ");
    touched.add(clause.id);
    return { kind: "keyword-change", section: "keywords", blockId: clause.id, before, after: clause.text };
  }
}

function nextMeta(rng: Rng, prev: ContentMeta, given: Partial<ContentMeta> | undefined): ContentMeta {
  const year = given?.editionYear ?? prev.editionYear + rng.int(1, 4);
  const designation = given?.designation ?? bumpDesignation(prev.designation, prev.editionYear, year);
  const month = String(rng.int(1, 12)).padStart(2, "0");
  return {
    ...prev,
    originalYear: prev.originalYear ?? prev.editionYear,
    previousDesignation: prev.designation,
    editionYear: year,
    designation,
    displayDesignation: given?.displayDesignation ?? bumpDesignation(prev.displayDesignation, prev.editionYear, year),
    approvedDate: `${year}-${month}-01`,
    publishedDate: `${year}-${month}-15`,
    ...given,
  };
}

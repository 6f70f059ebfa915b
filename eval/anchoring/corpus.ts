// The evaluation's documents: hand-written editions of small standards (lines/*.txt), parsed
// into blocks with ids that stay the same across editions (the "named passages" a point is
// expected at), and rendered the way publishers deliver them: HTML (three markup styles), the
// publisher's plain body text (when the line says it has one) and PDF (the seed's PdfWriter,
// with ligatures set as separate runs the way typesetting software emits them).
//
// Format of a line file (see README.md):
//   line: <name>            title: <title>          body-text: yes|no
//   === A [markup: pretty|compact|seed]             an edition written out in full
//   [id] kind num | text   (kind: title, h, c, p, note, table, row, li, annex)
//   === B from A [markup: …]                         an edition made by edits of the previous
//   delete <id> | edit <id> | <new text> | rewrite <id> | <new text> | renumber <id> <num>
//   move <id> after <id> | insert after <id> | [id] kind num | text | copy <id> as <id> after <id>
//   row-edit <id> | cell | cell …
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Kind = "title" | "h" | "c" | "p" | "note" | "table" | "row" | "li" | "annex";

export interface Block {
  id: string;
  kind: Kind;
  /** Clause number or label ("6.3", "9.", "NOTE 2", "Table 1", "A1"). */
  num: string;
  /** Text; for a row, its cells. */
  text: string;
  cells?: string[];
  /** How this edition changed the block's words relative to the previous edition. */
  change?: "edited" | "rewritten";
}

export interface Edition {
  name: string;
  markup: "pretty" | "compact" | "seed";
  blocks: Block[];
}

export interface DocLine {
  name: string;
  title: string;
  bodyText: boolean;
  editions: Edition[];
}

function parseBlock(line: string): Block {
  const m = /^\[([^\]]+)\]\s+(\w+)\s*([^|]*?)\s*\|\s*(.*)$/.exec(line);
  if (!m) throw new Error(`not a block: ${line}`);
  const [, id, kind, num, rest] = m;
  if (!["title", "h", "c", "p", "note", "table", "row", "li", "annex"].includes(kind))
    throw new Error(`unknown kind ${kind}: ${line}`);
  if (kind === "row") {
    const cells = rest.split("|").map((c) => c.trim());
    return { id, kind: "row", num: "", text: cells.join(" "), cells };
  }
  return { id, kind: kind as Kind, num, text: rest.trim() };
}

function applyEdit(blocks: Block[], op: string, file: string): void {
  const at = (id: string) => {
    const i = blocks.findIndex((b) => b.id === id);
    if (i < 0) throw new Error(`${file}: no block ${id} for "${op}"`);
    return i;
  };
  const edits: [RegExp, (m: RegExpExecArray) => void][] = [
    [/^delete\s+(\S+)$/, (m) => blocks.splice(at(m[1]), 1)],
    [
      /^(edit|rewrite)\s+(\S+)\s*\|\s*(.*)$/,
      (m) => {
        const i = at(m[2]);
        blocks[i] = { ...blocks[i], text: m[3].trim(), change: m[1] === "edit" ? "edited" : "rewritten" };
      },
    ],
    [
      /^row-edit\s+(\S+)\s*\|\s*(.*)$/,
      (m) => {
        const cells = m[2].split("|").map((c) => c.trim());
        blocks[at(m[1])] = { ...blocks[at(m[1])], cells, text: cells.join(" "), change: "edited" };
      },
    ],
    [/^renumber\s+(\S+)\s+(.+)$/, (m) => (blocks[at(m[1])] = { ...blocks[at(m[1])], num: m[2].trim() })],
    [
      /^move\s+(\S+)\s+after\s+(\S+)$/,
      (m) => {
        const [b] = blocks.splice(at(m[1]), 1);
        blocks.splice(at(m[2]) + 1, 0, b);
      },
    ],
    [/^insert\s+after\s+(\S+)\s*\|\s*(\[.*)$/, (m) => blocks.splice(at(m[1]) + 1, 0, parseBlock(m[2]))],
    [
      /^copy\s+(\S+)\s+as\s+(\S+)\s+after\s+(\S+)$/,
      (m) => blocks.splice(at(m[3]) + 1, 0, { ...blocks[at(m[1])], id: m[2], change: undefined }),
    ],
  ];
  for (const [re, apply] of edits) {
    const m = re.exec(op);
    if (m) {
      apply(m);
      return;
    }
  }
  throw new Error(`${file}: unknown edit "${op}"`);
}

export function parseLine(file: string, source: string): DocLine {
  const line: DocLine = { name: "", title: "", bodyText: false, editions: [] };
  let current: Edition | null = null;
  let fromEdits = false;
  for (const raw of source.split("\n")) {
    const text = raw.replace(/\s+#.*$/, "").trim();
    if (!text || text.startsWith("#")) continue;
    const edition = /^===\s+(\w+)(?:\s+from\s+(\w+))?(?:\s+markup:\s*(\w+))?$/.exec(text);
    const header = current ? null : /^(line|title|body-text):\s*(.*)$/.exec(text);
    if (edition) {
      const m = edition;
      const base = m[2] ? line.editions.find((e) => e.name === m[2]) : undefined;
      if (m[2] && !base) throw new Error(`${file}: no edition ${m[2]}`);
      current = {
        name: m[1],
        markup: (m[3] as Edition["markup"]) ?? base?.markup ?? "pretty",
        blocks: base ? base.blocks.map((b) => ({ ...b, change: undefined })) : [],
      };
      fromEdits = Boolean(base);
      line.editions.push(current);
    } else if (header) {
      if (header[1] === "line") line.name = header[2];
      else if (header[1] === "title") line.title = header[2];
      else line.bodyText = header[2] === "yes";
    } else if (current && !fromEdits) current.blocks.push(parseBlock(text));
    else if (current) applyEdit(current.blocks, text, file);
    else throw new Error(`${file}: unexpected "${text}"`);
  }
  const ids = new Set<string>();
  for (const e of line.editions) {
    ids.clear();
    for (const b of e.blocks) {
      if (ids.has(b.id)) throw new Error(`${file}: edition ${e.name} has ${b.id} twice`);
      ids.add(b.id);
    }
  }
  return line;
}

export function loadLines(dir: string): DocLine[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((f) => parseLine(f, readFileSync(join(dir, f), "utf8")));
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The block's text as a reader sees it (its number or label first). */
export function blockText(b: Block): string {
  switch (b.kind) {
    case "h":
      return `${b.num} ${b.text}`;
    case "c":
    case "annex":
    case "table":
      return b.num ? `${b.num} ${b.text}` : b.text;
    case "note":
      return `${b.num}—${b.text}`;
    default:
      return b.text;
  }
}

/**
 * HTML of an edition. Every block element carries data-eval="<id>" so the evaluation can find
 * the passage (the anchoring code never reads attributes). Markup styles:
 *   pretty   one element per line, indented (whitespace between blocks)
 *   compact  no whitespace between tags (as many publishing systems emit)
 *   seed     the repository's own HTML: numbers in <span class="num"> glued to the text
 */
export function renderHtml(line: DocLine, e: Edition): string {
  const nl = e.markup === "compact" ? "" : "\n";
  const ind = e.markup === "compact" ? "" : "  ";
  const num = (n: string) =>
    e.markup === "seed"
      ? `<span class="num">${esc(n)}</span>`
      : e.markup === "compact"
        ? `<b>${esc(n)}</b> `
        : `${esc(n)} `;
  const out: string[] = [];
  let table: string[] | null = null;
  let inList = false;
  const closeTable = () => {
    if (table) out.push(`${ind}<table>${nl}${table.join(nl)}${nl}${ind}</table>`);
    table = null;
  };
  const closeList = () => {
    if (inList) out.push(`${ind}</ul>`);
    inList = false;
  };
  for (const b of e.blocks) {
    if (b.kind !== "row") closeTable();
    if (b.kind !== "li") closeList();
    const d = `data-eval="${esc(b.id)}"`;
    switch (b.kind) {
      case "title":
        out.push(`${ind}<h1 ${d}>${esc(b.text)}</h1>`);
        break;
      case "h":
        out.push(`${ind}<h2 ${d}>${num(b.num)}${esc(b.text)}</h2>`);
        break;
      case "annex":
        out.push(`${ind}<h2 class="annex" ${d}>${num(b.num)}${esc(b.text)}</h2>`);
        break;
      case "c":
        out.push(`${ind}<p class="clause" ${d}>${num(b.num)}${esc(b.text)}</p>`);
        break;
      case "p":
        out.push(`${ind}<p ${d}>${esc(b.text)}</p>`);
        break;
      case "note":
        out.push(`${ind}<p class="note" ${d}><span class="label">${esc(b.num)}—</span>${esc(b.text)}</p>`);
        break;
      case "table":
        table = [`${ind}${ind}<caption ${d}>${esc(b.num)} ${esc(b.text)}</caption>`];
        break;
      case "row": {
        const head = (table?.length ?? 0) === 1;
        const tag = head ? "th" : "td";
        const cells = (b.cells ?? []).map((c) => `<${tag}>${esc(c)}</${tag}>`).join("");
        if (!table) throw new Error(`${line.name} ${e.name}: a row outside a table (${b.id})`);
        table.push(`${ind}${ind}<tr ${d}>${cells}</tr>`);
        break;
      }
      case "li":
        if (!inList) out.push(`${ind}<ul>`);
        inList = true;
        out.push(`${ind}${ind}<li ${d}>${esc(b.text)}</li>`);
        break;
    }
  }
  closeTable();
  closeList();
  return `<!doctype html>${nl}<html lang="en"><head><meta charset="utf-8"><title>${esc(line.title)}</title></head>${nl}<body>${nl}<article>${nl}${out.join(nl)}${nl}</article>${nl}</body></html>${nl}`;
}

/** The publisher's plain body text, written the way the seed writes document_bodies.text. */
export function renderBodyText(e: Edition): string {
  return e.blocks.map((b) => (b.kind === "row" ? (b.cells ?? []).join(" | ") : blockText(b))).join("\n");
}

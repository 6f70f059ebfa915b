// Bulk loading with COPY (pg-copy-streams): values encoded in PostgreSQL's text COPY format.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

export type Row = Record<string, unknown>;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function escapeCopy(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"));
}

function arrayLiteral(values: unknown[]): string {
  return `{${values
    .map((v) => {
      if (v === null || v === undefined) return "NULL";
      if (typeof v === "number") return String(v);
      return `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`;
    })
    .join(",")}}`;
}

/** One value in COPY text format. Objects become JSON, arrays PostgreSQL array literals. */
export function copyValue(v: unknown): string {
  if (v === null || v === undefined) return "\\N";
  switch (typeof v) {
    case "boolean":
      return v ? "t" : "f";
    case "number":
    case "bigint":
      return String(v);
    case "string":
      return escapeCopy(v);
    default:
      if (v instanceof Date) return v.toISOString();
      if (Array.isArray(v)) return escapeCopy(arrayLiteral(v));
      return escapeCopy(JSON.stringify(v));
  }
}

export function copyLine(values: unknown[]): string {
  let s = "";
  for (let i = 0; i < values.length; i++) s += (i ? "\t" : "") + copyValue(values[i]);
  return `${s}\n`;
}

/** COPY rows (objects with the same keys, snake_case column names) into a table. */
export async function copyRows(client: pg.ClientBase, table: string, rows: Row[]): Promise<number> {
  if (!rows.length) return 0;
  const columns = Object.keys(rows[0]);
  const lines: string[] = [];
  for (const r of rows) lines.push(copyLine(columns.map((c) => r[c])));
  await copyLines(client, table, columns, lines);
  return rows.length;
}

/** COPY pre-encoded lines (see copyLine) into a table. */
export async function copyLines(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  lines: string[],
): Promise<void> {
  if (!lines.length) return;
  const stream = client.query(copyFrom(`COPY "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) FROM STDIN`));
  // Hand the lines over in ~1 MB pieces.
  async function* pieces() {
    let buf = "";
    for (const l of lines) {
      buf += l;
      if (buf.length > 1 << 20) {
        yield buf;
        buf = "";
      }
    }
    if (buf) yield buf;
  }
  await pipeline(Readable.from(pieces()), stream);
}

/** Sets each table's id sequence past its largest id (ids are inserted explicitly). */
export async function resetSequences(client: pg.ClientBase, tables: string[]): Promise<void> {
  for (const t of tables) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), GREATEST((SELECT max(id) FROM "${t}"), 1), (SELECT max(id) IS NOT NULL FROM "${t}"))`,
    );
  }
}

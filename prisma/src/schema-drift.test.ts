// schema.prisma and the migrated database must agree: every model is a table, every field a
// column of the right type and nullability, every index and foreign key exists, and the database
// has nothing the schema does not declare. A hand-written migration that forgets a column fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { columnName, columnType, loadDatamodel, tableName, unsupportedFields } from "../scripts/dmmf.mjs";

const schemaText = readFileSync(join(import.meta.dirname, "..", "schema.prisma"), "utf8");
const dm = loadDatamodel(schemaText);
const enumNames = new Set(dm.enums.map((e) => e.name));

/** information_schema's spelling of a SQL type as columnType() writes it. */
function normalise(sqlType: string): string {
  const t = sqlType.toUpperCase().replace(/"/g, "");
  const map: Record<string, string> = {
    INTEGER: "int4",
    SERIAL: "int4",
    BIGINT: "int8",
    SMALLINT: "int2",
    JSON: "json",
    BIGSERIAL: "int8",
    TEXT: "text",
    BOOLEAN: "bool",
    JSONB: "jsonb",
    "DOUBLE PRECISION": "float8",
    UUID: "uuid",
    INET: "inet",
    DATE: "date",
    REAL: "float4",
    TSVECTOR: "tsvector",
    REGCONFIG: "regconfig",
    CIDR: "cidr",
  };
  const isArray = t.endsWith("[]");
  const base = t.replace(/\[\]$/, "");
  let out: string;
  if (map[base]) out = map[base];
  else if (/^VARCHAR\((\d+)\)$/.test(base)) out = `varchar(${base.match(/\d+/)![0]})`;
  else if (/^CHAR\((\d+)\)$/.test(base)) out = `bpchar(${base.match(/\d+/)![0]})`;
  else if (/^TIMESTAMPTZ\((\d)\)$/.test(base)) out = `timestamptz(${base.match(/\d/)![0]})`;
  else if (/^TIMESTAMP\((\d)\)$/.test(base)) out = `timestamp(${base.match(/\d/)![0]})`;
  else out = base.toLowerCase(); // enum names
  return isArray ? `${out}[]` : out;
}

interface DbColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  character_maximum_length: number | null;
  datetime_precision: number | null;
}

function describeDbType(c: DbColumn): string {
  const isArray = c.udt_name.startsWith("_");
  const base = isArray ? c.udt_name.slice(1) : c.udt_name;
  let out = base;
  if (base === "varchar" || base === "bpchar") out = `${base}(${c.character_maximum_length})`;
  if (base === "timestamptz" || base === "timestamp") out = `${base}(${c.datetime_precision})`;
  return isArray ? `${out}[]` : out;
}

let database: TestDatabase;
let client: pg.Client;
let columns: DbColumn[];

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  columns = (
    await client.query<DbColumn>(
      `SELECT table_name, column_name, udt_name, is_nullable, character_maximum_length, datetime_precision
         FROM information_schema.columns WHERE table_schema = 'public'
          -- A partition (document_clauses_p00…) is its partitioned table's storage, not a table of its own.
          AND table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition)`,
    )
  ).rows;
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe("schema.prisma and the migrated database", () => {
  it("have the same tables", async () => {
    const tables = new Set(columns.map((c) => c.table_name));
    tables.delete("_prisma_migrations");
    expect([...tables].sort()).toEqual(dm.models.map(tableName).sort());
  });

  it("have the same columns, types and nullability in every table", () => {
    const problems: string[] = [];
    for (const model of dm.models) {
      const table = tableName(model);
      const expected = new Map<string, { type: string; nullable: boolean }>();
      for (const f of model.fields.filter((x) => x.kind !== "object")) {
        expected.set(columnName(f), {
          type: normalise(columnType(f, enumNames)),
          nullable: !f.isRequired && !f.isList,
        });
      }
      for (const u of unsupportedFields(schemaText, model.name)) {
        expected.set(u.column, { type: normalise(u.type), nullable: u.optional });
      }
      const actual = columns.filter((c) => c.table_name === table);
      for (const c of actual) {
        const e = expected.get(c.column_name);
        if (!e) {
          problems.push(`${table}.${c.column_name} exists in the database but not in schema.prisma`);
          continue;
        }
        const dbType = describeDbType(c);
        if (dbType.toLowerCase() !== e.type.toLowerCase())
          problems.push(`${table}.${c.column_name}: database ${dbType}, schema ${e.type}`);
        if ((c.is_nullable === "YES") !== e.nullable) {
          problems.push(
            `${table}.${c.column_name}: database ${c.is_nullable === "YES" ? "NULL" : "NOT NULL"}, schema the opposite`,
          );
        }
        expected.delete(c.column_name);
      }
      for (const missing of expected.keys())
        problems.push(`${table}.${missing} is in schema.prisma but not in the database`);
    }
    expect(problems).toEqual([]);
  });

  it("have the same enums", async () => {
    const { rows } = await client.query<{ typname: string; labels: string[] }>(
      `SELECT t.typname, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    const actual = Object.fromEntries(rows.map((r) => [r.typname, r.labels]));
    const expected = Object.fromEntries(dm.enums.map((e) => [e.name, e.values.map((v) => v.dbName ?? v.name)]));
    expect(actual).toEqual(expected);
  });

  it("have every index, unique constraint and foreign key the schema declares", async () => {
    const { rows: idx } = await client.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'",
    );
    const { rows: fks } = await client.query<{ conname: string }>(
      "SELECT conname FROM pg_constraint WHERE contype = 'f'",
    );
    const indexNames = new Set(idx.map((r) => r.indexname));
    const fkNames = new Set(fks.map((r) => r.conname));
    const problems: string[] = [];
    for (const index of dm.indexes) {
      const model = dm.models.find((m) => m.name === index.model)!;
      const table = tableName(model);
      const cols = index.fields.map((f) => columnName(model.fields.find((x) => x.name === f.name)!));
      const name =
        index.type === "id"
          ? `${table}_pkey`
          : (index.dbName ?? `${table}_${cols.join("_")}_${index.type === "unique" ? "key" : "idx"}`.slice(0, 63));
      if (!indexNames.has(name)) problems.push(`missing index ${name}`);
    }
    for (const model of dm.models) {
      const table = tableName(model);
      for (const f of model.fields.filter((x) => x.kind === "object" && x.relationFromFields?.length)) {
        const cols = f.relationFromFields!.map((n) => columnName(model.fields.find((x) => x.name === n)!));
        const name = `${table}_${cols.join("_")}_fkey`.slice(0, 63);
        if (!fkNames.has(name)) problems.push(`missing foreign key ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("have the same foreign keys: columns, referenced table and columns, and ON DELETE action", async () => {
    const { rows } = await client.query<{
      conname: string;
      tbl: string;
      cols: string[];
      ref: string;
      refcols: string[];
      on_delete: string;
    }>(
      `SELECT c.conname, c.conrelid::regclass::text AS tbl, c.confrelid::regclass::text AS ref,
              (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS cols,
              (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS refcols,
              c.confdeltype AS on_delete
         FROM pg_constraint c
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
          -- Partitions carry copies of their table's keys (conparentid): the table's one is compared.
          AND c.conparentid = 0`,
    );
    const unquote = (t: string) => t.replace(/"/g, "");
    const actual = new Map(
      rows.map((r) => [
        r.conname,
        `${unquote(r.tbl)}(${r.cols.join(",")}) → ${unquote(r.ref)}(${r.refcols.join(",")}) ON DELETE ${r.on_delete}`,
      ]),
    );
    // pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default.
    const action: Record<string, string> = {
      Cascade: "c",
      SetNull: "n",
      Restrict: "r",
      NoAction: "a",
      SetDefault: "d",
    };
    const expected = new Map<string, string>();
    for (const model of dm.models) {
      const table = tableName(model);
      for (const f of model.fields.filter((x) => x.kind === "object" && x.relationFromFields?.length)) {
        const target = dm.models.find((m) => m.name === f.type)!;
        const col = (m: typeof model, n: string) => columnName(m.fields.find((x) => x.name === n)!);
        const cols = f.relationFromFields!.map((n) => col(model, n));
        const refcols = f.relationToFields!.map((n) => col(target, n));
        // Prisma's default: Restrict for a required relation, SetNull for an optional one.
        const onDelete =
          (f as { relationOnDelete?: string }).relationOnDelete ?? (f.isRequired ? "Restrict" : "SetNull");
        expected.set(
          `${table}_${cols.join("_")}_fkey`.slice(0, 63),
          `${table}(${cols.join(",")}) → ${tableName(target)}(${refcols.join(",")}) ON DELETE ${action[onDelete]}`,
        );
      }
    }
    expect(expected.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [name, e] of expected) {
      const a = actual.get(name);
      if (a !== e) problems.push(`${name}: schema ${e}, database ${a ?? "missing"}`);
    }
    for (const [name, a] of actual) if (!expected.has(name)) problems.push(`${name}: ${a} is not in schema.prisma`);
    expect(problems).toEqual([]);
  });
});

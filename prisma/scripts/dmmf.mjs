// Reads schema.prisma into Prisma's DMMF (through the same WebAssembly module the CLI uses) and
// maps it to PostgreSQL names and types the way Prisma Migrate does. Shared by draft-sql.mjs and
// the schema drift test.
import wasm from "@prisma/prisma-schema-wasm";

export function loadDatamodel(schemaText) {
  const dmmf = JSON.parse(wasm.get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", schemaText]] })));
  return dmmf.datamodel;
}

export const tableName = (model) => model.dbName ?? model.name;
export const columnName = (field) => field.dbName ?? field.name;

const NATIVE = {
  VarChar: (a) => `VARCHAR(${a[0]})`,
  Char: (a) => `CHAR(${a[0]})`,
  Uuid: () => "UUID",
  Inet: () => "INET",
  Timestamptz: (a) => `TIMESTAMPTZ(${a[0] ?? 6})`,
  Timestamp: (a) => `TIMESTAMP(${a[0] ?? 6})`,
  Date: () => "DATE",
  Real: () => "REAL",
  SmallInt: () => "SMALLINT",
  Text: () => "TEXT",
};
const SCALAR = {
  String: "TEXT",
  Int: "INTEGER",
  BigInt: "BIGINT",
  Boolean: "BOOLEAN",
  DateTime: "TIMESTAMP(3)",
  Json: "JSONB",
  Float: "DOUBLE PRECISION",
  Decimal: "DECIMAL(65,30)",
  Bytes: "BYTEA",
};

/** The SQL type Prisma Migrate would create for a scalar or enum field. */
export function columnType(field, enumNames) {
  let t;
  if (field.nativeType) {
    const [name, args] = field.nativeType;
    if (!NATIVE[name]) throw new Error(`native type ${name} not mapped`);
    t = NATIVE[name](args);
  } else if (enumNames.has(field.type)) {
    t = `"${field.type}"`;
  } else {
    t = SCALAR[field.type];
    if (!t) throw new Error(`type ${field.type} not mapped`);
  }
  return field.isList ? `${t}[]` : t;
}

/** Fields declared as Unsupported("...") — absent from the DMMF, so read from the text. */
export function unsupportedFields(schemaText, modelName) {
  const block = schemaText.match(new RegExp(`^model ${modelName} \\{([\\s\\S]*?)^\\}`, "m"));
  if (!block) return [];
  const out = [];
  for (const line of block[1].split("\n")) {
    const m = line.match(/^\s+(\w+)\s+Unsupported\("([^"]+)"\)(\?)?(.*)$/);
    if (!m) continue;
    const map = m[4].match(/@map\("([^"]+)"\)/);
    out.push({ name: m[1], type: m[2], optional: Boolean(m[3]), column: map ? map[1] : m[1] });
  }
  return out;
}

// Drafts the CREATE SQL for models of schema.prisma, following Prisma Migrate's conventions
// (types, constraint and index names), because `prisma migrate` cannot run on machines without
// access to Prisma's engine downloads. The draft is a starting point for a hand-written
// migration: review it, add what Prisma cannot express (extensions, GIN/trigram indexes on
// expressions, checks, triggers) and save it as prisma/migrations/<timestamp>_<name>/migration.sql.
//
//   node prisma/scripts/draft-sql.mjs                 # every enum and model
//   node prisma/scripts/draft-sql.mjs Group GroupMember
import fs from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { columnName, columnType, loadDatamodel, tableName, unsupportedFields } from "./dmmf.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const schemaText = fs.readFileSync(join(root, "schema.prisma"), "utf8");
const dm = loadDatamodel(schemaText);
const only = new Set(process.argv.slice(2));
const models = dm.models.filter((m) => only.size === 0 || only.has(m.name));
const byName = new Map(dm.models.map((m) => [m.name, m]));
const enumNames = new Set(dm.enums.map((e) => e.name));
const q = (s) => `"${s}"`;
const trunc = (s) => (s.length > 63 ? s.slice(0, 63) : s);

function defaultSql(f) {
  if (!f.hasDefaultValue || f.default === undefined) return "";
  const d = f.default;
  if (typeof d === "object" && !Array.isArray(d) && d !== null) {
    if (d.name === "now") return " DEFAULT CURRENT_TIMESTAMP";
    return ""; // autoincrement (serial), uuid()/cuid() (client side)
  }
  if (Array.isArray(d)) {
    const base = columnType(f, enumNames).replace(/\[\]$/, "");
    return d.length === 0 ? ` DEFAULT ARRAY[]::${base}[]` : ` DEFAULT ARRAY[${d.map(lit).join(", ")}]::${base}[]`;
  }
  if (enumNames.has(f.type)) return ` DEFAULT '${d}'`;
  return ` DEFAULT ${lit(d)}`;
}
function lit(v) {
  if (typeof v === "string") return `'${v.replace(/'/g, "''")}'`;
  return String(v);
}

const out = [];
for (const e of dm.enums) {
  if (only.size && !only.has(e.name)) continue;
  out.push(
    `-- CreateEnum\nCREATE TYPE ${q(e.name)} AS ENUM (${e.values.map((v) => `'${v.dbName ?? v.name}'`).join(", ")});\n`,
  );
}
for (const m of models) {
  const t = tableName(m);
  const cols = [];
  for (const f of m.fields.filter((x) => x.kind !== "object")) {
    let type = columnType(f, enumNames);
    const isSerial = f.default?.name === "autoincrement";
    if (isSerial) type = f.type === "BigInt" ? "BIGSERIAL" : "SERIAL";
    const notNull = f.isRequired || f.isList ? " NOT NULL" : "";
    cols.push(`    ${q(columnName(f))} ${type}${notNull}${defaultSql(f)}`);
  }
  for (const u of unsupportedFields(schemaText, m.name)) {
    cols.push(`    ${q(u.column)} ${u.type.toUpperCase()}${u.optional ? "" : " NOT NULL"}`);
  }
  const pkFields = m.primaryKey?.fields ?? m.fields.filter((f) => f.isId).map((f) => f.name);
  const colOf = (name) => columnName(m.fields.find((f) => f.name === name));
  cols.push(`\n    CONSTRAINT ${q(`${t}_pkey`)} PRIMARY KEY (${pkFields.map((n) => q(colOf(n))).join(",")})`);
  out.push(`-- CreateTable\nCREATE TABLE ${q(t)} (\n${cols.join(",\n")}\n);\n`);
}
for (const idx of dm.indexes) {
  const m = byName.get(idx.model);
  if (!models.includes(m) || idx.type === "id") continue;
  const t = tableName(m);
  const colNames = idx.fields.map((f) => m.fields.find((x) => x.name === f.name)).map(columnName);
  const suffix = idx.type === "unique" ? "key" : "idx";
  const name = idx.dbName ?? trunc(`${t}_${colNames.join("_")}_${suffix}`);
  const using = idx.algorithm && idx.algorithm !== "BTree" ? ` USING ${idx.algorithm.toUpperCase()}` : "";
  const parts = idx.fields.map((f, i) => {
    let s = q(colNames[i]);
    if (f.operatorClass) s += ` ${f.operatorClass}`;
    if (f.sortOrder === "desc") s += " DESC";
    return s;
  });
  out.push(
    `-- CreateIndex\nCREATE ${idx.type === "unique" ? "UNIQUE " : ""}INDEX ${q(name)} ON ${q(t)}${using}(${parts.join(", ")});\n`,
  );
}
for (const m of models) {
  const t = tableName(m);
  for (const f of m.fields.filter((x) => x.kind === "object" && x.relationFromFields?.length)) {
    const target = byName.get(f.type);
    const from = f.relationFromFields.map((n) => columnName(m.fields.find((x) => x.name === n)));
    const to = f.relationToFields.map((n) => columnName(target.fields.find((x) => x.name === n)));
    const optional = f.relationFromFields.some((n) => !m.fields.find((x) => x.name === n).isRequired);
    const onDelete = (f.relationOnDelete ?? (optional ? "SetNull" : "Restrict"))
      .replace("SetNull", "SET NULL")
      .replace("NoAction", "NO ACTION")
      .toUpperCase();
    out.push(
      `-- AddForeignKey\nALTER TABLE ${q(t)} ADD CONSTRAINT ${q(trunc(`${t}_${from.join("_")}_fkey`))} FOREIGN KEY (${from.map(q).join(", ")}) REFERENCES ${q(tableName(target))}(${to.map(q).join(", ")}) ON DELETE ${onDelete} ON UPDATE CASCADE;\n`,
    );
  }
}
process.stdout.write(out.join("\n"));

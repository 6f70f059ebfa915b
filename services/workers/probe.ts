import { createDb } from "@norma/db";
import { createLocalStorage } from "@norma/db/storage";
import { storeReferences } from "./src/jobs/references/references.ts";

const db = createDb("postgresql://postgres@127.0.0.1:5432/refs_probe");
const storage = createLocalStorage("/tmp/norma-test-cache/49e6e6fb0e60/storage");
const docs = await db.document.findMany({ select: { id: true }, orderBy: { id: "asc" } });
const t0 = Date.now();
const bySource: Record<string, number> = {};
for (const d of docs) {
  const s = await storeReferences({ db, storage }, d.id);
  bySource[String(s.source)] = (bySource[String(s.source)] ?? 0) + 1;
}
console.log("ms per doc", (Date.now() - t0) / docs.length, bySource);
const rows =
  await db.$queryRaw`select kind, resolved, (edition_year is not null) dated, count(*)::int from document_references group by 1,2,3 order by 1,2,3`;
console.log(rows);
console.log(
  await db.$queryRaw`select target_designation, target_key, edition, resolved, kind, clause from document_references order by random() limit 25`,
);
console.log(
  await db.$queryRaw`select target_publisher, count(*)::int from document_references where not resolved group by 1 order by 2 desc`,
);
await db.$disconnect();

// Reference lists: ISO 3166-1 countries and US states (seeded into meta_data).
import type { Db } from "@norma/db";
import { defineHandlers } from "../../lib/handlers.ts";

export function referenceHandlers(db: Db) {
  const list = (type: "COUNTRY" | "STATE") =>
    db.metaData.findMany({ where: { type }, orderBy: { value: "asc" }, select: { id: true, code: true, value: true } });
  return defineHandlers({
    listCountries: async () => list("COUNTRY"),
    listStates: async () => list("STATE"),
  });
}

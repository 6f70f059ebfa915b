// The checks of a publish batch against itself and the catalogue, before anything is stored:
// every problem is a field error naming the item (items[i].field); a batch id already used is
// refused, since it names the batch's revision alerts.
import type { Db } from "@norma/db";
import { BadRequest, type FieldError } from "../../lib/errors.ts";
import { contentCodeOf, day, type PublishBatch, STATUS_CHANGES } from "./publishing-types.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BATCH_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A batch id names its revision alerts: a second batch under it would alert nobody. */
export function batchIdTaken(batchId: string, publishedAt: Date | null): BadRequest {
  const when = publishedAt ? ` on ${publishedAt.toISOString()}` : "";
  return BadRequest.field(
    "publishBatch",
    "batchId",
    "Unique",
    `batch id ${batchId} was used by the batch published${when}; give each batch a new id (or none for a random one)`,
  );
}
const NEEDS_REPLACEMENT = new Set<string>(["Withdrawn Replaced", "Replaced"]);

const validDay = (s: string) => DATE.test(s) && !Number.isNaN(day(s).getTime()) && day(s).toISOString().startsWith(s);

/** Checks the batch against the catalogue; every problem is a field error naming the item. */
export async function validateBatch(db: Db, batch: PublishBatch) {
  const errors: FieldError[] = [];
  const fail = (i: number, field: string, message: string, detail: string) =>
    errors.push({ objectName: "publishBatch", field: `items[${i}].${field}`, message, detail });
  if (!Array.isArray(batch.items) || batch.items.length === 0) {
    throw BadRequest.field("publishBatch", "items", "Size", "a batch publishes at least one item");
  }
  if (batch.batchId !== undefined) {
    if (typeof batch.batchId !== "string" || !BATCH_ID.test(batch.batchId))
      throw BadRequest.field(
        "publishBatch",
        "batchId",
        "Pattern",
        "must be 1 to 100 letters, digits, '.', '_', ':' or '-'",
      );
    const taken = await db.publishBatch.findUnique({ where: { id: batch.batchId } });
    if (taken) throw batchIdTaken(batch.batchId, taken.publishedAt);
  }
  const publisherKeys = [
    // A missing key is reported per item below; it must not reach the query as undefined.
    ...new Set(
      batch.items.flatMap((it) =>
        it.kind === "NEW_VERSION" && typeof it.publisherKey === "string" ? [it.publisherKey] : [],
      ),
    ),
  ];
  const publishers = new Map(
    (await db.publisher.findMany({ where: { key: { in: publisherKeys } }, select: { id: true, key: true } })).map(
      (p) => [p.key, p.id],
    ),
  );
  const newCodes = new Map<string, number>();
  /** Books named by items that are not new editions earlier in the batch: they must exist. */
  const books = new Map<string, number>();
  const statusCodes = new Set<string>();
  const referenced = new Set<string>();
  batch.items.forEach((it, i) => {
    if (it.kind === "NEW_VERSION") {
      if (!publishers.has(it.publisherKey)) fail(i, "publisherKey", "NotFound", `no publisher '${it.publisherKey}'`);
      if (!it.family?.trim()) fail(i, "family", "NotBlank", "is required");
      if (!it.designation?.trim()) fail(i, "designation", "NotBlank", "is required");
      for (const f of ["publishedDate", "lastUpdateDate", "publishedOnlineDate"] as const) {
        const v = it[f];
        if (v !== undefined && v !== null && !validDay(v)) fail(i, f, "Pattern", "must be a date YYYY-MM-DD");
      }
      for (const [j, a] of (it.assets ?? []).entries()) {
        if (a.kind !== "HTML" && a.kind !== "PDF") fail(i, `assets[${j}].kind`, "Enum", "must be HTML or PDF");
        if ((a.content === undefined) === (a.storageKey === undefined))
          fail(i, `assets[${j}]`, "NotNull", "give either content or storageKey");
      }
      const code = it.contentCode ?? contentCodeOf(it.publisherKey, it.designation ?? "", it.languageCode ?? "en-US");
      if (newCodes.has(code)) fail(i, "contentCode", "Unique", `${code} appears twice in the batch`);
      if (it.bookContentCode) {
        if (it.bookContentCode === code) fail(i, "bookContentCode", "Pattern", "a document cannot be its own book");
        else if (!newCodes.has(it.bookContentCode)) books.set(it.bookContentCode, i);
      }
      newCodes.set(code, i);
    } else if (it.kind === "STATUS") {
      if (typeof it.contentCode !== "string" || !it.contentCode.trim()) {
        fail(i, "contentCode", "NotBlank", "is required");
        return;
      }
      if (!(STATUS_CHANGES as readonly string[]).includes(it.status))
        fail(i, "status", "Enum", `must be one of ${STATUS_CHANGES.join(", ")}`);
      if (NEEDS_REPLACEMENT.has(it.status) && !it.replacedByContentCode)
        fail(i, "replacedByContentCode", "NotNull", `is required for status ${it.status}`);
      if (!NEEDS_REPLACEMENT.has(it.status) && it.replacedByContentCode)
        fail(i, "replacedByContentCode", "Null", `must be empty for status ${it.status}`);
      if (it.date !== undefined && !validDay(it.date)) fail(i, "date", "Pattern", "must be a date YYYY-MM-DD");
      if (statusCodes.has(it.contentCode)) fail(i, "contentCode", "Unique", `${it.contentCode} appears twice`);
      statusCodes.add(it.contentCode);
      if (it.replacedByContentCode) referenced.add(it.replacedByContentCode);
    } else {
      fail(i, "kind", "Enum", "must be NEW_VERSION or STATUS");
    }
  });
  const lookups = [...new Set([...newCodes.keys(), ...statusCodes, ...referenced, ...books.keys()])];
  const existing = new Set(
    (await db.document.findMany({ where: { contentCode: { in: lookups } }, select: { contentCode: true } })).map(
      (d) => d.contentCode,
    ),
  );
  for (const [code, i] of newCodes) if (existing.has(code)) fail(i, "contentCode", "Unique", `${code} exists already`);
  for (const [code, i] of books)
    if (!existing.has(code))
      fail(i, "bookContentCode", "NotFound", `no document ${code} (earlier in the batch or existing)`);
  batch.items.forEach((it, i) => {
    if (it.kind !== "STATUS" || typeof it.contentCode !== "string") return;
    if (!existing.has(it.contentCode) && !newCodes.has(it.contentCode))
      fail(i, "contentCode", "NotFound", `no document ${it.contentCode}`);
    const r = it.replacedByContentCode;
    if (r && !existing.has(r) && !newCodes.has(r)) fail(i, "replacedByContentCode", "NotFound", `no document ${r}`);
    if (r && r === it.contentCode) fail(i, "replacedByContentCode", "Pattern", "a document cannot replace itself");
  });
  if (errors.length) {
    throw new BadRequest(errors.map((e) => `${e.field} ${e.detail}`).join("; "), { fieldErrors: errors });
  }
  return { publishers };
}

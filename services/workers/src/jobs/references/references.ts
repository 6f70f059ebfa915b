// The references of an edition (issue 27): found in the text the reader shows (its HTML, else its
// body text, else its PDF: compass-reanchor/document-text.ts) by @norma/documents/references,
// resolved to the catalogue and stored in document_references, replacing what was stored before.
// Resolution: a dated reference to that edition of the cited family, an undated one to the
// family's current edition; a document (or an edition) the catalogue does not hold is kept as
// written, unresolved, and counted. Publishing an edition also moves the undated references of
// its family to it, and resolves the references that waited for it (repointCitations).

import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { referenceKey } from "@norma/documents/designations/designation-scan";
import { type DetectedReference, detectReferences } from "@norma/documents/references/references";
import { loadAnchorText } from "../compass-reanchor/document-text.ts";

export interface ReferencesDeps {
  db: Db;
  storage: BlobStorage | null;
  /** Pages read from a PDF at most, and the time allowed to read one. */
  maxPages?: number;
  readBudgetMs?: number;
}

export interface StoredReferences {
  /** Where the text came from; null when the edition has none (nothing stored). */
  source: "HTML" | "PDF" | "BODY" | null;
  references: number;
  unresolved: number;
}

/** A catalogue edition a reference may resolve to. */
export interface CatalogueEdition {
  id: number;
  publisher: string;
  designation: string;
  designationNo: string;
  editionYear: number | null;
  isLatest: boolean;
  translationOfId: number | null;
}

/** API's series words, which a citation may leave out ("API 5L" is the family "Spec 5L"). */
const API_SERIES = ["Spec", "RP", "Std", "Publ", "Bull"];
/** A series word before the number ("TR 10400", "Spec 5L"): families are often stored without it. */
const LEADING_SERIES = /^(?:Spec|Std|RP|Publ|Bull|TR|TS|PAS|Guide)\s+/;

/**
 * The family values a cited number may be stored under (documents.family), for the index on
 * (publisher_id, family): as written, the first of a dual designation, without a series word, and
 * for API with each series word. The exact match is then by referenceKey.
 */
export function familyCandidates(publisher: string, number: string): string[] {
  const out = new Set<string>();
  const first = number.split("/")[0];
  for (const n of [number, first]) {
    out.add(n);
    out.add(n.replace(LEADING_SERIES, ""));
  }
  if (publisher === "API") for (const n of [...out]) for (const s of API_SERIES) out.add(`${s} ${n}`);
  // CFR families are "<title>-<part>" ("49 CFR 192" → "49-192").
  const cfr = /^(\d+) CFR (\d+)/.exec(number);
  if (publisher === "CFR" && cfr) out.add(`${cfr[1]}-${cfr[2]}`);
  return [...out].filter(Boolean);
}

/** The edition a reference resolves to among its family's editions, or null (kept as written). */
export function resolveAmong(ref: Pick<DetectedReference, "edition" | "editionYear">, editions: CatalogueEdition[]) {
  // Originals before translations: a citation names the document, not a translation of it.
  const ordered = [...editions].sort(
    (a, b) => Number(a.translationOfId !== null) - Number(b.translationOfId !== null) || a.id - b.id,
  );
  if (ref.editionYear === null) return ordered.find((e) => e.isLatest) ?? null;
  const ofYear = ordered.filter((e) => e.editionYear === ref.editionYear);
  // Two editions of one year (ASTM's "-22" and "-22a"): the one whose designation ends as written.
  const written = ref.edition ?? "";
  return (
    ofYear.find((e) => e.designation.endsWith(`-${written}`) || e.designation.endsWith(`:${written}`)) ??
    ofYear[0] ??
    null
  );
}

/** The catalogue editions of the cited families, by reference key. */
export async function catalogueEditions(
  db: Db,
  refs: readonly Pick<DetectedReference, "publisher" | "number" | "key">[],
) {
  const byKey = new Map<string, CatalogueEdition[]>();
  if (!refs.length) return byKey;
  const byPublisher = new Map<string, Set<string>>();
  for (const r of refs) {
    const set = byPublisher.get(r.publisher) ?? new Set<string>();
    for (const f of familyCandidates(r.publisher, r.number)) set.add(f);
    byPublisher.set(r.publisher, set);
  }
  const wanted = new Set(refs.map((r) => r.key));
  const rows = await db.document.findMany({
    where: {
      OR: [...byPublisher].map(([key, families]) => ({ publisher: { key }, family: { in: [...families] } })),
    },
    select: {
      id: true,
      designation: true,
      designationNo: true,
      editionYear: true,
      isLatest: true,
      translationOfId: true,
      publisher: { select: { key: true } },
    },
  });
  for (const r of rows) {
    const key = referenceKey(r.publisher.key, r.designationNo);
    if (!wanted.has(key)) continue;
    const list = byKey.get(key) ?? [];
    list.push({
      id: r.id,
      publisher: r.publisher.key,
      designation: r.designation,
      designationNo: r.designationNo,
      editionYear: r.editionYear,
      isLatest: r.isLatest,
      translationOfId: r.translationOfId,
    });
    byKey.set(key, list);
  }
  return byKey;
}

let publisherKeys: { at: number; keys: string[] } | null = null;
/** The catalogue's publisher keys (read again after a minute: publishers are rarely added). */
async function cataloguePublishers(db: Db): Promise<string[]> {
  if (publisherKeys && Date.now() - publisherKeys.at < 60_000) return publisherKeys.keys;
  const rows = await db.publisher.findMany({ select: { key: true } });
  publisherKeys = { at: Date.now(), keys: rows.map((r) => r.key.toUpperCase()) };
  return publisherKeys.keys;
}

/** The text of an edition: its HTML or body text, else its PDF. */
async function textOf(deps: ReferencesDeps, documentId: number) {
  const limits = { maxPages: deps.maxPages ?? 400, deadline: Date.now() + (deps.readBudgetMs ?? 60_000) };
  const text = await loadAnchorText(deps.db, deps.storage, documentId, false, limits);
  if (text) return text;
  try {
    return await loadAnchorText(deps.db, deps.storage, documentId, true, limits);
  } catch {
    // An unreadable PDF: no text.
    return null;
  }
}

/** Detects, resolves and stores the references of one edition (replacing those stored). */
export async function storeReferences(deps: ReferencesDeps, documentId: number): Promise<StoredReferences> {
  const { db } = deps;
  const doc = await db.document.findUnique({
    where: { id: documentId },
    select: { id: true, designationNo: true, publisher: { select: { key: true } } },
  });
  if (!doc) return { source: null, references: 0, unresolved: 0 };
  const text = await textOf(deps, documentId);
  const refs = text
    ? detectReferences(text, {
        publishers: await cataloguePublishers(db),
        self: { publisher: doc.publisher.key, designationNo: doc.designationNo },
      })
    : [];
  const editions = await catalogueEditions(db, refs);
  const rows = refs.map((r) => {
    const target = resolveAmong(r, editions.get(r.key) ?? []);
    return {
      sourceDocumentId: documentId,
      targetDocumentId: target?.id ?? null,
      targetDesignation: r.designation.slice(0, 200),
      targetPublisher: r.publisher,
      targetKey: r.key.slice(0, 200),
      edition: r.edition,
      editionYear: r.editionYear,
      kind: r.kind,
      clause: r.clause?.slice(0, 60) ?? null,
      occurrences: r.occurrences,
    };
  });
  const result: StoredReferences = {
    source: text?.kind ?? null,
    references: rows.length,
    unresolved: rows.filter((r) => r.targetDocumentId === null).length,
  };
  const scan = {
    source: result.source,
    referencesFound: result.references,
    unresolvedFound: result.unresolved,
    scannedAt: new Date(),
  };
  await db.$transaction([
    db.documentReference.deleteMany({ where: { sourceDocumentId: documentId } }),
    db.documentReference.createMany({ data: rows }),
    db.referenceScan.upsert({ where: { documentId }, create: { documentId, ...scan }, update: scan }),
  ]);
  return result;
}

/**
 * A new edition of a family: the undated references to the family now resolve to it (it is the
 * current edition), and the references dated with its year that waited for it resolve to it.
 * Only for an original (a translation is never the target) that is its family's latest.
 */
export async function repointCitations(db: Db, documentId: number): Promise<number> {
  const doc = await db.document.findUnique({
    where: { id: documentId },
    select: {
      designationNo: true,
      editionYear: true,
      isLatest: true,
      translationOfId: true,
      publisher: { select: { key: true } },
    },
  });
  if (!doc || doc.translationOfId !== null) return 0;
  const key = referenceKey(doc.publisher.key, doc.designationNo);
  let moved = 0;
  if (doc.isLatest)
    moved += (
      await db.documentReference.updateMany({
        where: {
          targetKey: key,
          editionYear: null,
          OR: [{ targetDocumentId: null }, { targetDocumentId: { not: documentId } }],
        },
        data: { targetDocumentId: documentId },
      })
    ).count;
  if (doc.editionYear !== null)
    moved += (
      await db.documentReference.updateMany({
        where: { targetKey: key, editionYear: doc.editionYear, targetDocumentId: null },
        data: { targetDocumentId: documentId },
      })
    ).count;
  return moved;
}

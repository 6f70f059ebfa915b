// Where a compass point goes on a new edition, as a pure function of the point and the two
// editions' texts (no database): the job stores what this returns, and the evaluation
// (eval/anchoring) runs exactly this on its points.
import type { components } from "@norma/contracts/api-types";
import type { Prisma } from "@norma/db";
import { type Anchor, anchorQuote, locateInOld, normalise, type Quote } from "./anchoring.ts";
import { type AnchorText, pageOf, selectionDataOf } from "./document-text.ts";
import { anchorWithStructure, inOwnClause } from "./structural-anchoring.ts";
import { clauseAt, labelOf, type StructureEvidence } from "./structure.ts";

/** A W3C selector of a compass point's passage: the contract's shape (openapi.yaml CompassPointSelector). */
export type Selector = components["schemas"]["CompassPointSelector"];

/** What the placement reads of a point. */
export interface PointToCarry {
  selectors: Prisma.JsonValue | null;
  selectionText: string | null;
  pageNumber: number | null;
  /** How the point itself was placed when it was carried (null: made by its owner). */
  placement?: string | null;
}

/** The quote to look for: the stored TextQuoteSelector, else the selection text with context from the old text. */
export function quoteOf(
  point: PointToCarry,
  old: AnchorText | null,
): {
  quote: Quote;
  oldOccurrences?: number;
  oldOrdinal?: number;
  oldRelative?: number;
  /** Where the point was in the old edition's anchor text (absent when its quote is not there). */
  oldStart?: number;
  page?: number | null;
} | null {
  const selectors = (Array.isArray(point.selectors) ? point.selectors : []) as unknown as Selector[];
  const q = selectors.find((s) => s.type === "TextQuoteSelector");
  const position = selectors.find((s) => s.type === "TextPositionSelector");
  const page = selectors.find((s) => s.type === "PageSelector")?.page ?? point.pageNumber;
  const exact = q?.exact ?? point.selectionText;
  if (!exact || !normalise(exact)) return null;
  const located = old
    ? locateInOld(old.text, exact, {
        page,
        position: position?.start ?? null,
        pageOf: (o) => pageOf(old, o) ?? 0,
        context: q ? { prefix: q.prefix, suffix: q.suffix } : undefined,
      })
    : null;
  if (q?.prefix !== undefined || q?.suffix !== undefined) {
    return {
      quote: { exact, prefix: q.prefix, suffix: q.suffix },
      oldOccurrences: located?.occurrences,
      oldOrdinal: located?.ordinal,
      oldRelative: located && old ? located.start / Math.max(1, old.text.length) : undefined,
      oldStart: located?.start,
      page,
    };
  }
  if (located && old)
    return {
      quote: located.quote,
      oldOccurrences: located.occurrences,
      oldOrdinal: located.ordinal,
      oldRelative: located.start / Math.max(1, old.text.length),
      oldStart: located.start,
      page,
    };
  return { quote: { exact }, page };
}

export interface CarriedPlacement {
  anchor: Anchor;
  /** Why it was placed or orphaned, the clauses and the candidates (compass_points.anchor_candidates). */
  evidence: AnchorEvidence;
  selectionText: string | null;
  pageNumber: number | null;
  selectors: Selector[];
  selectionData: string | null;
}

const CONTEXT = 32;

export interface AnchorEvidence {
  version: 1;
  reason: Anchor["reason"];
  /** Whether the editions' structure (clauses) was known and used. */
  structure: boolean;
  clause: Anchor["clause"] | null;
  candidates: NonNullable<Anchor["candidates"]>;
}

/**
 * The carried point's placement, text, page, selectors and (PDF) selection data on the new
 * edition. `structure` is the two editions' clauses and their alignment (null when unknown: the
 * quote and its context decide alone). A point orphaned at an earlier edition stays orphaned: it
 * is never revived on a look-alike (its owner confirms a place or leaves it).
 */
export function placeOnNewEdition(
  point: PointToCarry,
  next: AnchorText | null,
  old: AnchorText | null,
  structure: StructureEvidence | null = null,
): CarriedPlacement {
  const q = point.placement === "ORPHANED" ? null : quoteOf(point, old);
  let anchor: Anchor;
  if (point.placement === "ORPHANED") anchor = { placement: "ORPHANED", reason: "orphaned-before" };
  else if (!q || !next) anchor = { placement: "ORPHANED", reason: "not-found" };
  else if (structure && q.oldStart !== undefined) {
    const hint = { oldOccurrences: q.oldOccurrences, oldOrdinal: q.oldOrdinal, oldRelative: q.oldRelative };
    anchor = anchorWithStructure(next.text, q.quote, { ...hint, oldStart: q.oldStart }, structure);
    // The structure vetoes, it does not blind: where its rules leave the point orphaned (copies
    // of a passage in one large clause that only the whole text's context tells apart), the
    // quote-and-context method may still place it, as long as that place is in its own clause.
    if (anchor.placement === "ORPHANED") {
      const plain = anchorQuote(next.text, q.quote, hint);
      if (
        plain.placement !== "ORPHANED" &&
        plain.start !== undefined &&
        plain.end !== undefined &&
        inOwnClause(structure, q.oldStart, plain.start, plain.end)
      )
        anchor = {
          ...plain,
          clause: { old: anchor.clause?.old ?? null, next: labelOf(clauseAt(structure.next, plain.start)) },
          candidates: anchor.candidates,
        };
    }
  } else
    anchor = anchorQuote(next.text, q.quote, {
      oldOccurrences: q.oldOccurrences,
      oldOrdinal: q.oldOrdinal,
      oldRelative: q.oldRelative,
    });
  const evidence: AnchorEvidence = {
    version: 1,
    reason: anchor.reason,
    structure: Boolean(structure && q?.oldStart !== undefined),
    clause: anchor.clause ?? null,
    // Each candidate with its page and (PDF) highlight, so that confirming one places it fully.
    candidates: (anchor.candidates ?? []).map((c) => ({
      ...c,
      page: next ? pageOf(next, c.start) : null,
      selectionData: next?.kind === "PDF" ? selectionDataOf(next, c.start, c.end, c.text) : null,
    })),
  };
  if (anchor.placement === "ORPHANED" || !next || anchor.start === undefined || anchor.end === undefined) {
    const storedSelectors = (Array.isArray(point.selectors) ? point.selectors : []) as unknown as Selector[];
    return {
      anchor,
      evidence,
      selectionText: q?.quote.exact ?? point.selectionText,
      pageNumber: null,
      selectors: q ? [{ type: "TextQuoteSelector", ...q.quote }] : storedSelectors,
      selectionData: null,
    };
  }
  const { start, end } = anchor;
  const quoteText = next.text.slice(start, end);
  const page = pageOf(next, start);
  return {
    anchor,
    evidence,
    selectionText: quoteText,
    pageNumber: page,
    selectors: [
      {
        type: "TextQuoteSelector",
        exact: quoteText,
        prefix: next.text.slice(Math.max(0, start - CONTEXT), start),
        suffix: next.text.slice(end, end + CONTEXT),
      },
      { type: "TextPositionSelector", start, end },
      ...(page ? [{ type: "PageSelector" as const, page }] : []),
    ],
    selectionData: next.kind === "PDF" ? selectionDataOf(next, start, end, quoteText) : null,
  };
}

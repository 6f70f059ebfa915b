// Where a compass point goes on a new edition, as a pure function of the point and the two
// editions' texts (no database): the job stores what this returns, and the evaluation
// (eval/anchoring) runs exactly this on its points.
import type { Prisma } from "@norma/db";
import { type Anchor, anchorQuote, locateInOld, normalise, type Quote } from "./anchoring.ts";
import { type AnchorText, pageOf, selectionDataOf } from "./document-text.ts";

export interface Selector {
  type: string;
  exact?: string;
  prefix?: string;
  suffix?: string;
  start?: number;
  end?: number;
  page?: number;
}

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
): { quote: Quote; oldOccurrences?: number; oldOrdinal?: number; oldRelative?: number; page?: number | null } | null {
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
      })
    : null;
  if (q?.prefix !== undefined || q?.suffix !== undefined) {
    return {
      quote: { exact, prefix: q.prefix, suffix: q.suffix },
      oldOccurrences: located?.occurrences,
      oldOrdinal: located?.ordinal,
      oldRelative: located && old ? located.start / Math.max(1, old.text.length) : undefined,
      page,
    };
  }
  if (located && old)
    return {
      quote: located.quote,
      oldOccurrences: located.occurrences,
      oldOrdinal: located.ordinal,
      oldRelative: located.start / Math.max(1, old.text.length),
      page,
    };
  return { quote: { exact }, page };
}

export interface CarriedPlacement {
  anchor: Anchor;
  selectionText: string | null;
  pageNumber: number | null;
  selectors: Selector[];
  selectionData: string | null;
}

const CONTEXT = 32;

/** The carried point's placement, text, page, selectors and (PDF) selection data on the new edition. */
export function placeOnNewEdition(
  point: PointToCarry,
  next: AnchorText | null,
  old: AnchorText | null,
): CarriedPlacement {
  const q = quoteOf(point, old);
  const anchor: Anchor =
    q && next
      ? anchorQuote(next.text, q.quote, {
          oldOccurrences: q.oldOccurrences,
          oldOrdinal: q.oldOrdinal,
          oldRelative: q.oldRelative,
        })
      : { placement: "ORPHANED", reason: "not-found" };
  if (anchor.placement === "ORPHANED" || !next || anchor.start === undefined || anchor.end === undefined)
    return {
      anchor,
      selectionText: q?.quote.exact ?? point.selectionText,
      pageNumber: null,
      selectors: q ? [{ type: "TextQuoteSelector", ...q.quote }] : [],
      selectionData: null,
    };
  const { start, end } = anchor;
  const quoteText = next.text.slice(start, end);
  const page = pageOf(next, start);
  return {
    anchor,
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
      ...(page ? [{ type: "PageSelector", page }] : []),
    ],
    selectionData: next.kind === "PDF" ? selectionDataOf(next, start, end, quoteText) : null,
  };
}

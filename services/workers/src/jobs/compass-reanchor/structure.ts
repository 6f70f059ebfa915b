// The structure of an edition as anchoring uses it: its clauses (number, heading path, range in
// the anchor text) and which clause of the old edition each clause of the new one is (the
// alignment). Built from the clause module (@norma/documents clauses) over the anchor texts.
import { compareClauses } from "@norma/documents/clauses/change-summary";
import type { Clause } from "@norma/documents/clauses/clauses";
import type { ClauseLabel } from "./anchoring.ts";
import type { AnchorText } from "./document-text.ts";

export interface ClauseSpan extends ClauseLabel {
  /** Identifies the clause within its edition. */
  key: string;
  /** [start, end) in the edition's anchor text. */
  start: number;
  end: number;
}

export interface EditionClauses {
  /** In text order, not overlapping. */
  clauses: ClauseSpan[];
}

export interface StructureEvidence {
  old: EditionClauses;
  next: EditionClauses;
  oldText: string;
  /** The old clause a new clause is (by key), null for a clause added by the new edition. */
  oldOf(newKey: string): string | null;
}

/** The clause holding `offset` (null: before the first clause, or none). */
export function clauseAt(e: EditionClauses, offset: number): ClauseSpan | null {
  let lo = 0;
  let hi = e.clauses.length - 1;
  let found: ClauseSpan | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = e.clauses[mid];
    if (c.start <= offset) {
      found = c;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && offset < found.end ? found : null;
}

export const labelOf = (c: ClauseSpan | null): ClauseLabel | null =>
  c ? { number: c.number, heading: c.heading } : null;

const spanOf = (c: Clause): ClauseSpan => ({
  key: c.key,
  number: c.number,
  heading: c.headingPath,
  start: c.start,
  end: c.end,
});

/**
 * The clauses of two editions' anchor texts and their alignment (@norma/documents clauses), as
 * anchoring uses them. Null when either text has no numbered clauses: the quote and its context
 * then decide alone.
 */
export function structureOf(old: AnchorText, next: AnchorText): StructureEvidence | null {
  const { old: o, next: n, alignment } = compareClauses(old, next);
  if (!o.clauses.length || !n.clauses.length) return null;
  const oldKeyOfNew = new Map<string, string | null>();
  n.clauses.forEach((c, j) => {
    const i = alignment.oldOfNew[j];
    oldKeyOfNew.set(c.key, i === -1 ? null : o.clauses[i].key);
  });
  return {
    old: { clauses: o.clauses.map(spanOf) },
    next: { clauses: n.clauses.map(spanOf) },
    oldText: old.text,
    oldOf: (key) => oldKeyOfNew.get(key) ?? null,
  };
}

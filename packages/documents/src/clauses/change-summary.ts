// What changed between two editions, clause by clause: each clause of the new edition is added,
// revised (with the words that changed), moved, renumbered or unchanged, and each clause of the
// old edition that has no counterpart is deleted. Computed once per new edition by the workers
// (change-summary job) and served by the API (GET /api/documents/changes/{contentId}); the reader
// shows it as the "What changed" panel, as labels at the clause headings and in the revision
// alerts. The wire form is the contract's ClauseChangeSummary.
import type { components } from "@norma/contracts/api-types";
import { alignSequences, Interner } from "../diff/sequence.ts";
import { alignClauses, type ClauseAlignment, type EditionClauses } from "./alignment.ts";
import { bodyOf, type Clause, type ClauseSource, clausesOf } from "./clauses.ts";

/**
 * The wire form of a changed clause and of the counts is declared once, in openapi.yaml (the
 * generated ClauseChange and ClauseChangeCounts): what the workers compute and store is by its
 * type what the API serves and the reader reads. A field added to the contract must be computed
 * here, or this file no longer compiles.
 */
type Schemas = components["schemas"];

export type ClauseChange = Schemas["ClauseChange"];
export type ClauseChangeCounts = Schemas["ClauseChangeCounts"];
/** One change inside a revised clause: the words removed and added, with a few words either side. */
export type WordChange = ClauseChange["changes"][number];
export type ClauseChangeKind = ClauseChange["kind"] | "UNCHANGED";

export interface ClauseChangeSummary {
  counts: ClauseChangeCounts;
  /** The changed clauses (not the unchanged ones) in the new edition's order; deleted ones where they were. */
  clauses: ClauseChange[];
  /** Clauses found in each edition (0 when the text has no numbered clauses). */
  clauseCount: { previous: number; current: number };
  /** More changed clauses than listed (the counts cover them all). */
  truncated: boolean;
}

export interface SummaryLimits {
  /** Changed clauses listed at most. */
  maxClauses: number;
  /** Word changes listed per revised clause. */
  maxChangesPerClause: number;
  /** Characters of an excerpt, of a removed or added run, and of the context either side. */
  excerptChars: number;
  contextWords: number;
  /** Time allowed to diff the words of one clause (a huge clause falls back to a coarser diff). */
  diffBudgetMs: number;
}

export const DEFAULT_SUMMARY_LIMITS: SummaryLimits = {
  maxClauses: 500,
  maxChangesPerClause: 3,
  excerptChars: 200,
  contextWords: 6,
  diffBudgetMs: 50,
};

const QUOTE_CHARS = 80;

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const at = s.lastIndexOf(" ", max - 1);
  return `${s.slice(0, at > max / 2 ? at : max - 1)}…`;
}

/** The clauses of both editions and their alignment (what anchoring and the summary share). */
export function compareClauses(
  old: ClauseSource,
  next: ClauseSource,
): { old: EditionClauses; next: EditionClauses; alignment: ClauseAlignment } {
  const o = { text: old.text, clauses: clausesOf(old) };
  const n = { text: next.text, clauses: clausesOf(next) };
  return { old: o, next: n, alignment: alignClauses(o, n) };
}

/** The word changes between an old and a new clause text. */
export function wordChanges(
  oldBody: string,
  newBody: string,
  limits: SummaryLimits = DEFAULT_SUMMARY_LIMITS,
): { changes: WordChange[]; changedWords: number } {
  const a = oldBody.split(" ").filter(Boolean);
  const b = newBody.split(" ").filter(Boolean);
  const interner = new Interner();
  const { ops } = alignSequences(
    a.map((w) => interner.id(w)),
    b.map((w) => interner.id(w)),
    { deadline: Date.now() + limits.diffBudgetMs },
  );
  const changes: WordChange[] = [];
  let changedWords = 0;
  const ctx = limits.contextWords;
  for (const op of ops) {
    if (op.equal) continue;
    changedWords += op.a1 - op.a0 + (op.b1 - op.b0);
    if (changes.length >= limits.maxChangesPerClause) continue;
    changes.push({
      before: b.slice(Math.max(0, op.b0 - ctx), op.b0).join(" "),
      removed: cut(a.slice(op.a0, op.a1).join(" "), limits.excerptChars),
      added: cut(b.slice(op.b0, op.b1).join(" "), limits.excerptChars),
      after: b.slice(op.b1, op.b1 + ctx).join(" "),
    });
  }
  return { changes, changedWords };
}

/** The clause-level change summary of `next` against `old`. */
export function summariseChanges(
  old: ClauseSource,
  next: ClauseSource,
  limits: SummaryLimits = DEFAULT_SUMMARY_LIMITS,
): ClauseChangeSummary {
  const { old: o, next: n, alignment } = compareClauses(old, next);
  const counts: ClauseChangeCounts = { added: 0, deleted: 0, revised: 0, moved: 0, renumbered: 0, unchanged: 0 };
  // Sort keys: a new clause at its index; a deleted clause just after the new clause that its
  // nearest kept predecessor became.
  const listed: { at: number; change: ClauseChange }[] = [];
  // The clause's first words as they are in the text (no ellipsis): the reader looks for them.
  const quoteOf = (text: string, c: Clause) => {
    const whole = text.slice(c.start, c.end);
    if (whole.length <= QUOTE_CHARS) return whole;
    const at = whole.lastIndexOf(" ", QUOTE_CHARS);
    return whole.slice(0, at > QUOTE_CHARS / 2 ? at : QUOTE_CHARS);
  };

  n.clauses.forEach((c, j) => {
    const i = alignment.oldOfNew[j];
    const body = bodyOf(n.text, c);
    const base = {
      followingQuote: null,
      number: c.number,
      heading: c.headingPath,
      quote: quoteOf(n.text, c),
      position: { start: c.start, end: c.end },
    };
    if (i === -1) {
      counts.added++;
      listed.push({
        at: j,
        change: {
          ...base,
          kind: "ADDED",
          previousNumber: null,
          excerpt: cut(body, limits.excerptChars),
          changes: [],
          changedWords: 0,
        },
      });
      return;
    }
    const was = o.clauses[i];
    const oldBody = bodyOf(o.text, was);
    const common = { ...base, previousNumber: was.number, excerpt: null };
    if (oldBody !== body) {
      counts.revised++;
      listed.push({ at: j, change: { ...common, kind: "REVISED", ...wordChanges(oldBody, body, limits) } });
    } else if (alignment.moved[j]) {
      counts.moved++;
      listed.push({ at: j, change: { ...common, kind: "MOVED", changes: [], changedWords: 0 } });
    } else if (was.number !== c.number) {
      counts.renumbered++;
      listed.push({ at: j, change: { ...common, kind: "RENUMBERED", changes: [], changedWords: 0 } });
    } else counts.unchanged++;
  });

  let lastKept = -1;
  o.clauses.forEach((c, i) => {
    const j = alignment.newOfOld[i];
    if (j !== -1) {
      if (!alignment.moved[j]) lastKept = j;
      return;
    }
    counts.deleted++;
    listed.push({
      at: lastKept + 0.5,
      change: {
        kind: "DELETED",
        number: null,
        previousNumber: c.number,
        heading: c.headingPath,
        quote: quoteOf(o.text, c),
        position: null,
        followingQuote: lastKept + 1 < n.clauses.length ? quoteOf(n.text, n.clauses[lastKept + 1]) : null,
        excerpt: cut(bodyOf(o.text, c), limits.excerptChars),
        changes: [],
        changedWords: 0,
      },
    });
  });

  listed.sort((a, b) => a.at - b.at);
  return {
    counts,
    clauses: listed.slice(0, limits.maxClauses).map((l) => l.change),
    clauseCount: { previous: o.clauses.length, current: n.clauses.length },
    truncated: listed.length > limits.maxClauses,
  };
}

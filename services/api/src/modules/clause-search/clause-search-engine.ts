// The seam between the search inside the documents and the engine that holds the clauses
// (issue 29). PostgreSQL full-text search is the engine today (postgres-clause-engine.ts: the
// document_clauses table, written by the workers' jobs/clause-index); another engine (OpenSearch,
// docs/scaling.md says when) implements the same two calls over its own index, fed by the same
// job. Entitlement is not the engine's business: it gets the documents the tenant presents and
// returns counts and clause text; the service decides what the user may see.

/** What to look for, and where. */
export interface ClauseQuery {
  /** The user's words, read as a web search is ("…" phrases, or, -word). */
  text: string;
  /** Only clauses that state a requirement. */
  requirementsOnly: boolean;
  /** Current editions of these publishers. */
  publisherIds: number[];
  /** And only these documents (the refinements' set), or null for all of those publishers'. */
  documentIds: number[] | null;
}

/**
 * A document whose text matches (all its clauses taken together: the words may stand in
 * different clauses), how well, and how many of its clauses match the query on their own (when
 * none does, how many hold one of its words: those are the clauses shown).
 */
export interface DocumentHits {
  documentId: number;
  matchingClauses: number;
  rank: number;
}

export interface DocumentHitsPage {
  /** Matching documents, best first, the page asked for. */
  documents: DocumentHits[];
  /** Matching documents in all. */
  total: number;
  /**
   * Matching clauses of the page's documents (their matchingClauses summed): counting them
   * across every matching document would read every matching clause of the catalogue, which is
   * what a search must not do to stay fast.
   */
  clauses: number;
}

/** A highlighted word of a snippet: [start, end) in its text. */
export interface Highlight {
  start: number;
  end: number;
}

export interface ClauseHit {
  documentId: number;
  ordinal: number;
  number: string;
  heading: string | null;
  quote: string;
  source: string;
  statesRequirement: boolean | null;
  snippet: { text: string; highlights: Highlight[] };
}

export interface ClauseSearchEngine {
  /** A page of the documents whose text matches, best first. */
  documents(query: ClauseQuery, page: { offset: number; limit: number }): Promise<DocumentHitsPage>;
  /**
   * The best matching clauses of each of these documents (at most `perDocument` each), best
   * first; for a document none of whose clauses matches the whole query, its clauses holding one
   * of its words.
   */
  clauses(query: ClauseQuery, documentIds: number[], perDocument: number): Promise<ClauseHit[]>;
}

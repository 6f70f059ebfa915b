// The clause search engine on PostgreSQL (issue 29), documents first: a search finds, counts,
// ranks and pages DOCUMENTS on document_clause_search (one row per edition: the union of its
// clauses' search vectors, its text search configuration stored), then reads document_clauses
// only for the page's documents, by the primary key's document_id, for their counts and snippets.
// Visiting every matching clause of the catalogue before paging (what it did first) cost 41 s p95
// at 32 clients and 20,000 editions (docs/performance.md).
//
// A query is parsed once per text search configuration that editions use (websearch_to_tsquery:
// "…" phrases, or, -word) and matched against the rows of that configuration only, so a German
// stem never meets an English clause. Snippets come from ts_headline with control-character
// markers (snippets.ts). Reads go to the read replica when there is one (lag-tolerant: an edition
// indexed a moment ago may be missing).
import type { Db } from "@norma/db";
import type {
  ClauseHit,
  ClauseQuery,
  ClauseSearchEngine,
  DocumentHits,
  DocumentHitsPage,
} from "./clause-search-engine.ts";
import { parseMarked, START_MARK, STOP_MARK } from "./snippets.ts";

/** How long the list of configurations in use is kept (a new language appears with a publish). */
const CONFIGS_TTL_MS = 5 * 60_000;
/** Characters of a clause ts_headline reads at most (its cost grows with the text). */
const HEADLINE_CHARS = 20_000;
const HEADLINE_OPTIONS = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
/** A configuration's name as pg_ts_config spells it (anything else is not one in use). */
const CONFIG_NAME = /^[a-z_]{1,40}$/;

type Row = Record<string, unknown>;

/**
 * The query in each configuration in use ($cfgs): `q` as the user wrote it, and `anyq` any one of
 * its words (its phrases' and and'ed words or'ed, its -words dropped: querytree), for a document
 * whose words stand in different clauses, so none matches `q` alone.
 */
function queriesCte(cfgs: string): string {
  return `q AS MATERIALIZED (
            SELECT cfg, q, CASE WHEN querytree(q) IN ('T', '') THEN q
                                ELSE regexp_replace(querytree(q), ' (&|<->|<[0-9]+>) ', ' | ', 'g')::tsquery END AS anyq
              FROM (SELECT cfg, websearch_to_tsquery(cfg, $1) AS q FROM unnest(${cfgs}::text[]::regconfig[]) AS cfg) p)`;
}

/**
 * The presented current editions whose text matches: the union vector of all their clauses, or of
 * their requirement clauses only, in their own configuration, by its GIN index. One scan per
 * configuration (LATERAL, kept apart by OFFSET 0): joined, PostgreSQL read every row and tested
 * each vector itself (a word of most documents: 160 ms at 4,000 editions, against 10 ms by the
 * index, which for words without a phrase needs no look at the vector at all).
 */
function matchingDocumentsSql(query: ClauseQuery): string {
  const vector = query.requirementsOnly ? "requirement_vector" : "search_vector";
  return `SELECT s.document_id, s.v, q.q
            FROM q CROSS JOIN LATERAL (
                   SELECT document_id, ${vector} AS v FROM document_clause_search
                    WHERE ${vector} @@ q.q AND config = q.cfg OFFSET 0) s
                   JOIN documents d ON d.id = s.document_id
           WHERE d.is_latest AND d.publisher_id = ANY($2::int[])
             AND ($3::int[] IS NULL OR d.id = ANY($3::int[]))`;
}

/**
 * The clauses of given documents ($2) with whether each matches the whole query and whether it
 * holds one of its words. The matching is computed, not filtered on, so PostgreSQL reads the
 * documents' clauses by the primary key (document_id) and never the clauses' GIN index, which
 * would visit the matching clauses of the whole catalogue. OFFSET 0 keeps it so.
 */
function pageClausesSql(requirementsOnly: boolean, columns: string): string {
  return `SELECT c.document_id, c.ordinal, ${columns} s.config AS cfg, q.q, q.anyq,
                 c.search_vector @@ q.q AS whole,
                 (c.search_vector @@ q.q OR c.search_vector @@ q.anyq) AS part
            FROM document_clause_search s JOIN q ON q.cfg = s.config
                 JOIN document_clauses c ON c.document_id = s.document_id
           WHERE s.document_id = ANY($2::int[]) ${requirementsOnly ? "AND c.states_requirement" : ""}
          OFFSET 0`;
}

export function createPostgresClauseEngine(read: Db): ClauseSearchEngine {
  let configs: { names: string[]; at: number } | null = null;

  async function configsInUse(): Promise<string[]> {
    if (configs && Date.now() - configs.at < CONFIGS_TTL_MS) return configs.names;
    const rows = await read.$queryRawUnsafe<{ cfg: string }[]>(
      `SELECT DISTINCT norma_text_search_config(language_code)::text AS cfg FROM documents WHERE is_latest`,
    );
    const names = rows.map((r) => r.cfg).filter((c) => CONFIG_NAME.test(c));
    configs = { names: names.length ? names : ["english"], at: Date.now() };
    return configs.names;
  }

  /** Each listed document's count of matching clauses (of clauses holding a word, when none matches whole). */
  async function clauseCounts(query: ClauseQuery, ids: number[], names: string[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await read.$queryRawUnsafe<Row[]>(
      `WITH ${queriesCte("$3")}, m AS (${pageClausesSql(query.requirementsOnly, "")})
       SELECT document_id, count(*) FILTER (WHERE whole)::int AS whole, count(*) FILTER (WHERE part)::int AS part
         FROM m GROUP BY document_id`,
      query.text,
      ids,
      names,
    );
    return new Map(rows.map((r) => [Number(r.document_id), Number(r.whole) || Number(r.part)]));
  }

  return {
    async documents(query, page): Promise<DocumentHitsPage> {
      const names = await configsInUse();
      const args = [query.text, query.publisherIds, query.documentIds, names];
      // Ranked on the union vector: cover density over the whole text (ts_rank_cd), so more and
      // closer occurrences, and words in headings (weight A), rank a document higher.
      const rows = await read.$queryRawUnsafe<Row[]>(
        `WITH ${queriesCte("$4")}, m AS (${matchingDocumentsSql(query)})
         SELECT document_id, ts_rank_cd(v, q)::float8 AS rank, count(*) OVER ()::int AS total
           FROM m ORDER BY rank DESC, document_id LIMIT $5 OFFSET $6`,
        ...args,
        page.limit,
        page.offset,
      );
      if (!rows.length && page.offset > 0) {
        // Past the last page: the total still says how many there are (no clause is on the page).
        const [t] = await read.$queryRawUnsafe<Row[]>(
          `WITH ${queriesCte("$4")} SELECT count(*)::int AS total FROM (${matchingDocumentsSql(query)}) m`,
          ...args,
        );
        return { documents: [], total: Number(t.total), clauses: 0 };
      }
      const ids = rows.map((r) => Number(r.document_id));
      const counts = await clauseCounts(query, ids, names);
      const documents: DocumentHits[] = rows.map((r) => ({
        documentId: Number(r.document_id),
        matchingClauses: counts.get(Number(r.document_id)) ?? 0,
        rank: Number(r.rank),
      }));
      return {
        documents,
        total: rows.length ? Number(rows[0].total) : 0,
        clauses: documents.reduce((sum, d) => sum + d.matchingClauses, 0),
      };
    },

    async clauses(query, documentIds, perDocument): Promise<ClauseHit[]> {
      if (!documentIds.length) return [];
      const names = await configsInUse();
      const rows = await read.$queryRawUnsafe<Row[]>(
        clausesSql(query.requirementsOnly),
        query.text,
        documentIds,
        names,
        perDocument,
        HEADLINE_OPTIONS,
      );
      return rows.map(clauseHitOf);
    },
  };
}

/**
 * The best clauses of given documents ($2), at most $4 each, with their ts_headline snippets:
 * those matching the whole query first; for a document with none, those holding one of its words
 * (ranked and highlighted on any of the words).
 */
function clausesSql(requirementsOnly: boolean): string {
  const columns = "c.number, c.heading, c.quote, c.source, c.states_requirement, c.text, c.search_vector,";
  return `WITH ${queriesCte("$3")},
              m AS (${pageClausesSql(requirementsOnly, columns)}),
              r AS (
                SELECT m.*, bool_or(whole) OVER (PARTITION BY document_id) AS has_whole,
                       row_number() OVER (PARTITION BY document_id
                                          ORDER BY whole DESC,
                                                   ts_rank_cd(search_vector, CASE WHEN whole THEN q ELSE anyq END) DESC,
                                                   ordinal) AS rn
                  FROM m WHERE part)
         SELECT document_id, ordinal, number, heading, quote, source, states_requirement,
                ts_headline(cfg, left(text, ${HEADLINE_CHARS}), CASE WHEN has_whole THEN q ELSE anyq END, $5) AS headline
           FROM r WHERE rn <= $4 AND (whole OR NOT has_whole) ORDER BY document_id, rn`;
}

function clauseHitOf(r: Row): ClauseHit {
  return {
    documentId: Number(r.document_id),
    ordinal: Number(r.ordinal),
    number: String(r.number),
    heading: r.heading === null ? null : String(r.heading),
    quote: String(r.quote),
    source: String(r.source),
    statesRequirement: r.states_requirement === null ? null : Boolean(r.states_requirement),
    snippet: parseMarked(String(r.headline ?? "")),
  };
}

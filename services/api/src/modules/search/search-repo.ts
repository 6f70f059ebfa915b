// SQL of the search: what the in-memory index (search-index.ts) reads and follows, the rows a
// result card or a suggestion needs, the lexemes of a query, and search feedback. Matching,
// ranking and counting happen in the index. Every statement is parameterised.
import type { Db } from "@norma/db";
import type { HitRow, SupplementRow, TranslationRow, VersionRow } from "./search-format.ts";
import { type IndexRow, parseTsvector } from "./search-index.ts";
import { type DesignationQuery, likeEscape } from "./search-query.ts";

/** The lexemes of a query's words (alternatives of each word) and of its hyphen compounds. */
export interface QueryLexemes {
  words: string[][];
  compounds: string[];
}

/** Everything that narrows the set of documents, resolved to ids. */
export interface DocumentFilter {
  /** Publishers the search may show (the tenant's, narrowed by scope and publisher refinements). */
  publisherIds: number[];
  /** Entitled search: only documents of these publishers or collections. */
  entitled: { publisherIds: number[]; collectionIds: number[] } | null;
  /** Refinement node groups: a document must carry a node of every group (OR inside a group). */
  nodeGroups: number[][];
  /** Full-text query words (already reduced to letters and digits), or null. */
  text: string | null;
  /** Designation query, or null. */
  designation: DesignationQuery | null;
  /** How text and designation combine: keyword (text only), designation only, or all (either). */
  field: "keyword" | "designation" | "all";
  /** The tenant's own publisher (first among equal designation matches), if it has one. */
  ownPublisherId?: number | null;
  /** Committee or ICS nodes the text names by code: their documents match (designation and all searches). */
  codeNodeIds?: number[];
  /** The publisher the text names first (its designations rank first). */
  namedPublisherId?: number | null;
  /** Interface language the query words are also stemmed in (null: English only). */
  language?: string | null;
}

/** The designation key pattern: the query without edition, anywhere in the key. */
function designationCore(q: DesignationQuery): string {
  return q.withoutEdition ?? q.bare;
}

/**
 * A document as the in-memory index reads it, as one tab-separated line (parseIndexLine): a
 * million rows of one text column cost the driver a fraction of fifteen typed columns.
 */
const clean = (expr: string) => `translate(coalesce(${expr}, ''), E'\\t\\n', '  ')`;
const epochMs = (expr: string) => `coalesce((extract(epoch FROM ${expr}) * 1000)::bigint::text, '')`;
const indexLine = (tsv: string) => `concat_ws(E'\\t', d.id, d.publisher_id, array_to_string(d.refinement_node_ids, ','),
  array_to_string(d.collection_ids, ','), (d.translation_of_id IS NOT NULL)::int, ${clean("d.designation")},
  ${clean("d.designation_no")}, ${clean("d.designation_key")}, ${clean("d.display_designation")}, ${clean("lower(d.title)")},
  ${epochMs("d.last_update_date")}, ${epochMs("d.published_date")}, d.is_latest::int, ${epochMs("d.updated_at")},
  d.language_code)
  AS line, ${tsv} AS tsv`;

const ints = (s: string) => (s === "" ? [] : s.split(",").map(Number));
const date = (s: string) => (s === "" ? null : new Date(Number(s)));
/**
 * A copy of a substring that does not hold on to the line it was cut from (V8 keeps longer
 * substrings as views of their parent); the index keeps these for as long as it lives, and
 * compares flat strings faster.
 */
const own = (s: string) => (s.length < 13 ? s : Buffer.from(s, "utf8").toString("utf8"));

export function parseIndexLine(line: string, tsv: string | null): IndexRow {
  const f = line.split("\t");
  return {
    id: Number(f[0]),
    publisher_id: Number(f[1]),
    refinement_node_ids: ints(f[2]),
    collection_ids: ints(f[3]),
    translated: f[4] === "1",
    designation: f[5],
    designation_no: f[6],
    designation_key: own(f[7]),
    display_designation: f[8],
    title_key: own(f[9]),
    last_update_date: date(f[10]),
    published_date: date(f[11]),
    is_latest: f[12] === "1",
    updated_at: new Date(Number(f[13])),
    language_code: f[14] ?? "en",
    tsv,
  };
}

const HIT_COLUMNS = `d.id, d.content_code, d.publisher_id, d.family, d.designation_no, d.display_designation,
  d.title, d.description, d.document_type, d.asset_type, d.status, d.language_code, d.last_update_date,
  d.published_date, d.published_online_date, d.downloadable, d.translation_of_id, d.collection_ids,
  p.key AS publisher_key, p.name AS publisher_name`;

/**
 * `db` is the primary; `read` serves the catalogue reads that tolerate lag (the index, its
 * catch-up, result rows): a streaming replica when one is configured, else the primary itself.
 */
export function createSearchRepo(db: Db, read: Db = db) {
  const query = <T>(text: string, args: unknown[]) => read.$queryRawUnsafe<T[]>(text, ...args);

  return {
    /**
     * Every newest edition, in batches as they lie in the table (one sequential scan through a
     * cursor): what the index is built from.
     */
    async scanIndexRows(batch: number, each: (rows: IndexRow[]) => void) {
      await read.$transaction(
        async (tx) => {
          await tx.$executeRawUnsafe(
            `DECLARE index_rows NO SCROLL CURSOR FOR SELECT ${indexLine("d.search_vector::text")} FROM documents d WHERE d.is_latest`,
          );
          for (;;) {
            const rows = await tx.$queryRawUnsafe<{ line: string; tsv: string | null }[]>(
              `FETCH ${Math.trunc(batch)} FROM index_rows`,
            );
            each(rows.map((r) => parseIndexLine(r.line, r.tsv)));
            if (rows.length < batch) break;
          }
        },
        // A million documents take a while; the transaction only reads.
        { timeout: 30 * 60_000, maxWait: 60_000 },
      );
    },

    /** Rows changed after a point, in (updated_at, id) order: what the index must catch up with. */
    async indexChanges(after: { at: Date; id: number }, limit: number) {
      const rows = await query<{ line: string; tsv: string | null }>(
        `SELECT ${indexLine("CASE WHEN d.is_latest THEN d.search_vector::text END")} FROM documents d
          WHERE (d.updated_at, d.id) > ($1::timestamptz, $2::int) ORDER BY d.updated_at, d.id LIMIT $3`,
        [after.at, after.id, limit],
      );
      return rows.map((r) => parseIndexLine(r.line, r.tsv));
    },

    /** Older editions a designation with an edition names ('ASTM D3039/D3039M-14'). */
    async olderEditions(q: DesignationQuery, publisherIds: number[]) {
      const rows = await query<{ line: string; tsv: string | null }>(
        `SELECT ${indexLine("NULL")} FROM documents d
          WHERE NOT d.is_latest AND d.publisher_id = ANY($1::int[])
            AND d.designation_key LIKE $2 AND d.designation_key LIKE $3
          ORDER BY d.id LIMIT 200`,
        [publisherIds, `%${likeEscape(designationCore(q))}%`, `%${likeEscape(q.bare)}`],
      );
      return rows.map((r) => parseIndexLine(r.line, r.tsv));
    },

    /** Newest editions in the table (the index compares its own number with it). */
    async countLatest(): Promise<number> {
      const rows = await query<{ n: number }>("SELECT count(*)::int AS n FROM documents WHERE is_latest", []);
      return rows[0].n;
    },

    /**
     * The database's clock (change stamps are compared with it, not with this host's). On a
     * replica it is the commit time of the last transaction replayed: what it shows is as of
     * then, however far behind the primary it runs, so no change is skipped (before any replay
     * since its start, the newest stamp it holds).
     */
    async clock(): Promise<Date> {
      const rows = await query<{ t: Date }>(
        `SELECT CASE WHEN pg_is_in_recovery()
                  THEN coalesce(pg_last_xact_replay_timestamp(), (SELECT max(updated_at) FROM documents), clock_timestamp())
                  ELSE clock_timestamp() END AS t`,
        [],
      );
      return rows[0].t;
    },

    /**
     * The lexemes of each query word, as alternatives any of which may match: unstemmed (the
     * 'simple' configuration the designation part is indexed with, so publisher keys such as
     * 'AWS' and 'IES' match as they are), stemmed in English and, for another interface language,
     * stemmed in that language (translations are indexed in their own language). A word either
     * stemmer drops as a stop word is left out, as plainto_tsquery would; the words are AND'ed.
     * Also the compound lexemes of neighbouring words as if hyphenated ('safety related' →
     * 'safety-rel'): a document that writes them joined ranks higher.
     */
    async wordLexemes(words: string[], language: string | null): Promise<QueryLexemes> {
      if (words.length === 0) return { words: [], compounds: [] };
      const rows = await query<{ simple: string; english: string; own: string | null; compound: string | null }>(
        `SELECT to_tsvector('simple', w)::text AS simple, to_tsvector('english', w)::text AS english,
                CASE WHEN $2::text IS NULL THEN NULL ELSE to_tsvector(norma_text_search_config($2), w)::text END AS own,
                CASE WHEN next IS NULL THEN NULL ELSE to_tsvector('english', w || '-' || next)::text END AS compound
           FROM (SELECT w, n, lead(w) OVER (ORDER BY n) AS next FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n)) t
          ORDER BY n`,
        [words, language],
      );
      const lexemes = (tsv: string) => {
        const out: string[] = [];
        parseTsvector(tsv, (lexeme) => out.push(lexeme));
        return out;
      };
      const groups: string[][] = [];
      const compounds = new Set<string>();
      for (const r of rows) {
        const english = lexemes(r.english);
        const own = r.own === null ? null : lexemes(r.own);
        if (r.compound !== null) for (const c of lexemes(r.compound)) if (c.includes("-")) compounds.add(c);
        if (english.length === 0 || (own !== null && own.length === 0)) continue;
        groups.push([...new Set([...lexemes(r.simple), ...english, ...(own ?? [])])]);
      }
      return { words: groups, compounds: [...compounds] };
    },

    /** Versions, translations and supplements of the documents of a page. */
    async related(hits: { id: number; publisher_id: number; family: string; translation_of_id: number | null }[]) {
      if (hits.length === 0) return { versions: [], translations: [], supplements: [] };
      const ids = hits.map((h) => h.id);
      const groups = [...new Set(hits.map((h) => h.translation_of_id ?? h.id))];
      const publishers = hits.map((h) => h.publisher_id);
      const families = hits.map((h) => h.family);
      const [versions, translations, supplements] = await Promise.all([
        query<VersionRow>(
          `SELECT v.id, v.publisher_id, v.family, v.language_code, v.content_code, v.designation,
                  v.display_designation, v.status, v.published_date, v.is_latest
             FROM documents v
             JOIN unnest($1::int[], $2::text[]) AS l(publisher_id, family)
               ON v.publisher_id = l.publisher_id AND v.family = l.family
            WHERE v.supplement_of_id IS NULL
            ORDER BY v.published_date DESC NULLS LAST, v.id DESC`,
          [publishers, families],
        ),
        query<TranslationRow>(
          `SELECT t.id, coalesce(t.translation_of_id, t.id) AS group_id, t.language_code, t.content_code
             FROM documents t
            WHERE t.translation_of_id = ANY($1::int[]) OR t.id = ANY($1::int[])
            ORDER BY t.language_code, t.id`,
          [groups],
        ),
        query<SupplementRow>(
          `SELECT s.supplement_of_id, s.display_designation, s.content_code FROM documents s
            WHERE s.supplement_of_id = ANY($1::int[]) ORDER BY s.display_designation`,
          [ids],
        ),
      ]);
      return { versions, translations, supplements };
    },

    /** What a type-ahead suggestion shows of given documents, in no particular order. */
    async typeAheadRows(ids: number[]) {
      if (ids.length === 0) return [];
      return query<{
        id: number;
        content_code: string;
        designation: string;
        designation_no: string;
        display_designation: string;
        title: string;
        publisher_id: number;
        family: string;
        language_code: string;
      }>(
        `SELECT d.id, d.content_code, d.designation, d.designation_no, d.display_designation, d.title,
                d.publisher_id, d.family, d.language_code
           FROM documents d WHERE d.id = ANY($1::int[])`,
        [ids],
      );
    },

    /** Search result rows of given documents, in no particular order. */
    async hits(ids: number[]) {
      if (ids.length === 0) return [];
      return query<HitRow>(
        `SELECT ${HIT_COLUMNS} FROM documents d JOIN publishers p ON p.id = d.publisher_id WHERE d.id = ANY($1::int[])`,
        [ids],
      );
    },

    async semanticSearchFlag(tenantId: number, accountId: number | null): Promise<boolean> {
      if (accountId === null) return false;
      const a = await db.account.findFirst({
        where: { id: accountId, tenantId, active: true },
        select: { semanticSearchFlag: true },
      });
      return a?.semanticSearchFlag ?? false;
    },

    async saveFeedback(row: {
      tenantId: number;
      userId: number | null;
      accountId: number | null;
      documentSearching: string;
      additionalFeedback: string | null;
      searchText: string | null;
    }) {
      return db.feedback.create({ data: { ...row, kind: "SEARCH" }, select: { id: true } });
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;

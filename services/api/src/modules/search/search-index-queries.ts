// What the in-memory search index (search-index.ts) reads: every newest edition as one line per
// document, the rows changed since a point, the database clock, and older editions a designation
// names (search-repo.ts composes these).
import type { Db } from "@norma/db";
import type { IndexRow } from "./search-index.ts";
import { type DesignationQuery, likeEscape } from "./search-query.ts";

export type RawQuery = <T>(text: string, args: unknown[]) => Promise<T[]>;

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

export function createSearchIndexQueries(read: Db, query: RawQuery) {
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
  };
}

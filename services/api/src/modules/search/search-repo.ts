// SQL of the search: the filtered set of documents (tenant's publishers, entitlement, refinements,
// text), its ranking, its counts per refinement node, type-ahead and the rows a result card needs.
// Every statement is parameterised; the text never reaches SQL except as a bound value.
import type { Db } from "@norma/db";
import type { HitRow, SupplementRow, TranslationRow, VersionRow } from "./search-format.ts";
import type { DesignationQuery } from "./search-query.ts";
import type { SortOrder } from "./search-types.ts";

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
}

/** The ranking of best match: designation, then title, description, body (ts_rank weights D,C,B,A). */
const RANK_WEIGHTS = "'{0.001, 0.01, 0.3, 1.0}'";
/** Ranking and the designation score look at this many candidates at most (rarely reached outside common words). */
export const CANDIDATE_CAP = 2_000;

class Sql {
  readonly args: unknown[] = [];
  param(value: unknown, cast = ""): string {
    this.args.push(value);
    return `$${this.args.length}${cast}`;
  }
}

/** The designation key pattern: the query without edition, anywhere in the key. */
function designationCore(q: DesignationQuery): string {
  return q.withoutEdition ?? q.bare;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Key of the designation number (lower-case letters and digits), as the prefix index is built. */
const NO_KEY = "lower(regexp_replace(d.designation_no, '[^A-Za-z0-9]+', '', 'g'))";
/** Designation cores shorter than this match at the start of the number, not anywhere in the key. */
const SHORT_CORE = 3;

/** WHERE clause of the filtered set (alias d), and the expressions the ranking needs. */
function where(sql: Sql, f: DocumentFilter, opts: { latestOnly: boolean }) {
  const parts: string[] = [`d.publisher_id = ANY(${sql.param(f.publisherIds, "::int[]")})`];
  if (f.entitled) {
    parts.push(
      `(d.publisher_id = ANY(${sql.param(f.entitled.publisherIds, "::int[]")}) OR d.collection_ids && ${sql.param(
        f.entitled.collectionIds,
        "::int[]",
      )})`,
    );
  }
  for (const group of f.nodeGroups) parts.push(`d.refinement_node_ids && ${sql.param(group, "::int[]")}`);

  const tsq = f.text && f.field !== "designation" ? `plainto_tsquery('english', ${sql.param(f.text)})` : null;
  const dq = f.designation && f.field !== "keyword" ? f.designation : null;
  const textMatch = tsq ? `d.search_vector @@ ${tsq}` : null;
  let designationMatch: string | null = null;
  if (dq) {
    const core = designationCore(dq);
    // Under three characters no trigram narrows the key: such a designation ('E8') is matched at
    // the start of the designation number instead, through its btree (search_tuning migration).
    designationMatch =
      core.length < SHORT_CORE && !dq.digitsOnly
        ? `${NO_KEY} LIKE ${sql.param(`${likeEscape(core)}%`)}`
        : `d.designation_key LIKE ${sql.param(`%${likeEscape(core)}%`)}`;
  }
  const matches = [textMatch, designationMatch].filter(Boolean) as string[];
  if (f.field === "keyword" && !textMatch && f.text !== null) parts.push("false");
  if (f.field === "designation" && !designationMatch && (f.designation !== null || f.text !== null))
    parts.push("false");
  if (matches.length) parts.push(matches.length === 1 ? matches[0] : `(${matches.join(" OR ")})`);

  // Historical editions do not crowd out the active one: only the newest edition of a line,
  // unless the designation names that edition exactly.
  if (opts.latestOnly) {
    if (dq?.edition) {
      parts.push(`(d.is_latest OR d.designation_key LIKE ${sql.param(`%${likeEscape(dq.bare)}`)})`);
    } else parts.push("d.is_latest");
  }
  return { clause: parts.join(" AND "), tsq, dq, textMatch, designationMatch };
}

/** Designation score of a candidate row (alias d): exact, then prefix, then contained; edition and publisher add. */
function designationScore(sql: Sql, q: DesignationQuery): string {
  const core = designationCore(q);
  const noKey = NO_KEY;
  const firstKey = "lower(regexp_replace(split_part(d.designation_no, '/', 1), '[^A-Za-z0-9]+', '', 'g'))";
  const bareKey = "lower(regexp_replace(d.designation, '[^A-Za-z0-9]+', '', 'g'))";
  const c = sql.param(core);
  const exact = q.digitsOnly
    ? `${firstKey} ~ ('^[a-z]?' || ${c} || '[a-z]?$')`
    : `(${firstKey} = ${c} OR ${noKey} = ${c})`;
  const parts = [
    // Originals before their translations.
    "CASE WHEN d.translation_of_id IS NULL THEN 5 ELSE 0 END",
    `CASE WHEN ${exact} THEN 1000 WHEN ${noKey} LIKE ${sql.param(`${likeEscape(core)}%`)} THEN 500 ELSE 100 END`,
  ];
  if (q.edition) parts.push(`CASE WHEN ${bareKey} = ${sql.param(q.bare)} THEN 300 ELSE 0 END`);
  if (q.publisherKey) {
    parts.push(
      `CASE WHEN d.display_designation ILIKE ${sql.param(`${likeEscape(q.publisherKey)} %`)} THEN 50 ELSE 0 END`,
    );
  }
  return parts.join(" + ");
}

const HIT_COLUMNS = `d.id, d.content_code, d.publisher_id, d.family, d.designation_no, d.display_designation,
  d.title, d.description, d.document_type, d.asset_type, d.status, d.language_code, d.last_update_date,
  d.published_date, d.published_online_date, d.downloadable, d.translation_of_id,
  p.key AS publisher_key, p.name AS publisher_name`;

const SORT_SQL: Record<SortOrder["column"], string> = {
  designation: "d.designation_key",
  title: "lower(d.title)",
  publishDate: "d.published_date",
  lastUpdateDate: "d.last_update_date",
};

export function createSearchRepo(db: Db) {
  const query = <T>(text: string, args: unknown[]) => db.$queryRawUnsafe<T[]>(text, ...args);

  return {
    /** One page of the filtered set, best match first (or in the override sort), and its size. */
    async search(f: DocumentFilter, page: { offset: number; limit: number; sort: SortOrder | null }) {
      const countSql = new Sql();
      const w1 = where(countSql, f, { latestOnly: true });
      const countPromise = query<{ n: number }>(
        `SELECT count(*)::int AS n FROM documents d WHERE ${w1.clause}`,
        countSql.args,
      );

      const sql = new Sql();
      const w = where(sql, f, { latestOnly: true });
      let text: string;
      if (page.sort) {
        const dir = page.sort.direction === "desc" ? "DESC NULLS LAST" : "ASC NULLS LAST";
        text = `SELECT ${HIT_COLUMNS} FROM documents d JOIN publishers p ON p.id = d.publisher_id
                 WHERE ${w.clause}
                 ORDER BY ${SORT_SQL[page.sort.column]} ${dir}, d.id
                 OFFSET ${sql.param(page.offset, "::int")} LIMIT ${sql.param(page.limit, "::int")}`;
      } else {
        const scores: string[] = [];
        if (w.dq) {
          const ds = designationScore(sql, w.dq);
          scores.push(w.designationMatch ? `CASE WHEN ${w.designationMatch} THEN ${ds} ELSE 0 END` : ds);
        }
        if (w.tsq) {
          scores.push(
            `ts_rank(${RANK_WEIGHTS}, d.search_vector, ${w.tsq}, 1) * CASE WHEN d.translation_of_id IS NULL THEN 1 ELSE 0.9 END`,
          );
        }
        // Without text the newest documents come first.
        const score = scores.length ? scores.join(" + ") : "0";
        text = `WITH c AS (
                  SELECT d.id, (${score})::float8 AS score FROM documents d
                   WHERE ${w.clause}
                   ${scores.length ? "" : "ORDER BY d.last_update_date DESC NULLS LAST, d.id"}
                   LIMIT ${sql.param(scores.length ? CANDIDATE_CAP : page.offset + page.limit, "::int")}
                ), r AS (
                  SELECT id, score FROM c ORDER BY score DESC, id
                  OFFSET ${sql.param(page.offset, "::int")} LIMIT ${sql.param(page.limit, "::int")}
                )
                SELECT ${HIT_COLUMNS}, r.score FROM r
                  JOIN documents d ON d.id = r.id JOIN publishers p ON p.id = d.publisher_id
                 ORDER BY r.score DESC, d.designation_key, d.id`;
      }
      const [rows, count] = await Promise.all([query<HitRow & { score?: number }>(text, sql.args), countPromise]);
      return { rows, count: count[0]?.n ?? 0 };
    },

    /** Documents of the filtered set per refinement node and per publisher (nodes limited to `nodeIds` when given). */
    async counts(f: DocumentFilter, nodeIds: number[] | null) {
      const sql = new Sql();
      const w = where(sql, f, { latestOnly: true });
      const nodes = nodeIds ? `WHERE n = ANY(${sql.param(nodeIds, "::int[]")})` : "";
      const text = `WITH s AS MATERIALIZED (SELECT d.publisher_id, d.refinement_node_ids FROM documents d WHERE ${w.clause})
        SELECT 'n' AS kind, n AS id, count(*)::int AS count FROM s, unnest(s.refinement_node_ids) n ${nodes} GROUP BY n
        UNION ALL
        SELECT 'p', publisher_id, count(*)::int FROM s GROUP BY publisher_id`;
      const rows = await query<{ kind: "n" | "p"; id: number; count: number }>(text, sql.args);
      const byNode = new Map<number, number>();
      const byPublisher = new Map<number, number>();
      for (const r of rows) (r.kind === "n" ? byNode : byPublisher).set(r.id, r.count);
      return { byNode, byPublisher };
    },

    /** Documents of the filtered set under each of a few nodes, and per publisher: one cheap pass (top-level counts). */
    async topLevelCounts(f: DocumentFilter, nodeIds: number[]) {
      const sql = new Sql();
      const w = where(sql, f, { latestOnly: true });
      const filters = nodeIds.map(
        (id) => `count(*) FILTER (WHERE s.refinement_node_ids @> ARRAY[${sql.param(id, "::int")}])::int`,
      );
      const text = `WITH s AS MATERIALIZED (SELECT d.publisher_id, d.refinement_node_ids FROM documents d WHERE ${w.clause})
        SELECT s.publisher_id, count(*)::int AS total${filters.length ? `, ${filters.map((x, i) => `${x} AS n${i}`).join(", ")}` : ""}
          FROM s GROUP BY s.publisher_id`;
      const rows = await query<Record<string, number>>(text, sql.args);
      const byNode = new Map<number, number>(nodeIds.map((id) => [id, 0]));
      const byPublisher = new Map<number, number>();
      for (const r of rows) {
        byPublisher.set(r.publisher_id, r.total);
        nodeIds.forEach((id, i) => {
          byNode.set(id, (byNode.get(id) ?? 0) + r[`n${i}`]);
        });
      }
      return { byNode, byPublisher };
    },

    /**
     * Type-ahead candidates (newest editions only): designations containing the key (a match at
     * the start ranks first), then titles containing every word (trigram indexes serve both).
     */
    async typeAhead(
      f: Pick<DocumentFilter, "publisherIds" | "entitled">,
      q: { key: string; words: string[] },
      limit: number,
    ) {
      const sql = new Sql();
      const base = where(
        sql,
        { ...f, nodeGroups: [], text: null, designation: null, field: "all" },
        { latestOnly: true },
      ).clause;
      const branches: string[] = [];
      if (q.key.length >= 2) {
        const prefix = sql.param(`${likeEscape(q.key)}%`);
        const anywhere = sql.param(`%${likeEscape(q.key)}%`);
        // Designation keys carry the publisher prefix ('astmd3039…'): a match right after it ranks first.
        branches.push(`SELECT d.id, CASE WHEN d.designation_key LIKE ${prefix}
                   OR lower(regexp_replace(d.designation, '[^A-Za-z0-9]+', '', 'g')) LIKE ${prefix} THEN 3 ELSE 2 END AS score
            FROM documents d WHERE ${base} AND d.designation_key LIKE ${anywhere} LIMIT ${sql.param(limit, "::int")}`);
      }
      const words = q.words.filter((w) => w.length >= 3);
      if (words.length) {
        const likes = words.map((w) => `lower(d.title) LIKE ${sql.param(`%${likeEscape(w)}%`)}`).join(" AND ");
        branches.push(`SELECT d.id, 1 AS score FROM documents d WHERE ${base} AND ${likes}
            LIMIT ${sql.param(limit, "::int")}`);
      }
      if (!branches.length) return [];
      const text = `WITH c AS (${branches.map((b) => `(${b})`).join(" UNION ALL ")}),
          b AS (SELECT id, max(score) AS score FROM c GROUP BY id)
        SELECT d.id, d.content_code, d.designation, d.designation_no, d.display_designation, d.title,
               d.publisher_id, d.family, d.language_code, b.score
          FROM b JOIN documents d ON d.id = b.id
         ORDER BY b.score DESC, length(d.designation_key), d.designation_key, d.id`;
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
        score: number;
      }>(text, sql.args);
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

    /** Search result rows of given documents, in no particular order (semantic search). */
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

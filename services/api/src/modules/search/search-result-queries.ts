// The rows a search result or suggestion needs (result cards, their related editions, type-ahead)
// and what search reads and writes of the user (search-repo.ts composes these).
import type { Db } from "@norma/db";
import type { HitRow, SupplementRow, TranslationRow, VersionRow } from "./search-format.ts";
import type { RawQuery } from "./search-index-queries.ts";

const HIT_COLUMNS = `d.id, d.content_code, d.publisher_id, d.family, d.designation_no, d.display_designation,
  d.title, d.description, d.document_type, d.asset_type, d.status, d.language_code, d.last_update_date,
  d.published_date, d.published_online_date, d.downloadable, d.translation_of_id, d.collection_ids,
  p.key AS publisher_key, p.name AS publisher_name`;

export function createSearchResultQueries(db: Db, query: RawQuery) {
  return {
    /** Search result rows of given documents, in no particular order. */
    async hits(ids: number[]) {
      if (ids.length === 0) return [];
      return query<HitRow>(
        `SELECT ${HIT_COLUMNS} FROM documents d JOIN publishers p ON p.id = d.publisher_id WHERE d.id = ANY($1::int[])`,
        [ids],
      );
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

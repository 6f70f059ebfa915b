// The controls above the results (spec 1 §2): search field (stype), sort (best match, A-Z, Z-A)
// and page size (25, 50, 75, 100).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  PAGE_SIZES,
  type PageSize,
  SEARCH_FIELD_CODES,
  type SearchFieldCode,
  type SearchState,
  SORTS,
  type SortCode,
} from "../../features/search/search-url.ts";

export function SearchToolbar({
  state,
  onChange,
  showField,
  showSort,
}: {
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
  /** The search field applies to keyword search, not to discovery search. */
  showField: boolean;
  showSort: boolean;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const sortId = useId();
  const sizeId = useId();
  const sortLabel = (s: SortCode) =>
    s === "BEST_MATCH"
      ? t("search.sort.BEST_MATCH")
      : s.endsWith(",desc")
        ? t("search.sort.desc")
        : t("search.sort.asc");
  return (
    <div className="search-toolbar">
      {showField && (
        <div className="search-toolbar__control">
          <label htmlFor={fieldId}>{t("search.field.label")}</label>
          <select
            id={fieldId}
            value={state.stype}
            onChange={(e) => onChange({ stype: e.target.value as SearchFieldCode })}
          >
            {SEARCH_FIELD_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`search.field.${code}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {showSort && (
        <div className="search-toolbar__control">
          <label htmlFor={sortId}>{t("search.sort.label")}</label>
          <select id={sortId} value={state.sort} onChange={(e) => onChange({ sort: e.target.value as SortCode })}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabel(s)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="search-toolbar__control">
        <label htmlFor={sizeId}>{t("search.pageSize")}</label>
        <select
          id={sizeId}
          value={state.sortcounts}
          onChange={(e) => onChange({ sortcounts: Number(e.target.value) as PageSize })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

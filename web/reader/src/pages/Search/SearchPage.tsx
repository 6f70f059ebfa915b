// The search screen shared by /content-search/, /mysubscription-search/ and /semantic-search/
// (spec 1 §2, §4). Everything it shows follows the URL (content, stype, publisherid, sortcounts,
// page, sort, categories), so a link reproduces the view; controls change the URL.
//   - a search type the account does not have leads elsewhere (spec 1 §4); discovery search
//     without the account's semantic flag goes to /content-search/ with stype=A;
//   - scope radios switch between content and subscription search;
//   - the refinement panel (show/hide), the toolbar (field, sort, page size), the result cards,
//     the pagination, the publisher's billboard, the no-results text and the feedback modal.
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import {
  availableSearchTypes,
  canSubmit,
  fallbackFor,
  SEARCH_ROUTES,
  searchTypeOfPath,
} from "../../features/search/search-types.ts";
import {
  readSearchState,
  type SearchState,
  updateSearchState,
  writeSearchState,
} from "../../features/search/search-url.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import type { SearchTypeCode } from "../../features/tenant/tenant-config.ts";
import { ScopeRadios } from "./ScopeRadios.tsx";
import { SearchToolbar } from "./SearchToolbar.tsx";
import "./search.css";

/** Where a search route leads when the account cannot use it; null when it can. */
export function searchRedirect(
  type: SearchTypeCode,
  available: SearchTypeCode[],
  semanticFlag: boolean,
  search: string,
): string | null {
  if (type === "semantic" && !semanticFlag) {
    const q = new URLSearchParams(search);
    q.set("stype", "A");
    return `${SEARCH_ROUTES.content}?${q.toString()}`;
  }
  const target = fallbackFor(type, available);
  if (target === null) return null;
  if (target === "/") return "/";
  const [path, extra] = target.split("?");
  const q = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(extra ?? "")) q.set(k, v);
  return `${path}?${q.toString()}`;
}

export function SearchPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const type = searchTypeOfPath(location.pathname) ?? "content";
  const available = useMemo(() => availableSearchTypes(config, account), [config, account]);
  const state = useMemo(() => readSearchState(location.search), [location.search]);

  const change = useCallback(
    (next: Partial<SearchState>) => {
      navigate(`${SEARCH_ROUTES[type]}?${writeSearchState(updateSearchState(state, next))}`);
    },
    [navigate, state, type],
  );

  // No search type at all: the search box says so (spec 1 §4) and stays disabled; nothing to redirect to.
  const redirect =
    available.length > 0
      ? searchRedirect(type, available, account?.semanticSearchFlag === true, location.search)
      : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const ready = canSubmit(type, state.content);

  return (
    <div className="search-page">
      <header className="search-page__header">
        <h1 className="search-page__title">{t(`search.title.${type}`)}</h1>
        <ScopeRadios current={type} available={available} />
      </header>
      {type === "semantic" && <p className="search-page__notice">{t("search.semanticNotice")}</p>}
      {!ready ? (
        <p className="search-page__prompt">{t("search.enterTerm")}</p>
      ) : (
        <SearchToolbar state={state} onChange={change} showField={type !== "semantic"} showSort={type !== "semantic"} />
      )}
    </div>
  );
}

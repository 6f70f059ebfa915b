// The search screen shared by /content-search/, /mysubscription-search/ and /semantic-search/
// (spec 1 §2, §4). Everything it shows follows the URL (content, stype, publisherid, sortcounts,
// page, sort, categories), so a link reproduces the view; controls change the URL.
//   - a search type the account does not have leads elsewhere (spec 1 §4); discovery search
//     without the account's semantic flag goes to /content-search/ with stype=A;
//   - scope radios switch between content and subscription search;
//   - the refinement panel (show/hide), the toolbar (field, sort, page size), the result cards,
//     the pagination (scrolls to the top), the publisher's billboard, the no-results text with
//     the query echoed and the feedback modal.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { Pagination } from "../../components/Pagination.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/guards.tsx";
import { BulkBar } from "../../features/bulk/BulkBar.tsx";
import { RefinementPanel } from "../../features/search/RefinementPanel.tsx";
import type { SearchReply } from "../../features/search/search-api.ts";
import { searchResultsQuery } from "../../features/search/search-queries.ts";
import {
  availableSearchTypes,
  canSubmit,
  cleanTerm,
  SEARCH_ROUTES,
  SEARCH_TEXT_LIMIT,
  searchRedirect,
  searchTypeOfPath,
} from "../../features/search/search-types.ts";
import {
  pageCount,
  readSearchState,
  type SearchState,
  updateSearchState,
  writeSearchState,
} from "../../features/search/search-url.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature, isMainTenant, type SearchTypeCode } from "../../features/tenant/tenant-config.ts";
import { Billboard } from "./Billboard.tsx";
import { CitesFilter } from "./CitesFilter.tsx";
import { FeedbackModal } from "./FeedbackModal.tsx";
import { ResultCard } from "./ResultCard.tsx";
import { ScopeRadios } from "./ScopeRadios.tsx";
import { SearchToolbar } from "./SearchToolbar.tsx";
import { useBulkSelection } from "./useBulkSelection.ts";
import "./search.css";

/** The desktop layout of the spec's breakpoints (993 px and wider). */
const DESKTOP = "(min-width: 993px)";

type Results =
  | { status: "idle" }
  | { status: "loading"; previous: SearchReply | null }
  /** `for`: the search the reply answered (the results are deferred and may lag the URL). */
  | { status: "done"; reply: SearchReply; for: SearchState }
  | { status: "failed" };

/**
 * The results of the search the URL describes (searchResultsQuery: the interface language is part
 * of the search, so a new one searches again); while the next search runs, the last results stay.
 */
function useResults(type: SearchTypeCode, state: SearchState, language: string, ready: boolean) {
  const q = useQuery({
    ...searchResultsQuery(type, state, language),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const { isError, isFetching, data } = q;
  const results = useMemo<Results>(
    () =>
      !ready
        ? { status: "idle" }
        : isError
          ? { status: "failed" }
          : isFetching
            ? { status: "loading", previous: data ?? null }
            : data
              ? { status: "done", reply: data, for: state }
              : { status: "idle" },
    [ready, isError, isFetching, data, state],
  );
  // Deferred: the 25 result cards of a new reply render at a transition's priority, in slices,
  // and the page stays responsive meanwhile (a query's update itself cannot be a transition).
  const deferred = useDeferredValue(results);
  const { refetch } = q;
  return { results: deferred, retry: useCallback(() => void refetch(), [refetch]) };
}

export function SearchPage() {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const type = searchTypeOfPath(location.pathname) ?? "content";
  const available = useMemo(() => availableSearchTypes(config, account), [config, account]);
  const state = useMemo(() => readSearchState(location.search), [location.search]);
  // The panel starts shown on desktop and hidden on smaller screens, where it would push the results down.
  const [panelShown, setPanelShown] = useState(
    () => typeof window === "undefined" || window.matchMedia?.(DESKTOP).matches !== false,
  );
  // The panel (and its count requests) is only built once it has been shown: on small screens it
  // starts hidden, and the counts would compete with the results for the network and the CPU.
  const [panelUsed, setPanelUsed] = useState(panelShown);
  if (panelShown && !panelUsed) setPanelUsed(true);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [generalFeedbackOpen, setGeneralFeedbackOpen] = useState(false);
  const drm = isDrm(account);
  const bulk = useBulkSelection(type, state, i18n.language);

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
  // A "cites" search may have no text: every document citing the one named.
  const citesSearch = state.cites !== null && type !== "semantic";
  const ready =
    !redirect && available.length > 0 && (canSubmit(type, state.content) || (citesSearch && !state.content.trim()));
  const { results, retry } = useResults(type, state, i18n.language, ready);

  // Spec 1 §2: a page change scrolls to the top.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    window.scrollTo({ top: 0 });
  });

  // An open dropdown of a card (translations, versions, supplements) closes on a click elsewhere or Escape.
  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      for (const open of document.querySelectorAll<HTMLDetailsElement>(".result-card details[open]")) {
        if (event instanceof KeyboardEvent || !open.contains(event.target as Node | null)) open.open = false;
      }
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  // A link to a page beyond the results (fewer results since) shows the last page instead.
  const lastPage =
    results.status === "done" && results.reply.count > 0 && results.reply.result.length === 0 && state.page > 0
      ? pageCount(results.reply.count, state.sortcounts) - 1
      : null;
  useEffect(() => {
    if (lastPage !== null && lastPage !== state.page) {
      navigate(`${SEARCH_ROUTES[type]}?${writeSearchState({ ...state, page: lastPage })}`, { replace: true });
    }
  }, [lastPage, state, type, navigate]);

  // The search the results on screen answered: while the next one runs the last results stay, and
  // their summary (count, query, range) must describe them, not the new query over the old count.
  const doneFor = results.status === "done" ? results.for : null;
  const [lastDone, setLastDone] = useState<SearchState>(state);
  useEffect(() => {
    if (doneFor) setLastDone(doneFor);
  }, [doneFor]);

  if (redirect) return <Navigate to={redirect} replace />;

  const reply = results.status === "done" ? results.reply : results.status === "loading" ? results.previous : null;
  const loading = results.status === "loading";
  const summaryState = results.status === "done" ? results.for : loading ? lastDone : state;
  // Nothing found and nothing chosen: there is nothing to refine.
  const nothingToRefine = reply !== null && reply.count === 0 && state.categories.length === 0;
  const refinable = type !== "semantic" && hasFeature(config, "search-refinement") && !nothingToRefine;
  const query = cleanTerm(state.content).slice(0, SEARCH_TEXT_LIMIT);
  const shownQuery = cleanTerm(summaryState.content).slice(0, SEARCH_TEXT_LIMIT);
  const totalPages = reply ? pageCount(reply.count, summaryState.sortcounts) : 0;
  const from = reply?.result.length ? summaryState.page * summaryState.sortcounts + 1 : 0;
  const to = reply ? summaryState.page * summaryState.sortcounts + reply.result.length : 0;

  return (
    <div className="search-page">
      <header className="search-page__header">
        <h1 className="search-page__title">{t(`search.title.${type}`)}</h1>
        <ScopeRadios current={type} available={available} />
        {type !== "semantic" && available.length > 0 && (
          <Link className="search-page__inside" to={`/clause-search?${new URLSearchParams(query ? { q: query } : {})}`}>
            {t("clauseSearch.title")}
          </Link>
        )}
      </header>
      {type === "semantic" && <p className="search-page__notice">{t("search.semanticNotice")}</p>}
      {available.length === 0 ? (
        // Spec 1 §4: no search type for the account; the search box is disabled too.
        <p className="search-page__prompt" role="alert">
          {t("search.noSearchType")}
        </p>
      ) : !ready ? (
        <p className="search-page__prompt">{t("search.enterTerm")}</p>
      ) : (
        <div className={`search-layout${refinable && panelShown ? " search-layout--with-panel" : ""}`}>
          {refinable && (
            <aside
              id="search-refinements"
              className="search-layout__panel"
              aria-label={t("search.refinements.title")}
              hidden={!panelShown}
            >
              <h2 className="visually-hidden">{t("search.refinements.title")}</h2>
              {panelUsed && (
                <RefinementPanel
                  type={type}
                  state={state}
                  language={i18n.language}
                  mainTenant={isMainTenant(config)}
                  publisherOnly={hasFeature(config, "tenant-publisher-only")}
                  onChange={(categories) => change({ categories })}
                />
              )}
            </aside>
          )}
          <section className="search-layout__results" aria-busy={loading} aria-labelledby="search-summary">
            {citesSearch && state.cites !== null && (
              <CitesFilter contentId={state.cites} onClear={() => change({ cites: null })} />
            )}
            {reply?.billboard && (
              <Billboard billboard={reply.billboard} onClear={() => change({ publisherid: null })} />
            )}
            <div className="search-results__head">
              {refinable && (
                <button
                  type="button"
                  className="button button--secondary search-results__panel-toggle"
                  aria-expanded={panelShown}
                  aria-controls="search-refinements"
                  onClick={() => setPanelShown((s) => !s)}
                >
                  {panelShown ? t("search.refinements.hide") : t("search.refinements.show")}
                </button>
              )}
              <p id="search-summary" className="search-results__summary" aria-live="polite">
                {reply &&
                  (reply.count > 0 ? (
                    <>
                      <strong>{t("search.resultCount", { count: reply.count })}</strong>
                      {shownQuery && shownQuery !== "*" && <> {t("search.resultsFor", { query: shownQuery })}</>}
                      {from > 0 && <span className="search-results__range">{t("search.showing", { from, to })}</span>}
                    </>
                  ) : null)}
              </p>
              <SearchToolbar
                state={state}
                onChange={change}
                showField={type !== "semantic"}
                showSort={type !== "semantic"}
              />
            </div>
            {results.status === "failed" && (
              <div className="search-results__failed" role="alert">
                <p>{t("search.failed")}</p>
                <button type="button" className="button button--secondary" onClick={retry}>
                  {t("search.retry")}
                </button>
              </div>
            )}
            {reply && reply.count === 0 && reply.result.length === 0 && !loading && (
              <div className="search-results__empty">
                <p className="search-results__no-results">
                  {shownQuery ? t("search.noResults", { query: shownQuery }) : t("search.noResultsEmpty")}
                </p>
                <p>
                  {t("search.notFound.prompt")}{" "}
                  <button type="button" className="link-button" onClick={() => setFeedbackOpen(true)}>
                    {t("search.notFound.action")}
                  </button>
                </p>
              </div>
            )}
            {reply && reply.result.length > 0 && (
              <ol className={`search-results__list${loading ? " search-results__list--stale" : ""}`} start={from}>
                {reply.result.map((doc) => (
                  <li key={doc.contentCode}>
                    <ResultCard
                      doc={doc}
                      drm={drm}
                      {...(bulk.offered
                        ? { selected: bulk.isSelected(doc.id), onSelect: (on: boolean) => bulk.toggle(doc.id, on) }
                        : {})}
                    />
                  </li>
                ))}
              </ol>
            )}
            {reply && reply.result.length > 0 && bulk.offered && (
              <BulkBar
                selection={bulk.selection}
                count={bulk.count}
                limit={bulk.limit}
                matched={reply.count}
                offer={bulk.offer}
                onSelectPage={() => bulk.selectPage(reply.result.map((d) => d.id))}
                {...(type !== "semantic" ? { onSelectAll: bulk.selectAll } : {})}
                designationOf={(id) => {
                  const d = reply.result.find((r) => r.id === id);
                  return d ? d.displayDesignation || d.designationNo : undefined;
                }}
                onClear={bulk.clear}
              />
            )}
            {reply && (
              <Pagination
                page={state.page}
                totalPages={totalPages}
                hasNext={reply.nextPageFlag}
                label={t("search.pagination")}
                onPage={(p) => change({ page: p })}
              />
            )}
            {reply && reply.result.length > 0 && (
              <p className="search-results__feedback">
                {t("search.feedback.generalPrompt")}{" "}
                <button type="button" className="link-button" onClick={() => setGeneralFeedbackOpen(true)}>
                  {t("search.feedback.generalAction")}
                </button>
              </p>
            )}
          </section>
        </div>
      )}
      <FeedbackModal open={feedbackOpen} onClose={() => setFeedbackOpen(false)} searchText={query} />
      <FeedbackModal
        open={generalFeedbackOpen}
        onClose={() => setGeneralFeedbackOpen(false)}
        searchText={query}
        general={{ searchType: type, refinements: state.categories }}
      />
    </div>
  );
}

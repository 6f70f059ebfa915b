// Inside the documents (/clause-search, issue 29): the words looked for in the clauses of the
// documents the tenant presents, grouped by document, each with its best matching clauses (number,
// heading, a snippet with the words highlighted) and a link into the HTML at that clause with the
// words highlighted there. A document the user may not open shows only its count and the lock.
// Documents can be chosen for the search page's bulk actions (useClauseBulk.ts).
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../components/Pagination.tsx";
import { BulkBar } from "../../features/bulk/BulkBar.tsx";
import {
  CLAUSE_LAST_PAGE,
  CLAUSE_PAGE_SIZE,
  CLAUSE_QUERY_LIMIT,
  type ClauseMatch,
  type ClauseSearchGroup,
  clauseSearchParams,
  clauseSearchQuery,
  clauseUrl,
  parseClauseSearch,
  searchable,
} from "../../features/clause-search/clause-search-queries.ts";
import "./clause-search.css";
import { useClauseBulk } from "./useClauseBulk.ts";

/**
 * Whether the reply holds every matching document: only then is its count of matching clauses
 * (the page's documents', as the API counts them) the whole search's, worth saying next to it.
 */
function allOnThisPage(reply: { count: number; countCapped: boolean; page: number; result: unknown[] }): boolean {
  return reply.page === 0 && !reply.countCapped && reply.count <= reply.result.length;
}

/** A snippet's text with its highlighted words as <mark> (text only: never markup from the server). */
export function Snippet({ snippet, lang }: { snippet: ClauseMatch["snippet"]; lang: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [i, h] of snippet.highlights.entries()) {
    if (h.start < at || h.end > snippet.text.length) continue;
    parts.push(snippet.text.slice(at, h.start));
    parts.push(<mark key={i}>{snippet.text.slice(h.start, h.end)}</mark>);
    at = h.end;
  }
  parts.push(snippet.text.slice(at));
  // In the document's language and direction, whatever the interface's (an English clause in the
  // Arabic interface reads left to right).
  return (
    <p className="clause-hit__snippet" lang={lang} dir="auto">
      {parts}
    </p>
  );
}

function ClauseHit({ group, clause }: { group: ClauseSearchGroup; clause: ClauseMatch }) {
  const { t } = useTranslation();
  const label = clause.number ? t("clauseSearch.clause", { number: clause.number }) : t("clauseSearch.beforeClauses");
  return (
    <li className="clause-hit">
      <div className="clause-hit__head">
        <Link to={clauseUrl(group, clause)} className="clause-hit__number">
          {label}
        </Link>
        {clause.heading && (
          <bdi className="clause-hit__heading" lang={group.languageCode}>
            {clause.heading}
          </bdi>
        )}
        {clause.statesRequirement && <span className="clause-hit__badge">{t("clauseSearch.requirement")}</span>}
      </div>
      <Snippet snippet={clause.snippet} lang={group.languageCode} />
    </li>
  );
}

interface Choice {
  selected: boolean;
  onSelect: (on: boolean) => void;
}

function Group({ group, choice }: { group: ClauseSearchGroup; choice?: Choice }) {
  const { t } = useTranslation();
  const more = group.matchingClauses - group.clauses.length;
  return (
    <li className="card clause-group">
      <div className="clause-group__head">
        {choice && (
          <label className="result-card__select">
            <input type="checkbox" checked={choice.selected} onChange={(e) => choice.onSelect(e.target.checked)} />
            <span className="visually-hidden">
              {t("search.bulk.select", { designation: group.displayDesignation })}
            </span>
          </label>
        )}
        <h2 className="clause-group__title" lang={group.languageCode} dir="auto">
          <Link to={clauseUrl(group, null)}>
            <span className="clause-group__designation">{group.displayDesignation}</span> {group.title}
          </Link>
        </h2>
      </div>
      <p className="clause-group__meta">
        <bdi>{group.publisherName}</bdi> · {t("clauseSearch.matchingClauses", { count: group.matchingClauses })}
        {group.locked && (
          <span className="clause-group__lock">
            <span aria-hidden="true">🔒 </span>
            {t("clauseSearch.locked")}
          </span>
        )}
      </p>
      {!group.locked && (
        <ol className="clause-group__clauses">
          {group.clauses.map((c) => (
            <ClauseHit key={c.ordinal} group={group} clause={c} />
          ))}
        </ol>
      )}
      {!group.locked && more > 0 && <p className="clause-group__more">{t("clauseSearch.more", { count: more })}</p>}
    </li>
  );
}

export function ClauseSearchPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = parseClauseSearch(params);
  const [draft, setDraft] = useState(state.q);
  const inputId = useId();
  useEffect(() => setDraft(state.q), [state.q]);
  const q = useQuery(clauseSearchQuery(state, i18n.language));
  const reply = q.data;
  const bulk = useClauseBulk(state, i18n.language);
  if (reply) bulk.remember(reply.result);
  const go = (change: Partial<typeof state>) => setParams(clauseSearchParams({ ...state, page: 0, ...change }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim() });
  };
  const totalPages = reply ? Math.min(Math.ceil(reply.count / CLAUSE_PAGE_SIZE), CLAUSE_LAST_PAGE + 1) : 0;
  return (
    <div className="page page--wide clause-search">
      <header className="clause-search__header">
        <h1 className="page__title">{t("clauseSearch.title")}</h1>
        <Link to={`/content-search/?${new URLSearchParams({ content: state.q, stype: "K" })}`}>
          {t("clauseSearch.documentSearch")}
        </Link>
      </header>
      <p className="clause-search__intro">{t("clauseSearch.intro")}</p>
      <search>
        <form className="clause-search__form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("clauseSearch.label")}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={CLAUSE_QUERY_LIMIT}
            placeholder={t("clauseSearch.placeholder")}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t("clauseSearch.submit")}
          </button>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={state.requirementsOnly}
              onChange={(e) => go({ requirementsOnly: e.target.checked })}
            />
            <span>{t("clauseSearch.requirementsOnly")}</span>
          </label>
        </form>
      </search>
      {!searchable(state.q) ? (
        <p className="clause-search__prompt">{state.q ? t("clauseSearch.noWords") : t("clauseSearch.prompt")}</p>
      ) : q.isError ? (
        <p className="clause-search__prompt" role="alert">
          {t("clauseSearch.failed")}
        </p>
      ) : !reply ? (
        <p className="clause-search__prompt" aria-busy="true">
          {t("common.loading")}
        </p>
      ) : (
        <section aria-label={t("clauseSearch.results")} aria-busy={q.isFetching}>
          <p className="clause-search__summary" role="status">
            {reply.count === 0
              ? t("clauseSearch.none")
              : allOnThisPage(reply)
                ? t("clauseSearch.summary", { count: reply.count, clauses: reply.matchingClauses })
                : t(reply.countCapped ? "search.resultCountMore" : "search.resultCount", { count: reply.count })}
          </p>
          <ol className="clause-search__groups">
            {reply.result.map((g) => (
              <Group
                key={g.contentId}
                group={g}
                {...(bulk.offered
                  ? {
                      choice: {
                        selected: bulk.isSelected(g.contentId),
                        onSelect: (on: boolean) => bulk.toggle(g.contentId, on),
                      },
                    }
                  : {})}
              />
            ))}
          </ol>
          {reply.result.length > 0 && bulk.offered && (
            <BulkBar
              selection={bulk.selection}
              count={bulk.count}
              limit={bulk.limit}
              matched={reply.count}
              offer={bulk.offer}
              onSelectPage={() => bulk.selectPage(reply.result)}
              onClear={bulk.clear}
              designationOf={bulk.designationOf}
            />
          )}
          <Pagination page={state.page} totalPages={totalPages} onPage={(page) => go({ page })} />
        </section>
      )}
    </div>
  );
}

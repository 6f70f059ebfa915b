// The suggestions under the search box (spec 1 §2, §5, §9): looked up 500 ms after typing stops
// when the decoded, trimmed term is longer than 2 characters (else hidden); a newer lookup
// cancels the previous one. Suggestions are grouped per publisher, 4 or 5 each with 'show all',
// and 'more from <publisher>' when the publisher has further results. Arrow keys move between
// suggestions, Escape closes.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../auth/AuthContext.tsx";
import { isDrm } from "../auth/guards.tsx";
import { documentUrl } from "../documents/document-links.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { cleanTerm } from "./search-types.ts";
import { mergeGroup, type TypeAheadGroup, typeAheadDelay, visibleSuggestions } from "./type-ahead.ts";

/** Looks suggestions up; `publisher` asks for more of one publisher's results. Undefined: the call failed. */
export type TypeAheadLoader = (
  request: { keywords: string; searchType: SearchTypeCode; publisher?: string },
  signal: AbortSignal,
) => Promise<TypeAheadGroup[] | undefined>;

type State = { status: "idle" } | { status: "loading" } | { status: "done"; groups: TypeAheadGroup[] };

export function TypeAhead({
  id,
  term,
  searchType,
  load,
  onClose,
}: {
  id: string;
  term: string;
  searchType: SearchTypeCode;
  load: TypeAheadLoader;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const [state, setState] = useState<State>({ status: "idle" });
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const listRef = useRef<HTMLElement>(null);
  const moreAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    const delay = typeAheadDelay(term);
    if (delay === null) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "loading" });
      load({ keywords: cleanTerm(term), searchType }, controller.signal)
        .then((groups) => {
          if (controller.signal.aborted) return;
          setExpanded(new Set());
          setState(groups ? { status: "done", groups } : { status: "idle" });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "idle" });
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchType, load]);

  useEffect(() => () => moreAbort.current?.abort(), []);

  async function loadMore(group: TypeAheadGroup) {
    moreAbort.current?.abort();
    const controller = new AbortController();
    moreAbort.current = controller;
    const more = await load(
      { keywords: cleanTerm(term), searchType, publisher: group.publisher },
      controller.signal,
    ).catch(() => undefined);
    if (controller.signal.aborted || !more) return;
    setState((s) =>
      s.status === "done"
        ? {
            status: "done",
            groups: s.groups.map((g) => (g.publisher === group.publisher ? mergeGroup(g, more[0]) : g)),
          }
        : s,
    );
    setExpanded((e) => new Set(e).add(group.publisher));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>("a, button") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? at + 1 : at - 1;
    if (items[next]) {
      event.preventDefault();
      items[next].focus();
    }
  }

  if (state.status === "idle") return null;
  const drm = isDrm(account);

  return (
    <section
      id={id}
      ref={listRef}
      className="type-ahead"
      aria-label={t("search.typeAhead.label")}
      onKeyDown={onKeyDown}
    >
      {state.status === "loading" && (
        <p className="type-ahead__status" role="status">
          {t("search.typeAhead.loading")}
        </p>
      )}
      {state.status === "done" && state.groups.length === 0 && (
        <p className="type-ahead__status" role="status">
          {t("search.typeAhead.none")}
        </p>
      )}
      {state.status === "done" &&
        state.groups.map((group) => {
          const open = expanded.has(group.publisher);
          const { shown, hidden } = visibleSuggestions(group.results, open);
          const name = group.publisherName || group.publisher;
          return (
            <section key={group.publisher} className="type-ahead__group" aria-label={name}>
              <h3 className="type-ahead__publisher" dir="auto">
                {name}
              </h3>
              <ul className="type-ahead__list">
                {shown.map((item) => (
                  <li key={item.contentCode}>
                    <Link className="type-ahead__item" to={documentUrl(item.contentCode, { drm })} onClick={onClose}>
                      <span className="type-ahead__designation" dir="auto">
                        {item.designationNo || item.designation}
                      </span>
                      <span className="type-ahead__title" dir="auto">
                        {item.documentTitle}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="type-ahead__actions">
                {hidden > 0 && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setExpanded((e) => new Set(e).add(group.publisher))}
                  >
                    {t("search.typeAhead.showAll", { count: group.results.length })}
                  </button>
                )}
                {open && group.results.length > 5 && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      setExpanded((e) => {
                        const next = new Set(e);
                        next.delete(group.publisher);
                        return next;
                      })
                    }
                  >
                    {t("search.typeAhead.showFewer")}
                  </button>
                )}
                {group.flag && (
                  <button type="button" className="link-button" onClick={() => void loadMore(group)}>
                    {t("search.typeAhead.more", { publisher: name })}
                  </button>
                )}
              </div>
            </section>
          );
        })}
    </section>
  );
}

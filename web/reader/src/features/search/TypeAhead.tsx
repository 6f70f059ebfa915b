// The suggestions under the search box (spec 1 §2, §5, §9): looked up 500 ms after typing stops
// when the decoded, trimmed term is longer than 2 characters (else hidden); a newer lookup
// cancels the previous one. Suggestions are grouped per publisher, 4 or 5 each with 'show all',
// and 'more from <publisher>' when the publisher has further results. The ARIA combobox pattern
// (issue 12): the search box owns the focus and points at the active option
// (aria-activedescendant); this is its listbox, every suggestion and action an option of a group
// per publisher; the box announces the number of suggestions.
import { useEffect, useRef, useState } from "react";
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

/** What the search box announces about the suggestions (its live region). */
export type TypeAheadStatus = "idle" | "loading" | "none" | { count: number };

/** The id of the option at `index` of the listbox `listId`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export function TypeAhead({
  id,
  term,
  searchType,
  load,
  onClose,
  open,
  activeIndex,
  onStatus,
}: {
  id: string;
  term: string;
  searchType: SearchTypeCode;
  load: TypeAheadLoader;
  onClose: () => void;
  /** Whether the suggestions are shown (the listbox stays in the page, hidden, while closed). */
  open: boolean;
  /** The option the box points at (-1: none). */
  activeIndex: number;
  onStatus: (status: TypeAheadStatus) => void;
}) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const [state, setState] = useState<State>({ status: "idle" });
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const moreAbort = useRef<AbortController | null>(null);
  /** The term and type whose suggestions are shown: reopening on them looks nothing up again. */
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    // Nothing is looked up while the suggestions are closed (e.g. the box filled from the address).
    if (!open) return;
    const delay = typeAheadDelay(term);
    if (delay === null) {
      shownFor.current = null;
      setState({ status: "idle" });
      return;
    }
    const wanted = `${searchType}\u0001${term}`;
    if (shownFor.current === wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      shownFor.current = null;
      setState({ status: "loading" });
      load({ keywords: cleanTerm(term), searchType }, controller.signal)
        .then((groups) => {
          if (controller.signal.aborted) return;
          setExpanded(new Set());
          shownFor.current = groups ? wanted : null;
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
  }, [term, searchType, load, open]);

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

  const groups = state.status === "done" ? state.groups : [];
  const status: TypeAheadStatus =
    state.status === "idle"
      ? "idle"
      : state.status === "loading"
        ? "loading"
        : {
            count: groups.reduce(
              (n, g) => n + visibleSuggestions(g.results, expanded.has(g.publisher)).shown.length,
              0,
            ),
          };
  const statusKey = typeof status === "string" ? status : `count:${status.count}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the status.
  useEffect(() => onStatus(status), [statusKey, onStatus]);

  const drm = isDrm(account);
  let index = 0;
  /** Props of the next option: its id, whether the box points at it, and no tab stop. */
  const option = () => {
    const i = index++;
    return { id: optionId(id, i), role: "option" as const, "aria-selected": i === activeIndex, tabIndex: -1 };
  };
  const shownGroups = open ? groups : [];

  return (
    <div
      id={id}
      role="listbox"
      className="type-ahead"
      aria-label={t("search.typeAhead.label")}
      hidden={shownGroups.length === 0}
    >
      {shownGroups.map((group) => {
        const isOpen = expanded.has(group.publisher);
        const { shown, hidden } = visibleSuggestions(group.results, isOpen);
        const name = group.publisherName || group.publisher;
        const headingId = `${id}-group-${group.publisher}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options, not a form's fieldset.
          <div key={group.publisher} role="group" className="type-ahead__group" aria-labelledby={headingId}>
            <div role="presentation" id={headingId} className="type-ahead__publisher" dir="auto">
              {name}
            </div>
            {shown.map((item) => (
              <Link
                key={item.contentCode}
                {...option()}
                className="type-ahead__item"
                to={documentUrl(item.contentCode, { drm })}
                onClick={onClose}
              >
                <span className="type-ahead__designation" dir="auto">
                  {item.designationNo || item.designation}
                </span>
                <span className="type-ahead__title" dir="auto">
                  {item.documentTitle}
                </span>
              </Link>
            ))}
            <div role="presentation" className="type-ahead__actions">
              {hidden > 0 && (
                <button
                  type="button"
                  {...option()}
                  className="link-button type-ahead__action"
                  onClick={() => setExpanded((e) => new Set(e).add(group.publisher))}
                >
                  {t("search.typeAhead.showAll", { count: group.results.length })}
                </button>
              )}
              {isOpen && group.results.length > 5 && (
                <button
                  type="button"
                  {...option()}
                  className="link-button type-ahead__action"
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
                <button
                  type="button"
                  {...option()}
                  className="link-button type-ahead__action"
                  onClick={() => void loadMore(group)}
                >
                  {t("search.typeAhead.more", { publisher: name })}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

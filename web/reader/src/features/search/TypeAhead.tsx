// The suggestions under the search box (spec 1 §2, §5, §9): looked up 500 ms after typing stops
// when the decoded, trimmed term is longer than 2 characters (else hidden); a newer lookup
// cancels the previous one. Suggestions are grouped per publisher, 4 or 5 each with 'show all',
// and 'more from <publisher>' when the publisher has further results. The ARIA combobox pattern
// (issue 12): the search box owns the focus and points at the active option
// (aria-activedescendant); this is its listbox, every suggestion and action an option of a group
// per publisher; the box announces the number of suggestions.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDebounced } from "../../components/delayed.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { isDrm } from "../auth/guards.tsx";
import { documentUrl } from "../documents/document-links.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { typeAheadQuery } from "./search-queries.ts";
import { cleanTerm, TYPE_AHEAD_DEBOUNCE_MS, wantsTypeAhead } from "./search-types.ts";
import { mergeGroup, optionId, type TypeAheadGroup, type TypeAheadStatus, visibleSuggestions } from "./type-ahead.ts";

/** The suggestions, inside the search box's listbox `id` (SearchBox keeps it in the page). */
export function TypeAhead({
  id,
  term,
  searchType,
  onClose,
  open,
  activeIndex,
  onStatus,
  onShown,
}: {
  id: string;
  term: string;
  searchType: SearchTypeCode;
  onClose: () => void;
  /** Whether the suggestions are shown (the listbox stays in the page, hidden, while closed). */
  open: boolean;
  /** The option the box points at (-1: none). */
  activeIndex: number;
  onStatus: (status: TypeAheadStatus) => void;
  /** Whether any suggestion is shown (the search box's listbox is hidden otherwise). */
  onShown: (shown: boolean) => void;
}) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const queryClient = useQueryClient();
  // The term looked up once typing has stopped for 500 ms; until then the suggestions of the
  // previous one stay. A term too short hides them at once. Nothing is looked up while the
  // suggestions are closed (e.g. the box filled from the address).
  const settled = useDebounced(term, TYPE_AHEAD_DEBOUNCE_MS);
  const wanted = wantsTypeAhead(term);
  const request = { keywords: cleanTerm(settled), searchType };
  const lookup = useQuery({ ...typeAheadQuery(request), enabled: open && wanted && wantsTypeAhead(settled) });
  // The publishers whose suggestions are all shown, for the suggestions of one lookup.
  const lookupKey = `${searchType}\u0001${request.keywords}`;
  const [unfolded, setUnfolded] = useState<{ of: string; publishers: ReadonlySet<string> }>({
    of: lookupKey,
    publishers: new Set(),
  });
  const expanded = unfolded.of === lookupKey ? unfolded.publishers : new Set<string>();
  const setExpanded = (change: (publishers: Set<string>) => void) => {
    const next = new Set(expanded);
    change(next);
    setUnfolded({ of: lookupKey, publishers: next });
  };

  /** More of one publisher's results, merged into its group of the shown suggestions. */
  async function loadMore(group: TypeAheadGroup) {
    const more = await queryClient
      .fetchQuery(typeAheadQuery({ ...request, publisher: group.publisher }))
      .catch(() => undefined);
    if (!more) return;
    queryClient.setQueryData(typeAheadQuery(request).queryKey, (groups) =>
      groups?.map((g) => (g.publisher === group.publisher ? mergeGroup(g, more[0]) : g)),
    );
    setExpanded((e) => e.add(group.publisher));
  }

  const state = !wanted || lookup.isError ? "idle" : lookup.data ? "done" : lookup.isFetching ? "loading" : "idle";
  const groups = state === "done" ? (lookup.data ?? []) : [];
  const status: TypeAheadStatus =
    state === "idle"
      ? "idle"
      : state === "loading"
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
  const shown = shownGroups.length > 0;
  // Before the paint, so the options never show in a hidden list or a shown empty one.
  useLayoutEffect(() => onShown(shown), [shown, onShown]);
  useLayoutEffect(() => () => onShown(false), [onShown]);

  return (
    <>
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
                  onClick={() => setExpanded((e) => e.add(group.publisher))}
                >
                  {t("search.typeAhead.showAll", { count: group.results.length })}
                </button>
              )}
              {isOpen && group.results.length > 5 && (
                <button
                  type="button"
                  {...option()}
                  className="link-button type-ahead__action"
                  onClick={() => setExpanded((e) => e.delete(group.publisher))}
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
    </>
  );
}

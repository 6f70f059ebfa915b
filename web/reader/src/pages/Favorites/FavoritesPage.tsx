// Favourites (/favorites; spec 1 §4, §5, §9): 10 per page, sorted by document title ascending or
// descending; each can be removed ("favourite deleted").
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { queryClient } from "../../api/queries.ts";
import { DocumentAction, DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { documentKeys } from "../../features/documents/document-queries.ts";
import { favoritesQuery, removeFavoriteMutation } from "../../features/favorites/favorites-queries.ts";
import { useDates } from "../../i18n/useDates.ts";

export const FAVORITES_PAGE_SIZE = 10;

export type SortDirection = "asc" | "desc";

/** Spec 1 §5: favourites are sorted by the document's title, ascending unless the URL says desc. */
export function favoritesDirection(sortParam: string | null): SortDirection {
  return sortParam === "desc" ? "desc" : "asc";
}

/** The sort parameter of GET /api/favorite-documents/current-user. */
export function favoritesSort(direction: SortDirection): string {
  return `document.documentTitle,${direction}`;
}

/** The other direction (the sort button). */
export function otherDirection(direction: SortDirection): SortDirection {
  return direction === "asc" ? "desc" : "asc";
}

export function FavoritesPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const direction = favoritesDirection(params.get("sort"));
  const q = useQuery(favoritesQuery({ page, size: FAVORITES_PAGE_SIZE, sort: favoritesSort(direction) }));
  const total = q.data?.count ?? 0;
  const pages = Math.ceil(total / FAVORITES_PAGE_SIZE);

  // The lists are asked again; a document's metadata says whether it is a favourite too.
  const removal = useMutation(
    removeFavoriteMutation({ key: "favorites.deleted" }, () =>
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
    ),
  );

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("favorites.title")}</h1>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setParams({ sort: otherDirection(direction) })}
          aria-describedby="favorites-sort-action"
        >
          {/* The name is the visible text (WCAG 2.5.3); what a press does is its description. */}
          {t("favorites.sortByTitle")} {direction === "asc" ? "A–Z" : "Z–A"}{" "}
          <span aria-hidden="true">{direction === "asc" ? "↓" : "↑"}</span>
        </button>
        <span id="favorites-sort-action" className="visually-hidden">
          {t(direction === "asc" ? "favorites.sortDesc" : "favorites.sortAsc")}
        </span>
      </div>
      <DocumentTable
        query={q}
        rows={q.data?.result ?? []}
        rowKey={(f) => f.id}
        total={total}
        empty={t("favorites.none")}
        count={t("favorites.count", { count: total })}
        paging={{ page, totalPages: pages, onPage: (p) => setParams({ page: String(p), sort: direction }) }}
        layout={{
          kind: "cards",
          document: (f) => f.document,
          footer: (f) => t("favorites.added", { date: fmt(f.createdDate, "short") }),
          actions: (f) => (
            <DocumentAction
              label={t("favorites.remove")}
              designation={f.document.displayDesignation}
              disabled={removal.isPending && removal.variables === f.id}
              onClick={() => removal.mutate(f.id)}
            />
          ),
        }}
      />
    </div>
  );
}

// Pagination: previous, next, numbered pages and '...'.
import { useTranslation } from "react-i18next";
import { pageItems } from "./pagination.ts";
import "./pagination.css";

export function Pagination({
  page,
  totalPages,
  onPage,
  label,
  hasNext,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  /** When the total is unknown beyond the next page (nextPageFlag). */
  hasNext?: boolean;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1 && !hasNext) return null;
  const next = hasNext ?? page < totalPages - 1;
  return (
    <nav className="pagination" aria-label={label ?? t("pagination.label")}>
      <ul>
        <li>
          <button type="button" className="pagination__button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">‹ </span>
            {t("pagination.previous")}
          </button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__button pagination__page"
                aria-current={item === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: item + 1 })}
                onClick={() => onPage(item)}
              >
                {item + 1}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              ...
            </li>
          ),
        )}
        <li>
          <button type="button" className="pagination__button" disabled={!next} onClick={() => onPage(page + 1)}>
            {t("pagination.next")}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

// Revision reviews (/reviews; issue 28, docs/reviews.md): the account's reviews, overdue first,
// then the open ones by due date, then the signed-off ones; tabs for all, open, due soon, overdue
// and closed (each with its count), and "only mine" (the ones the user reviews or owns an action
// of). Each row names the document and its previous edition, the change, the due date and how many
// items are decided.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { ReviewSettingsPanel } from "../../features/reviews/ReviewSettingsPanel.tsx";
import { ReviewState } from "../../features/reviews/ReviewState.tsx";
import {
  isolated,
  REVIEW_FILTERS,
  REVIEWS_PAGE_SIZE,
  type ReviewFilter,
  reviewListQuery,
} from "../../features/reviews/reviews-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import "../../features/reviews/reviews.css";

const COUNT_OF = { open: "open", "due-soon": "dueSoon", overdue: "overdue", closed: "closed" } as const;

export function ReviewsPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const asked = params.get("status");
  const status = REVIEW_FILTERS.find((f) => f === asked);
  const mine = params.get("mine") === "1";
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(reviewListQuery({ status, mine, page }));
  const go = (next: { status?: ReviewFilter; mine?: boolean; page?: number }) => {
    const s = "status" in next ? next.status : status;
    const m = next.mine ?? mine;
    setParams({
      ...(s ? { status: s } : {}),
      ...(m ? { mine: "1" } : {}),
      ...(next.page ? { page: String(next.page) } : {}),
    });
  };
  const counts = q.data?.counts;
  const filters: { id: ReviewFilter | undefined; label: string }[] = [
    { id: undefined, label: t("reviews.filter.all") },
    ...REVIEW_FILTERS.map((f) => ({
      id: f,
      label: counts ? `${t(`reviews.filter.${f}`)} (${counts[COUNT_OF[f]]})` : t(`reviews.filter.${f}`),
    })),
  ];

  return (
    <div className="page page--wide reviews">
      <div className="page__head">
        <h1 className="page__title">{t("reviews.title")}</h1>
        <label className="checkbox">
          <input type="checkbox" checked={mine} onChange={(e) => go({ mine: e.target.checked, page: 0 })} />
          <span>{t("reviews.mine")}</span>
        </label>
      </div>
      <p className="page__intro">{t("reviews.intro")}</p>
      <ReviewSettingsPanel />
      <nav className="reviews__filters" aria-label={t("reviews.filtersLabel")}>
        {filters.map((f) => (
          <button
            key={f.id ?? "all"}
            type="button"
            className={`button button--sm ${f.id === status ? "button--on" : "button--secondary"}`}
            aria-pressed={f.id === status}
            onClick={() => go({ status: f.id, page: 0 })}
          >
            {f.label}
          </button>
        ))}
      </nav>
      {q.isPending ? (
        <p className="empty" aria-busy="true">
          {t("reviews.loading")}
        </p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : q.data.reviews.length === 0 ? (
        <p className="empty">{t(status || mine ? "reviews.emptyFiltered" : "reviews.empty")}</p>
      ) : (
        <>
          <p className="page__count">{t("reviews.count", { count: q.data.total })}</p>
          <table className="table reviews__table">
            <thead>
              <tr>
                <th scope="col">{t("reviews.col.document")}</th>
                <th scope="col">{t("reviews.col.change")}</th>
                <th scope="col">{t("reviews.col.state")}</th>
                <th scope="col">{t("reviews.col.due")}</th>
                <th scope="col">{t("reviews.col.items")}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.reviews.map((r) => (
                <tr key={r.id} className={r.overdue ? "reviews__row--overdue" : undefined}>
                  <td data-label={t("reviews.col.document")}>
                    <Link to={`/reviews/${r.id}`} className="reviews__doc">
                      <bdi>{r.document.designation}</bdi>
                    </Link>
                    <div className="muted reviews__title" dir="auto">
                      {r.document.title}
                    </div>
                  </td>
                  <td data-label={t("reviews.col.change")}>
                    {r.change === "WITHDRAWN"
                      ? t("reviews.change.WITHDRAWN")
                      : t("reviews.change.NEW_VERSION", { previous: isolated(r.previousDocument?.designation ?? "—") })}
                  </td>
                  <td data-label={t("reviews.col.state")}>
                    <ReviewState review={r} />
                  </td>
                  <td data-label={t("reviews.col.due")}>{r.dueDate ? fmt(r.dueDate, "short") : "—"}</td>
                  <td data-label={t("reviews.col.items")}>
                    {t("reviews.decided", { decided: r.items.decided, total: r.items.total })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            totalPages={Math.ceil(q.data.total / REVIEWS_PAGE_SIZE)}
            onPage={(p) => go({ page: p })}
          />
        </>
      )}
    </div>
  );
}

// The user's compass points (/compass-points-list) and the admin list (/compass-points-admin-list)
// (spec 2 §2, §4, §6): an active and a deactivated view, sortable columns (a trailing minus on the
// key sorts descending), an ellipsis menu per row under the permission rules (change history;
// deactivate after a confirmation; reactivate at once, then 'compassPointsList.reactivate-message'),
// pages in the URL parameter `page` (the request sends page+1), scrolled to the top on change.

import type { components } from "@norma/contracts/api-types";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Menu, type MenuItem } from "../../components/Menu.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import {
  compassPointListQuery,
  deactivateCompassPointMutation,
  reactivateCompassPointMutation,
} from "../../features/compass-points/compass-points-queries.ts";
import {
  type ListStatus,
  NAME_DISPLAY,
  type SortKey,
  sortOf,
  TOOLTIP_MAX,
  toggleSort,
  truncate,
} from "../../features/compass-points/compass-points-rules.ts";
import { notify, showDialog } from "../../features/notify/notify-store.ts";
import { useDates } from "../../i18n/useDates.ts";
import "./compass-points.css";

type CompassPoint = components["schemas"]["CompassPoint"];
export const COMPASS_POINTS_PAGE_SIZE = 10;

export function CompassPointsListPage({ admin = false }: { admin?: boolean }) {
  const location = useLocation();
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const status: ListStatus = params.get("status") === "inactive" ? "inactive" : "active";
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const sort = sortOf(params.get("sort"), status);
  const q = useQuery(
    compassPointListQuery(admin, { status, pageIndex: page + 1, pageSize: COMPASS_POINTS_PAGE_SIZE, sort }),
  );
  // A point's change shows in every list of points (this page's, the document's tab).
  const deactivation = useMutation(deactivateCompassPointMutation(t("compassPointsList.deactivated-message")));
  const reactivation = useMutation(reactivateCompassPointMutation());
  const total = q.data?.totalElements ?? 0;
  const pages = Math.ceil(total / COMPASS_POINTS_PAGE_SIZE);

  const go = (next: { status?: ListStatus; page?: number; sort?: string }) => {
    const s = next.status ?? status;
    setParams({
      ...(s === "inactive" ? { status: s } : {}),
      page: String(next.page ?? 0),
      sort: next.sort ?? (next.status ? sortOf(null, s) : sort),
    });
    window.scrollTo({ top: 0 });
  };

  async function deactivate(p: CompassPoint) {
    const answer = await showDialog({
      kind: "confirm",
      title: t("compassPointsList.deactivate-title"),
      message: t("compassPointsList.deactivate-confirm", { name: p.name }),
      confirmLabel: t("compassPointsList.deactivate"),
    });
    if (answer === "CONFIRM") deactivation.mutate(p.compassPointID);
  }

  function reactivate(p: CompassPoint) {
    reactivation.mutate(p.compassPointID, {
      onSuccess: () => notify("INFO", t("compassPointsList.reactivate-message")),
    });
  }

  /**
   * A row's menu (spec 2 §6: shown to whoever holds audit history, a Compass Points admin, or the
   * creator): the change history where the user may read it, edit and (de)activation where the
   * user may manage the point. No entry, no menu.
   */
  const rowActions = (p: CompassPoint): MenuItem[] => [
    ...(p.history
      ? [
          {
            key: "history",
            label: t("compassPointsList.history"),
            // The history's Back returns to this list (the admin list or the user's own),
            // with its page, status and sort.
            href: `/compass-points-change-history/${p.compassPointID}/${p.contentID}/${encodeURIComponent(p.contentCode)}?back=${encodeURIComponent(`${location.pathname}${location.search}`)}`,
          },
        ]
      : []),
    ...(p.edit && status === "active"
      ? [
          {
            // Spec 2: Edit in the row menu — the document at the point, its dialog in edit mode.
            key: "edit",
            label: t("compassPoint.edit"),
            href: `/document/?contentCode=${encodeURIComponent(p.contentCode)}&compasspointuuid=${p.compassPointUUID}&cpedit=1`,
          },
          {
            key: "deactivate",
            label: t("compassPointsList.deactivate"),
            onSelect: () => void deactivate(p),
          },
        ]
      : []),
    ...(p.edit && status === "inactive"
      ? [
          {
            key: "reactivate",
            label: t("compassPointsList.reactivate"),
            onSelect: () => void reactivate(p),
          },
        ]
      : []),
  ];

  const column = (key: SortKey, label: string) => {
    const base = sort.replace(/-$/, "");
    const dir = base === key ? (sort.endsWith("-") ? "descending" : "ascending") : "none";
    return (
      <th scope="col" aria-sort={dir}>
        <button type="button" className="cp-sort" onClick={() => go({ sort: toggleSort(sort, key), page: 0 })}>
          {label}
          <span aria-hidden="true">{dir === "ascending" ? " ▲" : dir === "descending" ? " ▼" : ""}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t(admin ? "compassPointsList.admin-title" : "compassPointsList.title")}</h1>
        <label className="cp-switch">
          <input
            type="checkbox"
            role="switch"
            checked={status === "inactive"}
            aria-checked={status === "inactive"}
            onChange={(e) => go({ status: e.target.checked ? "inactive" : "active" })}
          />
          <span>{t("compassPointsList.show-deactivated")}</span>
        </label>
      </div>
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : total === 0 ? (
        <p className="empty">
          {t(status === "inactive" ? "compassPointsList.none-deactivated" : "compassPointsList.none")}
        </p>
      ) : (
        <>
          <p className="page__count">{t("compassPointsList.total", { count: total })}</p>
          <div className="cp-table-wrap">
            <table className="table cp-table">
              <thead>
                <tr>
                  {column("designation", t("compassPointsList.designation"))}
                  {column("contentStatus", t("compassPointsList.status"))}
                  {column("name", t("compassPointsList.name"))}
                  {status === "active"
                    ? column("email", t("compassPointsList.created-by"))
                    : column("deactivatedBy", t("compassPointsList.deactivated-by"))}
                  {status === "active"
                    ? column("createdDate", t("compassPointsList.created-date"))
                    : column("deactivatedDate", t("compassPointsList.deactivated-date"))}
                  <th scope="col">
                    <span className="visually-hidden">{t("compassPointsList.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data?.content.map((p) => (
                  <tr key={p.compassPointID}>
                    <td>
                      {admin ? (
                        p.designation
                      ) : (
                        <Link
                          to={`/document/?contentCode=${encodeURIComponent(p.contentCode)}&compasspointuuid=${p.compassPointUUID}`}
                        >
                          {p.designation}
                        </Link>
                      )}
                    </td>
                    <td>{p.contentStatus}</td>
                    <td dir="auto" title={truncate(p.name, TOOLTIP_MAX)}>
                      {truncate(p.name, NAME_DISPLAY)}
                    </td>
                    <td>{status === "active" ? p.createdUserName : (p.deactivatedBy ?? p.deletedByEmail ?? "")}</td>
                    <td>{fmt(status === "active" ? p.createdDate : (p.deletedDate ?? p.createdDate), "short")}</td>
                    <td>
                      {rowActions(p).length > 0 ? (
                        <Menu
                          label={<span aria-hidden="true">⋯</span>}
                          ariaLabel={t("compassPointsList.actions-for", { name: p.name })}
                          items={rowActions(p)}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={pages} onPage={(p) => go({ page: p })} />
        </>
      )}
    </div>
  );
}

export function CompassPointsAdminListPage() {
  return <CompassPointsListPage admin />;
}

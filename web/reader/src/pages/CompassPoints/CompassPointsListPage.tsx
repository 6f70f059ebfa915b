// The user's compass points (/compass-points-list) and the admin list (/compass-points-admin-list)
// (spec 2 §2, §4, §6): an active and a deactivated view, sortable columns (a trailing minus on the
// key sorts descending), an ellipsis menu per row under the permission rules (change history;
// deactivate after a confirmation; reactivate at once, then 'compassPointsList.reactivate-message'),
// pages in the URL parameter `page` (the request sends page+1), scrolled to the top on change.
// In the admin list a click on a row selects it without a link (spec 2 §2), for deactivating or
// reactivating the chosen points at once; the row menu's Open leads to the point in its document.

import type { components } from "@norma/contracts/api-types";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Menu, type MenuItem } from "../../components/Menu.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import {
  compassPointListQuery,
  deactivateCompassPointMutation,
  reactivateCompassPointMutation,
  setPointsActiveMutation,
} from "../../features/compass-points/compass-points-queries.ts";
import {
  type ListStatus,
  NAME_DISPLAY,
  pointDocumentUrl,
  type SortKey,
  selectablePoints,
  selectionState,
  sortOf,
  TOOLTIP_MAX,
  toggleAllSelected,
  toggleSelected,
  toggleSort,
  truncate,
} from "../../features/compass-points/compass-points-rules.ts";
import { statusLabel } from "../../features/documents/Badges.tsx";
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
  const deactivation = useMutation(deactivateCompassPointMutation({ key: "compassPointsList.deactivated-message" }));
  const reactivation = useMutation(reactivateCompassPointMutation());
  const total = q.data?.totalElements ?? 0;
  const pages = Math.ceil(total / COMPASS_POINTS_PAGE_SIZE);
  // The admin's chosen points: those of the page on screen (a new page, view or order clears them).
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const listKey = `${status}:${page}:${sort}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the list on screen changes
  useEffect(() => setSelected(new Set()), [listKey]);
  const selectable = admin ? selectablePoints(q.data?.content ?? []) : [];

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
      onSuccess: () => notify("INFO", { key: "compassPointsList.reactivate-message" }),
    });
  }

  /**
   * A row's menu (spec 2 §6: shown to whoever holds audit history, a Compass Points admin, or the
   * creator): the change history where the user may read it, edit and (de)activation where the
   * user may manage the point. No entry, no menu.
   */
  const rowActions = (p: CompassPoint): MenuItem[] => [
    // The admin's row selects rather than links: its document is here.
    ...(admin ? [{ key: "open", label: t("compassPointsList.open"), href: pointDocumentUrl(p, status) }] : []),
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
          {admin && <BulkActions status={status} selected={selected} onDone={() => setSelected(new Set())} />}
          <div className="cp-table-wrap">
            <table className="table cp-table">
              <thead>
                <tr>
                  {admin && (
                    <th scope="col" className="cp-select">
                      <SelectAllBox
                        state={selectionState(selected, selectable)}
                        disabled={selectable.length === 0}
                        onToggle={() => setSelected(toggleAllSelected(selected, selectable))}
                      />
                    </th>
                  )}
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
                  <tr
                    key={p.compassPointID}
                    aria-selected={admin ? selected.has(p.compassPointID) : undefined}
                    className={admin && selectable.includes(p.compassPointID) ? "cp-row--selectable" : undefined}
                    onClick={
                      admin
                        ? (event: MouseEvent) => {
                            // The row's own controls (its box, its menu) do their own thing.
                            if ((event.target as Element).closest("button, a, input, [role=menu]")) return;
                            setSelected(toggleSelected(selected, p.compassPointID, selectable));
                          }
                        : undefined
                    }
                  >
                    {admin && (
                      <td className="cp-select">
                        {selectable.includes(p.compassPointID) && (
                          <input
                            type="checkbox"
                            checked={selected.has(p.compassPointID)}
                            aria-label={t("compassPointsList.select", { name: p.name })}
                            onChange={() => setSelected(toggleSelected(selected, p.compassPointID, selectable))}
                          />
                        )}
                      </td>
                    )}
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
                    <td>{statusLabel(t, p.contentStatus)}</td>
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

/** The header box: all of the page's selectable points, some (indeterminate), or none. */
function SelectAllBox(props: { state: "all" | "some" | "none"; disabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      ref={(box) => {
        if (box) box.indeterminate = props.state === "some";
      }}
      checked={props.state === "all"}
      disabled={props.disabled}
      aria-label={t("compassPointsList.select-all")}
      onChange={props.onToggle}
    />
  );
}

/**
 * The admin's bulk bar, shown while points are chosen: deactivate them after one confirmation
 * (active view) or reactivate them at once (deactivated view), then one notice of the outcome.
 */
function BulkActions(props: { status: ListStatus; selected: ReadonlySet<number>; onDone: () => void }) {
  const { t } = useTranslation();
  const active = props.status === "inactive";
  const change = useMutation(setPointsActiveMutation(active));
  const count = props.selected.size;
  if (count === 0) return null;

  async function run() {
    if (!active) {
      const answer = await showDialog({
        kind: "confirm",
        title: t("compassPointsList.deactivate-title"),
        message: t("compassPointsList.deactivate-many-confirm", { count }),
        confirmLabel: t("compassPointsList.deactivate"),
      });
      if (answer !== "CONFIRM") return;
    }
    change.mutate([...props.selected], {
      onSuccess: ({ changed, failed }) => {
        if (changed > 0)
          notify("SUCCESS", {
            key: active ? "compassPointsList.reactivated-many" : "compassPointsList.deactivated-many",
            options: { count: changed },
          });
        if (failed > 0) notify("ERROR", { key: "compassPointsList.bulk-failed", options: { count: failed } });
        props.onDone();
      },
    });
  }

  return (
    <div className="cp-bulk" role="toolbar" aria-label={t("compassPointsList.bulk-label")}>
      <span aria-live="polite">{t("compassPointsList.selected", { count })}</span>
      <button
        type="button"
        className="button button--primary button--sm"
        disabled={change.isPending}
        onClick={() => void run()}
      >
        {t(active ? "compassPointsList.reactivate-selected" : "compassPointsList.deactivate-selected")}
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={change.isPending}
        onClick={props.onDone}
      >
        {t("compassPointsList.clear-selection")}
      </button>
    </div>
  );
}

export function CompassPointsAdminListPage() {
  return <CompassPointsListPage admin />;
}

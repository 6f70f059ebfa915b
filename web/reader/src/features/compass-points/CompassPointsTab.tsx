// The document page's compass points tab (spec 1 §2: position 5; spec 2 §2): the points of the
// document the user may see — name, selected text (50 characters, the whole text up to 1000 as a
// tooltip), creator, date and page, each opening the PDF at its page — and, in a list of their
// own, points carried from the previous edition that were not found in this one (orphaned), so
// their owners can open one (its dialog lists the places it may have gone, to confirm one), select
// the passage again or deactivate it.

import type { components } from "@norma/contracts/api-types";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useDates } from "../../i18n/useDates.ts";
import { downloadDocument } from "../documents/download-document.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import "../../pages/CompassPoints/compass-points.css";
import { useCompassPoints } from "./CompassPointsContext.tsx";
import { documentCompassPointsQuery } from "./compass-points-queries.ts";
import { NAME_DISPLAY, SELECTION_DISPLAY, TOOLTIP_MAX, truncate } from "./compass-points-rules.ts";

type CompassPoint = components["schemas"]["CompassPoint"];

/** The document whose points the tab lists; with `download`, the tab offers its PDF with them. */
export function CompassPointsTab({
  contentCode,
  download,
}: {
  contentCode: string;
  download?: { designation: string; downloadable: boolean } | null;
}) {
  const { t } = useTranslation();
  const fmt = useDates();
  const { config } = useTenant();
  const [downloading, setDownloading] = useState(false);
  const q = useQuery(documentCompassPointsQuery(contentCode));
  const cp = useCompassPoints();
  if (q.isPending) return <p className="empty">{t("common.loading")}</p>;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const points = q.data ?? [];
  const placed = points.filter((p) => p.placement !== "ORPHANED");
  const orphaned = points.filter((p) => p.placement === "ORPHANED");
  const pdfLink = (p: CompassPoint) =>
    `/document/?contentCode=${encodeURIComponent(contentCode)}&tab=PDF${
      p.selectionMetadata?.pageNumber ? `&page=${p.selectionMetadata.pageNumber}` : ""
    }&compasspointuuid=${p.compassPointUUID}`;

  const table = (rows: CompassPoint[], caption: string) => (
    <div className="cp-table-wrap">
      <table className="table cp-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("compassPointsList.name")}</th>
            <th scope="col">{t("compassPointsTab.selected-text")}</th>
            <th scope="col">{t("compassPointsList.created-by")}</th>
            <th scope="col">{t("compassPointsList.created-date")}</th>
            <th scope="col">{t("compassPointsTab.page")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.compassPointID}>
              <td dir="auto" title={truncate(p.name, TOOLTIP_MAX)}>
                {truncate(p.name, NAME_DISPLAY)}
              </td>
              <td dir="auto" title={truncate(p.selectionMetadata?.selectionText, TOOLTIP_MAX)}>
                {truncate(p.selectionMetadata?.selectionText, SELECTION_DISPLAY)}
              </td>
              <td>{p.createdUserName}</td>
              <td>{fmt(p.createdDate, "short")}</td>
              <td>
                {p.placement === "ORPHANED" ? (
                  cp ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => cp.openDialog({ mode: "view", point: p, selection: null })}
                    >
                      {t("compassPointsTab.choose-place")}
                    </button>
                  ) : (
                    "—"
                  )
                ) : (
                  <Link to={pdfLink(p)}>
                    {p.selectionMetadata?.pageNumber
                      ? t("compassPointsTab.open-page", { page: p.selectionMetadata.pageNumber })
                      : t("compassPointsTab.open")}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className="cp-tab">
      {download && placed.length > 0 && (
        <div className="cp-tab__tools">
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={downloading}
            aria-busy={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadDocument(config, { contentCode, ...download }, true).finally(() => setDownloading(false));
            }}
          >
            {t("document.actions.downloadWithCompassPoints")}
          </button>
        </div>
      )}
      {placed.length === 0 && orphaned.length === 0 ? <p className="empty">{t("compassPointsTab.none")}</p> : null}
      {placed.length > 0 && table(placed, t("compassPointsTab.caption", { count: placed.length }))}
      {orphaned.length > 0 && (
        <section aria-labelledby="cp-orphaned">
          <h2 id="cp-orphaned" className="cp-tab__heading">
            {t("compassPointsTab.orphaned-title")}
          </h2>
          <p>{t("compassPointsTab.orphaned-help")}</p>
          {table(orphaned, t("compassPointsTab.orphaned-caption", { count: orphaned.length }))}
        </section>
      )}
    </div>
  );
}

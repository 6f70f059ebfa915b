// Change history of one compass point (/compass-points-change-history/{id}/{contentId}/{contentCode};
// spec 2 §2): show 10, 25, 50 or 100 (default 10), newest or oldest first (default newest,
// createdDate-), each entry labelled Created, Edited, Reactivated or Deactivated with its user and
// the current and previous values, texts cut at 255 characters.

import type { components } from "@norma/contracts/api-types";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { QueryFailed } from "../../api/queries.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { changeHistoryQuery } from "../../features/compass-points/compass-points-queries.ts";
import {
  HISTORY_PAGE_SIZES,
  HISTORY_TEXT_MAX,
  historyLabelKey,
  PLACEMENT_KEY,
  truncate,
} from "../../features/compass-points/compass-points-rules.ts";
import { useDates } from "../../i18n/useDates.ts";
import "./compass-points.css";

type Values = components["schemas"]["CompassPointAuditValues"];

/** The lists a history is opened from: Back returns to the one named (with its query), else the user's own. */
const LISTS = ["/compass-points-list", "/compass-points-admin-list"];
export function backTo(back: string | null): string {
  if (!back) return LISTS[0];
  const path = back.split("?")[0];
  return LISTS.includes(path) && !back.includes("//") ? back : LISTS[0];
}

export function ChangeHistoryPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const { id = "", contentCode = "" } = useParams();
  const pointId = Number.parseInt(id, 10);
  const [params, setParams] = useSearchParams();
  const back = backTo(params.get("back"));
  const size = HISTORY_PAGE_SIZES.find((s) => String(s) === params.get("size")) ?? 10;
  const sort = params.get("sort") === "createdDate" ? "createdDate" : "createdDate-";
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery({
    ...changeHistoryQuery(pointId, { pageIndex: page, pageSize: size, sort }),
    enabled: Number.isFinite(pointId),
  });
  const total = q.data?.totalElements ?? 0;
  const set = (next: Record<string, string>) => {
    const back = params.get("back");
    setParams({ size: String(size), sort, page: "0", ...(back ? { back } : {}), ...next });
    window.scrollTo({ top: 0 });
  };

  const fields = [
    ["name", "compassPointsHistory.name"],
    ["description", "compassPointsHistory.description"],
    ["overlayDetails", "compassPointsHistory.overlay"],
  ] as const satisfies readonly (readonly [keyof Values, string])[];

  return (
    <div className="page page--wide">
      <p>
        <Link to={back}>
          ← {back.startsWith(LISTS[1]) ? t("compassPointsList.admin-title") : t("compassPointsHistory.back")}
        </Link>
      </p>
      <div className="page__head">
        <h1 className="page__title">{t("compassPointsHistory.title")}</h1>
        <div className="cp-filters">
          <label>
            {t("compassPointsHistory.show")}{" "}
            <select value={size} onChange={(e) => set({ size: e.target.value })}>
              {HISTORY_PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("compassPointsHistory.sort")}{" "}
            <select value={sort} onChange={(e) => set({ sort: e.target.value })}>
              <option value="createdDate-">{t("compassPointsHistory.newest")}</option>
              <option value="createdDate">{t("compassPointsHistory.oldest")}</option>
            </select>
          </label>
        </div>
      </div>
      <p className="page__count">
        <Link to={`/document/?contentCode=${encodeURIComponent(contentCode)}`}>{decodeURIComponent(contentCode)}</Link>
      </p>
      {q.isLoading ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.error instanceof QueryFailed && q.error.status === 403 ? (
        // Seen without the audit-history permission (a link from elsewhere): say why, no retry.
        <p className="empty" role="alert">
          {t("compassPointsHistory.forbidden")}
        </p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : total === 0 ? (
        <p className="empty">{t("compassPointsHistory.none")}</p>
      ) : (
        <>
          <ol className="cp-history">
            {q.data?.content.map((e) => (
              <li key={e.id} className="cp-history__entry">
                <p className="cp-history__head">
                  <strong>{t(historyLabelKey(e.dbTransactionType))}</strong> · {e.transactionUserName} ·{" "}
                  {fmt(e.createdDate, "long")}
                </p>
                <dl className="cp-history__values">
                  {fields.map(([field, label]) => {
                    const now = e.auditData.current[field] as string | null | undefined;
                    const before = e.auditData.previous?.[field] as string | null | undefined;
                    if (!now && !before) return null;
                    return (
                      <div key={field}>
                        <dt>{t(label)}</dt>
                        <dd>
                          {truncate(now, HISTORY_TEXT_MAX)}
                          {e.auditData.previous && before !== now ? (
                            <span className="cp-history__previous">
                              {" "}
                              ({t("compassPointsHistory.previous")}: {truncate(before, HISTORY_TEXT_MAX)})
                            </span>
                          ) : null}
                        </dd>
                      </div>
                    );
                  })}
                  {e.auditData.current.selectionMetadata?.selectionText ? (
                    <div>
                      <dt>{t("compassPointsHistory.selection")}</dt>
                      <dd>
                        {truncate(e.auditData.current.selectionMetadata.selectionText, HISTORY_TEXT_MAX)}
                        {/* A new selection (UPDATE-SELECTION) shows the passage it replaced. */}
                        {e.auditData.previous?.selectionMetadata?.selectionText &&
                        e.auditData.previous.selectionMetadata.selectionText !==
                          e.auditData.current.selectionMetadata.selectionText ? (
                          <span className="cp-history__previous">
                            {" "}
                            ({t("compassPointsHistory.previous")}:{" "}
                            {truncate(e.auditData.previous.selectionMetadata.selectionText, HISTORY_TEXT_MAX)})
                          </span>
                        ) : null}
                      </dd>
                    </div>
                  ) : null}
                  {e.auditData.current.selectionMetadata?.placement ? (
                    <div>
                      <dt>{t("compassPointsHistory.placement")}</dt>
                      <dd>
                        {t(
                          PLACEMENT_KEY[
                            e.auditData.current.selectionMetadata.placement as keyof typeof PLACEMENT_KEY
                          ] ?? PLACEMENT_KEY.MOVED,
                        )}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ol>
          <Pagination page={page} totalPages={Math.ceil(total / size)} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </div>
  );
}

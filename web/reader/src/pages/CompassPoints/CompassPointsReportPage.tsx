// The Compass Points report (/compass-points-report; spec 2 §2, 3 §2: Compass Points admins): the
// last 7 days by default or a date range, for the whole tenant — points created, edited,
// deactivated, reactivated, carried to new editions and orphaned per day, the points active and
// shared at the period's end (replayed from the points' audits), and the same by user and by
// document.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { compassPointsReportQuery } from "../../features/compass-points/compass-points-queries.ts";
import { ReportRangeForm, useReportParams } from "../UsageReport/ReportRange.tsx";
import { UsageChart } from "../UsageReport/UsageChart.tsx";
import "../UsageReport/usage-report.css";

const FIGURES = ["created", "edited", "deactivated", "reactivated", "active", "shared", "carried", "orphaned"] as const;

export function CompassPointsReportPage() {
  const { t } = useTranslation();
  const { from, to, update } = useReportParams();
  const q = useQuery(compassPointsReportQuery(from, to));
  const r = q.data;

  return (
    <div className="page page--wide usage-report cp-report">
      <h1 className="page__title">{t("compassPointsReport.title")}</h1>
      <ReportRangeForm from={from} to={to} shown={r} update={update} />
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError || !r ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <>
          <p className="usage-report__period">{t("compassPointsReport.period", { from: r.from, to: r.to })}</p>
          <dl className="usage-report__totals">
            {FIGURES.map((k) => (
              <div key={k}>
                <dt>{t(`compassPointsReport.figure.${k}`)}</dt>
                <dd>{r.totals[k].toLocaleString()}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="cp-chart">
            <h2 id="cp-chart">{t("usageReport.overTime")}</h2>
            <UsageChart
              days={r.days}
              series={[
                { key: "created", label: t("compassPointsReport.figure.created") },
                { key: "deactivated", label: t("compassPointsReport.figure.deactivated") },
              ]}
            />
          </section>
          <div className="usage-report__grid cp-report__grid">
            {(["byUser", "byDocument"] as const).map((group) => (
              <section key={group} aria-labelledby={`cp-${group}`}>
                <h2 id={`cp-${group}`}>{t(`compassPointsReport.${group}`)}</h2>
                {r[group].length === 0 ? (
                  <p className="empty">{t("usageReport.none")}</p>
                ) : (
                  <table className="usage-report__table">
                    <thead>
                      <tr>
                        <th scope="col">
                          {t(group === "byUser" ? "compassPointsReport.user" : "usageReport.document")}
                        </th>
                        {FIGURES.map((k) => (
                          <th key={k} scope="col">
                            {t(`compassPointsReport.figure.${k}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {r[group].map((row) => (
                        <tr key={"email" in row ? row.email : row.contentCode}>
                          <td>{"email" in row ? row.name : `${row.designation} ${row.title}`}</td>
                          {FIGURES.map((k) => (
                            <td key={k}>{row[k]}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

// The figures of a usage summary: totals, requests and investigations over time, the most used
// documents, denials, searches without results, revision reviews opened and signed off per month. Shared by /usage-report and the embedded
// dashboard (/embed/usage-report).

import type { components } from "@norma/contracts/api-types";
import { useTranslation } from "react-i18next";
import { UsageChart } from "./UsageChart.tsx";

type UsageSummary = components["schemas"]["UsageSummary"];

export function UsageFigures({ summary: s, linkDocuments = true }: { summary: UsageSummary; linkDocuments?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="usage-report__period">
        {t("usageReport.period", {
          from: s.from,
          to: s.to,
          scope: s.account?.name ?? t("usageReport.allAccounts"),
        })}
      </p>
      <dl className="usage-report__totals">
        {(["requests", "investigations", "searches", "denials"] as const).map((k) => (
          <div key={k}>
            <dt>{t(`usageReport.metric.${k}`)}</dt>
            <dd>{s.totals[k].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="usage-chart">
        <h2 id="usage-chart">{t("usageReport.overTime")}</h2>
        <UsageChart
          days={s.days}
          series={[
            { key: "requests", label: t("usageReport.metric.requests") },
            { key: "investigations", label: t("usageReport.metric.investigations") },
          ]}
        />
      </section>
      <div className="usage-report__grid">
        <section aria-labelledby="usage-top">
          <h2 id="usage-top">{t("usageReport.topDocuments")}</h2>
          {s.topDocuments.length === 0 ? (
            <p className="empty">{t("usageReport.none")}</p>
          ) : (
            <table className="usage-report__table">
              <thead>
                <tr>
                  <th scope="col">{t("usageReport.document")}</th>
                  <th scope="col">{t("usageReport.metric.requests")}</th>
                  <th scope="col">{t("usageReport.metric.investigations")}</th>
                </tr>
              </thead>
              <tbody>
                {s.topDocuments.map((d) => (
                  <tr key={d.contentCode}>
                    <td>
                      {linkDocuments ? (
                        <a href={`/document?contentCode=${encodeURIComponent(d.contentCode)}`}>{d.designation}</a>
                      ) : (
                        d.designation
                      )}{" "}
                      {d.title}
                    </td>
                    <td>{d.requests}</td>
                    <td>{d.investigations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="usage-denials">
          <h2 id="usage-denials">{t("usageReport.denials")}</h2>
          <p className="usage-report__hint">{t("usageReport.denialsHint")}</p>
          {s.denials.length === 0 ? (
            <p className="empty">{t("usageReport.none")}</p>
          ) : (
            <table className="usage-report__table">
              <thead>
                <tr>
                  <th scope="col">{t("usageReport.document")}</th>
                  <th scope="col">{t("usageReport.metric.denials")}</th>
                </tr>
              </thead>
              <tbody>
                {s.denials.map((d) => (
                  <tr key={d.contentCode}>
                    <td>
                      {d.designation} {d.title}
                    </td>
                    <td>{d.denials}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="usage-no-results">
          <h2 id="usage-no-results">{t("usageReport.noResultSearches")}</h2>
          {s.noResultSearches.length === 0 && s.searchFeedback.length === 0 ? (
            <p className="empty">{t("usageReport.none")}</p>
          ) : (
            <ul className="usage-report__list">
              {s.noResultSearches.map((n) => (
                <li key={`q:${n.query}`}>
                  <span>{n.query}</span> <span className="usage-report__count">{n.searches}</span>
                </li>
              ))}
              {s.searchFeedback.map((f) => (
                <li key={`f:${f.searchText}`}>
                  <span>{f.searchText}</span> <span className="usage-report__tag">{t("usageReport.fromFeedback")}</span>{" "}
                  <span className="usage-report__count">{f.count}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="usage-reviews">
          <h2 id="usage-reviews">{t("usageReport.reviews.title")}</h2>
          <table className="usage-report__table">
            <thead>
              <tr>
                <th scope="col">{t("usageReport.reviews.month")}</th>
                <th scope="col">{t("usageReport.reviews.opened")}</th>
                <th scope="col">{t("usageReport.reviews.closed")}</th>
              </tr>
            </thead>
            <tbody>
              {s.reviews.map((r) => (
                <tr key={r.month}>
                  <td>{r.month}</td>
                  <td>{r.opened}</td>
                  <td>{r.closed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}

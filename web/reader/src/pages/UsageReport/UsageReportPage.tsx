// The usage report (/usage-report; spec 3 §2: ADMIN or REPORT_VIEW, not in DRM mode): the last
// 7 days by default or a date range, the account or (administrators) all accounts; requests and
// investigations per day as a chart, searches and denials, the most used documents, searches that
// found nothing, what users asked the search feedback for, documents refused (what customers
// want), and the COUNTER Title Report of the period as TSV or CSV.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { client } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import { useQuery } from "../../api/queries.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { UsageChart } from "./UsageChart.tsx";
import "./usage-report.css";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function UsageReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = DATE.test(params.get("from") ?? "") ? params.get("from")! : undefined;
  const to = DATE.test(params.get("to") ?? "") ? params.get("to")! : undefined;
  const accountNumber = params.get("account") || undefined;
  const [draft, setDraft] = useState<{ from?: string; to?: string }>({});
  const q = useQuery(`usage-summary:${from}:${to}:${accountNumber}`, async () => {
    const res = await client.GET("/api/usage/summary", {
      params: {
        query: { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(accountNumber ? { accountNumber } : {}) },
      },
    });
    return res.data;
  });
  const s = q.data;

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };

  async function exportReport(format: "tsv" | "csv") {
    if (!s) return;
    const { data, response } = await client.GET("/api/usage/counter-reports/{reportId}/export", {
      params: {
        path: { reportId: "tr" },
        query: {
          format,
          customer_id: s.customerId,
          begin_date: s.from,
          end_date: s.to,
        },
      },
      parseAs: "blob",
    });
    if (data)
      saveBlob(
        data as unknown as Blob,
        fileNameOf(response.headers.get("content-disposition"), `TR_${s.from}_${s.to}.${format}`),
      );
  }

  return (
    <div className="page page--wide usage-report">
      <h1 className="page__title">{t("usageReport.title")}</h1>
      <form
        className="usage-report__filters"
        onSubmit={(e) => {
          e.preventDefault();
          update({ from: draft.from ?? from, to: draft.to ?? to });
        }}
      >
        <label>
          {t("usageReport.from")}
          <input
            type="date"
            value={draft.from ?? from ?? s?.from ?? ""}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </label>
        <label>
          {t("usageReport.to")}
          <input
            type="date"
            value={draft.to ?? to ?? s?.to ?? ""}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </label>
        <button type="submit" className="button button--primary">
          {t("usageReport.apply")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft({});
            update({ from: undefined, to: undefined });
          }}
        >
          {t("usageReport.last7Days")}
        </button>
        {s && (s.accounts.length > 1 || s.canSeeAllAccounts) && (
          <label>
            {t("usageReport.account")}
            <select
              value={accountNumber ?? s.account?.accountNumber ?? "all"}
              onChange={(e) => update({ account: e.target.value })}
            >
              {s.canSeeAllAccounts && <option value="all">{t("usageReport.allAccounts")}</option>}
              {s.accounts.map((a) => (
                <option key={a.accountNumber} value={a.accountNumber}>
                  {a.name} ({a.accountNumber})
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="usage-report__exports">
          <button type="button" className="button button--secondary" disabled={!s} onClick={() => exportReport("tsv")}>
            {t("usageReport.exportTsv")}
          </button>
          <button type="button" className="button button--secondary" disabled={!s} onClick={() => exportReport("csv")}>
            {t("usageReport.exportCsv")}
          </button>
        </span>
      </form>

      {q.loading && !s ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.failed || !s ? (
        <LoadFailed onRetry={q.reload} />
      ) : (
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
                          <a href={`/document?contentCode=${encodeURIComponent(d.contentCode)}`}>{d.designation}</a>{" "}
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
                      <span>{f.searchText}</span>{" "}
                      <span className="usage-report__tag">{t("usageReport.fromFeedback")}</span>{" "}
                      <span className="usage-report__count">{f.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}

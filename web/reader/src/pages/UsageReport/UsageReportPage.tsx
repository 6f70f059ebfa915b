// The usage report (/usage-report; spec 3 §2: ADMIN or REPORT_VIEW, not in DRM mode): the last
// 7 days by default or a date range, the account or (administrators) all accounts; requests and
// investigations per day as a chart, searches and denials, the most used documents, searches that
// found nothing, what users asked the search feedback for, documents refused (what customers
// want), and the COUNTER Title Report of the period as TSV or CSV.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { client } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { notify } from "../../features/notify/notify-store.ts";
import { usageSummaryQuery } from "../../features/usage/usage-queries.ts";
import { ReportRangeForm, useReportParams } from "./ReportRange.tsx";
import { UsageFigures } from "./UsageFigures.tsx";
import "./usage-report.css";

export function UsageReportPage() {
  const { t } = useTranslation();
  const { params, from, to, update } = useReportParams();
  const accountNumber = params.get("account") || undefined;
  const [embedUrl, setEmbedUrl] = useState<string | null>(null);
  const q = useQuery(usageSummaryQuery(from, to, accountNumber));
  const s = q.data;

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

  /** The dashboard-embed call (spec 3 §7) for what is shown: the EmbedUrl goes to the clipboard. */
  async function embedLink() {
    if (!s) return;
    const { data } = await client.GET("/api/usage/dashboard-embed", {
      params: {
        query: {
          reportId: "usage",
          AccountNumber: s.account?.accountNumber ?? "all",
          ApplicationCode: "COMPASS",
          StartDate: s.from,
          EndDate: s.to,
        },
      },
    });
    if (!data) return;
    setEmbedUrl(data.EmbedUrl);
    await navigator.clipboard?.writeText(data.EmbedUrl).catch(() => {});
    notify("SUCCESS", t("usageReport.embed.copied"));
  }

  return (
    <div className="page page--wide usage-report">
      <h1 className="page__title">{t("usageReport.title")}</h1>
      <ReportRangeForm from={from} to={to} shown={s} update={update}>
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
          <button type="button" className="button button--secondary" disabled={!s} onClick={embedLink}>
            {t("usageReport.embed.link")}
          </button>
        </span>
      </ReportRangeForm>

      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError || !s ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <>
          {embedUrl && (
            <p className="usage-report__embed">
              <a href={embedUrl} target="_blank" rel="noreferrer" data-testid="usage-embed-url">
                {embedUrl.replace(/token=.*/, "token=…")}
              </a>
            </p>
          )}
          <UsageFigures summary={s} />
        </>
      )}
    </div>
  );
}

// The usage report (/usage-report; spec 3 §2: ADMIN or REPORT_VIEW, not in DRM mode): the last
// 7 days by default or a date range, the account or (administrators) all accounts; requests and
// investigations per day as a chart, searches and denials, the most used documents, searches that
// found nothing, what users asked the search feedback for, documents refused (what customers
// want), and the COUNTER Title Report of the period as TSV or CSV.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveBlob } from "../../api/download.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { notify } from "../../features/notify/notify-store.ts";
import {
  counterReportExportMutation,
  usageEmbedLinkMutation,
  usageSummaryQuery,
} from "../../features/usage/usage-queries.ts";
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

  const exporting = useMutation({
    ...counterReportExportMutation(),
    onSuccess: ({ file, fileName }) => saveBlob(file, fileName),
  });
  /** The embed URL is shown and goes to the clipboard. */
  const linking = useMutation({
    ...usageEmbedLinkMutation(),
    onSuccess: async (url) => {
      setEmbedUrl(url);
      await navigator.clipboard?.writeText(url).catch(() => {});
      notify("SUCCESS", { key: "usageReport.embed.copied" });
    },
  });
  // A call is running: its buttons wait (the export's two share one call).
  const busy = exporting.isPending || linking.isPending;

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
          <button
            type="button"
            className="button button--secondary"
            disabled={!s || busy}
            onClick={() => s && exporting.mutate({ summary: s, format: "tsv" })}
          >
            {t("usageReport.exportTsv")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!s || busy}
            onClick={() => s && exporting.mutate({ summary: s, format: "csv" })}
          >
            {t("usageReport.exportCsv")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!s || busy}
            onClick={() => s && linking.mutate(s)}
          >
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

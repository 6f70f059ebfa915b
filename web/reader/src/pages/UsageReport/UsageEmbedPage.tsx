// The embedded usage dashboard (/embed/usage-report?token=…): what an EmbedUrl of the
// dashboard-embed call opens, without a session and without the reader's shell — the figures of
// the account and period its signed token names, until it expires.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usageEmbedQuery } from "../../features/usage/usage-queries.ts";
import { UsageFigures } from "./UsageFigures.tsx";
import "./usage-report.css";

export function UsageEmbedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const q = useQuery(usageEmbedQuery(token));
  return (
    <main className="page page--wide usage-report usage-report--embed">
      <h1 className="page__title">{t("usageReport.title")}</h1>
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.data ? (
        <UsageFigures summary={q.data} linkDocuments={false} />
      ) : (
        <p className="empty" role="alert">
          {t("usageReport.embed.expired")}
        </p>
      )}
    </main>
  );
}

// Recently accessed documents (/recently-accessed): most recently opened first, 10 per page.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { accessedDocumentsQuery } from "../../features/history/history-queries.ts";
import { useDates } from "../../i18n/useDates.ts";

const PAGE_SIZE = 10;

export function RecentlyAccessedPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(accessedDocumentsQuery(page, PAGE_SIZE));
  const total = q.data?.count ?? 0;
  return (
    <div className="page page--wide">
      <h1 className="page__title">{t("recent.title")}</h1>
      <DocumentTable
        query={q}
        rows={q.data?.result ?? []}
        rowKey={(a) => a.id}
        total={total}
        empty={t("home.empty.recent")}
        paging={{ page, totalPages: Math.ceil(total / PAGE_SIZE), onPage: (p) => setParams({ page: String(p) }) }}
        layout={{
          kind: "cards",
          document: (a) => a.document,
          footer: (a) => t("recent.footer", { date: fmt(a.lastAccessedDate, "time"), count: a.accessCount }),
        }}
      />
    </div>
  );
}
